"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: the treasures"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.treasures.setup": "Treasures: setup",
        "ME.treasures.points-apple": "Treasures: points and an apple",
        "ME.treasures.influence": "Treasures: influence",
        "ME.treasures.staff": "Treasures: a neutral staff",
        "ME.treasures.grail": "Treasures: the Grail",
        "ME.treasures.excalibur": "Treasures: Excalibur",
        "ME.treasures.discard": "Treasures: the others return a good",
    }
)
