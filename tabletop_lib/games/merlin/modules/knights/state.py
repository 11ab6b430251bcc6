"""The Knights of the Round Table module's part of the state (saved with the game, copied by
clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import KNIGHTS_DRAFT


class KnightsFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    ally_owner: list[int]
    """Per ally: its player, -1 in a stack, -2 in the box (empty without the module)."""
    ally_tokens: list[int]
    """Per ally: tokens left (Gareth, Geraint: bitmask of the tiles placed on him; Lancelot:
    the marshal's principality)."""
    ally_draft: list[int]
    """The picks still to make, ``player * 2 + stack`` (0 A, 1 B)."""
    kay_at: list[int]
    """Per Kay influence tile: its principality, or -1 with its player."""
    castles: list[int]
    """Per player: bitmask of the grid positions with a Gaheris castle."""
    knights_turn: list[int]
    """[turn key, Kay's mask of principalities, castle tile pending, extra tower bonus pending,
    colour of the first doubled tower bonus]."""


FIELDS = StateFields(
    lists=("ally_owner", "ally_tokens", "ally_draft", "kay_at", "castles", "knights_turn"),
    stage_steps=MappingProxyType({KNIGHTS_DRAFT: (PC_WAIT,)}),
)
