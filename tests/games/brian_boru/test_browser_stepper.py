"""The stepper in a real browser: JupyterLab driven by headless Chromium at a laptop's size.

``stepper_demo.ipynb`` (a GameStepper on Brian Boru, seed 1), run in the session's 1280 x 800
page with JupyterLab's file browser open: Apply moves the game and the board in place; a click
on a town narrows the actions to that town's; every panel and every column of the players
table lies inside the visible output area. Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from notebook_pages import STEPPER_BOXES, assert_inside

pytestmark = pytest.mark.browser

STEPPER_NOTEBOOK = Path(__file__).resolve().parent / "stepper_demo.ipynb"
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
def stepper_page(lab_server: Any, laptop_page: Any, artifacts: Path) -> Iterator[StepperPage]:
    """The stepper notebook run in the session's page, its widget rendered, nothing clicked
    yet; the page is left when this module's tests are done."""
    page = laptop_page
    with lab.page_errors(page) as errors:
        try:
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
            lab.leave(page)


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
