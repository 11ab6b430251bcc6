"""The Paladins rules tutorial (notebook 13) never gives a quiz's answer away.

Run as Run All would, with the probe of :mod:`test_quizzes_silent` appended: no cell's output
holds the engine's sentence that states a quiz's outcome (the Inquisition's Debt, the silver of
an attack, the final scoring), every *Show me* is locked after Run All, and answering each quiz
as a reader would gives "Correct!" with that sentence in the feedback or behind the unlocked
*Show me*.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_quizzes_silent import (
    NOTEBOOKS,
    assert_no_outcome_printed,
    assert_outcomes_shown_once_answered,
    run_with_probe,
)

TUTORIAL = NOTEBOOKS / "13_paladins_rules.ipynb"
DECISIVE = {
    "PA.inquisition.penalty",
    "PA.action.attack.silver-for-strength",
    "PA.action.trade.two",
    "PA.end.final-scoring",
}


@pytest.fixture(scope="module")
def executed() -> tuple[list[str], dict[str, Any]]:
    if not TUTORIAL.exists():
        pytest.skip(f"{TUTORIAL.name} is not in notebooks/")
    return run_with_probe(TUTORIAL, DECISIVE)


def test_run_all_answers_nothing(executed: tuple[list[str], dict[str, Any]]) -> None:
    outputs, report = executed
    assert len(report["quizzes"]) >= 8
    assert report["locked"] and all(report["locked"]), "every Show me is locked after Run All"
    assert not any(report["answered_before"]), "Run All answers no quiz"
    checked = assert_no_outcome_printed(outputs, report)
    assert checked >= 4, "the Inquisition, the attack, the trade and the final scoring"


def test_each_quiz_is_answered_by_the_engine(executed: tuple[list[str], dict[str, Any]]) -> None:
    _, report = executed
    assert_outcomes_shown_once_answered(report)
