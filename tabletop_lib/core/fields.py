"""Saving and loading plain-data states: one schema of fields per game, checked on load.

Every engine keeps its state as ints, lists of ints, tuples of ints and lists of such lists,
plus the generator, the history and the events. :class:`FieldSchema` writes them to a dict and
reads them back with checks that name the field, so each game's ``to_dict``/``from_dict`` is a
few lines and a saved game from other rules or another player count is refused the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import DataError
from .events import Event
from .rng import Rng


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _ints(values: list[Any]) -> bool:
    """Whether every entry of ``values`` is an integer (not a bool): the types are collected
    in C, and only a list holding another type (an int subclass, say) is looked at entry by
    entry."""
    return set(map(type, values)) <= {int} or all(map(_is_int, values))


@dataclass(frozen=True)
class FieldSchema:
    """The names of a state's fields by kind; ``per_player`` lists must hold one entry a seat."""

    ints: tuple[str, ...] = ()
    strs: tuple[str, ...] = ()
    lists: tuple[str, ...] = ()
    tuples: tuple[str, ...] = ()
    nested: tuple[str, ...] = ()
    """Lists of int lists (hands, decks per player...)."""
    per_player: tuple[str, ...] = ()

    @property
    def numeric(self) -> tuple[str, ...]:
        """Every field holding numbers (all but the strings)."""
        return (*self.ints, *self.lists, *self.tuples, *self.nested)

    def dump(self, state: Any, to_write: bool = False) -> dict[str, Any]:
        """Every field as JSON-ready data, with the game header and the logs.

        ``to_write``: for a caller that writes the dict as JSON at once and drops it
        (``LoggedState.to_json``): the state's own lists, not copies, and ``events`` None
        (that caller writes the events' text from its memo)."""
        data: dict[str, Any] = {name: getattr(state, name) for name in (*self.ints, *self.strs)}
        if to_write:
            for name in (*self.lists, *self.tuples, *self.nested):
                data[name] = getattr(state, name)
        else:
            for name in self.lists:
                data[name] = getattr(state, name)[:]
            for name in self.tuples:
                data[name] = list(getattr(state, name))
            for name in self.nested:
                data[name] = [v[:] for v in getattr(state, name)]
        data["rng"] = state.rng.state
        data["history"] = state.history_texts()
        # each event as Event.to_json writes it
        data["events"] = None if to_write else list(map(list, state.raw_events()))
        game = state.game
        data["game"] = {
            "name": game.name,
            "num_players": game.num_players,
            "options": dict(game.options),
        }
        return data

    def load(self, state: Any, data: Mapping[str, Any], source: str) -> None:
        """Fill ``state`` from ``data`` (see :meth:`dump`); bad data raises :class:`DataError`."""
        game = state.game
        _check_header(game, data, source)
        try:
            self._load_scalars(state, data, source)
            self._load_lists(state, data, source)
            for name in self.per_player:
                if len(getattr(state, name)) != game.num_players:
                    raise DataError(
                        source, name, f"expected {game.num_players} entries, one per player"
                    )
            state.rng = Rng(_rng_state(data["rng"], source))
            history, events = _logs(data, source)
            state.load_logs(
                [game.parse_action(a) for a in history],
                [Event.from_json(e) for e in events],
            )
        except KeyError as exc:
            raise DataError(source, str(exc.args[0]), "is missing") from None
        except DataError:
            raise
        except (TypeError, ValueError, AttributeError, IndexError) as exc:
            raise DataError(source, "<state>", str(exc)) from None

    def _load_scalars(self, state: Any, data: Mapping[str, Any], source: str) -> None:
        """The integer and string fields, each checked for its type."""
        for name in self.ints:
            if not _is_int(data[name]):
                raise DataError(source, name, "expected an integer")
            setattr(state, name, data[name])
        for name in self.strs:
            if not isinstance(data[name], str):
                raise DataError(source, name, "expected a string")
            setattr(state, name, data[name])

    def _load_lists(self, state: Any, data: Mapping[str, Any], source: str) -> None:
        """The list, tuple and nested-list fields of integers, each checked for its shape."""
        for name in (*self.lists, *self.tuples):
            value = data[name]
            if not isinstance(value, list) or not _ints(value):
                raise DataError(source, name, "expected a list of integers")
            setattr(state, name, tuple(value) if name in self.tuples else list(value))
        for name in self.nested:
            value = data[name]
            if not isinstance(value, list) or not all(
                isinstance(v, list) and _ints(v) for v in value
            ):
                raise DataError(source, name, "expected lists of integers")
            setattr(state, name, [list(v) for v in value])


def _rng_state(value: object, source: str) -> int:
    """The generator's saved 64-bit state."""
    if not _is_int(value) or not 0 <= value < 1 << 64:  # type: ignore[operator]
        raise DataError(source, "rng", f"{value!r}: expected an integer 0..2**64-1")
    return value  # type: ignore[return-value]


def _logs(data: Mapping[str, Any], source: str) -> tuple[list[str], list[list[Any]]]:
    """The saved history (action texts) and events (records), checked for their types."""
    history, events = data["history"], data["events"]
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise DataError(source, "history", "expected a list of action texts")
    if not isinstance(events, list) or not all(isinstance(e, list) for e in events):
        raise DataError(source, "events", "expected a list of event records")
    return history, events


def _check_header(game: Any, data: Mapping[str, Any], source: str) -> None:
    """The saved ``game`` header names this game, player count and options."""
    expected = {
        "name": game.name,
        "num_players": game.num_players,
        "options": dict(game.options),
    }
    header = data.get("game")
    if not isinstance(header, dict) or any(header.get(k) != v for k, v in expected.items()):
        raise DataError(source, "game", f"expected a saved {expected}, got {header!r}")
