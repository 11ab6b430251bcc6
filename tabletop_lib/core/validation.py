"""Saved games checked on load: an impossible state is refused, naming the field and the value.

``state_from_json`` (and ``state_from_dict``) build a fresh state from the saved fields
(:mod:`.fields` checks their types), then each game's :class:`StateChecks` refuses what no play
of the rules can reach, in this order, raising :class:`DataError` at the first problem:

1. **lengths** of the lists the configuration fixes (:attr:`StateChecks.fixed_lengths`);
2. **value ranges**: every number of a field within the bounds the rules and the data give it
   (a town id among the board's towns, a seat among the players, a supply not below 0 ...),
   the message naming ``field[index]`` and the value; a field without a range of its own still
   holds no number below :data:`SENTINEL_FLOOR` (the engines mark "none" with -1 and -2), except
   the signed fields (points by category), and none above :data:`COUNT_CEILING` unless its
   range says more (a count edited to 2**64 must not make anything build a list that long);
3. **invariants**: the conservation rules the conformance kit checks after every action of every
   playout (pieces, cards, supplies: each in exactly one place), named by the invariant's id;
4. **the position answers**: the rules list the legal actions of the loaded position (at
   least one if the game is not over) and each of them applies, on a copy, without error.

The state is built apart and returned only when it passes, so a refused file loads nothing.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from itertools import chain
from typing import Any

from .errors import DataError

SENTINEL_FLOOR = -2
"""No saved number is below this, except in a signed field (the engines' "none" is -1 or -2)."""

COUNT_CEILING = 1 << 20
"""No saved number is above this unless its field's range allows more (bitmasks, turn keys):
a bound on what a count can make the engines build or loop over."""

Invariant = Callable[[Any], "str | None"]
"""A rule every reachable state keeps: returns what breaks it, or None."""

Bounds = tuple[int, int | None]
"""Inclusive low and high (None: no upper bound) of every number of a field."""


@dataclass(frozen=True)
class StateChecks:
    """What a loaded state of one game must satisfy."""

    ranges: Callable[[Any], Mapping[str, Bounds]]
    """game -> field -> bounds of each of its numbers (for a list: of each entry); a key
    ``field[i]`` bounds entry ``i`` alone (a record saved as a list)."""
    invariants: Mapping[str, Invariant] = field(default_factory=dict)
    signed: frozenset[str] = frozenset()
    """Fields whose numbers may go below :data:`SENTINEL_FLOOR` (points by category)."""
    fixed_lengths: frozenset[str] = frozenset()
    """List fields whose length the configuration fixes (one entry a seat, a colour, a space
    ...): a loaded one is as long as in the game's initial state."""


def check_lengths(state: Any, checks: StateChecks, source: str) -> None:
    """Refuse a fixed-length list field longer or shorter than the configuration makes it."""
    if not checks.fixed_lengths:
        return
    expected_lengths = _fixed_lengths(state.game, checks.fixed_lengths)
    for name in sorted(checks.fixed_lengths):
        expected, got = expected_lengths[name], len(getattr(state, name))
        if got != expected:
            raise DataError(
                source, name, f"{got} entries are impossible here (expected {expected})"
            )


_LENGTHS: weakref.WeakKeyDictionary[Any, dict[str, int]] = weakref.WeakKeyDictionary()
"""Per game: the lengths of its fixed-length fields in its initial state (seed 0)."""


def _fixed_lengths(game: Any, names: frozenset[str]) -> dict[str, int]:
    """The lengths of the fields ``names`` in ``game``'s initial state: set up once per game
    (the configuration fixes them), not once per loaded state."""
    known = _LENGTHS.get(game)
    if known is None or not names <= known.keys():
        template = game.new_initial_state(0)
        known = {**(known or {}), **{name: len(getattr(template, name)) for name in names}}
        _LENGTHS[game] = known
    return known


def points_add_up(s: Any) -> str | None:
    """A score is the sum of its points by category (``s.points``, one block of categories a
    seat): every gain and loss is booked under one."""
    k = len(s.points) // s.num_players
    for p in range(s.num_players):
        booked = s.points[p * k : (p + 1) * k]
        if sum(booked) != s.score[p]:
            return (
                f"player {p}: points {booked} by category add up to {sum(booked)}, not {s.score[p]}"
            )
    return None


def _numbers(value: Any, label: str) -> Iterator[tuple[str, int]]:
    if isinstance(value, int):
        yield label, value
    else:
        for i, item in enumerate(value):
            yield from _numbers(item, f"{label}[{i}]")


def check_ranges(state: Any, fields: Iterable[str], checks: StateChecks, source: str) -> None:
    """Refuse the first number outside its field's bounds (or below the sentinel floor)."""
    ranges = checks.ranges(state.game)
    indexed = {label.partition("[")[0] for label in ranges if "[" in label}
    for name in fields:
        bounds = ranges.get(name, (SENTINEL_FLOOR, None))
        if name in checks.signed and name not in ranges:
            bounds = (-COUNT_CEILING, COUNT_CEILING)
        value = getattr(state, name)
        if name not in indexed and _all_within(value, bounds):
            continue  # (the usual field: its numbers' least and greatest, found in C)
        for label, v in _numbers(value, name):
            low, high = ranges.get(label, bounds)
            if high is None:
                high = COUNT_CEILING
            if v < low or v > high:
                span = f"{low}..{high}"
                raise DataError(source, label, f"{v} is impossible here (expected {span})")


def _all_within(value: Any, bounds: Bounds) -> bool:
    """Whether ``value`` (an int, a list or tuple of ints, or a list of such lists) holds only
    ints, all within ``bounds``. False for anything else: the entry by entry walk of
    :func:`check_ranges` then names the first number out of bounds (or fails as it did)."""
    low, high = bounds
    if high is None:
        high = COUNT_CEILING
    if type(value) is int:
        return low <= value <= high
    if type(value) not in (list, tuple):
        return False
    flat = value
    if value and type(value[0]) is not int:
        try:
            flat = list(chain.from_iterable(value))
        except TypeError:
            return False
    if not flat:
        return True
    return set(map(type, flat)) == {int} and low <= min(flat) and max(flat) <= high


def check_loaded(state: Any, fields: Iterable[str], checks: StateChecks, source: str) -> None:
    """Refuse ``state`` (just loaded from ``source``) if no play of the rules can reach it."""
    check_lengths(state, checks, source)
    check_ranges(state, fields, checks, source)
    for name, invariant in checks.invariants.items():
        try:
            problem = invariant(state)
        except _BROKEN as exc:
            problem = f"cannot be checked ({type(exc).__name__}: {exc})"
        if problem:
            raise DataError(source, name, problem)
    _probe(state, source)


_BROKEN = (IndexError, KeyError, ValueError, TypeError, AttributeError, AssertionError)


def _probe(state: Any, source: str) -> None:
    """The position answers: its legal actions are listed, and each applies (on a copy)."""
    try:
        legal = state.legal_actions()
        for action in legal:
            state.clone().apply_action(action, check=False)
    except _BROKEN as exc:
        raise DataError(
            source, "<position>", f"the rules cannot go on from it ({type(exc).__name__}: {exc})"
        ) from None
    if state.is_terminal():
        return
    if not legal:
        raise DataError(source, "<position>", "the game is not over but no action is legal")
    mover = state.current_player()
    if not 0 <= mover < state.game.num_players:
        raise DataError(source, "<position>", f"the game is not over but player {mover} moves")
