"""The King's Favor module's actions: after a mission, its points or a seal; then the
abilities of the favor board's rows (a henchman sent anywhere, the row-3 abilities)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import COLOUR, HENCHMAN, ModuleAction, number, word


@dataclass(frozen=True, slots=True)
class KeepMissionPoints(ModuleAction):
    """King's Favor module: score the completed mission's points (no seal)."""

    verb: ClassVar[str] = "favor-points"


@dataclass(frozen=True, slots=True)
class SealFavor(ModuleAction):
    """King's Favor module: forgo the mission's points and seal this row (1-3) of the column
    of the card's henchman."""

    row: int
    verb: ClassVar[str] = "favor-seal"
    arg: ClassVar[Arg] = number("row")


@dataclass(frozen=True, slots=True)
class PlaceHenchmanAnywhere(ModuleAction):
    """King's Favor module, row 2, principality space: send this henchman to any principality
    (chosen next)."""

    henchman: str
    verb: ClassVar[str] = "henchman-anywhere"
    arg: ClassVar[Arg] = HENCHMAN


@dataclass(frozen=True, slots=True)
class UseFavor(ModuleAction):
    """King's Favor module, row 3: use the ability the turn's space allows (build twice, two
    henchmen, score any resource)."""

    verb: ClassVar[str] = "favor-ability"


@dataclass(frozen=True, slots=True)
class FavorScore(ModuleAction):
    """King's Favor module, flag-bearer row 3: score this resource (influence, shield, flag or
    material)."""

    kind: str
    verb: ClassVar[str] = "favor-score"
    arg: ClassVar[Arg] = word("kind")


@dataclass(frozen=True, slots=True)
class ExpelTraitor(ModuleAction):
    """King's Favor module, shield-bearer row 3: expel one traitor of this colour without a
    shield, for 1 point."""

    colour: str
    verb: ClassVar[str] = "favor-expel"
    arg: ClassVar[Arg] = COLOUR
