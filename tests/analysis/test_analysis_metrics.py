"""The metrics on a small study whose answers were worked out by hand."""

from __future__ import annotations

import math

import pandas as pd
import pytest

from tabletop_lib.analysis import (
    first_player_advantage,
    mean_category_scores,
    score_summary,
    wilson_interval,
    win_rates,
    winner_category_gaps,
)

# Four 2-player games; seat 0 is greedy, seat 1 random. Game 2 is a shared win.
#   game  start  seat 0: a, b = score  winner   seat 1: a, b = score  winner
#   0     0      6, 4 = 10             yes      3, 5 = 8              no
#   1     1      2, 5 = 7              no       4, 5 = 9              yes
#   2     0      5, 0 = 5              yes      1, 4 = 5              yes
#   3     1      10, 2 = 12            yes      0, 6 = 6              no
GAMES = [
    (0, 0, (6, 4, True), (3, 5, False)),
    (1, 1, (2, 5, False), (4, 5, True)),
    (2, 0, (5, 0, True), (1, 4, True)),
    (3, 1, (10, 2, True), (0, 6, False)),
]
WILSON_3_OF_4 = (0.300642, 0.954413)  # p=.75, n=4, z=1.959964 (see wilson_interval)
WILSON_2_OF_4 = (0.150039, 0.849961)  # p=.5: centred on .5


@pytest.fixture
def study() -> pd.DataFrame:
    rows = []
    for index, start, *seats in GAMES:
        n_winners = sum(won for _, _, won in seats)
        for seat, (a, b, won) in enumerate(seats):
            rows.append(
                {
                    "game_index": index,
                    "game_seed": index,
                    "seat": seat,
                    "agent": ["greedy", "random"][seat],
                    "score": a + b,
                    "cat_a": a,
                    "cat_b": b,
                    "winner": won,
                    "n_winners": n_winners,
                    "num_players": 2,
                    "start_player": start,
                }
            )
    return pd.DataFrame(rows)


def test_wilson_interval_by_hand() -> None:
    assert wilson_interval(3, 4) == pytest.approx(WILSON_3_OF_4, abs=1e-6)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
    assert all(math.isnan(x) for x in wilson_interval(0, 0))
    with pytest.raises(ValueError, match="successes <= trials"):
        wilson_interval(5, 4)


def test_win_rates_per_seat(study: pd.DataFrame) -> None:
    rates = win_rates(study)
    assert list(rates["seat"]) == [0, 1]
    assert list(rates["games"]) == [4, 4]
    assert list(rates["wins"]) == [3, 2]  # the shared win counts for both seats
    assert list(rates["win_rate"]) == [0.75, 0.5]
    assert list(rates["mean_score"]) == [8.5, 7.0]
    assert (rates["ci_low"].iloc[0], rates["ci_high"].iloc[0]) == pytest.approx(
        WILSON_3_OF_4, abs=1e-6
    )
    assert (rates["ci_low"].iloc[1], rates["ci_high"].iloc[1]) == pytest.approx(
        WILSON_2_OF_4, abs=1e-6
    )


def test_win_rates_per_agent(study: pd.DataFrame) -> None:
    rates = win_rates(study, by="agent").set_index("agent")
    assert rates.loc["greedy", "wins"] == 3 and rates.loc["random", "wins"] == 2


def test_first_player_advantage(study: pd.DataFrame) -> None:
    row = first_player_advantage(study).iloc[0]
    # Start players: game 0 seat 0 wins, game 1 seat 1 wins, game 2 seat 0 shares, game 3 loses.
    assert (row["num_players"], row["games"], row["wins"]) == (2, 4, 3)
    assert row["win_rate"] == 0.75
    assert row["expected"] == 0.5
    assert row["expected_with_ties"] == pytest.approx((1 + 1 + 2 + 1) / 4 / 2)
    assert row["advantage"] == 0.25
    assert (row["ci_low"], row["ci_high"]) == pytest.approx(WILSON_3_OF_4, abs=1e-6)
    assert not row["significant"]


def test_first_player_advantage_needs_a_start_player(study: pd.DataFrame) -> None:
    with pytest.raises(ValueError, match="start_player"):
        first_player_advantage(study.drop(columns="start_player"))


def test_mean_category_scores(study: pd.DataFrame) -> None:
    means = mean_category_scores(study)
    assert list(means.columns) == ["n", "score", "a", "b"]
    assert list(means.loc["greedy"]) == [4, 8.5, 5.75, 2.75]
    assert list(means.loc["random"]) == [4, 7.0, 2.0, 5.0]


def test_winner_category_gaps(study: pd.DataFrame) -> None:
    gaps = winner_category_gaps(study)
    # Winners: (6,4) (4,5) (5,0) (1,4) (10,2); others: (3,5) (2,5) (0,6).
    assert list(gaps.index) == ["a", "b"]
    assert gaps.loc["a", "winners"] == pytest.approx(26 / 5)
    assert gaps.loc["a", "others"] == pytest.approx(5 / 3)
    assert gaps.loc["a", "difference"] == pytest.approx(26 / 5 - 5 / 3)
    assert gaps.loc["b", "difference"] == pytest.approx(3 - 16 / 3)
    # The total gap is 41/5 - 21/3 = 1.2; the shares add up to 1.
    assert gaps.loc["a", "share"] == pytest.approx((26 / 5 - 5 / 3) / 1.2)
    assert gaps["share"].sum() == pytest.approx(1.0)


def test_score_summary(study: pd.DataFrame) -> None:
    row = score_summary(study).iloc[0]
    # Scores 10 8 7 9 5 5 12 6, sorted 5 5 6 7 8 9 10 12.
    assert row["num_players"] == 2 and row["games"] == 4
    assert row["mean"] == 7.75
    assert row["std"] == pytest.approx(math.sqrt(43.5 / 7))
    assert (row["min"], row["median"], row["max"]) == (5, 7.5, 12)
    assert (row["q25"], row["q75"]) == (5.75, 9.25)
    assert row["winning_mean"] == pytest.approx(41 / 5)
    assert row["margin_mean"] == (2 + 2 + 0 + 6) / 4


def test_score_summary_per_player_count(study: pd.DataFrame) -> None:
    three = study.assign(num_players=3, score=study["score"] + 1)
    summary = score_summary(pd.concat([study, three], ignore_index=True))
    assert list(summary["num_players"]) == [2, 3]
    assert list(summary["games"]) == [4, 4]
    assert list(summary["mean"]) == [7.75, 8.75]
