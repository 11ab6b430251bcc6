"""ACTIONS"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...actions import ModuleAction


@dataclass(frozen=True, slots=True)
class SpendGold(ModuleAction):
    """Gold module: return a gold coin to raise (+1) or lower (-1) the chosen die by one."""

    step: int
    verb: ClassVar[str] = "gold"

    def __str__(self) -> str:
        return f"{self.verb} {self.step:+d}"


@dataclass(frozen=True, slots=True)
class CompleteMissionWithMistletoe(ModuleAction):
    """Gold module: complete a mission, spending one mistletoe per requirement not held."""

    card: str
    verb: ClassVar[str] = "mistletoe-mission"

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True, slots=True)
class TakeFromSupply(ModuleAction):
    """Gold module, apple-or-mistletoe space: take an ``apple`` or a ``mistletoe``."""

    item: str
    verb: ClassVar[str] = "take-supply"

    def __str__(self) -> str:
        return f"{self.verb} {self.item}"


SUPPLY_ITEMS = ("apple", "mistletoe")
