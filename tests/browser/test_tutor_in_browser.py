"""The tutor in a real browser: the first ten decisions of a Brian Boru learning game.

JupyterLab in headless Chromium at 1280 x 800 with the file browser open (about 960 px of
output width) runs a one-cell notebook showing a ``Tutor`` (3 players, seat 0, seed 1, random
opponents), in the session's JupyterLab server and Chromium (``conftest.py``). A learner's
clicks are played: *Continue* past every moment, *Choose* the selected (first) option at every
decision, until ten decisions are made. The same clicks on a :class:`TutorModel` in this
process give the transcript the page must show: the titles of the tutor's cards in order (the
welcome card, a new kind of decision, a rule at work for the first time), and the action codes
the learner must never read. The board figure in the page follows the game (the start towns
appear on it); no hint shows before it is asked for; the card and the board stay inside the
output area. Screenshots of the start and of the tenth decision go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import having

from tabletop_lib.widgets.tutor_model import FIRST_TIME, FIRST_TIME_MANY, TutorModel

pytestmark = pytest.mark.browser

NOTEBOOK = "tutor_demo.ipynb"
TUTOR_ARGS: dict[str, Any] = {"num_players": 3, "seat": 0, "seed": 1, "opponents": "random"}
GAME = having("BROWSER_TUTOR")[0]
"""The game the tutor is driven on (its test folder's ``BROWSER_TUTOR``)."""
CELL = f"from tabletop_lib.widgets import Tutor\ntutor = Tutor({GAME!r}, **{TUTOR_ARGS!r})\ntutor"
TUTOR = f"{lab.OUTPUT} .tabletop-tutor"
STATUS = f"{TUTOR} [data-stepper-revision]"
DECISIONS = 10

# How many towns the tutor's board (its first plotly figure) draws as owned, as drawn now.
OWNED_TOWNS = """(selector) => {
    const gd = document.querySelector(selector + ' .js-plotly-plot');
    const owned = gd && gd.data && gd.data.find(t => t.name === 'owned towns');
    return owned && owned.x ? owned.x.length : -1;
}"""
# The rule ids of the lessons on the card now.
LESSONS = """(selector) => [...document.querySelectorAll(selector + ' .tabletop-lesson')]
    .map(e => e.dataset.rule)"""
# The title of the tutor's card now.
CARD_TITLE = """(selector) => document.querySelector(selector + ' .tabletop-tutor-moment > div')
    ?.textContent.trim()"""
# The boxes of the output area, the tutor's board and its card.
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


def _transcript() -> tuple[list[str], set[str]]:
    """The card titles of the ten decisions' clicks, and every action code met on the way,
    from a model played with the same clicks in this process."""
    model = TutorModel(GAME, **TUTOR_ARGS)
    titles, codes, decisions = [], set(), 0
    while decisions < DECISIONS:
        moment = model.pending or model.decision
        assert moment is not None
        titles.append(moment.title)
        if model.pending is not None:
            model.proceed()
        else:
            codes |= {str(a) for a in model.state.legal_actions()}
            model.choose(model.options()[0].action)
            decisions += 1
    moment = model.pending or model.decision
    assert moment is not None
    titles.append(moment.title)
    return titles, codes


def _notebook(path: Path) -> None:
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": CELL,
            }
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(notebook), encoding="utf-8")


def _revision(page: Any) -> str:
    value: str = page.locator(STATUS).get_attribute("data-stepper-revision") or ""
    return value


def _button(page: Any, label: str) -> Any:
    """The tutor's visible button whose text is ``label`` (its icon has no text)."""
    return page.locator(f"{TUTOR} button:visible").filter(
        has_text=re.compile(rf"^\s*{re.escape(label)}\s*$")
    )


def _click_and_wait(page: Any, label: str) -> None:
    """Click the tutor's visible button ``label``; wait until the tutor has redrawn."""
    before = _revision(page)
    _button(page, label).click()
    page.wait_for_function(
        "([s, r]) => document.querySelector(s)?.dataset.stepperRevision !== r",
        arg=[STATUS, before],
    )


@pytest.fixture(scope="module")
def tutor_page(lab_server: Any, laptop_page: Any, artifacts: Path) -> Any:
    _notebook(lab_server.root / NOTEBOOK)
    page = laptop_page
    with lab.page_errors(page) as errors:
        try:
            yield _run_tutor(page, lab_server, artifacts), errors
        finally:
            lab.leave(page)


def _run_tutor(page: Any, lab_server: Any, artifacts: Path) -> Any:
    """The tutor's notebook run to its end, the tutor's board drawn, scrolled to the top."""
    try:
        lab.open_and_run_all(page, lab_server, NOTEBOOK)
        lab.open_file_browser(page)
        page.wait_for_function(lab.ALL_CELLS_RAN, arg=[lab.ERROR_OUTPUT], timeout=300_000)
        page.locator(STATUS).wait_for(state="attached")
        page.wait_for_function(
            "(s) => document.querySelector(s + ' .js-plotly-plot')?.data?.length > 0", arg=TUTOR
        )
        page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'start'})", TUTOR)
        lab.settle(page)
    except Exception:
        page.screenshot(path=artifacts / "tutor_failure.png")
        raise
    return page


def test_ten_decisions_teach_rules_and_move_the_board(tutor_page: Any, artifacts: Path) -> None:
    page, errors = tutor_page
    expected, codes = _transcript()
    assert "Error displaying widget" not in page.locator(".jp-Notebook").inner_text()
    assert page.evaluate(LESSONS, TUTOR), "the start teaches the goal"
    page.screenshot(path=artifacts / "tutor_start.png")
    assert page.evaluate(OWNED_TOWNS, TUTOR) == 0, "no town is owned before the start"
    titles = [page.evaluate(CARD_TITLE, TUTOR)]
    owned: list[int] = []
    decisions, clicks = 0, 0
    lessons: set[str] = set(page.evaluate(LESSONS, TUTOR))
    texts: list[str] = []
    while decisions < DECISIONS:
        clicks += 1
        assert clicks < 100, f"only {decisions} decisions in {clicks} clicks"
        if _button(page, "Continue").count():
            _click_and_wait(page, "Continue")
        else:
            _click_and_wait(page, "Choose")
            decisions += 1
        titles.append(page.evaluate(CARD_TITLE, TUTOR))
        lessons |= set(page.evaluate(LESSONS, TUTOR))
        owned.append(page.evaluate(OWNED_TOWNS, TUTOR))
        texts.append(page.locator(TUTOR).inner_text())
    page.screenshot(path=artifacts / "tutor_tenth_decision.png")

    # The transcript: the cards the learner read, in order, as the model shows them.
    assert titles == expected
    assert titles[0] == "Welcome to Brian Boru: High King of Ireland"
    assert any(t.startswith("A new kind of decision: ") for t in titles)
    assert any(t.endswith((FIRST_TIME, FIRST_TIME_MANY)) for t in titles)
    assert len(lessons) >= 5, f"few lessons appeared: {sorted(lessons)}"
    assert all(re.fullmatch(r"BB\.[a-z0-9.-]+", r) for r in lessons)
    assert "Brian Boru: High King of Ireland, rulebook" in texts[-1]
    # Each player's start town appears on the board as the game reaches it (and stays).
    assert max(owned) >= 3, f"the board did not follow the game: owned towns drawn {owned}"
    # The learner reads words: no action code, and no hint before they ask for one.
    shown = [
        (code, i) for i, text in enumerate(texts) for code in codes
        if re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", text)
    ]  # fmt: skip
    assert not shown, f"action codes on the page (code, click): {shown[:5]}"
    assert not any("Suggested:" in text for text in texts)
    # The status line speaks the game's words; its revision counts the board's redraws.
    assert "Round" in page.locator(STATUS).inner_text()
    assert int(_revision(page)) >= DECISIONS
    boxes = page.evaluate(BOXES, TUTOR)
    left, right = boxes["area"]
    for part_left, part_right in boxes["parts"]:
        assert left - 1 <= part_left and part_right <= right + 1, boxes
    assert not errors, errors
