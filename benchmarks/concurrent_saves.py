"""Two processes save one match file over and over while a third loads it: every load must
read a whole match (the old save or the new one), never part of one.

    .venv/bin/python benchmarks/concurrent_saves.py [--seconds 10] [--game NAME] [--plain]

Each writer replays its own match (a different seed, so the two files differ) and saves it
with ``Match.save`` (a temporary file in the same folder, synced, then ``os.replace``) as fast
as it can; the reader loads the file with ``Match.load`` in a loop and counts the loads that
came back whole, the ones refused (DataError: a partial or mixed file, what ``Path.write_text``
gave before) and any other exception. Prints one line of counts; exits 1 when a load was not
whole. It times nothing: the figure is the count of partial reads.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import sys
import tempfile
import time
from pathlib import Path

from bench_games import default_game

import tabletop_lib
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.match import Match


def played_match(game_name: str, seed: int, steps: int) -> Match:
    """A match of ``steps`` random checked actions from ``seed``."""
    game = tabletop_lib.load_game(game_name)
    match = Match(game, seed)
    choose = random.Random(seed)
    for _ in range(steps):
        if match.state.is_terminal():
            break
        legal = match.state.legal_actions()
        match.apply(legal[choose.randrange(len(legal))])
    return match


def write_loop(
    path: str, game_name: str, seed: int, until: float, counts: mp.Queue, plain: bool
) -> None:
    """Save the seed's match to ``path`` until the clock passes ``until`` (``plain``: with
    ``Path.write_text``, the non-atomic way, as a control that the reader sees partial files)."""
    match = played_match(game_name, seed, 60)
    saves = 0
    while time.time() < until:
        if plain:
            Path(path).write_text(match.dumps(), encoding="utf-8")
        else:
            match.save(path)
        saves += 1
    counts.put(("saves", saves))


def read_loop(path: str, until: float, counts: mp.Queue) -> None:
    """Load ``path`` until the clock passes ``until``, counting whole and refused loads."""
    whole = refused = other = 0
    while time.time() < until:
        try:
            Match.load(path)
            whole += 1
        except DataError:
            refused += 1
        except Exception:  # counted: any other failure is a finding too
            other += 1
    counts.put(("whole", whole))
    counts.put(("refused", refused))
    counts.put(("other", other))


def measure(game_name: str, seconds: float, plain: bool = False) -> dict[str, int]:
    """Run two writers and a reader on one file for ``seconds``; the summed counts."""
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "match.jsonl")
        played_match(game_name, 1, 60).save(path)
        counts: mp.Queue = mp.Queue()
        until = time.time() + seconds
        workers = [
            mp.Process(target=write_loop, args=(path, game_name, 1, until, counts, plain)),
            mp.Process(target=write_loop, args=(path, game_name, 2, until, counts, plain)),
            mp.Process(target=read_loop, args=(path, until, counts)),
        ]
        for w in workers:
            w.start()
        totals = {"saves": 0, "whole": 0, "refused": 0, "other": 0}
        for _ in range(5):  # two writers' lines, three reader's
            key, value = counts.get(timeout=seconds + 120)
            totals[key] += value
        for w in workers:
            w.join()
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--game", default=default_game(), help="default: the registry's first")
    parser.add_argument(
        "--plain", action="store_true", help="write with Path.write_text (a control, not atomic)"
    )
    args = parser.parse_args(argv)
    totals = measure(args.game, args.seconds, args.plain)
    loads = totals["whole"] + totals["refused"] + totals["other"]
    print(
        f"{args.game}{' (plain writes)' if args.plain else ''}, {args.seconds:g} s: "
        f"{totals['saves']} saves by two writers, {loads} loads: "
        f"{totals['whole']} whole, {totals['refused']} partial (refused), "
        f"{totals['other']} other errors"
    )
    return 0 if loads and totals["whole"] == loads else 1


if __name__ == "__main__":
    sys.exit(main())
