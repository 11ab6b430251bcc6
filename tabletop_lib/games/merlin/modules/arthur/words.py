"""Plain words of the Big Box module "Arthur":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import CardText, Term

SECTION = ("Module: Arthur (pp. 16-19)", ("ME.arthur.",))

RULE_NAMES: dict[str, str] = {
    "ME.arthur.black-die": "Arthur's black die and five turns",
    "ME.arthur.flag.any-die": "Flag: any die moves any figure",
    "ME.arthur.flag.die-step": "Flag: one more or one less",
    "ME.arthur.flags": "Arthur's two new flags",
    "ME.arthur.inner-ring": "The inner ring",
    "ME.arthur.medallion": "The action medallion of Arthur",
    "ME.arthur.nested-action": "A space that moves a figure",
    "ME.arthur.picts.refill": "Refilling the Picts",
    "ME.arthur.reroll": "Rolling again with Arthur",
    "ME.arthur.scoring.one-manor-per-territory": "One manor per territory",
    "ME.arthur.scoring.picts": "Scoring the Picts",
    "ME.arthur.scoring.signet-ring": "The signet ring adds 3",
    "ME.arthur.setup": "Setting up Arthur",
    "ME.arthur.signet-extra-mission": "The signet ring's extra mission",
    "ME.arthur.space.activate-henchman": "Activate a henchman",
    "ME.arthur.space.apple": "The apple space",
    "ME.arthur.space.grail-excalibur": "Grail and Excalibur on the inner ring",
    "ME.arthur.space.influence": "The inner influence space",
    "ME.arthur.space.manor-points": "Points for manors",
    "ME.arthur.space.merlin": "The Merlin space",
    "ME.arthur.space.move-arthur": "Move Arthur",
    "ME.arthur.space.picts": "Taking a Pict",
    "ME.arthur.space.replace-manor": "Replace a manor",
    "ME.arthur.space.resource": "Shield, flag or material spaces",
    "ME.arthur.space.signet-ring": "Taking the signet ring",
    "ME.arthur.space.stairs": "The stairs",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "Arthur",
        "Arthur module: the figure on the inner ring, moved with the black die.",
        ("ME.arthur.black-die",),
    ),
    Term(
        "Pict",
        "Arthur module: a tile beside your Arthur space whose values are added up at each scoring.",
        ("ME.arthur.scoring.picts",),
    ),
    Term(
        "signet ring",
        "Arthur module: its holder adds 3 to their Picts and may complete an extra mission.",
        ("ME.arthur.scoring.signet-ring",),
    ),
)


def cards() -> list[CardText]:
    """The Picts by value, each with the bonus it gives when taken."""
    from .data import module_data

    out = []
    for tile in module_data()["picts"]["tiles"]:
        gives = _bonus(tile["bonus"])
        text = f"Value {tile['value']} at each scoring; when taken it gives {gives}."
        out.append(CardText(tile["id"], f"Pict of value {tile['value']}", "Pict", text))
    return out


def _bonus(bonus: dict[str, str]) -> str:
    """A Pict's bonus in words: "a black shield", "an apple", "a free manor on a forest"."""
    kind = bonus["kind"]
    if kind == "good":
        return f"a {bonus['colour']} {bonus['good']}"
    if kind == "influence":
        return f"an influence marker in the {bonus['colour']} principality"
    if kind == "manor":
        return f"a free manor on a {bonus['terrain']} tile"
    return "an apple"
