"""Where a study's games are played, and where its rows go.

Three back ends play the chunks of a study (consecutive slices of game indices): this process,
a local process pool (``workers=N``), or a Dask cluster (``client=Client(...)``, from
``dask.distributed``; install the ``dask`` extra). Each chunk's rows depend only on the study
and the chunk's indices (see :mod:`.study`), so every back end gives the same rows, whatever the
number of workers and the order they finish in.

The rows either come back to the client, which sorts them into one DataFrame
(:func:`collect`), or each worker writes its chunk to a partitioned Parquet dataset
(:func:`stream`): a folder holding ``_study.json`` (what the study is) and one
``part-<first>-<stop>.parquet`` file per chunk of ``chunk_size`` games. A part is written to a
hidden temporary file and renamed into place, so a part that exists is complete. A study
stopped half way and started again with the same arguments plays only the chunks without a
part. On a real cluster the folder must be one that every worker and the client can see (a
shared file system).
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd
from tqdm.auto import tqdm

from tabletop_lib.core.extras import require
from tabletop_lib.core.game import Game

from .study import Row, Study, frame, play_games, tidy

if TYPE_CHECKING:
    from distributed import Client
    from distributed import Future as DaskFuture

MANIFEST = "_study.json"
PART_GLOB = "part-*.parquet"
DATASET_CHUNK = 100
"""Games per Parquet part unless ``chunk_size`` says otherwise."""

ChunkTask = Callable[..., Any]


def chunks(n_games: int, size: int) -> list[range]:
    """Consecutive slices of ``range(n_games)`` of ``size`` games (the last may be shorter)."""
    return [range(i, min(i + size, n_games)) for i in range(0, n_games, size)]


def pool_chunk_size(n_games: int, workers: int) -> int:
    """~8 chunks per worker, for balance, of at most 100 games."""
    return max(1, min(100, -(-n_games // (workers * 8))))


def dask_workers(client: Client) -> int:
    """The threads of the cluster's workers: how many chunks run at once."""
    threads: dict[str, int] = client.nthreads()
    return max(1, sum(threads.values()))


def _map_chunks(
    task: ChunkTask,
    study: Study,
    slices: Sequence[range],
    workers: int,
    client: Client | None,
    bar: tqdm[Any],
    extra: tuple[object, ...] = (),
) -> Iterator[Any]:
    """``task(study, chunk, *extra)`` for every chunk, yielded in the order they finish."""
    if client is not None:
        yield from _map_dask(task, study, slices, client, bar, extra)
    elif workers == 1:
        game: Game[Any, Any] = study.load()
        for chunk in slices:
            yield task(study, chunk, *extra, game=game, bar=bar)
    else:
        yield from _map_pool(task, study, slices, workers, bar, extra)


PARENT_POLL_SECONDS = 0.5
"""How often a pool worker looks whether the study that started it is still running."""


def end_with_parent(parent: int) -> None:
    """Pool worker initializer: the worker ends when the study's process dies (killed, crashed),
    instead of playing on and writing parts nobody reads. A daemon thread watches the parent
    pid; on Linux the kernel also sends SIGTERM at the parent's death (PR_SET_PDEATHSIG)."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the parent died before the signal was asked for
        os._exit(1)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _map_pool(
    task: ChunkTask,
    study: Study,
    slices: Sequence[range],
    workers: int,
    bar: tqdm[Any],
    extra: tuple[object, ...],
) -> Iterator[Any]:
    pool = ProcessPoolExecutor(
        max_workers=workers, initializer=end_with_parent, initargs=(os.getpid(),)
    )
    try:
        futures: dict[Future[Any], int] = {
            pool.submit(task, study, chunk, *extra): len(chunk) for chunk in slices
        }
        for done in as_completed(futures):
            yield done.result()
            bar.update(futures[done])
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def _map_dask(
    task: ChunkTask,
    study: Study,
    slices: Sequence[range],
    client: Client,
    bar: tqdm[Any],
    extra: tuple[object, ...],
) -> Iterator[Any]:
    from distributed import as_completed as dask_completed

    services: dict[str, object] = client.scheduler_info().get("services", {})
    if not bar.disable and "dashboard" in services:
        tqdm.write(f"Dask dashboard: {client.dashboard_link}", file=sys.stderr)
    # pure=False: two studies that happen to share a chunk never share a task key.
    futures: list[DaskFuture[Any] | None] = [
        client.submit(task, study, chunk, *extra, pure=False) for chunk in slices
    ]
    place = {future.key: i for i, future in enumerate(futures) if future is not None}
    try:
        for done in dask_completed([f for f in futures if f is not None]):
            result = done.result()
            i = place[done.key]
            futures[i] = None  # the workers may forget a result the client holds
            yield result
            bar.update(len(slices[i]))
    except BaseException:
        client.cancel([f for f in futures if f is not None])
        raise


def _bar(study: Study, n_games: int, progress: bool) -> tqdm[Any]:
    return tqdm(
        total=n_games,
        desc=f"{study.game_name} {study.num_players}p",
        unit="game",
        disable=not progress,
        file=sys.stderr,
    )


def collect(
    study: Study,
    n_games: int,
    workers: int = 1,
    client: Client | None = None,
    chunk_size: int | None = None,
    progress: bool = True,
) -> pd.DataFrame:
    """Play the study and return its rows as one DataFrame, sorted by game and seat."""
    if chunk_size is None and client is None and workers == 1:
        chunk_size = n_games  # one chunk: the bar moves game by game
    elif chunk_size is None:
        parallel = dask_workers(client) if client is not None else workers
        chunk_size = pool_chunk_size(n_games, parallel)
    rows: list[Row] = []
    with _bar(study, n_games, progress) as bar:
        slices = chunks(n_games, chunk_size)
        for part in _map_chunks(play_games, study, slices, workers, client, bar):
            rows.extend(part)
    df = frame(rows)
    df.attrs["study"] = study.describe(n_games)
    return df


# -- the partitioned Parquet dataset ---------------------------------------------------------


def part_name(chunk: range) -> str:
    """The file of the chunk's rows: ``part-000000100-000000200.parquet`` for games 100-199."""
    return f"part-{chunk.start:09d}-{chunk.stop:09d}.parquet"


def write_part(
    study: Study,
    chunk: range,
    directory: str,
    game: Game[Any, Any] | None = None,
    bar: tqdm[Any] | None = None,
) -> int:
    """Play one chunk and write its rows as one part, atomically; returns the games played."""
    save_part(frame(play_games(study, chunk, game, bar)), Path(directory), chunk)
    return len(chunk)


def save_part(df: pd.DataFrame, folder: Path, chunk: range) -> Path:
    """Write the rows of ``chunk`` as its part: to a hidden file first, then renamed."""
    final = folder / part_name(chunk)
    temporary = folder / f".{final.name}.{uuid.uuid4().hex}.tmp"
    pa = require("pyarrow", "analysis", "a study saved to a folder")
    pq = require("pyarrow.parquet", "analysis", "a study saved to a folder")
    pq.write_table(pa.Table.from_pandas(df, preserve_index=False), temporary)
    os.replace(temporary, final)  # atomic on POSIX: readers see the whole part or none
    return final


@dataclass(frozen=True)
class ParquetStudy:
    """A study streamed to a Parquet dataset: where it is, and what this run played.

    ``played`` counts the games this call played; the other ``n_games - played`` were already
    on disk from an earlier, interrupted run.
    """

    path: Path
    n_games: int
    played: int

    def files(self) -> list[Path]:
        """The dataset's part files, in game order."""
        return sorted(self.path.glob(PART_GLOB))

    def read(self, columns: Sequence[str] | None = None) -> pd.DataFrame:
        """The whole study (or some columns) as one DataFrame, as ``simulate`` returns it."""
        return read_dataset(self.path, columns)

    def query(self, sql: str) -> pd.DataFrame:
        """SQL over the dataset with DuckDB; the table is ``games`` (see :func:`.sql.query`)."""
        from .sql import query

        return query(self.path, sql)


def _manifest(study: Study, n_games: int, chunk_size: int) -> dict[str, object]:
    return {**study.describe(n_games), "chunk_size": chunk_size}


def _recorded_chunk_size(folder: Path) -> int | None:
    """The chunk size in the folder's manifest, if it has one."""
    try:
        found = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    size = found.get("chunk_size")
    return size if isinstance(size, int) else None


def _claim_folder(folder: Path, manifest: dict[str, object]) -> None:
    """Create the dataset's folder and manifest, or check that it holds this very study."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / MANIFEST
    if path.exists():
        found = json.loads(path.read_text(encoding="utf-8"))
        differ = sorted(k for k in set(found) | set(manifest) if found.get(k) != manifest.get(k))
        if differ:
            raise ValueError(
                f"{folder} holds another study (its {', '.join(differ)} differ); "
                "resume with the same arguments, or use an empty folder"
            )
        return
    temporary = folder / f".{MANIFEST}.{uuid.uuid4().hex}.tmp"
    temporary.write_text(json.dumps(manifest, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(temporary, path)


def stream(
    study: Study,
    n_games: int,
    out: str | Path,
    workers: int = 1,
    client: Client | None = None,
    chunk_size: int | None = None,
    progress: bool = True,
) -> ParquetStudy:
    """Play the chunks of the study that ``out`` lacks; every worker writes its own parts.

    Without ``chunk_size`` a study being resumed keeps the chunk size it was started with.
    """
    folder = Path(out)
    size = chunk_size or _recorded_chunk_size(folder) or DATASET_CHUNK
    _claim_folder(folder, _manifest(study, n_games, size))
    missing = [c for c in chunks(n_games, size) if not (folder / part_name(c)).exists()]
    played = 0
    with _bar(study, n_games, progress) as bar:
        bar.update(n_games - sum(len(c) for c in missing))
        # The workers get the folder as text: a Path pickles per platform.
        extra = (str(folder.resolve()),)
        for count in _map_chunks(write_part, study, missing, workers, client, bar, extra):
            played += count
    return ParquetStudy(folder, n_games, played)


def _large_strings(pa: Any, table: Any) -> Any:
    """``table`` with its text columns as Arrow's ``large_string``: a part whose text column
    held a missing value was written from an object column (``string``), the others from
    pandas' text dtype (``large_string``), and Arrow will not concatenate the two."""
    fields = [
        f.with_type(pa.large_string()) if pa.types.is_string(f.type) else f for f in table.schema
    ]
    return table.cast(pa.schema(fields, metadata=table.schema.metadata))


def read_dataset(path: str | Path, columns: Sequence[str] | None = None) -> pd.DataFrame:
    """A dataset written by ``simulate(..., out=path)`` as one DataFrame in game order.

    It equals, row for row, the DataFrame the same study returns without ``out``.
    ``columns`` reads only those (they must include ``game_index`` and ``seat``).
    """
    folder = Path(path)
    files = sorted(folder.glob(PART_GLOB))
    if not files:
        raise FileNotFoundError(f"{folder} holds no study parts ({PART_GLOB})")
    wanted = list(columns) if columns is not None else None
    pa = require("pyarrow", "analysis", "reading a study folder")
    pq = require("pyarrow.parquet", "analysis", "reading a study folder")
    tables = [_large_strings(pa, pq.read_table(f, columns=wanted)) for f in files]
    table = pa.concat_tables(tables, promote_options="default")
    df = tidy(table.to_pandas())
    manifest = folder / MANIFEST
    if manifest.exists():
        found = json.loads(manifest.read_text(encoding="utf-8"))
        found.pop("chunk_size", None)
        df.attrs["study"] = found
    return df
