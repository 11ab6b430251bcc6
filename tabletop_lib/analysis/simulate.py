"""Simulation studies: many games with the same agents -> one pandas DataFrame.

:func:`simulate` plays ``n_games`` games and returns one row per (game, seat). Every game's seed
comes from the study seed and the game's index only, and every agent's seed from the game seed
and its seat, so a study gives the same DataFrame whatever the number of worker processes (or
Dask workers), the order in which the workers finish, or PYTHONHASHSEED. One row can be
replayed on its own:
``play(load_game(name, n), [make_agent(kind, agent_seed(game_seed, seat)) ...], game_seed)``.

Big studies stream to a partitioned Parquet dataset instead (``out="folder/"``), written by the
workers and resumable; see :mod:`.backends`.
"""

from __future__ import annotations

import gzip
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, overload

import pandas as pd

from tabletop_lib.core.agents import make_agent
from tabletop_lib.core.extras import require
from tabletop_lib.core.registry import load_game

from .backends import ParquetStudy, collect, read_dataset, stream
from .study import (
    AGENT_SEED_STRIDE,
    CATEGORY_PREFIX,
    GAME_SEED_STRIDE,
    Study,
    agent_seed,
    category_column,
    game_seed,
)

if TYPE_CHECKING:
    from distributed import Client

__all__ = [
    "AGENT_SEED_STRIDE",
    "CATEGORY_PREFIX",
    "GAME_SEED_STRIDE",
    "ParquetStudy",
    "agent_seed",
    "category_column",
    "game_seed",
    "read_dataset",
    "read_parquet",
    "simulate",
    "write_parquet",
]


def check_agents(agents: str | Sequence[str] | None, num_players: int) -> tuple[str, ...]:
    """One agent name per seat; ``ValueError`` for a wrong count or an unknown name.

    A name is anything :func:`~tabletop_lib.core.agents.make_agent` accepts, so agents with
    parameters and agents registered later work here too.
    """
    if agents is None:
        kinds: tuple[str, ...] = ("random",) * num_players
    elif isinstance(agents, str):
        kinds = (agents,) * num_players
    else:
        kinds = tuple(agents)
    if len(kinds) != num_players:
        raise ValueError(f"{num_players} players need {num_players} agents, got {len(kinds)}")
    for kind in dict.fromkeys(kinds):
        make_agent(kind, 0)  # raises ValueError naming the known agents
    return kinds


def check_count(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    return value


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    return seed


@overload
def simulate(
    game_name: str,
    num_players: int,
    agents: str | Sequence[str] | None = ...,
    n_games: int = ...,
    seed: int = ...,
    workers: int = ...,
    options: Mapping[str, Any] | None = ...,
    progress: bool = ...,
    *,
    client: Client | None = ...,
    out: None = ...,
    chunk_size: int | None = ...,
) -> pd.DataFrame: ...


@overload
def simulate(
    game_name: str,
    num_players: int,
    agents: str | Sequence[str] | None = ...,
    n_games: int = ...,
    seed: int = ...,
    workers: int = ...,
    options: Mapping[str, Any] | None = ...,
    progress: bool = ...,
    *,
    client: Client | None = ...,
    out: str | Path,
    chunk_size: int | None = ...,
) -> ParquetStudy: ...


def simulate(
    game_name: str,
    num_players: int,
    agents: str | Sequence[str] | None = None,
    n_games: int = 100,
    seed: int = 0,
    workers: int = 1,
    options: Mapping[str, Any] | None = None,
    progress: bool = True,
    *,
    client: Client | None = None,
    out: str | Path | None = None,
    chunk_size: int | None = None,
) -> pd.DataFrame | ParquetStudy:
    """Play ``n_games`` games and return one row per (game, seat), sorted by game and seat.

    ``agents`` names the agent kind of each seat (``"random"``, ``"greedy"``, any name
    ``make_agent`` knows; one name for every seat; default all random). ``workers`` > 1 plays
    chunks of games in that many processes; ``client`` (a ``dask.distributed.Client``) plays
    them on a Dask cluster instead. The result depends on neither. ``options`` are the game's
    options (see ``game_info``). ``progress`` shows a tqdm bar on stderr (and the Dask
    dashboard's address).

    With ``out`` (a folder) nothing is gathered: each worker writes its chunks of
    ``chunk_size`` games (default 100, or what the folder's study started with) to a
    partitioned Parquet dataset there, and the call returns a :class:`ParquetStudy`
    (``.read()``, ``.query(sql)``, ``.played``). Called again with the same arguments after an
    interruption, it plays only the chunks still missing.

    Columns: ``game_index``, ``game_seed``, ``seat``, ``agent``, ``score``, one ``cat_<category>``
    per score category (they sum to ``score``), ``winner`` (every winner of a shared win),
    ``n_winners``, ``rank`` (1 for winners), ``game_length`` (actions), ``num_players``,
    ``start_player`` (when the state has one), then the game's extras (see ``extras.py``).
    ``df.attrs["study"]`` records the game, agents, seed, options and library version; Parquet
    files written by :func:`write_parquet` keep it.

    Raises ``ConfigError`` for an unknown game, player count or option, ``ValueError`` for an
    unknown agent, a count below 1, or an ``out`` folder that holds another study.
    """
    n_games = check_count("n_games", n_games)
    workers = check_count("workers", workers)
    if chunk_size is not None:
        chunk_size = check_count("chunk_size", chunk_size)
    seed = check_seed(seed)
    options = dict(options or {})
    # A bad name, player count or option fails here, before any worker starts.
    load_game(game_name, num_players=num_players, **options)
    study = Study(game_name, num_players, options, (check_agents(agents, num_players),), seed)
    if out is not None:
        return stream(study, n_games, out, workers, client, chunk_size, progress)
    return collect(study, n_games, workers, client, chunk_size, progress)


def write_parquet(df: pd.DataFrame, path: str | Path) -> Path:
    """Write a study to a Parquet file (pyarrow, no index column); returns the path."""
    out = Path(path)
    pa = require("pyarrow", "analysis", "writing a Parquet file")
    pq = require("pyarrow.parquet", "analysis", "writing a Parquet file")
    pq.write_table(pa.Table.from_pandas(df, preserve_index=False), out)
    return out


def write_csv(df: pd.DataFrame, path: str | Path) -> Path:
    """Write a study as gzip-compressed CSV, the format of the studies shipped with the package:
    pandas reads it back with the same columns and dtypes and needs no optional extra. The gzip
    header carries no name and no time stamp, so the same study gives the same bytes; a name
    not ending in ``.gz`` gets plain CSV."""
    out = Path(path)
    text = df.to_csv(index=False).encode("utf-8")
    if out.suffix == ".gz":
        # No name and no time in the gzip header: the same rows give the same bytes.
        with (
            out.open("wb") as raw,
            gzip.GzipFile(filename="", fileobj=raw, mode="wb", mtime=0) as gz,
        ):
            gz.write(text)
    else:
        out.write_bytes(text)
    return out


def read_csv(path: str | Path) -> pd.DataFrame:
    """Read a study written by :func:`write_csv` (empty strings stay strings)."""
    return pd.read_csv(Path(path), keep_default_na=False)


def read_parquet(path: str | Path) -> pd.DataFrame:
    """Read a study written by :func:`write_parquet`, with the same columns and dtypes."""
    pq = require("pyarrow.parquet", "analysis", "reading a Parquet file")
    table = pq.read_table(Path(path))
    df: pd.DataFrame = table.to_pandas()
    return df
