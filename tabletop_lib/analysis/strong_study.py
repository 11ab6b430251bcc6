"""The strong-player study behind the "what scores" notebooks: greedy and IS-MCTS tables.

The notebooks' own studies play random agents (and one greedy seat among random ones), so they
describe how unskilled players lose points. This study asks the same questions of better play,
in two parts per game, at the player count of the notebook's greedy study (Brian Boru 4,
Merlin 3, Paladins 3; Merlin the base game, Paladins the default readings of its options):

- ``greedy``: every seat a greedy agent (the best immediate score gain, one step);
- ``ismcts``: one IS-MCTS seat (:data:`STRONG`, a cheap search: 50 simulations per move,
  rollouts cut off after 12 actions) against greedy seats. The searcher sits in each seat in
  turn, the same number of games in each (one :func:`~.simulate.simulate` run per seat), so no
  seat is favoured.

Seeds: study seed ``seed + 1`` for the greedy part, ``seed + 100 + s`` with the searcher in seat
``s``. A game's seed depends only on its study seed and index, and every agent's seed on the
game seed and its seat, so the first ``k`` games of each part of a big run are exactly the games
of a run of size ``k``: the notebooks replay a few and compare them row for row with the stored
file (:func:`same_games`).

Every row gets ``study`` (the part), ``part`` (``"greedy"`` or ``"ismcts seat s"``),
``start_player`` and ``turn`` (seats after the start player: 0 for the start player). Each part
streams to a resumable Parquet dataset (:func:`~.simulate.simulate` with ``out``) under the
work folder, so a stopped run started again plays only the missing chunks; the parts are then
gathered into one small file per game, ``games/<game>/data/strong_study.csv.gz``
(compressed CSV, readable without the ``analysis`` extra). Run in full::

    python -m tabletop_lib.analysis.strong_study            # the three games
    python -m tabletop_lib.analysis.strong_study --game merlin --workers 2

If the agents' or the engines' random draws change, the stored files no longer replay (the
test says so): the same command regenerates them. On a cluster, pass ``--scheduler
tcp://host:8786`` (see the notebook ``16_studies_at_scale``).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd

from tabletop_lib.core.data import data_path
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import list_games, load_game

from .effects import difference_interval
from .metrics import category_columns, win_rates
from .simulate import read_csv, simulate, write_csv
from .study import start_players

if TYPE_CHECKING:
    from distributed import Client

STRONG = "ismcts:simulations=50,depth=12"
"""The searcher's agent spec: cheap enough for hundreds of games, strong enough to beat greedy."""
GREEDY = "greedy"


def study_games() -> list[str]:
    """The games with a strong-play study: those whose faces give its table size."""
    return [g for g in list_games() if faces_of(g).study_players > 0]


def study_players(game_name: str) -> int:
    """The table size of ``game_name``'s study (its ``study_players`` face: that of its
    notebook's greedy study); ValueError for a game without one."""
    n = faces_of(game_name).study_players if game_name in list_games() else 0
    if n <= 0:
        games = ", ".join(study_games())
        raise ValueError(f"no strong study for {game_name!r}; the games: {games}")
    return n


STORED_FILE = "strong_study.csv.gz"
SEED = 2026
CHUNK = 5
"""Games per Parquet part of a running study: a stopped run loses at most this many per part."""
KEYS = ["study", "part", "game_seed", "seat"]
"""What names one row across runs of any size."""
TABLES = {
    "random": "random players",
    "greedy": "greedy players",
    "ismcts": "IS-MCTS against greedy",
}
"""The kinds of table the notebooks compare, by ``study``: the notebook's own random games,
then the two parts of this study."""


@dataclass(frozen=True)
class StrongSize:
    """How many games each part plays: all-greedy tables, and per seat of the searcher."""

    greedy: int
    per_seat: int

    def games(self, game_name: str) -> int:
        return self.greedy + self.per_seat * study_players(game_name)


FULL = StrongSize(greedy=400, per_seat=25)
"""The stored study: 400 all-greedy games and 25 games per searcher seat, per game."""


@dataclass(frozen=True)
class Part:
    """One simulate run of the study: its name, agents per seat, games and study seed."""

    study: str
    name: str
    agents: tuple[str, ...]
    n_games: int
    seed: int


def study_parts(game_name: str, size: StrongSize, seed: int = SEED) -> list[Part]:
    """The parts of ``game_name``'s study, in order: the greedy tables, then seat by seat."""
    n = study_players(game_name)
    parts = [Part("greedy", "greedy", (GREEDY,) * n, size.greedy, seed + 1)]
    for s in range(n):
        agents = tuple(STRONG if seat == s else GREEDY for seat in range(n))
        parts.append(Part("ismcts", f"ismcts seat {s}", agents, size.per_seat, seed + 100 + s))
    return [p for p in parts if p.n_games > 0]


def _start_players(game_name: str, seeds: Sequence[int]) -> dict[int, int]:
    """The start player of each game seed of the study's game (see ``study.start_players``)."""
    return start_players(load_game(game_name, num_players=study_players(game_name)), seeds)


def _labelled(game_name: str, df: pd.DataFrame, part: Part) -> pd.DataFrame:
    df = df.assign(study=part.study, part=part.name)
    if "start_player" not in df.columns:
        starts = _start_players(game_name, list(pd.unique(df["game_seed"])))
        df["start_player"] = df["game_seed"].map(starts).astype("int64")
    df["turn"] = (df["seat"] - df["start_player"]) % df["num_players"]
    return df


def run_study(
    game_name: str,
    size: StrongSize = FULL,
    seed: int = SEED,
    workers: int = 1,
    only: Sequence[str] | None = None,
    work_dir: str | Path | None = None,
    client: Client | None = None,
    progress: bool = False,
) -> pd.DataFrame:
    """Play the parts of ``game_name``'s study (``only`` those named, if given) and return their
    rows together, in part order.

    With ``work_dir`` each part streams to its own resumable Parquet dataset there
    (``<work_dir>/<game>/<part>``); without it the rows stay in memory. ``client`` plays the
    games on a Dask cluster instead of ``workers`` local processes.
    """
    n = study_players(game_name)
    frames: list[pd.DataFrame] = []
    for part in study_parts(game_name, size, seed):
        if only is not None and part.name not in only:
            continue
        common: dict[str, Any] = dict(seed=part.seed, workers=workers, client=client)
        if work_dir is None:
            df = simulate(game_name, n, part.agents, part.n_games, progress=progress, **common)
        else:
            folder = Path(work_dir) / game_name / part.name.replace(" ", "_")
            df = simulate(
                game_name,
                n,
                part.agents,
                part.n_games,
                progress=progress,
                out=folder,
                chunk_size=CHUNK,
                **common,
            ).read()
        frames.append(_labelled(game_name, df, part))
    if not frames:
        raise ValueError(f"no part of the study is named in {list(only or [])}")
    out = pd.concat(frames, ignore_index=True)
    categories = category_columns(out)
    out[categories] = out[categories].fillna(0).astype("int64")
    out.attrs["study"] = {
        "game": game_name,
        "num_players": n,
        "size": asdict(size),
        "seed": seed,
        "strong": STRONG,
        "parts": [p.name for p in study_parts(game_name, size, seed)],
    }
    return out


def stored_path(game_name: str) -> Path:
    return data_path(game_name, STORED_FILE)


def load_stored(game_name: str, path: Path | None = None) -> pd.DataFrame:
    """The stored full study of ``game_name`` (see the module docstring for how it was made)."""
    return read_csv(path or stored_path(game_name))


def same_games(live: pd.DataFrame, stored: pd.DataFrame) -> bool:
    """Whether every row of a small ``live`` run is, column for column, the row of the same
    part, game seed and seat in ``stored`` (the same agents, scores and categories)."""
    columns = [c for c in live.columns if c in stored.columns]
    picked = live[KEYS].merge(stored[columns], on=KEYS, how="left", validate="one_to_one")
    ordered = live[columns].reset_index(drop=True)
    picked = picked[columns].reset_index(drop=True)
    return len(picked) == len(live) and bool(
        (picked.astype(str) == ordered.astype(str)).all().all()
    )


def winner_gaps(
    df: pd.DataFrame, by: str, measures: Sequence[str] | None = None, confidence: float = 0.95
) -> pd.DataFrame:
    """Per ``by`` group (a kind of table), the winners' mean minus the others' in each measure,
    with Welch's interval (:func:`~.effects.difference_interval`).

    One row per (group, measure): ``by``, ``measure``, ``winners``, ``others``, ``gap``,
    ``ci_low``, ``ci_high``, ``share`` (the gap over the gap in total score: how much of the
    winners' lead the measure explains). Measures default to every ``cat_*`` column. The rows
    of one game are not independent (one seat's win is another's loss), so read the interval as
    an approximate one.
    """
    wanted = list(measures) if measures is not None else category_columns(df)
    records: list[dict[str, object]] = []
    for group, rows in df.groupby(by, sort=False):
        won = rows["winner"].astype(bool)
        total = float(rows.loc[won, "score"].mean() - rows.loc[~won, "score"].mean())
        for measure in wanted:
            gap, low, high = difference_interval(
                rows.loc[won, measure], rows.loc[~won, measure], confidence
            )
            records.append(
                {
                    by: group,
                    "measure": measure,
                    "winners": float(rows.loc[won, measure].mean()),
                    "others": float(rows.loc[~won, measure].mean()),
                    "gap": gap,
                    "ci_low": low,
                    "ci_high": high,
                    "share": gap / total if total else float("nan"),
                }
            )
    return pd.DataFrame.from_records(records)


def with_random(random_rows: pd.DataFrame, stored: pd.DataFrame) -> pd.DataFrame:
    """A notebook's random games (at the study's player count) and the stored study together,
    with ``table`` naming the kind of table (:data:`TABLES`); a category that one side lacks
    scored nothing there."""
    both = pd.concat([random_rows.assign(study="random"), stored], ignore_index=True)
    categories = category_columns(both)
    both[categories] = both[categories].fillna(0).astype("int64")
    both["table"] = both["study"].map(TABLES)
    return both


def turn_advantage(df: pd.DataFrame, by: str = "table", confidence: float = 0.95) -> pd.DataFrame:
    """Win rate by turn position (``turn``: 0 for the start player) minus the fair share, per
    ``by`` group, with the Wilson interval shifted alike.

    The fair share is the group's mean number of winners over the player count: with shared
    wins counted for every winner, what a seat with no advantage wins. Columns: ``by``,
    ``turn``, ``games``, ``wins``, ``win_rate``, ``fair_share``, ``advantage``, ``ci_low``,
    ``ci_high`` (the last two around ``advantage``).
    """
    rates = win_rates(df, by=[by, "turn"], confidence=confidence)
    per_game = df.drop_duplicates([by, "part", "game_seed"] if "part" in df else [by, "game_seed"])
    fair = (per_game["n_winners"] / per_game["num_players"]).groupby(per_game[by]).mean()
    share = rates[by].map(fair)
    return rates.assign(
        fair_share=share,
        advantage=rates["win_rate"] - share,
        ci_low=rates["ci_low"] - share,
        ci_high=rates["ci_high"] - share,
    )[[by, "turn", "games", "wins", "win_rate", "fair_share", "advantage", "ci_low", "ci_high"]]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--game", nargs="+", default=study_games(), choices=study_games())
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--greedy", type=int, default=FULL.greedy, help="all-greedy games")
    parser.add_argument("--per-seat", type=int, default=FULL.per_seat, help="games per seat")
    parser.add_argument(
        "--work-dir", type=Path, default=Path(".strong_study"), help="resumable Parquet parts"
    )
    parser.add_argument("--out-dir", type=Path, help="where the files go (default data/<game>)")
    parser.add_argument("--scheduler", help="a Dask scheduler's address, tcp://host:8786")
    args = parser.parse_args(argv)
    size = StrongSize(greedy=args.greedy, per_seat=args.per_seat)
    client = None
    if args.scheduler:
        from distributed import Client

        client = Client(args.scheduler)
    for name in args.game:
        started = time.perf_counter()
        df = run_study(
            name,
            size,
            args.seed,
            args.workers,
            work_dir=args.work_dir,
            client=client,
            progress=True,
        )
        seconds = time.perf_counter() - started
        df.attrs["study"] |= {"seconds": round(seconds, 1), "workers": args.workers}
        out = (args.out_dir / name / STORED_FILE) if args.out_dir else stored_path(name)
        out.parent.mkdir(parents=True, exist_ok=True)
        write_csv(df, out)
        print(f"{name}: {size.games(name)} games in {seconds:.0f} s -> {out}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
