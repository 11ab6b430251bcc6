"""The PettingZoo adapter passes PettingZoo's own API and seed tests on every game, and a
random policy through the environment plays complete games."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from interop_cases import ONE_PER_GAME, case_params
from registered import games, table

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test

from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.interop.pettingzoo import env


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_pettingzoo_api_test(name: str, num_players: int, options: dict[str, Any]) -> None:
    with warnings.catch_warnings():
        # The dict observation (tensor + action mask) draws the same advice as PettingZoo's
        # own classic games; it is advice, not a failure.
        warnings.simplefilter("ignore")
        api_test(env(name, num_players, **options), num_cycles=1000)


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_pettingzoo_seed_test(name: str, num_players: int, options: dict[str, Any]) -> None:
    seed_test(lambda: env(name, num_players, **options), num_cycles=100)


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_random_policy_plays_complete_games(
    name: str, num_players: int, options: dict[str, Any]
) -> None:
    e = env(name, num_players, render_mode="ansi", **options)
    rng = np.random.default_rng(3)
    for seed in (3, 4):
        e.reset(seed=seed)
        totals = dict.fromkeys(e.possible_agents, 0.0)
        moves = 0
        for agent in e.agent_iter():
            obs, reward, terminated, truncated, _info = e.last()
            totals[agent] += reward
            if terminated or truncated:
                e.step(None)
                continue
            mask = obs["action_mask"]
            assert mask.dtype == np.int8 and mask.sum() >= 1
            assert obs["observation"].shape == e.observation_space(agent)["observation"].shape
            e.step(int(rng.choice(np.flatnonzero(mask))))
            moves += 1
        assert e.agents == []
        assert sum(totals.values()) == pytest.approx(1.0), totals  # returns="win"
        assert 0 < moves <= 5000
    narration = e.render()
    assert isinstance(narration, str) and narration


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_an_action_outside_the_mask_is_refused(
    name: str, num_players: int, options: dict[str, Any]
) -> None:
    """Legal ids go the engine's unchecked way; any other id is refused by the checked path,
    naming the rule, and leaves the game as it was."""
    e = env(name, num_players, **options)
    e.reset(seed=1)
    obs, *_ = e.last()
    before = e.unwrapped.engine_state.to_json()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError) as refused:
        e.step(illegal)
    assert refused.value.rule
    for outside in (-1, len(obs["action_mask"])):
        with pytest.raises(ValueError, match="outside"):
            e.step(outside)
    assert e.unwrapped.engine_state.to_json() == before
    after, *_ = e.last()
    np.testing.assert_array_equal(after["action_mask"], obs["action_mask"])
    np.testing.assert_array_equal(after["observation"], obs["observation"])


@pytest.mark.parametrize("name", games())
def test_the_mask_follows_a_state_changed_outside_the_environment(name: str) -> None:
    """The legal ids are remembered per position: a state replaced or advanced by hand gets
    its own mask, and the unchecked path never applies an id that position does not allow."""
    e = env(name, table(name, 2))
    e.reset(seed=4)
    raw = e.unwrapped
    obs, *_ = e.last()
    s = raw.engine_state
    s.apply_action(s.legal_actions()[0])  # behind the environment's back
    fresh = np.zeros_like(obs["action_mask"])
    if s.current_player() == raw._seat[e.agent_selection]:
        fresh[raw.universe.ids(s.legal_actions())] = 1
    now, *_ = e.last()
    np.testing.assert_array_equal(now["action_mask"], fresh)
    raw.engine_state = raw.game.new_initial_state(5)
    first, *_ = e.last()
    expected = np.zeros_like(fresh)
    if raw.engine_state.current_player() == raw._seat[e.agent_selection]:
        expected[raw.universe.ids(raw.engine_state.legal_actions())] = 1
    np.testing.assert_array_equal(first["action_mask"], expected)


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(ONE_PER_GAME))
def test_the_info_mask_serves_a_policy_that_reads_no_observation(
    name: str, num_players: int, options: dict[str, Any]
) -> None:
    """The agent to act finds its mask in its info (the observation's own array); through
    ``last(observe=False)`` a random policy plays the same game as through ``last()``."""
    played: list[list[int]] = []
    for observe in (True, False):
        e = env(name, num_players, **options)
        e.reset(seed=6)
        rng = np.random.default_rng(6)
        ids: list[int] = []
        for agent in e.agent_iter():
            obs, _, terminated, truncated, info = e.last(observe=observe)
            if terminated or truncated:
                assert "action_mask" not in info
                e.step(None)
                continue
            mask = info["action_mask"]
            if observe:
                assert mask is obs["action_mask"]
            else:
                assert obs is None
                np.testing.assert_array_equal(mask, e.observe(agent)["action_mask"])
            for other in e.agents:
                if other != agent:
                    assert "action_mask" not in e.infos[other]
            assert not mask.flags.writeable  # shared: nobody may change it
            ids.append(int(rng.choice(np.flatnonzero(mask))))
            e.step(ids[-1])
            if len(ids) == 300:
                break
        played.append(ids)
    assert played[0] == played[1]


@pytest.mark.parametrize("name", games())
def test_the_order_checks_are_pettingzoos(name: str, caplog: pytest.LogCaptureFixture) -> None:
    """No step, observation or iteration before ``reset``; a step after the game warns."""
    e = env(name, table(name, 3))
    for call in (lambda: e.step(0), e.last, lambda: e.observe("player_0"), e.agent_iter):
        with pytest.raises(AssertionError, match="reset"):
            call()
    with pytest.raises(AttributeError):
        e.agent_selection  # noqa: B018
    e.reset(seed=0)
    iterator = iter(e.agent_iter())
    next(iterator)
    with pytest.raises(AssertionError, match="step"):
        next(iterator)  # the agent did not act
    e.step(int(np.flatnonzero(e.infos[e.agent_selection]["action_mask"])[0]))
    for agent in iterator:
        mask = e.infos[agent].get("action_mask")
        e.step(None if mask is None else int(np.flatnonzero(mask)[0]))
    assert e.agents == []
    e.step(None)
    assert "called after all agents are terminated" in caplog.text


@pytest.mark.parametrize("name", games())
def test_seeds_give_the_engines_games(name: str) -> None:
    e = env(name, table(name, 2))
    e.reset(seed=9)
    first = e.unwrapped.engine_state.to_json()
    e.reset()
    assert e.unwrapped.engine_state.to_json() != first  # without a seed: the next one
    e.reset(seed=9)
    assert e.unwrapped.engine_state.to_json() == first
    assert e.unwrapped.engine_state.to_json() == e.unwrapped.game.new_initial_state(9).to_json()


@pytest.mark.parametrize("name", games())
def test_render_modes(name: str) -> None:
    e = env(name, table(name, 3), render_mode="ansi")
    e.reset(seed=2)
    first = e.render()
    assert first.endswith(str(e.unwrapped.engine_state))  # the narration, then the table
    obs, *_ = e.last()
    e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    narration = e.render()
    assert narration.splitlines()[0] != first.splitlines()[0]  # only what happened since
    figure = env(name, table(name, 2), render_mode="plotly")  # the score figure: quick to draw
    figure.reset(seed=2)
    assert len(figure.render().data) > 0
    with pytest.raises(ValueError, match="render_mode"):
        env(name, table(name, 3), render_mode="human")
