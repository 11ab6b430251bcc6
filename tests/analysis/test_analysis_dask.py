"""The Dask back end and the Parquet dataset: the same rows as one process, resumable.

One LocalCluster with two worker processes serves the whole module (it takes a few seconds to
start). The studies are tiny and cut into small chunks, so the two workers share them and
finish them in an order that has nothing to do with the game indices.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from tabletop_lib.analysis import backends, read_dataset, simulate, tournament
from tabletop_lib.analysis.study import Row, Study

distributed = pytest.importorskip("distributed")

GAME = "brian_boru"
PLAYERS = 4
GAMES = 24
SEED = 11
AGENTS = ["greedy", "random", "random", "random"]


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        dashboard_address=":0",
        silence_logs=logging.ERROR,
    )
    with distributed.Client(cluster) as dask_client:
        yield dask_client
    cluster.close()


@pytest.fixture(scope="module")
def serial() -> pd.DataFrame:
    return simulate(GAME, PLAYERS, AGENTS, n_games=GAMES, seed=SEED, progress=False)


def test_the_cluster_has_two_workers(client: Any) -> None:
    assert len(client.scheduler_info()["workers"]) == 2


def test_dask_gives_the_serial_rows(client: Any, serial: pd.DataFrame) -> None:
    on_dask = simulate(
        GAME,
        PLAYERS,
        AGENTS,
        n_games=GAMES,
        seed=SEED,
        progress=False,
        client=client,
        chunk_size=3,
    )
    pd.testing.assert_frame_equal(on_dask, serial)
    assert on_dask.attrs["study"] == serial.attrs["study"]


def test_both_workers_play_chunks(client: Any) -> None:
    with distributed.get_task_stream(client) as stream:
        simulate(
            GAME, PLAYERS, n_games=GAMES, seed=SEED, progress=False, client=client, chunk_size=2
        )
    assert len({task["worker"] for task in stream.data}) == 2


def test_dask_tournament_gives_the_serial_tournament(client: Any) -> None:
    args = ("paladins", ["greedy", "random"], 6)
    here = tournament(*args, seed=SEED, progress=False)
    there = tournament(*args, seed=SEED, progress=False, client=client, chunk_size=1)
    pd.testing.assert_frame_equal(there.games, here.games)
    pd.testing.assert_frame_equal(there.ratings, here.ratings)


def test_workers_write_the_dataset(client: Any, serial: pd.DataFrame, tmp_path: Path) -> None:
    folder = tmp_path / "study"
    dataset = simulate(
        GAME,
        PLAYERS,
        AGENTS,
        n_games=GAMES,
        seed=SEED,
        progress=False,
        client=client,
        out=folder,
        chunk_size=5,
    )
    assert dataset.played == GAMES
    assert [f.name for f in dataset.files()] == [
        backends.part_name(range(start, min(start + 5, GAMES))) for start in range(0, GAMES, 5)
    ]
    pd.testing.assert_frame_equal(dataset.read(), serial)
    assert read_dataset(folder).attrs["study"]["agents"] == AGENTS


def test_dask_resume_plays_only_the_missing_chunks(
    client: Any, serial: pd.DataFrame, tmp_path: Path
) -> None:
    folder = tmp_path / "study"
    kwargs: dict[str, Any] = {"seed": SEED, "progress": False, "out": folder, "chunk_size": 4}
    first = simulate(GAME, PLAYERS, AGENTS, GAMES, client=client, **kwargs)
    lost = first.files()[1::2]
    for part in lost:
        part.unlink()
    again = simulate(GAME, PLAYERS, AGENTS, GAMES, client=client, **kwargs)
    assert again.played == 4 * len(lost)
    pd.testing.assert_frame_equal(again.read(), serial)


def _counting(played: list[int]) -> Any:
    real = backends.play_games

    def play_games(study: Study, indices: Sequence[int], *args: Any, **kwargs: Any) -> list[Row]:
        played.extend(indices)
        return real(study, indices, *args, **kwargs)

    return play_games


def test_a_stopped_study_restarts_where_it_stopped(
    monkeypatch: pytest.MonkeyPatch, serial: pd.DataFrame, tmp_path: Path
) -> None:
    folder = tmp_path / "study"
    kwargs: dict[str, Any] = {"seed": SEED, "progress": False, "out": folder, "chunk_size": 5}
    real_write = backends.write_part
    written: list[int] = []

    def stops_after_two_parts(study: Study, chunk: range, *args: Any, **kw: Any) -> int:
        if len(written) == 2:
            raise KeyboardInterrupt  # the study is stopped half way
        written.append(chunk.start)
        return real_write(study, chunk, *args, **kw)

    monkeypatch.setattr(backends, "write_part", stops_after_two_parts)
    with pytest.raises(KeyboardInterrupt):
        simulate(GAME, PLAYERS, AGENTS, GAMES, **kwargs)
    assert len(list(folder.glob("part-*.parquet"))) == 2
    (folder / ".part-000000010-000000015.parquet.dead.tmp").write_bytes(b"half a file")

    monkeypatch.setattr(backends, "write_part", real_write)
    played: list[int] = []
    monkeypatch.setattr(backends, "play_games", _counting(played))
    resumed = simulate(GAME, PLAYERS, AGENTS, GAMES, **kwargs)
    assert played == list(range(10, GAMES))  # the first two parts were not played again
    assert resumed.played == GAMES - 10
    pd.testing.assert_frame_equal(resumed.read(), serial)

    played.clear()
    assert simulate(GAME, PLAYERS, AGENTS, GAMES, **kwargs).played == 0
    del kwargs["chunk_size"]  # a resumed study keeps the chunk size it started with
    assert simulate(GAME, PLAYERS, AGENTS, GAMES, **kwargs).played == 0
    assert played == []


def test_a_folder_of_another_study_is_refused(tmp_path: Path) -> None:
    simulate(GAME, PLAYERS, n_games=4, seed=1, progress=False, out=tmp_path)
    with pytest.raises(ValueError, match=r"holds another study.*seed"):
        simulate(GAME, PLAYERS, n_games=4, seed=2, progress=False, out=tmp_path)
    with pytest.raises(ValueError, match="chunk_size"):
        simulate(GAME, PLAYERS, n_games=4, seed=1, progress=False, out=tmp_path, chunk_size=2)


def test_the_process_pool_writes_the_same_dataset(serial: pd.DataFrame, tmp_path: Path) -> None:
    dataset = simulate(
        GAME,
        PLAYERS,
        AGENTS,
        GAMES,
        seed=SEED,
        workers=2,
        progress=False,
        out=tmp_path,
        chunk_size=6,
    )
    pd.testing.assert_frame_equal(dataset.read(), serial)
