"""A figure for any game that has no board drawing yet: the score breakdown per player.

It reads only ``scores()``, ``score_breakdown()`` and ``phase()`` (public in every game), so it is
safe for any viewer; the stepper uses it for games without a board figure of their own.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from tabletop_lib.core.words import label

from . import BoardView
from .html_tables import html_table


def scores_figure(state: Any, viewer: int | None = None, **_: Any) -> go.Figure:
    """Stacked bars of each player's points by score category, titled with the phase."""
    players = list(state.game.player_names)
    by_category: dict[str, list[int]] = {}
    for row in state.score_breakdown():
        points = by_category.setdefault(str(row["category"]), [0] * state.num_players)
        points[int(row["player"])] += int(row["points"])
    figure = go.Figure(
        [
            go.Bar(name=label(state.game.name, "score", category), x=players, y=points)
            for category, points in by_category.items()
            if any(points)
        ]
    )
    names = state.game.player_names
    to_act = (
        "Game over"
        if state.is_terminal()
        else f"{state.status_words()} · {names[state.current_player()]} to play"
    )
    figure.update_layout(
        barmode="relative",
        title=f"{state.game.title}<br><sup>{to_act}</sup>",
        yaxis_title="Points",
        height=420,
        width=470,
        legend_title="Score category",
    )
    return figure


def scores_panel(state: Any, viewer: int | None = None) -> list[tuple[str, str]]:
    """The score breakdown as an HTML table: one row per player, one column per category."""
    categories: list[str] = []
    points: dict[tuple[int, str], int] = {}
    for row in state.score_breakdown():
        category = str(row["category"])
        if category not in categories:
            categories.append(category)
        key = (int(row["player"]), category)
        points[key] = points.get(key, 0) + int(row["points"])
    rows = [
        [
            state.game.player_names[p],
            state.scores()[p],
            *(points.get((p, c), 0) for c in categories),
        ]
        for p in range(state.num_players)
    ]
    header = ["Player", "Score", *(label(state.game.name, "score", c) for c in categories)]
    return [("Scores", html_table(header, rows, name="scores"))]


def no_targets(state: Any, action: Any) -> tuple[str, ...]:
    return ()


GENERIC_VIEW = BoardView(scores_figure, scores_panel, no_targets)
