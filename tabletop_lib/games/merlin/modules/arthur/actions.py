"""The Arthur module's actions (manual pp. 16-19): the two flags before moving, the inner and
new outer spaces' choices, and the manor kept per territory at the scoring."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import (
    CARD,
    COLOUR,
    DIRECTION,
    GOOD_COLOUR,
    HENCHMAN,
    TILE,
    ModuleAction,
    signed,
    up_or_down,
    word,
)


@dataclass(frozen=True, slots=True)
class ArthurFigure(ModuleAction):
    """Arthur module, any-die flag: the chosen die moves this figure (knight, merlin, arthur)."""

    figure: str
    verb: ClassVar[str] = "flag-figure"
    arg: ClassVar[Arg] = word("figure")


@dataclass(frozen=True, slots=True)
class ArthurDieStep(ModuleAction):
    """Arthur module, +/-1 flag: raise (+1) or lower (-1) the chosen die (0 and 7 allowed)."""

    step: int
    verb: ClassVar[str] = "flag-step"
    arg: ClassVar[Arg] = up_or_down("step")


@dataclass(frozen=True, slots=True)
class SignetMission(ModuleAction):
    """Arthur module, signet ring space: complete this hand card without its requirements."""

    card: str
    verb: ClassVar[str] = "signet-mission"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class ArthurTake(ModuleAction):
    """Arthur module, resource space: take a good of this colour from its principality."""

    good: str
    colour: str
    verb: ClassVar[str] = "arthur-take"
    arg: ClassVar[Arg] = GOOD_COLOUR


@dataclass(frozen=True, slots=True)
class ArthurInfluence(ModuleAction):
    """Arthur module, influence space: put an influence marker in this principality."""

    colour: str
    verb: ClassVar[str] = "arthur-influence"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class ArthurMerlin(ModuleAction):
    """Arthur module, Merlin space: move Merlin by ``step`` (1-3, negative counter-clockwise)."""

    step: int
    verb: ClassVar[str] = "arthur-merlin"
    arg: ClassVar[Arg] = signed("step")


@dataclass(frozen=True, slots=True)
class ArthurStep(ModuleAction):
    """Arthur module, move-Arthur space: Arthur moves one space cw or ccw."""

    direction: str
    verb: ClassVar[str] = "arthur-step"
    arg: ClassVar[Arg] = DIRECTION


@dataclass(frozen=True, slots=True)
class TakePict(ModuleAction):
    """Arthur module, Picts space: take this Pict (by id) from the display."""

    pict: str
    verb: ClassVar[str] = "take-pict"
    arg: ClassVar[Arg] = word("pict")


@dataclass(frozen=True, slots=True)
class ArthurBuild(ModuleAction):
    """Arthur module, a Pict's manor: build free on this tile of the terrain shown."""

    tile: str
    verb: ClassVar[str] = "arthur-build"
    arg: ClassVar[Arg] = TILE


@dataclass(frozen=True, slots=True)
class ReplaceManor(ModuleAction):
    """Arthur module, replace-a-manor space: replace another player's manor on this tile."""

    tile: str
    verb: ClassVar[str] = "arthur-replace"
    arg: ClassVar[Arg] = TILE


@dataclass(frozen=True, slots=True)
class ActivateHenchman(ModuleAction):
    """Arthur module, activate-a-henchman space: this placed henchman acts again."""

    henchman: str
    verb: ClassVar[str] = "activate"
    arg: ClassVar[Arg] = HENCHMAN


@dataclass(frozen=True, slots=True)
class KeepManor(ModuleAction):
    """Arthur module, scoring: keep the manor on this tile, the others of the territory go."""

    tile: str
    verb: ClassVar[str] = "arthur-keep"
    arg: ClassVar[Arg] = TILE
