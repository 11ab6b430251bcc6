"""``make bench``: random-game speed, clone time and memory of every engine, against Catanatron.

The issue's targets, for random 4-player games on one core: at least 3 times Catanatron's
actions per second, and a clone that costs at most a quarter of Catanatron's ``game.copy()``.
Figures are only comparable when measured on the same machine in the same run, so this script
measures the baseline too and reports every engine as a ratio against it.

For each engine (every game of ``tabletop_lib.list_games()``, at 4 players when it accepts 4,
else at its most; then Catanatron with 4 random players) it starts a fresh child process
(``tabletop_bench.py`` or ``catanatron_bench.py``) pinned to one core. A fresh process per
engine makes its peak memory (``ru_maxrss``) that engine's alone, and keeps one engine's garbage
and caches from slowing the next. ``harness.py`` documents how each figure is measured.

A shared or virtual machine drifts: the same child has been seen 10-30% slower a minute later.
So the whole set of children runs ``--rounds`` times (3 by default), one after the other, and
each engine's ratio is taken against the baseline of its own round; the table shows, per
engine, the median over rounds of each figure and of each ratio, and the lowest and highest
actions ratio. A drift then shifts one round, not the verdict.

The drift is faster than a round, though (seconds, not minutes), so the actions/s verdicts come
from a second measurement: every engine and the baseline timed side by side on the same core,
in alternating slices of about one Catanatron game, ``--pairs`` of them (``paired.py``). The
rounds' ratios stay in the main table beside it; clone time and memory come from the rounds.

Output: a progress line per engine on stderr, a markdown table on stdout, the full results as
JSON in ``benchmarks/results/latest.json`` (git-ignored), and with ``--write-md`` the figures
block of ``BENCHMARKS.md`` (between ``<!-- bench:start -->`` and ``<!-- bench:end -->``).
The exit code is 1 when an engine could not be measured (and, with ``--strict``, when a target
is missed), else 0: a missed target is a finding, not a failure of the benchmark.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import paired

BENCH_DIR = Path(__file__).resolve().parent
ROOT = BENCH_DIR.parent
DEFAULT_JSON = BENCH_DIR / "results" / "latest.json"
DEFAULT_MD = ROOT / "BENCHMARKS.md"
MD_START = "<!-- bench:start -->"
MD_END = "<!-- bench:end -->"

BASELINE = "catanatron"
TARGET_ACTIONS_RATIO = 3.0  # ours / Catanatron, at least
TARGET_CLONE_RATIO = 0.25  # ours / Catanatron, at most


def fast_enough(ratio: float) -> bool:
    """Whether an actions/s ratio (ours / Catanatron's) meets the target."""
    return ratio >= TARGET_ACTIONS_RATIO


# (full run, --quick) defaults.
DEFAULTS: dict[str, tuple[int, int]] = {
    "games": (200, 20),
    "catan_games": (100, 10),
    "clone_states": (50, 10),
    "clone_reps": (2000, 200),
    "warmup": (2, 1),
    "rounds": (3, 1),
    "pairs": (60, 10),
}

MD_INTRO = """# Benchmarks

`make bench` runs `benchmarks/run.py`. For every tabletop_lib game (at 4 players, or at its most
when it does not take 4) and for the baseline, [Catanatron](https://pypi.org/project/catanatron/)
3.2.1 (pure-Python Settlers of Catan, 4 `RandomPlayer`s), a fresh process pinned to one core
measures, in each of three rounds (the median round's figures are shown):

- **games/s and actions/s** over random games (uniform random legal action at every decision,
  setup included); an action is one decision applied, for both engines; ours on the unchecked
  path (`apply_action(a, check=False)`) and again on the checked path (`apply_action(a)`);
- **clone time**: the mean over ~50 states, taken at random points of random games, of the time
  of one `state.clone()` (Catanatron: `game.copy()`), each state cloned 2000 times;
- **peak memory**: the process's peak RSS, and its growth over the interpreter with the engine
  imported.

The targets are relative, so the baseline is measured in the same run on the same machine:
actions/s at least **3×** Catanatron's, clone time at most **¼** of Catanatron's copy. Tests never
time anything; only this benchmark does. `make bench BENCH_ARGS=--write-md` rewrites the block
below; `--quick` gives a rough figure in seconds. The actions/s verdicts are timed side by side:
each engine and Catanatron take turns on one core in slices of about one Catanatron game
(`benchmarks/paired.py`), so that the machine's drift within seconds slows both alike.
"""


@dataclass(frozen=True, slots=True)
class Job:
    """One child process to run: which engine, and its command line."""

    key: str
    title: str
    argv: list[str]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="random games per tabletop_lib game [200]")
    parser.add_argument("--catan-games", type=int, help="random Catanatron games [100]")
    parser.add_argument("--clone-states", type=int, help="states sampled for clone timing [50]")
    parser.add_argument("--clone-reps", type=int, help="clones timed per state [2000]")
    parser.add_argument("--warmup", type=int, help="untimed games before timing [2]")
    parser.add_argument(
        "--rounds", type=int, help="times every child is run; medians are reported [3]"
    )
    parser.add_argument(
        "--pairs", type=int, help="side-by-side slices per engine, for the verdict [60]"
    )
    parser.add_argument(
        "--quick", action="store_true", help="small run for a rough figure (20/10 games)"
    )
    parser.add_argument("--seed", type=int, default=1, help="first game seed (>= 1) [1]")
    parser.add_argument("--cpu", type=int, help="core to pin every child to [the last one]")
    parser.add_argument(
        "--only", action="append", metavar="ENGINE", help="measure only these (repeatable)"
    )
    parser.add_argument("--no-baseline", action="store_true", help="skip Catanatron")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help="results file")
    parser.add_argument("--write-md", action="store_true", help="rewrite BENCHMARKS.md figures")
    parser.add_argument("--md", type=Path, default=DEFAULT_MD, help="markdown file to rewrite")
    parser.add_argument("--timeout", type=float, help="seconds allowed per engine [none]")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    parser.add_argument("--python", default=sys.executable, help="interpreter for the children")
    args = parser.parse_args(argv)
    for name, (full, quick) in DEFAULTS.items():
        if getattr(args, name) is None:
            setattr(args, name, quick if args.quick else full)
    if args.seed < 1:
        parser.error("--seed must be at least 1")
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.pairs < 0:
        parser.error("--pairs must not be negative (0 skips the side-by-side verdict)")
    if args.cpu is None:
        args.cpu = max(os.sched_getaffinity(0))
    return args


def log(message: str) -> None:
    """A progress line on stderr."""
    sys.stderr.write(f"[bench] {message}\n")
    sys.stderr.flush()


def child_env() -> dict[str, str]:
    """The children's environment: ours, with hash order fixed so runs repeat."""
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    return env


def discover_games(python: str) -> tuple[list[dict[str, Any]], str | None]:
    """The tabletop_lib games and player counts, asked of a child; or the reason it failed."""
    proc = subprocess.run(
        [python, str(BENCH_DIR / "tabletop_bench.py"), "--list"],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        lines = proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"]
        return [], lines[-1]
    try:
        games = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError) as exc:
        return [], f"unreadable game list: {exc}"
    if not games:
        return [], "tabletop_lib.list_games() returned no games"
    return list(games), None


def common_child_args(args: argparse.Namespace, games: int) -> list[str]:
    return [
        "--games",
        str(games),
        "--warmup",
        str(args.warmup),
        "--seed",
        str(args.seed),
        "--clone-states",
        str(args.clone_states),
        "--clone-reps",
        str(args.clone_reps),
        "--cpu",
        str(args.cpu),
    ]


def plan_jobs(args: argparse.Namespace, games: list[dict[str, Any]]) -> list[Job]:
    """The baseline first, then every tabletop_lib game, filtered by ``--only``."""
    wanted = set(args.only) if args.only else None
    jobs: list[Job] = []
    if not args.no_baseline and (wanted is None or BASELINE in wanted):
        jobs.append(
            Job(
                BASELINE,
                f"Catanatron (4 players, {args.catan_games} games)",
                [
                    str(BENCH_DIR / "catanatron_bench.py"),
                    *common_child_args(args, args.catan_games),
                ],
            )
        )
    for game in games:
        name, players = str(game["name"]), int(game["num_players"])
        key = str(game.get("key", name))
        if wanted is not None and name not in wanted and key not in wanted:
            continue
        options = ["--options", json.dumps(game["options"])] if "options" in game else []
        jobs.append(
            Job(
                key,
                f"{key} ({players} players, {args.games} games)",
                [
                    str(BENCH_DIR / "tabletop_bench.py"),
                    "--game",
                    name,
                    "--players",
                    str(players),
                    *options,
                    *common_child_args(args, args.games),
                ],
            )
        )
    return jobs


def run_job(job: Job, args: argparse.Namespace) -> dict[str, Any]:
    """Run one child and return its JSON result (with ``error`` set if it failed)."""
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        out = Path(tmp) / "result.json"
        command = [args.python, *job.argv, "--out", str(out)]
        try:
            proc = subprocess.run(
                command, cwd=ROOT, env=child_env(), timeout=args.timeout, check=False
            )
        except subprocess.TimeoutExpired:
            return {"engine": job.key, "error": f"timed out after {args.timeout} s"}
        if out.exists():
            result: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
        else:
            result = {"error": f"child exited with code {proc.returncode} and no result"}
    result["engine"] = job.key  # the job's key: a game's variants share its engine name
    if proc.returncode != 0 and "error" not in result:
        result["error"] = f"child exited with code {proc.returncode}"
    return result


def side_by_side(jobs: list[Job], args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """Every engine timed against the baseline in alternating slices on one core
    (``paired.py``), keyed by engine; a failure is kept as ``{"error": reason}``."""
    base = next((job for job in jobs if job.key == BASELINE), None)
    if base is None or args.pairs == 0:
        return {}
    found: dict[str, dict[str, Any]] = {}
    for job in jobs:
        if job is base:
            continue
        log(f"side by side: {job.key} and Catanatron, {args.pairs} pairs on core {args.cpu} ...")
        started = time.perf_counter()
        try:
            result = paired.measure(
                base.argv,
                job.argv,
                python=args.python,
                env=child_env(),
                cwd=str(ROOT),
                pairs=args.pairs,
                seed=args.seed,
                warmup=args.warmup,
            )
        except (RuntimeError, OSError, ValueError) as exc:
            result = {"error": str(exc)}
        seconds = time.perf_counter() - started
        if "error" in result:
            log(f"side by side: {job.key}: FAILED ({result['error']}) [{seconds:.1f} s]")
        else:
            log(
                f"side by side: {job.key}: {result['actions_per_s_ratio']:.2f}× unchecked, "
                f"{result['checked_actions_per_s_ratio']:.2f}× checked, "
                f"{result['games_per_slice']} games per slice [{seconds:.1f} s]"
            )
        found[job.key] = result
    return found


def with_side_by_side(
    comparisons: dict[str, dict[str, Any]], found: dict[str, dict[str, Any]]
) -> dict[str, dict[str, Any]]:
    """The rounds' comparisons with the side-by-side figures added; where those were
    measured, the actions/s verdicts are theirs (the rounds' ratios stay as they were)."""
    merged: dict[str, dict[str, Any]] = {}
    for engine, ratios in comparisons.items():
        result = found.get(engine)
        if result is None or "error" in result:
            merged[engine] = ratios
            continue
        merged[engine] = {
            **ratios,
            "side_by_side": result,
            "actions_target_met": fast_enough(result["actions_per_s_ratio"]),
            "checked_actions_target_met": fast_enough(result["checked_actions_per_s_ratio"]),
        }
    return merged


def summary_line(result: dict[str, Any], seconds: float) -> str:
    if "error" in result:
        return f"{result['engine']}: FAILED ({result['error']}) [{seconds:.1f} s]"
    t, c, m = result["throughput"], result["clone"], result["memory"]
    return (
        f"{result['engine']}: {t['games_per_s']:.2f} games/s, {t['actions_per_s']:,.0f} actions/s"
        + (
            f" ({result['checked_throughput']['actions_per_s']:,.0f} checked)"
            if "checked_throughput" in result
            else ""
        )
        + f", {t['mean_actions_per_game']:,.0f} actions/game, clone {c['mean_us']:.2f} µs,"
        f" peak {m['peak_rss_mb']:.1f} MB (+{m['delta_mb']:.1f}) [{seconds:.1f} s]"
    )


def compare(results: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Ratios of every engine of one round against that round's baseline, and the verdict."""
    base = next((r for r in results if r["engine"] == BASELINE and "error" not in r), None)
    comparisons: dict[str, dict[str, Any]] = {}
    if base is None:
        return comparisons
    bt = base["throughput"]
    for result in results:
        if result["engine"] == BASELINE or "error" in result:
            continue
        checked = result.get("checked_throughput")
        comparisons[result["engine"]] = with_verdicts(
            {
                "actions_per_s_ratio": result["throughput"]["actions_per_s"] / bt["actions_per_s"],
                "checked_actions_per_s_ratio": checked["actions_per_s"] / bt["actions_per_s"]
                if checked
                else None,
                "playout_actions_per_s_ratio": result["throughput"]["playout_actions_per_s"]
                / bt["playout_actions_per_s"],
                "clone_ratio": result["clone"]["mean_us"] / base["clone"]["mean_us"],
            }
        )
    return comparisons


RATIOS = (
    "actions_per_s_ratio",
    "checked_actions_per_s_ratio",
    "playout_actions_per_s_ratio",
    "clone_ratio",
)


def with_verdicts(ratios: dict[str, Any]) -> dict[str, Any]:
    """``ratios`` with whether each target is met (a missing checked ratio is no miss)."""
    checked = ratios["checked_actions_per_s_ratio"]
    return {
        **ratios,
        "actions_target_met": fast_enough(ratios["actions_per_s_ratio"]),
        "checked_actions_target_met": checked is None or fast_enough(checked),
        "clone_target_met": ratios["clone_ratio"] <= TARGET_CLONE_RATIO,
    }


def median_figures(runs: list[Any]) -> Any:
    """One engine's figures over the rounds: the median of every number (the lower middle
    one for whole numbers, which stay whole), walking dicts; other values from the first."""
    first = runs[0]
    if isinstance(first, dict):
        return {k: median_figures([r[k] for r in runs if k in r]) for k in first}
    if isinstance(first, bool) or not all(isinstance(r, int | float) for r in runs):
        return first
    if all(isinstance(r, int) for r in runs):
        return statistics.median_low(runs)
    return statistics.median(runs)


def combine(
    rounds: list[list[dict[str, Any]]],
) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    """Every engine's median figures, and its median ratios over the rounds (each round's
    against its own baseline) with the lowest and highest actions ratio. An engine that
    failed in any round is reported as failed."""
    by_engine: dict[str, list[dict[str, Any]]] = {}
    for results in rounds:
        for result in results:
            by_engine.setdefault(result["engine"], []).append(result)
    results = [
        next((r for r in runs if "error" in r), None) or median_figures(runs)
        for runs in by_engine.values()
    ]
    per_round = [compare(results) for results in rounds]
    comparisons: dict[str, dict[str, Any]] = {}
    for engine in by_engine:
        found = [c[engine] for c in per_round if engine in c]
        if len(found) < len(rounds):  # failed somewhere, or no baseline
            continue
        ratios: dict[str, Any] = {}
        for name in RATIOS:
            values = [f[name] for f in found if f[name] is not None]
            ratios[name] = statistics.median(values) if values else None
        comparisons[engine] = with_verdicts(ratios)
        actions = [f["actions_per_s_ratio"] for f in found]
        comparisons[engine]["actions_per_s_ratio_rounds"] = actions
    return results, comparisons


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def git_revision() -> str | None:
    try:
        proc = subprocess.run(
            ["git", "describe", "--always", "--dirty"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return None
    return proc.stdout.strip() or None


def machine_meta(args: argparse.Namespace, results: list[dict[str, Any]]) -> dict[str, Any]:
    python = next((r["python"] for r in results if "python" in r), platform.python_version())
    return {
        "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "nproc": os.cpu_count(),
        "cpu_model": cpu_model(),
        "pinned_cpu": args.cpu,
        "python": python,
        "platform": platform.platform(),
        "git": git_revision(),
        "command": " ".join(["benchmarks/run.py", *sys.argv[1:]]),
        "rounds": args.rounds,
        "pairs": args.pairs,
    }


def _ratio_cell(
    ratio: float,
    met: bool | None,
    target: str,
    spread_of: list[float] | None = None,
    spread_name: str = "rounds",
) -> str:
    """``3.12× (≥ 3: met, rounds 2.99-3.61)``; with ``met`` None (the verdict is given
    elsewhere) only the spread is put in brackets."""
    spread = (
        f"{spread_name} {min(spread_of):.2f}-{max(spread_of):.2f}"
        if spread_of and len(spread_of) > 1
        else ""
    )
    if met is None:
        return f"{ratio:.2f}× ({spread})" if spread else f"{ratio:.2f}×"
    verdict = f"{target}: {'met' if met else 'missed'}"
    return f"{ratio:.2f}× ({verdict}, {spread})" if spread else f"{ratio:.2f}× ({verdict})"


def side_by_side_table(found: dict[str, dict[str, Any]]) -> list[str]:
    """The verdict table of the side-by-side measurement (empty when it did not run)."""
    if not found:
        return []
    lines = [
        "",
        "Side by side on one core, the actions/s verdict (`paired.py`: each engine and "
        "Catanatron in alternating slices of about one Catanatron game; the ratio is pooled "
        f"over the pairs, the spread is over {paired.BLOCKS} consecutive blocks of them):",
        "",
        "| Engine | Pairs | Our games per slice | Actions/s vs Catanatron "
        "| Checked actions/s vs Catanatron |",
        "|---|--:|--:|---|---|",
    ]
    for engine, result in found.items():
        if "error" in result:
            lines.append(f"| {engine} | | | failed: {result['error']} | |")
            continue
        cells = [
            _ratio_cell(
                result[name], fast_enough(result[name]), "≥ 3", result[f"{name}_blocks"], "blocks"
            )
            for name in ("actions_per_s_ratio", "checked_actions_per_s_ratio")
        ]
        lines.append(
            f"| {engine} | {result['pairs']} | {result['games_per_slice']} "
            f"| {cells[0]} | {cells[1]} |"
        )
    return lines


def markdown(
    results: list[dict[str, Any]],
    comparisons: dict[str, dict[str, Any]],
    meta: dict[str, Any],
    discovery_error: str | None,
    found: dict[str, dict[str, Any]] | None = None,
) -> str:
    """The figures block: machine line, table, the side-by-side table, and notes."""
    found = found or {}
    lines = [
        f"Measured {meta['date']} on {meta['nproc']} × {meta['cpu_model']} (pinned to core "
        f"{meta['pinned_cpu']}), Python {meta['python']}, {meta['rounds']} round(s)"
        + (f", tabletop_lib at `{meta['git']}`" if meta["git"] else "")
        + f"; `{meta['command']}`.",
        "",
        "| Engine | Players | Games | Games/s | Actions/s | Actions/game | Clone µs "
        "| Peak MB (growth) | Actions/s vs Catanatron | Checked actions/s vs Catanatron "
        "| Clone vs Catanatron |",
        "|---|--:|--:|--:|--:|--:|--:|--:|---|---|---|",
    ]
    ordered = sorted(results, key=lambda r: r["engine"] == BASELINE)
    for result in ordered:
        is_base = result["engine"] == BASELINE
        name = f"Catanatron {result.get('version', '')} (baseline)" if is_base else result["engine"]
        if "error" in result:
            lines.append(f"| {name} | | | | | | | | failed: {result['error']} | | |")
            continue
        t, c, m = result["throughput"], result["clone"], result["memory"]
        checked_cell = "—"
        if is_base:
            actions_cell, clone_cell = "1.00×", "1.00×"
        elif result["engine"] in comparisons:
            ratios = comparisons[result["engine"]]
            # (the verdict is the side-by-side table's where that was measured)
            paired_verdict = "side_by_side" in ratios
            actions_cell = _ratio_cell(
                ratios["actions_per_s_ratio"],
                None if paired_verdict else ratios["actions_target_met"],
                "≥ 3",
                ratios.get("actions_per_s_ratio_rounds"),
            )
            clone_cell = _ratio_cell(ratios["clone_ratio"], ratios["clone_target_met"], "≤ 0.25")
            if ratios["checked_actions_per_s_ratio"] is not None:
                checked_cell = _ratio_cell(
                    ratios["checked_actions_per_s_ratio"],
                    None if paired_verdict else ratios["checked_actions_target_met"],
                    "≥ 3",
                )
        else:
            actions_cell = clone_cell = "no baseline"
        lines.append(
            f"| {name} | {result['num_players']} | {t['games']} | {t['games_per_s']:.2f} "
            f"| {t['actions_per_s']:,.0f} | {t['mean_actions_per_game']:,.0f} "
            f"| {c['mean_us']:.2f} | {m['peak_rss_mb']:.1f} (+{m['delta_mb']:.1f}) "
            f"| {actions_cell} | {checked_cell} | {clone_cell} |"
        )
    lines.extend(side_by_side_table(found))
    lines.append("")
    lines.append(
        "Ratios are ours / Catanatron's, both measured in this run. In the first table each "
        "figure and each ratio is the median over the rounds, each round's ratio taken against "
        "that round's Catanatron (the lowest and highest actions ratio follow it). Actions/s is "
        "the unchecked path (`apply_action(a, check=False)`); the checked column times the "
        "same games with `apply_action(a)`, which validates every action, against the same "
        "Catanatron loop (unchecked: the stricter baseline). Clone µs is the mean over "
        "sampled states; peak MB is the child process's `ru_maxrss`, growth is over the "
        "interpreter with the engine imported."
    )
    for result in results:
        if result["engine"] == BASELINE and "error" not in result:
            t = result["throughput"]
            limit = result.get("notes", {}).get("turns_limit", "its")
            lines.append(
                f"Catanatron: {t['truncated_games']} of {t['games']} games reached the "
                f"{limit}-turn limit with no winner; they are counted like the others. "
                "Its loop is `Game.play_tick` without validation, its unchecked path."
            )
    if discovery_error is not None:
        lines.append(f"tabletop_lib games could not be listed: {discovery_error}")
    return "\n".join(lines) + "\n"


def write_markdown(path: Path, block: str) -> None:
    """Replace the figures block of ``path``, creating the file with an intro if missing."""
    fenced = f"{MD_START}\n{block}{MD_END}\n"
    text = path.read_text(encoding="utf-8") if path.exists() else MD_INTRO
    start, end = text.find(MD_START), text.find(MD_END)
    if start != -1 and end > start:
        text = text[:start] + fenced + text[end + len(MD_END) :].lstrip("\n")
    else:
        text = text.rstrip("\n") + "\n\n" + fenced
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    games: list[dict[str, Any]] = []
    discovery_error: str | None = None
    if args.only is None or any(name != BASELINE for name in args.only):
        games, discovery_error = discover_games(args.python)
        if discovery_error is not None:
            log(f"tabletop_lib games could not be listed: {discovery_error}")
    jobs = plan_jobs(args, games)
    if not jobs:
        log("nothing to measure")
        return 1
    rounds: list[list[dict[str, Any]]] = []
    for round_number in range(1, args.rounds + 1):
        results: list[dict[str, Any]] = []
        for index, job in enumerate(jobs, start=1):
            step = f"round {round_number}/{args.rounds}, {index}/{len(jobs)}"
            log(f"{step} {job.title} on core {args.cpu} ...")
            started = time.perf_counter()
            result = run_job(job, args)
            log(f"{step} {summary_line(result, time.perf_counter() - started)}")
            results.append(result)
        rounds.append(results)
    results, comparisons = combine(rounds)
    found = side_by_side(jobs, args)
    comparisons = with_side_by_side(comparisons, found)
    meta = machine_meta(args, results)
    report = {
        "meta": meta,
        "targets": {
            "actions_per_s_ratio_min": TARGET_ACTIONS_RATIO,
            "clone_ratio_max": TARGET_CLONE_RATIO,
        },
        "baseline": BASELINE,
        "engines": results,
        "rounds": rounds,
        "side_by_side": found,
        "comparisons": comparisons,
        "discovery_error": discovery_error,
    }
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    block = markdown(results, comparisons, meta, discovery_error, found)
    sys.stdout.write(block)
    log(f"results written to {args.json}")
    if args.write_md:
        write_markdown(args.md, block)
        log(f"figures written to {args.md}")
    failed = (
        discovery_error is not None
        or any("error" in r for r in results)
        or any("error" in r for r in found.values())
    )
    missed = any(
        not (c["actions_target_met"] and c["checked_actions_target_met"] and c["clone_target_met"])
        for c in comparisons.values()
    )
    return 1 if failed or (args.strict and missed) else 0


if __name__ == "__main__":
    sys.exit(main())
