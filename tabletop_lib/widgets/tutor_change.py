"""The tutor's "what changed" figure, under the board: redrawn in place, in a few ms.

A game's diff figure (:func:`tabletop_lib.viz.diff_for`) draws a map and tables side by side,
with a fixed set of traces (empty where nothing changed). In one plotly figure, a change to
any trace redraws the tables too, and that redraw was most of a click in the browser (in
Chromium, a scatter update of Brian Boru's diff figure took about seven times as long with
its three tables inside as without them); in a second plotly figure laid over the map they
still cost 10-15 ms of plotly per click (``benchmarks/click_profile.py``). So the map is a
plotly figure, updated with one plotly update holding only the traces and layout keys that
differ (as :class:`~tabletop_lib.widgets.GameStepper` does), and the tables are HTML laid
over it where the figure puts them (each table trace's domain), sent only when they change.
"""

from __future__ import annotations

from typing import Any, TypeAlias

import ipywidgets as w
import plotly.graph_objects as go

from tabletop_lib.viz.common import fast_figure
from tabletop_lib.viz.html_tables import table_trace_html

from .figure_update import figure_changes, figure_widget

CHANGE_WIDTH = 840
"""The "what changed" figure's width: it fits a laptop's output area (about 960 px)."""
HIDDEN = {"height": "0px", "overflow": "hidden", "visibility": "hidden"}
"""How the "what changed" box hides: folded to no height, its figures still laid out at their
size. A plotly figure under ``display: none`` stops the board's updates in the browser (the
board beside it kept its first drawing in JupyterLab in Chromium)."""
SHOWN = {"height": None, "overflow": None, "visibility": None}
CONFIG = {"displayModeBar": False, "scrollZoom": False}

Traces = list[dict[str, Any]]


Diff: TypeAlias = "go.Figure | tuple[Traces, dict[str, Any]]"
"""A diff figure, or its traces and layout as plain dicts (:func:`~tabletop_lib.viz.
diff_data_for`, which builds no plotly figure)."""


def _plain(figure: Diff) -> tuple[Traces, dict[str, Any]]:
    """A figure's traces and layout as plain dicts. Plotly keeps them as such (``_data``,
    ``_layout``); reading those skips the deep copies of ``to_plotly_json``. They are only
    read here, never changed."""
    if isinstance(figure, tuple):
        return figure
    data = getattr(figure, "_data", None)
    layout = getattr(figure, "_layout", None)
    if isinstance(data, list) and isinstance(layout, dict):
        return data, layout
    return [t.to_plotly_json() for t in figure.data], figure.layout.to_plotly_json()


def _fitted(layout: dict[str, Any]) -> dict[str, Any]:
    """``layout`` scaled to :data:`CHANGE_WIDTH` (the diff figures are drawn wider)."""
    width = layout.get("width") or CHANGE_WIDTH
    height = layout.get("height") or 500
    return {**layout, "width": CHANGE_WIDTH, "height": int(height * CHANGE_WIDTH / width)}


def split(figure: Diff) -> tuple[tuple[Traces, dict[str, Any]], Traces]:
    """The map (every trace but the tables, the whole layout, scaled to
    :data:`CHANGE_WIDTH`) and the table traces of a diff figure."""
    traces, layout = _plain(figure)
    layout = _fitted(layout)
    tables = [t for t in traces if t.get("type") == "table"]
    return ([t for t in traces if t.get("type") != "table"], layout), tables


def tables_html(tables: Traces, layout: dict[str, Any]) -> str:
    """The table traces as HTML tables, each placed over the figure (``layout``'s size and
    margins) where its domain puts it, scrolling inside its box as plotly's tables do."""
    width, height = layout.get("width") or CHANGE_WIDTH, layout.get("height") or 500
    margin = {"l": 80, "r": 80, "t": 100, "b": 80, **(layout.get("margin") or {})}
    plot_w = width - margin["l"] - margin["r"]
    plot_h = height - margin["t"] - margin["b"]
    boxes = []
    for trace in tables:
        domain = trace.get("domain") or {}
        (x0, x1), (y0, y1) = domain.get("x", (0, 1)), domain.get("y", (0, 1))
        place = (
            f"position:absolute;left:{margin['l'] + x0 * plot_w:.0f}px;"
            f"top:{margin['t'] + (1 - y1) * plot_h:.0f}px;width:{(x1 - x0) * plot_w:.0f}px;"
            f"height:{(y1 - y0) * plot_h:.0f}px;overflow:auto;pointer-events:auto"
        )
        boxes.append(f"<div style='{place}'>{table_trace_html(trace)}</div>")
    return (
        f"<div class='tabletop-tutor-tables' style='position:relative;width:{width}px;"
        f"height:{height}px;pointer-events:none;white-space:normal;line-height:1.3'>"
        f"{''.join(boxes)}</div>"
    )


class _InPlace:
    """One FigureWidget whose later figures (the same trace types) are sent as one update."""

    def __init__(self, traces: Traces, layout: dict[str, Any]) -> None:
        self.figure = figure_widget(fast_figure(traces, layout))  # dicts of a drawn figure
        self.figure._config = CONFIG
        self.traces, self.layout = traces, layout

    def show(self, traces: Traces, layout: dict[str, Any]) -> None:
        fw, old = self.figure, self.traces
        if [t.get("type") for t in traces] != [t.get("type") for t in old]:  # another game
            with fw.batch_update():
                fw.data = ()
                fw.add_traces(traces)
                fw.layout = layout
        else:
            # Traces of every type in one update: a key a trace does not have (a table's cells
            # on a scatter), or whose value did not change, is Undefined for it.
            restyle, relayout, changed = figure_changes(old, traces, self.layout, layout)
            if changed or relayout:
                fw.plotly_update(
                    restyle_data=restyle, relayout_data=relayout, trace_indexes=changed
                )
        self.traces, self.layout = traces, layout


class ChangeFigure:
    """The "what changed" figure (see the module docstring): ``figure`` the map, ``tables``
    the HTML of its tables laid over it (None for a diff figure without tables)."""

    def __init__(self, first: Diff | None) -> None:
        # Built from a real figure, never an empty one: an empty FigureWidget beside the
        # board stopped the board's updates in the browser once the page was resized.
        (map_traces, map_layout), tables = split(first if first is not None else go.Figure())
        self.map = _InPlace(map_traces, map_layout)
        self.figure = self.map.figure
        # The tables on top of the map: side by side in a row, the tables pulled back over
        # the map by its width; they keep their size even while the box is folded.
        children: list[w.Widget] = [self.figure]
        self.tables: w.HTML | None = None
        if tables:
            self.tables = w.HTML(
                tables_html(tables, map_layout),
                layout=w.Layout(margin=f"0 0 0 -{CHANGE_WIDTH}px", width=f"{CHANGE_WIDTH}px"),
            )
            self.tables.add_class("tabletop-tutor-tables-box")
            children.append(self.tables)
        style = w.HTML(
            "<style>.tabletop-tutor-tables-box { pointer-events: none; }</style>",
            layout=w.Layout(display="none"),
        )
        self.widget = w.Box([*children, style], layout=w.Layout(**HIDDEN))
        self.widget.add_class("tabletop-tutor-change")
        self.shown: tuple[int, int] | None = None
        self.visible = False

    def _show_box(self, visible: bool) -> None:
        if visible != self.visible:
            self.visible = visible
            for key, value in (SHOWN if visible else HIDDEN).items():
                setattr(self.widget.layout, key, value)

    def show(self, figure: Diff | None, key: tuple[int, int] | None) -> None:
        """Show ``figure`` (None hides it); ``key`` names it, so showing the same key again
        sends nothing."""
        if key is not None and key == self.shown:
            return
        self.shown = key
        if figure is None:
            self._show_box(False)
            return
        (map_traces, map_layout), tables = split(figure)
        self.map.show(map_traces, map_layout)
        if self.tables is not None:
            value = tables_html(tables, map_layout)
            if value != self.tables.value:
                self.tables.value = value
        self._show_box(True)
