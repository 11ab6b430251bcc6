"""How the widgets name the table: status words, seats, levels and the final line."""

from __future__ import annotations

from types import SimpleNamespace

import tabletop_lib
from tabletop_lib.core.agents import GreedyAgent, RandomAgent
from tabletop_lib.core.game import State
from tabletop_lib.core.words import register_labels
from tabletop_lib.widgets.players import final_scores, level_words, seat_name, to_play


def fake_state(phase: str, progress: dict[str, int]) -> SimpleNamespace:
    game = SimpleNamespace(name="status-test", milestones=("trick", "round"))
    return SimpleNamespace(game=game, phase=lambda: phase, progress=lambda: progress)


def test_status_words_name_the_milestones_coarsest_first_then_a_labelled_phase() -> None:
    state = fake_state("tricks", {"step": 30, "trick": 3, "round": 2})
    assert State.status_words(state) == "Round 2, trick 3"  # type: ignore[arg-type]
    register_labels("status-test", "phase", {"tricks": "playing the trick"})
    assert State.status_words(state) == "Round 2, trick 3, playing the trick"  # type: ignore[arg-type]
    assert State.status_words(fake_state("setup", {"step": 0})) == "Setting up"  # type: ignore[arg-type]


def test_status_words_of_each_game_hold_its_counters_and_no_step() -> None:
    for name in ("brian_boru", "merlin", "paladins"):
        game = tabletop_lib.load_game(name, num_players=3)
        state = game.new_initial_state(1)
        words = state.status_words()
        progress = state.progress()
        # A game that says its status itself (Paladins: "Round 2 of 7 · taking actions")
        # chooses its counters; the default names every milestone.
        own = type(state).status_words is not State.status_words
        for goal in () if own else game.milestones:
            if goal in progress:
                assert f"{goal} {progress[goal]}".lower() in words.lower(), (name, words)
        assert "step" not in words.lower()


def test_seats_levels_and_the_final_line() -> None:
    names = ("Red", "Blue", "Green")
    assert seat_name(names, 1, you=1) == "You" and seat_name(names, 0, you=1) == "Red"
    assert to_play(names, 1, you=1) == "Your turn"
    assert to_play(names, 2, you=1, agent="heuristic") == "Green (a careful player) to play"
    assert (
        level_words(RandomAgent()) == "a beginner"
        and level_words(GreedyAgent()) == "a hasty player"
    )
    assert level_words("ismcts:simulations=50") == "a strong player"
    assert level_words(SimpleNamespace(level="a cunning player")) == "a cunning player"
    assert level_words(object()) == "a computer player"
    assert final_scores(names, [30, 34, 20], you=None) == (
        "Game over: Blue wins with 34 points (Red 30, Green 20)"
    )
    assert final_scores(names, [34, 34, 20], you=0) == (
        "Game over: You and Blue win with 34 points (Green 20)"
    )
