"""A game from outside the package works with every generic layer, with no edit outside its
folder: Nim (``tests/outside_game/nim_game/``) registers through the entry-point API, then
passes the conformance kit and plays through load_game, Match, simulate, the heuristic and
IS-MCTS agents, the OpenSpiel and PettingZoo adapters, the tensors, the stepper, the rule book
and the tutor's model.
"""

from __future__ import annotations

import importlib.metadata
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import list_games, load_entry_point, unregister_game

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "conformance"))
import conformance_kit as kit
from nim_game import NAME, Take
from nim_game.game import HEAP_NAMES

PLAYOUTS = 30


@pytest.fixture(scope="module", autouse=True)
def registered() -> Iterator[None]:
    """Nim registered as an installed package's entry point registers it, removed after."""
    entry = importlib.metadata.EntryPoint(
        name=NAME, value="nim_game:game_info", group="tabletop_lib.games"
    )
    load_entry_point(entry)
    yield
    unregister_game(NAME)


def _playouts(num_players: int) -> tuple[kit.Playout, ...]:
    game = tabletop_lib.load_game(NAME, num_players=num_players)
    return tuple(
        kit.Playout(NAME, num_players, seed, tuple(kit.random_playout(game, seed)[1]))
        for seed in range(PLAYOUTS)
    )


def test_the_registry_lists_it_with_its_declared_faces() -> None:
    assert NAME in list_games()
    assert faces_of(NAME).valuation == "nim_game.heuristic:value"
    assert faces_of(NAME).figure == ""  # the default face


@pytest.mark.parametrize("num_players", [2, 3, 4])
@pytest.mark.parametrize("check", sorted(kit.CHECKS))
def test_it_passes_the_conformance_kit(check: str, num_players: int) -> None:
    kit.CHECKS[check](_playouts(num_players))


@pytest.mark.parametrize("num_players", [2, 4])
def test_its_declared_invariants_hold(num_players: int) -> None:
    violations = kit.invariant_violations(_playouts(num_players))
    assert set(violations) == {"heaps-in-range", "tokens-conserved"}  # its hooks were found
    assert all(v is None for v in violations.values()), violations


def test_illegal_takes_raise_and_change_nothing() -> None:
    state = tabletop_lib.load_game(NAME, num_players=2, max_take=2).new_initial_state(3)
    before = state.to_json()
    with pytest.raises(tabletop_lib.IllegalActionError) as raised:
        state.apply_action(Take("A", 3))
    assert raised.value.rule == "NIM.take.limit"
    assert state.to_json() == before
    assert Take("A", 3) not in state.legal_actions()


def test_a_match_saves_and_loads(tmp_path: Path) -> None:
    game = tabletop_lib.load_game(NAME, num_players=3, max_take=2)
    match = tabletop_lib.Match(game, seed=5)
    for _ in range(4):
        match.apply(match.state.legal_actions()[-1])
    path = tmp_path / "nim.match"
    match.save(path)
    loaded = tabletop_lib.Match.load(path)
    assert loaded.state.to_json() == match.state.to_json()
    assert loaded.state.game.options == {"max_take": 2}


def test_simulate_plays_it() -> None:
    from tabletop_lib.analysis import simulate

    study = simulate(NAME, 2, ["random", "heuristic"], n_games=6, seed=1, progress=False)
    assert len(study) == 12
    assert study.groupby("game_index")["score"].sum().eq(1).all()  # one winner a game
    # its study_extras face: between them the seats took every token of the game's heaps
    game = tabletop_lib.load_game(NAME, num_players=2)
    for seed, rows in study.groupby("game_seed"):
        assert rows["tokens_taken"].sum() == sum(game.new_initial_state(int(seed)).heaps)


def test_the_narration_studies_and_tutor_picker_take_it_by_default() -> None:
    """A game that declares no story, strong study, corpus or tutor switches is told as one
    section, shown in the tutor's coverage and picker, and left out of the strong study."""
    pytest.importorskip("ipywidgets")
    from tabletop_lib.analysis.narrate import narration, sections
    from tabletop_lib.analysis.strong_study import study_games, study_players
    from tabletop_lib.widgets.tutor_coverage import coverage_cases
    from tabletop_lib.widgets.tutor_picker import Tutors

    final = tabletop_lib.play(tabletop_lib.load_game(NAME, num_players=2), seed=4)
    assert [s.title for s in sections(NAME, final.events())] == ["Game"]
    assert narration(final, verbose=False)[0] == "== Game =="
    assert (NAME, {}) in coverage_cases()
    assert NAME not in study_games()
    with pytest.raises(ValueError, match="no strong study"):
        study_players(NAME)
    tutors = Tutors(NAME, seed=2, opponents="random")
    assert tutors.tutor.model.game.name == NAME
    assert tutors.modules.options == () and tutors.modules.layout.display == "none"


def _nim_sum_zero_after(state: Any, action: Take) -> bool:
    after = state.child(action)
    heaps: list[int] = after.heaps
    return heaps[0] ^ heaps[1] ^ heaps[2] == 0


def test_the_heuristic_agent_uses_the_declared_valuation() -> None:
    from tabletop_lib.agents.heuristic import HeuristicAgent

    game = tabletop_lib.load_game(NAME, num_players=2)
    for seed in range(20):
        state = game.new_initial_state(seed)
        winning = [a for a in state.legal_actions() if _nim_sum_zero_after(state, a)]
        if winning:  # Bouton: a move to nim-sum zero exists; the valuation finds it
            assert _nim_sum_zero_after(state, HeuristicAgent(seed).choose(state))


def test_ismcts_plays_with_the_default_evaluation() -> None:
    from tabletop_lib.agents.ismcts import ISMCTSAgent

    state = tabletop_lib.load_game(NAME, num_players=3).new_initial_state(2)
    while not state.is_terminal():
        state.apply_action(ISMCTSAgent(seed=1, simulations=20).choose(state))
    assert len(state.winners()) == 1


def test_openspiel_plays_it() -> None:
    pytest.importorskip("pyspiel")
    from tabletop_lib.interop.openspiel import load_game

    game = load_game(NAME, num_players=2, max_take=3)
    state = game.new_initial_state()
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert sorted(state.returns()) == [0.0, 1.0]
    assert game.max_game_length() == 50


def test_pettingzoo_plays_it() -> None:
    pytest.importorskip("pettingzoo")
    from tabletop_lib.interop.pettingzoo import env

    environment = env(NAME, num_players=2)
    environment.reset(seed=4)
    rewards = {a: 0.0 for a in environment.possible_agents}
    for agent in environment.agent_iter():
        _, reward, done, truncated, info = environment.last()
        rewards[agent] += reward
        action = None if done or truncated else int(info["action_mask"].nonzero()[0][0])
        environment.step(action)
    assert sorted(rewards.values()) == [0.0, 1.0]


def test_the_tensor_reads_the_heaps() -> None:
    pytest.importorskip("numpy")
    from tabletop_lib.interop.direct import direct_encoder_for
    from tabletop_lib.interop.tensor import encoder_for

    game = tabletop_lib.load_game(NAME, num_players=2)
    state = game.new_initial_state(7)
    encoder = encoder_for(game)
    offsets = {f["field"]: f["offset"] for f in encoder.describe()}
    tensor = direct_encoder_for(game).encode(state, 1)
    assert tensor[offsets["observer"] + 1] == 1.0
    counters = tensor[offsets["counters"] :]
    assert [float(h) for h in state.heaps] == list(counters[: len(HEAP_NAMES)])


def test_the_stepper_rule_book_and_tutor_model_take_it() -> None:
    pytest.importorskip("ipywidgets")
    from tabletop_lib.viz import figure_for
    from tabletop_lib.widgets.rulebook import RuleBook
    from tabletop_lib.widgets.stepper import GameStepper
    from tabletop_lib.widgets.tutor_model import TutorModel

    game = tabletop_lib.load_game(NAME, num_players=2)
    stepper = GameStepper(game, seed=3)
    stepper.apply(stepper.match.state.legal_actions()[0])
    assert stepper.match.step == 1
    # the generic score figure, titled in the game's words (the second seat, Blue, to play)
    assert "Blue to play" in str(figure_for(stepper.match.state).layout.title.text)
    book = RuleBook(NAME)
    assert book.matching("last token") == ["NIM.end"]
    model = TutorModel(NAME, num_players=2, seat=0, seed=1, opponents="random")
    assert model.game.name == NAME
    assert model.state.legal_actions() == game.new_initial_state(1).legal_actions()


def test_the_command_line_lists_explains_and_plays_it(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop_lib.__main__ import main

    assert main(["list"]) == 0
    assert "Nim" in capsys.readouterr().out
    assert main(["rules", NAME, "--text"]) == 0
    assert "Whoever takes the last token wins." in capsys.readouterr().out
    assert main(["play", NAME, "--players", "3", "--seed", "2"]) == 0
    played = capsys.readouterr().out
    assert "took the last token and wins" in played
    assert "take_" not in played and "NIM." not in played  # the game's words only
