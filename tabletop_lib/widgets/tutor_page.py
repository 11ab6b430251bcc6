"""The tutor as a web page of its own: ``tabletop tutor [GAME]`` serves it with Voila.

A learner who has never used Jupyter runs one command and gets a browser page with the game
picker and the tutor, no notebook interface, no code shown. :func:`page_notebook` writes a
one-cell notebook that shows :class:`~tabletop_lib.widgets.Tutors`; :func:`voila_command` is
the Voila command line that serves it (Voila runs the cell in a kernel of this Python and
shows only its output). Voila is in the ``web`` extra: ``pip install "tabletop_lib[web]"``.
"""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from tabletop_lib.core.errors import TabletopError

DEFAULT_PORT = 8866
PAGE_NAME = "tabletop_tutor.ipynb"


class MissingExtraError(TabletopError, ImportError):
    """An optional library the command needs is not installed (the error names the extra)."""


PAGE_BOARD = (720, 740)
"""The board's largest size on the page: no notebook bars above it, so it may be as tall as
a laptop's 800 px window less the browser's margins (the game picker scrolls away above)."""


def page_source(game: str | None) -> str:
    """The page's one cell: the game picker over the tutor, on ``game`` when given."""
    args = "" if game is None else f"{game!r}, "
    return f"from tabletop_lib.widgets import Tutors\n\nTutors({args}board_size={PAGE_BOARD!r})"


def page_notebook(game: str | None, folder: Path) -> Path:
    """Write the page's notebook (nbformat 4, one code cell) into ``folder``; its path."""
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": page_source(game),
            }
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = folder / PAGE_NAME
    path.write_text(json.dumps(notebook, indent=1), encoding="utf-8")
    return path


def voila_command(notebook: Path, port: int = DEFAULT_PORT, browser: bool = True) -> list[str]:
    """The Voila command line serving ``notebook`` on 127.0.0.1:``port``, sources hidden."""
    command = [
        sys.executable,
        "-m",
        "voila",
        str(notebook),
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--strip_sources=True",
        "--show_tracebacks=True",
    ]
    if not browser:
        command.append("--no-browser")
    return command


def require_voila() -> None:
    """Raise :class:`MissingExtraError`, naming the extra, when Voila is not installed."""
    if importlib.util.find_spec("voila") is None:
        raise MissingExtraError(
            'the tutor page needs Voila: pip install "tabletop_lib[web]" (or pip install voila)'
        )


def serve(game: str | None, port: int = DEFAULT_PORT, browser: bool = True) -> int:
    """Serve the tutor page until interrupted; returns Voila's exit status."""
    require_voila()
    with tempfile.TemporaryDirectory(prefix="tabletop-tutor-") as folder:
        notebook = page_notebook(game, Path(folder))
        print(f"The tutor is at http://127.0.0.1:{port}/ (Ctrl+C stops it)", flush=True)
        server = subprocess.Popen(voila_command(notebook, port, browser))
        # A stop asked of this command (SIGTERM) stops Voila and its kernel with it.
        signal.signal(signal.SIGTERM, lambda *_: server.terminate())
        try:
            return server.wait()
        finally:
            if server.poll() is None:
                server.terminate()
                server.wait(timeout=10)
