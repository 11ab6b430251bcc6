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


def test_an_update_travels_in_one_message_with_its_edit_ids(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Plotly sends an update as four widget messages (two edit ids, the update, its reset);
    the stepper's figure sends one, with new edit ids each time, so that an update equal to
    the one before (a value back and forth) still reaches the page as a change."""
    widget = figure_widget(go.Figure([go.Scatter(x=[1], y=[2]), go.Scatter(x=[3], y=[4])]))
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(widget, "_send", lambda msg, buffers=None: sent.append(msg))
    for x in (5, 3, 5):
        widget.plotly_update(restyle_data={"x": [[x]]}, trace_indexes=[1])
    assert len(sent) == 3 and all(m["method"] == "update" for m in sent)
    first, _, second = (m["state"] for m in sent)
    assert set(first) == {"_py2js_update", "_last_trace_edit_id", "_last_layout_edit_id"}
    assert first["_py2js_update"]["style_data"] == {"x": [[5]]}
    assert first["_py2js_update"]["style_traces"] == [1]
    assert second["_last_trace_edit_id"] == first["_last_trace_edit_id"] + 2
    assert second["_py2js_update"] != first["_py2js_update"]  # a change, seen as one
    assert widget.data[1].x == (5,)  # the kernel's figure follows, as with plotly's own
