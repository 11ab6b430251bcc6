"""The Merlin rules tutorial (notebook 10) in a real browser, at a laptop's size.

JupyterLab in headless Chromium at 1280 x 800 with the file browser open (about 960 px of
output width), on the session's shared server (``conftest.py``). The browser runs the
tutorial's opening cells and its sections 1 (setup and the first stepper) and 7 (the manual's
build example), which keeps the test cheap; the whole notebook is executed by ``make test``
with nbval. The cells run without a failed cell; the first stepper's action labels fit its list;
*Apply* twice (choose a die, then what follows) moves the game to step 2 and the board drawn
in the page changes: the test waits for plotly's drawn points to move, not only for the status
line. Screenshots of the first stepper before and after, and of the build example, go to
``tests/artifacts/``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from browser_session import NOTEBOOKS, copy_sections
from notebook_pages import open_laptop_page

pytestmark = pytest.mark.browser

OUTPUT = lab.OUTPUT
STEPPER = f"{OUTPUT} .tabletop-stepper"
MERLIN_TUTORIAL = "10_merlin_rules.ipynb"
MERLIN_FIRST_SECTIONS = "10_merlin_rules_sections_1_and_7.ipynb"
"""The Merlin tutorial's opening cells with its sections 1 (setup, the first stepper) and 7
(the manual's build example): the browser test runs these, not the whole tutorial, which
``make test`` executes with nbval anyway."""
MERLIN_SECTIONS = ("## 1.", "## 7.")

# The drawn data of a stepper's board figure: each trace's name and points.
FIGURE_DATA = """(stepper) => {
    const gd = stepper.querySelector('.js-plotly-plot');
    if (!gd || !gd.data) return null;
    return JSON.stringify(gd.data.map(t => [t.name ?? '', t.x, t.y]));
}"""
# What plotly has drawn: the place of every marker of every scatter trace in the SVG.
DRAWN_POINTS = """(stepper) => {
    const gd = stepper.querySelector('.js-plotly-plot');
    if (!gd) return null;
    return [...gd.querySelectorAll('.scatterlayer .trace')]
        .map(t => [...t.querySelectorAll('.point')].map(p => p.getAttribute('transform')).join(' '))
        .join('|');
}"""
# The first stepper's step, as its status line says.
STEP = """(stepper) => stepper.querySelector('[data-stepper-step]')?.dataset.stepperStep ?? null"""


def _screenshot(page: Any, stepper: Any, path: Path) -> None:
    stepper.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    lab.settle(page)
    page.screenshot(path=path)


@pytest.fixture(scope="module")
def tutorial_page(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> Iterator[tuple[Any, list[str]]]:
    """The tutorial's first sections run to their end in a 1280 x 800 page."""
    if not (NOTEBOOKS / MERLIN_TUTORIAL).exists():
        pytest.skip(f"{MERLIN_TUTORIAL} is not in notebooks/")
    copy_sections(
        NOTEBOOKS / MERLIN_TUTORIAL, lab_server.root / MERLIN_FIRST_SECTIONS, MERLIN_SECTIONS
    )
    with lab.page_errors(laptop_page) as errors:
        page = open_laptop_page(laptop_page, lab_server, MERLIN_FIRST_SECTIONS, artifacts)
        try:
            page.locator(STEPPER).first.wait_for(state="attached")
            yield page, errors
        finally:
            lab.leave(page)


def test_the_tutorial_runs_and_draws_its_stepper(tutorial_page: tuple[Any, list[str]]) -> None:
    page, errors = tutorial_page
    tracebacks = [t for t in page.locator(lab.ERROR_OUTPUT).all_inner_texts() if "Traceback" in t]
    assert not tracebacks, tracebacks[0]
    assert "Error displaying widget" not in page.locator(".jp-Notebook").inner_text()
    stepper = page.locator(STEPPER).first.element_handle()
    page.wait_for_function(f"(s) => ({DRAWN_POINTS})(s)?.length > 0", arg=stepper)
    board = stepper.evaluate(FIGURE_DATA)
    assert board is not None and '"knights"' in board  # the first board is drawn, with pieces
    assert stepper.evaluate(lab.CONTROLS_OVERFLOW) == []  # long action labels wrap in the list
    assert not errors, errors


def test_clicking_the_stepper_changes_the_board(
    tutorial_page: tuple[Any, list[str]], artifacts: Path
) -> None:
    page, errors = tutorial_page
    stepper = page.locator(STEPPER).first.element_handle()
    page.wait_for_function(f"(s) => ({DRAWN_POINTS})(s)?.length > 0", arg=stepper)
    _screenshot(page, stepper, artifacts / "merlin_tutorial_stepper_before.png")
    data, drawn = stepper.evaluate(FIGURE_DATA), stepper.evaluate(DRAWN_POINTS)
    assert stepper.evaluate(STEP) == "0"

    apply = stepper.query_selector("button:has-text('Apply')")
    try:
        for step in ("1", "2"):  # choose the selected die, then take the selected next action
            apply.click()
            page.wait_for_function(f"([s, step]) => ({STEP})(s) === step", arg=[stepper, step])
        # The status line is sent last, but plotly draws after it: wait for the drawn points.
        page.wait_for_function(
            f"([s, before]) => ({DRAWN_POINTS})(s) !== before", arg=[stepper, drawn]
        )
    except Exception as exc:
        page.screenshot(path=artifacts / "merlin_tutorial_click_failure.png")
        status = stepper.evaluate("(s) => s.querySelector('[data-stepper-step]')?.outerHTML")
        moved = stepper.evaluate(DRAWN_POINTS) != drawn
        raise AssertionError(f"{exc}; status: {status}; points moved: {moved}") from exc
    _screenshot(page, stepper, artifacts / "merlin_tutorial_stepper_after.png")
    assert stepper.evaluate(STEP) == "2"
    assert stepper.evaluate(FIGURE_DATA) != data, "the board's data did not change in the page"
    assert not errors, errors


def test_the_build_example_is_on_screen(
    tutorial_page: tuple[Any, list[str]], artifacts: Path
) -> None:
    page, _ = tutorial_page
    example = page.locator(OUTPUT, has_text="row 2, column 5 accepts").first
    example.evaluate("(e) => e.scrollIntoView({block: 'start'})")
    lab.settle(page)
    page.screenshot(path=artifacts / "merlin_tutorial_build_example.png")
    assert "grey" in example.inner_text()
