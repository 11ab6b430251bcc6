"""The strong-player study: its parts and seeds, resumable runs, winner gaps, and the stored
files still replay."""

from __future__ import annotations

import pandas as pd
import pytest

from tabletop_lib.analysis.strong_study import (
    FULL,
    StrongSize,
    load_stored,
    run_study,
    same_games,
    stored_path,
    study_games,
    turn_advantage,
    winner_gaps,
)


def test_winner_gaps_give_each_categorys_share_of_the_lead() -> None:
    df = pd.DataFrame(
        {
            "table": ["a"] * 4,
            "winner": [True, False, True, False],
            "cat_x": [5, 1, 7, 3],
            "cat_y": [1, 1, 3, 1],
        }
    )
    df["score"] = df["cat_x"] + df["cat_y"]
    gaps = winner_gaps(df, "table").set_index("measure")
    assert gaps.loc["cat_x", "gap"] == pytest.approx(4.0)
    assert gaps.loc["cat_y", "gap"] == pytest.approx(1.0)
    assert gaps["share"].sum() == pytest.approx(1.0)
    assert gaps.loc["cat_x", "ci_low"] < 4.0 < gaps.loc["cat_x", "ci_high"]


@pytest.mark.parametrize("game_name", study_games())
def test_the_stored_study_replays(game_name: str) -> None:
    """The stored file is what the engine and the agents play now. If this fails, the rules or
    an agent's random draws changed: regenerate with
    ``python -m tabletop_lib.analysis.strong_study --game GAME``."""
    stored = load_stored(game_name)
    assert stored_path(game_name).stat().st_size < 1_000_000
    games = stored.drop_duplicates(["part", "game_seed"])
    assert len(games) == FULL.games(game_name)
    per_part = games.groupby("part").size()
    seats = int(stored["num_players"].iloc[0])
    assert list(per_part) == [FULL.greedy, *[FULL.per_seat] * seats]
    live = run_study(game_name, StrongSize(greedy=1, per_seat=1), only=["greedy", "ismcts seat 0"])
    assert same_games(live, stored)


def test_turn_advantage_is_the_win_rate_minus_the_fair_share() -> None:
    # Two 2-player games; the start player (turn 0) wins both, and one game's win is shared.
    df = pd.DataFrame(
        {
            "table": ["t"] * 4,
            "game_seed": [1, 1, 2, 2],
            "seat": [0, 1, 0, 1],
            "turn": [0, 1, 1, 0],
            "winner": [True, False, True, True],
            "n_winners": [1, 1, 2, 2],
            "num_players": [2] * 4,
            "score": [3, 1, 2, 2],
        }
    )
    out = turn_advantage(df).set_index("turn")
    fair = (1 / 2 + 2 / 2) / 2
    assert out.loc[0, "win_rate"] == 1.0 and out.loc[1, "win_rate"] == 0.5
    assert out["fair_share"].tolist() == [fair, fair]
    assert out.loc[0, "advantage"] == pytest.approx(1.0 - fair)
    assert out.loc[1, "ci_low"] < out.loc[1, "advantage"] < out.loc[1, "ci_high"]
