"""Plain words of the Big Box module "Gold and mistletoe":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term

SECTION = ("Module: Gold and mistletoe (pp. 26-27)", ("ME.gold.",))

RULE_NAMES: dict[str, str] = {
    "ME.gold.change-die": "Gold turns a die",
    "ME.gold.final": "Gold at the end",
    "ME.gold.medallion": "The action medallion of the gold",
    "ME.gold.mistletoe": "Mistletoe waives a requirement",
    "ME.gold.setup": "Setting up gold and mistletoe",
    "ME.gold.space.apple-or-mistletoe": "The apple or mistletoe space",
    "ME.gold.space.gold": "The gold coin space",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "gold coin",
        "Gold module: returned to raise or lower a die by one; two are worth 3 points at the end.",
        ("ME.gold.change-die", "ME.gold.final"),
    ),
    Term(
        "mistletoe",
        "Gold module: spent to ignore one requirement of a mission.",
        ("ME.gold.mistletoe",),
    ),
)
