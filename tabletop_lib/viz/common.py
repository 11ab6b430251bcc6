"""Helpers every game's figures share: fast figure assembly, colours and plane geometry."""

from __future__ import annotations

import base64
import math
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
import plotly.graph_objects as go

Trace = dict[str, Any]
"""A plotly trace as a plain dict (``{"type": "scatter", ...}``)."""

PANEL_FONT = {"size": 10}
"""The font of the tables and titles beside a board."""


def fast_figure(data: Sequence[Trace], layout: dict[str, Any]) -> go.Figure:
    """A figure from plain dicts, skipping plotly's per-property validation on construction.

    Validation costs about 2 ms per trace, most of a figure's build time. The dicts built by
    this package are checked instead by the tests (they rebuild every figure with validation
    on). Validation is switched back on afterwards, so later edits are checked as usual.
    """
    figure = go.Figure(data=list(data), layout=layout, _validate=False)
    figure._validate = True
    return figure


def rgba(colour: str, alpha: float) -> str:
    """``#rrggbb`` with an opacity, as plotly's ``rgba(r,g,b,a)``."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r},{g},{b},{alpha:g})"


def signed(delta: int) -> str:
    return f"+{delta}" if delta > 0 else str(delta)


Array = npt.NDArray[np.float64]


def inside_polygon(points: Array, polygon: Array) -> npt.NDArray[np.bool_]:
    """Which of ``points`` (k x 2) lie inside the closed ``polygon`` (m x 2), by ray casting."""
    x, y = points[:, 0:1], points[:, 1:2]
    x1, y1 = polygon[:-1, 0], polygon[:-1, 1]
    x2, y2 = polygon[1:, 0], polygon[1:, 1]
    straddles = (y1 > y) != (y2 > y)
    with np.errstate(divide="ignore", invalid="ignore"):
        cross_x = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
    hits = straddles & (x < cross_x)
    result: npt.NDArray[np.bool_] = hits.sum(axis=1) % 2 == 1
    return result


def _squared_gaps(points: Array, segments: Array) -> Array:
    """For each point (k x 2), the squared distance to the nearest segment (s x 4: x1 y1 x2 y2);
    a point is a segment of length 0."""
    if len(segments) == 0:
        return np.full(len(points), np.inf)
    a, b = segments[:, :2], segments[:, 2:]
    ab = b - a
    length2 = np.maximum(np.einsum("ij,ij->i", ab, ab), 1e-12)
    ap = points[:, None, :] - a[None, :, :]
    t = np.clip(np.einsum("ijk,jk->ij", ap, ab) / length2, 0.0, 1.0)
    gap = ap - t[..., None] * ab[None]
    result: Array = np.einsum("ijk,ijk->ij", gap, gap).min(axis=1)
    return result


def label_spot(
    polygon: Array,
    obstacles: Array,
    roads: Array,
    centre: tuple[float, float],
    half_size: tuple[float, float],
    candidates: int = 140,
) -> tuple[float, float]:
    """Where a label box of ``half_size`` keeps clearest of the ``obstacles`` (points) and
    ``roads`` (segments), staying near ``centre`` and preferably inside ``polygon``; all in
    equal-scale units."""
    hw, hh = half_size
    (x0, y0), (x1, y1) = polygon.min(axis=0) - 0.1, polygon.max(axis=0) + 0.1
    step = max(0.05, math.sqrt((x1 - x0) * (y1 - y0) / candidates))
    gx, gy = np.meshgrid(np.arange(x0, x1, step), np.arange(y0, y1, step))
    grid = np.column_stack([gx.ravel(), gy.ravel()])
    outside = ~inside_polygon(grid, polygon)
    # Only what lies near the polygon can touch a label placed around it.
    lo, hi = np.array([x0 - hw - 0.2, y0 - hh - 0.2]), np.array([x1 + hw + 0.2, y1 + hh + 0.2])
    near = obstacles[((obstacles >= lo) & (obstacles <= hi)).all(axis=1)]
    ends = roads.reshape(-1, 2, 2)
    roads = roads[((ends.max(axis=1) >= lo) & (ends.min(axis=1) <= hi)).all(axis=1)]
    offsets = np.array([(dx, dy) for dx in (-hw, 0, hw) for dy in (-hh, hh)])
    samples = (grid[:, None, :] + offsets[None]).reshape(-1, 2)
    # Obstacles are segments of length 0 (with a margin for a marker's radius).
    points = np.concatenate([near, near], axis=1)
    to_points = np.sqrt(_squared_gaps(samples, points)) - 0.05
    clearance = np.minimum(to_points, np.sqrt(_squared_gaps(samples, roads)))
    worst = clearance.reshape(len(grid), len(offsets)).min(axis=1)
    drift = np.sqrt(((grid - np.array(centre)) ** 2).sum(axis=1))
    score = np.minimum(worst, 0.16) - 0.12 * drift - 0.06 * outside
    best = int(np.argmax(score))
    return float(grid[best, 0]), float(grid[best, 1])


def panel_title(text: str, x: float, y: float) -> dict[str, Any]:
    """A bold title over a panel, placed in paper coordinates (left, bottom)."""
    return {
        "text": f"<b>{text}</b>",
        "x": x,
        "y": y,
        "xref": "paper",
        "yref": "paper",
        "xanchor": "left",
        "yanchor": "bottom",
        "showarrow": False,
        "font": {"size": 11},
    }


def table_trace(
    name: str,
    header: Sequence[str],
    columns: Sequence[Sequence[Any]],
    domain: tuple[Sequence[float], Sequence[float]],
    *,
    fill: list[list[str]] | None = None,
    widths: Sequence[float] | None = None,
) -> Trace:
    """A plotly table of ``columns`` under ``header`` in ``domain`` (paper coordinates); with
    ``fill``, cells take those colours and the first column is written in white."""
    cells: dict[str, Any] = {
        "values": [list(c) for c in columns],
        "align": "left",
        "font": PANEL_FONT,
        "height": 18,
    }
    if fill is not None:
        # The first column is filled with the seats' strong colours: write on it in white.
        cells["fill"] = {"color": fill}
        cells["font"] = {
            **PANEL_FONT,
            "color": [["#ffffff"] * len(fill[0])] + ["#222222"] * (len(columns) - 1),
        }
    trace: Trace = {
        "type": "table",
        "name": name,
        "header": {
            "values": [f"<b>{h}</b>" for h in header],
            "align": "left",
            "font": PANEL_FONT,
            "fill": {"color": "#e8e8e8"},
            "height": 18,
        },
        "cells": cells,
        "domain": {"x": list(domain[0]), "y": list(domain[1])},
    }
    if widths is not None:
        trace["columnwidth"] = list(widths)
    return trace


def svg_backdrop(svg: str, x0: float, y0: float, x1: float, y1: float) -> dict[str, Any]:
    """A plotly layout image (named "backdrop") laying ``svg`` exactly over the data rectangle
    from (``x0``, ``y0``) to (``x1``, ``y1``), below the traces: a board's fixed drawing, sent
    once instead of with every redraw."""
    source = "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return {
        "name": "backdrop",
        "source": source,
        "xref": "x",
        "yref": "y",
        "x": x0,
        "y": y1,
        "sizex": x1 - x0,
        "sizey": y1 - y0,
        "xanchor": "left",
        "yanchor": "top",
        "sizing": "stretch",
        "layer": "below",
    }


def events_between(before: Any, after: Any) -> list[Any] | None:
    """The events ``after`` logged since ``before``, when ``after`` continues ``before``'s
    game (its history starts with ``before``'s); None when they are not one game."""
    old, new = before.history(), after.history()
    if new[: len(old)] != old:
        return None
    return list(after.events()[len(before.events()) :])
