"""Means with intervals and option effects, checked against numbers worked out by hand."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from tabletop_lib.analysis import (
    difference_interval,
    mean_interval,
    mean_intervals,
    option_effects,
)

Z95 = 1.959964


def test_mean_interval_by_hand() -> None:
    # mean 2.5, sample sd sqrt(5/3), n 4: half width 1.96 * 1.290994 / 2.
    mean, low, high = mean_interval([1, 2, 3, 4])
    half = Z95 * math.sqrt(5 / 3) / 2
    assert (mean, low, high) == pytest.approx((2.5, 2.5 - half, 2.5 + half), abs=1e-6)
    wider = mean_interval([1, 2, 3, 4], confidence=0.99)
    assert wider[1] < low and wider[2] > high


def test_mean_interval_of_too_few_values() -> None:
    assert all(math.isnan(x) for x in mean_interval([]))
    mean, low, high = mean_interval([7])
    assert mean == 7 and math.isnan(low) and math.isnan(high)
    with pytest.raises(ValueError, match="confidence"):
        mean_interval([1, 2], confidence=1.5)


def test_difference_interval_by_hand() -> None:
    # a: mean 3, var 1 (n 3); b: mean 1, var 4 (n 3): se sqrt(1/3 + 4/3).
    diff, low, high = difference_interval([2, 3, 4], [-1, 1, 3])
    half = Z95 * math.sqrt(5 / 3)
    assert (diff, low, high) == pytest.approx((2, 2 - half, 2 + half), abs=1e-6)
    same = difference_interval([5, 5, 6], [5, 5, 6])
    assert same[0] == 0 and same[1] < 0 < same[2]


def _study() -> pd.DataFrame:
    """Two configurations of 2-player games: 'off' (3 games) and 'on' (2 games); 'on' adds a
    category 'bonus' that 'off' games do not have (NaN after the concat, i.e. 0 points)."""
    off = pd.DataFrame(
        {
            "game_index": [0, 0, 1, 1, 2, 2],
            "game_seed": [0, 0, 1, 1, 2, 2],
            "num_players": 2,
            "seat": [0, 1] * 3,
            "cat_a": [1, 3, 2, 2, 3, 1],
            "score": [1, 3, 2, 2, 3, 1],
            "game_length": [10, 10, 12, 12, 14, 14],
            "module": "off",
        }
    )
    on = pd.DataFrame(
        {
            "game_index": [0, 0, 1, 1],
            "game_seed": [10, 10, 11, 11],
            "num_players": 2,
            "seat": [0, 1] * 2,
            "cat_a": [2, 4, 4, 2],
            "cat_bonus": [1, 0, 2, 1],
            "score": [3, 4, 6, 3],
            "game_length": [20, 20, 24, 24],
            "module": "on",
        }
    )
    return pd.concat([off, on], ignore_index=True)


def test_mean_intervals_per_group_and_measure() -> None:
    table = mean_intervals(_study(), by="module").set_index(["module", "measure"])
    assert list(table.columns) == ["n", "mean", "ci_low", "ci_high"]
    assert table.loc[("on", "cat_bonus"), "mean"] == 1
    # A missing category is 0 points, not a missing value.
    assert table.loc[("off", "cat_bonus"), "mean"] == 0
    assert table.loc[("off", "cat_bonus"), "n"] == 6
    # The game length is averaged over games, not over seats.
    assert table.loc[("off", "game_length"), "n"] == 3
    assert table.loc[("on", "game_length"), "mean"] == 22
    assert table.loc[("off", "score"), "ci_low"] < 2 < table.loc[("off", "score"), "ci_high"]


def test_option_effects_against_the_baseline() -> None:
    effects = option_effects(_study(), "module", "off").set_index("measure")
    assert set(effects["option"]) == {"on"}
    length = effects.loc["game_length"]
    assert (length["baseline_mean"], length["mean"], length["effect"]) == (12, 22, 10)
    expected = difference_interval([20, 24], [10, 12, 14])
    assert (length["ci_low"], length["ci_high"]) == pytest.approx(expected[1:])
    assert bool(length["significant"])
    assert effects.loc["cat_a", "effect"] == pytest.approx(1.0)
    assert effects.loc["score", "effect"] == pytest.approx(2.0)
    only = option_effects(_study(), "module", "off", measures=["cat_a"])
    assert list(only["measure"]) == ["cat_a"]


def test_option_effects_refuses_a_missing_baseline_or_column() -> None:
    with pytest.raises(ValueError, match="no row"):
        option_effects(_study(), "module", "maybe")
    with pytest.raises(ValueError, match="no column"):
        option_effects(_study(), "modules", "off")
    with pytest.raises(ValueError, match="no column"):
        mean_intervals(_study(), by="module", measures=["nope"])
