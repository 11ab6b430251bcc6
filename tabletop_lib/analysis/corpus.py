"""The corpus of strong games shipped with the package, and ``make corpus`` that plays it.

For each game at its usual player counts, as its faces declare them (``Faces.corpus``, read by
:func:`configurations`: Brian Boru 3-5, Merlin 2-4 as the base game and with all nine Big Box
modules, Paladins 2-4), the corpus holds
:data:`GAMES_PER_CONFIGURATION` complete games between strong agents, in two kinds of table that
alternate game by game:

- ``all strong``: every seat an IS-MCTS searcher (:data:`SEARCHER`);
- ``one strong, the others careful``: one searcher, the other seats the game's heuristic agent; the
  searcher's seat turns round the table, so over ``2 * players`` games each seat holds it once.

Game ``i`` of a configuration is dealt from ``game_seed(seed, i)`` and every agent is seeded from
that and its seat (:mod:`.study`), so the same seed gives the same rows in any process, with any
number of workers, in any order: :func:`replay_rows` plays one game again.

A run appends every finished game as one JSON line to a part file per configuration
(``<work>/<game>_<n>p[_all_modules].jsonl``, the work folder ``build/corpus`` by default);
started again it plays only the games the part file lacks (a line cut short by a kill is dropped
and played again). A configuration whose games are all there is written, sorted by game and
seat, to ``games/<game>/data/corpus_<n>p.csv.gz`` (``corpus_<n>p_all_modules.csv.gz`` for Merlin
with its modules; gzip CSV, read without pyarrow), and the game's data card ``corpus.md`` beside
it is written again from the part files (what is there, by which version, how long it took)::

    python -m tabletop_lib.analysis.corpus                 # every configuration, one worker
    python -m tabletop_lib.analysis.corpus --game merlin --workers 2
    make corpus                                            # the same, two workers
    python -m tabletop_lib.analysis.corpus --card-only     # the data cards alone

:func:`strong_games` reads the shipped tables.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
from tqdm.auto import tqdm

from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.faces import BASE_VARIANT, CorpusPlan, faces_of
from tabletop_lib.core.registry import list_games

from .backends import end_with_parent
from .simulate import read_csv, write_csv
from .study import Row, Study, play_games, start_players, tidy

SIMULATIONS = 20
"""The searcher's simulations per decision (see the data card for why this budget)."""
SEARCHER = f"ismcts:simulations={SIMULATIONS}"
HEURISTIC = "heuristic"
LABELS = {SEARCHER: "ismcts", HEURISTIC: "heuristic"}
"""The ``agent`` column: each spec's kind, which tables show as its player level ("Strong",
"Careful"); the exact spec is in ``agent_spec``."""
TABLES = ("all strong", "one strong, the others careful")
"""The kinds of table, in the ``table`` column: every seat IS-MCTS, or one IS-MCTS seat among
heuristic agents (the player levels "Strong" and "Careful" of the analysis tables)."""
GAMES_PER_CONFIGURATION = 200
SEED = 33
CARD = "corpus.md"
BASE = BASE_VARIANT
ALL_MODULES = "all modules"
"""The variant of a game played with every module it has (Merlin's Big Box)."""


@dataclass(frozen=True)
class Configuration:
    """One table of the corpus: a game, a player count and its options (``variant`` in words)."""

    game: str
    num_players: int
    variant: str = BASE

    @property
    def plan(self) -> CorpusPlan:
        """The game's declared corpus setting of this variant (``Faces.corpus``)."""
        for plan in faces_of(self.game).corpus:
            if plan.variant == self.variant:
                return plan
        raise ValueError(f"{self.game} declares no corpus of the {self.variant}")

    @property
    def options(self) -> dict[str, Any]:
        """The options given to ``load_game``."""
        return dict(self.plan.options)

    @property
    def key(self) -> str:
        """``merlin_3p_all_modules``: names its part file."""
        tail = "" if self.variant == BASE else "_" + self.variant.replace(" ", "_")
        return f"{self.game}_{self.num_players}p{tail}"

    @property
    def filename(self) -> str:
        """The shipped file, inside the game's data folder."""
        return f"corpus_{self.key.removeprefix(self.game + '_')}.csv.gz"

    def study(self, seed: int = SEED) -> Study:
        """The study that plays this configuration's games (:func:`lineups` in turn)."""
        return Study(self.game, self.num_players, self.options, lineups(self.num_players), seed)


def lineups(num_players: int) -> tuple[tuple[str, ...], ...]:
    """The seats of games ``0 .. 2n-1``: an all-IS-MCTS table, then one with the searcher in
    seat 0 among heuristic agents, all-IS-MCTS again, the searcher in seat 1, and so on."""
    out: list[tuple[str, ...]] = []
    for seat in range(num_players):
        out.append((SEARCHER,) * num_players)
        out.append(tuple(SEARCHER if s == seat else HEURISTIC for s in range(num_players)))
    return tuple(out)


def configurations(game: str | None = None) -> list[Configuration]:
    """The corpus's configurations (of one game, if named), as the games declare them, in the
    order ``make corpus`` plays them: the base games first, by player count (the smaller tables
    are the cheaper), then the variants; so a run stopped early has shipped something of every
    game."""
    found = [
        Configuration(name, n, plan.variant)
        for name in ([game] if game is not None else list_games())
        for plan in faces_of(name).corpus
        for n in plan.player_counts
    ]
    return sorted(found, key=lambda c: (c.variant != BASE, c.num_players))


# -- playing -------------------------------------------------------------------------------


def labelled(rows: list[Row], study: Study, index: int) -> list[Row]:
    """A game's rows with the agents in words, the table kind and the options in words."""
    table = TABLES[0] if len(set(study.lineup(index))) == 1 else TABLES[1]
    variant = next(
        (
            p.variant
            for p in faces_of(study.game_name).corpus
            if dict(p.options) == dict(study.options)
        ),
        BASE,
    )
    out = []
    for row in rows:
        spec = str(row["agent"])
        out.append({**row, "agent": LABELS[spec], "agent_spec": spec, "table": table})
        out[-1]["options"] = variant
    return out


Timing = tuple[float, float]
"""A game's wall-clock seconds and the CPU seconds of the process that played it."""


def play_one(study: Study, index: int) -> tuple[int, list[Row], Timing]:
    """Play game ``index`` of ``study`` in this process: its index, rows and time taken."""
    started, cpu = time.perf_counter(), time.process_time()
    rows = play_games(study, [index])
    taken = (time.perf_counter() - started, time.process_time() - cpu)
    return index, labelled(rows, study, index), taken


def replay_rows(config: Configuration, index: int, seed: int = SEED) -> pd.DataFrame:
    """Game ``index`` of ``config`` played again from its seed: its rows as the corpus has them."""
    _, rows, _ = play_one(config.study(seed), index)
    return part_frame(config, {index: {"rows": rows}})


def _played(
    study: Study, indices: Sequence[int], workers: int
) -> Iterator[tuple[int, list[Row], Timing]]:
    """Every game of ``indices``, yielded as it finishes (in a pool when ``workers`` > 1)."""
    if workers == 1:
        for index in indices:
            yield play_one(study, index)
        return
    with ProcessPoolExecutor(
        max_workers=workers, initializer=end_with_parent, initargs=(os.getpid(),)
    ) as pool:
        yield from pool.map(play_one, [study] * len(indices), indices)


# -- the part file ---------------------------------------------------------------------------


def part_path(work_dir: Path, config: Configuration) -> Path:
    return work_dir / f"{config.key}.jsonl"


def read_part(path: Path) -> dict[int, dict[str, Any]]:
    """The finished games of a part file by index (``rows``, ``seconds`` of wall-clock time and,
    since they were recorded, ``cpu_seconds``); a line cut short by
    a kill, the last one, is left out (its game is played again)."""
    games: dict[int, dict[str, Any]] = {}
    if not path.exists():
        return games
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and "index" in record:
            games[int(record["index"])] = record
    return games


def _trim_torn_line(path: Path) -> None:
    """Cut a last line without its newline (a write stopped half way) before appending."""
    if not path.exists():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])


def play_configuration(
    config: Configuration,
    n_games: int = GAMES_PER_CONFIGURATION,
    work_dir: Path = Path("build/corpus"),
    seed: int = SEED,
    workers: int = 1,
    progress: bool = True,
) -> dict[int, dict[str, Any]]:
    """Play the games of ``config`` that its part file lacks, appending each as it finishes;
    returns every finished game by index."""
    work_dir.mkdir(parents=True, exist_ok=True)
    path = part_path(work_dir, config)
    _trim_torn_line(path)
    done = read_part(path)
    other = sorted({int(g["seed"]) for g in done.values()} - {seed})
    if other:
        raise ValueError(f"{path} holds games of seed {other[0]}, not {seed}: use another folder")
    missing = [i for i in range(n_games) if i not in done]
    study = config.study(seed)
    bar = tqdm(
        total=n_games, initial=n_games - len(missing), desc=config.key, unit="game",
        disable=not progress, file=sys.stderr,
    )  # fmt: skip
    with bar, path.open("a", encoding="utf-8") as out:
        for index, rows, (wall, cpu) in _played(study, missing, workers):
            record = {
                "index": index, "seed": seed, "seconds": round(wall, 3),
                "cpu_seconds": round(cpu, 3), "rows": rows,
            }  # fmt: skip
            out.write(json.dumps(record, sort_keys=True) + "\n")
            out.flush()
            done[index] = record
            bar.update(1)
    return done


def part_frame(config: Configuration, games: dict[int, dict[str, Any]]) -> pd.DataFrame:
    """The rows of ``config``'s finished games, in (game, seat) order, with the start player of
    every game (read off the initial state where the game's rows lack it)."""
    rows = [row for index in sorted(games) for row in games[index]["rows"]]
    df = tidy(pd.DataFrame.from_records(rows))
    # The kind of each agent, from its exact spec (parts of early runs wrote other labels).
    df["agent"] = df["agent_spec"].astype(str).str.partition(":")[0]
    if "start_player" not in df.columns:
        starts = start_players(config.study().load(), pd.unique(df["game_seed"]))
        df["start_player"] = df["game_seed"].map(starts).astype("int64")
    alike = df.groupby("game_index")["agent_spec"].transform("nunique").eq(1)
    df["table"] = alike.map({True: TABLES[0], False: TABLES[1]})
    return df[ordered_columns(df.columns)]


def ordered_columns(columns: Iterable[str]) -> list[str]:
    """:data:`COLUMNS`, the categories, then the game's extras (each group
    but the first in alphabetical order): the same order however the rows were gathered."""
    rest = sorted(set(columns) - set(COLUMNS))
    head = [c for c in COLUMNS if c in columns]
    cats = [c for c in rest if c.startswith("cat_")]
    return head + cats + [c for c in rest if c not in cats and c not in head]


# -- the shipped tables ----------------------------------------------------------------------

COLUMNS = (
    "game_index", "game_seed", "seat", "agent", "agent_spec", "table", "score", "winner",
    "n_winners", "rank", "game_length", "num_players", "options", "start_player",
)  # fmt: skip
"""The columns every corpus table has (besides one ``cat_<category>`` per score category and
the game's extras)."""


def corpus_path(config: Configuration) -> Path:
    """Where ``config``'s table is shipped (through :func:`~tabletop_lib.core.data.data_path`)."""
    return data_path(config.game, config.filename)


def _find(game: str, num_players: int, variant: str) -> Configuration:
    for config in configurations(game):
        if config.num_players == num_players and config.variant == variant:
            return config
    known = ", ".join(f"{c.num_players} players, {c.variant}" for c in configurations(game))
    raise ValueError(
        f"the corpus has no {game} games at {num_players} players ({variant}); it has: "
        f"{known or 'none of this game'}"
    )


def shipped(game: str) -> list[Configuration]:
    """The configurations of ``game`` whose table is in the package."""
    return [c for c in configurations(game) if corpus_path(c).exists()]


def read_table(path: Path) -> pd.DataFrame:
    """One corpus table; a missing or unreadable file is a :class:`DataError` naming it."""
    try:
        df = read_csv(path)
    except FileNotFoundError:
        raise DataError(
            str(path), "<file>", "is missing: this configuration of the corpus is not shipped "
            "yet (`make corpus` plays it; see the data card corpus.md beside it)",
        ) from None  # fmt: skip
    except (OSError, ValueError, EOFError) as exc:
        raise DataError(str(path), "<document>", f"not a gzip CSV table: {exc}") from None
    absent = [c for c in COLUMNS if c not in df.columns]
    if absent:
        raise DataError(str(path), absent[0], "is missing")
    df["winner"] = df["winner"].astype(str).eq("True")
    df["table"] = df["table"].astype(str)
    return df


def strong_games(game: str, num_players: int | None = None, variant: str = BASE) -> pd.DataFrame:
    """The shipped strong games of ``game``: one row per game and seat.

    With ``num_players`` the table of that player count (and ``variant``: ``"base game"``, or
    ``"all modules"`` for Merlin with the nine Big Box modules); without it every configuration
    of ``game`` and ``variant`` that is shipped, together. Columns: :data:`COLUMNS` (``agent``
    is ``"ismcts"`` or ``"heuristic"``, ``agent_spec`` the exact agent, ``table`` the kind of
    table, ``winner`` a bool, ``options`` the variant), one integer ``cat_<category>`` per score
    category (they sum to ``score``), ``start_player`` (drawn at setup), and the game's
    extras. ``DataError`` names a table that is not shipped; ``ValueError`` a configuration the
    corpus does not have.
    """
    if num_players is not None:
        return read_table(corpus_path(_find(game, num_players, variant)))
    wanted = [c for c in configurations(game) if c.variant == variant]
    if not wanted:
        raise ValueError(f"the corpus has no {game} games ({variant})")
    present = [c for c in wanted if corpus_path(c).exists()]
    if not present:
        raise DataError(
            str(corpus_path(wanted[0]).parent), "corpus_*.csv.gz",
            f"no table of the {variant} is shipped yet (`make corpus` plays them)",
        )  # fmt: skip
    frames = [read_table(corpus_path(c)) for c in present]
    df = pd.concat(frames, ignore_index=True)
    categories = [c for c in df.columns if str(c).startswith("cat_")]
    df[categories] = df[categories].fillna(0).astype("int64")
    return df


def write_table(config: Configuration, games: dict[int, dict[str, Any]], out: Path) -> Path:
    """Write ``config``'s finished games as its shipped table (the same rows, the same bytes)."""
    df = part_frame(config, games)
    out.parent.mkdir(parents=True, exist_ok=True)
    return write_csv(df, out)


def main(argv: Sequence[str] | None = None) -> int:
    from .corpus_card import write_card

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    every = configurations()
    names = sorted({c.game for c in every})
    parser.add_argument("--game", nargs="+", default=names, choices=names)
    parser.add_argument("--players", type=int, nargs="+", help="only these player counts")
    parser.add_argument(
        "--variant", choices=sorted({c.variant for c in every}), help="only this variant"
    )
    parser.add_argument("--games", type=int, default=GAMES_PER_CONFIGURATION)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--work-dir", type=Path, default=Path("build/corpus"))
    parser.add_argument("--out-dir", type=Path, help="where the tables go (default data/<game>)")
    parser.add_argument("--card-only", action="store_true", help="write the data cards only")
    args = parser.parse_args(argv)
    if args.card_only:
        for game in args.game:
            write_card(game, args.work_dir, args.games, args.out_dir)
        return 0
    for config in every:
        if config.game not in args.game or (
            args.players and config.num_players not in args.players
        ):
            continue
        if args.variant and config.variant != args.variant:
            continue
        games = play_configuration(config, args.games, args.work_dir, args.seed, args.workers)
        out = (args.out_dir / config.game / config.filename) if args.out_dir else None
        write_table(config, games, out or corpus_path(config))
        write_card(config.game, args.work_dir, args.games, args.out_dir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
