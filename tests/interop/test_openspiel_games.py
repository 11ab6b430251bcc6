"""The OpenSpiel adapter: OpenSpiel's own random-simulation test on every game and player
count, a truthful GameType and GameInfo, stable action ids, and true bounds."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import numpy as np
import pytest
from interop_cases import ONE_PER_GAME, case_params, sim_params
from registered import case, games, table

from tabletop_lib.core.registry import game_info

pyspiel = pytest.importorskip("pyspiel")

from tabletop_lib.interop import openspiel as tos  # noqa: E402
from tabletop_lib.interop.options import RETURNS  # noqa: E402


@pytest.mark.parametrize(("name", "num_players", "options"), sim_params())
def test_random_sim_test(name: str, num_players: int, options: dict[str, Any]) -> None:
    """OpenSpiel's own API check (clones, histories, observations, sorted legal actions,
    unique action strings, returns within the utility bounds, game length within the max).
    Serialization is off as for OpenSpiel's Python games: a sampled-stochastic Python game
    cannot hand C++ its generator state."""
    game = tos.load_game(name, num_players=num_players, **options)
    sims = 1 if options else case(name, "OPENSPIEL_SIMULATIONS", 2)
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


@pytest.mark.parametrize("name", games())
def test_game_type_is_truthful(name: str) -> None:
    game = tos.load_game(name, num_players=table(name, 3))
    t = game.get_type()
    assert t.short_name == f"tabletop_lib_{name}"
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    counts = game_info(name).player_counts
    assert (t.min_num_players, t.max_num_players) == (min(counts), max(counts))
    assert t.provides_observation_string and t.provides_observation_tensor
    assert t.provides_information_state_string and not t.provides_information_state_tensor
    assert game.num_players() == 3
    assert game.max_chance_outcomes() == 0


@pytest.mark.parametrize("name", games())
def test_seed_parameter_gives_reproducible_deals(name: str) -> None:
    def deals(seed: int) -> list[str]:
        game = tos.load_game(name, num_players=table(name, 4), seed=seed)
        return [game.new_initial_state().engine.to_json() for _ in range(3)]

    first = deals(7)
    assert first == deals(7)
    assert len(set(first)) == 3, "each new game of one pyspiel.Game is a new deal"
    assert first != deals(8)


@pytest.mark.parametrize("name", games())
def test_clone_does_not_draw_a_deal(name: str) -> None:
    """OpenSpiel's C++ Clone makes a throwaway initial state: it must not consume a deal."""
    game = tos.load_game(name, num_players=table(name, 2), seed=3)
    state = game.new_initial_state()
    for _ in range(5):
        state.clone()
    again = tos.load_game(name, num_players=table(name, 2), seed=3)
    again.new_initial_state().engine  # noqa: B018  (the first deal)
    second = again.new_initial_state().engine.to_json()
    assert game.new_initial_state().engine.to_json() == second


@pytest.mark.parametrize("name", games())
def test_action_strings_round_trip(name: str) -> None:
    game = tos.load_game(name, num_players=table(name, 2))
    state = game.new_initial_state()
    rng = np.random.RandomState(5)
    for _ in range(60):
        p = state.current_player()
        for a in state.legal_actions():
            text = state.action_to_string(p, a)
            assert text == str(tos.engine_state(state).game.parse_action(text))
            assert state.string_to_action(text) == a
        state.apply_action(int(rng.choice(state.legal_actions())))


_IDS_CHILD = """
import hashlib, json
from tabletop_lib import list_games
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import game_info
from tabletop_lib.interop import openspiel as tos
out = {}
for name in list_games():  # each game with its largest declared option setting
    opts = max((dict(p.options) for p in faces_of(name).corpus), key=len, default={})
    n = min(game_info(name).player_counts, key=lambda k: (abs(k - 3), k))
    g = tos.load_game(name, num_players=n, **opts)
    texts = [g.new_initial_state().action_to_string(0, a) for a in range(g.num_distinct_actions())]
    out[name] = hashlib.sha256("\\n".join(texts).encode()).hexdigest()
print(json.dumps(out))
"""


def test_action_ids_do_not_depend_on_the_hash_seed() -> None:
    outputs = []
    for hash_seed in ("0", "12345"):
        done = subprocess.run(
            [sys.executable, "-c", _IDS_CHILD],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
            env={"PYTHONHASHSEED": hash_seed, "PATH": ""},
        )
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_universe_is_sorted_by_text_and_complete_for_played_actions(
    name: str, num_players: int, options: dict[str, Any]
) -> None:
    game = tos.load_game(name, num_players=num_players, **options)
    universe = game.universe
    assert list(universe.texts) == sorted(universe.texts)
    assert len(set(universe.texts)) == len(universe)


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
@pytest.mark.parametrize("returns", RETURNS)
def test_returns_within_bounds_and_games_within_max_length(
    name: str, num_players: int, options: dict[str, Any], returns: str
) -> None:
    game = tos.load_game(name, num_players=num_players, returns=returns, seed=11, **options)
    low, high = game.min_utility(), game.max_utility()
    rng = np.random.RandomState(11)
    games = 2 if options else 4
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            assert state.returns() == [0.0] * num_players
            state.apply_action(int(rng.choice(state.legal_actions())))
        values = state.returns()
        assert all(low <= v <= high for v in values), values
        assert len(state.history()) <= game.max_game_length()
        if returns == "win":
            assert sum(values) == pytest.approx(1.0)
            assert max(values) > 0
        else:
            assert max(values) == pytest.approx(high) or len(set(values)) == 1


@pytest.mark.parametrize("name", games())
def test_observation_tensor_and_strings_come_from_the_observation(name: str) -> None:
    game = tos.load_game(name, num_players=table(name, 3))
    state = game.new_initial_state()
    rng = np.random.RandomState(2)
    for _ in range(40):
        state.apply_action(int(rng.choice(state.legal_actions())))
    engine = tos.engine_state(state)
    for p in range(3):
        obs = engine.observation(p)
        assert json.loads(state.observation_string(p)) == obs
        tensor = np.asarray(state.observation_tensor(p))
        assert tensor.shape == (game.observation_tensor_size(),)
        encoder = game.encoder
        np.testing.assert_array_equal(tensor, encoder.encode(obs))
        assert tensor[p] == 1.0 and tensor[:3].sum() == 1.0  # the observer one-hot
        own = [pa.action for pa in state.full_history() if pa.player == p]
        assert state.information_state_string(p).endswith(",".join(map(str, own)))
    # Another seat's hidden hand does not reach player 0's tensor.
    other = engine.resample(0, 99)
    assert other.to_json() != engine.to_json()
    np.testing.assert_array_equal(
        np.asarray(state.observation_tensor(0)),
        game.encoder.encode(other.observation(0)),
    )


@pytest.mark.parametrize("name", games())
def test_serialize_round_trip(name: str) -> None:
    game = tos.load_game(name, num_players=table(name, 2))
    state = game.new_initial_state()
    rng = np.random.RandomState(4)
    for _ in range(30):
        state.apply_action(int(rng.choice(state.legal_actions())))
    restored = game.deserialize_state(state.serialize())
    assert str(restored) == str(state)
    assert restored.legal_actions() == state.legal_actions()
    assert restored.engine.to_json() == state.engine.to_json()
