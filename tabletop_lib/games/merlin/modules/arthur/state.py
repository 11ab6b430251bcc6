"""The Arthur module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...plugin import StateFields


class ArthurFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    arthur: int
    """Arthur's inner-ring index (-1 without the module)."""
    signet: int
    """The signet ring's holder, or -1 while it is on its space."""
    arthur_draws: int
    """Missions completed this turn with the signet ring (drawn at the end)."""
    pict_display: list[int]
    """The face-up Picts (tile indices, -1 for an empty place)."""
    pict_pile_a: list[int]
    pict_pile_b: list[int]
    pict_owner: list[int]
    """Per Pict, its owner, -1 in the piles or display, -2 out of the game."""


FIELDS = StateFields(
    ints=MappingProxyType({"arthur": -1, "signet": -1, "arthur_draws": 0}),
    lists=("pict_display", "pict_pile_a", "pict_pile_b", "pict_owner"),
)
