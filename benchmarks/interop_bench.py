"""Random play through the OpenSpiel and PettingZoo adapters, as a ratio of the engine's speed.

    .venv/bin/python benchmarks/interop_bench.py [--games 20] [--write-md]

For each registered game (the smallest table of each, and each option setting its faces declare
at three players or the nearest count, Merlin with all nine modules), in one run:

* **engine**: ``legal_actions()``, a uniform choice, ``apply_action(a, check=False)``;
* **OpenSpiel**: ``state.legal_actions()`` (integer ids), a uniform choice,
  ``state.apply_action(id)`` on the ``pyspiel`` state of ``tabletop_lib.interop.openspiel``;
* **PettingZoo**: ``env.last(observe=False)`` and the action mask in the agent's info (a random
  policy needs no observation, as OpenSpiel's random play builds none), a uniform choice among
  the unmasked ids, ``env.step(id)`` (an id in the mask goes the engine's unchecked way);
* **PettingZoo, observed**: the same with ``env.last()``, which also builds the observation
  tensor at every step, as a policy that reads the observation does.

Each path plays ``--games`` complete random games from seeds 0, 1, ... (a quarter of that, at
least one, with all modules); the clock runs around
each game, setup included, and actions per second is actions / seconds. The clock is this
process's CPU time (``time.process_time``): the machine is shared, and wall-clock figures
swing with the other processes' load while CPU time does not (much). The paths
alternate game by game, so what load remains (caches, frequency) falls on all of them alike.
Before a row is timed, what is alive is frozen out of the garbage collector (``gc.freeze``),
so the rows before it do not slow it. The goal of the issue: each adapter's random play at
least half the engine's speed (ratio >= 0.5). Prints a markdown table; ``--write-md``
replaces the "Interop adapters" section of ``BENCHMARKS.md``.
"""

from __future__ import annotations

import argparse
import datetime
import gc
import random
import sys
import time
from pathlib import Path
from typing import Any

from bench_games import games as registered_games
from bench_games import players, variants
from bench_md import replace_section

from tabletop_lib.core.registry import game_info
from tabletop_lib.interop import openspiel as tos
from tabletop_lib.interop.options import engine_game
from tabletop_lib.interop.pettingzoo import env as pz_env
from tabletop_lib.interop.tensor import encoder_for
from tabletop_lib.interop.universe import universe_for

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## Interop adapters"
VARIANT_PLAYERS = 3
"""The table size of the option settings (or the allowed count nearest to it)."""


def cases() -> list[tuple[str, int, dict[str, Any]]]:
    """(game, players, options) measured: every registered game at its smallest table, then
    each game's declared option settings (``bench_games.variants``)."""
    base = [(name, min(game_info(name).player_counts), {}) for name in registered_games()]
    settings = [
        (name, players(name, VARIANT_PLAYERS), options)
        for name in registered_games()
        for _, options in variants(name)
    ]
    return [*base, *settings]


def engine_play(g: Any, seed: int) -> int:
    s = g.new_initial_state(seed)
    pick = random.Random(seed)
    k = 0
    while not s.is_terminal():
        s.apply_action(pick.choice(s.legal_actions()), check=False)
        k += 1
    return k


def openspiel_game(game: Any, seed: int) -> int:
    s = game.state_for(game.engine.new_initial_state(seed))
    pick = random.Random(seed)
    k = 0
    while not s.is_terminal():
        s.apply_action(pick.choice(s.legal_actions()))
        k += 1
    return k


def pettingzoo_game(env: Any, seed: int) -> int:
    """Random play as a policy that reads only the mask: ``last(observe=False)`` and the
    mask in the agent's info (the observation tensor is not built)."""
    env.reset(seed=seed)
    pick = random.Random(seed)
    k = 0
    for _agent in env.agent_iter():
        _, _, terminated, truncated, info = env.last(observe=False)
        if terminated or truncated:
            env.step(None)
            continue
        env.step(int(pick.choice(info["action_mask"].nonzero()[0])))
        k += 1
    return k


def pettingzoo_observed_game(env: Any, seed: int) -> int:
    """Random play as a policy that reads the observation: ``last()`` builds the tensor."""
    env.reset(seed=seed)
    pick = random.Random(seed)
    k = 0
    for _agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        env.step(int(pick.choice(obs["action_mask"].nonzero()[0])))
        k += 1
    return k


def measure(name: str, n: int, options: dict[str, Any], games: int) -> dict[str, Any]:
    game = tos.load_game(name, num_players=n, **options)
    env = pz_env(name, n, **options)
    engine = engine_game(name, n, **options)  # the game object both adapters use
    runs = {
        "engine": lambda seed: engine_play(engine, seed),
        "openspiel": lambda seed: openspiel_game(game, seed),
        "pettingzoo": lambda seed: pettingzoo_game(env, seed),
        "observed": lambda seed: pettingzoo_observed_game(env, seed),
    }
    totals = {path: [0, 0.0] for path in runs}
    for run in runs.values():
        run(10_000)  # warm the caches (data files, universes, encoders)
    # What earlier rows left alive (their games' data, the adapters' tables) would otherwise
    # be traversed again by every full garbage collection, slowing whichever path triggers one
    gc.collect()
    gc.freeze()
    for seed in range(games):
        for path, run in runs.items():
            started = time.process_time()
            actions = run(seed)
            totals[path][0] += actions
            totals[path][1] += time.process_time() - started
    gc.unfreeze()
    rates = {path: a / t for path, (a, t) in totals.items()}
    return {
        "case": f"{name} {n}p" + (" (all modules)" if options else ""),
        "universe": len(universe_for(engine)),
        "tensor": encoder_for(engine).size,
        **rates,
        **{f"{path}_ratio": rates[path] / rates["engine"] for path in runs if path != "engine"},
    }


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| Game | Action ids | Tensor | Engine actions/s | OpenSpiel actions/s | ratio "
        "| PettingZoo actions/s | ratio | PettingZoo observed | ratio |",
        "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for r in rows:
        lines.append(
            f"| {r['case']} | {r['universe']} | {r['tensor']} | {r['engine']:,.0f} "
            f"| {r['openspiel']:,.0f} | {r['openspiel_ratio']:.2f} "
            f"| {r['pettingzoo']:,.0f} | {r['pettingzoo_ratio']:.2f} "
            f"| {r['observed']:,.0f} | {r['observed_ratio']:.2f} |"
        )
    return "\n".join(lines)


_INTRO = """`benchmarks/interop_bench.py` (also in `make bench`): random play through the OpenSpiel
and PettingZoo adapters (`tabletop_lib.interop`) and through the engine itself, in one run,
{games} games per path (a quarter of that with all modules), alternating game by game, timed in
CPU seconds of the process (the machine is shared). The ratio is the adapter's actions per
second over the engine's (goal: at least 0.5). Random play reads no observation: through
OpenSpiel it asks for the legal ids, through PettingZoo it calls `env.last(observe=False)` and
reads the action mask in the agent's info. "PettingZoo observed" is the same play with
`env.last()`, which also builds the observation tensor at every step, as a policy that reads the
observation does (the tensor written straight from the state's arrays, `interop/direct.py`).
Both apply an id found in the mask on the engine's unchecked path. Action ids: the size of the
fixed action universe; Tensor: the length of the observation tensor. Measured {today} on this
machine:"""

_OUTRO = """A PettingZoo step has more to do than the engine's action: the action mask as an array
over the whole action universe (built once per position from the legal actions, shared by the
observation and the info), PettingZoo's loop (`agent_iter`, `last`, the order checks, which the
environment holds itself instead of behind PettingZoo's forwarding wrapper) and the policy's
`nonzero` on the mask. A Brian Boru action is about ten microseconds of list updates, so those
fixed costs weigh most there. The observation tensor (a few hundred numbers) costs about one to
one and a half engine actions more per step (the observed columns)."""


def section(rows: list[dict[str, Any]], games: int) -> str:
    today = datetime.date.today().isoformat()
    intro = _INTRO.format(games=games, today=today)
    return f"{SECTION}\n\n{intro}\n\n{table(rows)}\n\n{_OUTRO}\n\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per path and game")
    parser.add_argument("--write-md", action="store_true", help="rewrite BENCHMARKS.md")
    parser.add_argument("--md", type=Path, default=ROOT / "BENCHMARKS.md")
    args = parser.parse_args(argv)
    rows = []
    for name, n, options in cases():
        games = args.games if not options else max(1, args.games // 4)
        rows.append(measure(name, n, options, games))
        print(f"measured {rows[-1]['case']}", file=sys.stderr, flush=True)
    print(table(rows))
    if args.write_md:
        replace_section(args.md, SECTION, section(rows, args.games))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
