"""The Decree module's actions (the king's decrees): the henchman sent for a decree, the
decree taken, and the decrees spent on a die step, a good, an influence marker or points."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import COLOUR, GOOD_COLOUR, HENCHMAN, TILE, ModuleAction, up_or_down


@dataclass(frozen=True, slots=True)
class PlaceHenchmanForDecree(ModuleAction):
    """Decree module, principality space: send a henchman there, but take a decree instead
    of its action."""

    henchman: str
    verb: ClassVar[str] = "henchman-decree"
    arg: ClassVar[Arg] = HENCHMAN


@dataclass(frozen=True, slots=True)
class TakeDecree(ModuleAction):
    """Decree module: take this decree (by id) from the principality's stack."""

    tile: str
    verb: ClassVar[str] = "take-decree"
    arg: ClassVar[Arg] = TILE


@dataclass(frozen=True, slots=True)
class DecreeDie(ModuleAction):
    """Decree module: spend 1 decree to raise (+1) or lower (-1) the chosen die by one."""

    step: int
    verb: ClassVar[str] = "decree-die"
    arg: ClassVar[Arg] = up_or_down("step")


@dataclass(frozen=True, slots=True)
class DecreeGood(ModuleAction):
    """Decree module: spend 2 decrees to take any shield, flag or material from the board."""

    good: str
    colour: str
    verb: ClassVar[str] = "decree-good"
    arg: ClassVar[Arg] = GOOD_COLOUR


@dataclass(frozen=True, slots=True)
class DecreeInfluence(ModuleAction):
    """Decree module: spend 2 decrees to place an influence marker in any principality."""

    colour: str
    verb: ClassVar[str] = "decree-influence"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class DecreePoints(ModuleAction):
    """Decree module: spend 3 decrees for 5 points."""

    verb: ClassVar[str] = "decree-points"
