"""ACTIONS"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...actions import ModuleAction


@dataclass(frozen=True, slots=True)
class PlaceHenchmanForDecree(ModuleAction):
    """Decree module, principality space: send a henchman there, but take a decree instead
    of its action."""

    henchman: str
    verb: ClassVar[str] = "henchman-decree"

    def __str__(self) -> str:
        return f"{self.verb} {self.henchman}"


@dataclass(frozen=True, slots=True)
class TakeDecree(ModuleAction):
    """Decree module: take this decree (by id) from the principality's stack."""

    tile: str
    verb: ClassVar[str] = "take-decree"

    def __str__(self) -> str:
        return f"{self.verb} {self.tile}"


@dataclass(frozen=True, slots=True)
class DecreeDie(ModuleAction):
    """Decree module: spend 1 decree to raise (+1) or lower (-1) the chosen die by one."""

    step: int
    verb: ClassVar[str] = "decree-die"

    def __str__(self) -> str:
        return f"{self.verb} {self.step:+d}"


@dataclass(frozen=True, slots=True)
class DecreeGood(ModuleAction):
    """Decree module: spend 2 decrees to take any shield, flag or material from the board."""

    good: str
    colour: str
    verb: ClassVar[str] = "decree-good"

    def __str__(self) -> str:
        return f"{self.verb} {self.good} {self.colour}"


@dataclass(frozen=True, slots=True)
class DecreeInfluence(ModuleAction):
    """Decree module: spend 2 decrees to place an influence marker in any principality."""

    colour: str
    verb: ClassVar[str] = "decree-influence"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class DecreePoints(ModuleAction):
    """Decree module: spend 3 decrees for 5 points."""

    verb: ClassVar[str] = "decree-points"

    def __str__(self) -> str:
        return self.verb
