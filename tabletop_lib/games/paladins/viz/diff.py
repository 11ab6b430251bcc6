"""What changed between two Paladins states: on the main board, rings around the spaces taken,
the cards that left or entered the Townsfolk and Outsider rows, the King's cards revealed or
used and the Taverns taken; beside it, each player's changes (silver, provisions, attributes,
workers, pieces, Debts, Suspicion, score) and the actions and events in between.

For stepping through a game and for replays. No rules live here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.core.words import phase_words
from tabletop_lib.games.paladins.constants import ATTRIBUTES
from tabletop_lib.games.paladins.describe import space_words
from tabletop_lib.viz.backdrop import Frame, backdrop_image
from tabletop_lib.viz.common import Trace, events_between, fast_figure, signed

from .board import (
    FAVOUR_X,
    MAIN_BOTTOM,
    MAIN_SHAPES,
    ORDER_X,
    REGION_X,
    SPACE_STEP,
    main_board_traces,
)
from .cards import OUTSIDER_X, TAVERN_X, TOWNSFOLK_X
from .figure import STATIC_LABELS
from .parts import (
    PLAYER_COLOURS,
    UNVERIFIED_MARK,
    Y_KING,
    Y_OUTSIDERS,
    Y_REGIONS,
    Y_TAVERNS,
    Y_TOWNSFOLK,
    player_name,
    round_words,
    title,
    view_of,
)

BOARD_DOMAIN = (0.0, 0.6)
X_RANGE, Y_RANGE = (-0.25, 12.25), (MAIN_BOTTOM - 0.1, 0.3)
MARGIN = {"l": 6, "r": 6, "t": 40, "b": 24}
_BACKDROPS: dict[str, dict[str, Any]] = {}


def _backdrop(static: list[Trace], width: int, height: int) -> dict[str, Any]:
    """The faded board's fixed layers (its section boxes and printed labels) as one image
    (:mod:`tabletop_lib.viz.backdrop`): plotly redraws every trace of the map when one
    changes, and these never do. Built once per figure size and game."""
    plot_width = (width - MARGIN["l"] - MARGIN["r"]) * (BOARD_DOMAIN[1] - BOARD_DOMAIN[0])
    frame = Frame(X_RANGE, Y_RANGE, (plot_width, height - MARGIN["t"] - MARGIN["b"]))
    key = repr((width, height, [(t["name"], t["x"], t["y"], t["text"]) for t in static]))
    image = _BACKDROPS.get(key)
    if image is None:
        if len(_BACKDROPS) > 32:
            _BACKDROPS.clear()
        image = _BACKDROPS[key] = backdrop_image(frame, static, MAIN_SHAPES)
    return image


def _space_xy(game: Any) -> dict[str, tuple[float, float]]:
    """Where each main-board space is drawn (as in :mod:`.paladins_board`)."""
    out: dict[str, tuple[float, float]] = {}
    count: dict[int, int] = {}
    for space in game.data.spaces:
        k = count.get(space.region, 0)
        count[space.region] = k + 1
        x = REGION_X[space.region] + (-0.45 if k % 2 == 0 else 0.45)
        out[space.id] = (x, Y_REGIONS - 1.05 - SPACE_STEP * (k // 2))
    return out


def _row_changes(
    before: Sequence[str | None], after: Sequence[str | None], xs: Sequence[float], what: str
) -> list[tuple[float, str]]:
    changes = []
    for k, (a, b) in enumerate(zip(before, after, strict=False)):
        if a != b and k < len(xs):
            left = f"{title(a)} left" if a else ""
            came = f"{title(b)} came in" if b else "now empty"
            changes.append(
                (xs[k], f"{what} slot {k + 1}: " + "; ".join(x for x in (left, came) if x))
            )
    return changes


def _favour_changes(
    before: Sequence[Any], after: Sequence[Any]
) -> list[tuple[float, float, str, str]]:
    """(x, y, colour, what) for each King's Favour revealed, or newly used by a player."""
    out: list[tuple[float, float, str, str]] = []
    for k, (fa, fb) in enumerate(zip(before, after, strict=True)):
        if fb is None or k >= len(FAVOUR_X):
            continue
        if fa is None:
            out.append(
                (FAVOUR_X[k], Y_KING, "#b8860b", f"King's Favour revealed: {title(fb['id'])}")
            )
            continue
        new = [p for p in fb.get("used_by", ()) if p not in fa.get("used_by", ())]
        for p in new:
            out.append(
                (
                    FAVOUR_X[k],
                    Y_KING,
                    PLAYER_COLOURS[p],
                    f"{player_name(p)} used the Favour {title(fb['id'])}",
                )
            )
    return out


def board_changes(
    a: Mapping[str, Any], b: Mapping[str, Any], game: Any
) -> list[tuple[float, float, str, str]]:
    """(x, y, colour, what) for every change on the main board, in board order."""
    out: list[tuple[float, float, str, str]] = []
    where = _space_xy(game)
    for space, piece in b["main_board"].items():
        if space not in a["main_board"]:
            p = int(piece["player"])
            x, y = where[space]
            on = space_words(game.data, game.space_index[space])
            out.append(
                (x, y, PLAYER_COLOURS[p], f"{player_name(p)} put a {piece['piece']} on {on}")
            )
    for x, text in _row_changes(a["townsfolk_row"], b["townsfolk_row"], TOWNSFOLK_X, "Townsfolk"):
        out.append((x, Y_TOWNSFOLK, "#333333", text))
    for x, text in _row_changes(a["outsider_row"], b["outsider_row"], OUTSIDER_X, "Outsider"):
        out.append((x, Y_OUTSIDERS, "#333333", text))
    for k, (oa, ob) in enumerate(zip(a["kings_orders"], b["kings_orders"], strict=True)):
        if oa != ob and k < len(ORDER_X):
            out.append((ORDER_X[k], Y_KING, "#b8860b", f"King's Order revealed: {title(ob)}"))
    out.extend(_favour_changes(a["kings_favours"], b["kings_favours"]))
    if len(a["taverns"]) == len(b["taverns"]):
        for k, (ta, tb) in enumerate(zip(a["taverns"], b["taverns"], strict=True)):
            if ta["taken_by"] is None and tb["taken_by"] is not None and k < len(TAVERN_X):
                p = tb["taken_by"]
                out.append(
                    (
                        TAVERN_X[k],
                        Y_TAVERNS,
                        PLAYER_COLOURS[p],
                        f"{player_name(p)} took Tavern {k + 1}",
                    )
                )
    return out


def _delta(before: int, after: int) -> str:
    return str(after) if before == after else f"{before} → {after} ({signed(after - before)})"


def _list_delta(before: Sequence[str], after: Sequence[str]) -> str:
    gained = [title(x) for x in after if x not in before]
    lost = [title(x) for x in before if x not in after]
    return ", ".join([f"+{x}" for x in gained] + [f"−{x}" for x in lost]) or "·"


def _counts_delta(before: Mapping[str, int], after: Mapping[str, int]) -> str:
    parts = [
        f"{signed(after.get(k, 0) - before.get(k, 0))} {k}"
        for k in after
        if after.get(k, 0) != before.get(k, 0)
    ]
    return ", ".join(parts) or "·"


_NUMBERS = (
    ("Silver", "silver"),
    ("Provisions", "provisions"),
    *((a.capitalize(), a) for a in ATTRIBUTES),
    ("Unpaid Debts", "unpaid_debts"),
    ("Paid Debts", "paid_debts"),
    ("Suspicion", "suspicion"),
    ("Monks", "monks"),
    ("Outposts", "outposts"),
    ("Walls", "walls"),
    ("Jars", "jars"),
    ("Workshops", "workshops"),
)
_LISTS = (
    ("Workers", "workers"),
    ("Townsfolk", "townsfolk"),
    ("Attacked", "attacked"),
    ("Converted", "converted"),
    ("Paladin", "paladin"),
)


def _number(info: Mapping[str, Any], key: str) -> int:
    """A player's quantity: a count, the length of a list, the workshops placed."""
    value = info[key]
    if isinstance(value, Mapping):
        return sum(int(v) for v in value.values())
    return len(value) if isinstance(value, list) else int(value)


def _items(info: Mapping[str, Any], key: str) -> list[str]:
    value = info[key]
    return list(value) if isinstance(value, list) else ([value] if value else [])


def player_changes(
    a: Mapping[str, Any], b: Mapping[str, Any], scores: tuple[Sequence[int], Sequence[int]]
) -> list[tuple[str, list[str]]]:
    """(quantity, one cell per player) for each quantity that changed for someone; the score
    always."""
    rows: list[tuple[str, list[str]]] = []
    pa, pb = a["players"], b["players"]
    n = len(pb)
    rows.append(("Score", [_delta(scores[0][p], scores[1][p]) for p in range(n)]))
    for label, key in _NUMBERS:
        old = [_number(pa[p], key) for p in range(n)]
        new = [_number(pb[p], key) for p in range(n)]
        if old != new:
            rows.append((label, [_delta(x, y) for x, y in zip(old, new, strict=True)]))
    for label, key in _LISTS:
        cells = [
            _counts_delta(pa[p][key], pb[p][key])
            if key == "workers"
            else _list_delta(_items(pa[p], key), _items(pb[p], key))
            for p in range(n)
        ]
        if any(c != "·" for c in cells):
            rows.append((label, cells))
    return rows


def _narration(before: Any, after: Any, viewer: int | None) -> list[str]:
    """The actions and events between two states of one game: for the whole table only (the
    narration names the Paladins kept face down)."""
    if viewer is not None:
        return []
    events = events_between(before, after)
    if events is None:
        return []
    replay, done = before.clone(), []
    for action in after.history()[len(before.history()) :]:
        done.append(f"{player_name(replay.current_player())}: {replay.describe_action(action)}")
        replay.apply_action(action)
    return done[-6:] + [e.text for e in events][-14:]


def _table(
    name: str,
    header: list[str],
    columns: list[list[str]],
    x: tuple[float, float],
    y: tuple[float, float],
    widths: list[float] | None = None,
) -> Trace:
    return {
        "type": "table",
        "name": name,
        "domain": {"x": list(x), "y": list(y)},
        "columnwidth": widths,
        "header": {
            "values": header,
            "font": {"size": 11},
            "fill": {"color": "#ece7d8"},
            "align": "left",
        },
        "cells": {"values": columns, "font": {"size": 10}, "align": "left", "height": 20},
    }


def diff_figure(
    before: Any, after: Any, viewer: int | None = None, *, width: int = 960, height: int = 560
) -> go.Figure:
    """What changed from ``before`` to ``after`` (two states of one game)."""
    return fast_figure(*diff_data(before, after, viewer, width=width, height=height))


def diff_data(
    before: Any, after: Any, viewer: int | None = None, *, width: int = 960, height: int = 560
) -> tuple[list[Trace], dict[str, Any]]:
    """:func:`diff_figure`'s traces and layout as plain dicts (no plotly figure built)."""
    if before.game is not after.game and before.game.name != after.game.name:
        raise ValueError("the two states are not of the same game")
    a, b = view_of(before, viewer), view_of(after, viewer)
    if a["num_players"] != b["num_players"]:
        raise ValueError("the two states are not of the same game")
    changes = board_changes(a, b, after.game)
    rows = player_changes(a, b, (before.scores(), after.scores()))
    n = b["num_players"]
    narration = _narration(before, after, viewer)
    faded = []
    for trace in main_board_traces(after, b, []):
        trace = dict(trace)
        trace["opacity"] = 0.45
        trace["hoverinfo"] = "skip"
        trace.pop("customdata", None)
        faded.append(trace)
    image = _backdrop([t for t in faded if t["name"] in STATIC_LABELS], width, height)
    faded = [t for t in faded if t["name"] not in STATIC_LABELS]
    ring: Trace = {
        "type": "scatter",
        "name": "changes",
        "x": [c[0] for c in changes],
        "y": [c[1] for c in changes],
        "mode": "markers",
        "marker": {
            "symbol": "circle-open",
            "size": 44,
            "color": [c[2] for c in changes],
            "line": {"width": 3.5},
        },
        "hovertext": [c[3] for c in changes],
        "hoverinfo": "text",
        "showlegend": False,
    }
    data: list[Trace] = [
        *faded,
        ring,
        _table(
            "player changes",
            ["", *(player_name(p) for p in range(n))],
            [[r[0] for r in rows], *([r[1][p] for r in rows] for p in range(n))],
            (0.61, 1.0),
            (0.38, 1.0),
            [1.2] + [1.6] * n,
        ),
        _table(
            "narration",
            ["What happened (latest)"],
            [narration or [c[3] for c in changes] or ["no change"]],
            (0.61, 1.0),
            (0.0, 0.35),
        ),
    ]
    unverified = (
        []
        if after.game.verified
        else [
            {
                "text": UNVERIFIED_MARK,
                "x": 0.0,
                "y": 0.0,
                "xref": "paper",
                "yref": "paper",
                "xanchor": "left",
                "yanchor": "top",
                "showarrow": False,
                "font": {"size": 10, "color": "#b00020"},
            }
        ]
    )
    layout: dict[str, Any] = {
        "title": {
            "text": f"Paladins: {len(changes)} changes on the main board; "
            f"now {round_words(b['round'], after.game.params.rounds)}, "
            f"{phase_words('paladins', b['phase'])}",
            "x": 0.01,
            "font": {"size": 14},
        },
        "width": width,
        "height": height,
        "margin": MARGIN,
        "plot_bgcolor": "#ffffff",
        "hovermode": "closest",
        "showlegend": False,
        "xaxis": {
            "visible": False,
            "range": list(X_RANGE),
            "domain": list(BOARD_DOMAIN),
            "fixedrange": True,
        },
        "yaxis": {"visible": False, "range": list(Y_RANGE), "fixedrange": True},
        "images": [image],
        "annotations": unverified,
    }
    return data, layout
