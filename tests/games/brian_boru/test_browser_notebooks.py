"""The notebooks in a real browser: JupyterLab driven by headless Chromium at a laptop's size.

Every page here is 1280 x 800 with JupyterLab's file browser open, which leaves the notebook
about 960 px of output width: what a learner on a laptop has.

- The rules tutorial: its steppers fit the output area (the stepper notebook's own tests are
  in ``test_browser_stepper.py``).
- The quickstart runs top to bottom without a failed cell.

Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from notebook_pages import STEPPER_BOXES, assert_inside, open_laptop_page

pytestmark = pytest.mark.browser

QUICKSTART = "01_brian_boru_quickstart.ipynb"
TUTORIAL = "02_brian_boru_rules.ipynb"
OUTPUT = lab.OUTPUT
FIGURE = f"{OUTPUT} .js-plotly-plot"
STEPPER = f"{OUTPUT} .tabletop-stepper"


@contextmanager
def _run_without_tracebacks(
    lab_server: Any, laptop_page: Any, notebook: str, artifacts: Path
) -> Iterator[Any]:
    """The notebook run to its end in the session's page, none of its cells failing; the page
    is left after the block."""
    if not (lab_server.root / notebook).exists():
        pytest.skip(f"{notebook} is not in notebooks/")
    page = open_laptop_page(laptop_page, lab_server, notebook, artifacts)
    try:
        tracebacks = [
            text for text in page.locator(lab.ERROR_OUTPUT).all_inner_texts() if "Traceback" in text
        ]
        assert not tracebacks, tracebacks[0]
        yield page
    finally:
        lab.leave(page)


def test_quickstart_runs_in_jupyterlab(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    with _run_without_tracebacks(lab_server, laptop_page, QUICKSTART, artifacts) as page:
        page.screenshot(path=artifacts / "quickstart.png")
        prompts = page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt").all_inner_texts()
        assert prompts and all(re.fullmatch(r"\[\d+\]:", p.strip()) for p in prompts), prompts
        # the score breakdown table rendered as HTML
        assert page.locator(f"{OUTPUT} table.dataframe").count() >= 1


def test_rules_tutorial_steppers_fit_a_laptop_screen(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    with _run_without_tracebacks(lab_server, laptop_page, TUTORIAL, artifacts) as page:
        page.evaluate(lab.SCROLL_TO_FIGURE, FIGURE)
        lab.settle(page)
        page.screenshot(path=artifacts / "tutorial_stepper.png")
        steppers = page.evaluate(STEPPER_BOXES, STEPPER)
        assert steppers, "the tutorial shows no stepper"
        for i, boxes in enumerate(steppers):
            assert_inside(boxes, f"{TUTORIAL}, stepper {i + 1}")
        check_quizzes_keep_their_answers(page, artifacts)


SHOW_ME = f"{OUTPUT} button:has-text('Show me')"
QUIZ_STATE = """() => {
    const outputs = [...document.querySelectorAll('.jp-OutputArea-output')];
    const checks = outputs.flatMap(o => [...o.querySelectorAll('button')])
        .filter(b => b.textContent.trim() === 'Check');
    return {
        quizzes: checks.length,
        showMe: [...document.querySelectorAll('.jp-OutputArea-output button')]
            .filter(b => b.textContent.trim() === 'Show me').map(b => b.disabled),
        feedback: checks.map(b => b.closest('.widget-vbox').innerText),
    };
}"""


def check_quizzes_keep_their_answers(page: Any, artifacts: Path) -> None:
    """After Run All: every quiz waits for an answer, every *Show me* is locked; answering the
    first quiz gives feedback and unlocks the *Show me* that waits for it alone."""
    state = page.evaluate(QUIZ_STATE)
    assert state["quizzes"] >= 4, state
    assert state["showMe"] and all(state["showMe"]), "a Show me is open before its quiz"
    assert not any("Correct" in f or "Not quite" in f for f in state["feedback"]), state
    quiz = page.locator(f"{OUTPUT} .widget-vbox", has=page.locator("button", has_text="Check"))
    first = quiz.first
    first.scroll_into_view_if_needed()
    radios = first.locator("input[type='radio']")
    if radios.count():
        radios.first.check()
    else:
        first.locator(".widget-toggle-button").first.click()
    first.locator("button", has_text="Check").click()
    page.wait_for_function(
        "(e) => /Correct|Not quite/.test(e.innerText)", arg=first.element_handle()
    )
    page.screenshot(path=artifacts / "tutorial_quiz_answered.png")
