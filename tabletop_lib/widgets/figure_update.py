"""The stepper's and the tutor's plotly figures, and the one update that turns a figure into
the next.

:func:`figure_widget` makes a ``FigureWidget`` that opens with its data, shares plotly's code
(:mod:`.plotly_code`), sends an update as one widget message and has the page skip plotly's
report of defaults; :func:`figure_changes` computes the update that sends only what differs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go
from plotly.basedatatypes import Undefined

from .plotly_code import FigureWidget


class _OpenedWithData(FigureWidget):
    """A FigureWidget whose comm opens once its data is set, so the browser's model starts
    with the figure. Plotly's own opens it empty and sends the data in a second message; a
    view rendered between the two (JupyterLab under load, Run All of a notebook with several
    steppers) draws empty axes and never catches up. Its front-end code is plotly's, loaded
    once per kernel by :mod:`.plotly_code` (not 5 MB in every figure)."""

    _data_ready = False

    def open(self) -> None:
        if self._data_ready:
            super().open()

    def _send_update_msg(
        self,
        restyle_data: dict[str, Any],
        relayout_data: dict[str, Any],
        trace_indexes: Any = None,
        source_view_id: str | None = None,
    ) -> None:
        """Plotly's update message in one widget message instead of four.

        Plotly sends the two edit ids, the update, then the update reset to None (so that an
        equal update later still counts as a change), each its own message, which the page
        decodes and dispatches one by one. Here the ids and the update travel together, and
        the reset is not needed: every update carries new edit ids, so it always differs
        from the one before. The edit ids only pair the page's reports of defaults with
        their update, and these figures make none (:func:`figure_widget`)."""
        trace_indexes = self._normalize_trace_indexes(trace_indexes)
        with self.hold_sync():
            self._last_trace_edit_id += 1
            self._last_layout_edit_id += 1
            self._py2js_update = {
                "style_data": restyle_data,
                "layout_data": relayout_data,
                "style_traces": trace_indexes,
                "trace_edit_id": self._last_trace_edit_id,
                "layout_edit_id": self._last_layout_edit_id,
                "source_view_id": source_view_id,
            }


def figure_widget(figure: go.Figure) -> go.FigureWidget:
    """``go.FigureWidget(figure)`` whose front-end model is created with the figure's data,
    and whose page does not report plotly's defaults back after each drawing (nothing here
    reads them: :data:`~tabletop_lib.widgets.plotly_code.LOADER`).

    The widget takes the figure's properties as they are, not checked by plotly a second time
    (about 30 ms a figure, most of making the widget): ``figure`` is a plotly figure already,
    checked when it was built or made by :func:`~tabletop_lib.viz.common.fast_figure` from
    dicts the tests check. The widget checks later edits as usual."""
    widget = _OpenedWithData({"data": figure._data, "layout": figure._layout}, _validate=False)
    for part in (widget, *widget.data, widget.layout):
        part._validate = True
    widget._reports_defaults = False  # before the comm opens: the page's model starts so
    widget._data_ready = True
    widget.open()
    return widget


def figure_changes(
    old: Sequence[dict[str, Any]],
    new: Sequence[dict[str, Any]],
    old_layout: dict[str, Any],
    new_layout: dict[str, Any],
) -> tuple[dict[str, list[Any]], dict[str, Any], list[int]]:
    """What turns figure ``old`` into ``new`` (the same number of traces) in one plotly update:
    the restyle (per key, a value per changed trace), the layout keys that differ and the
    indexes of the changed traces.

    Only the keys whose values differ, and each only for the traces where it differs (plotly's
    ``Undefined`` leaves a trace's key as it is): a board whose labels changed their texts and
    whose cards changed their hovers resends neither the labels' hovers nor the cards' texts.
    A key a trace lost is sent as None (plotly's default)."""
    changed = [i for i, t in enumerate(new) if t is not old[i] and t != old[i]]
    differing = {
        i: {k for k in (*new[i], *old[i]) if new[i].get(k) != old[i].get(k)} for i in changed
    }
    keys = sorted(set().union(*differing.values()) - {"type"}) if changed else []
    restyle = {
        k: [new[i].get(k) if k in differing[i] else Undefined for i in changed] for k in keys
    }
    relayout = {k: v for k, v in new_layout.items() if old_layout.get(k) != v and k != "template"}
    return restyle, relayout, changed
