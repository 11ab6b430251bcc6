"""The stepper map's backdrop: territories, borders, roads and town names as one SVG image.

Plotly redraws every trace of a subplot when any trace's data change, and the static layers
are the expensive ones (eight filled territories with hundreds of corners, 53 positioned town
names). Drawn once as an SVG placed under the axes (a layout image), they cost the browser
nothing at a step: only the markers that move are traces. The image changes only when a
region's claim changes its fill colour, and each variant is built once (cached).
"""

from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from tabletop_lib.games.brian_boru.data import Board
from tabletop_lib.viz.common import svg_backdrop

from .map import REGION_LINE, MapGeometry, geometry

SCALE = 130.0
"""SVG units per degree of latitude: about a pixel at the stepper's map width."""
NAME_FONT = 10.0
ROAD_COLOUR = "#9a8f80"
NAME_COLOUR = "#555555"


def _xy(geo: MapGeometry, lon: float, lat: float) -> tuple[float, float]:
    x_scale = 1 / geo.aspect
    return (lon - geo.lon_range[0]) * x_scale * SCALE, (geo.lat_range[1] - lat) * SCALE


@lru_cache(maxsize=64)
def backdrop_svg(board: Board, fills: tuple[str, ...]) -> str:
    """The SVG text: territories in ``fills`` (one CSS colour per region), their borders, the
    roads and the town names."""
    geo = geometry(board)
    width, height = _xy(geo, geo.lon_range[1], geo.lat_range[0])
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {width:.1f} {height:.1f}' "
        f"width='{width:.0f}' height='{height:.0f}' font-family='sans-serif'>"
    ]
    for r, (xs, ys) in enumerate(geo.region_outlines):
        path, pen = [], "M"
        for lon, lat in zip(xs, ys, strict=True):
            if lon is None or lat is None:
                path.append("Z")
                pen = "M"
                continue
            x, y = _xy(geo, lon, lat)
            path.append(f"{pen}{x:.1f} {y:.1f}")
            pen = "L"
        path.append("Z")
        parts.append(
            f"<path d='{' '.join(path)}' fill='{fills[r]}' stroke='{REGION_LINE}' "
            "stroke-width='1' stroke-dasharray='2 2'/>"
        )
    roads = []
    for a, b in board.roads:
        (x0, y0), (x1, y1) = (
            _xy(geo, board.lon[a], board.lat[a]),
            _xy(geo, board.lon[b], board.lat[b]),
        )
        roads.append(f"M{x0:.1f} {y0:.1f}L{x1:.1f} {y1:.1f}")
    parts.append(
        f"<path d='{' '.join(roads)}' stroke='{ROAD_COLOUR}' stroke-width='1.5' fill='none'/>"
    )
    parts.append(f"<g font-size='{NAME_FONT}' fill='{NAME_COLOUR}'>")
    for name, (lon, lat) in zip(board.town_names, geo.label_centres, strict=True):
        x, y = _xy(geo, lon, lat)
        parts.append(
            f"<text x='{x:.1f}' y='{y + NAME_FONT * 0.35:.1f}' text-anchor='middle'>"
            f"{html.escape(name)}</text>"
        )
    parts.append("</g></svg>")
    return "".join(parts)


def backdrop_image(board: Board, fills: tuple[str, ...]) -> dict[str, Any]:
    """A plotly layout image that lays the backdrop exactly over the map's axis ranges."""
    geo = geometry(board)
    svg = backdrop_svg(board, fills)
    return svg_backdrop(svg, geo.lon_range[0], geo.lat_range[0], geo.lon_range[1], geo.lat_range[1])
