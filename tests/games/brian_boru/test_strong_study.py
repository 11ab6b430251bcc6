"""The strong-player study on Brian Boru: resumable runs, and the three tables with random
players."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from tabletop_lib.analysis.strong_study import (
    GREEDY,
    STRONG,
    TABLES,
    StrongSize,
    run_study,
    same_games,
    study_parts,
    with_random,
)


def test_a_resumed_run_is_the_same_as_one_in_memory(tmp_path: Path) -> None:
    size = StrongSize(greedy=10, per_seat=0)
    first = run_study("brian_boru", size, work_dir=tmp_path)
    folder = tmp_path / "brian_boru" / "greedy"
    parts = sorted(folder.glob("part-*.parquet"))
    assert len(parts) == 2  # chunks of 5 games
    parts[1].unlink()  # as if the run had stopped half way
    resumed = run_study("brian_boru", size, work_dir=tmp_path)
    in_memory = run_study("brian_boru", size)
    assert same_games(resumed, in_memory) and same_games(first, in_memory)
    assert (in_memory["turn"] == (in_memory["seat"] - in_memory["start_player"]) % 4).all()
    smaller = run_study("brian_boru", StrongSize(greedy=3, per_seat=0))
    assert same_games(smaller, in_memory)
    changed = smaller.copy()
    changed.loc[changed.index[0], "score"] += 1
    assert not same_games(changed, in_memory)


def test_with_random_names_the_three_tables() -> None:
    stored = run_study("brian_boru", StrongSize(greedy=2, per_seat=0))
    randoms = stored.drop(columns=["study", "part"]).assign(agent="random")
    both = with_random(randoms, stored)
    assert list(pd.unique(both["table"])) == [TABLES["random"], TABLES["greedy"]]
    assert len(both) == 2 * len(stored)


def test_every_seat_hosts_the_searcher_once_with_its_own_seed() -> None:
    parts = study_parts("brian_boru", StrongSize(greedy=3, per_seat=2), seed=10)
    assert [p.name for p in parts] == ["greedy", *(f"ismcts seat {s}" for s in range(4))]
    assert parts[0].agents == (GREEDY,) * 4 and parts[0].n_games == 3
    for s, part in enumerate(parts[1:]):
        assert part.agents.index(STRONG) == s and part.agents.count(STRONG) == 1
        assert part.n_games == 2
    assert len({p.seed for p in parts}) == len(parts)
