"""Balance metrics on the DataFrame of :func:`tabletop_lib.analysis.simulate`.

Every function takes that DataFrame (one row per game and seat) and returns a small DataFrame,
ready to show in a notebook. Studies can be concatenated (``pd.concat``) before measuring: rows
of one game are told apart by ``num_players``, ``game_seed``, ``game_index`` and, when present,
a ``study`` column, so give concatenated studies different seeds or a ``study`` column.

Win rates count a shared win as a win for every winner, as the ``winner`` column does; with
shared wins the rates of a game's seats add up to more than 1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from statistics import NormalDist

import numpy as np
import pandas as pd

from .simulate import CATEGORY_PREFIX


def category_columns(df: pd.DataFrame) -> list[str]:
    """The score category columns (``cat_*``), in the study's order."""
    return [str(c) for c in df.columns if str(c).startswith(CATEGORY_PREFIX)]


def _z(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be between 0 and 1, got {confidence!r}")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / trials``.

    Unlike the normal approximation it stays inside [0, 1] and behaves well near 0 and 1 and for
    small samples: with z the normal quantile of ``confidence`` and p = successes / trials,
    centre = (p + z²/2n) / (1 + z²/n) and half width = z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n).
    ``trials == 0`` gives (nan, nan).
    """
    if trials < 0 or not 0 <= successes <= max(trials, 0):
        raise ValueError(f"need 0 <= successes <= trials, got {successes} of {trials}")
    if trials == 0:
        return math.nan, math.nan
    z = _z(confidence)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    # The bounds are exactly 0 and 1 at the ends; floating point would leave a ~1e-17 residue.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


def _wilson_columns(out: pd.DataFrame, confidence: float) -> None:
    """Add ``win_rate``, ``ci_low`` and ``ci_high`` from ``wins`` and ``games`` in place."""
    bounds = [
        wilson_interval(int(w), int(n), confidence)
        for w, n in zip(out["wins"], out["games"], strict=True)
    ]
    out["win_rate"] = out["wins"] / out["games"]
    out["ci_low"] = [low for low, _ in bounds]
    out["ci_high"] = [high for _, high in bounds]


def _keys(by: str | Sequence[str]) -> list[str]:
    return [by] if isinstance(by, str) else list(by)


def win_rates(
    df: pd.DataFrame, by: str | Sequence[str] = "seat", confidence: float = 0.95
) -> pd.DataFrame:
    """Win rate per seat (or per ``by``: ``"agent"``, ``["num_players", "seat"]``...).

    Columns: the ``by`` keys, ``games`` (rows in the group), ``wins``, ``win_rate``, ``ci_low``
    and ``ci_high`` (the Wilson interval at ``confidence``), and ``mean_score``. With no seat
    advantage, every seat of an n-player game wins about 1/n of its games (a little more when
    wins are shared).
    """
    keys = _keys(by)
    out = (
        df.groupby(keys, sort=True)
        .agg(
            games=("winner", "size"),
            wins=("winner", "sum"),
            mean_score=("score", "mean"),
        )
        .reset_index()
    )
    out["wins"] = out["wins"].astype("int64")
    _wilson_columns(out, confidence)
    return out[[*keys, "games", "wins", "win_rate", "ci_low", "ci_high", "mean_score"]]


def first_player_advantage(df: pd.DataFrame, confidence: float = 0.95) -> pd.DataFrame:
    """How often the start player wins, per player count, against the fair share 1/n.

    Takes the start player's row of every game (``seat == start_player``). Columns:
    ``num_players``, ``games``, ``wins``, ``win_rate``, ``ci_low``, ``ci_high`` (Wilson),
    ``expected`` (1/n), ``expected_with_ties`` (mean ``n_winners`` / n: what a seat with no
    advantage would score when shared wins count for every winner), ``advantage``
    (``win_rate - expected``) and ``significant`` (``expected`` lies outside the interval).
    """
    if "start_player" not in df.columns:
        raise ValueError("this study has no start_player column (the game does not expose one)")
    first = df[df["seat"] == df["start_player"]]
    out = (
        first.groupby("num_players", sort=True)
        .agg(
            games=("winner", "size"),
            wins=("winner", "sum"),
            mean_winners=("n_winners", "mean"),
        )
        .reset_index()
    )
    out["wins"] = out["wins"].astype("int64")
    _wilson_columns(out, confidence)
    out["expected"] = 1 / out["num_players"]
    out["expected_with_ties"] = out["mean_winners"] / out["num_players"]
    out["advantage"] = out["win_rate"] - out["expected"]
    out["significant"] = (out["expected"] < out["ci_low"]) | (out["expected"] > out["ci_high"])
    columns = ["num_players", "games", "wins", "win_rate", "ci_low", "ci_high", "expected"]
    return out[[*columns, "expected_with_ties", "advantage", "significant"]]


def _category_names(columns: Sequence[str]) -> dict[str, str]:
    return {c: c.removeprefix(CATEGORY_PREFIX) for c in columns}


def mean_category_scores(df: pd.DataFrame, by: str | Sequence[str] = "agent") -> pd.DataFrame:
    """Mean points per score category for each agent kind (or each ``by`` group).

    One row per group; columns ``n`` (rows averaged), ``score`` (mean total) and one column per
    category (the ``cat_`` prefix dropped). The category means add up to ``score``.
    """
    keys = _keys(by)
    categories = category_columns(df)
    grouped = df.groupby(keys, sort=True)
    out = grouped[["score", *categories]].mean()
    out.insert(0, "n", grouped.size())
    return out.rename(columns=_category_names(categories))


def winner_category_gaps(df: pd.DataFrame) -> pd.DataFrame:
    """Which categories separate winners from the others, biggest gap first.

    One row per category (``cat_`` prefix dropped): ``winners`` (mean points of winning rows),
    ``others`` (mean of the other rows), ``difference`` (winners - others) and ``share`` (the
    difference over the gap in total score: since categories sum to the score, the shares sum
    to 1 and say how much of the winners' lead each category explains). Sorted by
    ``difference``, descending.
    """
    categories = category_columns(df)
    won = df["winner"].astype(bool)
    winners = df.loc[won, categories].mean()
    others = df.loc[~won, categories].mean()
    out = pd.DataFrame({"winners": winners, "others": others})
    out["difference"] = out["winners"] - out["others"]
    total_gap = float(df.loc[won, "score"].mean() - df.loc[~won, "score"].mean())
    out["share"] = out["difference"] / total_gap if total_gap else np.nan
    out = out.rename(index=_category_names(categories))
    out.index.name = "category"
    return out.sort_values("difference", ascending=False, kind="stable")


def _game_keys(df: pd.DataFrame) -> list[str]:
    """The columns that identify one game, even in concatenated studies."""
    keys = ["num_players", "game_seed", "game_index"]
    return ["study", *keys] if "study" in df.columns else keys


def score_summary(df: pd.DataFrame) -> pd.DataFrame:
    """The distribution of final scores per player count.

    One row per ``num_players``: ``games``, ``mean``, ``std``, ``min``, ``q25``, ``median``,
    ``q75``, ``max`` of every seat's score, then ``winning_mean`` (mean score of the winners'
    rows) and ``margin_mean`` (mean over games of the best score minus the second best; 0 when
    the top is tied).
    """
    keys = _game_keys(df)
    ordered = df.sort_values([*keys, "score"], ascending=[True] * len(keys) + [False])
    per_game = ordered.groupby(keys, sort=False)["score"]
    top = per_game.nth(0).to_numpy()
    second = per_game.nth(1).to_numpy()
    firsts = ordered.groupby(keys, sort=False).head(1)
    margins = pd.DataFrame(
        {"num_players": firsts["num_players"].to_numpy(), "margin": top - second}
    )
    scores = df.groupby("num_players", sort=True)["score"]
    out = pd.DataFrame(
        {
            "games": df.groupby("num_players", sort=True)[keys].apply(
                lambda g: len(g.drop_duplicates())
            ),
            "mean": scores.mean(),
            "std": scores.std(),
            "min": scores.min(),
            "q25": scores.quantile(0.25),
            "median": scores.median(),
            "q75": scores.quantile(0.75),
            "max": scores.max(),
            "winning_mean": df[df["winner"].astype(bool)].groupby("num_players")["score"].mean(),
            "margin_mean": margins.groupby("num_players")["margin"].mean(),
        }
    )
    out.index.name = "num_players"
    return out.reset_index()
