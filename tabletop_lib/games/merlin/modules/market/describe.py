"""The market module's actions in plain words (pp. 27-28)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from tabletop_lib.core.words import article

from ...describe import Describer, die_change, mission, moving
from .actions import MarketApple, MarketBuy, MarketMistletoeMission, MarketWorker, PlaceAddition

if TYPE_CHECKING:
    from ...state import MerlinState


def market_token(token: str) -> str:
    """A market token as a learner reads it: "blue shield token", "the temporary worker
    showing 4", "an apple or mistletoe token"."""
    kind, _, arg = token.partition("-")
    if kind in ("shield", "material") and arg:
        return f"{arg} {kind} token"
    if token == "addition":
        return "an addition marker"
    if token == "apple-mistletoe":
        return "an apple or mistletoe token"
    if kind == "worker":
        return f"the temporary worker showing {arg}"
    return token.replace("-", " ")


def _market_buy(s: MerlinState, a: MarketBuy) -> str:
    what = market_token(a.token)
    if what.endswith(" token") and not what.startswith("an "):
        what = f"{article(what)} {what}"
    return f"Pay a gold coin at the market for {what}"


def _market_worker(s: MerlinState, a: MarketWorker) -> str:
    return (
        f"Use the temporary worker showing {a.value} instead of a die: "
        f"{moving(s, 'knight', a.value, 1)}"
    )


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        MarketBuy: _market_buy,
        PlaceAddition: lambda s, a: (
            f"Put an addition marker under your new influence marker in {a.colour}"
        ),
        MarketApple: lambda s, a: (
            f"Use your apple or mistletoe token as an apple to {die_change(s, a.face)}"
        ),
        MarketMistletoeMission: lambda s, a: (
            f"Complete {mission(s, a.card)}, using your apple or mistletoe token as a mistletoe"
        ),
        MarketWorker: _market_worker,
    }
)
