"""Paladins figures: the main board's six regions of monk and outpost spaces, the Townsfolk and
Outsider rows, and every player's Faith, Strength and Influence tracks; with the players'
boards, the round and the rows as HTML panels for the stepper.

Drawn from a view dict (``observation(p)`` or ``full_view()``) and the game's static data; the
opponents' hidden cards appear only as counts. No rules live here.

>>> import tabletop_lib
>>> from tabletop_lib.viz.paladins import board_figure
>>> state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=1)
>>> [t.name for t in board_figure(state).data][:2]
['board spaces', 'taken spaces']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import plotly.graph_objects as go

from .common import Trace, fast_figure
from .html_tables import Cell, html_table, notice_html

PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd")
ATTRIBUTES = ("faith", "strength", "influence")
ATTRIBUTE_COLOURS = {"faith": "#f2c200", "strength": "#c0392b", "influence": "#2e86c1"}
WIDTH, HEIGHT = 470, 600
UNVERIFIED = (
    "Paladins card, board and scoring data are partly unverified: see data/paladins/README.md"
)


def _view(source: Any, viewer: int | None) -> tuple[Mapping[str, Any], Any]:
    if isinstance(source, Mapping):
        raise TypeError("a Paladins figure needs the state (its game holds the board's data)")
    return (source.full_view() if viewer is None else source.observation(viewer)), source.game


def _board(view: Mapping[str, Any], game: Any) -> list[Trace]:
    data = game.data
    taken: Mapping[str, Mapping[str, Any]] = view["main_board"]
    n = view["num_players"]
    xs, ys, keys, hover, open_ = [], [], [], [], []
    tx, ty, tc, tsym, thover = [], [], [], [], []
    rows_in_region: dict[int, int] = {}
    for space in data.spaces:
        k = rows_in_region.get(space.region, 0)
        rows_in_region[space.region] = k + 1
        x, y = space.region, -k
        in_play = space.min_players <= n
        xs.append(x)
        ys.append(y)
        keys.append(f"space:{space.id}")
        open_.append("#ffffff" if in_play else "#e6e6e6")
        effect = data.effect_text(space.effects)
        hover.append(
            f"<b>{space.id}</b>: {effect}<br>a monk needs Faith {space.faith}, an outpost "
            f"Strength {space.strength}"
            + ("" if in_play else f"<br>only with {space.min_players}+ players")
        )
        piece = taken.get(space.id)
        if piece is not None:
            tx.append(x)
            ty.append(y)
            tc.append(PLAYER_COLOURS[int(piece["player"])])
            tsym.append("circle" if piece["piece"] == "monk" else "triangle-up")
            thover.append(f"Player {piece['player']}'s {piece['piece']} on {space.id}")
    return [
        {
            "type": "scatter",
            "name": "board spaces",
            "x": xs,
            "y": ys,
            "customdata": keys,
            "mode": "markers",
            "marker": {
                "symbol": "square",
                "size": 22,
                "color": open_,
                "line": {"width": 1, "color": "#777"},
            },
            "hovertext": hover,
            "hoverinfo": "text",
            "showlegend": False,
        },
        {
            "type": "scatter",
            "name": "taken spaces",
            "x": tx,
            "y": ty,
            "mode": "markers",
            "marker": {
                "symbol": tsym,
                "size": 13,
                "color": tc,
                "line": {"width": 1, "color": "#111"},
            },
            "hovertext": thover,
            "hoverinfo": "text",
            "showlegend": False,
        },
        {
            "type": "scatter",
            "name": "region names",
            "x": list(range(len(data.regions))),
            "y": [1.0] * len(data.regions),
            "mode": "text",
            "text": [
                f"<b>{r}</b><br>F{f} S{s}"
                for r, f, s in zip(
                    data.regions, data.region_faith, data.region_strength, strict=True
                )
            ],
            "textfont": {"size": 10},
            "hoverinfo": "skip",
            "showlegend": False,
        },
    ]


def _tracks(view: Mapping[str, Any]) -> list[Trace]:
    """Each player's three attribute levels as grouped horizontal bars."""
    players = view["players"]
    traces: list[Trace] = []
    for attribute in ATTRIBUTES:
        traces.append(
            {
                "type": "bar",
                "orientation": "h",
                "name": attribute.capitalize(),
                "x": [info[attribute] for info in players],
                "y": [f"Player {p}" for p in range(len(players))],
                "marker": {"color": ATTRIBUTE_COLOURS[attribute]},
                "text": [info[attribute] for info in players],
                "textposition": "outside",
                "textangle": 0,
                "cliponaxis": False,
                "xaxis": "x2",
                "yaxis": "y2",
                "hovertemplate": f"%{{y}}: {attribute} %{{x}}<extra></extra>",
            }
        )
    return traces


def board_data(source: Any, viewer: int | None = None) -> tuple[list[Trace], dict[str, Any]]:
    """The main board above the attribute tracks, as plain trace and layout dicts."""
    view, game = _view(source, viewer)
    data: list[Trace] = [*_board(view, game), *_tracks(view)]
    deepest = max(sum(1 for s in game.data.spaces if s.region == r) for r in range(6))
    layout: dict[str, Any] = {
        "width": WIDTH,
        "height": HEIGHT,
        "margin": {"l": 60, "r": 8, "t": 10, "b": 22},
        "plot_bgcolor": "#fbfaf6",
        "hovermode": "closest",
        "clickmode": "event",
        "dragmode": False,
        "barmode": "group",
        "legend": {"orientation": "h", "x": 0, "y": 0.31, "font": {"size": 10}},
        "xaxis": {"visible": False, "range": [-0.6, 5.6], "domain": [0, 1]},
        "yaxis": {"visible": False, "range": [-deepest + 0.4, 1.6], "domain": [0.36, 1]},
        "xaxis2": {"anchor": "y2", "domain": [0, 1], "range": [0, 13], "dtick": 2},
        "yaxis2": {"anchor": "x2", "domain": [0, 0.27], "autorange": "reversed"},
        "annotations": []
        if game.verified
        else [
            {
                "text": "partly unverified data",
                "x": 1,
                "y": 0.33,
                "xref": "paper",
                "yref": "paper",
                "xanchor": "right",
                "yanchor": "bottom",
                "showarrow": False,
                "font": {"size": 10, "color": "#b00020"},
            }
        ],
    }
    return data, layout


def board_figure(source: Any, viewer: int | None = None) -> go.Figure:
    """The main board and the attribute tracks (see :func:`board_data`)."""
    return fast_figure(*board_data(source, viewer))


def _players_panel(view: Mapping[str, Any], game: Any) -> str:
    players = view["players"]
    rows = []
    for p, info in enumerate(players):
        workers = ", ".join(f"{n} {k}" for k, n in info["workers"].items() if n) or "-"
        rows.append(
            [
                Cell(f"Player {p}", background=PLAYER_COLOURS[p], colour="#ffffff"),
                info["silver"],
                info["provisions"],
                workers,
                Cell(
                    f"{info['unpaid_debts']} unpaid, {info['paid_debts']} paid",
                    "each unpaid debt costs points at the end; a paid one scores",
                ),
                info["suspicion"],
                f"{info['paladin'] or '-'}",
                ", ".join(info["townsfolk"]) or "-",
                f"{len(info['walls'])} / {info['outposts']} / {info['monks']}"
                f" / {len(info['jars'])}",
                f"{len(info['attacked'])} / {len(info['converted'])}",
                ", ".join(k for k, v in info["workshops"].items() if v) or "-",
                ", ".join(info["used_spaces"]) or "-",
            ]
        )
    header = [
        "Player", "Silver", "Provisions", "Workers", "Debts", "Suspicion", "Paladin",
        "Townsfolk", "Walls / outposts / monks / jars", "Attacked / converted", "Workshops",
        "Actions used",
    ]  # fmt: skip
    return html_table(header, rows, name="players")


def _rows_panel(view: Mapping[str, Any], game: Any) -> str:
    data = game.data
    townsfolk = [
        Cell(card or "-", f"hire for {cost} silver" + (" or a debt" if debt else ""))
        for card, cost, debt in zip(
            view["townsfolk_row"], data.townsfolk_costs, data.townsfolk_debt, strict=False
        )
    ]
    outsiders = [
        Cell(card or "-", f"attack or convert needs {need} Strength or Faith")
        for card, need in zip(view["outsider_row"], data.outsider_thresholds, strict=False)
    ]
    rows = [
        [
            "Townsfolk (cost)",
            *(
                f"{c.text} ({cost})"
                for c, cost in zip(townsfolk, data.townsfolk_costs, strict=False)
            ),
        ],
        [
            "Outsiders (needs)",
            *(f"{c.text} ({n})" for c, n in zip(outsiders, data.outsider_thresholds, strict=False)),
        ],
    ]
    width = max(len(r) for r in rows)
    rows = [r + ["-"] * (width - len(r)) for r in rows]
    return html_table(["Row", *(f"slot {i}" for i in range(width - 1))], rows, name="rows")


def _favour(favour: Any) -> str:
    if isinstance(favour, Mapping):
        used = ", ".join(f"P{p}" for p in favour.get("used_by", ()))
        return f"{favour['id']}" + (f" (used by {used})" if used else "")
    return str(favour)


def _round_panel(view: Mapping[str, Any]) -> str:
    taverns = "; ".join(
        f"{i}: {', '.join(t['workers'])}"
        + (f" (taken by P{t['taken_by']})" if t["taken_by"] is not None else "")
        for i, t in enumerate(view["taverns"])
    )
    rows = [
        ["Round", f"{view['round']} of 7"],
        ["Phase", view["phase"]],
        ["King's Orders", ", ".join(o for o in view["kings_orders"] if o) or "-"],
        ["King's Favours", ", ".join(_favour(f) for f in view["kings_favours"] if f) or "-"],
        ["Taverns", taverns or "-"],
        ["Tax supply", view["tax_supply"]],
        ["Debt supply", view["debt_supply"]],
        ["Decks", ", ".join(f"{k} {v}" for k, v in view["deck_sizes"].items())],
    ]
    return html_table(["", "Now"], rows, name="round")


def panels(state: Any, viewer: int | None = None) -> list[tuple[str, str]]:
    view, game = _view(state, viewer)
    out = [
        ("Players", _players_panel(view, game)),
        ("Round", _round_panel(view)),
        ("Townsfolk and Outsiders", _rows_panel(view, game)),
    ]
    if not game.verified:
        out.append(("Data", notice_html([UNVERIFIED])))
    return out


def targets(state: Any, action: Any) -> tuple[str, ...]:
    """The board space an action points at (a monk, an outpost, a space cleared)."""
    space = getattr(action, "space", None)
    if isinstance(space, str) and space in state.game.space_index:
        return (f"space:{space}",)
    return ()
