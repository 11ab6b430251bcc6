"""The Merlin rules tutorial (notebook 10) in a real browser, at a laptop's size.

JupyterLab in headless Chromium at 1280 x 800 with the file browser open (about 960 px of
output width). The notebook runs top to bottom without a failed cell; its first stepper is
clicked twice (choose a die, then move) and the board figure in the page changes (the knight
moves), the status line moving on to step 2. Screenshots of the first stepper before and
after, and of the manual's build example, go to ``tests/artifacts/``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest

# In `make test-browser` only: running the whole tutorial in JupyterLab costs more CPU than the
# default suite's budget for one notebook (`make test` runs "not soak").
pytestmark = [pytest.mark.browser, pytest.mark.soak]

TUTORIAL = "10_merlin_rules.ipynb"
OUTPUT = lab.OUTPUT
STEPPER = f"{OUTPUT} .tabletop-stepper"

# The drawn data of a stepper's board figure: each trace's name and points.
FIGURE_DATA = """(stepper) => {
    const gd = stepper.querySelector('.js-plotly-plot');
    if (!gd || !gd.data) return null;
    return JSON.stringify(gd.data.map(t => [t.name ?? '', t.x, t.y]));
}"""

# Scroll the notebook back to its first cell.
TO_TOP = """() => document.querySelectorAll('.jp-WindowedPanel-outer, .jp-NotebookPanel-notebook')
    .forEach(e => e.scrollTo(0, 0))"""


def _board(stepper: Any) -> str | None:
    data: str | None = stepper.evaluate(FIGURE_DATA)
    return data


def _step(stepper: Any) -> str:
    status = stepper.query_selector("[data-stepper-step]")
    text: str = status.get_attribute("data-stepper-step") if status else ""
    return text


def _screenshot(page: Any, stepper: Any, path: Path) -> None:
    stepper.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    page.screenshot(path=path)


@pytest.fixture(scope="module")
def tutorial_page(lab_server: Any, browser: Any, artifacts: Path) -> Any:
    """Notebook 10 run to its end in a 1280 x 800 page with the file browser open."""
    context = browser.new_context(viewport=lab.LAPTOP)
    page = context.new_page()
    page.set_default_timeout(lab.TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        lab.open_and_run_all(page, lab_server, TUTORIAL)
        lab.open_file_browser(page)
        page.wait_for_function(lab.ALL_CELLS_RAN, arg=[lab.ERROR_OUTPUT], timeout=300_000)
        # JupyterLab keeps only the cells near the view in the page: back to the top, where
        # the first stepper (section 1) is.
        page.evaluate(TO_TOP)
        page.locator(STEPPER).first.wait_for(state="attached")
    except Exception:
        page.screenshot(path=artifacts / "merlin_tutorial_failure.png")
        context.close()
        raise
    yield page, errors
    context.close()


def test_tutorial_runs_and_draws_its_steppers(tutorial_page: Any) -> None:
    page, errors = tutorial_page
    text = page.locator(".jp-Notebook").inner_text()
    assert "Error displaying widget" not in text
    assert page.locator(lab.ERROR_OUTPUT).count() == 0
    board = _board(page.locator(STEPPER).first)
    assert board is not None and '"knights"' in board  # the first board is drawn, with pieces
    assert not errors, errors


def test_clicking_the_stepper_changes_the_board(tutorial_page: Any, artifacts: Path) -> None:
    page, errors = tutorial_page
    stepper = page.locator(STEPPER).first.element_handle()
    _screenshot(page, stepper, artifacts / "merlin_tutorial_stepper_before.png")
    before = _board(stepper)
    assert before is not None and _step(stepper) == "0"

    apply = stepper.query_selector("button:has-text('Apply')")
    for step in ("1", "2"):  # choose the selected die, then make the selected move
        apply.click()
        for _ in range(600):
            if _step(stepper) == step:
                break
            page.wait_for_timeout(100)
    after = before
    for _ in range(600):  # the figure follows the status line
        after = _board(stepper)
        if after != before:
            break
        page.wait_for_timeout(100)
    _screenshot(page, stepper, artifacts / "merlin_tutorial_stepper_after.png")
    assert _step(stepper) == "2"
    assert after is not None and after != before, "the board did not change in the page"
    assert not errors, errors


def test_build_example_is_on_screen(tutorial_page: Any, artifacts: Path) -> None:
    page, _ = tutorial_page
    example = page.locator(OUTPUT, has_text="r1c4 accepts").first
    example.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    page.screenshot(path=artifacts / "merlin_tutorial_build_example.png")
    assert "grey" in example.inner_text()
