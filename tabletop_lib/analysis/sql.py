"""SQL over study results with DuckDB, without loading them into pandas first.

DuckDB reads the Parquet parts itself, only the columns and row groups a query needs, so a
study of millions of rows answers in a second and only the (small) answer becomes a DataFrame::

    from tabletop_lib.analysis import query, simulate

    simulate("brian_boru", 4, n_games=10_000, out="bb4/")
    query("bb4/", '''
        SELECT agent, seat, count(*) AS games, avg(winner::INT) AS win_rate
        FROM games GROUP BY agent, seat ORDER BY agent, seat
    ''')

The table is called ``games`` and has the columns of :func:`~.simulate.simulate`: one row per
game and seat. Parts are read with ``union_by_name``, so parts whose columns differ line up.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pandas as pd

from tabletop_lib.core.extras import require

from .backends import PART_GLOB

if TYPE_CHECKING:
    import duckdb

TABLE = "games"


def study_files(path: str | Path | Sequence[str | Path]) -> list[str]:
    """The Parquet files of a study: a dataset folder's parts, one file, or a list of files."""
    if isinstance(path, str | Path):
        folder = Path(path)
        files = sorted(folder.glob(PART_GLOB)) if folder.is_dir() else [folder]
    else:
        files = [Path(p) for p in path]
    if not files:
        raise FileNotFoundError(f"{path} holds no study parts ({PART_GLOB})")
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        raise FileNotFoundError(f"no such Parquet file: {', '.join(missing)}")
    return [str(f) for f in files]


def connect(path: str | Path | Sequence[str | Path]) -> duckdb.DuckDBPyConnection:
    """An in-memory DuckDB connection with the study as the view ``games``.

    Keep it to run several queries (``con.sql(...).df()``); :func:`query` runs one.
    """
    # Here, not at the top: duckdb is an optional extra, and worker processes import this
    # package too.
    module = require("duckdb", "analysis", "SQL over a study")
    con: duckdb.DuckDBPyConnection = module.connect()
    con.read_parquet(study_files(path), union_by_name=True).create_view(TABLE)
    return con


def query(path: str | Path | Sequence[str | Path], sql: str) -> pd.DataFrame:
    """Run ``sql`` (which reads the table ``games``) over a study; the answer as a DataFrame.

    ``path`` is a folder written by ``simulate(..., out=folder)``, a Parquet file written by
    :func:`~.simulate.write_parquet`, or a list of such files.
    """
    con = connect(path)
    try:
        answer: pd.DataFrame = con.sql(sql).df()
        return answer
    finally:
        con.close()
