"""The gold module's actions: a gold coin spent on a die step, a mission completed with
mistletoe, and the apple-or-mistletoe space's choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import CARD, ModuleAction, up_or_down, word


@dataclass(frozen=True, slots=True)
class SpendGold(ModuleAction):
    """Gold module: return a gold coin to raise (+1) or lower (-1) the chosen die by one."""

    step: int
    verb: ClassVar[str] = "gold"
    arg: ClassVar[Arg] = up_or_down("step")


@dataclass(frozen=True, slots=True)
class CompleteMissionWithMistletoe(ModuleAction):
    """Gold module: complete a mission, spending one mistletoe per requirement not held."""

    card: str
    verb: ClassVar[str] = "mistletoe-mission"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class TakeFromSupply(ModuleAction):
    """Gold module, apple-or-mistletoe space: take an ``apple`` or a ``mistletoe``."""

    item: str
    verb: ClassVar[str] = "take-supply"
    arg: ClassVar[Arg] = word("item")


SUPPLY_ITEMS = ("apple", "mistletoe")
