"""play(), the agents and explain(), on every registered game."""

from __future__ import annotations

from typing import Any

import pytest
from registered import case, games, having, table

import tabletop_lib
from tabletop_lib import RandomAgent, explain, load_game, play, rule
from tabletop_lib.core import GreedyAgent, State, make_agent
from tabletop_lib.core.game import Game


@pytest.fixture(scope="module", params=games())
def game(request: pytest.FixtureRequest) -> Game[Any, Any]:
    """The game at three players, or the count nearest it."""
    return load_game(request.param, num_players=table(request.param))


def test_play_returns_a_finished_game(game: Game[Any, Any]) -> None:
    final = play(game, seed=4)
    assert final.is_terminal()
    assert final.winners()


def test_play_is_deterministic_for_a_seed(game: Game[Any, Any]) -> None:
    assert play(game, seed=4).to_json() == play(game, seed=4).to_json()
    assert play(game, seed=4).history() != play(game, seed=5).history()


def test_play_calls_on_step_before_each_action(game: Game[Any, Any]) -> None:
    seen: list[tuple[int, Any]] = []

    def on_step(state: State[Any], action: Any) -> None:
        assert action in state.legal_actions()
        seen.append((len(state.history()), action))

    final = play(game, seed=6, on_step=on_step)
    assert [step for step, _ in seen] == list(range(len(seen)))
    assert [action for _, action in seen] == final.history()


def test_play_needs_one_agent_per_seat(game: Game[Any, Any]) -> None:
    too_few = [RandomAgent(seat) for seat in range(game.num_players - 1)]
    with pytest.raises(ValueError, match=f"{game.num_players} agents"):
        play(game, agents=too_few, seed=1)


def test_play_with_given_agents_is_deterministic(game: Game[Any, Any]) -> None:
    def agents() -> list[Any]:
        kinds = (RandomAgent, GreedyAgent)
        return [kinds[seat % 2](10 + seat) for seat in range(game.num_players)]

    assert play(game, agents(), seed=2).to_json() == play(game, agents(), seed=2).to_json()


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_agents_choose_legal_actions_reproducibly(game: Game[Any, Any], kind: str) -> None:
    first, second = make_agent(kind, 3), make_agent(kind, 3)
    state = game.new_initial_state(seed=9)
    choices: list[Any] = []
    while not state.is_terminal() and len(choices) < 120:
        action = first.choose(state)
        assert action in state.legal_actions()
        assert second.choose(state) == action
        choices.append(action)
        state.apply_action(action)
    assert len(set(map(str, choices))) > 10


def test_random_agents_with_other_seeds_choose_differently(game: Game[Any, Any]) -> None:
    state = game.new_initial_state(seed=9)
    picks = {str(RandomAgent(seed).choose(state)) for seed in range(20)}
    assert len(picks) > 1


def test_unknown_agent_kind_lists_the_kinds() -> None:
    with pytest.raises(ValueError, match="random"):
        make_agent("clever")


def test_explain_a_legal_action(game: Game[Any, Any]) -> None:
    state = game.new_initial_state(seed=1)
    action = state.legal_actions()[0]
    why = explain(state, action)
    assert why.legal
    assert why.action == str(action)
    assert why.rule == state.check_action(action).rule
    assert why.citation == rule(why.rule).citation
    assert rule(why.rule).text in why.text
    assert str(why).startswith(f"{action}: legal.")
    assert state.explain(action) == why


@pytest.mark.parametrize("name", having("REFUSED_ACTION"))
def test_explain_an_illegal_action(name: str) -> None:
    """The game's refused opening action (its ``cases.py``) is explained as illegal, citing the
    rule ``apply_action`` raises with, and changes nothing."""
    state = load_game(name, num_players=table(name)).new_initial_state(seed=3)
    before = state.to_json()
    action = state.parse_action(case(name, "REFUSED_ACTION"))
    why = explain(state, action)
    assert not why.legal
    assert why.rule.startswith(case(name, "RULE_PREFIX"))
    assert why.citation == rule(why.rule).citation
    assert "illegal" in str(why)
    with pytest.raises(tabletop_lib.IllegalActionError) as caught:
        state.apply_action(action)
    assert caught.value.rule == why.rule
    assert state.to_json() == before


def test_explain_text_that_is_no_action(game: Game[Any, Any]) -> None:
    state = game.new_initial_state(seed=1)
    why = explain(state, "fly-to the-moon")
    assert not why.legal
    assert why.rule == "core.action-text"
    assert explain(state, str(state.legal_actions()[0])).legal
