"""The categorical fields of Brian Boru's observation tensor (its ``tensor_spec`` face).

``tensor_fields(game, fields, reference)`` adds them to the encoder of
``tabletop_lib.interop.tensor``
(``fields.onehot/counts/keyed/numbers``; see that module for what each writes) and returns the
observation keys the counters must skip because these fields cover them.
"""

from __future__ import annotations

from typing import Any

from .constants import STAGE_NAMES

PRINCESS_MODES = ("military-support", "establish-trade", "spurn")
"""The Princess of Denmark's choices, in tensor order."""


def tensor_fields(game: Any, spec: Any, reference: dict[str, Any]) -> frozenset[str]:
    """Add the categorical fields to ``spec``; the keys they cover (module docstring)."""
    n = game.num_players
    towns = list(game.board.town_ids)
    regions = list(game.board.region_ids)
    cards = list(game.cards.values)
    spec.onehot("phase", ("phase",), sorted(set(STAGE_NAMES)), "the phase name")
    spec.keyed(
        "town_owner", ("town_owner",), towns, list(range(n)), "per town: whose disc is there"
    )
    spec.counts("viking_towns", ("viking_towns",), towns, "towns under a Viking token")
    spec.counts("monasteries", ("monasteries",), towns, "towns with a monastery")
    spec.onehot("active_town", ("active_town",), towns, "the town with the active marker")
    claim_states = ["face-down", "on-board", *list(range(n))]
    spec.keyed("claims", ("claims",), regions, claim_states, "per region: its claim token")
    spec.counts("hand", ("hand",), cards, "own hand: count per card value")
    spec.counts("pack", ("pack",), cards, "own draft pack: count per card value")
    spec.numbers("trick_played", ("trick", "played"), n, "card value played by each seat")
    spec.onehot(
        "princess_mode",
        ("princess", "mode"),
        PRINCESS_MODES,
        "the Princess of Denmark's choice",
    )
    return frozenset({"town_owner", "claims", "played", "active_town", "marriage_card"})
