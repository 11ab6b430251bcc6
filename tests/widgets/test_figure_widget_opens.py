"""The stepper's board widget opens its comm with the figure's data in it.

Plotly's FigureWidget opens its comm with no data and sends the traces in a second message; a
browser view rendered between the two draws empty axes for good (seen in JupyterLab running
the Merlin tutorial). :func:`figure_widget` opens once the data is set.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import pytest

from tabletop_lib.widgets.stepper import figure_widget


def test_the_comm_opens_once_with_the_traces(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[int] = []
    plain_open = go.FigureWidget.open

    def spy(self: Any) -> None:
        opened.append(len(self._widget_data))
        plain_open(self)

    monkeypatch.setattr(go.FigureWidget, "open", spy)
    widget = figure_widget(go.Figure([go.Scatter(x=[1], y=[2]), go.Scatter(x=[3], y=[4])]))
    assert opened == [2]  # one opening, with both traces (plotly's own: [0], then an update)
    assert widget.comm is not None
    go.FigureWidget(go.Figure(go.Scatter(x=[1], y=[2])))
    assert opened[1:] == [0]  # what the plain widget does, for contrast
