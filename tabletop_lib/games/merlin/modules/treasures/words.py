"""Plain words of the Big Box module "Treasures":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term

SECTION = ("Module: Treasures (p. 34)", ("ME.treasures.",))

RULE_NAMES: dict[str, str] = {
    "ME.treasures.discard": "The discard treasure",
    "ME.treasures.excalibur": "The Excalibur treasure",
    "ME.treasures.grail": "The Grail treasure",
    "ME.treasures.influence": "The influence treasure",
    "ME.treasures.points-apple": "The points and apple treasure",
    "ME.treasures.setup": "Setting up the treasures",
    "ME.treasures.staff": "The staff treasure",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "treasure",
        "Treasures module: a tile of the surroundings that gives its bonus to "
        "whoever builds on it.",
        ("ME.treasures.setup",),
    ),
)
