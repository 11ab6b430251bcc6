"""The widgets import plotly's widget layer without building rfc3987_syntax's grammar (about a
second of CPU in every fresh kernel), and leave that module importable afterwards."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHECK = """
import importlib.util
import sys
import tabletop_lib.widgets
print("rfc3987_syntax" in sys.modules, "plotly.basewidget" in sys.modules)
print(importlib.util.find_spec("rfc3987_syntax").name)
"""
"""``find_spec`` finds the module as ``import`` would, and finds nothing while it is hidden (a
None in ``sys.modules``), without running it: importing it builds the grammar, 1.6 s of CPU."""


def test_the_widgets_skip_the_iri_grammar_and_leave_it_importable() -> None:
    pytest.importorskip("rfc3987_syntax")
    out = subprocess.run(
        [sys.executable, "-c", CHECK],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
    ).stdout.split("\n")
    assert out[0] == "False True", "plotly's widgets are in, the grammar is not"
    assert out[1] == "rfc3987_syntax"
