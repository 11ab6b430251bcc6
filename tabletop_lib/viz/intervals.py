"""Dot-and-whisker figures of estimates with confidence intervals, for simulation studies.

The tables of :func:`tabletop_lib.analysis.mean_intervals`, :func:`~tabletop_lib.analysis.
option_effects`, :func:`~tabletop_lib.analysis.win_rates` and the like have one row per
estimate with its interval (``ci_low``, ``ci_high``). These figures draw them with the labels
on the vertical axis, where long names stay readable at 960 px of output width, and the
estimates as dots with horizontal whiskers: one colour per group, or one panel per facet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

GROUP_COLOURS = (
    "#1f5fbf",
    "#d62728",
    "#2ca02c",
    "#7b3fa0",
    "#8c564b",
    "#e377c2",
    "#17becf",
    "#bcbd22",
    "#9a8f80",
    "#ff7f0e",
)
SIGNIFICANT_SYMBOL = "circle"
NOT_SIGNIFICANT_SYMBOL = "circle-open"
ROW_HEIGHT = 22
"""Pixels per label row: the figure's height grows with the labels it shows."""


def _errors(rows: pd.DataFrame, value: str) -> dict[str, Any]:
    return {
        "type": "data",
        "symmetric": False,
        "array": (rows["ci_high"] - rows[value]).tolist(),
        "arrayminus": (rows[value] - rows["ci_low"]).tolist(),
        "thickness": 1.5,
        "width": 3,
    }


def _symbols(rows: pd.DataFrame, reference: float | None) -> list[str]:
    """Filled where the interval excludes the reference line, open where it contains it."""
    if reference is None:
        return [SIGNIFICANT_SYMBOL] * len(rows)
    return [
        SIGNIFICANT_SYMBOL if low > reference or high < reference else NOT_SIGNIFICANT_SYMBOL
        for low, high in zip(rows["ci_low"], rows["ci_high"], strict=True)
    ]


def _trace(
    rows: pd.DataFrame,
    label: str,
    value: str,
    name: str,
    colour: str,
    reference: float | None,
    hover_format: str,
    show_legend: bool,
) -> go.Scatter:
    hover = [
        f"{lab}<br>{name}: {v:{hover_format}} ({lo:{hover_format}} to {hi:{hover_format}})"
        for lab, v, lo, hi in zip(
            rows[label], rows[value], rows["ci_low"], rows["ci_high"], strict=True
        )
    ]
    return go.Scatter(
        x=rows[value].tolist(),
        y=rows[label].tolist(),
        mode="markers",
        name=name,
        legendgroup=name,
        showlegend=show_legend,
        marker={"color": colour, "size": 8, "symbol": _symbols(rows, reference)},
        error_x=_errors(rows, value) | {"color": colour},
        hovertext=hover,
        hoverinfo="text",
    )


def _colours(groups: Sequence[Any], colours: Mapping[Any, str] | None) -> dict[Any, str]:
    given = dict(colours or {})
    return {g: given.get(g, GROUP_COLOURS[i % len(GROUP_COLOURS)]) for i, g in enumerate(groups)}


def interval_figure(
    table: pd.DataFrame,
    label: str,
    value: str = "mean",
    group: str | None = None,
    *,
    title: str = "",
    x_title: str = "",
    reference: float | None = None,
    colours: Mapping[Any, str] | None = None,
    percent: bool = False,
    width: int = 840,
) -> go.Figure:
    """One row per ``label``, a dot at ``value`` with its ``ci_low``-``ci_high`` whisker.

    With ``group``, each group is a trace of its own colour (``colours`` may fix some), its
    dots shifted apart so the whiskers do not hide each other. ``reference`` draws a dotted
    vertical line (0 for effects, 1/n for win rates); a dot is filled when its interval
    excludes the line and open when it contains it. ``percent`` formats the axis as %.
    Labels keep their order of first appearance, top to bottom.
    """
    labels = list(pd.unique(table[label]))
    groups = list(pd.unique(table[group])) if group else [None]
    palette = _colours(groups, colours)
    fmt = ".1%" if percent else ".2f"
    fig = go.Figure()
    for g in groups:
        rows = table if g is None else table[table[group] == g]
        name = value if g is None else str(g)
        fig.add_trace(_trace(rows, label, value, name, palette[g], reference, fmt, g is not None))
    if len(groups) > 1:
        fig.update_layout(scattermode="group", scattergap=0.4)
    if reference is not None:
        fig.add_vline(x=reference, line={"color": "#555555", "dash": "dot", "width": 1})
    fig.update_layout(
        title=title,
        xaxis={"title": x_title, "tickformat": ".0%" if percent else None, "zeroline": False},
        yaxis={"categoryorder": "array", "categoryarray": labels[::-1], "automargin": True},
        height=120 + round(ROW_HEIGHT * len(labels) * (1 + 0.3 * (len(groups) - 1))),
        width=width,
        plot_bgcolor="white",
        legend={"orientation": "h", "yanchor": "bottom", "y": 1.0, "xanchor": "right", "x": 1},
        margin={"t": 60, "r": 20},
    )
    fig.update_xaxes(gridcolor="#eeeeee")
    return fig


def interval_grid(
    table: pd.DataFrame,
    label: str,
    facet: str,
    value: str = "effect",
    *,
    columns: int = 3,
    title: str = "",
    reference: float | None = 0.0,
    colours: Mapping[Any, str] | None = None,
    width: int = 840,
) -> go.Figure:
    """One small panel per ``facet`` level (a module, a player count), ``columns`` to a row,
    each showing every ``label`` as a dot with its whisker; the panels share the label axis
    (names on the left column only) and each keeps its own value axis.

    ``reference`` and the filled/open dots are as in :func:`interval_figure`; ``colours`` maps
    a facet level to its colour.
    """
    facets = list(pd.unique(table[facet]))
    labels = list(pd.unique(table[label]))
    palette = _colours(facets, colours)
    rows = -(-len(facets) // columns)
    fig = make_subplots(
        rows=rows,
        cols=columns,
        shared_yaxes=True,
        subplot_titles=[str(f) for f in facets],
        horizontal_spacing=0.03,
        vertical_spacing=0.5 / max(rows, 1) / 2,
    )
    for i, level in enumerate(facets):
        part = table[table[facet] == level]
        row, col = i // columns + 1, i % columns + 1
        fig.add_trace(
            _trace(part, label, value, str(level), palette[level], reference, ".2f", False),
            row=row,
            col=col,
        )
        if reference is not None:
            fig.add_vline(
                x=reference, line={"color": "#555555", "dash": "dot", "width": 1}, row=row, col=col
            )
    fig.update_yaxes(categoryorder="array", categoryarray=labels[::-1], automargin=True)
    fig.update_xaxes(gridcolor="#eeeeee", zeroline=False)
    fig.update_layout(
        title=title,
        height=80 + rows * (40 + ROW_HEIGHT * len(labels)),
        width=width,
        plot_bgcolor="white",
        showlegend=False,
        margin={"t": 80, "r": 20},
    )
    fig.update_annotations(font_size=13)
    return fig
