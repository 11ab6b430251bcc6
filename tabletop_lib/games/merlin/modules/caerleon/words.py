"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: the City of Caerleon"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.caerleon.setup": "Caerleon: setup",
        "ME.caerleon.setup.back": "Caerleon: the other side of the districts",
        "ME.caerleon.districts": "Caerleon: districts for principalities",
        "ME.caerleon.district-space": "Caerleon: district spaces",
        "ME.caerleon.slots": "Caerleon: a district's slots",
        "ME.caerleon.slots.choose": "Caerleon: choosing who leaves",
        "ME.caerleon.lady": "Caerleon: the lady-in-waiting",
        "ME.caerleon.lady-slot": "Caerleon: the lady-in-waiting's slot",
        "ME.caerleon.forge": "Caerleon: the forge",
        "ME.caerleon.quarry": "Caerleon: the quarry",
        "ME.caerleon.tailor": "Caerleon: the tailor",
        "ME.caerleon.mint": "Caerleon: the mint",
        "ME.caerleon.orchard": "Caerleon: the orchard",
        "ME.caerleon.market": "Caerleon: the market",
        "ME.caerleon.influence-good": "Caerleon: influence for a good",
        "ME.caerleon.influence-henchman": "Caerleon: influence for a henchman",
        "ME.caerleon.henchmen-scoring": "Caerleon: scoring henchmen",
        "ME.caerleon.decree": "Caerleon: decrees of a district",
    }
)
