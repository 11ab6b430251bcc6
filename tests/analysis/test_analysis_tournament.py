"""tournament(): entrants rotated through the seats, rated with Plackett-Luce."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pandas as pd
import pytest

from tabletop_lib.analysis import TournamentResult, rate, seat_rotation, simulate, tournament
from tabletop_lib.analysis.tournament import Rotation, entrant_labels, williams_square
from tabletop_lib.viz.studies import entrant_names, ratings_figure, seat_win_rates_figure


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_the_balanced_rotation_is_a_williams_design(n: int) -> None:
    rows = williams_square(n)
    assert len(rows) == (2 * n if n % 2 and n > 1 else n)
    assert all(sorted(row) == list(range(n)) for row in rows)
    seats = Counter((entrant, seat) for row in rows for seat, entrant in enumerate(row))
    assert set(seats) == set(itertools.product(range(n), range(n)))
    assert len(set(seats.values())) == 1  # every entrant in every seat equally often
    if n > 1:
        pairs = Counter((row[s], row[s + 1]) for row in rows for s in range(n - 1))
        assert set(pairs) == set(itertools.permutations(range(n), 2))
        assert len(set(pairs.values())) == 1  # everyone sits after everyone equally often


def test_the_all_rotation_is_every_permutation() -> None:
    rows = seat_rotation(4, "all")
    assert len(rows) == 24 and set(rows) == set(itertools.permutations(range(4)))
    with pytest.raises(ValueError, match="unknown rotation"):
        seat_rotation(4, "shuffle")  # type: ignore[arg-type]


def test_repeated_names_are_numbered() -> None:
    assert entrant_labels(["greedy", "random", "random"]) == {
        "greedy": "greedy",
        "random 1": "random",
        "random 2": "random",
    }
    assert entrant_labels({"me": "greedy", "you": "random"}) == {"me": "greedy", "you": "random"}


@pytest.fixture(scope="module")
def paladins() -> TournamentResult:
    return tournament("paladins", ["greedy", "random"], 12, seed=4, progress=False)


@pytest.mark.parametrize("rotation", ["balanced", "all"])
def test_every_entrant_sits_in_every_seat_equally(rotation: Rotation) -> None:
    result = tournament(
        "brian_boru",
        ["greedy", "random", "random"],
        12,
        seed=2,
        rotation=rotation,
        progress=False,
    )
    games = result.games
    counts = games.groupby(["agent", "seat"]).size()
    assert len(counts) == 9 and counts.nunique() == 1
    assert list(games["agent"].groupby(games["game_index"]).nunique().unique()) == [3]
    # same_deals: one seed per round of the rotation, a new seed for the next round
    rounds = games["game_index"] // len(result.lineups)
    assert (games.groupby(rounds)["game_seed"].nunique() == 1).all()
    assert games.groupby(rounds)["game_seed"].first().is_unique
    assert set(result.by_seat["games"]) == {12 // 3}


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


def test_the_ratings_follow_the_ranks() -> None:
    # Three entrants; "a" always first, "c" always last, whatever the seat.
    rows = []
    for game, lineup in enumerate(itertools.islice(itertools.cycle(williams_square(3)), 12)):
        for seat, entrant in enumerate(lineup):
            rows.append(
                {
                    "game_index": game,
                    "seat": seat,
                    "agent": "abc"[entrant],
                    "rank": entrant + 1,
                    "num_players": 3,
                }
            )
    ratings = rate(pd.DataFrame(rows))
    assert list(ratings["agent"]) == ["a", "b", "c"]
    assert ratings["mu"].is_monotonic_decreasing
    assert (ratings["low"] < ratings["mu"]).all() and (ratings["mu"] < ratings["high"]).all()
    # ties leave two entrants level
    tied = pd.DataFrame(rows).assign(rank=lambda d: d["rank"].clip(upper=2))
    level = rate(tied).set_index("agent")["mu"]
    assert level["b"] == pytest.approx(level["c"]) and level["a"] > level["b"]


def test_the_rows_replay_as_a_plain_study(paladins: TournamentResult) -> None:
    games = paladins.games
    first = games[games["game_index"] == 0]
    lineup = list(first["agent"])
    again = simulate("paladins", 2, lineup, n_games=1, seed=4, progress=False)
    assert list(again["score"]) == list(first["score"])


def test_bad_tournaments_are_refused() -> None:
    with pytest.raises(ValueError, match="multiple of 4"):
        tournament("brian_boru", ["random"] * 4, 6, progress=False)
    with pytest.raises(ValueError, match="3 players need 3 entrants"):
        tournament("brian_boru", ["random", "greedy"], 4, num_players=3, progress=False)
    with pytest.raises(ValueError, match="unknown agent"):
        tournament("brian_boru", ["random", "clever", "random"], 6, progress=False)
    with pytest.raises(ValueError, match="list of agents"):
        tournament("brian_boru", "random", 6, progress=False)


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
