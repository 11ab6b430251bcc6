"""Paladins of the West Kingdom's findings of the saved-game soak, read by
``tests/conformance/test_conformance_saved_findings.py``: each an edit of a saved state, reached by
random play where it matters, that once loaded and then stopped the game (no legal action, or a
loop that never ends), and the field or invariant its refusal must name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saved_edits import Doc, one_more_round, set_field

from tabletop_lib.games.paladins import constants as pa

SETTINGS: dict[str, tuple[int, dict[str, Any]]] = {"plain": (2, {})}
"""The settings the findings are made in: label -> (players, options)."""


def in_actions(d: Doc) -> bool:
    return d["stage"] == pa.ACTION and d["round"] == 2


def target(d: Doc) -> bool:
    return d["stage"] == pa.TARGET and d["period"] == pa.P_ACTIONS


FINDINGS: list[tuple[str, str, Callable[[Doc], bool], Callable[[Doc], None], str]] = [
    # (id, setting, where, edit, the field or invariant named)
    ("pa-resume-loops", "plain", target, set_field("resume", pa.PC_EFFECTS), "program-in-step"),
    ("pa-wall-mask", "plain", in_actions, set_field("walls", -1, 0), "walls[0]"),
    ("pa-used-mask", "plain", in_actions, set_field("used", -2, 1), "used[1]"),
    ("pa-round", "plain", in_actions, one_more_round, "paladins-per-round"),
    ("pa-stage-keep", "plain", in_actions, set_field("stage", pa.KEEP), "program-in-step"),
]

WHERE: list[tuple[str, Callable[[Doc], bool]]] = [
    ("plain", in_actions),
    ("plain", target),
]
"""The states the control test loads unedited: (setting, where)."""
