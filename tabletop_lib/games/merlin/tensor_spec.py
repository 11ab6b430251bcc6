"""The categorical fields of Merlin's observation tensor (its ``tensor_spec`` face).

``tensor_fields(game, fields, reference)`` adds them to the encoder of
``tabletop_lib.interop.tensor``
(``fields.onehot/counts/keyed/numbers``; see that module for what each writes) and returns the
observation keys the counters must skip because these fields cover them.
"""

from __future__ import annotations

from typing import Any

from .constants import STAGE_NAMES


def tensor_fields(game: Any, spec: Any, reference: dict[str, Any]) -> frozenset[str]:
    """Add the categorical fields to ``spec``; the keys they cover (module docstring)."""
    n = game.num_players
    missions = [c.id for c in game.data.missions]
    tiles = [game.grid.name(pos) for pos in range(game.grid.size)]
    spec.onehot("phase", ("phase",), sorted(set(STAGE_NAMES)), "the phase name")
    spec.counts("hand", ("hand",), missions, "own mission hand")
    spec.counts("display", ("display",), missions, "the face-up missions")
    spec.keyed(
        "manors",
        ("surroundings", "manors"),
        tiles,
        list(range(n)),
        "per surroundings tile: whose manor stands there",
    )
    return frozenset({"surroundings", "options"})
