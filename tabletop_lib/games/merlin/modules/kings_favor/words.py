"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: the King's Favor"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.kings_favor.setup": "King's Favor: setup",
        "ME.kings_favor.choose": "King's Favor: points or a seal",
        "ME.kings_favor.seals": "King's Favor: seals stay",
        "ME.kings_favor.row1-point": "King's Favor: a point more per mission",
        "ME.kings_favor.row2-any-principality": "King's Favor: any principality",
        "ME.kings_favor.row3-builder": "King's Favor: the builder builds twice",
        "ME.kings_favor.row3-flag-bearer": "King's Favor: the flag-bearer's points",
        "ME.kings_favor.row3-lady": "King's Favor: the lady-in-waiting sends two",
        "ME.kings_favor.row3-shield-bearer": "King's Favor: the shield-bearer expels a traitor",
        "ME.kings_favor.row3-once": "King's Favor: once per scoring",
    }
)
