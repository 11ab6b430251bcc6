"""Agents by name: specs with parameters, in the library, the core and the command line."""

from __future__ import annotations

from typing import Any

import pytest
from registered import games, having, table

from tabletop_lib import load_game
from tabletop_lib.__main__ import main
from tabletop_lib.agents import (
    HeuristicAgent,
    ISMCTSAgent,
    agent_kinds,
    make_agent,
    margin_values,
    outcome_values,
    parse_agent_spec,
    valuation,
)
from tabletop_lib.core import agents as core_agents
from tabletop_lib.core.agents import RandomAgent, play
from tabletop_lib.core.game import State


def test_a_spec_carries_typed_parameters() -> None:
    kind, params = parse_agent_spec("ismcts:simulations=50, exploration=0.5,rollout=heuristic")
    assert kind == "ismcts"
    assert params == {"simulations": 50, "exploration": 0.5, "rollout": "heuristic"}


def test_make_agent_builds_ismcts_with_parameters() -> None:
    agent = make_agent("ismcts", seed=3, simulations=17, depth=5)
    assert isinstance(agent, ISMCTSAgent)
    assert (agent.simulations, agent.depth) == (17, 5)
    written = make_agent("ismcts:simulations=9")
    assert isinstance(written, ISMCTSAgent) and written.simulations == 9


def test_the_core_make_agent_answers_every_name() -> None:
    assert isinstance(core_agents.make_agent("heuristic", 1), HeuristicAgent)
    agent = core_agents.make_agent("ismcts", seed=1, simulations=12)
    assert isinstance(agent, ISMCTSAgent) and agent.simulations == 12
    assert isinstance(core_agents.make_agent("random", 1), RandomAgent)
    assert set(core_agents.agent_names()) == set(agent_kinds())


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("clever", "the agents are: random, greedy, heuristic, ismcts"),
        ("ismcts:speed=3", "no parameter 'speed'"),
        ("ismcts:simulations", "expected KEY=VALUE"),
        ("random:simulations=3", "no parameter 'simulations'"),
    ],
)
def test_bad_specs_say_what_is_wrong(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make_agent(spec)
    with pytest.raises(ValueError, match=message):
        core_agents.check_agent(spec)


@pytest.mark.parametrize("name", games())
def test_the_command_line_plays_with_an_ismcts_seat(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    players = table(name, 2)
    agents = ["ismcts:simulations=3,depth=4"] + ["random"] * (players - 1)
    status = main(["play", name, "--players", str(players), "--agents", *agents])
    out = capsys.readouterr().out
    assert status == 0
    assert "a strong player" in out
    assert "Winner" in out or "winners" in out.lower()


@pytest.mark.parametrize("name", games())
def test_the_command_line_refuses_an_unknown_parameter(
    name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", name, "--agents", "ismcts:budget=3"]) == 2
    assert "no parameter 'budget'" in capsys.readouterr().err


def test_margins_favour_the_leader_and_are_level_when_tied() -> None:
    leader, second, last = margin_values([20, 12, 3])
    assert leader > 0.5 > second > last
    assert margin_values([7, 7, 7]) == [0.5, 0.5, 0.5]


@pytest.mark.parametrize("name", games())
def test_a_finished_game_values_the_winner_above_everyone(name: str) -> None:
    final = play(load_game(name, num_players=table(name)), seed=2)
    values = outcome_values(final, final.scores())
    for winner in final.winners():
        assert values[winner] == max(values)
        assert values[winner] >= 0.5
    assert all(0.0 <= v <= 1.0 for v in values)


@pytest.mark.parametrize("name", games())
def test_the_heuristic_agent_plays_legal_reproducible_games(name: str) -> None:
    game = load_game(name, num_players=table(name))
    first, again = (
        play(
            game,
            [HeuristicAgent(1), *(RandomAgent(1 + p) for p in range(1, game.num_players))],
            seed=4,
        )
        for _ in range(2)
    )
    assert first.to_json() == again.to_json()
    values = valuation(name)(first)
    assert len(values) == game.num_players


@pytest.mark.parametrize("name", having("VALUATION_COUNTS_UNSCORED"))
def test_the_valuation_counts_points_not_yet_scored(name: str) -> None:
    """Mid-game, the valuation adds the points the position would score now to the track's."""
    state: State[Any] = load_game(name, num_players=3).new_initial_state(5)
    mover = RandomAgent(5)
    for _ in range(150):
        state.apply_action(mover.choose(state))
    values = valuation(name)(state)
    assert any(v != s for v, s in zip(values, state.scores(), strict=True))


@pytest.mark.parametrize("name", games())
def test_a_study_takes_agent_specs_and_replays_row_for_row(name: str) -> None:
    from tabletop_lib.analysis import simulate

    spec = "ismcts:simulations=3,depth=4"
    kinds = [spec, "heuristic"]
    players = table(name, 2)
    kinds += ["random"] * (players - 2)
    first = simulate(name, players, kinds, n_games=2, seed=3, progress=False)
    again = simulate(name, players, kinds, n_games=2, seed=3, progress=False)
    assert {spec, "heuristic"} <= set(first["agent"])
    assert first.equals(again)
    with pytest.raises(ValueError, match="no parameter 'budget'"):
        refused = ["ismcts:budget=3"] + ["random"] * (players - 1)
        simulate(name, players, refused, n_games=1, progress=False)
