"""OpenSpiel's own MCTS and IS-MCTS bots play complete games of every game through the
adapter, and ``resample_from_infostate`` keeps what its player sees."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from interop_cases import BASE_PER_GAME, ONE_PER_GAME, case_params

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402
from open_spiel.python.bots import uniform_random  # noqa: E402

from tabletop_lib.interop import openspiel as tos  # noqa: E402

SIMULATIONS = 3
"""Few simulations per move: the test is that the bots run to the end, not that they win."""


def _bot(kind: str, game: Any, rng: np.random.RandomState) -> Any:
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if kind == "mcts":
        return mcts.MCTSBot(
            game, uct_c=2.0, max_simulations=SIMULATIONS, evaluator=evaluator, random_state=rng
        )
    return ismcts.ISMCTSBot(
        game,
        evaluator,
        uct_c=2.0,
        max_simulations=SIMULATIONS,
        random_state=rng,
        max_world_samples=ismcts.UNLIMITED_NUM_WORLD_SAMPLES,
    )


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(BASE_PER_GAME))
@pytest.mark.parametrize("kind", ["mcts", "ismcts"])
def test_bot_plays_a_complete_game(
    kind: str, name: str, num_players: int, options: dict[str, Any]
) -> None:
    game = tos.load_game(name, num_players=num_players, seed=5, **options)
    rng = np.random.RandomState(5)
    bots = [_bot(kind, game, rng)]
    bots += [uniform_random.UniformRandomBot(p, rng) for p in range(1, num_players)]
    state = game.new_initial_state()
    searched = 0
    while not state.is_terminal():
        player = state.current_player()
        action = bots[player].step(state)
        assert action in state.legal_actions()
        searched += player == 0
        state.apply_action(action)
    assert searched > 0
    returns = state.returns()
    assert sum(returns) == pytest.approx(1.0)
    assert len(state.history()) <= game.max_game_length()


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_resample_from_infostate_keeps_the_players_view(
    name: str, num_players: int, options: dict[str, Any]
) -> None:
    game = tos.load_game(name, num_players=num_players, seed=2, **options)
    state = game.new_initial_state()
    rng = np.random.RandomState(2)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    differs = 0
    for step in range(120):
        if state.is_terminal():
            break
        if step % 15 == 0:
            player = state.current_player()
            other = state.resample_from_infostate(player, sampler)
            assert other.observation_string(player) == state.observation_string(player)
            assert other.information_state_string(player) == state.information_state_string(player)
            assert other.legal_actions() == state.legal_actions()
            assert other.history() == state.history()
            differs += str(other.engine.to_json()) != str(state.engine.to_json())
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert differs > 0
