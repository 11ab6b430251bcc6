"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: gold and mistletoe"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.gold.setup": "Gold: setup",
        "ME.gold.medallion": "Gold: the action medallion",
        "ME.gold.space.gold": "Gold: the gold coin space",
        "ME.gold.space.apple-or-mistletoe": "Gold: the apple or mistletoe space",
        "ME.gold.change-die": "Gold: a coin changes a die",
        "ME.gold.mistletoe": "Gold: mistletoe eases a mission",
        "ME.gold.final": "Gold: points for gold coins",
    }
)
