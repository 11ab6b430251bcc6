"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: the knights of the Round Table"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.knights.setup": "Knights: setup",
        "ME.knights.draft": "Knights: choosing allies",
        "ME.knights.draft-random": "Knights: random allies",
        "ME.knights.bedivere": "Sir Bedivere: more missions",
        "ME.knights.bedivere-swap": "Sir Bedivere: swapping a mission",
        "ME.knights.bors": "Sir Bors: a portal",
        "ME.knights.gaheris": "Sir Gaheris: castle tiles",
        "ME.knights.gaheris-scoring": "Sir Gaheris: castles count as manors",
        "ME.knights.galahad": "Sir Galahad: a second good",
        "ME.knights.gareth": "Sir Gareth: defence tiles",
        "ME.knights.gareth-final": "Sir Gareth: points for defence tiles",
        "ME.knights.gawain": "Sir Gawain: setting Merlin's die",
        "ME.knights.geraint": "Sir Geraint: ally tiles",
        "ME.knights.geraint-final": "Sir Geraint: points for ally tiles",
        "ME.knights.kay": "Sir Kay: influence tiles",
        "ME.knights.kay-scoring": "Sir Kay: influence tiles at a scoring",
        "ME.knights.lamorak": "Sir Lamorak: a henchman's extra action",
        "ME.knights.lancelot": "Sir Lancelot: the marshal",
        "ME.knights.percival": "Sir Percival: changing a mission's colour",
        "ME.knights.tristram": "Sir Tristram: changing a die",
    }
)
