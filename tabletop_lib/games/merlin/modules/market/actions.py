"""The market module's actions (manual p. 28)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import CARD, COLOUR, ModuleAction, number, word


@dataclass(frozen=True, slots=True)
class MarketBuy(ModuleAction):
    """Market module: pay a gold coin for a token (``shield-<colour>``, ``material-<colour>``,
    ``addition``, ``apple-mistletoe`` or ``worker-<value>``)."""

    token: str
    verb: ClassVar[str] = "market-buy"
    arg: ClassVar[Arg] = word("token")


@dataclass(frozen=True, slots=True)
class PlaceAddition(ModuleAction):
    """Market module: put an addition marker under the influence marker placed this turn in
    this principality."""

    colour: str
    verb: ClassVar[str] = "market-addition"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class MarketApple(ModuleAction):
    """Market module: use an apple/mistletoe token as an apple, turning the die to ``face``."""

    face: int
    verb: ClassVar[str] = "market-apple"
    arg: ClassVar[Arg] = number("face")


@dataclass(frozen=True, slots=True)
class MarketMistletoeMission(ModuleAction):
    """Market module: complete a mission with an apple/mistletoe token as a mistletoe (and a
    mistletoe for each further requirement not held)."""

    card: str
    verb: ClassVar[str] = "market-mistletoe-mission"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class MarketWorker(ModuleAction):
    """Market module: use the temporary worker showing ``value`` instead of a die."""

    value: int
    verb: ClassVar[str] = "market-worker"
    arg: ClassVar[Arg] = number("value")


MARKET_ACTIONS = (MarketBuy, PlaceAddition, MarketApple, MarketMistletoeMission, MarketWorker)
