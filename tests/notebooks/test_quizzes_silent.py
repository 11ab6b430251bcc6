"""The rules tutorial never gives a quiz's answer away before the reader answers.

Notebook 02 is executed as Run All would (nbclient), with one extra cell at the end that
inspects the kernel: every quiz, the engine's sentence that states its outcome, and every
*Show me* button. Then, in the same kernel, each quiz is answered as a reader would click it.
The test asserts that no output of any cell of the notebook contains an outcome sentence, that
every *Show me* was locked after Run All, and that each outcome does appear once answered: in
the quiz's feedback or behind the unlocked *Show me*.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TUTORIAL = NOTEBOOKS / "02_brian_boru_rules.ipynb"

PROBE = r"""
import gc as _gc
import json as _json

from tabletop_lib.widgets import Quiz as _Quiz, ShowMe as _ShowMe

# The events whose sentence states the outcome a quiz asks about (set by run_with_probe).
_DECISIVE = set(__DECISIVE__)


def _html(widget):
    value = getattr(widget, "value", None)
    if isinstance(value, str):
        return value
    return " ".join(_html(c) for c in getattr(widget, "children", ()))


def _outcome(quiz):
    before = getattr(quiz, "before", None)
    if before is None:
        return []
    start = len(before.history()) + (0 if before.is_terminal() else 1)
    return [e.text for e in quiz.after.events() if e.step >= start and e.rule in _DECISIVE]


_quizzes = sorted((o for o in _gc.get_objects() if isinstance(o, _Quiz)), key=id)
_shows = [o for o in _gc.get_objects() if isinstance(o, _ShowMe)]
_report = {
    "locked": [s.button.disabled for s in _shows],
    "answered_before": [q.answered for q in _quizzes],
    "quizzes": [],
}
for _q in _quizzes:
    _entry = {"question": _q.question.value, "outcome": _outcome(_q)}
    _q.choice.value = _q.answer
    _q.check_button.click()
    _entry["feedback"] = _q.feedback.value
    _report["quizzes"].append(_entry)
_report["unlocked_after"] = [not s.button.disabled for s in _shows]
for _s in _shows:
    _s.button.click()
_report["shown"] = [_html(s.content) for s in _shows]
print("PROBE" + _json.dumps(_report))
"""


def output_text(output: Any) -> str:
    if "text" in output:
        return "".join(output["text"])
    data = output.get("data", {})
    return " ".join(
        "".join(v) if isinstance(v, list) else str(v)
        for k, v in data.items()
        if k.startswith("text/")
    )


DECISIVE = {
    "BB.trick.winner",
    "BB.upkeep.marriage.winner",
    "BB.final.most-coins",
    "BB.final.regions",
    "BB.symbol.courtship.bump",
    "BB.upkeep.battle.chooser",
}


def run_with_probe(tutorial: Path, decisive: set[str]) -> tuple[list[str], dict[str, Any]]:
    """Execute ``tutorial`` as Run All would, with :data:`PROBE` (watching ``decisive``'s
    events) appended: the texts of every output of the notebook's own cells, and the report."""
    nb = nbformat.read(tutorial, as_version=4)
    cells = len(nb.cells)
    nb.cells.append(
        nbformat.v4.new_code_cell(PROBE.replace("__DECISIVE__", repr(sorted(decisive))))
    )
    NotebookClient(
        nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS)}}
    ).execute()
    outputs = [
        output_text(o)
        for cell in nb.cells[:cells]
        if cell.cell_type == "code"
        for o in cell.outputs
    ]
    probe = "".join(output_text(o) for o in nb.cells[-1].outputs)
    return outputs, json.loads(probe[probe.index("PROBE") + len("PROBE") :])


def assert_no_outcome_printed(outputs: list[str], report: dict[str, Any]) -> int:
    """No output holds a quiz's outcome sentence; the number of sentences checked."""
    checked = 0
    for quiz in report["quizzes"]:
        for sentence in quiz["outcome"]:
            forms = (sentence, html.escape(sentence))
            leaks = [text[:200] for text in outputs if any(f in text for f in forms)]
            assert leaks == [], f"{quiz['question']!r}: {sentence!r} is printed by Run All"
            checked += 1
    return checked


def assert_outcomes_shown_once_answered(report: dict[str, Any]) -> None:
    """Answering unlocks every Show me, and each outcome is in the feedback or behind one."""
    assert all(report["unlocked_after"]), "answering every quiz unlocks every Show me"
    shown = " ".join(report["shown"])
    for quiz in report["quizzes"]:
        assert "Correct" in quiz["feedback"], quiz["question"]
        for sentence in quiz["outcome"]:
            escaped = html.escape(sentence)
            assert escaped in quiz["feedback"] or escaped in shown, (quiz["question"], sentence)


@pytest.fixture(scope="module")
def executed() -> tuple[list[str], dict[str, Any]]:
    return run_with_probe(TUTORIAL, DECISIVE)


def test_the_tutorial_has_quizzes_about_outcomes(
    executed: tuple[list[str], dict[str, Any]],
) -> None:
    _, report = executed
    questions = [q["question"] for q in report["quizzes"]]
    for asked in ("Who wins this trick?", "Who marries", "most coins", "How many points"):
        assert any(asked in q for q in questions), asked
    assert report["locked"] and all(report["locked"]), "every Show me is locked after Run All"
    assert not any(report["answered_before"]), "Run All answers no quiz"


def test_no_output_states_an_outcome_before_the_answer(
    executed: tuple[list[str], dict[str, Any]],
) -> None:
    outputs, report = executed
    checked = assert_no_outcome_printed(outputs, report)
    assert checked >= 4, "the trick, the marriage and both final-scoring quizzes have outcomes"


def test_each_outcome_appears_once_answered(executed: tuple[list[str], dict[str, Any]]) -> None:
    _, report = executed
    assert_outcomes_shown_once_answered(report)
