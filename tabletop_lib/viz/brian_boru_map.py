"""The map panel of the Brian Boru figures: Ireland from the towns' latitude and longitude.

The static part (roads, region outlines, town names, coordinates) is computed once per board
and cached; the traces that depend on a view (owners, Viking control, monasteries, the active
town, claim tokens) are rebuilt from the view dict on every call.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from tabletop_lib.games.brian_boru.data import TOWN_COLOURS, Board

from .common import Trace, label_spot, padded_hull, rgba

PLAYER_COLOURS = ("#7b3fa0", "#2ca02c", "#8c564b", "#17becf", "#5f5f5f")
"""Seat colours (purple, green, brown, cyan, grey): none is red, blue, yellow or black, which
the map uses for towns and Viking control."""

TOWN_MARKER_COLOURS = {"red": "#d62728", "blue": "#1f5fbf", "yellow": "#f2c200"}
VIKING_COLOUR = "#000000"
MONASTERY_COLOUR = "#ffffff"
ACTIVE_COLOUR = "#ff7f0e"
REGION_LINE = "rgba(90,90,90,0.55)"

MAP_AXES = ("x", "y")
_REGION_PAD = 0.13
"""Padding of a region's outline around its towns, in degrees of latitude (about 14 km)."""
_CHAR_WIDTH = 0.028
"""The width of one character of the map's small text, in degrees of latitude at the
default figure size (for placing region labels clear of towns)."""


@dataclass(frozen=True, slots=True)
class MapGeometry:
    """Everything about the map that the board alone decides."""

    lon: tuple[float, ...]
    lat: tuple[float, ...]
    town_colours: tuple[str, ...]
    road_lon: tuple[float | None, ...]
    road_lat: tuple[float | None, ...]
    region_outlines: tuple[tuple[tuple[float, ...], tuple[float, ...]], ...]
    region_centres: tuple[tuple[float, float], ...]
    label_spots: tuple[tuple[float, float], ...]
    """Per region: where its label clashes least with towns and roads."""
    lon_range: tuple[float, float]
    lat_range: tuple[float, float]
    aspect: float
    """How many longitude degrees make the length of one latitude degree (1 / cos lat)."""
    static_traces: tuple[Trace, ...]


@lru_cache(maxsize=16)
def geometry(board: Board) -> MapGeometry:
    """The cached static geometry of ``board``."""
    lon, lat = board.lon, board.lat
    mid_lat = (min(lat) + max(lat)) / 2
    x_scale = math.cos(math.radians(mid_lat))
    road_lon: list[float | None] = []
    road_lat: list[float | None] = []
    for a, b in board.roads:
        road_lon += [lon[a], lon[b], None]
        road_lat += [lat[a], lat[b], None]
    outlines = []
    centres = []
    for r in range(board.num_regions):
        towns = [t for t in range(board.num_towns) if board.town_region[t] == r]
        points = [(lon[t], lat[t]) for t in towns]
        outlines.append(padded_hull(points, _REGION_PAD, x_scale))
        centres.append(
            (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        )
    # Obstacles for the region labels: the towns and their names (written below them).
    obstacles = [(lon[t] * x_scale, lat[t]) for t in range(board.num_towns)]
    for t, name in enumerate(board.town_names):
        half = len(name) * _CHAR_WIDTH / 2
        obstacles += [(lon[t] * x_scale + dx, lat[t] - 0.13) for dx in (-half / 2, half / 2)]
    roads = np.array(
        [(lon[a] * x_scale, lat[a], lon[b] * x_scale, lat[b]) for a, b in board.roads]
    ).reshape(-1, 4)
    spots = []
    for r, (xs, ys) in enumerate(outlines):
        chars = len(board.region_names[r])
        spot = label_spot(
            np.column_stack([np.array(xs) * x_scale, np.array(ys)]),
            np.array(obstacles),
            roads,
            (centres[r][0] * x_scale, centres[r][1]),
            (chars * _CHAR_WIDTH / 2, 0.04),
        )
        spots.append((spot[0] / x_scale, spot[1]))
    pad = 0.3
    outline_lon: list[float | None] = []
    outline_lat: list[float | None] = []
    for xs, ys in outlines:
        outline_lon += [*xs, None]
        outline_lat += [*ys, None]
    static: tuple[Trace, ...] = (
        {
            "type": "scatter",
            "name": "region borders",
            "x": outline_lon,
            "y": outline_lat,
            "mode": "lines",
            "line": {"color": REGION_LINE, "width": 1, "dash": "dot"},
            "hoverinfo": "skip",
            "showlegend": False,
        },
        {
            "type": "scatter",
            "name": "roads",
            "x": road_lon,
            "y": road_lat,
            "mode": "lines",
            "line": {"color": "#9a8f80", "width": 1.5},
            "hoverinfo": "skip",
            "showlegend": False,
        },
        {
            "type": "scatter",
            "name": "town names",
            "x": lon,
            "y": [y - 0.07 for y in lat],
            "mode": "text",
            "text": board.town_names,
            "textposition": "bottom center",
            "textfont": {"size": 8, "color": "#555555"},
            "hoverinfo": "skip",
            "showlegend": False,
        },
    )
    return MapGeometry(
        lon=lon,
        lat=lat,
        town_colours=tuple(TOWN_MARKER_COLOURS[TOWN_COLOURS[c]] for c in board.town_colour),
        road_lon=tuple(road_lon),
        road_lat=tuple(road_lat),
        region_outlines=tuple(outlines),
        region_centres=tuple(centres),
        label_spots=tuple(spots),
        lon_range=(min(lon) - pad / x_scale, max(lon) + pad / x_scale),
        lat_range=(min(lat) - pad, max(lat) + pad),
        aspect=1 / x_scale,
        static_traces=static,
    )


def map_axes(
    geo: MapGeometry, x_domain: Sequence[float], y_domain: Sequence[float]
) -> dict[str, Any]:
    """Layout entries for the map's plain lon/lat axes, at equal ground scale."""
    hidden = {"showgrid": False, "zeroline": False, "showticklabels": False, "visible": False}
    return {
        "xaxis": {**hidden, "domain": list(x_domain), "range": list(geo.lon_range)},
        "yaxis": {
            **hidden,
            "domain": list(y_domain),
            "range": list(geo.lat_range),
            "scaleanchor": "x",
            "scaleratio": geo.aspect,
            "constrain": "domain",
        },
    }


def claim_text(claim: Any, names: Sequence[str]) -> str:
    """A claim token's place in words: face down, face up on the board, or its holder."""
    if claim == "face-down":
        return "claim token face down"
    if claim == "on-board":
        return "claim token face up on the board"
    if isinstance(claim, int):
        return f"claim token held by {names[claim]}"
    return "no claim token"


def region_traces(
    board: Board, geo: MapGeometry, view: Mapping[str, Any], names: Sequence[str]
) -> list[Trace]:
    """One filled outline per region, shaded by its claim token (the holder's colour; grey
    when face up on the board; faint when face down), and its name, where it fits best."""
    claims: Mapping[str, Any] = view.get("claims", {})
    traces: list[Trace] = []
    label_text = []
    label_hover = []
    for r, region in enumerate(board.region_ids):
        claim = claims.get(region)
        if isinstance(claim, int):
            fill = rgba(PLAYER_COLOURS[claim], 0.22)
        elif claim == "on-board":
            fill = "rgba(120,120,120,0.16)"
        else:
            fill = "rgba(120,150,110,0.07)"
        xs, ys = geo.region_outlines[r]
        traces.append(
            {
                "type": "scatter",
                "name": f"region {region}",
                "x": xs,
                "y": ys,
                "mode": "none",
                "fill": "toself",
                "fillcolor": fill,
                "hoverinfo": "skip",
                "showlegend": False,
            }
        )
        state = claim_text(claim, names)
        threshold, points = board.thresholds[r], board.claim_points[r]
        label_text.append(f"<b>{board.region_names[r]}</b>")
        label_hover.append(
            f"<b>{board.region_names[r]}</b><br>claim with {threshold} towns for {points} points"
            f"<br>{state}"
        )
    traces.append(
        {
            "type": "scatter",
            "name": "region labels",
            "x": [c[0] for c in geo.label_spots],
            "y": [c[1] for c in geo.label_spots],
            "customdata": board.region_ids,
            "mode": "text",
            "text": label_text,
            "hovertext": label_hover,
            "hoverinfo": "text",
            "textfont": {"size": 10, "color": "rgba(40,40,40,0.85)"},
            "showlegend": False,
        }
    )
    return traces


def town_hover(board: Board, view: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Per town: name, region, colour, owner (or free), Viking control, monastery, active."""
    owner: Mapping[str, int] = view.get("town_owner", {})
    vikings = set(view.get("viking_towns", ()))
    monasteries = set(view.get("monasteries", ()))
    active = view.get("active_town")
    out = []
    for t, town in enumerate(board.town_ids):
        holder = owner.get(town)
        out.append(
            f"<b>{board.town_names[t]}</b> ({board.town_kinds[t].replace('_', ' ')})"
            f"<br>Region: {board.region_names[board.town_region[t]]}"
            f"<br>Colour: {TOWN_COLOURS[board.town_colour[t]]}"
            f"<br>Owner: {'free' if holder is None else names[holder]}"
            f"<br>Viking control: {'yes' if town in vikings else 'no'}"
            f"<br>Monastery: {'yes' if town in monasteries else 'no'}"
            f"<br>Active town: {'yes' if town == active else 'no'}"
        )
    return out


def _marker_trace(
    name: str,
    board: Board,
    towns: Sequence[str],
    marker: dict[str, Any],
    *,
    lat_shift: float = 0.0,
    hover: Sequence[str] | None = None,
) -> Trace:
    index = [board.town_index(t) for t in towns]
    trace: Trace = {
        "type": "scatter",
        "name": name,
        "x": [board.lon[i] for i in index],
        "y": [board.lat[i] + lat_shift for i in index],
        "customdata": list(towns),
        "mode": "markers",
        "marker": marker,
        "showlegend": False,
    }
    if hover is None:
        trace["hoverinfo"] = "skip"
    else:
        trace["hovertext"] = list(hover)
        trace["hoverinfo"] = "text"
    return trace


def piece_traces(
    board: Board,
    geo: MapGeometry,
    view: Mapping[str, Any],
    names: Sequence[str],
    *,
    faded: bool = False,
) -> list[Trace]:
    """Towns in their colours with hover text, owners' discs, Viking control, monasteries and
    the active town. ``faded`` dims them (the backdrop of a diff)."""
    opacity = 0.35 if faded else 1.0
    owner: Mapping[str, int] = view.get("town_owner", {})
    owned = [t for t in board.town_ids if t in owner]
    active = view.get("active_town")
    traces = [
        {
            "type": "scatter",
            "name": "towns",
            "x": geo.lon,
            "y": geo.lat,
            "customdata": board.town_ids,
            "mode": "markers",
            "marker": {
                "color": geo.town_colours,
                "size": 11,
                "line": {"color": "#333333", "width": 1},
                "opacity": opacity,
            },
            "hovertext": town_hover(board, view, names),
            "hoverinfo": "text",
            "showlegend": False,
        },
        _marker_trace(
            "owned towns",
            board,
            owned,
            {
                "color": [PLAYER_COLOURS[owner[t]] for t in owned],
                "symbol": "circle-open",
                "size": 21,
                "line": {"width": 4},
                "opacity": opacity,
            },
        ),
        _marker_trace(
            "Viking-controlled towns",
            board,
            [t for t in board.town_ids if t in set(view.get("viking_towns", ()))],
            {
                "color": VIKING_COLOUR,
                "symbol": "x",
                "size": 13,
                "line": {"color": "#ffffff", "width": 1},
                "opacity": opacity,
            },
        ),
        _marker_trace(
            "monastery towns",
            board,
            [t for t in board.town_ids if t in set(view.get("monasteries", ()))],
            {
                "color": MONASTERY_COLOUR,
                "symbol": "cross",
                "size": 10,
                "line": {"color": "#000000", "width": 1.2},
                "opacity": opacity,
            },
            lat_shift=0.11,
        ),
    ]
    if not faded:
        traces.append(
            _marker_trace(
                "active town",
                board,
                [active] if active else [],
                {
                    "color": ACTIVE_COLOUR,
                    "symbol": "square-open",
                    "size": 30,
                    "line": {"width": 3},
                },
            )
        )
    return traces


def _key(name: str, marker: dict[str, Any]) -> Trace:
    return {
        "type": "scatter",
        "name": name,
        "x": [None],
        "y": [None],
        "mode": "markers",
        "marker": marker,
        "showlegend": True,
        "hoverinfo": "skip",
    }


def legend_keys(names: Sequence[str], num_players: int) -> list[Trace]:
    """Legend-only entries: each seat's disc colour, and the pieces' symbols."""
    ring = {"symbol": "circle-open", "size": 12, "line": {"width": 3}}
    return [
        *(_key(names[p], {**ring, "color": PLAYER_COLOURS[p]}) for p in range(num_players)),
        _key("Viking control", {"symbol": "x", "size": 11, "color": VIKING_COLOUR}),
        _key(
            "monastery",
            {
                "symbol": "cross",
                "size": 10,
                "color": MONASTERY_COLOUR,
                "line": {"color": "#000000", "width": 1.2},
            },
        ),
        _key(
            "active town marker",
            {"symbol": "square-open", "size": 14, "color": ACTIVE_COLOUR, "line": {"width": 2.5}},
        ),
    ]
