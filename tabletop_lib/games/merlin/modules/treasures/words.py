"""Plain words of the Big Box module "Treasures":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import CardText, Term

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


_EFFECTS = {
    "discard": "Discard",
    "excalibur": "Excalibur",
    "grail": "Grail",
    "influence": "Influence",
    "points-apple": "Points and apple",
    "staff": "Merlin's staff",
}


def cards() -> list[CardText]:
    """The treasure tiles by their effect and terrain, each with what building on it gives."""
    from tabletop_lib.core.rules import rule

    from .rules import module_data

    out = []
    for tile in module_data()["tiles"]:
        effect = tile["effect"]
        text = rule(f"ME.treasures.{effect}").text.split(": ", 1)[-1]
        name = f"{_EFFECTS[effect]} treasure ({tile['terrain']})"
        out.append(CardText(tile["id"], name, "Treasure", f"{text[:1].upper()}{text[1:]}"))
    return out
