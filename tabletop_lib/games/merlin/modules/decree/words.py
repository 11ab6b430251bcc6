"""Plain words of the Big Box module "The King's Decree":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import CardText, Term, count

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


def cards() -> list[CardText]:
    """The 24 decrees by what each shows, with what taking and spending them does."""
    from .rules import module_data

    spend = (
        "Spend 1 decree to raise or lower a die by one, 2 to take any shield, flag or "
        "material or to place an influence marker anywhere, 3 to score 5 points."
    )
    out = []
    for tile in module_data()["tiles"]:
        if "colour" in tile:
            shown = f"{tile['colour']} {tile['kind']}"
            gain = f"gives a {shown} from the board if one is left"
        else:
            shown = count(int(tile["points"]), "point")
            gain = f"scores {shown}"
        text = f"Taken on a principality space: {gain}. {spend}"
        out.append(CardText(tile["id"], f"Decree: {shown}", "Decree", text))
    return out
