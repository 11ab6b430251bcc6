"""The Dask back end and the Parquet dataset: the same rows as one process, resumable.

One LocalCluster with two worker processes serves the whole module (it takes a few seconds to
start). The studies are tiny and cut into small chunks, so the two workers share them and
finish them in an order that has nothing to do with the game indices.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from registered import games, table

from tabletop_lib.analysis import backends, read_dataset, simulate, tournament
from tabletop_lib.analysis.study import Row, Study

distributed = pytest.importorskip("distributed")

GAMES = 16
"""Games per study: four to eight chunks of the sizes below, shared by the two workers, and
more than the ten a stopped study has played before it restarts."""
SEED = 11


@dataclass(frozen=True)
class Setting:
    """A game at four players (or the count nearest it): one greedy agent, the rest random."""

    game: str
    players: int
    agents: list[str]


@pytest.fixture(scope="module", params=games())
def setting(request: pytest.FixtureRequest) -> Setting:
    players = table(request.param, 4)
    return Setting(request.param, players, ["greedy"] + ["random"] * (players - 1))


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
def serial(setting: Setting) -> pd.DataFrame:
    return simulate(
        setting.game, setting.players, setting.agents, n_games=GAMES, seed=SEED, progress=False
    )


def test_the_cluster_has_two_workers(client: Any) -> None:
    assert len(client.scheduler_info()["workers"]) == 2


def test_dask_gives_the_serial_rows(setting: Setting, client: Any, serial: pd.DataFrame) -> None:
    on_dask = simulate(
        setting.game,
        setting.players,
        setting.agents,
        n_games=GAMES,
        seed=SEED,
        progress=False,
        client=client,
        chunk_size=3,
    )
    pd.testing.assert_frame_equal(on_dask, serial)
    assert on_dask.attrs["study"] == serial.attrs["study"]


def test_both_workers_play_chunks(setting: Setting, client: Any) -> None:
    with distributed.get_task_stream(client) as stream:
        simulate(
            setting.game,
            setting.players,
            n_games=GAMES,
            seed=SEED,
            progress=False,
            client=client,
            chunk_size=2,
        )
    assert len({task["worker"] for task in stream.data}) == 2


def test_dask_tournament_gives_the_serial_tournament(setting: Setting, client: Any) -> None:
    players = table(setting.game, 2)
    entrants = ["greedy", "random", "heuristic", "random:seed=9", "random:seed=8"][:players]
    args = (setting.game, entrants, 6, players)
    here = tournament(*args, seed=SEED, progress=False)
    there = tournament(*args, seed=SEED, progress=False, client=client, chunk_size=1)
    pd.testing.assert_frame_equal(there.games, here.games)
    pd.testing.assert_frame_equal(there.ratings, here.ratings)


def test_workers_write_the_dataset(
    setting: Setting, client: Any, serial: pd.DataFrame, tmp_path: Path
) -> None:
    folder = tmp_path / "study"
    dataset = simulate(
        setting.game,
        setting.players,
        setting.agents,
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
    assert read_dataset(folder).attrs["study"]["agents"] == setting.agents


def test_dask_resume_plays_only_the_missing_chunks(
    setting: Setting, client: Any, serial: pd.DataFrame, tmp_path: Path
) -> None:
    folder = tmp_path / "study"
    kwargs: dict[str, Any] = {"seed": SEED, "progress": False, "out": folder, "chunk_size": 4}
    first = simulate(setting.game, setting.players, setting.agents, GAMES, client=client, **kwargs)
    lost = first.files()[1::2]
    for part in lost:
        part.unlink()
    again = simulate(setting.game, setting.players, setting.agents, GAMES, client=client, **kwargs)
    assert again.played == 4 * len(lost)
    pd.testing.assert_frame_equal(again.read(), serial)


def _counting(played: list[int]) -> Any:
    real = backends.play_games

    def play_games(study: Study, indices: Sequence[int], *args: Any, **kwargs: Any) -> list[Row]:
        played.extend(indices)
        return real(study, indices, *args, **kwargs)

    return play_games


def test_a_stopped_study_restarts_where_it_stopped(
    setting: Setting, monkeypatch: pytest.MonkeyPatch, serial: pd.DataFrame, tmp_path: Path
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
        simulate(setting.game, setting.players, setting.agents, GAMES, **kwargs)
    assert len(list(folder.glob("part-*.parquet"))) == 2
    (folder / ".part-000000010-000000015.parquet.dead.tmp").write_bytes(b"half a file")

    monkeypatch.setattr(backends, "write_part", real_write)
    played: list[int] = []
    monkeypatch.setattr(backends, "play_games", _counting(played))
    resumed = simulate(setting.game, setting.players, setting.agents, GAMES, **kwargs)
    assert played == list(range(10, GAMES))  # the first two parts were not played again
    assert resumed.played == GAMES - 10
    pd.testing.assert_frame_equal(resumed.read(), serial)

    played.clear()
    assert simulate(setting.game, setting.players, setting.agents, GAMES, **kwargs).played == 0
    del kwargs["chunk_size"]  # a resumed study keeps the chunk size it started with
    assert simulate(setting.game, setting.players, setting.agents, GAMES, **kwargs).played == 0
    assert played == []


def test_a_folder_of_another_study_is_refused(setting: Setting, tmp_path: Path) -> None:
    simulate(setting.game, setting.players, n_games=4, seed=1, progress=False, out=tmp_path)
    with pytest.raises(ValueError, match=r"holds another study.*seed"):
        simulate(setting.game, setting.players, n_games=4, seed=2, progress=False, out=tmp_path)
    with pytest.raises(ValueError, match="chunk_size"):
        simulate(
            setting.game,
            setting.players,
            n_games=4,
            seed=1,
            progress=False,
            out=tmp_path,
            chunk_size=2,
        )


def test_the_process_pool_writes_the_same_dataset(
    setting: Setting, serial: pd.DataFrame, tmp_path: Path
) -> None:
    dataset = simulate(
        setting.game,
        setting.players,
        setting.agents,
        GAMES,
        seed=SEED,
        workers=2,
        progress=False,
        out=tmp_path,
        chunk_size=6,
    )
    pd.testing.assert_frame_equal(dataset.read(), serial)


def test_a_dataset_reads_parts_whose_text_columns_differ_in_arrow_type(tmp_path: Path) -> None:
    """A part written from an object column (a missing value in it) holds Arrow ``string``,
    one from pandas' text dtype ``large_string``: the dataset still reads as one table."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tabletop_lib.analysis.backends import read_dataset

    rows = {"game_index": [0, 0], "seat": [0, 1]}
    pq.write_table(
        pa.table({**rows, "agent": pa.array(["greedy", None], pa.string())}),
        tmp_path / "part-000000-000001.parquet",
    )
    pq.write_table(
        pa.table({"game_index": [1], "seat": [0], "agent": pa.array(["x"], pa.large_string())}),
        tmp_path / "part-000001-000002.parquet",
    )
    df = read_dataset(tmp_path)
    assert list(df["agent"].iloc[[0, 2]]) == ["greedy", "x"] and df["agent"].isna().sum() == 1
