"""Small helpers shared by the rules and the upkeep: bit iteration, narration, points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.events import Event

from .constants import NUM_CATEGORIES, PRINCESS_CARD

if TYPE_CHECKING:
    from .state import BrianBoruState


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def say(s: BrianBoruState, rule: str, text: str, player: int = -1) -> None:
    """Record an event caused by the action being applied (or by setup)."""
    s._events = s._events.append(Event(len(s._history), rule, text, player))


def name(s: BrianBoruState, player: int) -> str:
    return s.game.player_names[player]


def town_name(s: BrianBoruState, town: int) -> str:
    return s.game.board.town_names[town]


def add_points(s: BrianBoruState, player: int, category: int, points: int) -> None:
    """Move ``player``'s score disc and book the points under ``category``."""
    s.score[player] += points
    s.points[player * NUM_CATEGORIES + category] += points


def clockwise_from(s: BrianBoruState, first: int) -> list[int]:
    n = s.game.num_players
    return [(first + i) % n for i in range(n)]


def marriage_name(s: BrianBoruState, card: int) -> str:
    cards = s.game.cards
    return cards.princess_name if card == PRINCESS_CARD else cards.marriage[card].name
