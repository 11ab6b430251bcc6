"""PettingZoo's ``max_cycles_test`` and ``parallel_api_test`` on every game, the turn-based
environment's ``max_cycles``, and the parallel environment's rule: only the mover's legal action
is applied, an illegal one is refused without raising, the others' actions are ignored."""

from __future__ import annotations

import copy
import pickle
import warnings
from typing import Any

import numpy as np
import pytest
from interop_cases import ONE_PER_GAME, case_params
from registered import games, table

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, max_cycles_test, parallel_api_test

from tabletop_lib.interop.pettingzoo import env, environment_module, parallel_env


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_pettingzoo_max_cycles_test(name: str, num_players: int, options: dict[str, Any]) -> None:
    max_cycles_test(environment_module(name, num_players, **options))


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_pettingzoo_parallel_api_test(name: str, num_players: int, options: dict[str, Any]) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the dict observation's advice, as in api_test
        parallel_api_test(parallel_env(name, num_players, **options), num_cycles=1000)


@pytest.mark.parametrize("name", games())
def test_max_cycles_truncates_the_turn_based_game_after_a_cycle_per_player(name: str) -> None:
    """Brian Boru with 3 players and ``max_cycles=2``: 6 actions, then every agent is
    truncated with no reward, steps once more (``None``) and leaves."""
    e = env(name, table(name, 3), max_cycles=2)
    e.reset(seed=5)
    acted = dead = 0
    for agent in e.agent_iter():
        _, reward, terminated, truncated, info = e.last(observe=False)
        if truncated:
            assert not terminated and reward == 0.0
            assert not e.observe(agent)["action_mask"].any()  # nobody may act any more
            dead += 1
            e.step(None)
            continue
        e.step(int(np.flatnonzero(info["action_mask"])[0]))
        acted += 1
    assert (acted, dead, e.agents) == (6, 3, [])
    assert len(e.unwrapped.engine_state.history()) == 6
    assert not e.unwrapped.engine_state.is_terminal()


@pytest.mark.parametrize("name", games())
def test_the_turn_based_api_test_passes_with_max_cycles(name: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(name, table(name, 2), max_cycles=3), num_cycles=100)


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "4"])
@pytest.mark.parametrize("name", games())
def test_max_cycles_is_a_positive_int(name: str, bad: Any) -> None:
    with pytest.raises(ValueError, match="max_cycles"):
        env(name, table(name, 3), max_cycles=bad)
    with pytest.raises(ValueError, match="max_cycles"):
        parallel_env(name, table(name, 3), max_cycles=bad)


@pytest.mark.parametrize("name", games())
def test_only_the_movers_legal_action_is_applied(name: str) -> None:
    """The others' actions change nothing; the mover's illegal action is refused, the state
    unchanged and the reason in its info; its legal action is applied as the engine would."""
    p = parallel_env(name, table(name, 3))
    observations, infos = p.reset(seed=8)
    s = p.engine_state
    assert s is not None
    mover = infos["player_0"]["active_agent"]
    assert mover == f"player_{s.current_player()}"
    mask = observations[mover]["action_mask"]
    legal, illegal = int(np.flatnonzero(mask)[0]), int(np.flatnonzero(mask == 0)[0])
    others = {a: legal for a in p.agents if a != mover}
    for agent in others:
        assert not observations[agent]["action_mask"].any()
    before = s.to_json()
    _, rewards, terminations, truncations, infos = p.step({**others, mover: illegal})
    assert s.to_json() == before
    assert p.aec.universe.texts[illegal] in infos[mover]["refused"]
    assert all("refused" not in infos[a] for a in others)
    assert not any(terminations.values()) and not any(truncations.values())
    assert set(rewards.values()) == {0.0}
    expected = s.child(p.aec.universe.actions[legal]).to_json()
    _, _, _, _, infos = p.step({**others, mover: legal})
    assert s.to_json() == expected
    assert all("refused" not in info for info in infos.values())
    assert p.cycles == 2


@pytest.mark.parametrize("name", games())
def test_a_missing_or_outside_action_of_the_mover_is_refused(name: str) -> None:
    p = parallel_env(name, table(name, 2))
    _, infos = p.reset(seed=1)
    mover = infos["player_0"]["active_agent"]
    assert p.engine_state is not None
    before = p.engine_state.to_json()
    for actions in ({}, {mover: None}, {mover: -1}, {mover: 10**6}):
        _, _, _, _, infos = p.step(actions)
        assert "refused" in infos[mover]
    assert p.engine_state.to_json() == before


def _play_parallel(p: Any, seed: int, steps: int) -> dict[str, float]:
    """Masked random actions for every agent for ``steps`` steps or to the end: the rewards."""
    rng = np.random.default_rng(seed)
    observations = {a: p.aec.observe(a) for a in p.agents}
    rewards: dict[str, float] = {}
    for _ in range(steps):
        if not p.agents:
            break
        actions = {}
        for agent in p.agents:
            legal = np.flatnonzero(observations[agent]["action_mask"])
            actions[agent] = int(rng.choice(legal)) if len(legal) else 0
        observations, rewards, *_ = p.step(actions)
    return rewards


@pytest.mark.parametrize("name", games())
def test_a_parallel_game_plays_to_its_end_and_pays_the_winner(name: str) -> None:
    p = parallel_env(name, table(name, 3))
    p.reset(seed=2)
    rewards = _play_parallel(p, 2, 10_000)
    assert p.agents == [] and p.engine_state is not None and p.engine_state.is_terminal()
    assert sum(rewards.values()) == pytest.approx(1.0)  # returns="win"
    assert p.cycles == len(p.engine_state.history())  # every action was legal: one per cycle


@pytest.mark.parametrize("make_copy", [lambda e: pickle.loads(pickle.dumps(e)), copy.deepcopy])
@pytest.mark.parametrize("name", games())
def test_a_parallel_env_copies_and_plays_on_independently(name: str, make_copy: Any) -> None:
    p = parallel_env(name, table(name, 2), max_cycles=500)
    p.reset(seed=3)
    _play_parallel(p, 3, 40)
    assert p.engine_state is not None
    before = p.engine_state.to_json()
    twin = make_copy(p)
    assert twin.engine_state.to_json() == before
    assert (twin.agents, twin.cycles, twin.max_cycles) == (p.agents, p.cycles, 500)
    _play_parallel(twin, 4, 30)
    assert p.engine_state.to_json() == before  # the original did not move
    _play_parallel(p, 4, 30)
    assert twin.engine_state.to_json() == p.engine_state.to_json()
    assert twin.cycles == p.cycles
