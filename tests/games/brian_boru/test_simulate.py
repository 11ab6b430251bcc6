"""simulate() on Brian Boru: its study's own columns (claims, the Princess), and bad input refused
with the game's own numbers."""

from __future__ import annotations

import pandas as pd
import pytest

from tabletop_lib import ConfigError
from tabletop_lib.analysis import (
    category_columns,
    simulate,
)

GAMES = 40
PLAYERS = 4


@pytest.fixture(scope="module")
def study() -> pd.DataFrame:
    return simulate("brian_boru", PLAYERS, n_games=GAMES, seed=3, progress=False)


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


def test_the_start_player_is_a_seat_and_the_thirteen_categories(study: pd.DataFrame) -> None:
    assert study["start_player"].between(0, PLAYERS - 1).all()
    categories = category_columns(study)
    assert len(categories) == 13 and "cat_claim_tokens_held" in categories
