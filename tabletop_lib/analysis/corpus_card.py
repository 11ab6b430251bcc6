"""The data card beside each game's corpus tables (``games/<game>/data/corpus.md``).

Written again by ``make corpus`` after every configuration, from the part files of the run: what
is shipped, what is still missing, by which version, and how long the games took. The budget's
arithmetic is in :data:`BUDGET`; the per-game costs it rests on are the measured ones of the
part files.
"""

from __future__ import annotations

import datetime
import subprocess
from pathlib import Path

from tabletop_lib.core.data import data_path
from tabletop_lib.core.registry import game_info

from .corpus import (
    CARD,
    GAMES_PER_CONFIGURATION,
    HEURISTIC,
    SEARCHER,
    SEED,
    SIMULATIONS,
    TABLES,
    Configuration,
    configurations,
    corpus_path,
    part_path,
    read_part,
)

BUDGET = f"""\
## The budget

The issue asks that the whole corpus (12 configurations, {GAMES_PER_CONFIGURATION} games each,
2,400 games) play within about an hour on this 2-core machine: 7,200 core-seconds, so about
3 seconds per game on average. Measured before the run (one game per table kind, seed 7, 3 or
4 players, IS-MCTS at 10 simulations, the machine shared with other work): an all-IS-MCTS table
took 1.0 s (Brian Boru, 4 players), 0.9 s (Merlin), 2.4 s (Merlin with all modules), 1.5 s
(Paladins); a table of one searcher among heuristic agents 0.7, 0.3, 0.9 and 0.5 s. The search's
cost grows with its simulations, so at {SIMULATIONS} simulations half the games at twice those
all-IS-MCTS times and half at about twice the searcher's share of the mixed ones come to about
1.5, 1.2, 3.2 and 2.0 s per game: with three player counts each, about 4,700 core-seconds, 40
minutes on two cores. 50 simulations (the strength table's budget) would take about 2.5 times
as long. The table above (What is here) gives what the games really took, game by game, from
the run's part files (wall time of one process, with other work on the machine).
"""


def projection(work_dir: Path, n_games: int) -> str:
    """The whole corpus's cost: measured per game where games were played, else estimated."""
    total = 0.0
    for config in configurations():
        played, seconds = _played(config, work_dir)
        cpu = _cpu_per_game(config, work_dir)
        if cpu is not None:
            per_game = cpu
        elif played:
            per_game = seconds / played
        else:
            per_game = config.plan.seconds_per_game  # estimated before the run (BUDGET)
        total += per_game * n_games
    return (
        f"At the measured cost of each configuration (CPU seconds where recorded, else wall "
        f"time, else the estimate above) the whole corpus takes {total / 60:.0f} CPU minutes: "
        f"about {total / 120:.0f} minutes with `make corpus`'s two workers on two idle cores. "
        "Wall time on this machine was longer: it was shared with other work (load average "
        "about 5 on 2 cores) and the run had one worker at the lowest priority."
    )


def _short_title(game: str) -> str:
    """The game's title before any subtitle ("Brian Boru", "Merlin (Big Box)")."""
    return game_info(game).title.split(":")[0]


def _version() -> str:
    from tabletop_lib import __version__

    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(__file__).parent,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = ""
    return f"tabletop_lib {__version__}" + (
        f" (the checkout was at commit {commit} when this card was written)" if commit else ""
    )


def _played(config: Configuration, work_dir: Path) -> tuple[int, float]:
    """The games of ``config`` in its part file and the wall-clock seconds they took."""
    games = read_part(part_path(work_dir, config))
    return len(games), sum(float(g["seconds"]) for g in games.values())


def _cpu_per_game(config: Configuration, work_dir: Path) -> float | None:
    """The mean CPU seconds of a game of ``config``, over the games that recorded it."""
    games = read_part(part_path(work_dir, config)).values()
    cpu = [float(g["cpu_seconds"]) for g in games if "cpu_seconds" in g]
    return sum(cpu) / len(cpu) if cpu else None


def _status_line(config: Configuration, work_dir: Path, n_games: int, out_dir: Path | None) -> str:
    played, seconds = _played(config, work_dir)
    table = (out_dir / config.game / config.filename) if out_dir else corpus_path(config)
    if played >= n_games and table.exists():
        status = f"shipped, {n_games} games"
    elif played:
        status = f"not yet: {played} of {n_games} games played"
    else:
        status = "not yet: not started"
    per_game = f"{seconds / played:.2f}" if played else "-"
    cpu = _cpu_per_game(config, work_dir)
    cpu_text = f"{cpu:.2f}" if cpu is not None else "-"
    total = f"{seconds / 60:.1f}" if played else "-"
    return (
        f"| {config.num_players} | {config.variant} | `{config.filename}` | {status} | "
        f"{per_game} | {cpu_text} | {total} |"
    )


def card_text(game: str, work_dir: Path, n_games: int, out_dir: Path | None = None) -> str:
    """The data card of ``game``'s corpus, from the part files in ``work_dir``."""
    rows = [_status_line(c, work_dir, n_games, out_dir) for c in configurations(game)]
    every = [_played(c, work_dir) for c in configurations()]
    games_run, seconds_run = sum(g for g, _ in every), sum(s for _, s in every)
    today = datetime.date.today().isoformat()
    return f"""\
# Strong games of {_short_title(game)}: the data card

What these tables are: complete games between strong computer players, one row per game and
seat, made by `make corpus` (`python -m tabletop_lib.analysis.corpus`), read with
`tabletop_lib.analysis.corpus.strong_games("{game}", num_players)`. They show what scores when
everyone plays well; the notebooks compare them with random play.

## How they were made

- Players: information-set Monte Carlo tree search (`{SEARCHER}`: {SIMULATIONS} simulations per
  decision, rollouts cut off after 24 actions and scored by the game's heuristic valuation, the
  library's defaults) and the game's heuristic agent (`{HEURISTIC}`: the best move by the game's
  valuation, one step ahead).
- Tables alternate game by game: "{TABLES[0]}" (every seat the searcher) and
  "{TABLES[1]}" (one searcher, the other seats heuristic; the searcher's seat turns round the
  table). The `table`
  column says which; `agent` says who sat in each seat.
- Seeds: game `i` is dealt from seed `{SEED} * 1000003 + i`, and each player's seed is the game
  seed times 1000 plus the seat plus 1, so every game can be played again from its seed
  (`tabletop_lib.analysis.corpus.replay_rows`); the tests replay a sample.
- Columns: `game_index`, `game_seed`, `seat`, `agent` (the agent's kind), `agent_spec` (the
  agent with its budget), `table`, `score` (the sum of the `cat_` columns), `winner` (every
  winner of a shared win), `n_winners`, `rank`, `game_length` (actions in the game),
  `num_players`, `options` (base game or all modules), `start_player` (drawn at setup;
  Paladins calls it the first player), then one `cat_<category>` per score category and the
  game's extras.
- Format: gzip-compressed CSV, read by pandas without any optional extra.
- Made by {_version()}; this card written {today}.

## What is here

| Players | Options | File | Status | s/game (wall) | CPU s/game | Minutes (wall) |
|--:|---|---|---|--:|--:|--:|
{chr(10).join(rows)}

Time taken: {games_run} games of the whole corpus (every game) played so far in
{seconds_run / 60:.0f} minutes of one process.

A configuration marked "not yet" is not shipped: `make corpus` resumes where the last run
stopped (the finished games are kept in `build/corpus/*.jsonl`, one line per game) and writes
its table when all {n_games} games are played.

{BUDGET}
{projection(work_dir, n_games)}
"""


def write_card(game: str, work_dir: Path, n_games: int, out_dir: Path | None = None) -> Path:
    """Write ``game``'s data card beside its tables; returns its path."""
    path = (out_dir / game / CARD) if out_dir else data_path(game, CARD)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(card_text(game, work_dir, n_games, out_dir), encoding="utf-8")
    return path
