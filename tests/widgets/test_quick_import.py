"""The widgets import plotly's widget layer without building rfc3987_syntax's grammar (about a
second of CPU in every fresh kernel), and leave that module importable afterwards."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHECK = """
import sys
import tabletop_lib.widgets
print("rfc3987_syntax" in sys.modules, "plotly.basewidget" in sys.modules)
import rfc3987_syntax
print(rfc3987_syntax.__name__)
"""


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
