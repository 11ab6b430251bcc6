"""simulate(): one row per (game, seat), the same whatever the number of workers."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tabletop_lib import ConfigError, load_game, play
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
PLAYERS = 4


@pytest.fixture(scope="module")
def study() -> pd.DataFrame:
    return simulate("brian_boru", PLAYERS, n_games=GAMES, seed=3, progress=False)


def test_two_workers_give_the_identical_frame(study: pd.DataFrame) -> None:
    parallel = simulate("brian_boru", PLAYERS, n_games=GAMES, seed=3, workers=2, progress=False)
    pd.testing.assert_frame_equal(study, parallel)


def test_one_row_per_game_and_seat_in_order(study: pd.DataFrame) -> None:
    assert len(study) == GAMES * PLAYERS
    assert list(study["game_index"]) == [i for i in range(GAMES) for _ in range(PLAYERS)]
    assert list(study["seat"]) == list(range(PLAYERS)) * GAMES
    assert list(study["game_seed"].unique()) == [game_seed(3, i) for i in range(GAMES)]
    assert set(study["agent"]) == {"random"}
    assert (study["num_players"] == PLAYERS).all()
    assert study["start_player"].between(0, PLAYERS - 1).all()
    assert (study["game_length"] > 0).all()


def test_categories_sum_to_the_score(study: pd.DataFrame) -> None:
    categories = category_columns(study)
    assert len(categories) == 13
    assert "cat_claim_tokens_held" in categories
    pd.testing.assert_series_equal(study[categories].sum(axis=1), study["score"], check_names=False)


def test_exactly_the_winners_are_flagged(study: pd.DataFrame) -> None:
    game = load_game("brian_boru", num_players=PLAYERS)
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
    shorter = simulate("brian_boru", PLAYERS, n_games=10, seed=3, progress=False)
    pd.testing.assert_frame_equal(shorter, study.iloc[: 10 * PLAYERS])
    other = simulate("brian_boru", PLAYERS, n_games=10, seed=4, progress=False)
    assert not other["game_seed"].isin(study["game_seed"]).any()


def test_seats_play_their_agents() -> None:
    kinds = ["greedy", "random", "random"]
    df = simulate("brian_boru", 3, kinds, n_games=3, seed=1, progress=False)
    assert list(df["agent"]) == kinds * 3
    game = load_game("brian_boru", num_players=3)
    seed = int(df["game_seed"].iloc[3])
    agents = [make_agent(k, agent_seed(seed, s)) for s, k in enumerate(kinds)]
    assert list(df["score"].iloc[3:6]) == play(game, agents, seed).scores()


def test_brian_boru_extras(study: pd.DataFrame) -> None:
    claims = [c for c in study.columns if c.startswith("claim_")]
    assert len(claims) == 8
    assert study[claims].isin(range(-2, PLAYERS)).all().all()
    held = (study[claims].to_numpy() == study[["seat"]].to_numpy()).sum(axis=1)
    assert list(held) == list(study["claims_held"])
    assert set(study["princess_mode"]) <= {"military-support", "establish-trade", "spurn", "none"}
    spurned = study[(study["princess_mode"] == "spurn") & (study["princess_seat"] == study["seat"])]
    assert len(spurned) > 0 and (spurned["cat_princess"] > 0).all()
    assert (study["towns"] >= 0).all() and study["regions"].between(0, 8).all()
    trades = (study["princess_mode"] == "establish-trade") & (
        study["princess_seat"] == study["seat"]
    )
    assert (study.loc[(study["towns"] == 0) & ~trades, "regions"] == 0).all()


def test_parquet_round_trip(study: pd.DataFrame, tmp_path: Path) -> None:
    path = write_parquet(study, tmp_path / "study.parquet")
    back = read_parquet(path)
    pd.testing.assert_frame_equal(back, study)
    assert back.attrs == study.attrs
    assert study.attrs["study"]["seed"] == 3
    assert study.attrs["study"]["agents"] == ["random"] * PLAYERS


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"game_name": "nope"}, ConfigError, "the games are: brian_boru"),
        ({"num_players": 7}, ConfigError, "3, 4, 5"),
        ({"options": {"colour": 1}}, ConfigError, "no option colour"),
        ({"agents": ["random", "clever", "random"]}, ValueError, "the agents are: random, greedy"),
        ({"agents": ["random"] * 4}, ValueError, "3 players need 3 agents"),
        ({"n_games": 0}, ValueError, "n_games must be a positive integer"),
        ({"workers": 0}, ValueError, "workers must be a positive integer"),
    ],
)
def test_bad_input_is_refused_clearly(
    kwargs: dict[str, object], error: type[Exception], message: str
) -> None:
    args: dict[str, object] = {"game_name": "brian_boru", "num_players": 3, "n_games": 1}
    args.update(kwargs)
    with pytest.raises(error, match=message):
        simulate(progress=False, **args)  # type: ignore[arg-type]
