"""The quiz widgets driven from Python, as a reader would click them."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest

from tabletop_lib.widgets import Quiz, ShowMe
from tabletop_lib.widgets.quiz import as_widget


def answer(quiz: Quiz, value: Any) -> str:
    quiz.choice.value = value
    quiz.check_button.click()
    return str(quiz.feedback.value)


# -- Quiz ------------------------------------------------------------------------------------
@pytest.fixture
def quiz() -> Quiz:
    return Quiz(
        "How many coins does each player start with?",
        {"1": 1, "3": 3, "5": 5},
        answer=3,
        explanation="Setup step 4: three coins and one renown each.",
    )


def test_the_right_option_is_correct_and_explained(quiz: Quiz) -> None:
    feedback = answer(quiz, 3)
    assert "Correct" in feedback and "three coins" in feedback
    assert quiz.is_correct()


def test_a_wrong_option_is_not_correct_and_keeps_the_answer_hidden(quiz: Quiz) -> None:
    feedback = answer(quiz, 5)
    assert "Correct" not in feedback and "Not quite" in feedback
    assert "three coins" not in feedback
    assert not quiz.is_correct()


def test_checking_without_a_choice_asks_for_one(quiz: Quiz) -> None:
    quiz.check_button.click()
    assert "Pick an answer" in quiz.feedback.value
    assert not quiz.check()


def test_changing_the_choice_clears_the_feedback(quiz: Quiz) -> None:
    answer(quiz, 5)
    quiz.choice.value = 1
    assert quiz.feedback.value == ""


def test_show_answer_names_the_right_option(quiz: Quiz) -> None:
    quiz.reveal_button.click()
    assert "<b>3</b>" in quiz.feedback.value and "three coins" in quiz.feedback.value


def test_options_as_pairs_or_plain_values_and_toggle_buttons() -> None:
    pairs = Quiz("?", [("yes", True), ("no", False)], answer=False, buttons=True)
    assert isinstance(pairs.choice, w.ToggleButtons)
    assert [label for label, _ in pairs.options] == ["yes", "no"]
    assert "Correct" in answer(pairs, False)
    plain = Quiz("?", [4, 5, 7], answer=5)
    assert isinstance(plain.choice, w.RadioButtons)
    assert plain.options == [("4", 4), ("5", 5), ("7", 7)]


def test_the_answer_must_be_an_option() -> None:
    with pytest.raises(ValueError, match="not one of the options"):
        Quiz("?", [1, 2], answer=3)
    with pytest.raises(ValueError, match="at least two"):
        Quiz("?", [1], answer=1)


def test_the_question_is_escaped() -> None:
    quiz = Quiz("Is 2 < 3?", ["yes", "no"], answer="yes")
    assert "2 &lt; 3" in quiz.question.value


# -- ShowMe: what would give an answer away waits for the answer ----------------------------
def test_show_me_stays_locked_until_the_quiz_is_answered(quiz: Quiz) -> None:
    rendered: list[int] = []

    def render() -> str:
        rendered.append(1)
        return "<p>Everyone starts with three coins.</p>"

    show = ShowMe(render, after=quiz)
    assert show.button.disabled and "Answer the exercise" in show.hint.value
    show.button.click()
    show.show()
    assert rendered == [] and show.content.children == ()
    answer(quiz, 5)  # a wrong answer is an answer too
    assert quiz.answered and not show.button.disabled and show.hint.value == ""
    show.button.click()
    assert rendered == [1]
    (shown,) = show.content.children
    assert isinstance(shown, w.HTML) and "three coins" in shown.value


def test_show_me_after_several_quizzes_and_after_show_answer(quiz: Quiz) -> None:
    other = Quiz("?", [1, 2], answer=2)
    show = ShowMe(lambda: ["a", w.Button(description="b")], after=[quiz, other])
    quiz.reveal_button.click()
    assert quiz.answered and show.button.disabled, "one of two quizzes answered"
    answer(other, 2)
    assert not show.button.disabled
    show.button.click()
    kinds = [type(c) for c in show.content.children]
    assert kinds == [w.HTML, w.Button]


def test_show_me_unlocks_at_once_when_the_quiz_was_answered_before(quiz: Quiz) -> None:
    answer(quiz, 3)
    assert not ShowMe(lambda: "x", after=quiz).button.disabled
    assert not ShowMe(lambda: "x").button.disabled, "with nothing to wait for"


def test_show_me_shows_figures_and_tables_as_widgets() -> None:
    import pandas as pd
    import plotly.graph_objects as go

    figure = as_widget(go.Figure(go.Bar(x=[1], y=[2])))
    assert isinstance(figure, go.FigureWidget) and list(figure.data[0].y) == [2]
    table = as_widget(pd.DataFrame({"points": [7]}))
    assert isinstance(table, w.HTML) and "<table" in table.value and "7" in table.value
