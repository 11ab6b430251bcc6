"""Tables as a learner reads them: English headers, score categories by their printed names,
booleans as words.

The analysis functions return tables keyed by short column names (``num_players``, ``q25``,
``winning_mean``) that code and Parquet files rely on; :func:`display_table` makes the copy a
notebook shows: ``display_table(score_summary(df))`` or ``display_table(mean_category_scores(df),
game="merlin")``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pandas as pd
from pandas.api.types import is_bool_dtype, is_object_dtype, is_string_dtype

from tabletop_lib.core.words import has_label, label, sentence, words

from .simulate import CATEGORY_PREFIX

HEADERS: Mapping[str, str] = {
    "num_players": "Players",
    "game_seed": "Game seed",
    "game_index": "Game",
    "agent_seed": "Player seed",
    "start_player": "Start player",
    "seat": "Seat",
    "agent": "Player level",
    "study": "Study",
    "games": "Games",
    "n_games": "Games",
    "n": "Rows",
    "wins": "Wins",
    "win_rate": "Win rate",
    "win_rates": "Win rates",
    "ci_low": "Interval low",
    "ci_high": "Interval high",
    "expected": "Fair share",
    "expected_with_ties": "Fair share with ties",
    "fair_share": "Fair share",
    "advantage": "Advantage",
    "significant": "Significant",
    "score": "Score",
    "mean": "Mean score",
    "mean_score": "Mean score",
    "std": "Spread (sd)",
    "min": "Lowest",
    "max": "Highest",
    "median": "Median",
    "q25": "25th percentile",
    "q75": "75th percentile",
    "winning_mean": "Winning mean",
    "margin_mean": "Mean winning margin",
    "mean_winners": "Mean winners per game",
    "mean_rank": "Mean rank",
    "n_winners": "Winners",
    "winner": "Won",
    "winners": "Winners",
    "others": "Others",
    "difference": "Difference",
    "share": "Share of the gap",
    "category": "Score category",
    "game_length": "Game length (moves)",
    "baseline_mean": "Baseline mean",
    "rank": "Rank",
    "rating": "Rating",
    "players": "Who played",
    "table": "Table",
    "options": "Options",
    "agent_spec": "Player",
    "winning_q10": "Winners: 10th percentile",
    "winning_q25": "Winners: 25th percentile",
    "winning_q50": "Winners: median",
    "winning_q75": "Winners: 75th percentile",
    "winning_q90": "Winners: 90th percentile",
    "all_median": "Every player: median",
}
"""English headers for the analysis tables' column and index names."""

LEVELS = {
    "random": "Beginner",
    "greedy": "Hasty",
    "heuristic": "Careful",
    "ismcts": "Strong",
}
"""Agent kinds as player levels, for the "Player level" column."""


def header(name: Any, game: str | None = None) -> str:
    """The English header of one column or index name: a known name (:data:`HEADERS`), a player
    kind by its level (:data:`LEVELS`), a game's own study column (``label(game, "column",
    code)``, such as Brian Boru's ``claim_<region>``), a difference "a - b" as "A minus b", a
    score category (``cat_flags`` or ``flags``) by the game's printed name, else the name in
    words."""
    text = str(name)
    if text in HEADERS:
        return HEADERS[text]
    if text in LEVELS:
        return LEVELS[text]
    first, minus, second = text.partition(" - ")
    if minus:  # a difference column ("greedy - random")
        return f"{header(first, game)} minus {header(second, game).lower()}"
    if game is not None and has_label(game, "column", text):
        return label(game, "column", text)
    code = text.removeprefix(CATEGORY_PREFIX)
    if game is not None and has_label(game, "score", code):
        return label(game, "score", code)
    return sentence(words(code))


def _cell(value: Any) -> Any:
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return "yes" if value else "no"
    if isinstance(value, str) and value in LEVELS:
        return LEVELS[value]
    if isinstance(value, str) and _CODE_VALUE.fullmatch(value):
        return words(value)  # an option's code ("military-support") in words
    return value


_CODE_VALUE = re.compile(r"[a-z]+(?:[-_][a-z]+)+")
_IDENTIFIER = re.compile(r"[a-z][a-z0-9_]*")


def display_table(table: pd.DataFrame | pd.Series, game: str | None = None) -> pd.DataFrame:
    """A copy of ``table`` for people: English headers for columns, index and its names (score
    categories through ``label(game, "score", code)``), booleans as "yes"/"no", agent kinds as
    player levels. The numbers are unchanged."""
    df = table.to_frame() if isinstance(table, pd.Series) else table.copy()
    df.columns = [header(c, game) for c in df.columns]
    df.index = df.index.map(lambda v: header(v, game) if _is_code(v, game) else _cell(v))
    df.index.names = [header(n, game) if n is not None else None for n in df.index.names]
    for column in df.columns:
        kind = df[column].dtype
        if is_bool_dtype(kind) or is_object_dtype(kind) or is_string_dtype(kind):
            df[column] = df[column].map(_cell)
    return df


def _is_code(value: Any, game: str | None) -> bool:
    """Whether an index value is a code word to name (a score category, a known column)."""
    if not isinstance(value, str):
        return False
    code = value.removeprefix(CATEGORY_PREFIX)
    return (
        value in HEADERS
        or value in LEVELS
        or (game is not None and has_label(game, "score", code))
        or _IDENTIFIER.fullmatch(value) is not None  # a column name ("towns", "num_players")
        or " - " in value  # a difference column ("greedy - random")
    )


def plain_tables(game: str | None = None) -> bool:
    """Show every DataFrame and Series of this notebook through :func:`display_table` (English
    headers, score categories of ``game`` by their printed names, booleans as words); the
    tables themselves are unchanged for code. One line at the top of a notebook. Returns False
    outside IPython, where there is nothing to do."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the notebooks extra
        return False
    shell = get_ipython()
    if shell is None:
        return False
    html = shell.display_formatter.formatters["text/html"]

    def render(table: pd.DataFrame | pd.Series) -> str:
        return display_table(table, game).to_html(max_rows=60, max_cols=20)

    html.for_type(pd.DataFrame, render)
    html.for_type(pd.Series, render)
    return True
