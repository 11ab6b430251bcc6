"""Plain words of the Big Box module "Morgana":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term

SECTION = ("Module: Morgana (pp. 31-33)", ("ME.morgana.",))

RULE_NAMES: dict[str, str] = {
    "ME.morgana.apple-not-morgana": "Apples cannot change Morgana's dice",
    "ME.morgana.bewitch": "Bewitch",
    "ME.morgana.block": "Morgana blocks a space",
    "ME.morgana.block.caerleon": "Morgana blocks a district",
    "ME.morgana.buy": "Buying from Morgana",
    "ME.morgana.cauldron": "The cauldrons",
    "ME.morgana.dark-influence": "Dark influence",
    "ME.morgana.dark-influence.scoring": "Dark influence in the scoring",
    "ME.morgana.dice-roll": "Rolling Morgana's dice",
    "ME.morgana.extra-die": "Using a Morgana die",
    "ME.morgana.horn-cup": "The horn cup",
    "ME.morgana.horn-cup.points": "Points for the horn cup",
    "ME.morgana.move": "Moving Morgana",
    "ME.morgana.poison-swap": "A poisoned apple swaps dice",
    "ME.morgana.poisoned-apple": "Poisoned apples",
    "ME.morgana.round-end": "Morgana at the end of a round",
    "ME.morgana.setup": "Setting up Morgana",
    "ME.morgana.swap-pawns": "Swap pawns",
    "ME.morgana.wild-six": "A six is any number",
    "ME.morgana.witch-gold": "Witch gold",
    "ME.morgana.witch-hut": "Witch huts",
    "ME.morgana.witch-hut.arthur": "Witch huts with Arthur",
    "ME.morgana.witch-hut.scoring": "Witch huts in the surroundings scoring",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "Morgana",
        "Morgana module: the witch whose dice give an extra turn and who blocks "
        "the principality space she stands on.",
        ("ME.morgana.block",),
    ),
    Term(
        "poisoned apple",
        "Morgana module: spent to swap the values of two dice.",
        ("ME.morgana.poison-swap",),
    ),
    Term(
        "horn cup",
        "Morgana module: taken with a Morgana die; its holder scores points at "
        "the end of every round.",
        ("ME.morgana.horn-cup",),
    ),
    Term(
        "witch hut",
        "Morgana module: placed on one of your manors so that it counts as two.",
        ("ME.morgana.witch-hut",),
    ),
)
