"""Studies at scale: the Dask back end's speed-up with 1 and 2 local workers, and Parquet rows/s.

    .venv/bin/python benchmarks/studies_bench.py [--games 1000] [--workers 1 2] [--write-md]

**Dask.** For each worker count a ``LocalCluster`` of that many worker processes (one thread
each) is started and warmed up with a tiny study (so the workers have imported the library),
then one ``simulate(..., client=client)`` is timed as a whole, wall clock: submitting the
chunks, playing them, sending the rows back and building the DataFrame. The study is
``--games`` 4-player games of the registry's first game (Brian Boru) with one greedy agent
and three random ones. Every run's DataFrame is compared with the serial one (one process, no
Dask): they must be identical. The
workers' CPU seconds (``getrusage`` in each worker, before and after) show how busy they were:
on a shared machine, a speed-up below the goal with workers' CPU well below ``workers x
seconds`` means other processes held the cores.

**Parquet.** Rows written per second: the serial study's DataFrame cut into parts of 100 games
and each written as the workers write them (``backends.save_part``: a hidden file, then an
atomic rename), timed alone; and a whole streamed study, ``simulate(..., out=folder)`` on the
largest cluster, rows over wall-clock seconds (playing included).

The *CPU speed-up* is the 1-worker run's CPU seconds over the busiest worker's CPU seconds: the
speed-up the work's split allows on otherwise idle cores, which a loaded machine hides from the
wall clock. The goal of the issue: a speed-up of at least 1.8x with 2 workers, identical results.
Prints a markdown table; ``--write-md`` replaces the "Studies at scale" section of
``BENCHMARKS.md``.
"""

from __future__ import annotations

import argparse
import datetime
import logging
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pandas as pd
from bench_games import default_game, title
from bench_md import replace_section
from distributed import Client, LocalCluster

from tabletop_lib.analysis import simulate
from tabletop_lib.analysis.backends import chunks, save_part

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Studies at scale"
GAME = default_game()
"""The registry's first game: the study's rows, not its game, are what is measured."""
PLAYERS = 4
AGENTS = ["greedy", "random", "random", "random"]
SEED = 0


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _workers_cpu(client: Client) -> list[float]:
    """Each worker's CPU seconds so far, in the order of their addresses."""
    seconds: dict[str, float] = client.run(_cpu)
    return [seconds[address] for address in sorted(seconds)]


def _cluster(workers: int) -> LocalCluster:
    return LocalCluster(
        n_workers=workers, threads_per_worker=1, dashboard_address=":0", silence_logs=logging.ERROR
    )


def measure_dask(workers: int, games: int, reference: pd.DataFrame) -> dict[str, Any]:
    """Seconds of one study on a fresh LocalCluster of ``workers`` processes."""
    with _cluster(workers) as cluster, Client(cluster) as client:
        simulate(GAME, PLAYERS, AGENTS, 2 * workers, seed=SEED + 1, client=client, progress=False)
        before = _workers_cpu(client)
        started = time.perf_counter()
        df = simulate(GAME, PLAYERS, AGENTS, games, seed=SEED, client=client, progress=False)
        seconds = time.perf_counter() - started
        cpu = [after - b for after, b in zip(_workers_cpu(client), before, strict=True)]
    pd.testing.assert_frame_equal(df, reference)  # the back end never changes a study
    return {"workers": workers, "seconds": seconds, "worker_cpu": cpu}


def measure_writes(df: pd.DataFrame, games: int) -> dict[str, Any]:
    """Rows per second of writing the study's parts, as the workers write them."""
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        for chunk in chunks(games, 100):
            part = df[(df["game_index"] >= chunk.start) & (df["game_index"] < chunk.stop)]
            save_part(part, Path(folder), chunk)
        seconds = time.perf_counter() - started
        size = sum(f.stat().st_size for f in Path(folder).iterdir())
    return {"rows": len(df), "seconds": seconds, "bytes": size}


def measure_stream(workers: int, games: int) -> dict[str, Any]:
    """Rows per second of a whole study streamed to Parquet by ``workers`` Dask workers."""
    with (
        _cluster(workers) as cluster,
        Client(cluster) as client,
        tempfile.TemporaryDirectory() as folder,
    ):
        simulate(GAME, PLAYERS, AGENTS, 2 * workers, seed=SEED + 1, client=client, progress=False)
        started = time.perf_counter()
        dataset = simulate(
            GAME, PLAYERS, AGENTS, games, seed=SEED, client=client, out=folder, progress=False
        )
        seconds = time.perf_counter() - started
        assert dataset.played == games
    return {"workers": workers, "rows": games * PLAYERS, "seconds": seconds}


OUTRO = """The CPU speed-up is the 1-worker run's CPU seconds over the busiest worker's: what the
split of the work allows on idle cores. When other processes hold the cores (a load average well
above the CPU count), the wall-clock speed-up stays low while the CPU speed-up does not. The
streamed study's rows/s includes playing the games; writing the parts alone is the Parquet cost.
"""


def table(serial: float, runs: list[dict[str, Any]], games: int) -> str:
    lines = [
        "| back end | seconds | games/s | speed-up over 1 worker | each worker's CPU s "
        "| CPU speed-up |",
        "|---|--:|--:|--:|--:|--:|",
        f"| one process, no Dask | {serial:.2f} | {games / serial:.0f} | | | |",
    ]
    base, base_cpu = runs[0]["seconds"], max(runs[0]["worker_cpu"])
    for run in runs:
        cpus = run["worker_cpu"]
        lines.append(
            f"| Dask, {run['workers']} worker{'s' if run['workers'] > 1 else ''} "
            f"| {run['seconds']:.2f} | {games / run['seconds']:.0f} "
            f"| {base / run['seconds']:.2f}x | {' / '.join(f'{c:.1f}' for c in cpus)} "
            f"| {base_cpu / max(cpus):.2f}x |"
        )
    return "\n".join(lines)


def parquet_table(writes: dict[str, Any], streamed: dict[str, Any]) -> str:
    return "\n".join(
        [
            "| Parquet | rows | seconds | rows/s |",
            "|---|--:|--:|--:|",
            f"| write the parts only (100 games each, {writes['bytes'] / 1e6:.1f} MB) "
            f"| {writes['rows']} | {writes['seconds']:.2f} "
            f"| {writes['rows'] / writes['seconds']:.0f} |",
            f"| stream a whole study, {streamed['workers']} Dask workers (playing included) "
            f"| {streamed['rows']} | {streamed['seconds']:.2f} "
            f"| {streamed['rows'] / streamed['seconds']:.0f} |",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--write-md", action="store_true", help="rewrite BENCHMARKS.md")
    parser.add_argument("--md", type=Path, default=ROOT / "BENCHMARKS.md")
    args = parser.parse_args(argv)

    print(f"serial: {args.games} games ...", file=sys.stderr, flush=True)
    started = time.perf_counter()
    reference = simulate(GAME, PLAYERS, AGENTS, args.games, seed=SEED, progress=False)
    serial = time.perf_counter() - started
    runs = []
    for workers in args.workers:
        print(f"Dask, {workers} worker(s) ...", file=sys.stderr, flush=True)
        runs.append(measure_dask(workers, args.games, reference))
    writes = measure_writes(reference, args.games)
    streamed = measure_stream(max(args.workers), args.games)

    load = os.getloadavg()[0]
    text = (
        f"{SECTION}\n\n`benchmarks/studies_bench.py` (also in `make bench`): {args.games} "
        f"4-player {title(GAME)} games (one greedy agent, three random), wall clock, "
        f"{os.cpu_count()} CPUs, load average {load:.1f} at the end, measured "
        f"{datetime.date.today().isoformat()}. Every Dask run's DataFrame is identical to the "
        f"one-process DataFrame.\n\n{table(serial, runs, args.games)}\n\n"
        f"{parquet_table(writes, streamed)}\n\n{OUTRO}"
    )
    print(text)
    if args.write_md:
        replace_section(args.md, SECTION, text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
