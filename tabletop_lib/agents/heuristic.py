"""A heuristic player per game: what each game's position is worth, and an agent that plays
the action whose result is worth the most to it.

The valuation of a position is the points a player holds plus the points the position would
still bring if the game were scored now (the rulebooks' end-of-game and scoring-round
categories, computed with the engines' own pure scoring functions). Each game declares its
own in its faces (``core.faces``): a ``valuation`` face, ``value(state)``, and optionally an
``action_scores`` face, ``action_scores(state, actions)`` (a score per legal action for the
decisions it rates, ``None`` for the others); their docstrings, in the games' folders
(``games/<game>/heuristic.py``), say what they value and why. A game that declares no
valuation is valued by its ``scores()`` (:func:`score_value`), which is right for a game whose
``scores()`` already counts every category as the position stands.

:class:`HeuristicAgent` takes the action the game's ``action_scores`` rate highest when the
game rates the decision; otherwise it tries every legal action on a clone (the unchecked path)
and takes the one that raises its own valuation the most over the best rival's (ties broken
by its seeded generator): a one-step look-ahead on the valuation, a sensible sparring partner
that still plays in a few milliseconds a move. :func:`rollout_policy` is the same choice for the
search's rollouts, taken with probability ``ROLLOUT_GREED`` (a random action otherwise, which
keeps rollouts varied and cheaper).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from tabletop_lib.core.faces import face
from tabletop_lib.core.game import State
from tabletop_lib.core.rng import Rng

Valuation = Callable[[State[Any]], list[float]]
ActionScores = Callable[[State[Any], list[Any]], "list[float] | None"]
ROLLOUT_GREED = 0.5
"""The share of rollout decisions the heuristic takes; the rest are uniform random."""


def score_value(state: State[Any]) -> list[float]:
    """The default valuation of a game that declares none: the points as they stand."""
    return [float(v) for v in state.scores()]


def valuation(game_name: str) -> Valuation:
    """The game's valuation (points per player): its ``valuation`` face (``core.faces``),
    else :func:`score_value`."""
    declared = face(game_name, "valuation")
    return score_value if declared is None else cast(Valuation, declared)


def action_scores(game_name: str) -> ActionScores | None:
    """The game's direct scores for the decisions a look-ahead cannot judge, if it has them."""
    return cast("ActionScores | None", face(game_name, "action_scores"))


def best_actions(
    state: State[Any], value: Valuation, scores: ActionScores | None = None
) -> list[Any]:
    """The legal actions the game's ``scores`` rate highest when it rates this decision, else
    those after which the mover's valuation leads the best rival's the most."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions
    rated = scores(state, actions) if scores is not None else None
    if rated is not None:
        top = max(rated)
        return [a for a, r in zip(actions, rated, strict=True) if r == top]
    me = state.current_player()
    best_gain: float | None = None
    best: list[Any] = []
    for action in actions:
        trial = state.clone()
        trial.apply_action(action, check=False)
        points = value(trial)
        rival = max((v for p, v in enumerate(points) if p != me), default=0.0)
        gain = points[me] - rival
        if best_gain is None or gain > best_gain:
            best_gain, best = gain, [action]
        elif gain == best_gain:
            best.append(action)
    return best


class HeuristicAgent:
    """Plays the action that most improves its valuation over the best rival's (module
    docstring); the game comes from the state, so one agent serves every game."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, state: State[Any]) -> Any:
        name = state.game.name
        best = best_actions(state, valuation(name), action_scores(name))
        return best[self._rng.below(len(best))]

    def __repr__(self) -> str:
        return "HeuristicAgent()"


def rollout_policy(game_name: str) -> Callable[[State[Any], Rng], Any]:
    """The heuristic as a rollout policy for the search (module docstring)."""
    value = valuation(game_name)
    scores = action_scores(game_name)
    threshold = int(ROLLOUT_GREED * 1024)

    def policy(state: State[Any], rng: Rng) -> Any:
        if rng.below(1024) >= threshold:
            actions = state.legal_actions()
            return actions[rng.below(len(actions))]
        best = best_actions(state, value, scores)
        return best[rng.below(len(best))]

    return policy
