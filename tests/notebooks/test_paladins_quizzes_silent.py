"""The Paladins rules tutorial (notebook 13) never gives a quiz's answer away.

Run as Run All would, with the probe of :mod:`test_quizzes_silent` appended: no cell's output
holds the engine's sentence that states a quiz's outcome (the Inquisition's Debt, the silver of
an attack, the final scoring), every *Show me* is locked after Run All, and answering each quiz
as a reader would gives "Correct!" with that sentence in the feedback or behind the unlocked
*Show me*.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient
from test_quizzes_silent import NOTEBOOKS, PROBE, output_text

TUTORIAL = NOTEBOOKS / "13_paladins_rules.ipynb"
DECISIVE = {
    "PA.inquisition.penalty",
    "PA.action.attack.silver-for-strength",
    "PA.action.trade.two",
    "PA.end.final-scoring",
}
RULE_SET = re.compile(r"_DECISIVE = \{[^}]*\}")


@pytest.fixture(scope="module")
def executed() -> tuple[list[str], dict[str, Any]]:
    if not TUTORIAL.exists():
        pytest.skip(f"{TUTORIAL.name} is not in notebooks/")
    probe, replaced = RULE_SET.subn(f"_DECISIVE = {sorted(DECISIVE)!r}", PROBE)
    assert replaced == 1, "the probe's rule set moved: update this test"
    nb = nbformat.read(TUTORIAL, as_version=4)
    cells = len(nb.cells)
    nb.cells.append(nbformat.v4.new_code_cell(probe))
    NotebookClient(
        nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}}
    ).execute()
    outputs = [
        output_text(o)
        for cell in nb.cells[:cells]
        if cell.cell_type == "code"
        for o in cell.outputs
    ]
    text = "".join(output_text(o) for o in nb.cells[-1].outputs)
    return outputs, json.loads(text[text.index("PROBE") + len("PROBE") :])


def test_run_all_answers_nothing(executed: tuple[list[str], dict[str, Any]]) -> None:
    outputs, report = executed
    assert len(report["quizzes"]) >= 8
    assert report["locked"] and all(report["locked"]), "every Show me is locked after Run All"
    assert not any(report["answered_before"]), "Run All answers no quiz"
    checked = 0
    for quiz in report["quizzes"]:
        for sentence in quiz["outcome"]:
            forms = (sentence, html.escape(sentence))
            leaks = [text[:200] for text in outputs if any(f in text for f in forms)]
            assert leaks == [], f"{quiz['question']!r}: {sentence!r} is printed by Run All"
            checked += 1
    assert checked >= 4, "the Inquisition, the attack, the trade and the final scoring"


def test_each_quiz_is_answered_by_the_engine(executed: tuple[list[str], dict[str, Any]]) -> None:
    _, report = executed
    assert all(report["unlocked_after"]), "answering every quiz unlocks every Show me"
    shown = " ".join(report["shown"])
    for quiz in report["quizzes"]:
        assert "Correct" in quiz["feedback"], quiz["question"]
        for sentence in quiz["outcome"]:
            escaped = html.escape(sentence)
            assert escaped in quiz["feedback"] or escaped in shown, (quiz["question"], sentence)
