"""Plain words of the Big Box module "The King's Decree":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term

SECTION = ("Module: The King's Decree (p. 35)", ("ME.decree.",))

RULE_NAMES: dict[str, str] = {
    "ME.decree.gain": "What a decree gives",
    "ME.decree.setup": "Setting up the decrees",
    "ME.decree.spend-die": "One decree changes a die",
    "ME.decree.spend-good": "Two decrees take a good",
    "ME.decree.spend-influence": "Two decrees place influence",
    "ME.decree.spend-points": "Three decrees score 5 points",
    "ME.decree.take": "Taking a decree",
    "ME.decree.when": "When decrees are spent",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "decree",
        "King's Decree module: a card taken on a principality space and spent for "
        "a die change, a good, influence or points.",
        ("ME.decree.take", "ME.decree.when"),
    ),
)
