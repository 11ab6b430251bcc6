"""Measurement code shared by ``tabletop_bench.py`` and ``catanatron_bench.py``.

Each child process measures exactly one engine, so everything here assumes it owns the
process: it pins the process to one core, reads the process's peak resident memory and prints
one JSON object. ``run.py`` starts the children and compares their figures.

What is measured, for one engine:

* **Throughput.** ``games`` random games, one after the other, each from its own seed. The clock
  (``time.perf_counter_ns``) runs around the whole game, setup included, so games per second is
  ``games / elapsed`` and actions per second is ``actions / elapsed``, where an action is one
  decision applied to the state (one ``apply_action`` call for tabletop_lib, one ``Action``
  executed for Catanatron). Setup time is also recorded apart, so actions per second over the
  playouts alone is available in the JSON.
* **Checked throughput.** An engine with a ``play_checked`` method (tabletop_lib's, whose
  ``apply_action`` validates unless told not to) is timed a second time the same way, on the
  same seeds, through that method: the path people's moves take. Catanatron is timed on its
  unchecked path only, so a checked ratio compares our validated moves with its fastest loop.
* **Clone time.** Search (MCTS, rollouts) clones a state at every node, so the cost of one clone
  at a typical point of a game is what matters. ``clone_states`` states are taken from extra
  random games, each at a ply drawn uniformly from the game by reservoir sampling; each state is
  then cloned ``clone_reps`` times in a tight loop timed as a whole. The mean is over states
  (every state weighs the same); median, p90, min and max over states are recorded too. The
  figure includes the cost of the ``for`` loop and the bound-method call (some tens of ns),
  the same for every engine. The garbage collector stays on, as in real use.
* **Peak memory.** ``ru_maxrss`` of this process at the end, and at the start right after the
  engine was imported (the interpreter plus the engine's modules); the difference is what
  playing and cloning cost on top of that.

With ``--serve`` a child measures nothing by itself: it builds its engine, says so on stdout and
then plays the games it is asked for on stdin, one JSON command per line, answering each with
the actions played and the time they took (:func:`serve`). ``paired.py`` drives two such
children, ours and the baseline, in turns on one core, so that both are timed in the same
seconds of the machine's life.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import resource
import statistics
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, Protocol, TextIO

KIB_PER_MIB = 1024.0


@dataclass(frozen=True, slots=True)
class GameRun:
    """One finished random game: how many actions it took and how long its setup was."""

    actions: int
    setup_ns: int
    truncated: bool = False


@dataclass(frozen=True, slots=True)
class Sample:
    """A state taken at a random ply of a random game, for clone timing."""

    state: object
    ply: int
    game_length: int


class Engine(Protocol):
    """What a benchmark child must provide for one engine."""

    name: str
    num_players: int

    def play(self, seed: int) -> GameRun:
        """Play one complete random game from ``seed``; the caller times the whole call."""
        ...

    def sample(self, seed: int, pick: random.Random) -> Sample | None:
        """Play one random game from ``seed`` and return a clone taken at a uniform random ply.

        ``pick`` drives the choice of ply only, never the moves. ``None`` if the game has no ply.
        """
        ...

    def clone_fn(self, state: object) -> Callable[[], object]:
        """The engine's own bound clone method for ``state`` (no wrapper, so no extra call)."""
        ...


@dataclass(slots=True)
class Settings:
    """Command-line settings common to every child."""

    games: int
    warmup: int
    seed: int
    clone_states: int
    clone_reps: int
    cpu: int | None
    out: str | None
    serve: bool = False


def add_common_arguments(parser: argparse.ArgumentParser, default_games: int) -> None:
    """Add the options every child understands."""
    parser.add_argument("--games", type=int, default=default_games, help="timed random games")
    parser.add_argument("--warmup", type=int, default=2, help="untimed games played first")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--clone-states", type=int, default=50, help="states sampled for clones")
    parser.add_argument("--clone-reps", type=int, default=2000, help="clones timed per state")
    parser.add_argument("--cpu", type=int, default=None, help="pin this process to this core")
    parser.add_argument("--out", default=None, help="write the JSON result here (else stdout)")
    parser.add_argument(
        "--serve", action="store_true", help="play the games asked for on stdin (paired.py)"
    )


def settings_from(args: argparse.Namespace) -> Settings:
    """Build :class:`Settings` from parsed arguments, checking the counts."""
    for name in ("games", "clone_states", "clone_reps"):
        if getattr(args, name) < 1:
            raise SystemExit(f"--{name.replace('_', '-')} must be at least 1")
    if args.warmup < 0:
        raise SystemExit("--warmup must not be negative")
    return Settings(
        games=args.games,
        warmup=args.warmup,
        seed=args.seed,
        clone_states=args.clone_states,
        clone_reps=args.clone_reps,
        cpu=args.cpu,
        out=args.out,
        serve=args.serve,
    )


def pin_to_cpu(cpu: int | None) -> list[int]:
    """Pin this process to ``cpu`` (if given) and return the cores it may now run on."""
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})
    return sorted(os.sched_getaffinity(0))


def peak_rss_mib() -> float:
    """Peak resident set size of this process so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / KIB_PER_MIB


def _percentile(sorted_values: list[float], fraction: float) -> float:
    """Nearest-rank percentile of already sorted values."""
    index = min(len(sorted_values) - 1, max(0, round(fraction * (len(sorted_values) - 1))))
    return sorted_values[index]


def timed_games(play: Callable[[int], GameRun], seeds: range) -> tuple[list[GameRun], int]:
    """Play the game of each seed; the runs and the nanoseconds spent, the clock running around
    each game only (what comes between games is not counted)."""
    clock = time.perf_counter_ns
    runs: list[GameRun] = []
    elapsed_ns = 0
    for seed in seeds:
        start = clock()
        run = play(seed)
        elapsed_ns += clock() - start
        runs.append(run)
    return runs, elapsed_ns


def measure_throughput(
    engine: Engine, settings: Settings, play: Callable[[int], GameRun] | None = None
) -> dict[str, Any]:
    """Play the warm-up games, then time ``settings.games`` random games one by one, each
    played by ``play`` (the engine's ``play`` unless another path is given)."""
    play = play or engine.play
    for i in range(settings.warmup):
        play(settings.seed + 1_000_000 + i)
    gc.collect()
    runs, elapsed_ns = timed_games(play, range(settings.seed, settings.seed + settings.games))
    lengths = [run.actions for run in runs]
    setup_ns = sum(run.setup_ns for run in runs)
    truncated = sum(run.truncated for run in runs)
    actions = sum(lengths)
    elapsed_s = elapsed_ns / 1e9
    playout_s = max(elapsed_ns - setup_ns, 1) / 1e9
    return {
        "games": settings.games,
        "actions": actions,
        "elapsed_s": elapsed_s,
        "setup_s": setup_ns / 1e9,
        "games_per_s": settings.games / elapsed_s,
        "actions_per_s": actions / elapsed_s,
        "playout_actions_per_s": actions / playout_s,
        "mean_actions_per_game": actions / settings.games,
        "min_actions_per_game": min(lengths),
        "max_actions_per_game": max(lengths),
        "truncated_games": truncated,
    }


def measure_clones(engine: Engine, settings: Settings) -> dict[str, Any]:
    """Sample states at random plies, then time ``clone_reps`` clones of each one."""
    pick = random.Random(settings.seed ^ 0x5EED)
    samples: list[Sample] = []
    seed = settings.seed + 2_000_000
    attempts = 0
    while len(samples) < settings.clone_states:
        attempts += 1
        if attempts > 10 * settings.clone_states + 10:
            raise RuntimeError("could not sample states: the games end before any action")
        sample = engine.sample(seed, pick)
        seed += 1
        if sample is not None:
            samples.append(sample)
    per_state_us: list[float] = []
    clock = time.perf_counter_ns
    reps = range(settings.clone_reps)
    for sample in samples:
        clone = engine.clone_fn(sample.state)
        clone()  # the first clone may fill caches; it is not timed
        gc.collect()
        start = clock()
        for _ in reps:
            clone()
        per_state_us.append((clock() - start) / settings.clone_reps / 1000.0)
    ordered = sorted(per_state_us)
    return {
        "states": len(samples),
        "reps_per_state": settings.clone_reps,
        "mean_us": statistics.fmean(per_state_us),
        "median_us": statistics.median(per_state_us),
        "p90_us": _percentile(ordered, 0.9),
        "min_us": ordered[0],
        "max_us": ordered[-1],
        "mean_sampled_ply": statistics.fmean(s.ply for s in samples),
        "mean_sampled_game_length": statistics.fmean(s.game_length for s in samples),
    }


def run_child(
    make_engine: Callable[[], Engine],
    settings: Settings,
    *,
    label: str,
    version: str,
    notes: dict[str, Any] | None = None,
) -> int:
    """Measure one engine and write its JSON result; return the process exit code.

    ``make_engine`` imports the engine and builds it; the memory baseline is read right after,
    so it covers the interpreter and the engine's modules but no game played. ``notes`` are
    copied into the result as they are (how the engine was driven, for the report), and so is
    the engine's own ``notes`` attribute if it has one.
    """
    if settings.serve:
        return serve(make_engine, settings)
    result: dict[str, Any] = {"label": label, "version": version, "settings": asdict(settings)}
    result["notes"] = dict(notes or {})
    try:
        result["cpus"] = pin_to_cpu(settings.cpu)
        engine = make_engine()
        result["engine"] = engine.name
        result["num_players"] = engine.num_players
        result["notes"].update(getattr(engine, "notes", {}))
        baseline = peak_rss_mib()
        result["throughput"] = measure_throughput(engine, settings)
        play_checked = getattr(engine, "play_checked", None)
        if play_checked is not None:
            result["checked_throughput"] = measure_throughput(engine, settings, play_checked)
        result["clone"] = measure_clones(engine, settings)
        peak = peak_rss_mib()
        result["memory"] = {
            "baseline_rss_mb": baseline,
            "peak_rss_mb": peak,
            "delta_mb": peak - baseline,
        }
        result["python"] = platform.python_version()
        code = 0
    except Exception as exc:  # a broken engine must still give a readable report
        result["error"] = f"{type(exc).__name__}: {exc}"
        result["traceback"] = traceback.format_exc()
        code = 1
    text = json.dumps(result, indent=2, sort_keys=True)
    if settings.out:
        with open(settings.out, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    else:
        sys.stdout.write(text + "\n")
    if code:
        sys.stderr.write(result["traceback"])
    return code


def serve(
    make_engine: Callable[[], Engine],
    settings: Settings,
    commands: TextIO | None = None,
    replies: TextIO | None = None,
) -> int:
    """Play games on request, for ``paired.py``: one JSON object per line in, one out.

    First, pinned and with the engine built, this writes ``{"ready": engine name}``. Then each
    command ``{"first": seed, "games": n, "checked": bool}`` plays the games of seeds ``first``
    to ``first + n - 1`` (through ``play_checked`` when ``checked``) and is answered with
    ``{"actions": total, "ns": elapsed}``, the clock running around each game
    (:func:`timed_games`); ``{"quit": true}`` or the end of the input stops. An engine
    error is answered as ``{"error": ...}`` and stops too, with exit code 1."""
    commands = commands or sys.stdin
    replies = replies or sys.stdout

    def reply(message: dict[str, Any]) -> None:
        replies.write(json.dumps(message) + "\n")
        replies.flush()

    try:
        pin_to_cpu(settings.cpu)
        engine = make_engine()
        reply({"ready": engine.name})
        for line in commands:
            command = json.loads(line)
            if command.get("quit"):
                break
            play = getattr(engine, "play_checked", None) if command.get("checked") else None
            first, games = int(command["first"]), int(command["games"])
            runs, elapsed_ns = timed_games(play or engine.play, range(first, first + games))
            reply({"actions": sum(run.actions for run in runs), "ns": elapsed_ns})
    except Exception as exc:  # the driver reads the reason instead of a broken pipe
        reply({"error": f"{type(exc).__name__}: {exc}"})
        return 1
    return 0
