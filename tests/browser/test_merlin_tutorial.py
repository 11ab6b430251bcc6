"""The Merlin rules tutorial (notebook 10) in a real browser, at a laptop's size.

JupyterLab in headless Chromium at 1280 x 800 with the file browser open (about 960 px of
output width). The notebook runs top to bottom without a failed cell; its first stepper is
clicked twice (choose a die, then move) and the board figure in the page changes, the status
line moving on to step 2. Screenshots of the first stepper before and after, and of the
manual's build example, go to ``tests/artifacts/``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest

pytestmark = pytest.mark.browser

TUTORIAL = "10_merlin_rules.ipynb"
OUTPUT = lab.OUTPUT
STEPPER = f"{OUTPUT} .tabletop-stepper"

# The drawn data of the n-th stepper's board figure: each trace's name, points and texts.
FIGURE_DATA = """([selector, n]) => {
    const gd = document.querySelectorAll(selector)[n]?.querySelector('.js-plotly-plot');
    if (!gd || !gd.data) return null;
    return JSON.stringify(gd.data.map(t => [t.name ?? '', t.x, t.y, t.text, t.marker]));
}"""

# The step number in the n-th stepper's status line.
STEP_OF = """([selector, n]) => document.querySelectorAll(selector)[n]
    ?.querySelector('[data-stepper-step]')?.dataset.stepperStep ?? null"""


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
        page.wait_for_function(
            "([s, n]) => document.querySelectorAll(s).length >= n", arg=[STEPPER, 8]
        )
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
    assert page.evaluate(FIGURE_DATA, [STEPPER, 0]) is not None  # the first board is drawn
    assert not errors, errors


def test_clicking_the_stepper_changes_the_board(tutorial_page: Any, artifacts: Path) -> None:
    page, errors = tutorial_page
    stepper = page.locator(STEPPER).nth(0)
    _screenshot(page, stepper, artifacts / "merlin_tutorial_stepper_before.png")
    before = page.evaluate(FIGURE_DATA, [STEPPER, 0])
    page.evaluate(f"(a) => {{ window.__boardBefore = ({FIGURE_DATA})(a); }}", [STEPPER, 0])
    assert page.evaluate(STEP_OF, [STEPPER, 0]) == "0"

    for step in ("1", "2"):  # choose the selected die, then make the selected move
        stepper.locator("button", has_text="Apply").click()
        page.wait_for_function(f"(a) => ({STEP_OF})(a) === '{step}'", arg=[STEPPER, 0])

    try:
        page.wait_for_function(
            f"(a) => ({FIGURE_DATA})(a) !== window.__boardBefore", arg=[STEPPER, 0]
        )
    finally:
        _screenshot(page, stepper, artifacts / "merlin_tutorial_stepper_after.png")
    assert "step 2" in stepper.locator("[data-stepper-step]").inner_text()
    assert page.evaluate(FIGURE_DATA, [STEPPER, 0]) != before
    assert not errors, errors


def test_build_example_is_on_screen(tutorial_page: Any, artifacts: Path) -> None:
    page, _ = tutorial_page
    example = page.locator(OUTPUT, has_text="r1c4 accepts").first
    example.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(500)
    page.screenshot(path=artifacts / "merlin_tutorial_build_example.png")
    assert "grey" in example.inner_text()
