"""Merlin's surroundings drawn: the hex tiles by terrain with towers, each territory outlined,
manors in their owner's colour, the top and bottom frames' material colours, and a hover per tile
(its territory, who leads it and what they would score now, the material colours its straight
lines meet, the modules' pieces on it). Also the colours every Merlin figure shares. Drawn from a
view dict and the game's static data (grid, frames); no rules live here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.core.words import count
from tabletop_lib.games.merlin.scoring import territory_points
from tabletop_lib.games.merlin.words import PLAYER_COLOUR_NAMES
from tabletop_lib.viz.common import Trace

PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e")


def player_name(p: int) -> str:
    """A seat as the game names it: the colour of its pieces ("Red", "Blue" ...)."""
    return PLAYER_COLOUR_NAMES[p]


"""Seat colours: red, blue, green, orange (the knights' colours in the box)."""
PRINCIPALITY_COLOURS = {
    "black": "#222222",
    "grey": "#9a9a9a",
    "blue": "#2f6fd0",
    "purple": "#7b3fa0",
    "orange": "#f28e2b",
    "brown": "#8c564b",
}
TERRAIN_COLOURS = {"mountain": "#b8b0a2", "forest": "#6aa36a", "lake": "#7fb3d9"}
HEX = 0.262
"""A hex tile's circumradius in figure units."""
TOP_ROW_Y = -0.2


def hex_centre(row: int, col: int, offset: str) -> tuple[float, float]:
    """Pointy-top hexes in rows; odd (or even) rows shifted right by half a hex."""
    shifted = (row & 1) == (1 if offset.startswith("odd") else 0)
    w = math.sqrt(3) * HEX
    left = -(6 * w + w / 2) / 2 + w / 2  # six columns and a half-hex shift, centred
    return left + col * w + (w / 2 if shifted else 0.0), TOP_ROW_Y - row * 1.5 * HEX


def _hex_corners(x: float, y: float) -> list[tuple[float, float]]:
    return [
        (
            x + HEX * math.cos(math.radians(30 + 60 * k)),
            y + HEX * math.sin(math.radians(30 + 60 * k)),
        )
        for k in range(7)
    ]


def surroundings_traces(view: Mapping[str, Any], game: Any) -> list[Trace]:
    sur = view["surroundings"]
    rows, columns, tiles = sur["rows"], sur["columns"], sur["tiles"]
    offset = game.grid.offset
    territory = {}
    for t, names in enumerate(sur["territories"]):
        for name in names:
            territory[name] = t
    manors: Mapping[str, int] = sur.get("manors", {})
    traces: list[Trace] = []
    by_terrain: dict[str, tuple[list[float | None], list[float | None]]] = {}
    cx, cy, hover, keys, tower_x, tower_y = [], [], [], [], [], []
    centres: dict[tuple[int, int], tuple[float, float]] = {}
    for pos, tile in enumerate(tiles):
        row, col = divmod(pos, columns)
        x, y = hex_centre(row, col, offset)
        centres[(row, col)] = (x, y)
        terrain = tile.split("-")[0]
        xs, ys = by_terrain.setdefault(terrain, ([], []))
        for px, py in _hex_corners(x, y):
            xs.append(px)
            ys.append(py)
        xs.append(None)
        ys.append(None)
        name = f"r{row}c{col}"
        cx.append(x)
        cy.append(y)
        keys.append(f"tile:{name}")
        if tile.endswith("tower"):
            tower_x.append(x)
            tower_y.append(y + 0.4 * HEX)
        accepts = game.accepts[pos]
        colours = [c for i, c in enumerate(game.data.colours) if accepts >> i & 1]
        group = sur["territories"][territory[name]] if name in territory else [name]
        owners = [manors[t] for t in group if t in manors]
        hover.append(
            f"<b>{name}</b>: {tile.replace('-', ' with a ')}"
            f"<br>territory of {len(group)} tile{'s' if len(group) != 1 else ''} ({terrain})"
            f"<br>manors there: {', '.join(player_name(o) for o in owners) or 'none'}; leads: "
            f"{_leader(view, group, game.num_players)}"
            f"<br>materials its lines meet: {', '.join(colours) or 'none'}"
            + "".join(f"<br>{piece}" for piece in _tile_pieces(view, name))
        )
    for terrain, (xs, ys) in by_terrain.items():
        traces.append(
            {
                "type": "scatter",
                "name": f"{terrain} tiles",
                "x": xs,
                "y": ys,
                "mode": "lines",
                "fill": "toself",
                "fillcolor": TERRAIN_COLOURS.get(terrain, "#dddddd"),
                "line": {"color": "#ffffff", "width": 1},
                "hoverinfo": "skip",
                "showlegend": False,
            }
        )
    traces.append(_territory_borders(centres, territory, columns))
    traces.append(
        {
            "type": "scatter",
            "name": "towers",
            "x": tower_x,
            "y": tower_y,
            "mode": "markers",
            "marker": {
                "symbol": "triangle-up-open",
                "size": 9,
                "color": "#333",
                "line": {"width": 1.5},
            },
            "hoverinfo": "skip",
            "showlegend": False,
        }
    )
    traces.append(
        {
            "type": "scatter",
            "name": "tiles",
            "x": cx,
            "y": cy,
            "customdata": keys,
            "mode": "markers",
            "marker": {"size": 20, "color": "rgba(0,0,0,0)"},
            "hovertext": hover,
            "hoverinfo": "text",
            "showlegend": False,
        }
    )
    owned = sorted(manors)
    traces.append(
        {
            "type": "scatter",
            "name": "manors",
            "x": [centres[_rc(t)][0] for t in owned],
            "y": [centres[_rc(t)][1] - 0.25 * HEX for t in owned],
            "customdata": owned,
            "mode": "markers",
            "marker": {
                "symbol": "square",
                "size": 13,
                "color": [PLAYER_COLOURS[manors[t]] for t in owned],
                "line": {"width": 1, "color": "#111"},
            },
            "hoverinfo": "skip",
            "showlegend": False,
        }
    )
    traces.extend(_frames(game, rows, columns, offset))
    return traces


def _rc(name: str) -> tuple[int, int]:
    row, col = name[1:].split("c")
    return int(row), int(col)


def tile_xy(game: Any, name: str) -> tuple[float, float]:
    """The centre of the tile named ``r{row}c{col}``."""
    return hex_centre(*_rc(name), game.grid.offset)


def _tile_pieces(view: Mapping[str, Any], name: str) -> list[str]:
    """The modules' pieces on a tile: a treasure (p. 34), a Gaheris castle (Knights), a witch
    hut (Morgana)."""
    out = []
    treasure = view["surroundings"].get("treasures", {}).get(name)
    if treasure:
        out.append(f"treasure {treasure}: building here takes its special action")
    knights = view.get("knights")
    if isinstance(knights, Mapping) and name in knights.get("castles", ()):
        out.append("a Gaheris castle: the manor here counts one more")
    kitchen = view.get("kitchen")
    if isinstance(kitchen, Mapping) and name in kitchen.get("witch_huts", ()):
        out.append("a witch hut: the manor here counts one more")
    return out


def manor_counts(view: Mapping[str, Any], group: Sequence[str], players: int) -> list[int]:
    """Each player's manors in a territory as the surroundings scoring counts them (p. 11): a
    manor on a Gaheris castle (Knights module) counts one more, and so does one with a witch hut
    (Morgana), as ``upkeep.score_surroundings`` counts them."""
    manors: Mapping[str, int] = view["surroundings"]["manors"]
    knights = view.get("knights")
    kitchen = view.get("kitchen")
    castles = set(knights.get("castles", ())) if isinstance(knights, Mapping) else set()
    huts = set(kitchen.get("witch_huts", ())) if isinstance(kitchen, Mapping) else set()
    counts = [0] * players
    for t in group:
        if t in manors:
            counts[manors[t]] += 1 + (t in castles) + (t in huts)
    return counts


def _leader(view: Mapping[str, Any], group: Sequence[str], players: int) -> str:
    """Who leads a territory and what they would score for it now (``territory_points``)."""
    counts = manor_counts(view, group, players)
    points = territory_points(len(group), counts)
    top = [p for p, c in enumerate(counts) if c and c == max(counts)]
    if not top:
        return "nobody"
    who = ", ".join(player_name(p) for p in top)
    each = " each" if len(top) > 1 else ""
    gain = count(points[top[0]], "point")
    return f"{'tied: ' if len(top) > 1 else ''}{who}, {gain}{each} if scored now"


def _territory_borders(
    centres: Mapping[tuple[int, int], tuple[float, float]],
    territory: Mapping[str, int],
    columns: int,
) -> Trace:
    """The edges between tiles of different territories, and the outer edges: the outlines."""
    xs: list[float | None] = []
    ys: list[float | None] = []
    by_point = {(round(x, 3), round(y, 3)): rc for rc, (x, y) in centres.items()}
    apothem = HEX * math.sqrt(3) / 2
    for (row, col), (x, y) in centres.items():
        corners = _hex_corners(x, y)
        for k in range(6):
            mid = math.radians(60 + 60 * k)
            nx, ny = x + 2 * apothem * math.cos(mid), y + 2 * apothem * math.sin(mid)
            other = by_point.get((round(nx, 3), round(ny, 3)))
            mine = territory.get(f"r{row}c{col}")
            if other is not None and territory.get(f"r{other[0]}c{other[1]}") == mine:
                continue
            (x0, y0), (x1, y1) = corners[k], corners[k + 1]
            xs += [x0, x1, None]
            ys += [y0, y1, None]
    return {
        "type": "scatter",
        "name": "territory outlines",
        "x": xs,
        "y": ys,
        "mode": "lines",
        "line": {"color": "#222222", "width": 2.2},
        "hoverinfo": "skip",
        "showlegend": False,
    }


def _frames(game: Any, rows: int, columns: int, offset: str) -> list[Trace]:
    """The material colours printed on the top and bottom frames, by column and direction."""
    frames = game.data.frames
    xs, ys, colours, hover = [], [], [], []
    for frame, row, dy in (("top", 0, 1.35 * HEX), ("bottom", rows - 1, -1.35 * HEX)):
        for direction, per_column in frames[frame].items():
            for col, colour in enumerate(per_column[:columns]):
                if colour is None:
                    continue
                x, y = hex_centre(row, col, offset)
                dx = (-0.45 if direction.endswith("W") else 0.45) * HEX
                name = game.data.colours[colour]
                xs.append(x + dx)
                ys.append(y + dy)
                colours.append(PRINCIPALITY_COLOURS[name])
                hover.append(f"{frame} frame, column {col}, {direction}: {name} material")
    return [
        {
            "type": "scatter",
            "name": "frame colours",
            "x": xs,
            "y": ys,
            "mode": "markers",
            "marker": {
                "symbol": "square",
                "size": 9,
                "color": colours,
                "line": {"width": 0.5, "color": "#fff"},
            },
            "hovertext": hover,
            "hoverinfo": "text",
            "showlegend": False,
        }
    ]
