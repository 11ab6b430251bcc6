"""Plain words of the Big Box module "The King's Favor":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import CardText, Term

SECTION = ("Module: The King's Favor (p. 14-15)", ("ME.kings_favor.",))

RULE_NAMES: dict[str, str] = {
    "ME.kings_favor.choose": "Points or a seal",
    "ME.kings_favor.row1-point": "Favor row 1: a point more",
    "ME.kings_favor.row2-any-principality": "Favor row 2: any principality",
    "ME.kings_favor.row3-builder": "Favor row 3: the builder builds two manors",
    "ME.kings_favor.row3-flag-bearer": "Favor row 3: the flag-bearer scores any good",
    "ME.kings_favor.row3-lady": "Favor row 3: the lady-in-waiting takes two actions",
    "ME.kings_favor.row3-once": "Row 3 once per scoring",
    "ME.kings_favor.row3-shield-bearer": "Favor row 3: the shield-bearer drives out a traitor",
    "ME.kings_favor.seals": "Seals stay for the game",
    "ME.kings_favor.setup": "Setting up the King's Favor",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "seal",
        "King's Favor: placed on your favor board instead of taking a mission's "
        "points, it unlocks a henchman's ability.",
        ("ME.kings_favor.choose",),
    ),
)


_ROWS = (
    ("row1-point", "Row 1: one more point"),
    ("row2-any-principality", "Row 2: any principality"),
    ("row3-lady", "Row 3, lady-in-waiting: two actions"),
    ("row3-shield-bearer", "Row 3, shield-bearer: drive out a traitor"),
    ("row3-builder", "Row 3, builder: build two manors"),
    ("row3-flag-bearer", "Row 3, flag-bearer: points for any good"),
)


def cards() -> list[CardText]:
    """The favor board's abilities by row, each with what a seal there unlocks."""
    from tabletop_lib.core.rules import rule

    out = []
    for key, name in _ROWS:
        text = rule(f"ME.kings_favor.{key}").text.split(": ", 1)[-1]
        out.append(CardText(f"favor:{key}", name, "Favor", f"{text[:1].upper()}{text[1:]}"))
    return out
