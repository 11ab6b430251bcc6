"""Paladins: tournament(): entrants rotated through the seats, rated with Plackett-Luce."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tabletop_lib.analysis import TournamentResult, simulate, tournament
from tabletop_lib.viz.studies import entrant_names, ratings_figure, seat_win_rates_figure


@pytest.fixture(scope="module")
def paladins() -> TournamentResult:
    return tournament("paladins", ["greedy", "random"], 12, seed=4, progress=False)


def test_same_deals_can_be_turned_off() -> None:
    result = tournament(
        "paladins", ["random", "greedy"], 4, seed=2, same_deals=False, progress=False
    )
    assert result.games["game_seed"].nunique() == 4


def test_greedy_is_rated_above_random_at_paladins(paladins: TournamentResult) -> None:
    ratings = paladins.ratings
    assert list(ratings["agent"]) == ["greedy", "random"]
    greedy, random_ = ratings.iloc[0], ratings.iloc[1]
    assert greedy["mu"] > random_["mu"] and greedy["ordinal"] > random_["ordinal"]
    assert greedy["win_rate"] > random_["win_rate"]
    assert greedy["low"] < greedy["mu"] < greedy["high"]


def test_the_rows_replay_as_a_plain_study(paladins: TournamentResult) -> None:
    games = paladins.games
    first = games[games["game_index"] == 0]
    lineup = list(first["agent"])
    again = simulate("paladins", 2, lineup, n_games=1, seed=4, progress=False)
    assert list(again["score"]) == list(first["score"])


def test_the_ratings_figure_draws_the_intervals(paladins: TournamentResult) -> None:
    ratings = paladins.ratings
    figure = paladins.plot()
    mu, wins = figure.data
    top = ratings.iloc[0]
    assert list(mu.y)[-1] == top["agent"]  # the best entrant is drawn at the top
    assert mu.x[-1] == pytest.approx(top["mu"])
    assert mu.error_x.array[-1] == pytest.approx(top["high"] - top["mu"])
    assert wins.error_x.arrayminus[-1] == pytest.approx(top["win_rate"] - top["ci_low"])
    assert ratings_figure(ratings).layout.shapes == ()  # no fair-share line without n
    bars = seat_win_rates_figure(paladins.by_seat)
    assert {trace.name for trace in bars.data} == {"A hasty player", "A beginner"}
    assert entrant_names(["ismcts", "ismcts:simulations=9"]) == {
        "ismcts": "ismcts",
        "ismcts:simulations=9": "ismcts:simulations=9",
    }


def test_a_tournament_streamed_to_parquet_rates_the_same(
    paladins: TournamentResult, tmp_path: Path
) -> None:
    streamed = tournament(
        "paladins", ["greedy", "random"], 12, seed=4, progress=False, out=tmp_path, chunk_size=5
    )
    assert streamed.dataset is not None and streamed.dataset.played == 12
    pd.testing.assert_frame_equal(streamed.games, paladins.games)
    pd.testing.assert_frame_equal(streamed.ratings, paladins.ratings)
    again = tournament(
        "paladins", ["greedy", "random"], 12, seed=4, progress=False, out=tmp_path, chunk_size=5
    )
    assert again.dataset is not None and again.dataset.played == 0
