"""A fixed action universe per game and option set: every possible action with a stable id.

OpenSpiel and PettingZoo name actions by integers in ``range(num_distinct_actions)``. The
universe lists every action the rules could ever offer under one option set, built from the
game's static data only (never from visited states), so ids do not depend on play order,
on ``PYTHONHASHSEED`` or on the process:

- the game's own interned action tables (``game.tables``: every town, card, colour, tile,
  mission, space, worker multiset ... crossed with the action kinds that take it), which the
  engines already build once from the data files;
- the actions a game constructs while playing that no table holds, from its
  ``extra_actions`` face (``core.faces``): Merlin's Morgana module declares each of its
  decisions with every slot, die, player and colour there, when that module is in play.

The actions are deduplicated and sorted by their text (``str(action)``, the engine's parseable
notation), and the id is the position in that order. :class:`ActionUniverse` precomputes both
directions (action -> id, id -> action), so the adapters' hot path is one dict lookup or one
tuple index, never string parsing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from tabletop_lib.core.faces import face
from tabletop_lib.core.game import Game


class ActionUniverse:
    """Every possible action of one game and option set, with ids ``0 .. size - 1``."""

    __slots__ = ("_by_identity", "actions", "index", "texts")

    def __init__(self, actions: Iterable[Any]) -> None:
        by_text: dict[str, Any] = {}
        for action in actions:
            by_text.setdefault(str(action), action)
        ordered = sorted(by_text)
        self.actions: tuple[Any, ...] = tuple(by_text[t] for t in ordered)
        """``actions[i]`` is the action with id ``i``."""
        self.texts: tuple[str, ...] = tuple(ordered)
        """``texts[i]`` is ``str(actions[i])``."""
        self.index: dict[Any, int] = {a: i for i, a in enumerate(self.actions)}
        """Action -> id (actions are frozen, hashable dataclasses)."""
        # The engines hand out the interned objects of their tables, which this universe
        # holds: their ``id()`` finds them without hashing a dataclass. An object made on the
        # fly can never share the id of one of these live objects, so a miss falls back on
        # ``index``.
        self._by_identity: dict[int, int] = {id(a): i for i, a in enumerate(self.actions)}

    def __len__(self) -> int:
        return len(self.actions)

    def id_of(self, action: Any) -> int:
        """The id of ``action``; ``KeyError`` for an action outside the universe."""
        found = self._by_identity.get(id(action))
        return self.index[action] if found is None else found

    def ids(self, actions: Iterable[Any]) -> list[int]:
        """The sorted ids of ``actions`` (OpenSpiel wants legal actions in ascending order)."""
        by_identity = self._by_identity
        try:
            out = [by_identity[id(a)] for a in actions]
        except KeyError:
            out = [self.id_of(a) for a in actions]
        out.sort()
        return out

    def legal_bytes(self, actions: Iterable[Any]) -> bytearray:
        """A byte per id, 1 at the ids of ``actions`` and 0 elsewhere (an action mask's
        buffer; a few byte stores beat numpy's fancy index)."""
        out = bytearray(len(self.actions))
        by_identity, index = self._by_identity, self.index
        for a in actions:
            found = by_identity.get(id(a))
            out[index[a] if found is None else found] = 1
        return out

    def text_id(self, text: str) -> int:
        """The id of the action whose text is ``text`` (for people, not the hot path)."""
        try:
            return self.texts.index(text)
        except ValueError:
            raise KeyError(f"no action {text!r} in this universe") from None


_SCALARS = (str, int, float, bool, type(None))


def _is_action(value: Any) -> bool:
    """An action is a dataclass with a ``verb`` (the built-in games' actions), or one whose
    fields are all plain values (a table is a dataclass that holds actions)."""
    if hasattr(type(value), "verb"):
        return True
    return all(isinstance(getattr(value, f.name), _SCALARS) for f in dataclasses.fields(value))


def _walk(value: Any) -> Iterator[Any]:
    """Every action instance inside an interned table (dataclass fields, tuples, mappings)."""
    if isinstance(value, Mapping):
        for key in sorted(value, key=str):
            yield from _walk(value[key])
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _walk(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if _is_action(value):
            yield value
        else:
            for f in dataclasses.fields(value):
                yield from _walk(getattr(value, f.name))


def _table_actions(game: Game[Any, Any]) -> list[Any]:
    tables = game.tables
    if tables is None:
        raise TypeError(f"{game.name} has no action tables to build a universe from")
    return list(_walk(tables))


def build_universe(game: Game[Any, Any]) -> ActionUniverse:
    """The action universe of ``game`` (its name, player count and options)."""
    actions = _table_actions(game)
    extra = face(game.name, "extra_actions")
    if extra is not None:
        actions.extend(extra(game))
    return ActionUniverse(actions)


_CACHE: dict[int, tuple[Game[Any, Any], ActionUniverse]] = {}


def universe_for(game: Game[Any, Any]) -> ActionUniverse:
    """:func:`build_universe`, built once per game object (it holds that game's interned
    actions; two games with the same options get equal universes)."""
    found = _CACHE.get(id(game))
    if found is None:
        found = _CACHE[id(game)] = (game, build_universe(game))
    return found[1]
