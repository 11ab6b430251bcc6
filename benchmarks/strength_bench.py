"""The strength table: each agent against three random and against three heuristic agents.

    .venv/bin/python benchmarks/strength_bench.py [--games 40] [--simulations 100]
        [--only GAME ...] [--agents random heuristic ismcts] [--quick] [--write-md]

For each game at 4 players and each agent (``random``, ``heuristic``, and IS-MCTS at
``--simulations`` simulations per move, the library's defaults otherwise), ``--games`` games of
that agent in one seat against three opponents of one kind; the agent's seat turns round the
table (seat ``g % 4`` in game ``g``) and game ``g`` is dealt from seed ``g``, so a line is
reproducible. A shared win counts as a win. Win rates come with 95% Wilson intervals; a seat's
fair share is 25%. ``--quick`` plays 4 games per line at 20 simulations (for tests);
``--write-md`` replaces the "Strength table" section of ``BENCHMARKS.md``.
"""

from __future__ import annotations

import argparse
import datetime
import sys
import time
from pathlib import Path
from typing import Any

from bench_games import games, players
from bench_md import replace_section

from tabletop_lib import load_game
from tabletop_lib.agents import make_agent
from tabletop_lib.analysis.metrics import wilson_interval
from tabletop_lib.core.game import State

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Strength table"
AGENTS = ("random", "heuristic", "ismcts")
OPPONENTS = ("random", "heuristic")
PLAYERS = 4
"""The table size measured, or the allowed count nearest to it."""


def agent_spec(kind: str, simulations: int) -> str:
    """The agent spec of ``kind`` (IS-MCTS at ``simulations`` per move)."""
    return f"ismcts:simulations={simulations}" if kind == "ismcts" else kind


def play_line(name: str, spec: str, opponent: str, games: int) -> dict[str, Any]:
    """``games`` games of ``spec`` in a rotating seat against three ``opponent`` agents."""
    num_players = players(name, PLAYERS)
    game = load_game(name, num_players=num_players)
    wins = 0
    started = time.perf_counter()
    for g in range(games):
        seat = g % num_players
        agents = [
            make_agent(spec if p == seat else opponent, seed=1000 * g + p)
            for p in range(num_players)
        ]
        state: State[Any] = game.new_initial_state(seed=g)
        while not state.is_terminal():
            state.apply_action(agents[state.current_player()].choose(state), check=False)
        wins += seat in state.winners()
    low, high = wilson_interval(wins, games)
    return {
        "game": name,
        "agent": spec,
        "opponents": f"3 {opponent}",
        "wins": wins,
        "games": games,
        "rate": wins / games,
        "low": low,
        "high": high,
        "s_per_game": (time.perf_counter() - started) / games,
    }


def table(rows: list[dict[str, Any]]) -> str:
    """The rows as a Markdown table."""
    lines = [
        "| Game | Agent | Opponents | Wins | Win rate | 95% interval | s/game |",
        "|---|---|---|--:|--:|---|--:|",
    ]
    for r in rows:
        lines.append(
            f"| {r['game']} | {r['agent']} | {r['opponents']} | {r['wins']} / {r['games']} "
            f"| {r['rate']:.0%} | {r['low']:.0%}-{r['high']:.0%} | {r['s_per_game']:.2f} |"
        )
    return "\n".join(lines)


def section(text: str, args: argparse.Namespace) -> str:
    """The BENCHMARKS.md section for a measured table."""
    today = datetime.date.today().isoformat()
    command = " ".join(sys.argv[1:])
    return (
        f"{SECTION}\n\n`benchmarks/strength_bench.py {command}` (its docstring says how it "
        f"measures), measured {today}: each agent in one seat of four, the seat rotated, "
        f"{args.games} games per line, IS-MCTS at {args.simulations} simulations per move. "
        "A fair share is 25%.\n\n" + text + "\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per line")
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument(
        "--only",
        nargs="+",
        default=games(),
        help="some of the games (default: every registered game)",
    )
    parser.add_argument("--agents", nargs="+", default=list(AGENTS), choices=AGENTS)
    parser.add_argument("--quick", action="store_true", help="4 games per line, 20 simulations")
    parser.add_argument("--write-md", action="store_true", help="rewrite BENCHMARKS.md")
    parser.add_argument("--md", type=Path, default=ROOT / "BENCHMARKS.md")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.simulations = 4, 20
    rows = []
    for name in args.only:
        for kind in args.agents:
            for opponent in OPPONENTS:
                spec = agent_spec(kind, args.simulations)
                rows.append(play_line(name, spec, opponent, args.games))
                print(table(rows[-1:]).splitlines()[-1], file=sys.stderr, flush=True)
    text = table(rows)
    print(text)
    if args.write_md:
        replace_section(args.md, SECTION, section(text, args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
