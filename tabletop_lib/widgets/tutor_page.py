"""The tutor as a web page of its own, for learners who have never used Jupyter.

``tabletop tutor merlin`` (or ``python -m tabletop_lib tutor merlin``) writes a one-cell
notebook that shows :class:`~tabletop_lib.widgets.Tutor` and serves it with Voila: the page
shows the widgets only, no code and no notebook interface. The learner's game is kept as they
play (:mod:`.tutor_save`), so the next ``tabletop tutor merlin`` offers to resume it. Voila comes
with the ``web`` extra.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from tabletop_lib.core.extras import require
from tabletop_lib.core.registry import game_info

PAGE_NAME = "tutor.ipynb"


def page_notebook(
    game: str | None, num_players: int | None = None, seat: int = 0
) -> dict[str, Any]:
    """The notebook Voila serves: a title and the tutor (a game picker when ``game`` is None)."""
    if game is None:
        title = "Learn a board game while playing"
        code = "from tabletop_lib.widgets import Tutors\n\nTutors()"
    else:
        title = f"Learn {game_info(game).title} while playing"
        players = "" if num_players is None else f", num_players={num_players}"
        code = (
            "from tabletop_lib.widgets import Tutor\n\n"
            f"Tutor({game!r}{players}, seat={seat}, opponents='greedy')"
        )
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": f"# {title}"},
        {
            "cell_type": "code",
            "execution_count": None,
            "metadata": {},
            "outputs": [],
            "source": code,
        },
    ]
    return {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_page(folder: Path, game: str | None, num_players: int | None, seat: int) -> Path:
    """Write the page's notebook into ``folder``; returns its path."""
    path = folder / PAGE_NAME
    path.write_text(json.dumps(page_notebook(game, num_players, seat), indent=1), encoding="utf-8")
    return path


def voila_command(page: Path, port: int, open_browser: bool) -> list[str]:
    """The command that serves ``page`` on ``port`` of this machine only."""
    command = [
        sys.executable,
        "-m",
        "voila",
        str(page),
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--show_tracebacks=False",
        "--theme=light",
    ]
    if not open_browser:
        command.append("--no-browser")
    return command


def serve(
    game: str | None, num_players: int | None = None, seat: int = 0, port: int = 8866,
    open_browser: bool = True,
) -> int:  # fmt: skip
    """Serve the tutor page until interrupted; returns Voila's exit status."""
    require("voila", "web", "the tutor's web page")
    if game is not None:
        game_info(game)  # an unknown game is a ConfigError before anything starts
    with tempfile.TemporaryDirectory(prefix="tabletop-tutor-page-") as folder:
        page = write_page(Path(folder), game, num_players, seat)
        print(f"The tutor is at http://127.0.0.1:{port}/ (Ctrl+C stops it).", flush=True)
        try:
            return subprocess.call(voila_command(page, port, open_browser))
        except KeyboardInterrupt:
            return 0
