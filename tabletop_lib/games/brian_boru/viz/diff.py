"""What changed between two Brian Boru states (or views): towns taken and lost, Viking
control placed and removed, monasteries placed, on the map; per-player changes in a table.
For stepping through a game and for replays. No rules live here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.games.brian_boru import BrianBoruState
from tabletop_lib.games.brian_boru.data import Board, Cards
from tabletop_lib.viz.common import (
    Trace,
    events_between,
    fast_figure,
    panel_title,
    signed,
    table_trace,
)

from .map import (
    PLAYER_COLOURS,
    claim_text,
    geometry,
    map_axes,
    piece_traces,
    region_traces,
)
from .scene import MAP_X, MAP_Y, RIGHT, Scene, Source, notices, scene_of, situation


def _town_changes(a: Scene, b: Scene) -> dict[str, list[str]]:
    """Town ids by kind of change, in board order."""
    board = b.board
    own_a: Mapping[str, int] = a.view.get("town_owner", {})
    own_b: Mapping[str, int] = b.view.get("town_owner", {})
    vik_a, vik_b = set(a.view.get("viking_towns", ())), set(b.view.get("viking_towns", ()))
    mon_a, mon_b = set(a.view.get("monasteries", ())), set(b.view.get("monasteries", ()))
    towns = board.town_ids
    return {
        "taken": [t for t in towns if t in own_b and own_a.get(t) != own_b[t]],
        "lost": [t for t in towns if t in own_a and own_b.get(t) != own_a[t]],
        "viking": [t for t in towns if t in vik_b and t not in vik_a],
        "freed": [t for t in towns if t in vik_a and t not in vik_b],
        "monastery": [t for t in towns if t in mon_b and t not in mon_a],
    }


def _change_traces(a: Scene, b: Scene, changes: Mapping[str, list[str]]) -> list[Trace]:
    board = b.board
    own_a: Mapping[str, int] = a.view.get("town_owner", {})
    own_b: Mapping[str, int] = b.view.get("town_owner", {})

    def trace(kind: str, name: str, marker: dict[str, Any], hover: list[str]) -> Trace:
        towns = changes[kind]
        index = [board.town_index(t) for t in towns]
        return {
            "type": "scatter",
            "name": name,
            "x": [board.lon[i] for i in index],
            "y": [board.lat[i] for i in index],
            "customdata": towns,
            "mode": "markers",
            "marker": marker,
            "hovertext": hover,
            "hoverinfo": "text",
        }

    def was(t: str, owners: Mapping[str, int], scene: Scene) -> str:
        return scene.name(owners[t]) if t in owners else "free"

    taken, lost = changes["taken"], changes["lost"]
    return [
        trace(
            "lost",
            "towns lost",
            {
                "symbol": "circle-x-open",
                "size": 28,
                "line": {"width": 2.5},
                "color": [PLAYER_COLOURS[own_a[t]] for t in lost],
            },
            [f"{b.town_name(t)}: lost by {a.name(own_a[t])}" for t in lost],
        ),
        trace(
            "taken",
            "towns taken",
            {
                "symbol": "circle",
                "size": 20,
                "line": {"color": "#000000", "width": 2},
                "color": [PLAYER_COLOURS[own_b[t]] for t in taken],
            },
            [
                f"{b.town_name(t)}: taken by {b.name(own_b[t])} (was {was(t, own_a, a)})"
                for t in taken
            ],
        ),
        trace(
            "viking",
            "Viking control placed",
            {
                "symbol": "x",
                "size": 18,
                "color": "#000000",
                "line": {"color": "#ffffff", "width": 1},
            },
            [f"{b.town_name(t)}: Viking control placed" for t in changes["viking"]],
        ),
        trace(
            "freed",
            "Viking control removed",
            {"symbol": "x-open", "size": 18, "color": "#555555"},
            [f"{b.town_name(t)}: Viking control removed" for t in changes["freed"]],
        ),
        trace(
            "monastery",
            "monastery placed",
            {
                "symbol": "cross",
                "size": 16,
                "color": "#ffffff",
                "line": {"color": "#000000", "width": 2},
            },
            [f"{b.town_name(t)}: monastery placed" for t in changes["monastery"]],
        ),
    ]


def _delta(before: int, after: int) -> str:
    return str(after) if before == after else f"{before} → {after} ({signed(after - before)})"


def _list_delta(before: Sequence[str], after: Sequence[str]) -> str:
    gained = [x for x in after if x not in before]
    lost = [x for x in before if x not in after]
    return ", ".join([f"+{x}" for x in gained] + [f"−{x}" for x in lost]) or "·"


PLAYER_WIDTHS = {
    "Player": 1.3, "Score": 1.4, "Coins": 1.4, "Renown": 1.4, "Raiders": 1.3, "Church": 1.3,
    "Marriage": 1.3, "Towns": 2.2, "Claims": 1.6, "Marriage cards": 1.6,
}  # fmt: skip
"""Relative column widths of the per-player table."""


def _changed(values: Iterable[str]) -> bool:
    """Whether a column of :func:`player_changes` shows a change in any row."""
    return any("→" in v or v.startswith(("+", "−")) for v in values)


def player_changes(a: Scene, b: Scene) -> list[dict[str, str]]:
    """Per player, each quantity as ``"before → after (+d)"`` (or its value when unchanged)."""
    rows = []
    for p in range(b.num_players):
        pa, pb = a.players[p], b.players[p]
        towns_a = sorted(b.town_name(t) for t, o in a.view["town_owner"].items() if o == p)
        towns_b = sorted(b.town_name(t) for t, o in b.view["town_owner"].items() if o == p)
        row = {"Player": b.names[p]}
        for key, label in (
            ("score", "Score"),
            ("coins", "Coins"),
            ("renown", "Renown"),
            ("raiders", "Raiders"),
            ("church_discs", "Church"),
            ("marriage_space", "Marriage"),
        ):
            row[label] = _delta(pa[key], pb[key])
        row["Towns"] = _list_delta(towns_a, towns_b)
        row["Claims"] = _list_delta(
            [b.region_name(r) for r in pa["claim_tokens"]],
            [b.region_name(r) for r in pb["claim_tokens"]],
        )
        row["Marriage cards"] = _list_delta(pa["marriage_cards"], pb["marriage_cards"])
        rows.append(row)
    return rows


def _table_changes(a: Scene, b: Scene) -> list[tuple[str, str]]:
    """The table's quantities that changed, as (what, "before → after"); nothing unchanged."""
    va, vb = a.view, b.view
    rows = []
    if va["round"] != vb["round"]:
        rows.append(("Round", _delta(va["round"], vb["round"])))
    if va["phase"] != vb["phase"]:
        rows.append(("Phase", f"{va['phase']} → {vb['phase']}"))
    if va["current_player"] != vb["current_player"]:
        rows.append(("To act", f"{b.name(va['current_player'])} → {b.name(vb['current_player'])}"))
    if va["active_town"] != vb["active_town"]:
        rows.append(
            ("Active town", f"{b.town_name(va['active_town'])} → {b.town_name(vb['active_town'])}")
        )
    if va["battle_area"] != vb["battle_area"]:
        rows.append(("Battle area", _delta(va["battle_area"], vb["battle_area"])))
    for r in b.board.region_ids:
        ca, cb = va["claims"].get(r), vb["claims"].get(r)
        if ca != cb:
            rows.append(
                (b.region_name(r), f"{claim_text(ca, b.names)} → {claim_text(cb, b.names)}")
            )
    return rows


def _narration(before: Source, after: Source, viewer: int | None) -> list[str]:
    """The actions and events between two states of one game (only for the whole table:
    actions such as draft picks name hidden cards)."""
    if viewer is not None or not (
        isinstance(before, BrianBoruState) and isinstance(after, BrianBoruState)
    ):
        return []
    events = events_between(before, after)
    return [] if events is None else [e.text for e in events][-16:]


def diff_figure(
    before: Source,
    after: Source,
    viewer: int | None = None,
    *,
    height: int = 640,
    width: int | None = 840,
    board: Board | None = None,
    cards: Cards | None = None,
) -> go.Figure:
    """What changed from ``before`` to ``after``: towns taken, lost, put under or freed from
    Viking control and monasteries placed, on the map; per-player changes in a table."""
    return fast_figure(
        *diff_data(before, after, viewer, height=height, width=width, board=board, cards=cards)
    )


def diff_data(
    before: Source,
    after: Source,
    viewer: int | None = None,
    *,
    height: int = 640,
    width: int | None = 840,
    board: Board | None = None,
    cards: Cards | None = None,
) -> tuple[list[Trace], dict[str, Any]]:
    """:func:`diff_figure`'s traces and layout as plain dicts (no plotly figure built)."""
    a = scene_of(before, viewer, None, board, cards)
    b = scene_of(after, viewer, None, board, cards)
    if a.num_players != b.num_players or a.board is not b.board:
        raise ValueError("the two states are not of the same game")
    geo = geometry(b.board)
    changes = _town_changes(a, b)
    rows = player_changes(a, b)
    # Only the columns that changed (the player's name always): a table of every quantity
    # is too wide to read beside the map, and the unchanged ones say nothing.
    header = ["Player"] + [h for h in rows[0] if h != "Player" and _changed(r[h] for r in rows)]
    widths = [PLAYER_WIDTHS[h] for h in header]
    if len(header) == 1:
        header, widths = ["Player", "Change"], [1.3, 2.0]
        rows = [{"Player": r["Player"], "Change": "none"} for r in rows]
    table_rows = _table_changes(a, b)
    narration = _narration(before, after, viewer)
    table_right = 0.7 if narration else 1.0
    data: list[Trace] = [
        *region_traces(b.board, geo, b.view, b.names),
        *geo.static_traces,
        *piece_traces(b.board, geo, b.view, b.names, faded=True),
        *_change_traces(a, b, changes),
        table_trace(
            "player changes",
            header,
            [[r[h] for r in rows] for h in header],
            ((RIGHT, 1.0), (0.68, 0.93)),
            widths=widths,
        ),
        table_trace(
            "table changes",
            ["On the table", "Change"],
            [[r[0] for r in table_rows] or ["-"], [r[1] for r in table_rows] or ["no change"]],
            ((RIGHT, table_right), (0.0, 0.62)),
            widths=[1.0, 2.4],
        ),
        table_trace(
            "narration",
            ["What happened (latest last)"],
            [narration or ["-"]],
            ((0.72, 1.0), (0.0, 0.62)) if narration else ((0.999, 1.0), (0.0, 0.01)),
        ),
    ]
    total = sum(len(v) for v in changes.values())
    on_map = (
        "nothing on the map" if not total else f"{total} town{'s' if total != 1 else ''} on the map"
    )
    layout: dict[str, Any] = {
        "title": {
            "text": f"What changed: {on_map} · now {situation(b)}",
            "x": 0.01,
            "font": {"size": 15},
        },
        "height": height,
        "width": width,
        "margin": {"l": 10, "r": 10, "t": 60, "b": 50},
        "plot_bgcolor": "#fbfaf6",
        "hovermode": "closest",
        "legend": {"orientation": "h", "x": 0.0, "y": 0.96, "font": {"size": 10}},
        **map_axes(geo, MAP_X, MAP_Y),
        "annotations": [
            panel_title("Per player", RIGHT, 0.935),
            panel_title("On the table", RIGHT, 0.625),
            *([panel_title("What happened", 0.72, 0.625)] if narration else []),
            *notices(b.board, b.cards),
        ],
    }
    return data, layout
