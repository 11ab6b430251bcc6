"""The gold module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import APPLE_OR_MISTLETOE


class GoldFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    gold: list[int]
    """Per player: gold coins (zeros without the module)."""
    mistletoe: list[int]
    gold_supply: int
    """Gold coins in the general supply (0 without the module)."""
    mistletoe_supply: int


FIELDS = StateFields(
    ints=MappingProxyType({"gold_supply": 0, "mistletoe_supply": 0}),
    per_player=("gold", "mistletoe"),
    during_action=frozenset({APPLE_OR_MISTLETOE}),
    stage_steps=MappingProxyType({APPLE_OR_MISTLETOE: (PC_WAIT,)}),
)
