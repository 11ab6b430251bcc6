"""simulate(): one row per (game, seat), the same whatever the number of workers."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from registered import games, table

from tabletop_lib import load_game, play
from tabletop_lib.analysis import (
    agent_seed,
    category_columns,
    game_seed,
    read_parquet,
    simulate,
    write_parquet,
)
from tabletop_lib.core.agents import make_agent

GAMES = 40


def _game(study: pd.DataFrame) -> str:
    name: str = study.attrs["study"]["game"]
    return name


def _players(study: pd.DataFrame) -> int:
    players: int = study.attrs["study"]["num_players"]
    return players


@pytest.fixture(scope="module", params=games())
def study(request: pytest.FixtureRequest) -> pd.DataFrame:
    """Forty random games of each registered game at four players (or the count nearest it)."""
    return simulate(request.param, table(request.param, 4), n_games=GAMES, seed=3, progress=False)


def test_two_workers_give_the_identical_frame(study: pd.DataFrame) -> None:
    parallel = simulate(
        _game(study), _players(study), n_games=GAMES, seed=3, workers=2, progress=False
    )
    pd.testing.assert_frame_equal(study, parallel)


def test_one_row_per_game_and_seat_in_order(study: pd.DataFrame) -> None:
    assert len(study) == GAMES * _players(study)
    assert list(study["game_index"]) == [i for i in range(GAMES) for _ in range(_players(study))]
    assert list(study["seat"]) == list(range(_players(study))) * GAMES
    assert list(study["game_seed"].unique()) == [game_seed(3, i) for i in range(GAMES)]
    assert set(study["agent"]) == {"random"}
    assert (study["num_players"] == _players(study)).all()
    assert (study["game_length"] > 0).all()


def test_categories_sum_to_the_score(study: pd.DataFrame) -> None:
    categories = category_columns(study)
    assert categories
    pd.testing.assert_series_equal(study[categories].sum(axis=1), study["score"], check_names=False)


def test_exactly_the_winners_are_flagged(study: pd.DataFrame) -> None:
    game = load_game(_game(study), num_players=_players(study))
    for index, rows in study.groupby("game_index"):
        seed = int(rows["game_seed"].iloc[0])
        final = play(game, seed=seed)  # the default agents are the study's random agents
        assert list(rows["score"]) == final.scores(), f"game {index}"
        assert list(rows.loc[rows["winner"], "seat"]) == final.winners(), f"game {index}"
        assert (rows["n_winners"] == len(final.winners())).all()
        assert list(rows["rank"] == 1) == list(rows["winner"])


def test_ranks_follow_the_scores(study: pd.DataFrame) -> None:
    for _, rows in study.groupby("game_index"):
        ordered = rows.sort_values("rank")
        assert ordered["score"].is_monotonic_decreasing


def test_a_game_depends_on_its_index_and_the_study_seed_only(study: pd.DataFrame) -> None:
    shorter = simulate(_game(study), _players(study), n_games=10, seed=3, progress=False)
    pd.testing.assert_frame_equal(shorter, study.iloc[: 10 * _players(study)])
    other = simulate(_game(study), _players(study), n_games=10, seed=4, progress=False)
    assert not other["game_seed"].isin(study["game_seed"]).any()


@pytest.mark.parametrize("name", games())
def test_seats_play_their_agents(name: str) -> None:
    kinds = ["greedy", *["random"] * (table(name) - 1)]
    df = simulate(name, table(name), kinds, n_games=3, seed=1, progress=False)
    assert list(df["agent"]) == kinds * 3
    game = load_game(name, num_players=table(name))
    n = len(kinds)
    seed = int(df["game_seed"].iloc[n])
    agents = [make_agent(k, agent_seed(seed, s)) for s, k in enumerate(kinds)]
    assert list(df["score"].iloc[n : 2 * n]) == play(game, agents, seed).scores()


def test_parquet_round_trip(study: pd.DataFrame, tmp_path: Path) -> None:
    path = write_parquet(study, tmp_path / "study.parquet")
    back = read_parquet(path)
    pd.testing.assert_frame_equal(back, study)
    assert back.attrs == study.attrs
    assert study.attrs["study"]["seed"] == 3
    assert study.attrs["study"]["agents"] == ["random"] * _players(study)
