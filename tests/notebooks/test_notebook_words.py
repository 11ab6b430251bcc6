"""The notebooks' stored outputs read as the games' words (issue "plain words").

Every output a learner sees (printed text, HTML with its tags and tooltips dropped, plain text
where nothing richer was shown, and a widget's plain text, which JupyterLab shows until the
notebook has run) of every notebook under ``notebooks/`` is scanned with
``core.plain.engine_words``; a failure names each hit with its cell. The outputs are those stored
by the last execution (``tools/execute_notebooks.py``): a notebook whose stored outputs predate
the games' plain words is marked until the lead re-executes it after merging.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop_lib.core.plain import engine_words, visible_text

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
STALE = "stored outputs predate the plain words: re-execute the notebook (make notebooks)"
STALE_NOTEBOOKS: set[str] = set()
"""Notebooks whose stored outputs predate the plain words (marked strictly until re-executed);
every other notebook is checked strictly."""


def _joined(value: object) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def output_texts(cells: list[dict[str, Any]]) -> Iterator[tuple[int, str]]:
    """(cell number, text a reader sees) for every stored output of the code cells."""
    for number, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                yield number, _joined(output.get("text"))
                continue
            data = output.get("data", {})
            if "text/html" in data:
                yield number, visible_text(_joined(data["text/html"]))
            elif "text/markdown" in data:
                yield number, _joined(data["text/markdown"])
            elif "text/plain" in data:
                # a widget's plain text is what JupyterLab shows before the notebook has run
                yield number, _joined(data["text/plain"])


SEAT_NUMBER = re.compile(r"\bPlayer \d\b")
"""A player called by a number: the notebooks name players by their colour as drawn."""


def seat_numbers(text: str) -> list[str]:
    """ "Player 2" in a text (a code span in markdown, where code is shown, is not
    counted)."""
    return SEAT_NUMBER.findall(re.sub(r"`[^`]*`", "", text))


def hits_in(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    prose = [
        (number, _joined(cell["source"]))
        for number, cell in enumerate(cells)
        if cell["cell_type"] == "markdown"
    ]
    return [
        f"{path.name}[cell {number}]: {word!r}"
        for number, text in output_texts(cells)
        for word in [*engine_words(text), *seat_numbers(text)]
    ] + [f"{path.name}[cell {n}]: {word!r}" for n, text in prose for word in seat_numbers(text)]


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(
            p,
            id=p.stem,
            marks=pytest.mark.xfail(strict=True, reason=STALE) if p.stem in STALE_NOTEBOOKS else (),
        )
        for p in NOTEBOOKS
    ],
)
def test_stored_outputs_show_no_engine_words(path: Path) -> None:
    found = hits_in(path)
    assert not found, f"{len(found)} engine words in outputs:\n" + "\n".join(found[:40])


def test_the_scan_reads_streams_html_and_plain_text(tmp_path: Path) -> None:
    cells = [
        {"cell_type": "markdown", "source": "a_snake in prose is not an output; Player 3 is"},
        {"cell_type": "code", "outputs": [{"output_type": "stream", "text": ["num_players 3\n"]}]},
        {
            "cell_type": "code",
            "outputs": [
                {
                    "output_type": "display_data",
                    "data": {"text/html": "<b title='q25'>ok</b> [BB.trick.win]"},
                },
                {"output_type": "execute_result", "data": {"text/plain": "{'a': 1}"}},
                {
                    "output_type": "display_data",
                    "data": {
                        "text/plain": "Tab(children=...)",
                        "application/vnd.jupyter.widget-view+json": {},
                    },
                },
            ],
        },
    ]
    notebook = tmp_path / "nb.ipynb"
    notebook.write_text(json.dumps({"cells": cells}), encoding="utf-8")
    assert hits_in(notebook) == [
        "nb.ipynb[cell 1]: 'num_players'",
        "nb.ipynb[cell 2]: 'BB.trick.win'",
        'nb.ipynb[cell 2]: "{\'"',
        "nb.ipynb[cell 2]: 'Tab(children='",
        "nb.ipynb[cell 0]: 'Player 3'",
    ]
