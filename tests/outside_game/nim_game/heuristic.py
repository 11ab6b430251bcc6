"""Nim's valuation: Bouton's winning positions.

Bouton (1901) shows that, for two players, the position after your move is lost for the
player to move exactly when the exclusive-or of the heap sizes (their "nim-sum") is zero. The
valuation gives the player who just moved one point when the nim-sum is zero (so the
heuristic agent moves to such positions), plus the points already won.
"""

from __future__ import annotations

from functools import reduce
from operator import xor
from typing import Any


def value(state: Any) -> list[float]:
    """Points won, plus a point to the player who just moved into a nim-sum of zero."""
    values = [float(v) for v in state.scores()]
    if not state.is_terminal() and reduce(xor, state.heaps, 0) == 0:
        mover = (state.current - 1) % state.num_players
        values[mover] += 1.0
    return values
