"""Means with confidence intervals, and the effect of a game option, on simulation studies.

A study compares configurations: a game with and without a module, 3 players against 4, a
greedy seat against random ones. :func:`mean_intervals` gives each group's mean of each measure
(the score, a score category, the game length) with its confidence interval;
:func:`option_effects` gives, for each level of an option, its difference from a baseline level
with the interval of that difference. Both return long tables (one row per group and measure),
the shape a dot-and-whisker plot wants, rather than a wide table of numbers (see
:mod:`tabletop_lib.viz.intervals`). :func:`simulate_configurations` plays the studies to compare:
one per set of game options, in one DataFrame with a column naming the configuration.

The intervals use the normal approximation (mean ± z·standard error; for a difference, Welch's
standard error sqrt(s₁²/n₁ + s₂²/n₂)), which is accurate for the hundreds of rows a study has;
below two rows an interval is (nan, nan).

Measures are per seat (``score``, ``cat_*``) or per game (``game_length``, ``n_winners``): a
per-game measure is averaged over one row per game, not once per seat. Studies concatenated
with ``pd.concat`` may lack a category that only one configuration scores (a module's own
category): a missing category counts as 0 points, which is what a game without it scores.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

from .metrics import _game_keys, _keys, _z, category_columns
from .simulate import simulate

PER_GAME_MEASURES: tuple[str, ...] = ("game_length", "n_winners")
"""Measures that are the same on every seat's row of a game."""
INTERVAL_COLUMNS = ("n", "mean", "ci_low", "ci_high")


def mean_interval(
    values: Sequence[float] | pd.Series, confidence: float = 0.95
) -> tuple[float, float, float]:
    """(mean, low, high): the mean of ``values`` and its normal-approximation interval.

    ``low, high = mean ∓ z · s / sqrt(n)`` with ``s`` the sample standard deviation and ``z`` the
    normal quantile of ``confidence``. No values give (nan, nan, nan); one value gives its mean
    and (nan, nan).
    """
    z = _z(confidence)
    array = np.asarray(values, dtype=float)
    n = len(array)
    if n == 0:
        return math.nan, math.nan, math.nan
    mean = float(array.mean())
    if n < 2:
        return mean, math.nan, math.nan
    half = z * float(array.std(ddof=1)) / math.sqrt(n)
    return mean, mean - half, mean + half


def difference_interval(
    values: Sequence[float] | pd.Series,
    baseline: Sequence[float] | pd.Series,
    confidence: float = 0.95,
) -> tuple[float, float, float]:
    """(difference, low, high): mean of ``values`` minus mean of ``baseline``, with Welch's
    normal-approximation interval (the two samples independent, variances not assumed equal).

    Either sample with fewer than two values gives a nan interval.
    """
    z = _z(confidence)
    a = np.asarray(values, dtype=float)
    b = np.asarray(baseline, dtype=float)
    if len(a) == 0 or len(b) == 0:
        return math.nan, math.nan, math.nan
    diff = float(a.mean() - b.mean())
    if len(a) < 2 or len(b) < 2:
        return diff, math.nan, math.nan
    half = z * math.sqrt(float(a.var(ddof=1)) / len(a) + float(b.var(ddof=1)) / len(b))
    return diff, diff - half, diff + half


def _measures(df: pd.DataFrame, measures: Sequence[str] | None) -> list[str]:
    if measures is None:
        return ["score", *category_columns(df), "game_length"]
    missing = [m for m in measures if m not in df.columns]
    if missing:
        raise ValueError(f"the study has no column {', '.join(map(repr, missing))}")
    return list(measures)


def _filled(df: pd.DataFrame) -> pd.DataFrame:
    """The study with its missing category points (NaN after a concat) read as 0."""
    categories = category_columns(df)
    if not categories or not df[categories].isna().to_numpy().any():
        return df
    return df.assign(**{c: df[c].fillna(0) for c in categories})


def _rows_for(df: pd.DataFrame, measure: str) -> pd.DataFrame:
    """Every seat's row for a per-seat measure, one row per game for a per-game one."""
    if measure in PER_GAME_MEASURES:
        return df.drop_duplicates(_game_keys(df))
    return df


def mean_intervals(
    df: pd.DataFrame,
    by: str | Sequence[str],
    measures: Sequence[str] | None = None,
    confidence: float = 0.95,
) -> pd.DataFrame:
    """The mean of each measure per ``by`` group, with its confidence interval.

    One row per (group, measure): the ``by`` keys, ``measure``, ``n`` (rows averaged: seats, or
    games for a per-game measure), ``mean``, ``ci_low``, ``ci_high``. ``measures`` default to
    ``score``, every ``cat_*`` column and ``game_length``.
    """
    keys = _keys(by)
    df = _filled(df)
    records: list[dict[str, object]] = []
    for measure in _measures(df, measures):
        rows = _rows_for(df, measure)
        for group, part in rows.groupby(keys, sort=True):
            labels = group if isinstance(group, tuple) else (group,)
            mean, low, high = mean_interval(part[measure], confidence)
            records.append(
                {
                    **dict(zip(keys, labels, strict=True)),
                    "measure": measure,
                    "n": len(part),
                    "mean": mean,
                    "ci_low": low,
                    "ci_high": high,
                }
            )
    return pd.DataFrame.from_records(records, columns=[*keys, "measure", *INTERVAL_COLUMNS])


def option_effects(
    df: pd.DataFrame,
    option: str,
    baseline: object,
    measures: Sequence[str] | None = None,
    confidence: float = 0.95,
) -> pd.DataFrame:
    """How each level of ``option`` (a column of the study) moves each measure from ``baseline``.

    One row per (level other than the baseline, measure): ``option`` (the level), ``measure``,
    ``baseline_mean``, ``mean``, ``effect`` (mean - baseline_mean), ``ci_low`` and ``ci_high``
    (the interval of the effect, Welch) and ``significant`` (0 lies outside it). Levels keep
    their order of first appearance. Raises ``ValueError`` when no row has the baseline level.
    """
    if option not in df.columns:
        raise ValueError(f"the study has no column {option!r}")
    df = _filled(df)
    if not (df[option] == baseline).any():
        raise ValueError(f"no row of the study has {option} == {baseline!r}")
    levels = [level for level in pd.unique(df[option]) if level != baseline]
    records: list[dict[str, object]] = []
    for measure in _measures(df, measures):
        rows = _rows_for(df, measure)
        base = rows.loc[rows[option] == baseline, measure]
        base_mean = float(base.mean())
        for level in levels:
            values = rows.loc[rows[option] == level, measure]
            effect, low, high = difference_interval(values, base, confidence)
            records.append(
                {
                    "option": level,
                    "measure": measure,
                    "baseline_mean": base_mean,
                    "mean": float(values.mean()),
                    "effect": effect,
                    "ci_low": low,
                    "ci_high": high,
                    "significant": bool(low > 0 or high < 0),
                }
            )
    columns = ["option", "measure", "baseline_mean", "mean", "effect", "ci_low", "ci_high"]
    return pd.DataFrame.from_records(records, columns=[*columns, "significant"])


def simulate_configurations(
    game_name: str,
    num_players: int,
    configurations: Mapping[str, Mapping[str, Any]],
    agents: str | Sequence[str] | None = None,
    n_games: int = 100,
    seed: int = 0,
    workers: int = 1,
    column: str = "configuration",
) -> pd.DataFrame:
    """One study per configuration (its name -> the game's options), concatenated.

    Every configuration plays ``n_games`` games from study seed ``seed + i`` (``i`` its position
    in ``configurations``), so configurations share no game seed, and the first ``k`` games of
    a configuration are the games a study of ``k`` games would play. The name goes in
    ``column``, ready for :func:`option_effects` (``option_effects(df, column, baseline_name)``).
    """
    if column in ("game_index", "game_seed", "seat", "score"):
        raise ValueError(f"{column!r} is a column of every study; name the configurations apart")
    parts = [
        simulate(
            game_name,
            num_players,
            agents,
            n_games,
            seed=seed + i,
            workers=workers,
            options=options,
            progress=False,
        ).assign(**{column: name})
        for i, (name, options) in enumerate(configurations.items())
    ]
    df = _filled(pd.concat(parts, ignore_index=True))
    categories = category_columns(df)
    df[categories] = df[categories].astype("int64")
    return df
