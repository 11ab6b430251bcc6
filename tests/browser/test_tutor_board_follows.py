"""The tutor's board follows every click, in each game, and the decision stays in view.

For each game a one-cell notebook shows a ``Tutor`` (3 players, seat 0, seed 2, random
opponents) in the session's JupyterLab and Chromium at 1280 x 800 with the file browser open.
The learner's clicks are played (*Continue* past a moment, else *Choose* the selected option)
until twelve decisions are made. The same clicks on a ``Tutor`` in this process (no browser)
give, after each click, the board the kernel holds; the board drawn in the page must be that
board after every click: a single missed or stale update fails, naming the click. After each
decision, the board and the button to press next are inside the window (nothing to scroll).
"""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import shipped
from tutor_clicks import STATUS, TUTOR, click, follow, next_label, open_tutor

from tabletop_lib.widgets import Tutor

pytestmark = pytest.mark.browser

DECISIONS = 12
# The board as drawn: per trace its name, the points' positions (rounded) and colours, and
# its texts and hovers.
DRAWN = """(selector) => {
    const gd = document.querySelector(selector + ' .js-plotly-plot');
    const round = (v) => typeof v === 'number' ? Math.round(v * 1000) / 1000 : v;
    const list = (v) => v == null ? [] : Array.from(v, round);
    return (gd?.data || []).map(t => [t.name || '', list(t.x), list(t.y),
        JSON.stringify(t.marker?.color ?? null),
        JSON.stringify([t.text ?? null, t.hovertext ?? null])]);
}"""
# Whether the board and the tutor's visible Continue/Choose button lie inside the window.
IN_VIEW = """(selector) => {
    const tutor = document.querySelector(selector);
    const inside = (e) => { const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0
            && r.right <= window.innerWidth; };
    const button = [...tutor.querySelectorAll('button')].find(b => b.offsetParent !== null
        && ['Continue', 'Choose'].includes(b.textContent.trim()));
    const board = tutor.querySelector('.js-plotly-plot .main-svg');
    return {button: !!button && inside(button), board: !!board && inside(board)};
}"""


def _listed(value: Any) -> Any:
    """A trace's text or hover as the page holds it (a tuple is a list there)."""
    return list(value) if isinstance(value, tuple) else value


def _expected(tutor: Tutor) -> list[list[Any]]:
    """The board the kernel's state draws, in the page's terms (see ``DRAWN``)."""

    def rounded(values: Any) -> list[Any]:
        return [round(v, 3) if isinstance(v, float) else v for v in (values or ())]

    out = []
    # The view's own figure of the kernel's state, not the figure widget's copy: a wrong
    # update would make both wrong alike.
    for t in tutor.board._figure_data(tutor.board.state)[0]:
        colour = (t.get("marker") or {}).get("color")
        colour = list(colour) if isinstance(colour, tuple) else colour
        words = [_listed(t.get("text")), _listed(t.get("hovertext"))]
        out.append([t.get("name") or "", rounded(t.get("x")), rounded(t.get("y")),
                    json.dumps(colour, separators=(",", ":")),
                    json.dumps(words, separators=(",", ":"))])  # fmt: skip
    return out


def _same(drawn: list[list[Any]], expected: list[list[Any]]) -> bool:
    """Equal boards: numbers compared as floats (the page's 0 is the kernel's 0.0 and -0.0)."""

    def number(v: Any) -> Any:
        return float(v) + 0.0 if isinstance(v, int | float) and not isinstance(v, bool) else v

    def norm(rows: list[list[Any]]) -> str:
        return json.dumps(
            [
                [n, [number(v) for v in x], [number(v) for v in y], json.loads(c), json.loads(w)]
                for n, x, y, c, w in rows
            ]
        )

    return norm(drawn) == norm(expected)


@pytest.mark.parametrize("game", shipped())
def test_the_board_follows_every_click(
    game: str, lab_server: Any, browser: Any, artifacts: Path
) -> None:
    name = f"tutor_follows_{game}.ipynb"
    local, context, page = open_tutor(lab_server, browser, name, game)
    try:
        lab.open_and_run_all(page, lab_server, name)
        lab.open_file_browser(page)
        page.locator(STATUS).wait_for(state="attached")
        page.wait_for_function(
            "(s) => document.querySelector(s + ' .js-plotly-plot')?.data?.length > 0", arg=TUTOR
        )
        page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'start'})", TUTOR)
        missed, out_of_view, decisions, clicks = [], [], 0, 0
        while decisions < DECISIONS and not local.model.state.is_terminal():
            clicks += 1
            assert clicks < 150, f"{game}: only {decisions} decisions in {clicks} clicks"
            label = next_label(local)
            click(page, label)
            follow(local, label)
            if label == "Choose":
                decisions += 1
                view = page.evaluate(IN_VIEW, TUTOR)
                if not all(view.values()):
                    out_of_view.append((decisions, view))
            expected = _expected(local)
            with contextlib.suppress(Exception):  # plotly draws after the status line changes
                page.wait_for_function(
                    "([s, n]) => document.querySelector(s + ' .js-plotly-plot')?.data?.length"
                    " === n",
                    arg=[TUTOR, len(expected)],
                    timeout=5000,
                )
            drawn = page.evaluate(DRAWN, TUTOR)
            late = time.monotonic() + 1.0  # a late redraw is not a missed one
            while not _same(drawn, expected) and time.monotonic() < late:
                lab.settle(page)
                drawn = page.evaluate(DRAWN, TUTOR)
            if not _same(drawn, expected):
                wrong = [e[0] for d, e in zip(drawn, expected, strict=False) if not _same([d], [e])]
                missed.append(f"click {clicks} ({label}): {wrong[:3]}")
        page.screenshot(path=artifacts / f"tutor_follows_{game}.png")
    finally:
        context.close()
    assert not missed, f"{game}: the board in the page missed the kernel's board after {missed}"
    assert not out_of_view, f"{game}: out of the window after decisions {out_of_view}"
