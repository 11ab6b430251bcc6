"""What a good score is: strong players' scores (the shipped corpus) beside random play.

The what-scores notebooks and a learner's debrief ask the same questions of the corpus of strong
games (:func:`~.corpus.strong_games`): what the winners score at each player count
(:func:`good_scores`), where a given score stands among strong players (:func:`score_standing`,
:func:`standing_sentence`), and in which categories the winners lead, for strong and for random
play side by side (:func:`with_random`, :func:`winners_lead`), and how close the games are and
whether the start player gains (:func:`margins_and_turns`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from tabletop_lib.core.words import label

from .metrics import (
    category_columns,
    first_player_advantage,
    score_summary,
    winner_category_gaps,
)

QUANTILES = (0.1, 0.25, 0.5, 0.75, 0.9)
STRONG = "strong players"
RANDOM = "random players"


def quantile_column(q: float) -> str:
    """``0.25`` -> ``"winning_q25"``: the column of that quantile of the winners' scores."""
    return f"winning_q{round(100 * q):d}"


def good_scores(
    df: pd.DataFrame,
    by: str | Sequence[str] = "num_players",
    quantiles: Sequence[float] = QUANTILES,
) -> pd.DataFrame:
    """The winners' scores per ``by`` group (a column or several): ``games``, then one
    ``winning_q<k>`` column per quantile, then ``all_median`` (every seat's median score) for
    comparison. A shared win counts every winner's score."""
    keys = [by] if isinstance(by, str) else list(by)
    records = []
    for group, rows in df.groupby(keys, sort=True):
        won = rows.loc[rows["winner"].astype(bool), "score"]
        record: dict[str, object] = dict(zip(keys, group, strict=True))
        record["games"] = _games(rows)
        for q in quantiles:
            record[quantile_column(q)] = float(won.quantile(q))
        record["all_median"] = float(rows["score"].median())
        records.append(record)
    return pd.DataFrame.from_records(records).set_index(keys)


def _games(rows: pd.DataFrame) -> int:
    keys = [k for k in ("players", "options", "num_players", "game_seed") if k in rows.columns]
    return int(rows[keys].drop_duplicates().shape[0])


def score_standing(df: pd.DataFrame, score: float, num_players: int) -> dict[str, float]:
    """Where ``score`` stands among the rows of ``num_players`` players: ``seats`` (the share
    of every seat's score it beats), ``winners`` (the share of winning scores it beats) and
    ``ties`` (the share of seats with exactly that score). ``ValueError`` when ``df`` has no
    game at that player count."""
    rows = df[df["num_players"] == num_players]
    if rows.empty:
        counts = sorted(int(n) for n in df["num_players"].unique())
        raise ValueError(f"no games at {num_players} players here; the counts: {counts}")
    won = rows.loc[rows["winner"].astype(bool), "score"]
    return {
        "seats": float((rows["score"] < score).mean()),
        "winners": float((won < score).mean()),
        "ties": float((rows["score"] == score).mean()),
    }


def standing_sentence(df: pd.DataFrame, score: int, num_players: int) -> str:
    """One sentence for a learner: how ``score`` compares with strong players' scores at the
    same player count (``df`` a corpus table from :func:`~.corpus.strong_games`)."""
    standing = score_standing(df, score, num_players)
    median = good_scores(df[df["num_players"] == num_players]).iloc[0][quantile_column(0.5)]
    return (
        f"Among strong players at {num_players} players, a score of {score} beats "
        f"{standing['seats']:.0%} of all final scores and {standing['winners']:.0%} of winning "
        f"scores (their winners' median is {median:g})."
    )


def with_random(strong: pd.DataFrame, random: pd.DataFrame) -> pd.DataFrame:
    """Strong and random games in one table, ``players`` naming which (:data:`STRONG`,
    :data:`RANDOM`); a category that one side lacks scored nothing there."""
    both = pd.concat(
        [strong.assign(players=STRONG), random.assign(players=RANDOM)], ignore_index=True
    )
    categories = category_columns(both)
    both[categories] = both[categories].fillna(0).astype("int64")
    return both


def winners_lead(df: pd.DataFrame, game: str, by: str = "players") -> pd.DataFrame:
    """The winners' lead per score category (winners' mean minus the others'), one column per
    ``by`` group, one row per category by its printed name, biggest lead of the first group
    first (the starting points, the same for everyone, left out)."""
    columns = {}
    for group, rows in df.groupby(by, sort=False):
        gaps = winner_category_gaps(rows)
        columns[str(group)] = gaps["difference"]
    table = pd.DataFrame(columns).fillna(0.0)
    table = table[(table != 0).any(axis=1)]
    table = table.sort_values(table.columns[0], ascending=False, kind="stable")
    table.index = [label(game, "score", str(c)) for c in table.index]
    table.index.name = "category"
    return table


def margins_and_turns(df: pd.DataFrame, by: str = "players") -> pd.DataFrame:
    """Per player count and ``by`` group (strong or random players): ``games``, the mean winning
    margin (best score minus the second best), the mean score and the start player's win rate
    with its 95% Wilson interval beside the fair share (1/n). Needs ``start_player``."""
    records = []
    for group, rows in df.groupby(by, sort=False):
        # One game is one seed here: a ``study`` column that only one side has would split them.
        rows = rows.drop(columns=["study"], errors="ignore")
        summary = score_summary(rows).set_index("num_players")
        first = first_player_advantage(rows).set_index("num_players")
        for n in summary.index:
            records.append({
                "num_players": int(n), by: group, "games": int(first.loc[n, "games"]),
                "mean": float(summary.loc[n, "mean"]),
                "margin_mean": float(summary.loc[n, "margin_mean"]),
                "start player wins": float(first.loc[n, "win_rate"]),
                "ci_low": float(first.loc[n, "ci_low"]),
                "ci_high": float(first.loc[n, "ci_high"]),
                "fair_share": float(first.loc[n, "expected"]),
            })  # fmt: skip
    return pd.DataFrame.from_records(records).set_index(["num_players", by]).sort_index()
