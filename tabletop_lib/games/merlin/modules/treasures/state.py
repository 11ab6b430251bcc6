"""The treasures module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...plugin import StateFields


class TreasuresFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    treasure_at: list[int]
    """Per grid position: the treasure tile lying there, or -1 (empty without the module)."""
    neutral_staffs: int
    """Neutral Merlin's staffs beside the surroundings."""
    treasure: int
    """The treasure tile whose action is being resolved, or -1."""
    treasure_builder: int
    """The player who built on a discard treasure while others discard, or -1."""


FIELDS = StateFields(
    ints=MappingProxyType({"neutral_staffs": 0, "treasure": -1, "treasure_builder": -1}),
    lists=("treasure_at",),
)
