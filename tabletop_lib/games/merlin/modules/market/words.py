"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: the market"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.market.setup": "Market: setup",
        "ME.market.buy": "Market: buying a token",
        "ME.market.no-mission": "Market: not in a mission turn",
        "ME.market.shield": "Market: a shield token",
        "ME.market.material": "Market: a material token",
        "ME.market.apple-mistletoe": "Market: the apple or mistletoe token",
        "ME.market.worker": "Market: a temporary worker",
        "ME.market.worker.extra-turn": "Market: the worker's extra turn",
        "ME.market.addition": "Market: addition markers",
        "ME.market.addition.scoring": "Market: addition markers at a scoring",
    }
)
