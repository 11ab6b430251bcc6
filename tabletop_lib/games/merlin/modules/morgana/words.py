"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: Morgana"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.morgana.setup": "Morgana: setup",
        "ME.morgana.dice-roll": "Morgana: rolling her dice",
        "ME.morgana.extra-die": "Morgana: using one of her dice",
        "ME.morgana.wild-six": "Morgana: a six is wild",
        "ME.morgana.cauldron": "Morgana: the cauldrons",
        "ME.morgana.move": "Morgana: moving Morgana",
        "ME.morgana.block": "Morgana: her space is blocked",
        "ME.morgana.block.caerleon": "Morgana: a blocked district",
        "ME.morgana.bewitch": "Morgana: bewitching a die",
        "ME.morgana.dark-influence": "Morgana: dark influence",
        "ME.morgana.dark-influence.scoring": "Morgana: dark influence at a scoring",
        "ME.morgana.witch-gold": "Morgana: witch gold",
        "ME.morgana.witch-hut": "Morgana: a witch hut",
        "ME.morgana.witch-hut.scoring": "Morgana: witch huts at a scoring",
        "ME.morgana.witch-hut.arthur": "Morgana: witch huts with Arthur",
        "ME.morgana.swap-pawns": "Morgana: swapping knights",
        "ME.morgana.buy": "Morgana: buying goods",
        "ME.morgana.horn-cup": "Morgana: the horn cup",
        "ME.morgana.horn-cup.points": "Morgana: the horn cup's points",
        "ME.morgana.poisoned-apple": "Morgana: poisoned apples",
        "ME.morgana.poison-swap": "Morgana: a poisoned apple swaps dice",
        "ME.morgana.apple-not-morgana": "Morgana: her dice resist apples",
        "ME.morgana.round-end": "Morgana: the end of a round",
    }
)
