"""The tutor's "what changed" figures in the page follow the kernel's, click after click.

For each game a one-cell notebook shows a ``Tutor`` (3 players, seat 0, seed 2, random
opponents) in the session's JupyterLab and Chromium; the learner's clicks are played (*Continue*
past a moment, else *Choose* the first option) and the same clicks on a ``Tutor`` in this
process give the figures the kernel means: after every click, each trace of the change map must
hold in the page the points, texts, hovers and colours the kernel's dicts hold, and the tables
laid over it (HTML) must read as the kernel's. The map's updates send only the keys that
changed, trace by trace: a key left out wrongly shows here.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import shipped
from tutor_clicks import STATUS, click, follow, next_label, open_tutor

from tabletop_lib.core.plain import visible_text
from tabletop_lib.widgets import Tutor

pytestmark = pytest.mark.browser

CLICKS = 24
DRAWN = """(selector) => [...document.querySelectorAll(
        selector + ' .tabletop-tutor-change .js-plotly-plot')].map(gd => (gd.data || []).map(
    t => JSON.stringify([t.x ?? null, t.y ?? null, t.text ?? null, t.hovertext ?? null,
                         t.cells?.values ?? null, t.marker?.color ?? null])))"""


TABLES = """(selector) => document.querySelector(
    selector + ' .tabletop-tutor-change .tabletop-tutor-tables')?.textContent ?? ''"""


def _plain(value: Any) -> Any:
    """A value as the page holds it: tuples as lists, whole floats as integers."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _row(trace: dict[str, Any]) -> str:
    cells = (trace.get("cells") or {}).get("values")
    colour = (trace.get("marker") or {}).get("color")
    row = [trace.get("x"), trace.get("y"), trace.get("text"), trace.get("hovertext"), cells, colour]
    return json.dumps(_plain(row))


def _expected(tutor: Tutor) -> list[list[str]]:
    tables = tutor.change.tables
    text = "".join(visible_text(tables.value).split()) if tables is not None else ""
    return [[_row(t) for t in tutor.change.map.traces], [text]]


def _drawn(page: Any) -> list[list[str]]:
    figures = page.evaluate(DRAWN, lab.OUTPUT)
    text = page.evaluate(TABLES, lab.OUTPUT)
    return [[json.dumps(_plain(json.loads(t))) for t in figure] for figure in figures] + [
        ["".join(text.split())]
    ]


@pytest.mark.parametrize("game", shipped())
def test_the_change_figures_follow_every_click(
    game: str, lab_server: Any, browser: Any, artifacts: Path
) -> None:
    name = f"tutor_change_follows_{game}.ipynb"
    local, context, page = open_tutor(lab_server, browser, name, game)
    missed = []
    try:
        lab.open_and_run_all(page, lab_server, name)
        page.locator(STATUS).wait_for(state="attached")
        for number in range(1, CLICKS + 1):
            if local.model.state.is_terminal():
                break
            label = next_label(local)
            click(page, label)
            follow(local, label)
            expected = _expected(local)
            with contextlib.suppress(Exception):  # plotly draws after the status line changes
                page.wait_for_function(
                    f"([s, e]) => JSON.stringify(({DRAWN})(s).map(f => f.length))"
                    " === JSON.stringify(e)",
                    arg=[lab.OUTPUT, [len(f) for f in expected[:-1]]],  # the map's traces
                    timeout=5000,
                )
            drawn = _drawn(page)
            if drawn != expected:
                page.wait_for_timeout(1000)  # a late redraw is not a missed one
                drawn = _drawn(page)
            if drawn != expected:
                missed.append(f"click {number} ({label})")
        page.screenshot(path=artifacts / f"tutor_change_follows_{game}.png")
    finally:
        context.close()
    assert not missed, f"{game}: the page's change figures missed the kernel's after {missed}"
