"""The module's words for a learner: each of its rules' plain name and its section's title."""

from __future__ import annotations

from types import MappingProxyType

SECTION = "Module: Arthur"
"""The rule book's section of the module's rules."""

RULE_NAMES = MappingProxyType(
    {
        "ME.arthur.setup": "Arthur: setup",
        "ME.arthur.black-die": "Arthur: the black die and five turns",
        "ME.arthur.reroll": "Arthur: rolling again",
        "ME.arthur.medallion": "Arthur: the action medallion",
        "ME.arthur.inner-ring": "Arthur: the inner ring",
        "ME.arthur.nested-action": "Arthur: an action after a move",
        "ME.arthur.flags": "Arthur: the module's flags",
        "ME.arthur.flag.any-die": "Arthur: the flag for any figure",
        "ME.arthur.flag.die-step": "Arthur: the flag that changes a die by one",
        "ME.arthur.space.stairs": "Arthur: the stairs",
        "ME.arthur.space.resource": "Arthur: resource spaces",
        "ME.arthur.space.grail-excalibur": "Arthur: the Grail and Excalibur",
        "ME.arthur.space.signet-ring": "Arthur: the signet ring",
        "ME.arthur.space.apple": "Arthur: the apple space",
        "ME.arthur.space.activate-henchman": "Arthur: activating a henchman",
        "ME.arthur.space.move-arthur": "Arthur: moving Arthur",
        "ME.arthur.space.merlin": "Arthur: the Merlin space",
        "ME.arthur.space.influence": "Arthur: the influence space",
        "ME.arthur.space.manor-points": "Arthur: points per manor",
        "ME.arthur.space.replace-manor": "Arthur: replacing a manor",
        "ME.arthur.space.picts": "Arthur: taking a Pict",
        "ME.arthur.picts.refill": "Arthur: refilling the Picts",
        "ME.arthur.signet-extra-mission": "Arthur: the signet ring's extra mission",
        "ME.arthur.scoring.picts": "Arthur: scoring the Picts",
        "ME.arthur.scoring.signet-ring": "Arthur: the signet ring at a scoring",
        "ME.arthur.scoring.one-manor-per-territory": "Arthur: one manor per territory",
    }
)
