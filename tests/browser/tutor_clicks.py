"""A tutor in a notebook of its own, clicked as a learner clicks it, beside the same tutor in
this process (the kernel's twin the page is compared with): for the browser tests that follow
the tutor's board and "what changed" figures click by click."""

from __future__ import annotations

import re
from typing import Any

import jupyterlab_driver as lab

from tabletop_lib.widgets import Tutor

ARGS: dict[str, Any] = {"num_players": 3, "seat": 0, "seed": 2, "opponents": "random"}
"""The game played: the learner in seat 0 of three, against random players."""
TUTOR = f"{lab.OUTPUT} .tabletop-tutor"
STATUS = f"{TUTOR} [data-stepper-revision]"


def open_tutor(lab_server: Any, notebook: str, game: str) -> Tutor:
    """Write ``notebook`` showing a tutor of ``game``; returns its local twin."""
    cell = f"from tabletop_lib.widgets import Tutor\nTutor({game!r}, keep=False, **{ARGS!r})"
    lab.write_notebook(lab_server.root / notebook, cell)
    return Tutor(game, keep=False, **ARGS)


def next_label(local: Tutor) -> str:
    """The button the learner presses next: Continue past a moment, else Choose."""
    return "Continue" if local.model.pending is not None else "Choose"


def click(page: Any, label: str) -> None:
    """Press the tutor's ``label`` button and wait for its status line's next revision."""
    before = page.locator(STATUS).get_attribute("data-stepper-revision")
    page.locator(f"{TUTOR} button:visible").filter(has_text=re.compile(rf"^\s*{label}\s*$")).click()
    page.wait_for_function(
        "([s, r]) => document.querySelector(s)?.dataset.stepperRevision !== r",
        arg=[STATUS, before],
    )


def follow(local: Tutor, label: str) -> None:
    """The same click on the local twin (Choose takes the first option)."""
    if label == "Continue":
        local.proceed()
    else:
        local.choose(0)
