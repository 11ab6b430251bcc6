"""Figures of studies and tournaments: ratings and win rates with their intervals.

Pure functions of the small DataFrames that :mod:`tabletop_lib.analysis` returns; no rules.
"""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from tabletop_lib.core.words import level_words, ordinal

RATING_COLOUR = "#1f77b4"
WIN_COLOUR = "#2ca02c"
FAIR_COLOUR = "#9a8f80"


def _error(values: pd.Series, low: pd.Series, high: pd.Series) -> dict[str, object]:
    return {
        "type": "data",
        "symmetric": False,
        "array": list(high - values),
        "arrayminus": list(values - low),
        "thickness": 2,
        "width": 6,
    }


def ratings_figure(
    ratings: pd.DataFrame, num_players: int | None = None, title: str | None = None
) -> go.Figure:
    """Each entrant's rating (mu with its interval) beside its win rate (Wilson interval).

    ``ratings`` is ``TournamentResult.ratings`` (columns ``agent``, ``mu``, ``low``, ``high``,
    ``win_rate``, ``ci_low``, ``ci_high``). The best entrant is drawn at the top. With
    ``num_players`` a dashed line marks a seat's fair share of wins, 1 / num_players.
    """
    rows = ratings.iloc[::-1]  # plotly draws the first category at the bottom
    figure = make_subplots(
        rows=1,
        cols=2,
        shared_yaxes=True,
        horizontal_spacing=0.06,
        subplot_titles=("rating (skill mu, 95% interval)", "win rate (95% interval)"),
    )
    figure.add_trace(
        go.Scatter(
            x=rows["mu"],
            y=rows["agent"],
            mode="markers",
            marker={"size": 11, "color": RATING_COLOUR},
            error_x=_error(rows["mu"], rows["low"], rows["high"]),
            name="rating",
            hovertemplate="%{y}: mu %{x:.1f}<extra></extra>",
        ),
        row=1,
        col=1,
    )
    figure.add_trace(
        go.Scatter(
            x=rows["win_rate"],
            y=rows["agent"],
            mode="markers",
            marker={"size": 11, "color": WIN_COLOUR, "symbol": "diamond"},
            error_x=_error(rows["win_rate"], rows["ci_low"], rows["ci_high"]),
            name="win rate",
            hovertemplate="%{y}: %{x:.1%} of games won<extra></extra>",
        ),
        row=1,
        col=2,
    )
    if num_players:
        figure.add_vline(
            x=1 / num_players,
            line={"dash": "dash", "color": FAIR_COLOUR},
            annotation_text="fair share",
            annotation_position="top",
            row=1,
            col=2,
        )
    figure.update_xaxes(title_text="skill estimate (higher is stronger)", row=1, col=1)
    figure.update_xaxes(
        title_text="share of games won", tickformat=".0%", rangemode="tozero", row=1, col=2
    )
    figure.update_layout(
        title=title or "Tournament ratings",
        showlegend=False,
        height=max(260, 90 + 45 * len(rows)),
        width=840,
        plot_bgcolor="white",
        margin={"l": 110, "r": 20, "t": 80, "b": 50},
    )
    return figure


def seat_win_rates_figure(by_seat: pd.DataFrame, title: str | None = None) -> go.Figure:
    """Win rate of each entrant in each seat, with Wilson intervals (``TournamentResult.by_seat``
    or ``win_rates(df, by=["agent", "seat"])``)."""
    figure = go.Figure()
    names = entrant_names([str(a) for a in by_seat["agent"].unique()])
    for agent, rows in by_seat.groupby("agent", sort=False):
        figure.add_trace(
            go.Bar(
                x=[f"{ordinal(int(s) + 1).capitalize()} seat" for s in rows["seat"]],
                y=rows["win_rate"],
                name=names[str(agent)],
                error_y=_error(rows["win_rate"], rows["ci_low"], rows["ci_high"]),
            )
        )
    figure.update_layout(
        barmode="group",
        title=title or "Win rate by seat",
        yaxis={"title": "Share of games won", "tickformat": ".0%"},
        height=380,
        width=760,
        plot_bgcolor="white",
        legend_title="Player",
    )
    return figure


def entrant_names(entrants: list[str]) -> dict[str, str]:
    """Entrants (agent specs) by their level in words ("A careful player"); when two share a
    level, their specs stay, as the only way to tell them apart."""
    levels = {e: level_words(e)[:1].upper() + level_words(e)[1:] for e in entrants}
    unique = len(set(levels.values())) == len(levels)
    return levels if unique else {e: e for e in entrants}
