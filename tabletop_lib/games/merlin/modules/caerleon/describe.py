"""The Caerleon module's actions in plain words (pp. 29-30): its own actions, the base game's
goods taken and given at the district market, and what a henchman does in each district."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...actions import ReturnGood, TakeGood
from ...describe import Describer, good, henchman, whose
from .actions import CaerleonEvict, MarketGold, MarketStop
from .rules import CAER_MARKET_GIVE, CAER_MARKET_TAKE, DISTRICTS

if TYPE_CHECKING:
    from ...state import MerlinState

_DISTRICT_WORDS = {
    "mint": "take gold coins",
    "market": "exchange goods",
    "orchard": "take apples or mistletoe",
    "forge": "take shields",
    "quarry": "take materials",
    "tailor": "take flags",
}
"""What a henchman does in each district of Caerleon (manual p. 30)."""


def arrival_words(s: MerlinState, c: int) -> str:
    """What a henchman (not the lady) does on arrival in principality ``c``: its district's
    action."""
    district = DISTRICTS[s.districts[c]]
    return f"act in the {district} there ({_DISTRICT_WORDS.get(district, 'its action')})"


def _evict(s: MerlinState, a: CaerleonEvict) -> str:
    return f"Send {whose(s, a.player)} {henchman(a.henchman)} home from the district to make room"


def _market_gold(s: MerlinState, a: MarketGold) -> str:
    if a.direction == "give":
        return "Give a gold coin at the market"
    return "Take a gold coin for the good you gave at the market"


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        CaerleonEvict: _evict,
        MarketGold: _market_gold,
        MarketStop: lambda s, a: "Make no more exchanges at the market",
    }
)
STAGE_DESCRIBERS: Mapping[tuple[int, type], Describer] = MappingProxyType(
    {
        (CAER_MARKET_TAKE, TakeGood): lambda s, a: (
            f"Take {good(a.good, a.colour)} at the market for the good you gave"
        ),
        (CAER_MARKET_GIVE, ReturnGood): lambda s, a: f"Give {good(a.good, a.colour)} at the market",
    }
)
"""The base game's actions at the module's market stages."""
