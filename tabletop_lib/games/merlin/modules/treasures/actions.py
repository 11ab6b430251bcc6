"""The Treasures module's actions: the influence tile's rewards and the discard tile's item
taken from another player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import COLOUR, ModuleAction, two_words


@dataclass(frozen=True, slots=True)
class TreasureInfluence(ModuleAction):
    """Treasures module, influence tile: take the rewards shown from this principality."""

    colour: str
    verb: ClassVar[str] = "treasure-influence"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class TreasureDiscard(ModuleAction):
    """Treasures module, discard tile: another player returns one of the items shown
    (``shield``, ``flag``, ``material`` or ``influence``) of this colour."""

    item: str
    colour: str
    verb: ClassVar[str] = "treasure-discard"
    arg: ClassVar[Arg] = two_words("item", "colour")
