"""Merlin figures: the round table (the 24 action spaces as the modules' medallions leave them,
the knights, Merlin; with the Arthur module his inner ring and Arthur; Morgana on the space she
blocks) above the surroundings (hex tiles by terrain, towers, territories outlined, manors, the
frames' colours). Every space's hover says what it gives the player to move now
(:mod:`.merlin_hover`).

Drawn from a view dict (``state.observation(p)`` or ``state.full_view()``) and the game's
static data (the ring's spaces, the frames' colours): nothing hidden is read. The stepper shows
it at 470 px wide with the principalities and players as HTML panels below
(:mod:`.merlin_panels`). No rules live here.

>>> import tabletop_lib
>>> from tabletop_lib.games.merlin.viz.figure import board_figure
>>> state = tabletop_lib.load_game("merlin", num_players=3).new_initial_state(seed=1)
>>> [t.name for t in board_figure(state).data][:3]
['ring spaces', 'space labels', 'knights']
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.core.words import label
from tabletop_lib.games.merlin.modules.arthur.data import inner_ring
from tabletop_lib.viz.backdrop import Frame, backdrop_image
from tabletop_lib.viz.common import Trace, fast_figure

from .gains import wrap
from .hover import space_hovers
from .surroundings import HEX as HEX
from .surroundings import PLAYER_COLOURS as PLAYER_COLOURS
from .surroundings import PRINCIPALITY_COLOURS as PRINCIPALITY_COLOURS
from .surroundings import TERRAIN_COLOURS as TERRAIN_COLOURS
from .surroundings import TOP_ROW_Y, surroundings_traces
from .surroundings import hex_centre as hex_centre
from .surroundings import manor_counts as manor_counts
from .surroundings import tile_xy as tile_xy

KIND_STYLE: Mapping[str, tuple[str, str]] = {
    "victory-points": ("star", "#e0b400"),
    "influence-good": ("diamond", "#4c9a6a"),
    "influence-henchman": ("diamond-open", "#4c9a6a"),
    "relocate-henchman": ("triangle-right", "#777777"),
    "exchange": ("hourglass", "#777777"),
    "missions": ("square", "#c9a36b"),
    "excalibur": ("cross", "#5a6b8a"),
    "grail": ("circle-cross", "#b8860b"),
    "build-manor": ("pentagon", "#a0522d"),
    # the modules' spaces: the gold medallion's (p. 26), Arthur's overlay and inner ring (p. 16)
    "gold": ("circle", "#d4af37"),
    "apple-or-mistletoe": ("circle-x", "#6b8e23"),
    "arthur-apple": ("circle", "#c0392b"),
    "activate-henchman": ("triangle-up-open", "#777777"),
    "move-arthur": ("diamond-tall", "#222222"),
    "manor-points": ("star-open", "#a0522d"),
    "signet-ring": ("circle-dot", "#5a6b8a"),
    "arthur-good": ("diamond", "#4c9a6a"),
    "arthur-influence": ("diamond-open", "#4c9a6a"),
    "picts": ("hexagram", "#8a6d3b"),
    "stairs": ("triangle-right", "#777777"),
    "arthur-merlin": ("star-diamond", "#555555"),
    "replace-manor": ("pentagon-open", "#a0522d"),
}
"""Symbol and colour of each kind of space that is not a principality's (a kind not listed
is drawn as an open circle)."""
RING_RADIUS, LABEL_RADIUS = 1.0, 1.2
RING_Y = 1.55
"""Where the ring's centre stands (figure units; the surroundings lie below y = 0)."""
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
    """The 24 spaces as the modules' overlays leave them (symbol and colour by kind) and their
    short labels: the same all game."""
    spaces_in_play = game.ruleset.rondel.spaces
    size = len(spaces_in_play)
    xs, ys, symbols, fills, hover, lx, ly, labels = [], [], [], [], [], [], [], []
    for i, spec in enumerate(spaces_in_play):
        a = _angle(i, size)
        xs.append(RING_RADIUS * math.cos(a))
        ys.append(RING_RADIUS * math.sin(a) + RING_Y)
        symbol, fill = _style(game, spec)
        symbols.append(symbol)
        fills.append(fill)
        label = game.space_name(i)
        hover.append(f"<b>{label}</b>")
        lx.append(LABEL_RADIUS * math.cos(a))
        ly.append(LABEL_RADIUS * math.sin(a) + RING_Y)
        labels.append(label)
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


def _style(game: Any, spec: Any) -> tuple[str, str]:
    """A space's symbol and colour: a principality's in its colour, the others by kind."""
    if spec.kind == "principality":
        return "circle", PRINCIPALITY_COLOURS[game.data.colours[spec.arg]]
    return KIND_STYLE.get(spec.kind, ("circle-open", "#555555"))


@lru_cache(maxsize=32)
def _inner_static(game: Any) -> Trace | None:
    """Arthur's inner ring (Arthur module, p. 16): its spaces inside Merlin's circle, each
    keyed ``space:<n>`` with n numbered after the outer spaces, as the engine numbers them."""
    if not game.ruleset.inner_rings:
        return None
    ring = game.ruleset.inner_rings[0]
    outer = game.ruleset.rondel.size
    xs, ys, symbols, fills = [], [], [], []
    for j, spec in enumerate(ring.spaces):
        x, y = figure_xy(INNER_RADIUS, j, ring.size)
        xs.append(x)
        ys.append(y)
        symbol, fill = _style(game, spec)
        symbols.append(symbol)
        fills.append(fill)
    return {
        "type": "scatter",
        "name": "inner ring spaces",
        "x": xs,
        "y": ys,
        "customdata": [f"space:{outer + j}" for j in range(ring.size)],
        "mode": "markers",
        "marker": {
            "symbol": symbols,
            "color": fills,
            "size": 11,
            "line": {"width": 1, "color": "#333"},
        },
        "hovertext": [],
        "hoverinfo": "text",
        "showlegend": False,
    }


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


MERLIN_RADIUS, INNER_RADIUS, ARTHUR_RADIUS, MORGANA_RADIUS = 0.45, 0.31, 0.17, 0.92
"""Merlin's circle inside the knights', Arthur's inner ring inside Merlin's, Arthur in front
of his space, Morgana beside the space she blocks."""


def figure_xy(radius: float, space: int, size: int) -> tuple[float, float]:
    """Where a figure at ``radius`` from the ring's centre stands in front of ``space``."""
    a = _angle(space, size)
    return radius * math.cos(a), radius * math.sin(a) + RING_Y


def knight_radius(p: int) -> float:
    """Each seat's knights stand on their own circle inside the ring, so they never hide."""
    return 0.84 - 0.1 * p


def _pieces(view: Mapping[str, Any], game: Any, viewer: int | None = None) -> list[Trace]:
    """The knights (one marker per player, inside the ring; the ``viewer``'s larger, ringed
    in black), Merlin and Arthur."""
    size = len(game.data.rondel.spaces)
    players = view["players"]
    kx, ky, kc, kh = [], [], [], []
    for p, info in enumerate(players):
        x, y = figure_xy(knight_radius(p), info["knight"], size)
        kx.append(x)
        ky.append(y)
        kc.append(PLAYER_COLOURS[p])
        whose = "Your" if p == viewer else f"{game.player_names[p]}'s"
        kh.append(f"{whose} knight on {game.space_name(info['knight'])}")
    mine = [p == viewer for p in range(len(players))]
    traces: list[Trace] = [
        {
            "type": "scatter",
            "name": "knights",
            "x": kx,
            "y": ky,
            "mode": "markers",
            "marker": {
                "symbol": "triangle-up",
                "size": [19 if m else 13 for m in mine],
                "color": kc,
                "line": {"width": [3 if m else 1 for m in mine], "color": "#111"},
            },
            "hovertext": kh,
            "hoverinfo": "text",
            "showlegend": False,
        }
    ]
    traces.extend(_legend(game, len(players), viewer))
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
            f"Merlin on {game.space_name(merlin)}",
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


def _legend(game: Any, num_players: int, viewer: int | None = None) -> list[Trace]:
    """Who is who: one legend entry per player, named by the colour of their pieces (the
    ``viewer``'s marked "you" and ringed as their knight is)."""
    return [
        {
            "type": "scatter",
            "name": f"{game.player_names[p]}'s knight" + (" (you)" if p == viewer else ""),
            "x": [None],
            "y": [None],
            "mode": "markers",
            "marker": {
                "symbol": "triangle-up",
                "size": 12 if p == viewer else 11,
                "color": PLAYER_COLOURS[p],
                "line": {"width": 2.5 if p == viewer else 0.5, "color": "#111"},
            },
            "hoverinfo": "skip",
            "showlegend": True,
        }
        for p in range(num_players)
    ]


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
        f"Morgana on {game.space_name(space)}. Knights and Merlin skip it, and "
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


@lru_cache(maxsize=32)
def _module_verified(module: str) -> bool:
    path = data_path("merlin", f"{module}.json")
    return not path.exists() or bool(load_json(path).get("verified", False))


def unverified_files(game: Any) -> tuple[str, ...]:
    """The data files in use that are marked unverified: the base game's, then each module's
    in play (data/merlin/<module>.json), by name."""
    base = [DATA_WORDS.get(f.name, f.name.replace("_", " ")) for f in game.data.unverified()]
    modules = [
        f"the {label('merlin', 'module', m)} module"
        for m in game.params.modules
        if not _module_verified(m)
    ]
    return (*base, *modules)


DATA_WORDS = {
    "rondel": "the round table",
    "surroundings": "the surroundings",
    "flags": "the flags",
    "start_tiles": "the start tiles",
    "missions": "the missions",
}
"""The base game's data files, as the board notice names them."""


BACKDROP = frozenset({"space labels", "territory outlines", "towers"})
"""Traces that never change in a game and answer no pointer, besides the terrain fills
(``"<terrain> tiles"``): drawn into the backdrop image (:mod:`tabletop_lib.viz.backdrop`)."""
_BACKDROPS: dict[str, dict[str, Any]] = {}


def in_backdrop(trace: Trace) -> bool:
    """Whether ``trace`` is drawn into the board's backdrop image instead of as a trace."""
    name = str(trace.get("name", ""))
    return name in BACKDROP or (name.endswith(" tiles") and name != "tiles")


def _backdrop(static: list[Trace], y_range: tuple[float, float], plot_height: int) -> Any:
    """The backdrop image of ``static`` over the plot area (cached: the same all game)."""
    frame = Frame(X_RANGE, y_range, (WIDTH - 8, plot_height))
    key = repr((y_range, plot_height, [(t["name"], t["x"], t["y"], t.get("text")) for t in static]))
    image = _BACKDROPS.get(key)
    if image is None:
        if len(_BACKDROPS) > 64:
            _BACKDROPS.clear()
        image = _BACKDROPS[key] = backdrop_image(frame, static)
    return image


def board_traces(source: Any, viewer: int | None = None) -> list[Trace]:
    """Every trace of the board, those of its backdrop included (:func:`in_backdrop`)."""
    view, game = _view(source, viewer)
    spaces, labels = _ring_static(game)
    hovers = space_hovers(source, viewer)
    outer = len(spaces["x"])
    rings: list[Trace] = [{**spaces, "hovertext": hovers[:outer]}, labels]
    inner = _inner_static(game)
    if inner is not None:
        rings.append({**inner, "hovertext": hovers[outer:]})
    return [*rings, *_pieces(view, game, viewer), *surroundings_traces(view, game)]


def board_data(source: Any, viewer: int | None = None) -> tuple[list[Trace], dict[str, Any]]:
    """The round table and the surroundings as plain trace and layout dicts; the layers that
    never change (terrain, outlines, towers, the spaces' names) are one backdrop image."""
    view, game = _view(source, viewer)
    every = board_traces(source, viewer)
    data = [t for t in every if not in_backdrop(t)]
    unverified = unverified_files(game)
    notice = (
        [
            wrap(
                "Drawn from reconstructed data that may differ from the printed game: "
                + ", ".join(unverified),
                84,
                "<br>",
            )
        ]
        if unverified
        else []
    )
    notice_lines = sum(text.count("<br>") + 1 for text in notice)
    rows = view["surroundings"]["rows"]
    y_bottom = TOP_ROW_Y - (rows - 1) * 1.5 * HEX - 1.35 * HEX - 0.15
    height = (
        round((WIDTH - 8) * (Y_TOP - y_bottom) / (X_RANGE[1] - X_RANGE[0])) + 32 + 13 * notice_lines
    )
    bottom_margin = 6 + 13 * notice_lines
    image = _backdrop(
        [t for t in every if in_backdrop(t)], (y_bottom, Y_TOP), height - 26 - bottom_margin
    )
    layout: dict[str, Any] = {
        "width": WIDTH,
        "height": height,
        "margin": {"l": 4, "r": 4, "t": 26, "b": bottom_margin},
        "images": [image],
        "plot_bgcolor": "#fbfaf6",
        "paper_bgcolor": "#ffffff",
        "hovermode": "closest",
        "clickmode": "event",
        "dragmode": False,
        "showlegend": True,  # who is who: the knights' colours, above the ring
        "legend": {
            "orientation": "h",
            "x": 0.0,
            "y": 1.0,
            "yanchor": "bottom",
            "font": {"size": 10},
            "bgcolor": "rgba(255,255,255,0)",
        },
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
