"""How the widgets name the table: status words, seats, levels and the final line."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from registered import case, having

import tabletop_lib
from tabletop_lib.core.agents import GreedyAgent, RandomAgent
from tabletop_lib.core.game import State
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.words import register_labels
from tabletop_lib.widgets.players import (
    as_you,
    final_scores,
    level_words,
    seat_name,
    second_person,
    to_play,
)


def fake_state(phase: str, progress: dict[str, int]) -> SimpleNamespace:
    game = SimpleNamespace(name="status-test", milestones=("trick", "round"))
    return SimpleNamespace(game=game, phase=lambda: phase, progress=lambda: progress)


def test_status_words_name_the_milestones_coarsest_first_then_a_labelled_phase() -> None:
    state = fake_state("tricks", {"step": 30, "trick": 3, "round": 2})
    assert State.status_words(state) == "Round 2, trick 3"  # type: ignore[arg-type]
    register_labels("status-test", "phase", {"tricks": "playing the trick"})
    assert State.status_words(state) == "Round 2, trick 3, playing the trick"  # type: ignore[arg-type]
    assert State.status_words(fake_state("setup", {"step": 0})) == "Setting up"  # type: ignore[arg-type]


@pytest.mark.parametrize("name", having("LAST_ROUND"))
def test_status_words_read_as_players_count(name: str) -> None:
    """Over a whole seeded game: no step, no counter at 0, no engine word; rounds counted
    "of" their number, Brian Boru's tricks and Merlin's turns within the round ("trick 4 of
    7", "turn 2 of 4")."""
    options = case(name, "STATUS_OPTIONS", {})
    game = tabletop_lib.load_game(name, num_players=3, **options)
    match = tabletop_lib.Match(game, 1)
    agent = RandomAgent(seed=1)
    seen: list[str] = []
    while True:
        words = match.state.status_words()
        if not seen or seen[-1] != words:
            seen.append(words)
        if match.state.is_terminal():
            break
        match.apply(agent.choose(match.state))
    for words in seen:
        assert "step" not in words.lower() and not engine_words(words), (name, words)
        assert not re.search(r"\b(round|trick|turn) 0\b", words.lower()), (name, words)
    counted = [m for w in seen for m in re.findall(r"(trick|turn|Round) (\d+) of (\d+)", w)]
    assert counted and all(1 <= int(k) <= int(n) for _, k, n in counted), seen
    assert any(w.startswith(case(name, "LAST_ROUND")) for w in seen), seen[-5:]


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


@pytest.mark.parametrize(
    ("narrated", "said"),
    [
        (
            "Red takes a die of their colour, showing 1.",
            "You take a die of your colour, showing 1.",
        ),
        ("Red is done.", "You are done."),
        ("Red has no town left.", "You have no town left."),
        ("Red carries the Grail.", "You carry the Grail."),
        ("Red passes.", "You pass."),
        ("Red's knight moves on.", "Your knight moves on."),
        ("Blue takes Red's town.", "Blue takes Red's town."),
        ("Redwood is a town.", "Redwood is a town."),
        # verbs joined to the first are said to the learner too, nouns in a list are not
        ("Red pays 2 coins and expands to Cork.", "You pay 2 coins and expand to Cork."),
        (
            "Red is tied for the most raiders: scores a point and returns one raider.",
            "You are tied for the most raiders: score a point and return one raider.",
        ),
        (
            "Red leads with 3 raiders: gains a renown, scores 3 points and returns every raider.",
            "You lead with 3 raiders: gain a renown, score 3 points and return every raider.",
        ),
        (
            "Red scores 4 for shields, flags and materials left.",
            "You score 4 for shields, flags and materials left.",
        ),
        (
            "Red marries Brigid and Blue takes the Princess.",
            "You marry Brigid and Blue takes the Princess.",
        ),
    ],
)
def test_the_learners_own_moves_are_told_to_them(narrated: str, said: str) -> None:
    assert as_you(narrated, "Red") == said


def test_second_person_verbs() -> None:
    assert [second_person(v) for v in ("wins", "catches", "does", "goes", "kiss")] == [
        "win", "catch", "do", "go", "kiss",
    ]  # fmt: skip
