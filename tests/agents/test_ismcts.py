"""IS-MCTS: reproducible, within its budget, legal, blind to hidden cards, stronger than random."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.agents import ISMCTSAgent
from tabletop_lib.agents.ismcts import random_policy, random_rollout
from tabletop_lib.core.agents import RandomAgent, play
from tabletop_lib.core.game import State
from tabletop_lib.core.registry import game_info, list_games
from tabletop_lib.core.rng import Rng

GAMES = tuple(list_games())
"""Every registered game."""
SIMULATIONS = 24
"""Small budgets: the tests are about behaviour, the strength figures are in the benchmark."""


def _decision(name: str, seed: int, steps: int = 40) -> State[Any]:
    """A state reached by random play where the player to move has a real choice."""
    counts = game_info(name).player_counts
    players = 4 if 4 in counts else counts[-1]
    state: State[Any] = load_game(name, num_players=players).new_initial_state(seed)
    mover = RandomAgent(seed)
    for _ in range(steps):
        state.apply_action(mover.choose(state))
    while len(state.legal_actions()) < 2:
        state.apply_action(mover.choose(state))
    return state


@pytest.mark.parametrize("name", GAMES)
def test_the_same_seed_and_budget_give_the_same_search(name: str) -> None:
    state = _decision(name, 3)
    first, second = (
        ISMCTSAgent(seed=7, simulations=SIMULATIONS),
        ISMCTSAgent(seed=7, simulations=SIMULATIONS),
    )
    assert first.choose(state) == second.choose(state)
    assert first.thinking == second.thinking
    assert first.thinking is not None


@pytest.mark.parametrize("name", GAMES)
def test_the_simulation_budget_is_spent_exactly(name: str) -> None:
    state = _decision(name, 4)
    before = state.to_json()
    agent = ISMCTSAgent(seed=1, simulations=SIMULATIONS)
    root = agent.search(state)
    assert agent.thinking is not None
    assert agent.thinking.simulations == SIMULATIONS
    # Every simulation passes through exactly one of the root's actions.
    assert sum(child.visits for child in root.children.values()) == SIMULATIONS
    assert set(root.children) <= set(state.legal_actions())
    assert state.to_json() == before, "the search changed the state it was given"


@pytest.mark.parametrize("name", GAMES)
def test_a_time_budget_stops_the_search(name: str) -> None:
    state = _decision(name, 5)
    agent = ISMCTSAgent(seed=1, simulations=1, seconds=0.02)
    agent.choose(state)
    assert agent.thinking is not None
    assert agent.thinking.simulations >= 1
    assert sum(a.visits for a in agent.thinking.actions) == agent.thinking.simulations


@pytest.mark.parametrize("name", GAMES)
def test_the_agent_plays_only_legal_actions(name: str) -> None:
    state = _decision(name, 6, steps=0)
    agent = ISMCTSAgent(seed=2, simulations=8, depth=10)
    for _ in range(30):
        if state.is_terminal():
            break
        action = agent.choose(state)
        assert action in state.legal_actions()
        state.apply_action(action)  # checked: an illegal choice would raise


@pytest.mark.parametrize("name", GAMES)
def test_the_choice_does_not_depend_on_the_opponents_hidden_cards(name: str) -> None:
    """The same view with other hidden cards (a redeal of what the mover cannot see) gives
    the same search, so the agent reads nothing but its own observation."""
    for seed in (8, 9):
        state = _decision(name, seed)
        me = state.current_player()
        twin = state.resample(me, seed + 1000)
        assert twin.observation(me) == state.observation(me)
        assert twin.to_json() != state.to_json(), "the redeal changed nothing hidden"
        on_state = ISMCTSAgent(seed=5, simulations=SIMULATIONS)
        on_twin = ISMCTSAgent(seed=5, simulations=SIMULATIONS)
        assert on_state.choose(state) == on_twin.choose(twin)
        assert on_state.thinking == on_twin.thinking


@pytest.mark.parametrize("name", GAMES)
def test_the_thinking_ranks_the_root_actions_by_visits(name: str) -> None:
    state = _decision(name, 10)
    agent = ISMCTSAgent(seed=3, simulations=40)
    chosen = agent.choose(state)
    assert agent.thinking is not None
    visits = [a.visits for a in agent.thinking.actions]
    assert visits == sorted(visits, reverse=True)
    assert agent.thinking.actions[0].action == chosen
    assert all(0.0 <= a.value <= 1.0 for a in agent.thinking.actions)
    assert all(a.available >= 1 for a in agent.thinking.actions)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"simulations": 0}, "simulations"),
        ({"rollout": "clever"}, "rollout"),
        ({"depth": -1}, "depth"),
        ({"evaluation": "luck"}, "evaluation"),
    ],
)
def test_bad_parameters_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ISMCTSAgent(**options)


@pytest.mark.soak
@pytest.mark.parametrize("name", GAMES)
def test_ismcts_at_200_simulations_beats_random_players(name: str) -> None:
    game = load_game(name, num_players=4)
    wins = 0
    for seed in range(12):
        seat = seed % 4
        agents: list[Any] = [RandomAgent(seed * 10 + i) for i in range(4)]
        agents[seat] = ISMCTSAgent(seed=seed, simulations=200)
        wins += seat in play(game, agents, seed=seed).winners()
    assert wins >= 10, f"{name}: IS-MCTS won {wins} of 12 games against random players"


@pytest.mark.parametrize(
    "options",
    [
        {"rollout": "heuristic", "depth": 6},
        {"evaluation": "margin", "depth": 0},
        {"evaluation": "heuristic", "depth": 1},
    ],
)
@pytest.mark.parametrize("name", GAMES)
def test_every_rollout_and_evaluation_searches_reproducibly(
    name: str, options: dict[str, Any]
) -> None:
    state = _decision(name, 11)
    first = ISMCTSAgent(seed=4, simulations=12, **options)
    second = ISMCTSAgent(seed=4, simulations=12, **options)
    assert first.choose(state) == second.choose(state)
    assert first.thinking == second.thinking
    assert first.thinking is not None and first.thinking.simulations == 12


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("limit", [-1, 7])
def test_the_written_out_random_rollout_plays_random_policys_game(name: str, limit: int) -> None:
    """The rollout's inlined draws are ``random_policy``'s: the same actions, the same end
    state, and the generator left in the same place."""
    start = _decision(name, 8)
    fast, slow = start.clone(), start.clone()
    fast_rng, slow_rng = Rng(11), Rng(11)
    random_rollout(fast, fast_rng, limit)
    steps = 0
    while steps != limit and not slow.is_terminal():
        slow.apply_action(random_policy(slow, slow_rng), check=False)
        steps += 1
    assert fast.history() == slow.history()
    assert fast.to_json() == slow.to_json()
    assert fast_rng.state == slow_rng.state
    assert fast.is_terminal() if limit < 0 else len(fast.history()) == len(start.history()) + 7
