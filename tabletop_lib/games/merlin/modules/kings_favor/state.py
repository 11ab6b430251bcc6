"""The King's Favor module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from ...plugin import StateFields


class KingsFavorFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    favor: list[int]
    """Per player, 12 favor cells (henchman * 3 + row - 1): 0 no seal, 1 sealed, 2 a row-3
    seal flipped (used this scoring period); empty without the module."""
    favor_pending: list[int]
    """[card, stage to go back to] while the favor choice is pending."""


FIELDS = StateFields(lists=("favor", "favor_pending"))
