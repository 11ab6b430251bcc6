"""How a search scores the state where a simulation stops: one value in [0, 1] per player.

At the end of the game a player's value is half their share of the win (1 for a sole winner,
1/k for one of k tied winners, 0 for the others) and half their normalised score margin, so the
search prefers winning, and among wins and losses the larger margin. Before the end (a rollout
cut off after ``depth`` actions) the value is the normalised margin alone: the player's points
less the best rival's, squashed by ``tanh`` over a spread that grows with the scores in play
(``max(MIN_SPREAD, SPREAD_SHARE * the largest absolute score)``), so a lead of a few points
counts for as much early in a low-scoring game as later in a high-scoring one.

The points are either the game's current ``scores()`` (``"margin"``) or the game's heuristic
valuation (``"heuristic"``, :mod:`.heuristic`): the points on the track plus the end-of-game
points the position would score if the game ended now.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from tabletop_lib.core.game import State

Evaluator = Callable[[State[Any]], list[float]]
"""A function of a state: one value in [0, 1] per player."""

MIN_SPREAD = 3.0
SPREAD_SHARE = 0.2
WIN_SHARE = 0.5
"""How much of a finished game's value is the win itself (the rest is the margin)."""


def margin_values(points: Sequence[float]) -> list[float]:
    """Each player's normalised margin over the best rival, mapped to [0, 1] (0.5: level)."""
    n = len(points)
    if n < 2:
        return [0.5] * n
    order = sorted(range(n), key=lambda p: points[p], reverse=True)
    first, second = points[order[0]], points[order[1]]
    spread = max(MIN_SPREAD, SPREAD_SHARE * max(abs(v) for v in points))
    out = []
    for p in range(n):
        rival = second if p == order[0] else first
        out.append(0.5 + 0.5 * math.tanh((points[p] - rival) / spread))
    return out


def outcome_values(state: State[Any], points: Sequence[float]) -> list[float]:
    """The values of ``state`` given each player's ``points`` (see the module docstring)."""
    margins = margin_values(points)
    if not state.is_terminal():
        return margins
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    won = set(winners)
    return [
        WIN_SHARE * (share if p in won else 0.0) + (1.0 - WIN_SHARE) * m
        for p, m in enumerate(margins)
    ]


def score_evaluator(state: State[Any]) -> list[float]:
    """Values from the game's own ``scores()`` (``evaluation="margin"``)."""
    return outcome_values(state, state.scores())


def evaluator_for(game_name: str, kind: str) -> Evaluator:
    """The evaluator named ``kind`` (``"margin"`` or ``"heuristic"``) for a game."""
    if kind == "margin":
        return score_evaluator
    if kind == "heuristic":
        from .heuristic import valuation

        value = valuation(game_name)

        def evaluate(state: State[Any]) -> list[float]:
            if state.is_terminal():
                return outcome_values(state, state.scores())
            return outcome_values(state, value(state))

        return evaluate
    raise ValueError(f"evaluation must be 'margin' or 'heuristic', not {kind!r}")
