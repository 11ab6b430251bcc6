"""Plain words of the Big Box module "The Knights of the Round Table":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import CardText, Term

SECTION = ("Module: The Knights of the Round Table (pp. 20-25)", ("ME.knights.",))

RULE_NAMES: dict[str, str] = {
    "ME.knights.bedivere": "Sir Bedivere: more missions",
    "ME.knights.bedivere-swap": "Sir Bedivere: swapping a mission",
    "ME.knights.bors": "Sir Bors: any personal die",
    "ME.knights.draft": "Choosing allies",
    "ME.knights.draft-random": "Allies dealt at random",
    "ME.knights.gaheris": "Sir Gaheris: castle tiles",
    "ME.knights.gaheris-scoring": "Sir Gaheris in the surroundings scoring",
    "ME.knights.galahad": "Sir Galahad: taking from any principality",
    "ME.knights.gareth": "Sir Gareth: defence tiles",
    "ME.knights.gareth-final": "Sir Gareth at the end",
    "ME.knights.gawain": "Sir Gawain: setting Merlin's die",
    "ME.knights.geraint": "Sir Geraint: ally tiles",
    "ME.knights.geraint-final": "Sir Geraint at the end",
    "ME.knights.kay": "Sir Kay: influence tiles",
    "ME.knights.kay-scoring": "Sir Kay in the influence scoring",
    "ME.knights.lamorak": "Sir Lamorak: a second henchman",
    "ME.knights.lancelot": "Sir Lancelot: the marshal",
    "ME.knights.percival": "Sir Percival: changing a colour",
    "ME.knights.setup": "Setting up the allies",
    "ME.knights.tristram": "Sir Tristram: one more or one less",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "ally",
        "Knights module: one of the twelve knights of the Round Table whose ability "
        "you keep for the game.",
        ("ME.knights.draft",),
    ),
)


def cards() -> list[CardText]:
    """The twelve allies by name, each with its ability as the rule states it."""
    from tabletop_lib.core.rules import rule

    from .rules import module_data

    out = []
    for ally in module_data()["allies"]:
        key = ally["name"]
        text = rule(f"ME.knights.{key}").text.split(": ", 1)[-1]
        name = f"Sir {key.capitalize()}"
        out.append(CardText(f"ally:{key}", name, "Ally", f"{text[:1].upper()}{text[1:]}"))
    return out
