"""The King's Favor module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import FAVOR_CHOICE, FAVOR_VP


class KingsFavorFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    favor: list[int]
    """Per player, 12 favor cells (henchman * 3 + row - 1): 0 no seal, 1 sealed, 2 a row-3
    seal flipped (used this scoring period); empty without the module."""
    favor_pending: list[int]
    """[card, stage to go back to] while the favor choice is pending."""


FIELDS = StateFields(
    lists=("favor", "favor_pending"),
    stage_steps=MappingProxyType({FAVOR_CHOICE: (PC_WAIT,), FAVOR_VP: (PC_WAIT,)}),
)
