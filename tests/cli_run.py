"""The command line run as a user runs it, for the CLI tests (generic and per game)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m tabletop_lib ARGS`` in a child process, its output captured."""
    # A different hash seed than this process: the results must not depend on it.
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    return subprocess.run(
        [sys.executable, "-m", "tabletop_lib", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
        check=False,
    )
