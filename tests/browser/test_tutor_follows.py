"""The tutor's board and its "what changed" figures follow every click, in each game.

For each game a one-cell notebook shows a ``Tutor`` (3 players, seat 0, seed 2, random
opponents) in the session's JupyterLab and Chromium at 1280 x 800 with the file browser open.
The learner's clicks are played (*Continue* past a moment, else *Choose* the first option)
until twelve decisions are made and at least 24 clicks played. The same clicks on a ``Tutor``
in this process (no browser) give, after each click, what the kernel holds, and the page must
show it after every click (a single missed or stale update fails, naming the click):

- the board: per trace its name, the points' positions, colours, texts and hovers;
- for the first 24 clicks, the change map (each trace's points, texts, hovers, cells and
  colours: its updates send only the keys that changed, so a key left out wrongly shows here)
  and the tables laid over it (HTML), read as the kernel's;
- after each of the twelve decisions, the board and the button to press next inside the
  window (nothing to scroll);
- what the learner reads: after every click the card's title is the twin's (the welcome, a new
  kind of decision, a rule at work for the first time), lessons appear (rules of the game, with
  a citation), no action code and no hint shows unasked, and the board and the card stay
  inside the output area; the page logs no error and no widget fails to display.

One walk checks all of it click by click (the figures and the transcript once had a test and a
notebook each, playing the same kind of clicks).
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import shipped
from tutor_clicks import STATUS, TUTOR, click, follow, next_label, open_tutor

from tabletop_lib.core.plain import visible_text
from tabletop_lib.core.rules import has_lesson, rule
from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.tutor_model import FIRST_TIME, FIRST_TIME_MANY

pytestmark = pytest.mark.browser

DECISIONS = 12
CHANGE_CLICKS = 24
LATE_S = 1.0
"""How long a figure that differs after plotly's redraw may take to catch up (a late redraw is
not a missed one): the check is repeated at every painted frame until then."""
# The board as drawn: per trace its name, the points' positions (rounded) and colours, and
# its texts and hovers.
BOARD_DRAWN = """(selector) => {
    const gd = document.querySelector(selector + ' .js-plotly-plot');
    const round = (v) => typeof v === 'number' ? Math.round(v * 1000) / 1000 : v;
    const list = (v) => v == null ? [] : Array.from(v, round);
    return (gd?.data || []).map(t => [t.name || '', list(t.x), list(t.y),
        JSON.stringify(t.marker?.color ?? null),
        JSON.stringify([t.text ?? null, t.hovertext ?? null])]);
}"""
CHANGE_DRAWN = """(selector) => [...document.querySelectorAll(
        selector + ' .tabletop-tutor-change .js-plotly-plot')].map(gd => (gd.data || []).map(
    t => JSON.stringify([t.x ?? null, t.y ?? null, t.text ?? null, t.hovertext ?? null,
                         t.cells?.values ?? null, t.marker?.color ?? null])))"""
TABLES = """(selector) => document.querySelector(
    selector + ' .tabletop-tutor-change .tabletop-tutor-tables')?.textContent ?? ''"""
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
SCROLL_TO = "(s) => document.querySelector(s)?.scrollIntoView({block: 'start'})"
# The rule ids of the lessons on the card now, and the card's title.
LESSONS = """(s) => [...document.querySelectorAll(s + ' .tabletop-lesson')]
    .map(e => e.dataset.rule)"""
CARD_TITLE = """(s) => document.querySelector(s + ' .tabletop-tutor-moment > div')
    ?.textContent.trim()"""
# The left and right of the output area, and of the tutor's board and card in it.
BOXES = """(selector) => {
    const tutor = document.querySelector(selector);
    const area = tutor.closest('.jp-OutputArea-output').getBoundingClientRect();
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
    return {
        area: [area.left, area.right],
        parts: [tutor.querySelector('.js-plotly-plot'),
                tutor.querySelector('.tabletop-tutor-moment')].map(box),
    };
}"""


def _listed(value: Any) -> Any:
    """A trace's text or hover as the page holds it (a tuple is a list there)."""
    return list(value) if isinstance(value, tuple) else value


def _board_expected(tutor: Tutor) -> list[list[Any]]:
    """The board the kernel's state draws, in the page's terms (see ``BOARD_DRAWN``)."""

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


def _close(a: Any, b: Any) -> bool:
    """Equal values; numbers within a rounding step (the page rounds half-way points as
    JavaScript does, the kernel as Python does: -0.2655 reads -0.265 there, -0.266 here)."""
    numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in (a, b))
    return abs(a - b) <= 0.0015 if numbers else bool(a == b)


def _same_board(drawn: list[list[Any]], expected: list[list[Any]]) -> bool:
    """Equal boards: the same traces, with positions equal to a rounding step (see
    :func:`_close`) and the same colours, texts and hovers."""
    if len(drawn) != len(expected):
        return False
    for (name, x, y, colour, words), (name2, x2, y2, colour2, words2) in zip(
        drawn, expected, strict=True
    ):
        if (name, json.loads(colour), json.loads(words)) != (
            name2,
            json.loads(colour2),
            json.loads(words2),
        ):
            return False
        if len(x) != len(x2) or len(y) != len(y2):
            return False
        if not all(_close(a, b) for a, b in zip(x + y, x2 + y2, strict=True)):
            return False
    return True


def _plain(value: Any) -> Any:
    """A value as the page holds it: tuples as lists, whole floats as integers."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _change_row(trace: dict[str, Any]) -> str:
    cells = (trace.get("cells") or {}).get("values")
    colour = (trace.get("marker") or {}).get("color")
    row = [trace.get("x"), trace.get("y"), trace.get("text"), trace.get("hovertext"), cells, colour]
    return json.dumps(_plain(row))


def _change_expected(tutor: Tutor) -> list[list[str]]:
    """The change map's traces and the tables' text the kernel holds (see ``CHANGE_DRAWN``)."""
    tables = tutor.change.tables
    text = "".join(visible_text(tables.value).split()) if tables is not None else ""
    return [[_change_row(t) for t in tutor.change.map.traces], [text]]


def _change_drawn(page: Any) -> list[list[str]]:
    figures = page.evaluate(CHANGE_DRAWN, lab.OUTPUT)
    text = page.evaluate(TABLES, lab.OUTPUT)
    return [[json.dumps(_plain(json.loads(t))) for t in figure] for figure in figures] + [
        ["".join(text.split())]
    ]


def _caught_up(page: Any, matches: Callable[[], bool]) -> bool:
    """Whether ``matches()`` holds now or at a painted frame within :data:`LATE_S`."""
    deadline = time.monotonic() + LATE_S
    while not matches():
        if time.monotonic() > deadline:
            return False
        lab.settle(page)
    return True


def _wait_for_traces(page: Any, script: str, counts: Any) -> None:
    """Wait (5 s at most) for plotly to hold ``counts`` traces: it draws after the status line
    changes. A time-out is no failure here: the comparison after it names what is wrong."""
    with contextlib.suppress(Exception):
        page.wait_for_function(script, arg=[TUTOR, counts], timeout=5000)


def _check_board(page: Any, local: Tutor) -> list[str]:
    """The names of the traces that differ between the page's board and the kernel's."""
    expected = _board_expected(local)
    _wait_for_traces(
        page,
        "([s, n]) => document.querySelector(s + ' .js-plotly-plot')?.data?.length === n",
        len(expected),
    )
    if _caught_up(page, lambda: _same_board(page.evaluate(BOARD_DRAWN, TUTOR), expected)):
        return []
    drawn = page.evaluate(BOARD_DRAWN, TUTOR)
    return [e[0] for d, e in zip(drawn, expected, strict=False) if not _same_board([d], [e])]


def _check_change(page: Any, local: Tutor) -> bool:
    """Whether the page's change figures and tables read as the kernel's."""
    expected = _change_expected(local)
    _wait_for_traces(
        page,
        f"([s, e]) => JSON.stringify(({CHANGE_DRAWN})(s).map(f => f.length)) === JSON.stringify(e)",
        [len(f) for f in expected[:-1]],  # the map's traces
    )
    return _caught_up(page, lambda: _change_drawn(page) == expected)


def _over(local: Tutor) -> bool:
    """Whether the twin's game has ended (no click left to play)."""
    return bool(local.model.state.is_terminal())


def _open(page: Any, lab_server: Any, name: str) -> None:
    """Run the tutor's notebook with the file browser open, the tutor at the window's top."""
    lab.open_and_run_all(page, lab_server, name)
    lab.open_file_browser(page)
    page.locator(STATUS).wait_for(state="attached")
    page.wait_for_function(
        "(s) => document.querySelector(s + ' .js-plotly-plot')?.data?.length > 0", arg=TUTOR
    )
    page.evaluate(SCROLL_TO, TUTOR)


@dataclass
class Reading:
    """What the learner read on the way: the card titles (the page's and the twin's, after
    each click), the lessons' rules, the tutor's text after each click, and the action codes of
    every decision met (which must never show)."""

    titles: list[tuple[str, str]] = field(default_factory=list)
    lessons: set[str] = field(default_factory=set)
    texts: list[str] = field(default_factory=list)
    codes: set[str] = field(default_factory=set)

    def read(self, page: Any, local: Tutor) -> None:
        moment = local.model.pending or local.model.decision
        self.titles.append((page.evaluate(CARD_TITLE, TUTOR), moment.title if moment else ""))
        self.lessons |= set(page.evaluate(LESSONS, TUTOR))
        self.texts.append(page.locator(TUTOR).inner_text())


def _codes(local: Tutor) -> set[str]:
    """The action codes of the twin's decision now that are not plain words: a code of one
    word ("pass", "decline") is also the game's word for the move, which the page may say."""
    return {c for c in map(str, local.model.state.legal_actions()) if re.search(r"[^a-z]", c)}


def _assert_read_in_words(game: str, reading: Reading) -> None:
    """The page told the twin's cards in order, taught rules with their citations, and showed
    no action code and no hint unasked."""
    shown, expected = zip(*reading.titles, strict=True)
    assert list(shown) == list(expected), f"{game}: the cards' titles differ from the twin's"
    assert any(t.startswith("A new kind of decision: ") for t in shown), (game, shown)
    assert any(t.endswith((FIRST_TIME, FIRST_TIME_MANY)) for t in shown), (game, shown)
    assert len(reading.lessons) >= 3 and all(map(has_lesson, reading.lessons)), reading.lessons
    words = " ".join(reading.texts)
    assert any(rule(r).citation in words for r in reading.lessons), "no lesson's citation shows"
    codes = [
        (code, i) for i, text in enumerate(reading.texts) for code in reading.codes
        if re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", text)
    ]  # fmt: skip
    assert not codes, f"{game}: action codes on the page (code, click): {codes[:5]}"
    assert not any("Suggested:" in text for text in reading.texts), "a hint showed unasked"


def _assert_inside_the_output_area(page: Any) -> None:
    boxes = page.evaluate(BOXES, TUTOR)
    left, right = boxes["area"]
    for part_left, part_right in boxes["parts"]:
        assert left - 1 <= part_left and part_right <= right + 1, boxes


@pytest.mark.parametrize("game", shipped())
def test_the_board_and_the_change_figures_follow_every_click(
    game: str, lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    name = f"tutor_follows_{game}.ipynb"
    local, page = open_tutor(lab_server, name, game), laptop_page
    board_missed, change_missed, out_of_view = [], [], []
    decisions = clicks = 0
    reading = Reading()
    with lab.page_errors(page) as errors:
        try:
            _open(page, lab_server, name)
            assert "Error displaying widget" not in page.locator(".jp-Notebook").inner_text()
            reading.read(page, local)
            page.screenshot(path=artifacts / f"tutor_start_{game}.png")
            while (decisions < DECISIONS or clicks < CHANGE_CLICKS) and not _over(local):
                clicks += 1
                assert clicks < 150, f"{game}: only {decisions} decisions in {clicks} clicks"
                label = next_label(local)
                if label == "Choose":
                    reading.codes |= _codes(local)
                click(page, label)
                follow(local, label)
                reading.read(page, local)
                if label == "Choose" and decisions < DECISIONS:
                    decisions += 1
                    view = page.evaluate(IN_VIEW, TUTOR)
                    if not all(view.values()):
                        out_of_view.append((decisions, view))
                if wrong := _check_board(page, local):
                    board_missed.append(f"click {clicks} ({label}): {wrong[:3]}")
                if clicks <= CHANGE_CLICKS and not _check_change(page, local):
                    change_missed.append(f"click {clicks} ({label})")
                if clicks == CHANGE_CLICKS:
                    page.evaluate(SCROLL_TO, f"{TUTOR} .tabletop-tutor-change")
                    page.screenshot(path=artifacts / f"tutor_change_follows_{game}.png")
                    page.evaluate(SCROLL_TO, TUTOR)
            page.screenshot(path=artifacts / f"tutor_follows_{game}.png")
            _assert_inside_the_output_area(page)
        finally:
            lab.leave(page)
    assert not board_missed, f"{game}: the page's board missed the kernel's after {board_missed}"
    assert not change_missed, (
        f"{game}: the page's change figures missed the kernel's after {change_missed}"
    )
    assert not out_of_view, f"{game}: out of the window after decisions {out_of_view}"
    _assert_read_in_words(game, reading)
    assert not errors, errors
