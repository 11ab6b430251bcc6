"""Merlin's heuristic valuation (its ``valuation`` face, read by ``agents.heuristic``).

(*Merlin*, Big Box, Portuguese edition, manual p. 10-12.) Points on the track, plus one
scoring round as things stand (majority of manors in each territory, majority of influence in
each principality, a point per henchman on the board) and the end-game points (apples,
Merlin's staffs, a point per three goods left), minus the expected traitor loss (traitors held
beyond the matching shields, three points each). The Big Box modules' scoring changes are not
modelled: with modules on this is an approximation.
"""

from __future__ import annotations

from typing import Any

from .common import henchmen_placed, total_goods
from .constants import NUM_COLOURS
from .scoring import influence_points, territory_points


def value(state: Any) -> list[float]:
    """Points plus one scoring round now and the end-game points (module docstring)."""
    s: Any = state
    g = s.game
    prm = g.params
    n = g.num_players
    values = [float(v) for v in s.score]
    for mask in s.territories:
        counts = [(s.manors[p] & mask).bit_count() for p in range(n)]
        if any(counts):
            for p, v in territory_points(mask.bit_count(), counts).items():
                values[p] += v
    influence = s.influence
    for c in range(NUM_COLOURS):
        markers = [influence[p * NUM_COLOURS + c] for p in range(n)]
        if any(markers):
            for p, v in influence_points(markers).items():
                values[p] += v
    traitors = s.traitors
    for p in range(n):
        held = sum(traitors[p * NUM_COLOURS : (p + 1) * NUM_COLOURS])
        values[p] += henchmen_placed(s, p)
        values[p] += prm.apple_points * s.apples[p] + prm.staff_points * s.staffs[p]
        values[p] += total_goods(s, p) / prm.leftover_goods_per_point
        values[p] -= prm.traitor_penalty * held / 2
    return values
