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
import numpy.typing as npt

from tabletop_lib.games.brian_boru.data import TOWN_COLOURS, Board
from tabletop_lib.viz.common import Trace, label_spot, rgba
from tabletop_lib.viz.map_layout import label_box, place_labels, ring_area, territories

PLAYER_COLOURS = ("#7b3fa0", "#2ca02c", "#8c564b", "#17becf", "#5f5f5f")
"""Seat colours (purple, green, brown, cyan, grey): none is red, blue, yellow or black, which
the map uses for towns and Viking control."""

TOWN_MARKER_COLOURS = {"red": "#d62728", "blue": "#1f5fbf", "yellow": "#f2c200"}
VIKING_COLOUR = "#000000"
MONASTERY_COLOUR = "#ffffff"
ACTIVE_COLOUR = "#ff7f0e"
REGION_LINE = "rgba(90,90,90,0.55)"

_CHAR_WIDTH = 0.028
"""The width of one character of the map's small text, in degrees of latitude at the
default figure size (for placing region labels clear of towns)."""
_PX_PER_UNIT = 113.0
"""About how many pixels one degree of latitude takes on a map 470 px wide (the stepper's)."""
_NAME_CHAR_PX, _NAME_HEIGHT_PX, _NAME_GAP_PX, _MARKER_HALF_PX = 5.0, 10.0, 9.0, 9.0
"""A town name's character width and line height (8 px text), its gap from the marker, and
half a town marker, in pixels."""
_TERRITORY_REACH = 0.33
"""How far from its towns a region's territory reaches, in degrees of latitude (about 37 km)."""


@dataclass(frozen=True, slots=True)
class MapGeometry:
    """Everything about the map that the board alone decides."""

    lon: tuple[float, ...]
    lat: tuple[float, ...]
    town_colours: tuple[str, ...]
    road_lon: tuple[float | None, ...]
    road_lat: tuple[float | None, ...]
    region_outlines: tuple[tuple[tuple[float | None, ...], tuple[float | None, ...]], ...]
    """Per region: its territory's rings (lon, lat), separated by None; they never overlap."""
    region_centres: tuple[tuple[float, float], ...]
    label_spots: tuple[tuple[float, float], ...]
    """Per region: where its label clashes least with towns and roads."""
    label_positions: tuple[str, ...]
    """Per town: where its name stands around its marker (see ``map_layout.LABEL_POSITIONS``)."""
    label_centres: tuple[tuple[float, float], ...]
    """Per town: the centre of its name (lon, lat)."""
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
    towns_xy = np.array([(lon[t] * x_scale, lat[t]) for t in range(board.num_towns)])
    outlines, centres, largest = _territory_outlines(board, towns_xy, x_scale)
    label_positions = tuple(
        place_labels(
            towns_xy,
            board.town_names,
            char=_NAME_CHAR_PX / _PX_PER_UNIT,
            height=_NAME_HEIGHT_PX / _PX_PER_UNIT,
            gap=_NAME_GAP_PX / _PX_PER_UNIT,
            marker=_MARKER_HALF_PX / _PX_PER_UNIT,
        )
    )
    boxes = [
        label_box(
            float(x), float(y), name, position,
            _NAME_CHAR_PX / _PX_PER_UNIT, _NAME_HEIGHT_PX / _PX_PER_UNIT,
            _NAME_GAP_PX / _PX_PER_UNIT,
        )
        for (x, y), name, position in zip(towns_xy, board.town_names, label_positions, strict=True)
    ]  # fmt: skip
    # Obstacles for the region labels: the towns and their names.
    obstacles = [tuple(p) for p in towns_xy]
    for box in boxes:
        obstacles += [(box.x + f * box.half_width, box.y) for f in (-1.0, -0.5, 0.0, 0.5, 1.0)]
    roads = np.array(
        [(lon[a] * x_scale, lat[a], lon[b] * x_scale, lat[b]) for a, b in board.roads]
    ).reshape(-1, 4)
    spots = []
    for r, ring in enumerate(largest):
        chars = len(board.region_names[r])
        spot = label_spot(
            np.array(ring),
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
            "x": [box.x / x_scale for box in boxes],
            "y": [box.y for box in boxes],
            "mode": "text",
            "text": board.town_names,
            "textposition": "middle center",
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
        label_positions=label_positions,
        label_centres=tuple((box.x / x_scale, box.y) for box in boxes),
        label_spots=tuple(spots),
        # Wide enough for the names that stand beyond the outermost towns.
        lon_range=(
            min(min(lon) - pad / x_scale, min((b.x - b.half_width) / x_scale for b in boxes)),
            max(max(lon) + pad / x_scale, max((b.x + b.half_width) / x_scale for b in boxes)),
        ),
        lat_range=(min(lat) - pad, max(lat) + pad),
        aspect=1 / x_scale,
        static_traces=static,
    )


def _territory_outlines(
    board: Board, towns_xy: npt.NDArray[np.float64], x_scale: float
) -> tuple[
    list[tuple[tuple[float | None, ...], tuple[float | None, ...]]],
    list[tuple[float, float]],
    list[list[tuple[float, float]]],
]:
    """Per region: its territory as lon/lat rings, the centre of its towns, and its largest
    ring in equal-scale units (where its label goes)."""
    rings_of = territories(towns_xy, board.town_region, board.num_regions, reach=_TERRITORY_REACH)
    outlines, centres, largest = [], [], []
    for r, rings in enumerate(rings_of):
        outer = [ring for ring in rings if ring_area(ring) > 0]  # holes would fill over others
        xs: list[float | None] = []
        ys: list[float | None] = []
        for ring in outer:
            xs += [x / x_scale for x, _ in ring] + [None]
            ys += [y for _, y in ring] + [None]
        outlines.append((tuple(xs[:-1]), tuple(ys[:-1])))
        largest.append(max(outer, key=ring_area))
        towns = [t for t in range(board.num_towns) if board.town_region[t] == r]
        centres.append(
            (
                sum(board.lon[t] for t in towns) / len(towns),
                sum(board.lat[t] for t in towns) / len(towns),
            )
        )
    return outlines, centres, largest


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
    view.get("claims", {})
    fills = region_fills(board, view)
    traces: list[Trace] = []
    for r, region in enumerate(board.region_names):
        xs, ys = geo.region_outlines[r]
        traces.append(
            {
                "type": "scatter",
                "name": f"region {region}",
                "x": xs,
                "y": ys,
                "mode": "none",
                "fill": "toself",
                "fillcolor": fills[r],
                "hoverinfo": "skip",
                "showlegend": False,
            }
        )
    traces.append(region_labels(board, geo, view, names))
    return traces


def region_fills(board: Board, view: Mapping[str, Any]) -> tuple[str, ...]:
    """Per region, its shade: the claim holder's colour; grey when the token is face up on the
    board; faint while it is face down."""
    claims: Mapping[str, Any] = view.get("claims", {})
    fills = []
    for region in board.region_ids:
        claim = claims.get(region)
        if isinstance(claim, int):
            fills.append(rgba(PLAYER_COLOURS[claim], 0.22))
        elif claim == "on-board":
            fills.append("rgba(120,120,120,0.16)")
        else:
            fills.append("rgba(120,150,110,0.07)")
    return tuple(fills)


def region_labels(
    board: Board, geo: MapGeometry, view: Mapping[str, Any], names: Sequence[str]
) -> Trace:
    """Each region's name where it fits best, with its claim rules and token on hover."""
    claims: Mapping[str, Any] = view.get("claims", {})
    label_text = []
    label_hover = []
    for r, region in enumerate(board.region_ids):
        state = claim_text(claims.get(region), names)
        threshold, points = board.thresholds[r], board.claim_points[r]
        label_text.append(f"<b>{board.region_names[r]}</b>")
        label_hover.append(
            f"<b>{board.region_names[r]}</b><br>claim with {threshold} towns for {points} points"
            f"<br>{state}"
        )
    return {
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
            f"<br>Colour: {TOWN_COLOURS[board.town_colour[t]]} (won with a "
            f"{TOWN_COLOURS[board.town_colour[t]]} or white card)"
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
                "size": 9,
                "line": {"color": "#000000", "width": 1},
                "opacity": opacity,
            },
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


TOWN_KEYS = {c: f"{c} town" for c in ("red", "blue", "yellow")}
"""The town colours' key; each town's hover says what wins it: the highest card of its colour
or white (rulebook, Action phase, p. 5)."""


def legend_keys(names: Sequence[str], num_players: int, viewer: int | None = None) -> list[Trace]:
    """Legend-only entries: each seat's disc colour (the ``viewer``'s marked "you"), the
    town colours and what wins them, and the pieces' symbols."""
    ring = {"symbol": "circle-open", "size": 12, "line": {"width": 3}}
    seat = [f"{names[p]} (you)" if p == viewer else names[p] for p in range(num_players)]
    dot = {"symbol": "circle", "size": 10, "line": {"color": "#333333", "width": 1}}
    return [
        *(_key(seat[p], {**ring, "color": PLAYER_COLOURS[p]}) for p in range(num_players)),
        *(_key(text, {**dot, "color": TOWN_MARKER_COLOURS[c]}) for c, text in TOWN_KEYS.items()),
        _key("Viking control", {"symbol": "x", "size": 11, "color": VIKING_COLOUR}),
        _key(
            "Monastery",
            {
                "symbol": "cross",
                "size": 10,
                "color": MONASTERY_COLOUR,
                "line": {"color": "#000000", "width": 1.2},
            },
        ),
        _key(
            "Active town marker",
            {"symbol": "square-open", "size": 14, "color": ACTIVE_COLOUR, "line": {"width": 2.5}},
        ),
    ]
