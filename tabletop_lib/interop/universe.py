"""A fixed action universe per game and option set: every possible action with a stable id.

OpenSpiel and PettingZoo name actions by integers in ``range(num_distinct_actions)``. The
universe lists every action the rules could ever offer under one option set, built from the
game's static data only (never from visited states), so ids do not depend on play order,
on ``PYTHONHASHSEED`` or on the process:

- the game's own interned action tables (``game.tables``: every town, card, colour, tile,
  mission, space, worker multiset ... crossed with the action kinds that take it), which the
  engines already build once from the data files;
- for Merlin, the actions the Morgana module constructs while playing (each Morgana decision
  with every slot, die, player and colour), added only when that module is in play (the
  other modules' tables are in ``game.tables``).

The actions are deduplicated and sorted by their text (``str(action)``, the engine's parseable
notation), and the id is the position in that order. :class:`ActionUniverse` precomputes both
directions (action -> id, id -> action), so the adapters' hot path is one dict lookup or one
tuple index, never string parsing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

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


def _walk(value: Any) -> Iterator[Any]:
    """Every action instance inside an interned table (dataclass fields, tuples, mappings)."""
    if isinstance(value, Mapping):
        for key in sorted(value, key=str):
            yield from _walk(value[key])
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _walk(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if hasattr(type(value), "verb"):
            yield value
        else:
            for f in dataclasses.fields(value):
                yield from _walk(getattr(value, f.name))


def _table_actions(game: Game[Any, Any]) -> list[Any]:
    tables = getattr(game, "tables", None)
    if tables is None:
        raise TypeError(f"{game.name} has no action tables to build a universe from")
    return list(_walk(tables))


def _merlin_extras(game: Any) -> list[Any]:
    """Merlin's module actions that no interned table holds (see the module docstring)."""
    from tabletop_lib.games.merlin import actions as A
    from tabletop_lib.games.merlin.constants import GOOD_NAMES

    out: list[Any] = []
    colours: tuple[str, ...] = tuple(game.data.colours)
    tiles = tuple(game.grid.name(pos) for pos in range(game.grid.size))
    faces = int(game.params.die_faces)
    n = int(game.num_players)
    k = int(game.dice_per_player)
    if game.in_play("morgana"):
        from tabletop_lib.games.merlin.modules.morgana import actions as MA
        from tabletop_lib.games.merlin.modules.morgana import rules as M

        morgana_dice = int(M.module_data(game.data_dir)["supply"]["dice"])
        out.extend([MA.KitchenApple(), MA.HornCup(), MA.CauldronPass(), MA.SwapMerlinArthur()])
        out.extend(MA.UseCauldron(i) for i in range(len(M.slot_table(game.data_dir))))
        out.extend(MA.UseMorganaDie(i) for i in range(morgana_dice))
        out.extend(MA.KitchenPay(item) for item in ("gold", *colours))
        out.extend(MA.PlaceMorgana(c) for c in colours)
        out.extend(MA.MoveMorgana(d) for d in A.DIRECTIONS)
        out.extend(MA.DarkInfluence(c) for c in colours)
        out.extend(MA.WitchHut(t) for t in tiles)
        out.extend(MA.WitchGold(g, c) for g in GOOD_NAMES for c in colours)
        out.extend(MA.MorganaBuy(g) for g in GOOD_NAMES)
        out.extend(MA.SwapKnights(q) for q in range(n))
        out.extend(
            MA.Bewitch(q, i, f) for q in range(n) for i in range(k) for f in range(1, faces + 1)
        )
        out.extend(
            MA.SpendPoison(mine, q, theirs)
            for mine in range(-1, k)
            for q in range(n)
            for theirs in range(k)
        )
    return out


def build_universe(game: Game[Any, Any]) -> ActionUniverse:
    """The action universe of ``game`` (its name, player count and options)."""
    actions = _table_actions(game)
    if game.name == "merlin":
        actions.extend(_merlin_extras(game))
    return ActionUniverse(actions)


_CACHE: dict[int, tuple[Game[Any, Any], ActionUniverse]] = {}


def universe_for(game: Game[Any, Any]) -> ActionUniverse:
    """:func:`build_universe`, built once per game object (it holds that game's interned
    actions; two games with the same options get equal universes)."""
    found = _CACHE.get(id(game))
    if found is None:
        found = _CACHE[id(game)] = (game, build_universe(game))
    return found[1]
