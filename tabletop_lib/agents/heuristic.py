"""A heuristic player per game: what each game's position is worth, and an agent that plays
the action whose result is worth the most to it.

The valuation of a position is the points a player holds plus the points the position would
still bring if the game were scored now (the rulebooks' end-of-game and scoring-round
categories, computed with the engines' own pure scoring functions). A game whose folder has a
``heuristic`` module supplies its own: ``value(state)`` and ``action_scores(state, actions)``
(a score per legal action for the decisions it rates, ``None`` for the others):

- **Brian Boru**: its own folder holds its heuristic (``games/brian_boru/heuristic.py``, whose
  docstring says what it values and why): a valuation with claim-token and upkeep-race
  prospects, and direct scores for the card decisions (draft, marking a town, playing a card).
- **Merlin** (*Merlin*, Big Box, Portuguese edition, manual p. 10-12): points on the track,
  plus one scoring round as things stand (majority of manors in each territory, majority of
  influence in each principality, a point per henchman on the board) and the end-game points
  (apples, Merlin's staffs, a point per three goods left), minus the expected traitor loss
  (traitors held beyond the matching shields, three points each). The Big Box modules'
  scoring changes are not modelled: with modules on this is an approximation.
- **Paladins** (*Paladins of the West Kingdom*, Portuguese edition, "Pontuação final"): the
  engine's ``scores()`` already scores every category as the position stands (attributes,
  King's Orders, workshops, debts, resources, monks, outposts, jars, walls, converted
  Outsiders), so the valuation is those points.

:class:`HeuristicAgent` takes the action the game's ``action_scores`` rate highest when the
game rates the decision; otherwise it tries every legal action on a clone (the unchecked path)
and takes the one that raises its own valuation the most over the best rival's (ties broken
by its seeded generator): a one-step look-ahead on the valuation, a sensible sparring partner
that still plays in a few milliseconds a move. :func:`rollout_policy` is the same choice for the
search's rollouts, taken with probability ``ROLLOUT_GREED`` (a random action otherwise, which
keeps rollouts varied and cheaper).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, cast

from tabletop_lib.core.game import State
from tabletop_lib.core.rng import Rng

Valuation = Callable[[State[Any]], list[float]]
ActionScores = Callable[[State[Any], list[Any]], "list[float] | None"]
ROLLOUT_GREED = 0.5
"""The share of rollout decisions the heuristic takes; the rest are uniform random."""


def merlin_value(state: State[Any]) -> list[float]:
    """Points plus one scoring round now and the end-game points (module docstring)."""
    from tabletop_lib.games.merlin.common import henchmen_placed, total_goods
    from tabletop_lib.games.merlin.constants import NUM_COLOURS
    from tabletop_lib.games.merlin.scoring import influence_points, territory_points

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


def paladins_value(state: State[Any]) -> list[float]:
    """The engine's points as the position stands (module docstring)."""
    return [float(v) for v in state.scores()]


VALUATIONS: dict[str, Valuation] = {
    "merlin": merlin_value,
    "paladins": paladins_value,
}


def _game_face(game_name: str) -> Any:
    """The game's own ``heuristic`` module (``tabletop_lib.games.<game>.heuristic``), or None."""
    try:
        return importlib.import_module(f"tabletop_lib.games.{game_name}.heuristic")
    except ModuleNotFoundError as exc:
        if exc.name is not None and exc.name.endswith(".heuristic"):
            return None
        raise


def valuation(game_name: str) -> Valuation:
    """The game's valuation (points per player): its folder's ``heuristic.value`` if it has
    one, else the one here; ``ValueError`` for a game without one."""
    face = _game_face(game_name)
    if face is not None:
        return cast(Valuation, face.value)
    try:
        return VALUATIONS[game_name]
    except KeyError:
        raise ValueError(f"no heuristic valuation for {game_name!r}") from None


def action_scores(game_name: str) -> ActionScores | None:
    """The game's direct scores for the decisions a look-ahead cannot judge, if it has them."""
    face = _game_face(game_name)
    return cast(ActionScores, face.action_scores) if face is not None else None


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
