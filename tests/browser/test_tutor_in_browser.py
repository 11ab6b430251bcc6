"""The tutor in a real browser: the first ten decisions of a Brian Boru learning game.

JupyterLab in headless Chromium at 1280 x 800 with the file browser open (about 960 px of
output width) runs a one-cell notebook showing a ``Tutor`` (3 players, seat 0, seed 1, random
opponents). A learner's clicks are played: *Continue* past every moment, *Choose* the
selected option at every decision, until ten decisions are made. The test checks that lessons
appear on the tutor's card (each with its rule and citation), that the board figure in the page
follows the game (the start towns appear on it), and that the card and the board stay inside
the output area. Screenshots of the start, of the first lesson and of the tenth decision go
to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest

# In `make test-browser` only: a JupyterLab kernel playing a learning game costs more CPU than
# the default suite's budget for one test (`make test` runs "not soak").
pytestmark = [pytest.mark.browser, pytest.mark.soak]

NOTEBOOK = "tutor_demo.ipynb"
CELL = (
    "from tabletop_lib.widgets import Tutor\n"
    'tutor = Tutor("brian_boru", num_players=3, seat=0, seed=1, opponents="random")\n'
    "tutor"
)
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
def tutor_page(lab_server: Any, browser: Any, artifacts: Path) -> Any:
    _notebook(lab_server.root / NOTEBOOK)
    context = browser.new_context(viewport=lab.LAPTOP)
    page = context.new_page()
    page.set_default_timeout(lab.TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        lab.open_and_run_all(page, lab_server, NOTEBOOK)
        lab.open_file_browser(page)
        page.wait_for_function(lab.ALL_CELLS_RAN, arg=[lab.ERROR_OUTPUT], timeout=300_000)
        page.locator(STATUS).wait_for(state="attached")
        page.wait_for_function(
            "(s) => document.querySelector(s + ' .js-plotly-plot')?.data?.length > 0", arg=TUTOR
        )
        page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'start'})", TUTOR)
        page.wait_for_timeout(500)
    except Exception:
        page.screenshot(path=artifacts / "tutor_failure.png")
        context.close()
        raise
    yield page, errors
    context.close()


def test_ten_decisions_teach_rules_and_move_the_board(tutor_page: Any, artifacts: Path) -> None:
    page, errors = tutor_page
    assert "Error displaying widget" not in page.locator(".jp-Notebook").inner_text()
    card = page.locator(f"{TUTOR} .tabletop-tutor-moment")
    assert "Welcome to Brian Boru" in card.inner_text()
    assert page.evaluate(LESSONS, TUTOR), "the start teaches the goal"
    page.screenshot(path=artifacts / "tutor_start.png")
    assert page.evaluate(OWNED_TOWNS, TUTOR) == 0, "no town is owned before the start"
    owned: list[int] = []

    decisions, clicks, shot = 0, 0, False
    lessons: set[str] = set()
    kinds: set[str] = set()
    while decisions < DECISIONS:
        clicks += 1
        assert clicks < 200, f"only {decisions} decisions in {clicks} clicks"
        if _button(page, "Continue").count():
            _click_and_wait(page, "Continue")
        else:
            _click_and_wait(page, "Choose")
            decisions += 1
        new = set(page.evaluate(LESSONS, TUTOR))
        kinds.add(card.get_attribute("data-kind") or "")
        if new - lessons and not shot and decisions:
            page.screenshot(path=artifacts / "tutor_first_lesson.png")
            shot = True
        lessons |= new
        owned.append(page.evaluate(OWNED_TOWNS, TUTOR))
    page.screenshot(path=artifacts / "tutor_tenth_decision.png")

    assert len(lessons) >= 5, f"few lessons appeared: {sorted(lessons)}"
    assert all(re.fullmatch(r"BB\.[a-z0-9.-]+", r) for r in lessons)
    assert {"fired", "decision"} <= kinds
    assert "Brian Boru: High King of Ireland, rulebook" in page.locator(TUTOR).inner_text()
    # Each player's start town appears on the board as the game reaches it (and stays).
    assert max(owned) >= 3, f"the board did not follow the game: owned towns drawn {owned}"
    status = page.locator(STATUS).inner_text()
    assert re.search(r"step (\d+)", status) and int(re.search(r"step (\d+)", status)[1]) >= 10
    boxes = page.evaluate(BOXES, TUTOR)
    left, right = boxes["area"]
    for part_left, part_right in boxes["parts"]:
        assert left - 1 <= part_left and part_right <= right + 1, boxes
    assert not errors, errors
