"""ACTIONS"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...actions import ModuleAction


@dataclass(frozen=True, slots=True)
class TreasureInfluence(ModuleAction):
    """Treasures module, influence tile: take the rewards shown from this principality."""

    colour: str
    verb: ClassVar[str] = "treasure-influence"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class TreasureDiscard(ModuleAction):
    """Treasures module, discard tile: another player returns one of the items shown
    (``shield``, ``flag``, ``material`` or ``influence``) of this colour."""

    item: str
    colour: str
    verb: ClassVar[str] = "treasure-discard"

    def __str__(self) -> str:
        return f"{self.verb} {self.item} {self.colour}"
