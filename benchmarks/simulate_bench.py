"""Simulation throughput: games per second of ``analysis.simulate`` with 1 and more workers.

    .venv/bin/python benchmarks/simulate_bench.py [--games 2000] [--players 4] [--workers 1 2]

Each run is one ``simulate(..., progress=False)`` call with random agents, timed as a whole
(``time.perf_counter``), so worker start-up, pickling the rows back and building the DataFrame
are included: it is the figure a notebook user sees. With ``--repeat`` the best of several runs
is kept, as other load on the machine only ever slows a run down. The CPU seconds (this process
and its finished workers, from ``getrusage``) show what parallelism costs in overhead; when
they are well below ``workers x seconds``, other processes were competing for the cores. The
runs share the study seed, and the script checks that their DataFrames are identical. Prints a
markdown table on stdout.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import sys
import time

import pandas as pd
from bench_games import default_game

from tabletop_lib.analysis import simulate


def _cpu_seconds() -> float:
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


def measure(
    game: str, players: int, games: int, workers: int, seed: int
) -> tuple[float, float, pd.DataFrame]:
    """Wall-clock and CPU seconds for one study of ``games`` games, and its DataFrame."""
    cpu = _cpu_seconds()
    started = time.perf_counter()
    df = simulate(game, players, n_games=games, seed=seed, workers=workers, progress=False)
    return time.perf_counter() - started, _cpu_seconds() - cpu, df


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=default_game(), help="default: the registry's first")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=1, help="runs per worker count; best kept")
    args = parser.parse_args(argv)

    simulate(args.game, args.players, n_games=2, seed=args.seed, progress=False)  # warm caches
    results: list[tuple[int, float, float]] = []
    reference: pd.DataFrame | None = None
    for workers in args.workers:
        best: tuple[float, float] | None = None
        for run in range(args.repeat):
            print(f"{workers} worker(s), run {run + 1}: {args.games} games ...", file=sys.stderr)
            seconds, cpu, df = measure(args.game, args.players, args.games, workers, args.seed)
            if reference is None:
                reference = df
            else:
                pd.testing.assert_frame_equal(df, reference)  # parallelism never changes a study
            if best is None or seconds < best[0]:
                best = (seconds, cpu)
        assert best is not None
        results.append((workers, *best))

    cpus = os.cpu_count()
    print(
        f"`{args.game}`, {args.players} random players, {args.games} games per run; "
        f"best of {args.repeat}; Python {platform.python_version()}, {cpus} CPUs, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    print()
    print("| workers | seconds | games/s | speed-up | CPU seconds | games per CPU second |")
    print("|--------:|--------:|--------:|---------:|------------:|---------------------:|")
    base = results[0][1]
    for workers, seconds, cpu in results:
        rate = args.games / seconds
        print(
            f"| {workers} | {seconds:.2f} | {rate:.0f} | {base / seconds:.2f}x "
            f"| {cpu:.2f} | {args.games / cpu:.0f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
