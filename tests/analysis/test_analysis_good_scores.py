"""What a good score is: winners' score quantiles, a score's standing, the winners' lead."""

from __future__ import annotations

import pandas as pd
import pytest

from tabletop_lib.analysis.good_scores import (
    RANDOM,
    STRONG,
    good_scores,
    margins_and_turns,
    quantile_column,
    score_standing,
    standing_sentence,
    winners_lead,
    with_random,
)


def games(scores: list[list[int]], num_players: int = 2, seed: int = 0) -> pd.DataFrame:
    """Rows of games whose categories are ``cat_a`` (the score) and ``cat_b`` (0); the top
    score wins."""
    rows = []
    for g, table in enumerate(scores):
        for seat, score in enumerate(table):
            rows.append({
                "game_seed": seed + g, "game_index": g, "seat": seat, "num_players": num_players,
                "score": score, "cat_a": score, "cat_b": 0, "winner": score == max(table),
                "n_winners": table.count(max(table)),
            })  # fmt: skip
    return pd.DataFrame(rows)


def test_good_scores_are_the_winners_quantiles_per_group() -> None:
    df = pd.concat([games([[10, 4], [20, 6], [30, 8]]), games([[5, 1, 2]], 3, seed=10)])
    table = good_scores(df, quantiles=(0.5, 1.0))
    assert list(table.index) == [2, 3]
    assert table.loc[2, quantile_column(0.5)] == 20 and table.loc[2, quantile_column(1.0)] == 30
    assert table.loc[2, "games"] == 3 and table.loc[3, "games"] == 1
    assert table.loc[2, "all_median"] == df[df["num_players"] == 2]["score"].median()
    assert quantile_column(0.25) == "winning_q25"


def test_a_score_stands_among_the_seats_and_the_winners() -> None:
    df = games([[10, 4], [20, 6], [30, 8]])
    standing = score_standing(df, 20, 2)
    assert standing == {"seats": 4 / 6, "winners": 1 / 3, "ties": 1 / 6}
    text = standing_sentence(df, 20, 2)
    assert "67% of all final scores" in text and "33% of winning scores" in text
    assert "median is 20" in text
    with pytest.raises(ValueError, match="no games at 4 players"):
        score_standing(df, 20, 4)


def test_strong_and_random_side_by_side_and_the_winners_lead() -> None:
    strong = games([[10, 4], [20, 6]])
    random = games([[3, 1], [4, 4]]).drop(columns="cat_b").assign(cat_c=0)
    both = with_random(strong, random)
    assert set(both["players"]) == {STRONG, RANDOM}
    assert both["cat_b"].dtype == "int64" and both["cat_c"].eq(0).all()
    lead = winners_lead(both, "nonexistent_game")
    assert list(lead.columns) == [STRONG, RANDOM]
    # Only the category where someone leads is kept; the winners lead by 10 with strong play.
    assert list(lead.index) == ["A"]
    assert lead.loc["A", STRONG] == pytest.approx(10.0)
    # Random play: one clear win (3 over 1), one shared (4 and 4, both winners).
    winners = [3, 4, 4]
    assert lead.loc["A", RANDOM] == pytest.approx(sum(winners) / 3 - 1)


def test_margins_and_the_start_players_wins_per_kind_of_player() -> None:
    strong = games([[10, 4], [20, 6], [30, 8]]).assign(start_player=0)
    random = games([[3, 1], [4, 4]], seed=50).assign(start_player=1, study="random")
    table = margins_and_turns(with_random(strong, random))
    assert list(table.index) == [(2, RANDOM), (2, STRONG)]
    assert table.loc[(2, STRONG), "margin_mean"] == pytest.approx((6 + 14 + 22) / 3)
    assert table.loc[(2, STRONG), "start player wins"] == 1.0
    # Random play: seat 1 starts; it loses 3-1 and shares the 4-4 win.
    assert table.loc[(2, RANDOM), "start player wins"] == 0.5
    assert table.loc[(2, RANDOM), "margin_mean"] == pytest.approx(1.0)
    assert (table["fair_share"] == 0.5).all() and (table["games"] == [2, 3]).all()
    low, high = table.loc[(2, STRONG), ["ci_low", "ci_high"]]
    assert low < 1.0 <= high
