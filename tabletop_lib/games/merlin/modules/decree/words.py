"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: the king's decrees"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.decree.setup": "Decrees: setup",
        "ME.decree.take": "Decrees: taking a decree",
        "ME.decree.gain": "Decrees: the decree's good",
        "ME.decree.when": "Decrees: when to spend them",
        "ME.decree.spend-die": "Decrees: changing a die",
        "ME.decree.spend-good": "Decrees: taking a good",
        "ME.decree.spend-influence": "Decrees: placing influence",
        "ME.decree.spend-points": "Decrees: five points",
    }
)
