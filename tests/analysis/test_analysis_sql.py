"""query(): DuckDB over a study's Parquet files gives what pandas gives."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from registered import games, table

from tabletop_lib.analysis import (
    ParquetStudy,
    category_columns,
    query,
    simulate,
    win_rates,
    write_parquet,
)
from tabletop_lib.analysis.sql import connect

GAMES = 16


@pytest.fixture(scope="module", params=games())
def dataset(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> ParquetStudy:
    """Sixteen games of each registered game at four players (or the count nearest it): one
    greedy agent against random ones."""
    name = request.param
    players = table(name, 4)
    agents = ["greedy"] + ["random"] * (players - 1)
    folder = tmp_path_factory.mktemp("sql") / "study"
    return simulate(name, players, agents, GAMES, seed=8, progress=False, out=folder, chunk_size=5)


WIN_RATES = """
    SELECT agent, seat, count(*) AS games, sum(winner::INT) AS wins,
           avg(winner::INT) AS win_rate, avg(score) AS mean_score
    FROM games GROUP BY agent, seat ORDER BY agent, seat
"""


def test_win_rates_in_sql_equal_pandas(dataset: ParquetStudy) -> None:
    by_sql = query(dataset.path, WIN_RATES)
    by_pandas = win_rates(dataset.read(), by=["agent", "seat"])
    columns = ["agent", "seat", "games", "wins", "win_rate", "mean_score"]
    pd.testing.assert_frame_equal(
        by_sql.astype({"games": "int64", "wins": "int64", "seat": "int64"}),
        by_pandas[columns],
        check_dtype=False,
    )


def test_category_means_in_sql_equal_pandas(dataset: ParquetStudy) -> None:
    df = dataset.read()
    categories = category_columns(df)
    sql = f"SELECT agent, {', '.join(f'avg({c}) AS {c}' for c in categories)} FROM games "
    by_sql = dataset.query(sql + "GROUP BY agent ORDER BY agent").set_index("agent")
    by_pandas = df.groupby("agent")[categories].mean()
    pd.testing.assert_frame_equal(by_sql, by_pandas, check_names=False)


def test_one_file_and_a_list_of_files(dataset: ParquetStudy, tmp_path: Path) -> None:
    single = write_parquet(dataset.read(), tmp_path / "one.parquet")
    count = "SELECT count(*) AS n, count(DISTINCT game_index) AS games FROM games"
    players = dataset.read()["seat"].nunique()
    expected = {"n": GAMES * players, "games": GAMES}
    assert query(single, count).iloc[0].to_dict() == expected
    assert query(dataset.files(), count).iloc[0].to_dict() == expected
    with connect(dataset.path) as con:  # several queries on one connection
        assert con.execute("SELECT max(game_index) FROM games").fetchone() == (GAMES - 1,)


def test_a_folder_without_parts_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no study parts"):
        query(tmp_path, "SELECT 1")
    with pytest.raises(FileNotFoundError, match="no such Parquet file"):
        query([tmp_path / "missing.parquet"], "SELECT 1")
