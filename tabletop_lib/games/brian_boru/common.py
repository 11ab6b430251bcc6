"""Small helpers shared by the rules and the upkeep: names, clockwise order, marriage cards.

Bit iteration, narration and points come from the core (``core.bits``, ``core.narrate``,
``core.points``); they are imported here for the rules modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.bits import bits as bits
from tabletop_lib.core.narrate import name as name
from tabletop_lib.core.narrate import say as say
from tabletop_lib.core.points import add_points as add_points

from .constants import PRINCESS_CARD
from .data import TOWN_COLOURS

if TYPE_CHECKING:
    from .state import BrianBoruState


def town_name(s: BrianBoruState, town: int) -> str:
    return s.game.board.town_names[town]


def clockwise_from(s: BrianBoruState, first: int) -> list[int]:
    n = s.game.num_players
    return [(first + i) % n for i in range(n)]


def marriage_name(s: BrianBoruState, card: int) -> str:
    cards = s.game.cards
    return cards.princess_name if card == PRINCESS_CARD else cards.marriage[card].name


def board_colour(s: BrianBoruState, town: int) -> str:
    """The colour of ``town`` as people read it ("?" for no town)."""
    return TOWN_COLOURS[s.game.board.town_colour[town]] if town >= 0 else "?"


def card_name(s: BrianBoruState, value: int) -> str:
    """ "the red 2": an action card as the game shows it, by colour and number."""
    from .data import COLOURS

    return f"the {COLOURS[s.game.cards.action[value].colour]} {value}"
