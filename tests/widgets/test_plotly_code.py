"""Plotly's widget code travels once per kernel, so the widgets of a page come back on reload.

JupyterLab asks the kernel for every widget's state in one message after a page reload, and the
server refuses a websocket message over 10 MB by default. Each figure used to carry plotly's
5 MB of code: two figures and no widget came back.
"""

from __future__ import annotations

import json

import plotly.graph_objects as go
import pytest
from ipywidgets.widgets.widget import _instances
from registered import games, table

from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.plotly_code import BUNDLE, LOADER, ensure_loaded, shares_code
from tabletop_lib.widgets.stepper import figure_widget

SERVER_LIMIT = 10 * 1024 * 1024
"""Tornado's default ``websocket_max_message_size``, which Jupyter's server keeps."""


def _state_size(ids: set[str]) -> int:
    """The state the widgets ``ids`` send on a reload (JSON characters)."""
    return sum(len(json.dumps(_instances[i].get_state(), default=str)) for i in ids)


def test_figures_carry_a_loader_and_one_widget_carries_the_code() -> None:
    first = figure_widget(go.Figure(go.Scatter(x=[1], y=[2])))
    second = figure_widget(go.Figure(go.Bar(x=[1], y=[2])))
    assert shares_code(first) and shares_code(second)
    assert len(first._esm) < 2000
    carrier = ensure_loaded()
    assert carrier is ensure_loaded()  # one per kernel
    assert carrier.source == BUNDLE.read_text(encoding="utf-8")
    assert "export" in carrier.source and LOADER not in carrier.source


def test_the_library_s_other_figure_widgets_share_the_code() -> None:
    from tabletop_lib.widgets.quiz import as_widget

    assert shares_code(as_widget(go.Figure(go.Scatter(x=[1], y=[2]))))


def test_a_closed_carrier_is_made_again() -> None:
    carrier = ensure_loaded()
    carrier.close()
    figure_widget(go.Figure())
    again = ensure_loaded()
    assert again is not carrier and again.comm is not None


@pytest.mark.parametrize("name", games())
def test_a_tutor_and_its_figures_fit_one_reload_message(name: str) -> None:
    before = set(_instances)
    Tutor(name, num_players=table(name), seed=1, opponents="random", keep=False)
    # The widgets it made (a tutor leaves the others as they were): measuring every widget
    # alive cost more the more the process had made before.
    added = _state_size(set(_instances) - before)
    # Its figures: their data, not plotly's code each time (5 MB a figure).
    assert added < SERVER_LIMIT / 20


@pytest.mark.parametrize("name", games())
def test_the_stepper_s_figures_skip_plotly_s_report_of_defaults(name: str) -> None:
    """A board redrawn at every click does not have the page send its whole figure, every
    default filled in, back to the kernel after each drawing; other figures still do."""
    from tabletop_lib.widgets.plotly_code import FigureWidget

    board = figure_widget(go.Figure(go.Scatter(x=[1], y=[2])))
    assert board.get_state(["_reports_defaults"]) == {"_reports_defaults": False}
    assert FigureWidget().get_state(["_reports_defaults"]) == {"_reports_defaults": True}
    tutor = Tutor(name, num_players=table(name), seed=1, keep=False)
    figures = [tutor.board.figure_widget, tutor.change.figure]
    assert all(f._reports_defaults is False for f in figures)
    # The page's side: the loader skips both reports when the model says so.
    for report in ("_sendTraceDeltas", "_sendLayoutDelta"):
        assert report in LOADER
    assert 'this.model.get("_reports_defaults") === false' in LOADER
