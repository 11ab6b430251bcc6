"""play(), the agents and explain()."""

from __future__ import annotations

from typing import Any

import pytest

import tabletop_lib
from tabletop_lib import RandomAgent, explain, load_game, play, rule
from tabletop_lib.core import GreedyAgent, State, make_agent

GAME = load_game("brian_boru", num_players=3)


def test_play_returns_a_finished_game() -> None:
    final = play(GAME, seed=4)
    assert final.is_terminal()
    assert final.winners()


def test_play_is_deterministic_for_a_seed() -> None:
    assert play(GAME, seed=4).to_json() == play(GAME, seed=4).to_json()
    assert play(GAME, seed=4).history() != play(GAME, seed=5).history()


def test_play_calls_on_step_before_each_action() -> None:
    seen: list[tuple[int, Any]] = []

    def on_step(state: State[Any], action: Any) -> None:
        assert action in state.legal_actions()
        seen.append((len(state.history()), action))

    final = play(GAME, seed=6, on_step=on_step)
    assert [step for step, _ in seen] == list(range(len(seen)))
    assert [action for _, action in seen] == final.history()


def test_play_needs_one_agent_per_seat() -> None:
    with pytest.raises(ValueError, match="3 agents"):
        play(GAME, agents=[RandomAgent(1), RandomAgent(2)], seed=1)


def test_play_with_given_agents_is_deterministic() -> None:
    def agents() -> list[Any]:
        return [RandomAgent(10), GreedyAgent(11), RandomAgent(12)]

    assert play(GAME, agents(), seed=2).to_json() == play(GAME, agents(), seed=2).to_json()


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_agents_choose_legal_actions_reproducibly(kind: str) -> None:
    first, second = make_agent(kind, 3), make_agent(kind, 3)
    state = GAME.new_initial_state(seed=9)
    choices: list[Any] = []
    while not state.is_terminal() and len(choices) < 120:
        action = first.choose(state)
        assert action in state.legal_actions()
        assert second.choose(state) == action
        choices.append(action)
        state.apply_action(action)
    assert len(set(map(str, choices))) > 10


def test_random_agents_with_other_seeds_choose_differently() -> None:
    state = GAME.new_initial_state(seed=9)
    picks = {str(RandomAgent(seed).choose(state)) for seed in range(20)}
    assert len(picks) > 1


def test_unknown_agent_kind_lists_the_kinds() -> None:
    with pytest.raises(ValueError, match="random"):
        make_agent("clever")


def test_explain_a_legal_action() -> None:
    state = GAME.new_initial_state(seed=1)
    action = state.legal_actions()[0]
    why = explain(state, action)
    assert why.legal
    assert why.action == str(action)
    assert why.rule == state.check_action(action).rule
    assert why.citation == rule(why.rule).citation
    assert rule(why.rule).text in why.text
    assert str(why).startswith(f"{action}: legal.")
    assert state.explain(action) == why


def test_explain_an_illegal_action() -> None:
    state = GAME.new_initial_state(seed=1)
    before = state.to_json()
    action = state.parse_action("pick 3")
    why = explain(state, action)
    assert not why.legal
    assert why.rule == "BB.turn.pending-decision"
    assert why.citation == rule(why.rule).citation
    assert "illegal" in str(why)
    with pytest.raises(tabletop_lib.IllegalActionError) as caught:
        state.apply_action(action)
    assert caught.value.rule == why.rule
    assert state.to_json() == before


def test_explain_text_that_is_no_action() -> None:
    state = GAME.new_initial_state(seed=1)
    why = explain(state, "fly-to the-moon")
    assert not why.legal
    assert why.rule == "core.action-text"
    assert explain(state, str(state.legal_actions()[0])).legal
