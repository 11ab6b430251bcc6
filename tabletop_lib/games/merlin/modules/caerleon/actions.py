"""The Caerleon module's actions (manual pp. 29-30): the henchman sent home when both district
slots are taken, and the district market's gold coin and stop (the goods themselves are taken
and given with the base game's ``take`` and ``return``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import DIRECTION, ModuleAction, player_word


@dataclass(frozen=True, slots=True)
class CaerleonEvict(ModuleAction):
    """Caerleon module: both free district slots are taken and the henchman's kind is not
    there: send this player's henchman home to make room."""

    player: int
    henchman: str
    verb: ClassVar[str] = "caerleon-evict"
    arg: ClassVar[Arg] = player_word("player", "henchman")


@dataclass(frozen=True, slots=True)
class MarketGold(ModuleAction):
    """Caerleon module, market: ``give`` a gold coin, or ``take`` one for the good given."""

    direction: str
    verb: ClassVar[str] = "caerleon-gold"
    arg: ClassVar[Arg] = DIRECTION


@dataclass(frozen=True, slots=True)
class MarketStop(ModuleAction):
    """Caerleon module, market: make no more exchanges."""

    verb: ClassVar[str] = "caerleon-stop"


MARKET_GOLD = ("give", "take")
