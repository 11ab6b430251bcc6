"""Merlin figures: the round table (the 24 action spaces, the knights, Merlin, Arthur) above the
surroundings (hex tiles by terrain, towers, territories outlined, manors, the frames' colours).

Drawn from a view dict (``state.observation(p)`` or ``state.full_view()``) and the game's
static data (the ring's spaces, the frames' colours): nothing hidden is read. The stepper shows
it at 470 px wide with the principalities and players as HTML panels below
(:mod:`.merlin_panels`). No rules live here.

>>> import tabletop_lib
>>> from tabletop_lib.viz.merlin import board_figure
>>> state = tabletop_lib.load_game("merlin", num_players=3).new_initial_state(seed=1)
>>> [t.name for t in board_figure(state).data][:3]
['ring spaces', 'space labels', 'knights']
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.games.merlin.module_arthur import inner_ring
from tabletop_lib.games.merlin.scoring import territory_points

from .common import Trace, fast_figure
from .merlin_gains import space_hovers, wrap

PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e")
"""Seat colours: red, blue, green, orange (the knights' colours in the box)."""
PRINCIPALITY_COLOURS = {
    "black": "#222222",
    "grey": "#9a9a9a",
    "blue": "#2f6fd0",
    "purple": "#7b3fa0",
    "orange": "#f28e2b",
    "brown": "#8c564b",
}
KIND_STYLE: Mapping[str, tuple[str, str]] = {
    "victory-points": ("star", "#e0b400"),
    "influence-good": ("diamond", "#4c9a6a"),
    "relocate": ("triangle-right", "#777777"),
    "exchange": ("hourglass", "#777777"),
    "missions": ("square", "#c9a36b"),
    "excalibur": ("cross", "#5a6b8a"),
    "grail": ("circle-cross", "#b8860b"),
    "build-manor": ("pentagon", "#a0522d"),
}
"""Symbol and colour of each kind of space that is not a principality's."""
TERRAIN_COLOURS = {"mountain": "#b8b0a2", "forest": "#6aa36a", "lake": "#7fb3d9"}
RING_RADIUS, LABEL_RADIUS = 1.0, 1.2
RING_Y = 1.55
"""Where the ring's centre stands (figure units; the surroundings lie below y = 0)."""
HEX = 0.262
"""A hex tile's circumradius in figure units."""
TOP_ROW_Y = -0.2
X_RANGE, Y_TOP = (-1.55, 1.55), 2.85
WIDTH = 470


def _angle(space: int, size: int) -> float:
    """Space 0 at the top, the others clockwise."""
    return math.pi / 2 - 2 * math.pi * space / size


def _view(source: Any, viewer: int | None) -> tuple[Mapping[str, Any], Any]:
    if isinstance(source, Mapping):
        raise TypeError("a Merlin figure needs the state (its game holds the ring's data)")
    view = source.full_view() if viewer is None else source.observation(viewer)
    return view, source.game


@lru_cache(maxsize=32)
def _ring_static(game: Any) -> tuple[Trace, Trace]:
    """The 24 spaces (symbol and colour by kind) and their short labels: the same all game."""
    size = len(game.data.rondel.spaces)
    colours = game.data.colours
    xs, ys, symbols, fills, hover, lx, ly, labels = [], [], [], [], [], [], [], []
    for i, spec in enumerate(game.data.rondel.spaces):
        a = _angle(i, size)
        xs.append(RING_RADIUS * math.cos(a))
        ys.append(RING_RADIUS * math.sin(a) + RING_Y)
        if spec.kind == "principality":
            symbols.append("circle")
            fills.append(PRINCIPALITY_COLOURS[colours[spec.arg]])
        else:
            symbol, colour = KIND_STYLE.get(spec.kind, ("circle-open", "#555555"))
            symbols.append(symbol)
            fills.append(colour)
        label = game.space_label(i)
        hover.append(f"<b>Space {i}</b>: {label}")
        lx.append(LABEL_RADIUS * math.cos(a))
        ly.append(LABEL_RADIUS * math.sin(a) + RING_Y)
        labels.append(_short(label))
    spaces: Trace = {
        "type": "scatter",
        "name": "ring spaces",
        "x": xs,
        "y": ys,
        "customdata": [f"space:{i}" for i in range(size)],
        "mode": "markers",
        "marker": {
            "symbol": symbols,
            "color": fills,
            "size": 17,
            "line": {"width": 1, "color": "#333"},
        },
        "hovertext": hover,
        "hoverinfo": "text",
        "showlegend": False,
    }
    text: Trace = {
        "type": "scatter",
        "name": "space labels",
        "x": lx,
        "y": ly,
        "mode": "text",
        "text": labels,
        "textfont": {"size": 8, "color": "#444"},
        "hoverinfo": "skip",
        "showlegend": False,
    }
    return spaces, text


def _short(label: str) -> str:
    """A label short enough to stand beside the ring."""
    for long, short in (
        ("principality space", "pr."),
        ("victory points", "VP"),
        ("influence:", "infl."),
        ("build a manor", "build"),
        ("activate a henchman", "henchman"),
        ("apple or mistletoe", "apple/mistl."),
    ):
        label = label.replace(long, short)
    return label.replace("(", "").replace(")", "")


MERLIN_RADIUS, ARTHUR_RADIUS, MORGANA_RADIUS = 0.45, 0.22, 0.92


def figure_xy(radius: float, space: int, size: int) -> tuple[float, float]:
    """Where a figure at ``radius`` from the ring's centre stands in front of ``space``."""
    a = _angle(space, size)
    return radius * math.cos(a), radius * math.sin(a) + RING_Y


def knight_radius(p: int) -> float:
    """Each seat's knights stand on their own circle inside the ring, so they never hide."""
    return 0.84 - 0.1 * p


def _pieces(view: Mapping[str, Any], game: Any) -> list[Trace]:
    """The knights (one marker per player, inside the ring), Merlin and Arthur."""
    size = len(game.data.rondel.spaces)
    players = view["players"]
    kx, ky, kc, kh = [], [], [], []
    for p, info in enumerate(players):
        x, y = figure_xy(knight_radius(p), info["knight"], size)
        kx.append(x)
        ky.append(y)
        kc.append(PLAYER_COLOURS[p])
        kh.append(
            f"Player {p}'s knight on space {info['knight']}: {game.space_label(info['knight'])}"
        )
    traces: list[Trace] = [
        {
            "type": "scatter",
            "name": "knights",
            "x": kx,
            "y": ky,
            "mode": "markers",
            "marker": {
                "symbol": "triangle-up",
                "size": 13,
                "color": kc,
                "line": {"width": 1, "color": "#111"},
            },
            "hovertext": kh,
            "hoverinfo": "text",
            "showlegend": False,
        }
    ]
    merlin = view["merlin"]
    traces.append(
        _figure_trace(
            "Merlin",
            figure_xy(MERLIN_RADIUS, merlin, size),
            {
                "symbol": "star",
                "size": 18,
                "color": "#ffffff",
                "line": {"width": 1.5, "color": "#333"},
            },
            f"Merlin on space {merlin}: {game.space_label(merlin)}",
            "bottom center",
        )
    )
    kitchen = view.get("kitchen")
    if isinstance(kitchen, Mapping):  # Morgana module: always a trace, empty until she is out
        traces.append(_morgana(kitchen.get("morgana"), game, size))
    arthur = view.get("arthur")
    if isinstance(arthur, Mapping) and isinstance(arthur.get("arthur"), int):
        traces.append(
            _figure_trace(
                "Arthur",
                figure_xy(ARTHUR_RADIUS, int(arthur["arthur"]), len(inner_ring().spaces)),
                {"symbol": "diamond", "size": 14, "color": "#000000"},
                f"Arthur on his inner ring: {arthur.get('arthur_space')}",
                "top center",
            )
        )
    return traces


def _morgana(colour: str | None, game: Any, size: int) -> Trace:
    """Morgana on the principality space she blocks (ME.morgana.block, p. 33), if placed."""
    trace = _figure_trace(
        "Morgana",
        (0.0, 0.0),
        {"symbol": "x", "size": 13, "color": "#6a1b9a", "line": {"width": 1, "color": "#fff"}},
        "",
        "middle right",
    )
    trace["mode"] = "markers"  # a label would cover the space's own
    if colour is None:
        return {**trace, "x": [], "y": [], "text": [], "hovertext": []}
    space = game.data.rondel.principality_space(game.colour_index[colour])
    x, y = figure_xy(MORGANA_RADIUS, space, size)
    hover = (
        f"Morgana on space {space}: {game.space_label(space)}. Knights and Merlin skip it, and "
        f"no {colour} shield, flag or material can be had while she stays"
    )
    return {**trace, "x": [x], "y": [y], "hovertext": [hover]}


def _figure_trace(
    name: str, xy: tuple[float, float], marker: dict[str, Any], hover: str, label_at: str
) -> Trace:
    """One named figure (Merlin, Arthur) at ``xy``."""
    return {
        "type": "scatter",
        "name": name,
        "x": [xy[0]],
        "y": [xy[1]],
        "mode": "markers+text",
        "text": [name],
        "textposition": label_at,
        "textfont": {"size": 9},
        "marker": marker,
        "hovertext": [hover],
        "hoverinfo": "text",
        "showlegend": False,
    }


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


def _surroundings(view: Mapping[str, Any], game: Any) -> list[Trace]:
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
            f"<br>manors there: {', '.join(f'P{o}' for o in owners) or 'none'}; leads: "
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
    who = ", ".join(f"P{p}" for p in top)
    each = " each" if len(top) > 1 else ""
    return f"{'tied: ' if len(top) > 1 else ''}{who}, {points[top[0]]} points{each} if scored now"


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


@lru_cache(maxsize=32)
def _module_verified(module: str) -> bool:
    path = data_path("merlin", f"{module}.json")
    return not path.exists() or bool(load_json(path).get("verified", False))


def unverified_files(game: Any) -> tuple[str, ...]:
    """The data files in use that are marked unverified: the base game's, then each module's
    in play (data/merlin/<module>.json), by name."""
    base = [f.name.replace("_", " ") for f in game.data.unverified()]
    modules = [m.replace("_", " ") for m in game.params.modules if not _module_verified(m)]
    return (*base, *modules)


def board_data(source: Any, viewer: int | None = None) -> tuple[list[Trace], dict[str, Any]]:
    """The round table and the surroundings as plain trace and layout dicts."""
    view, game = _view(source, viewer)
    spaces, labels = _ring_static(game)
    spaces = {**spaces, "hovertext": space_hovers(source, viewer)}
    data: list[Trace] = [spaces, labels, *_pieces(view, game), *_surroundings(view, game)]
    unverified = unverified_files(game)
    notice = (
        [wrap("Unverified data (see data/merlin/README.md): " + ", ".join(unverified), 84, "<br>")]
        if unverified
        else []
    )
    notice_lines = sum(text.count("<br>") + 1 for text in notice)
    rows = view["surroundings"]["rows"]
    y_bottom = TOP_ROW_Y - (rows - 1) * 1.5 * HEX - 1.35 * HEX - 0.15
    height = (
        round((WIDTH - 8) * (Y_TOP - y_bottom) / (X_RANGE[1] - X_RANGE[0])) + 14 + 13 * notice_lines
    )
    layout: dict[str, Any] = {
        "width": WIDTH,
        "height": height,
        "margin": {"l": 4, "r": 4, "t": 8, "b": 6 + 13 * notice_lines},
        "plot_bgcolor": "#fbfaf6",
        "paper_bgcolor": "#ffffff",
        "hovermode": "closest",
        "clickmode": "event",
        "dragmode": False,
        "showlegend": False,
        "xaxis": {"visible": False, "range": list(X_RANGE)},
        "yaxis": {
            "visible": False,
            "range": [y_bottom, Y_TOP],
            "scaleanchor": "x",
            "scaleratio": 1,
        },
        "annotations": [
            {
                "text": text,
                "x": 0,
                "y": 0,
                "xref": "paper",
                "yref": "paper",
                "yanchor": "top",
                "xanchor": "left",
                "align": "left",
                "showarrow": False,
                "font": {"size": 10, "color": "#b00020"},
            }
            for text in notice
        ],
    }
    return data, layout


def board_figure(source: Any, viewer: int | None = None) -> go.Figure:
    """The round table above the surroundings (see :func:`board_data`)."""
    return fast_figure(*board_data(source, viewer))
