"""Simulation studies and their metrics: many games -> pandas DataFrames and Parquet files.

>>> from tabletop_lib.analysis import simulate, win_rates
>>> df = simulate("brian_boru", 4, n_games=4, progress=False)
>>> len(df)
16
>>> list(win_rates(df)["seat"])
[0, 1, 2, 3]
"""

from __future__ import annotations

from .display import display_table, plain_tables
from .effects import (
    difference_interval,
    mean_interval,
    mean_intervals,
    option_effects,
    simulate_configurations,
)
from .extras import register_extras
from .metrics import (
    category_columns,
    first_player_advantage,
    mean_category_scores,
    score_summary,
    wilson_interval,
    win_rates,
    winner_category_gaps,
)
from .simulate import (
    ParquetStudy,
    agent_seed,
    game_seed,
    read_csv,
    read_dataset,
    read_parquet,
    simulate,
    write_csv,
    write_parquet,
)
from .sql import query
from .tournament import TournamentResult, rate, seat_rotation, tournament

__all__ = [
    "ParquetStudy",
    "TournamentResult",
    "agent_seed",
    "category_columns",
    "difference_interval",
    "display_table",
    "first_player_advantage",
    "game_seed",
    "mean_category_scores",
    "mean_interval",
    "mean_intervals",
    "option_effects",
    "plain_tables",
    "query",
    "rate",
    "read_csv",
    "read_dataset",
    "read_parquet",
    "register_extras",
    "score_summary",
    "seat_rotation",
    "simulate",
    "simulate_configurations",
    "tournament",
    "wilson_interval",
    "win_rates",
    "winner_category_gaps",
    "write_csv",
    "write_parquet",
]
