"""The notebooks in a real browser: JupyterLab driven by headless Chromium at a laptop's size.

Every page here is 1280 x 800 with JupyterLab's file browser open, which leaves the notebook
about 960 px of output width: what a learner on a laptop has.

- The stepper (``stepper_demo.ipynb``: a GameStepper on Brian Boru, seed 1): Apply moves the
  game and the board in place; a click on a town narrows the actions to that town's; every
  panel and every column of the players table lies inside the visible output area.
- The rules tutorial: its steppers fit the output area too.
- The quickstart runs top to bottom without a failed cell.

Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from notebook_pages import STEPPER_BOXES, assert_inside, open_laptop_page

pytestmark = pytest.mark.browser

QUICKSTART = "01_brian_boru_quickstart.ipynb"
STEPPER_NOTEBOOK = Path(__file__).resolve().parent / "stepper_demo.ipynb"
TUTORIAL = "02_brian_boru_rules.ipynb"
OUTPUT = lab.OUTPUT
FIGURE = f"{OUTPUT} .js-plotly-plot"
STEPPER = f"{OUTPUT} .tabletop-stepper"

# What the page's plotly graph div holds: each trace's name and point count.
FIGURE_SUMMARY = """(selector) => {
    const gd = document.querySelector(selector);
    if (!gd || !gd.data) return null;
    return {traces: gd.data.map(t => [t.name ?? '', t.x ? t.x.length : 0])};
}"""

# Click a plotly point by the trace name and the point's customdata (a town id), at its pixel.
POINT_PIXEL = """([selector, traceName, key]) => {
    const gd = document.querySelector(selector);
    const trace = gd._fullData.find(t => t.name === traceName);
    const i = trace.customdata.indexOf(key);
    const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis;
    const r = gd.querySelector('.nsewdrag').getBoundingClientRect();
    return [r.left + xa.l2p(trace.x[i]), r.top + ya.l2p(trace.y[i])];
}"""


@dataclass
class StepperPage:
    page: Any
    page_errors: list[str]
    first_render: dict[str, Any]


def status_text(page: Any) -> str:
    text: str = page.locator(f"{OUTPUT} [data-stepper-step]").inner_text()
    return text


def narration_text(page: Any) -> str:
    text: str = page.locator(
        f"{OUTPUT} .widget-html-content", has_text="What happened"
    ).inner_text()
    return text


def trace_points(summary: dict[str, Any], name: str) -> int:
    counts = {trace: n for trace, n in summary["traces"]}
    assert name in counts, f"no {name!r} trace in the page's figure: {sorted(counts)}"
    return int(counts[name])


@pytest.fixture(scope="module")
def stepper_page(lab_server: Any, browser: Any, artifacts: Path) -> Iterator[StepperPage]:
    """The stepper notebook run in the browser, its widget rendered, nothing clicked yet."""
    context = browser.new_context(viewport=lab.LAPTOP)
    try:
        page = context.new_page()
        page.set_default_timeout(lab.TIMEOUT_MS)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        try:
            shutil.copy(STEPPER_NOTEBOOK, lab_server.root / STEPPER_NOTEBOOK.name)
            lab.open_and_run_all(page, lab_server, STEPPER_NOTEBOOK.name)
            lab.open_file_browser(page)
            page.locator(f"{OUTPUT} [data-stepper-step]").wait_for(state="attached")
            page.wait_for_function(
                "(s) => { const gd = document.querySelector(s); return gd?.data?.length > 0 }",
                arg=FIGURE,
            )
            page.evaluate(lab.SCROLL_TO_FIGURE, FIGURE)
            lab.settle(page)
        except Exception:
            page.screenshot(path=artifacts / "stepper_failure.png")
            raise
        page.screenshot(path=artifacts / "stepper_before.png")
        yield StepperPage(page, errors, page.evaluate(FIGURE_SUMMARY, FIGURE))
    finally:
        context.close()


def test_stepper_fits_a_laptop_screen(stepper_page: StepperPage) -> None:
    boxes = stepper_page.page.evaluate(STEPPER_BOXES, STEPPER)
    assert len(boxes) == 1
    assert_inside(boxes[0], "stepper_demo")
    stepper = stepper_page.page.locator(STEPPER).first.element_handle()
    assert stepper.evaluate(lab.CONTROLS_OVERFLOW) == []
    columns = [c["name"] for c in boxes[0]["columns"]]
    for name in ("Viking-held", "Raiders", "Church", "Marriage", "Claim tokens"):
        assert name in columns
    titles = [p["name"] for p in boxes[0]["panels"]]
    assert "Hands" in titles and "Regions" in titles


def test_stepper_apply_button_moves_the_game_in_the_page(
    stepper_page: StepperPage, artifacts: Path
) -> None:
    page = stepper_page.page
    assert "Error displaying widget" not in page.locator(".jp-Notebook").inner_text()
    before_status = status_text(page)
    before_narration = narration_text(page)
    assert "to play" in before_status and "BB." not in before_status
    assert trace_points(stepper_page.first_render, "owned towns") == 0

    page.locator(f"{OUTPUT} button", has_text="Apply").click()

    # The kernel handles the click and sends the new status and figure back: wait for both.
    page.wait_for_function(
        """(s) => {
            const status = document.querySelector(s.output + ' [data-stepper-step]');
            const gd = document.querySelector(s.figure);
            const owned = gd && gd.data && gd.data.find(t => t.name === 'owned towns');
            return status && status.dataset.stepperStep === '1'
                && owned && owned.x && owned.x.length === 1;
        }""",
        arg={"output": OUTPUT, "figure": FIGURE},
    )
    page.screenshot(path=artifacts / "stepper_after.png")
    after_status = status_text(page)
    assert "to play" in after_status and after_status != before_status
    assert narration_text(page) != before_narration
    # The event of the disc just placed, in words: the rule's id only in a tooltip.
    assert "BB." not in narration_text(page) and narration_text(page).strip()
    after = page.evaluate(FIGURE_SUMMARY, FIGURE)
    assert trace_points(after, "owned towns") == 1
    players = page.locator(f"{OUTPUT} table[data-panel='players']").inner_text()
    assert "Purple" in players  # seats are named by disc colour
    assert len(after["traces"]) == len(stepper_page.first_render["traces"])  # updated in place
    assert page.locator(FIGURE).count() == 1  # no second figure: the output was not redrawn
    assert not stepper_page.page_errors, stepper_page.page_errors


def test_clicking_a_town_chooses_its_action(stepper_page: StepperPage, artifacts: Path) -> None:
    page = stepper_page.page
    select = page.locator(f"{STEPPER} select")
    options_before = select.locator("option").count()
    assert options_before > 1
    x, y = page.evaluate(POINT_PIXEL, [FIGURE, "towns", "tara"])
    page.mouse.click(x, y)
    page.wait_for_function(
        "(s) => document.querySelectorAll(s).length === 1", arg=f"{STEPPER} select option"
    )
    page.screenshot(path=artifacts / "stepper_town_clicked.png")
    only = select.locator("option").inner_text()
    assert "tara" in only.lower()
    assert page.locator(f"{STEPPER} button", has_text="Show all actions").is_visible()


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
