"""How long one step of the notebook stepper takes: apply an action and update the figure.

A person feels a step as immediate below about 100 ms. This measures the ``GameStepper``'s
agent step (choose, apply, rebuild the figure, update the FigureWidget in place, refresh the
controls) over whole seeded games, without a browser: the time the kernel spends, which is what
the notebook waits for before the front end redraws.

Run: ``.venv/bin/python benchmarks/stepper_bench.py [--game NAME] [--games 3]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import tabletop_lib
from tabletop_lib.widgets import GameStepper

TARGET_MS = 100.0


def measure(game_name: str, num_players: int, games: int) -> list[float]:
    """Milliseconds per stepper step over ``games`` seeded games."""
    times: list[float] = []
    for seed in range(games):
        game = tabletop_lib.load_game(game_name, num_players=num_players)
        stepper = GameStepper(game, seed=seed, seats=["random"] * num_players)
        while not stepper.state.is_terminal():
            start = time.perf_counter()
            stepper.play_agents(1)
            times.append((time.perf_counter() - start) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None, help="one game (default: every game)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args(argv)
    names = [args.game] if args.game else tabletop_lib.list_games()
    print("| Game | Steps | Median ms | p95 ms | Max ms | Under 100 ms |")
    print("|---|--:|--:|--:|--:|---|")
    for name in names:
        counts = tabletop_lib.core.game_info(name).player_counts
        players = args.players if args.players in counts else counts[-1]
        print(f"[stepper] {name}, {players} players ...", file=sys.stderr)
        times = sorted(measure(name, players, args.games))
        p95 = times[int(0.95 * (len(times) - 1))]
        ok = "yes" if p95 < TARGET_MS else "no"
        print(
            f"| {name} | {len(times)} | {statistics.median(times):.1f} | {p95:.1f} "
            f"| {times[-1]:.1f} | {ok} (p95) |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
