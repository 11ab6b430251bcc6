"""The study behind the notebook "Merlin, what scores": one definition, run small or in full.

Three parts, each a set of :func:`~tabletop_lib.analysis.simulate` studies with its own seeds:

- ``players``: the base game with random agents at 2, 3 and 4 players;
- ``greedy``: 3-player base games with one greedy agent and two random ones, the greedy agent
  in each seat in turn (so no seat is favoured);
- ``modules``: 3-player random games of the base game, each Big Box module alone, and all nine
  together (:func:`~tabletop_lib.analysis.simulate_configurations`).

Every row gets ``study`` (the part), ``configuration`` (``"base game"``, a module's name or
``"all nine"``) and ``turn`` (seats after the start player: 0 for the start player). Because a
game's seed depends only on the study seed and its index, the first ``k`` games of every
configuration of a big run are exactly the games of a run of size ``k``: the notebook checks a
small live run against the stored full one that way.

Run in full and store it (the file the notebook reads)::

    python -m tabletop_lib.games.merlin.study \\
        --out tabletop_lib/games/merlin/data/what_scores_study.csv.gz
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from tabletop_lib.analysis.effects import simulate_configurations
from tabletop_lib.analysis.simulate import read_csv, simulate, write_csv
from tabletop_lib.core.data import data_path
from tabletop_lib.games.merlin.params import MODULE_NAMES

GAME = "merlin"
BASE = "base game"
ALL_MODULES = "all nine"
PLAYER_COUNTS = (2, 3, 4)
GREEDY_PLAYERS = 3
MODULE_PLAYERS = 3
STORED_FILE = "what_scores_study.csv.gz"
SEED = 2026


def module_configurations() -> dict[str, dict[str, Any]]:
    """The base game, each module alone (the manual's order), then all nine together."""
    alone = {m: {"modules": [m]} for m in MODULE_NAMES}
    return {BASE: {}, **alone, ALL_MODULES: {"modules": list(MODULE_NAMES)}}


@dataclass(frozen=True)
class StudySize:
    """How many games each part plays: per player count, per greedy seat, per configuration."""

    players: int
    greedy: int
    modules: int

    def games(self) -> int:
        configurations = len(module_configurations())
        return (
            self.players * len(PLAYER_COUNTS)
            + self.greedy * GREEDY_PLAYERS
            + self.modules * configurations
        )


FULL = StudySize(players=1500, greedy=300, modules=400)
"""The full study: 4,500 random base games, 900 with a greedy seat, 400 per module setting."""


def _with_turn(df: pd.DataFrame, study: str, configuration: str | None = None) -> pd.DataFrame:
    extra: dict[str, Any] = {"study": study}
    if configuration is not None:
        extra["configuration"] = configuration
    df = df.assign(**extra)
    df["turn"] = (df["seat"] - df["start_player"]) % df["num_players"]
    return df


def greedy_seats(num_players: int, greedy_seat: int) -> list[str]:
    """One greedy agent in ``greedy_seat``, random agents elsewhere."""
    return ["greedy" if s == greedy_seat else "random" for s in range(num_players)]


def run_study(
    size: StudySize,
    seed: int = SEED,
    workers: int = 1,
    parts: Sequence[str] = ("players", "greedy", "modules"),
) -> pd.DataFrame:
    """Play the study's ``parts`` at ``size`` and return their rows together.

    Seeds: ``seed + n`` for the ``n``-player random study, ``seed + 100 + g`` with the greedy
    agent in seat ``g``, ``seed + 200 + i`` for the ``i``-th module configuration.
    """
    frames: list[pd.DataFrame] = []
    if "players" in parts:
        for n in PLAYER_COUNTS:
            df = simulate(
                GAME, n, "random", size.players, seed=seed + n, workers=workers, progress=False
            )
            frames.append(_with_turn(df, "players", BASE))
    if "greedy" in parts:
        for g in range(GREEDY_PLAYERS):
            agents = greedy_seats(GREEDY_PLAYERS, g)
            df = simulate(
                GAME,
                GREEDY_PLAYERS,
                agents,
                size.greedy,
                seed=seed + 100 + g,
                workers=workers,
                progress=False,
            )
            frames.append(_with_turn(df, "greedy", BASE))
    if "modules" in parts:
        df = simulate_configurations(
            GAME,
            MODULE_PLAYERS,
            module_configurations(),
            "random",
            size.modules,
            seed=seed + 200,
            workers=workers,
        )
        frames.append(_with_turn(df, "modules"))
    out = pd.concat(frames, ignore_index=True)
    categories = [c for c in out.columns if str(c).startswith("cat_")]
    out[categories] = out[categories].fillna(0).astype("int64")
    out.attrs["study"] = {"size": asdict(size), "seed": seed, "parts": list(parts)}
    return out


def stored_path() -> Path:
    return data_path(GAME, STORED_FILE)


def load_stored(path: Path | None = None) -> pd.DataFrame:
    """The stored full study (see the module docstring for how it was made)."""
    return read_csv(path or stored_path())


def matches_stored(live: pd.DataFrame, stored: pd.DataFrame) -> bool:
    """Whether every game of a small ``live`` run is, row for row, the same game in ``stored``
    (the same seed, seats, agents, scores and categories)."""
    keys = ["study", "configuration", "game_seed", "seat"]
    columns = [c for c in live.columns if c in stored.columns]
    picked = live[keys].merge(stored[columns], on=keys, how="left")
    ordered = live[columns].reset_index(drop=True)
    picked = picked[columns].reset_index(drop=True)
    return len(picked) == len(live) and bool(
        (picked.astype(str) == ordered.astype(str)).all().all()
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=stored_path())
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    df = run_study(FULL, seed=args.seed, workers=args.workers)
    seconds = time.perf_counter() - started
    games = FULL.games()
    df.attrs["study"] |= {"seconds": round(seconds, 1), "workers": args.workers}
    write_csv(df, args.out)
    print(
        f"{games} games in {seconds:.0f} s ({games / seconds:.1f} games/s, "
        f"{args.workers} workers) -> {args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
