"""Brian Boru's findings of the saved-game soak, read by
``tests/conformance/test_conformance_saved_findings.py``: each an edit of a saved state, reached by
random play where it matters, that once loaded and then stopped the game (no legal action, or a
loop that never ends), and the field or invariant its refusal must name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saved_edits import Doc, set_field

from tabletop_lib.games.brian_boru import constants as bb

SETTINGS: dict[str, tuple[int, dict[str, Any]]] = {"plain": (3, {})}
"""The settings the findings are made in: label -> (players, options)."""


def first_pick(d: Doc) -> bool:
    return d["stage"] == bb.DRAFT and d["picks_left"] == 2 and d["current"] == 1


FINDINGS: list[tuple[str, str, Callable[[Doc], bool], Callable[[Doc], None], str]] = [
    # (id, setting, where, edit, the field or invariant named)
    ("bb-picks-left-25", "plain", first_pick, set_field("picks_left", 25), "picks_left"),
    ("bb-picks-left-0", "plain", first_pick, set_field("picks_left", 0), "draft-in-step"),
    ("bb-picks-left-1", "plain", first_pick, set_field("picks_left", 1), "draft-in-step"),
    ("bb-stage-mark", "plain", first_pick, set_field("stage", bb.MARK), "stage-in-program"),
]

WHERE: list[tuple[str, Callable[[Doc], bool]]] = [
    ("plain", first_pick),
]
"""The states the control test loads unedited: (setting, where)."""
