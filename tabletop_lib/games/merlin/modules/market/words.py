"""Plain words of the Big Box module "The market":
a name for each of its rules, its section of
the rulebook and its glossary terms (registered by the base game's ``words.register``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term

SECTION = ("Module: The market (p. 28)", ("ME.market.",))

RULE_NAMES: dict[str, str] = {
    "ME.market.addition": "Addition markers",
    "ME.market.addition.scoring": "Addition markers in the influence scoring",
    "ME.market.apple-mistletoe": "The apple or mistletoe token",
    "ME.market.buy": "Buying at the market",
    "ME.market.material": "The material token",
    "ME.market.no-mission": "The market or a mission",
    "ME.market.setup": "Setting up the market",
    "ME.market.shield": "The shield token",
    "ME.market.worker": "Temporary workers",
    "ME.market.worker.extra-turn": "A worker's extra action",
}

GLOSSARY: tuple[Term, ...] = (
    Term(
        "temporary worker",
        "Market module: a token used instead of one of your dice.",
        ("ME.market.worker",),
    ),
    Term(
        "addition marker",
        "Market module: put under an influence marker so that it counts as two.",
        ("ME.market.addition",),
    ),
)
