"""OutcomeQuiz and LegalityQuiz on Brian Boru situations: the last card of a trick, the second
starting town."""

from __future__ import annotations

import html
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.plain import visible_text
from tabletop_lib.games.brian_boru import situations
from tabletop_lib.games.brian_boru.data import WHITE
from tabletop_lib.games.brian_boru.state import BrianBoruState
from tabletop_lib.widgets import LegalityQuiz, OutcomeQuiz, Quiz


def answer(quiz: Quiz, value: Any) -> str:
    quiz.choice.value = value
    quiz.check_button.click()
    return str(quiz.feedback.value)


# -- OutcomeQuiz -----------------------------------------------------------------------------
@pytest.fixture
def last_card() -> BrianBoruState:
    game = tabletop_lib.load_game("brian_boru", num_players=4)
    state = situations.trick_last_card(game).state
    assert isinstance(state, BrianBoruState)
    return state


def expected_winner(state: BrianBoruState, last_card: int) -> int:
    """The highest card of the town's colour or white, worked out here from the card data."""
    cards, town = state.game.cards.action, state.game.board.town_colour[state.active_town]
    played = state.played[:]
    played[state.current] = last_card
    fitting = [(c, p) for p, c in enumerate(played) if cards[c].colour in (town, WHITE)]
    return max(fitting)[1]


def test_outcome_quiz_takes_its_answer_from_the_engine(last_card: BrianBoruState) -> None:
    before = last_card.to_json()
    play = last_card.legal_actions()[0]
    seats = {last_card.game.player_names[p]: p for p in range(last_card.num_players)}
    quiz = OutcomeQuiz(
        "Who wins the trick?",
        seats,
        last_card,
        outcome=lambda after: after.trick_winner,  # type: ignore[attr-defined]
        actions=[play],
    )
    winner = expected_winner(last_card, play.card)
    assert quiz.answer == winner
    assert last_card.to_json() == before  # the quiz played on a copy
    wrong = next(p for p in seats.values() if p != winner)
    assert "Not quite" in answer(quiz, wrong)
    feedback = answer(quiz, winner)
    assert "Correct" in feedback and "data-rule='BB.trick.winner'" in feedback
    assert f"{last_card.game.player_names[winner]} wins the trick" in feedback


def test_outcome_quiz_without_actions_reads_the_state(last_card: BrianBoruState) -> None:
    quiz = OutcomeQuiz(
        "Who leads this trick?",
        range(last_card.num_players),
        last_card,
        outcome=lambda s: s.trick_leader,  # type: ignore[attr-defined]
        explanation="The marker holder leads.",
    )
    assert quiz.answer == last_card.trick_leader and quiz.events == []
    assert "marker holder leads" in answer(quiz, last_card.trick_leader)


def test_outcome_quiz_refuses_an_answer_outside_its_options(last_card: BrianBoruState) -> None:
    with pytest.raises(ValueError, match="engine's answer"):
        OutcomeQuiz("?", ["a", "b"], last_card, outcome=lambda s: s.current_player())


def test_outcome_quiz_actions_are_checked(last_card: BrianBoruState) -> None:
    with pytest.raises(tabletop_lib.IllegalActionError):
        OutcomeQuiz("?", [0, 1], last_card, outcome=lambda s: 0, actions=["stop-buying"])


# -- LegalityQuiz ----------------------------------------------------------------------------
@pytest.fixture
def second_start() -> BrianBoruState:
    """Setup, after the first starting disc: the second player chooses a start town."""
    game = tabletop_lib.load_game("brian_boru", num_players=4)
    state = situations.find(game, lambda s: s.phase() == "setup" and len(s.history()) == 1).state
    assert isinstance(state, BrianBoruState)
    return state


def start_candidates(state: BrianBoruState) -> list[str]:
    board = state.game.board
    taken = next(t for t in range(board.num_towns) if state.occupied() >> t & 1)
    region = board.town_region[taken]
    same_region = next(
        t for t in range(board.num_towns) if board.town_region[t] == region and t != taken
    )
    legal = str(state.legal_actions()[0])
    return [
        f"start-town {board.town_ids[taken]}",
        f"start-town {board.town_ids[same_region]}",
        legal,
    ]


def test_legality_quiz_answer_is_the_legal_action(second_start: BrianBoruState) -> None:
    candidates = start_candidates(second_start)
    quiz = LegalityQuiz("Where may this player start?", second_start, candidates)
    assert str(quiz.answer) == candidates[2]
    feedback = answer(quiz, quiz.answer)
    assert "Correct" in feedback and "data-rule='BB.setup.start-town'" in feedback


def test_legality_quiz_explains_why_a_wrong_choice_is_illegal(
    second_start: BrianBoruState,
) -> None:
    candidates = start_candidates(second_start)
    quiz = LegalityQuiz("Where may this player start?", second_start, candidates)
    occupied, same_region = (second_start.parse_action(c) for c in candidates[:2])
    feedback = answer(quiz, same_region)
    assert "Not quite" in feedback and "data-rule='BB.setup.start-town.distinct-region'" in feedback
    assert "already has a disc" in answer(quiz, occupied)
    quiz.reveal_button.click()
    described = second_start.describe_action(candidates[2])
    assert html.escape(described) in quiz.feedback.value
    assert candidates[2] not in visible_text(quiz.feedback.value)
    assert [label for label, _ in quiz.options] == [
        second_start.describe_action(c) for c in candidates
    ]


def test_legality_quiz_needs_exactly_one_legal_candidate(second_start: BrianBoruState) -> None:
    two_legal = [str(a) for a in second_start.legal_actions()[:2]]
    with pytest.raises(ValueError, match="exactly one"):
        LegalityQuiz("?", second_start, two_legal)
    with pytest.raises(ValueError, match="one label per candidate"):
        LegalityQuiz("?", second_start, start_candidates(second_start), labels=["a"])
