"""What changed between two Merlin states (or the same seat's views of them): the figures that
moved on the ring and the manors built or lost on the surroundings, drawn over the later board;
per player what they gained or lost, in plain words; the table's and the modules' pieces that
changed. Only what changed is listed. For stepping through a game and for replays
(``tabletop_lib.viz.diff_for(before, after)``). No rules live here.

>>> import tabletop_lib
>>> from tabletop_lib.viz import diff_for
>>> state = tabletop_lib.load_game("merlin", num_players=2).new_initial_state(seed=1)
>>> after = state.child(state.legal_actions()[0])
>>> "moves" in [t.name for t in diff_for(state, after).data]
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.core.words import card_text, has_card, label, sentence, words
from tabletop_lib.games.merlin.modules.arthur.data import inner_ring
from tabletop_lib.viz.common import Trace, events_between, fast_figure, panel_title, table_trace

from .figure import (
    ARTHUR_RADIUS,
    MERLIN_RADIUS,
    PLAYER_COLOURS,
    board_data,
    figure_xy,
    knight_radius,
    tile_xy,
)
from .gains import view_changes
from .panels import BASE_KEYS
from .surroundings import player_name

WIDTH = 960
BOARD_RIGHT = 0.5
"""The board takes the left half of the figure; the tables the right half."""
TABLE_SKIPPED = frozenset(
    {"players", "hands", "hand", "mission_deck", "traitor_deck", "turn", "supply"}
)
"""View keys the table of changes leaves to others: the players' own changes have their table,
hidden cards stay hidden, the turn's die is the moves' story, and the supplies mirror the
players' goods."""
NARRATION_LINES = 12


def _views(source: Any, viewer: int | None) -> tuple[Mapping[str, Any], Any]:
    if isinstance(source, Mapping):
        raise TypeError("a Merlin diff needs the states (their game holds the ring's data)")
    return (source.full_view() if viewer is None else source.observation(viewer)), source.game


def _moves(a: Mapping[str, Any], b: Mapping[str, Any], game: Any) -> Trace:
    """A dotted line from where each moved figure stood (a dotted ring) to where it stands (a
    ring around it)."""
    size = len(game.data.rondel.spaces)
    xs: list[float | None] = []
    ys: list[float | None] = []
    colours: list[str] = []
    hover: list[str] = []
    symbols: list[str] = []

    def add(radius: float, ring: int, was: int, now: int, colour: str, who: str) -> None:
        (x0, y0), (x1, y1) = figure_xy(radius, was, ring), figure_xy(radius, now, ring)
        xs.extend([x0, x1, None])
        ys.extend([y0, y1, None])
        label = game.space_name(now) if ring == size else f"the inner ring's space {now + 1}"
        text = f"{who} moves to {label}"
        hover.extend([text, text, ""])
        colours.extend([colour, colour, colour])
        symbols.extend(["circle-open-dot", "circle-open", "circle-open"])

    for p, (pa, pb) in enumerate(zip(a["players"], b["players"], strict=True)):
        if pa["knight"] != pb["knight"]:
            add(knight_radius(p), size, pa["knight"], pb["knight"], PLAYER_COLOURS[p],
                f"{player_name(p)}'s knight")  # fmt: skip
    if a["merlin"] != b["merlin"]:
        add(MERLIN_RADIUS, size, a["merlin"], b["merlin"], "#555555", "Merlin")
    arthur_a, arthur_b = a.get("arthur"), b.get("arthur")
    if isinstance(arthur_a, Mapping) and isinstance(arthur_b, Mapping):
        was, now = arthur_a.get("arthur"), arthur_b.get("arthur")
        if isinstance(was, int) and isinstance(now, int) and was != now:
            add(ARTHUR_RADIUS, len(inner_ring().spaces), was, now, "#000000", "Arthur")
    return {
        "type": "scatter",
        "name": "moves",
        "x": xs,
        "y": ys,
        "mode": "lines+markers",
        "line": {"color": "#333333", "width": 2, "dash": "dot"},
        "marker": {"size": 21, "color": colours, "symbol": symbols, "line": {"width": 2.5}},
        "hovertext": hover,
        "hoverinfo": "text",
        "showlegend": False,
    }


def _manors(a: Mapping[str, Any], b: Mapping[str, Any], game: Any) -> list[Trace]:
    """Manors built (a ring in the builder's colour) and manors gone (a cross)."""
    before: Mapping[str, int] = a["surroundings"]["manors"]
    after: Mapping[str, int] = b["surroundings"]["manors"]
    built = [t for t in sorted(after) if before.get(t) != after[t]]
    gone = [t for t in sorted(before) if after.get(t) != before[t]]

    def at(t: str) -> str:
        return str(game.grid.name(game.tile_index[t]))

    def trace(name: str, tiles: list[str], marker: dict[str, Any], hover: list[str]) -> Trace:
        points = [tile_xy(game, t) for t in tiles]
        return {
            "type": "scatter",
            "name": name,
            "x": [x for x, _ in points],
            "y": [y for _, y in points],
            "customdata": [f"tile:{t}" for t in tiles],
            "mode": "markers",
            "marker": marker,
            "hovertext": hover,
            "hoverinfo": "text",
            "showlegend": False,
        }

    return [
        trace(
            "manors built",
            built,
            {"symbol": "circle-open", "size": 26, "line": {"width": 3.5},
             "color": [PLAYER_COLOURS[after[t]] for t in built]},
            [f"{at(t)}: {player_name(after[t])} built a manor" for t in built],
        ),
        trace(
            "manors gone",
            gone,
            {"symbol": "x-thin-open", "size": 22, "line": {"width": 3},
             "color": [PLAYER_COLOURS[before[t]] for t in gone]},
            [f"{at(t)}: {player_name(before[t])}'s manor is gone" for t in gone],
        ),
    ]  # fmt: skip


def _leaves(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _leaves(item, f"{path}: {key}" if path else str(key))
    else:
        yield path, value


SAID_ELSEWHERE = frozenset({"phase", "current player", "round"})
"""Rows the status line and the title already say."""
PLAYER_KEYS = ("player", "drafter", "current player", "first player")
"""Keys whose number is a seat, named by its colour."""
OWNED = frozenset({"excalibur", "grail", "holder", "owner"})
"""Keys whose number is the seat holding the piece."""
LIST_SHOWN = 4
"""A longer list changed is said to have changed, not spelled out."""


def table_changes(
    a: Mapping[str, Any], b: Mapping[str, Any], game: Any = None
) -> list[tuple[str, str]]:
    """The table's and the modules' pieces that changed, as (what, "before → after"), in
    words: seats by colour, spaces, tiles and cards by name, yes/no for flags; the rows the
    status line says (phase, player to move) are left out."""
    rows = []
    for key in b:
        if key in TABLE_SKIPPED or key == "game":
            continue
        before = dict(_leaves(a.get(key), key))
        for path, now in _leaves(b[key], key):
            was = before.get(path)
            if was == now:
                continue
            what = _path_words(path, game)
            if what.lower() in SAID_ELSEWHERE:
                continue
            rows.append((what, f"{_text(was, path, game)} → {_text(now, path, game)}"))
    return rows


def _path_words(path: str, game: Any) -> str:
    parts = [_code_words(part.strip(), game) for part in path.split(":")]
    if parts and game is not None and parts[0] in getattr(game.params, "modules", ()):
        parts[0] = label("merlin", "module", parts[0])
    return sentence(": ".join(words(p) if "_" in p else p for p in parts))


def _code_words(code: str, game: Any) -> str:
    """A tile id or a card id by its name; anything else as it is."""
    tile = re.fullmatch(r"r(\d+)c(\d+)", code)
    if tile:  # the surroundings' tiles, as a reader finds them
        return f"the tile in row {int(tile[1]) + 1}, column {int(tile[2]) + 1}"
    if has_card("merlin", code):
        return card_text("merlin", code).name
    return code


def _text(value: Any, path: str = "", game: Any = None) -> str:
    leaf = path.rsplit(":", 1)[-1].strip().replace("_", " ")
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    owner = leaf.endswith(PLAYER_KEYS) or leaf in OWNED or path.startswith("surroundings: manors")
    if isinstance(value, int) and owner and 0 <= value < 6:
        return player_name(value)
    if isinstance(value, int) and leaf == "merlin" and game is not None:
        return f"\u201c{game.space_name(value)}\u201d"
    if isinstance(value, Mapping):
        return "changed"
    if isinstance(value, list | tuple):
        if len(value) > LIST_SHOWN or any(isinstance(v, Mapping | list) for v in value):
            return f"{len(value)} entries"
        return ", ".join(_text(v, path, game) for v in value) or "none"
    if isinstance(value, str):
        return words(_code_words(value, game))
    return str(value)


def _narration(before: Any, after: Any, viewer: int | None) -> list[str]:
    """The events between the two states (the whole table only: events name drawn cards)."""
    if viewer is not None:
        return []
    events = events_between(before, after)
    return [] if events is None else [e.text for e in events][-NARRATION_LINES:][::-1]


def diff_figure(before: Any, after: Any, viewer: int | None = None) -> go.Figure:
    """What changed from ``before`` to ``after`` (two states of one Merlin game), drawn over
    the later board, with the players', the table's and the modules' changes beside it."""
    return fast_figure(*diff_data(before, after, viewer))


def diff_data(
    before: Any, after: Any, viewer: int | None = None
) -> tuple[list[Trace], dict[str, Any]]:
    """:func:`diff_figure`'s traces and layout as plain dicts (no plotly figure built)."""
    a, game = _views(before, viewer)
    b, game_b = _views(after, viewer)
    if game_b is not game and game_b.options != game.options:
        raise ValueError("the two states are not of the same game")
    board, layout = board_data(after, viewer)
    words = view_changes(a, b, game)
    players = [p for p, w in enumerate(words) if w]
    table = table_changes(a, b, game)
    base = [(k, v) for k, v in table if k.split(":")[0] in BASE_KEYS]
    modules = [(k, v) for k, v in table if k.split(":")[0] not in BASE_KEYS]
    narration = _narration(before, after, viewer)
    data: list[Trace] = [
        *board,
        _moves(a, b, game),
        *_manors(a, b, game),
        table_trace(
            "player changes",
            ["Player", "What changed"],
            [[player_name(p) for p in players] or ["-"],
             ["; ".join(words[p]) for p in players] or ["no change"]],
            ((BOARD_RIGHT + 0.02, 1.0), (0.58, 0.95)),
            widths=[1.0, 5.0],
        ),
        table_trace(
            "table changes",
            ["On the table", "Change"],
            [[k for k, _ in base + modules] or ["-"], [v for _, v in base + modules] or ["-"]],
            ((BOARD_RIGHT + 0.02, 1.0), (0.26, 0.54)),
            widths=[2.2, 3.0],
        ),
        table_trace(
            "narration",
            ["What happened (latest first)"],
            [narration or ["-"]],
            ((BOARD_RIGHT + 0.02, 1.0), (0.0, 0.22)),
        ),
    ]  # fmt: skip
    moved = sum(1 for pa, pb in zip(a["players"], b["players"], strict=True)
                if pa["knight"] != pb["knight"]) + (a["merlin"] != b["merlin"])  # fmt: skip
    layout = {
        **layout,
        "width": WIDTH,
        "margin": {**layout["margin"], "t": 36},
        "height": layout["height"] + 28,
        "xaxis": {**layout["xaxis"], "domain": [0.0, BOARD_RIGHT]},
        "title": {
            "text": f"What changed: {moved or 'no'} figure{'s' * (moved != 1)} moved, "
            f"{len(players) or 'no'} player{'s' * (len(players) != 1)} changed "
            f"· now round {b['round']}, {label('merlin', 'phase', b['phase']).lower()}",
            "x": 0.01,
            "font": {"size": 14},
        },
        "annotations": [
            *layout["annotations"],
            panel_title("Per player", BOARD_RIGHT + 0.02, 0.955),
        ],
    }
    return data, layout
