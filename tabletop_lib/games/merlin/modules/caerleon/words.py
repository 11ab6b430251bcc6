"""Plain words of the Big Box module "The city of Caerleon":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term

SECTION = ("Module: The city of Caerleon (pp. 29-30)", ("ME.caerleon.",))

RULE_NAMES: dict[str, str] = {
    "ME.caerleon.decree": "Decrees in Caerleon",
    "ME.caerleon.district-space": "A district space",
    "ME.caerleon.districts": "Districts stand for principalities",
    "ME.caerleon.forge": "The forge",
    "ME.caerleon.henchmen-scoring": "Henchmen scored in districts",
    "ME.caerleon.influence-good": "Influence spaces of a good in Caerleon",
    "ME.caerleon.influence-henchman": "The influence henchman space in Caerleon",
    "ME.caerleon.lady": "The lady-in-waiting in a district",
    "ME.caerleon.lady-slot": "The lady-in-waiting's own slot",
    "ME.caerleon.market": "The market district",
    "ME.caerleon.mint": "The mint",
    "ME.caerleon.orchard": "The orchard",
    "ME.caerleon.quarry": "The quarry",
    "ME.caerleon.setup": "Setting up Caerleon",
    "ME.caerleon.setup.back": "Caerleon's alternative set-up",
    "ME.caerleon.slots": "A district's other two slots",
    "ME.caerleon.slots.choose": "Choosing a slot when both are taken",
    "ME.caerleon.tailor": "The tailor",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "district",
        "Caerleon module: a tile over a principality with its own action and slots for henchmen.",
        ("ME.caerleon.districts",),
    ),
)
