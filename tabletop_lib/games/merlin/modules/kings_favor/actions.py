"""ACTIONS"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...actions import ModuleAction


@dataclass(frozen=True, slots=True)
class KeepMissionPoints(ModuleAction):
    """King's Favor module: score the completed mission's points (no seal)."""

    verb: ClassVar[str] = "favor-points"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class SealFavor(ModuleAction):
    """King's Favor module: forgo the mission's points and seal this row (1-3) of the column
    of the card's henchman."""

    row: int
    verb: ClassVar[str] = "favor-seal"

    def __str__(self) -> str:
        return f"{self.verb} {self.row}"


@dataclass(frozen=True, slots=True)
class PlaceHenchmanAnywhere(ModuleAction):
    """King's Favor module, row 2, principality space: send this henchman to any principality
    (chosen next)."""

    henchman: str
    verb: ClassVar[str] = "henchman-anywhere"

    def __str__(self) -> str:
        return f"{self.verb} {self.henchman}"


@dataclass(frozen=True, slots=True)
class UseFavor(ModuleAction):
    """King's Favor module, row 3: use the ability the turn's space allows (build twice, two
    henchmen, score any resource)."""

    verb: ClassVar[str] = "favor-ability"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class FavorScore(ModuleAction):
    """King's Favor module, flag-bearer row 3: score this resource (influence, shield, flag or
    material)."""

    kind: str
    verb: ClassVar[str] = "favor-score"

    def __str__(self) -> str:
        return f"{self.verb} {self.kind}"


@dataclass(frozen=True, slots=True)
class ExpelTraitor(ModuleAction):
    """King's Favor module, shield-bearer row 3: expel one traitor of this colour without a
    shield, for 1 point."""

    colour: str
    verb: ClassVar[str] = "favor-expel"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"
