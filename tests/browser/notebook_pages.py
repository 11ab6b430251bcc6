"""Helpers for browser tests that run a whole notebook in a laptop-sized page and measure its
steppers: used by the tests of every game's notebooks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jupyterlab_driver as lab

# For every stepper on the page: the output area's visible box, and the boxes of its figure,
# its panels and the players table's header cells (name, left, right, width).
STEPPER_BOXES = """(selector) => [...document.querySelectorAll(selector)].map(stepper => {
    const area = stepper.closest('.jp-OutputArea-output').getBoundingClientRect();
    const box = (e, name) => {
        const r = e.getBoundingClientRect();
        return {name, left: r.left, right: r.right, width: r.width, height: r.height};
    };
    return {
        area: {left: area.left, right: area.right},
        figure: [...stepper.querySelectorAll('.js-plotly-plot')].map(e => box(e, 'figure')),
        panels: [...stepper.querySelectorAll('.tabletop-panel')]
            .map(e => box(e, e.dataset.title)),
        columns: [...stepper.querySelectorAll("table[data-panel='players'] th")]
            .map(e => box(e, e.textContent.trim())),
        buttons: [...stepper.querySelectorAll('button')].filter(e => e.offsetParent !== null)
            .map(e => box(e, e.textContent.trim())),
    };
})"""


def open_laptop_page(page: Any, server: Any, notebook: str, artifacts: Path) -> Any:
    """The notebook run to its end in ``page`` (the session's 1280 x 800 ``laptop_page``) with
    the file browser open; the test leaves the page with ``lab.leave``."""
    lab.open_and_run_all(page, server, notebook)
    lab.open_file_browser(page)
    try:
        page.wait_for_function(lab.ALL_CELLS_RAN, arg=[lab.ERROR_OUTPUT], timeout=300_000)
    except Exception:
        page.screenshot(path=artifacts / f"{Path(notebook).stem}_failure.png")
        raise
    return page


def assert_inside(boxes: dict[str, Any], where: str) -> None:
    """Every figure, panel, players-table column and button inside the output area."""
    area = boxes["area"]
    parts = boxes["figure"] + boxes["panels"] + boxes["columns"] + boxes["buttons"]
    assert boxes["figure"] and boxes["panels"], f"{where}: no stepper figure or panels drawn"
    outside = [
        f"{p['name']!r} [{p['left']:.0f}, {p['right']:.0f}]"
        for p in parts
        if p["width"] <= 0 or p["left"] < area["left"] - 1 or p["right"] > area["right"] + 1
    ]
    assert not outside, (
        f"{where}: outside the output area [{area['left']:.0f}, {area['right']:.0f}]: {outside}"
    )
