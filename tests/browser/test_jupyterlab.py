"""The notebooks in a real browser: JupyterLab driven by headless Chromium.

The stepper test runs ``stepper_demo.ipynb`` (a GameStepper on Brian Boru, seed 1), clicks
the stepper's Apply button as a person would, and checks that the status, the narration and
the board figure in the page changed. The quickstart test runs the quickstart notebook top to
bottom and checks that no cell failed. Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

TIMEOUT_MS = 60_000  # generous: under `make test` the other xdist worker shares the CPU
QUICKSTART = "01_brian_boru_quickstart.ipynb"  # conftest copies it when notebooks/ has it
VIEWPORT = {"width": 1920, "height": 1800}  # the stepper's figure is 1400 x 960

OUTPUT = ".jp-OutputArea-output"
FIGURE = f"{OUTPUT} .js-plotly-plot"
ERROR_OUTPUT = f'{OUTPUT}[data-mime-type="application/vnd.jupyter.stderr"]'

# Every code cell has run (a number in its prompt) or one of them failed (Run All stops there).
ALL_CELLS_RAN = """([errorSelector]) => {
    const errors = [...document.querySelectorAll(errorSelector)];
    if (errors.some(e => e.textContent.includes('Traceback'))) return true;
    const prompts = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')];
    return prompts.length > 0 && prompts.every(p => /^\\[\\d+\\]:$/.test(p.textContent.trim()));
}"""

# What the page's plotly graph div holds: each trace's name and point count, and the text
# plotly drew in the table cells.
FIGURE_SUMMARY = """(selector) => {
    const gd = document.querySelector(selector);
    if (!gd || !gd.data) return null;
    return {
        traces: gd.data.map(t => [t.name ?? '', t.x ? t.x.length : 0]),
        tableText: [...gd.querySelectorAll('.table .cell-text')].map(e => e.textContent),
    };
}"""


def wait_for_kernel(lab: Any, notebook: str) -> None:
    """Wait until the server has an idle kernel for the notebook with the page connected to it.

    The page's own kernel indicator reads "idle" before any kernel exists, and Run All with
    no kernel yet opens a "Select Kernel" dialog instead of running.
    """
    deadline = time.monotonic() + TIMEOUT_MS / 1000
    sessions: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{lab.url}/api/sessions", timeout=5) as response:
            sessions = json.load(response)
        for session in sessions:
            kernel = session.get("kernel") or {}
            if (
                session.get("path") == notebook
                and kernel.get("execution_state") == "idle"
                and kernel.get("connections", 0) >= 1
            ):
                return
        time.sleep(0.2)
    pytest.fail(f"no idle, connected kernel for {notebook}; sessions: {sessions}")


def open_and_run_all(page: Any, lab: Any, notebook: str) -> None:
    """Open a notebook in JupyterLab, wait for its kernel, then Run > Run All Cells."""
    page.goto(f"{lab.url}/lab/tree/{notebook}?reset")
    wait_for_kernel(lab, notebook)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']")
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-item[data-command='runmenu:run-all']").click()


@dataclass
class StepperPage:
    page: Any
    page_errors: list[str]
    first_render: dict[str, Any]


def status_text(page: Any) -> str:
    text: str = page.locator(
        f"{OUTPUT} .widget-html-content", has_text=re.compile(r"step \d+:")
    ).inner_text()
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
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        try:
            open_and_run_all(page, lab_server, "stepper_demo.ipynb")
            page.locator(f"{OUTPUT} button", has_text="Apply").wait_for()
            page.locator(FIGURE).wait_for()
            page.wait_for_function(
                "(s) => { const gd = document.querySelector(s); return gd?.data?.length > 0 }",
                arg=FIGURE,
            )
        except Exception:
            page.screenshot(path=artifacts / "stepper_failure.png")
            raise
        page.screenshot(path=artifacts / "stepper_before.png")
        yield StepperPage(page, errors, page.evaluate(FIGURE_SUMMARY, FIGURE))
    finally:
        context.close()


def test_stepper_apply_button_moves_the_game_in_the_page(
    stepper_page: StepperPage, artifacts: Path
) -> None:
    page = stepper_page.page
    assert "Error displaying widget" not in page.locator(".jp-Notebook").inner_text()
    before_status = status_text(page)
    before_narration = narration_text(page)
    assert "step 0:" in before_status and "setup" in before_status
    assert trace_points(stepper_page.first_render, "owned towns") == 0

    page.locator(f"{OUTPUT} button", has_text="Apply").click()

    # The kernel handles the click and sends the new status and figure back: wait for both.
    page.wait_for_function(
        """(s) => {
            const status = [...document.querySelectorAll(s.output + ' .widget-html-content')]
                .some(e => /step 1:/.test(e.textContent));
            const gd = document.querySelector(s.figure);
            const owned = gd && gd.data && gd.data.find(t => t.name === 'owned towns');
            return status && owned && owned.x && owned.x.length === 1;
        }""",
        arg={"output": OUTPUT, "figure": FIGURE},
    )
    page.screenshot(path=artifacts / "stepper_after.png")

    after_status = status_text(page)
    after_narration = narration_text(page)
    after = page.evaluate(FIGURE_SUMMARY, FIGURE)
    assert "step 1:" in after_status and after_status != before_status
    assert after_narration != before_narration
    assert "BB.setup.start-town" in after_narration  # the event of the disc just placed
    assert trace_points(after, "owned towns") == 1
    assert "Player 0" in after["tableText"]  # the players table, redrawn with the update
    assert len(after["traces"]) == len(stepper_page.first_render["traces"])  # updated in place
    assert page.locator(FIGURE).count() == 1  # no second figure: the output was not redrawn
    assert not stepper_page.page_errors, stepper_page.page_errors


def test_stepper_tables_draw_their_text_on_first_display(stepper_page: StepperPage) -> None:
    assert "Player 0" in stepper_page.first_render["tableText"]


def test_quickstart_runs_in_jupyterlab(lab_server: Any, browser: Any, artifacts: Path) -> None:
    if not (lab_server.root / QUICKSTART).exists():
        pytest.skip(f"{QUICKSTART} is not in notebooks/")
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        open_and_run_all(page, lab_server, QUICKSTART)
        try:
            page.wait_for_function(ALL_CELLS_RAN, arg=[ERROR_OUTPUT])
        finally:
            page.screenshot(path=artifacts / "quickstart.png")
        tracebacks = [
            text for text in page.locator(ERROR_OUTPUT).all_inner_texts() if "Traceback" in text
        ]
        assert not tracebacks, tracebacks[0]
        prompts = page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt").all_inner_texts()
        assert prompts and all(re.fullmatch(r"\[\d+\]:", p.strip()) for p in prompts), prompts
        # the score breakdown table rendered as HTML
        assert page.locator(f"{OUTPUT} table.dataframe").count() >= 1
    finally:
        context.close()
