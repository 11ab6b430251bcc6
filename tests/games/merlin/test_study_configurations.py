"""A study of Merlin's configurations (the base game, the gold module) names each study."""

from __future__ import annotations

import pandas as pd
import pytest

from tabletop_lib.analysis import simulate_configurations


def test_simulate_configurations_names_each_study() -> None:
    configurations = {"base": {}, "gold": {"modules": ["gold"]}}
    df = simulate_configurations("merlin", 2, configurations, n_games=2, seed=4)
    assert list(pd.unique(df["configuration"])) == ["base", "gold"]
    assert len(df) == 2 * 2 * 2
    # The gold category exists only with the module: 0 points (not missing) without it.
    assert (df.loc[df["configuration"] == "base", "cat_gold"] == 0).all()
    assert df["cat_gold"].dtype == "int64"
    # Each configuration is the study of its own seed (seed + its position).
    base_seeds = set(df.loc[df["configuration"] == "base", "game_seed"])
    assert not base_seeds & set(df.loc[df["configuration"] == "gold", "game_seed"])
    with pytest.raises(ValueError, match="column of every study"):
        simulate_configurations("merlin", 2, configurations, n_games=1, column="seat")
