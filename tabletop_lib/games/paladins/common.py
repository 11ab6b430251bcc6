"""Small helpers shared by the rules modules: bits, narration, names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.events import Event

if TYPE_CHECKING:
    from .state import PaladinsState


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


_new_tuple = tuple.__new__


def say(s: PaladinsState, rule: str, text: str, player: int = -1) -> None:
    """Record an event caused by the action being applied (or by setup)."""
    # tuple.__new__ builds the Event without NamedTuple's Python-level constructor.
    s._events = s._events.append(_new_tuple(Event, (s._history._len, rule, text, player)))


def name(s: PaladinsState, player: int) -> str:
    return s.game.player_names[player]


def turn_order(s: PaladinsState) -> list[int]:
    """The seats clockwise from the first player (seat p + 1 sits left of seat p)."""
    n = s.game.num_players
    return [(s.first_player + i) % n for i in range(n)]
