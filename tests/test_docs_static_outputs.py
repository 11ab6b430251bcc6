"""The documentation site's notebooks need no CDN and no kernel (``tools/build_docs.py``):
each widget output becomes a static snapshot of what it showed, each plotly figure gets HTML
drawn by the site's own plotly.js, and the saved widget state is dropped."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import plotly.graph_objects as go
import pytest
from ipywidgets.embed import dependency_state
from registered import games, table

import tabletop_lib
from tabletop_lib.core.match import Match
from tabletop_lib.widgets import GameStepper

pytest.importorskip("yaml")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import build_docs


def _output(data: dict[str, object]) -> nbformat.NotebookNode:
    return nbformat.v4.new_output("display_data", data=data)


@pytest.mark.parametrize("name", games())
def test_widgets_become_snapshots_and_figures_get_html(name: str) -> None:
    game = tabletop_lib.load_game(name, num_players=table(name, 2))
    stepper = GameStepper(Match(game, 3), 3)
    states = dependency_state(stepper.widget)
    view = {"model_id": stepper.widget.model_id, "version_major": 2, "version_minor": 0}
    note = "A game stepper (run the notebook to use it)."
    figure = go.Figure(go.Bar(y=[1, 2])).to_plotly_json()
    cell = nbformat.v4.new_code_cell(
        "stepper",
        outputs=[
            _output({build_docs.WIDGET_VIEW: view, "text/plain": note}),
            _output({build_docs.PLOTLY: figure}),
            _output({build_docs.WIDGET_VIEW: {**view, "model_id": "gone"}, "text/plain": note}),
        ],
    )
    notebook = nbformat.v4.new_notebook(cells=[cell])
    notebook.metadata["widgets"] = {build_docs.WIDGET_STATE: {"state": states, "version_major": 2}}

    out = build_docs.static_outputs(notebook)
    snapshot, chart, lost = (o["data"] for o in out.cells[0].outputs)
    assert "widgets" not in out.metadata  # no widget manager, no CDN
    assert build_docs.WIDGET_VIEW not in snapshot and "Plotly.newPlot" in snapshot["text/html"]
    assert stepper.status.value in snapshot["text/html"]
    assert chart[build_docs.PLOTLY] == figure and "Plotly.newPlot" in chart["text/html"]
    assert lost == {"text/plain": note}  # no saved state: its one-line note stays


def test_the_site_carries_plotly_js() -> None:
    assert build_docs.plotly_js().is_file()
    assert "plotly" in build_docs.plotly_js().read_text(encoding="utf-8")[:2000].lower()
