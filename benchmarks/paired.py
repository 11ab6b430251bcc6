"""Side by side on one core: an engine and the baseline timed in alternating slices.

The rounds of ``run.py`` time each engine in its own process, one after the other, and a shared
machine drifts between them: two rounds a minute apart have given the same engine 2.5× and
3.6× Catanatron. Here the two engines instead take turns on the same core, in slices of about
one Catanatron game (a twentieth of a second), so that whatever the machine does in a given
second it does to both. Each engine still runs in its own process (``--serve``, see
``harness.serve``), so neither one's heap, caches or garbage collections touch the other's;
while one plays, the other waits on its pipe.

One *pair* is one baseline game, then ``m`` games of ours on the unchecked path, then the same
``m`` games on the checked path, where ``m`` is chosen after the warm-up so that our slice
takes about as long as the baseline's. Seeds run on from ``--seed`` on both sides, as in the
rounds. The ratio is pooled over all pairs, each side's actions over its own time; the pairs are
also cut into a few consecutive blocks, whose pooled ratios give the spread shown beside it.
"""

from __future__ import annotations

import itertools
import json
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from typing import IO, Any

BLOCKS = 5
"""Consecutive blocks the pairs are cut into for the spread (fewer when there are fewer
pairs)."""
MAX_GAMES_PER_SLICE = 200


@dataclass(frozen=True, slots=True)
class Slice:
    """One turn of one engine: the actions it applied and the nanoseconds they took."""

    actions: int
    ns: int


class Server:
    """A benchmark child started with ``--serve``, answering one command per line."""

    def __init__(self, python: str, argv: Sequence[str], env: dict[str, str], cwd: str) -> None:
        self.process = subprocess.Popen(
            [python, *argv, "--serve"],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.name = str(self._read()["ready"])

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None  # (both were asked for)
        return stdin, stdout

    def _read(self) -> dict[str, Any]:
        line = self._pipes()[1].readline()
        if not line:
            code = self.process.wait()
            raise RuntimeError(f"benchmark child exited with code {code} before answering")
        message: dict[str, Any] = json.loads(line)
        if "error" in message:
            raise RuntimeError(str(message["error"]))
        return message

    def play(self, first: int, games: int, checked: bool = False) -> Slice:
        """Games of seeds ``first`` .. ``first + games - 1``, timed by the child."""
        stdin = self._pipes()[0]
        stdin.write(json.dumps({"first": first, "games": games, "checked": checked}) + "\n")
        stdin.flush()
        reply = self._read()
        return Slice(int(reply["actions"]), int(reply["ns"]))

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                stdin = self._pipes()[0]
                stdin.write(json.dumps({"quit": True}) + "\n")
                stdin.close()
            except (BrokenPipeError, OSError):
                pass
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def games_per_slice(baseline: Slice, ours: Slice, ours_games: int) -> int:
    """How many of our games take about as long as one baseline game (1 to 200)."""
    per_game = max(ours.ns, 1) / max(ours_games, 1)
    return max(1, min(MAX_GAMES_PER_SLICE, round(baseline.ns / per_game)))


def pooled_ratio(ours: Sequence[Slice], baseline: Sequence[Slice]) -> float:
    """Our actions per second over the baseline's, each pooled over its slices."""
    ours_rate = sum(s.actions for s in ours) / max(sum(s.ns for s in ours), 1)
    base_rate = sum(s.actions for s in baseline) / max(sum(s.ns for s in baseline), 1)
    return ours_rate / base_rate


def block_ratios(ours: Sequence[Slice], baseline: Sequence[Slice], blocks: int) -> list[float]:
    """:func:`pooled_ratio` over each of ``blocks`` consecutive runs of pairs (as equal as the
    count allows)."""
    n = len(ours)
    blocks = max(1, min(blocks, n))
    bounds = [round(i * n / blocks) for i in range(blocks + 1)]
    return [pooled_ratio(ours[a:b], baseline[a:b]) for a, b in itertools.pairwise(bounds)]


def summarize(
    baseline: Sequence[Slice], unchecked: Sequence[Slice], checked: Sequence[Slice], games: int
) -> dict[str, Any]:
    """The pooled ratios of both paths and their spread over blocks."""
    if not baseline or len(baseline) != len(unchecked) or len(unchecked) != len(checked):
        raise ValueError("every pair needs a baseline, an unchecked and a checked slice")
    return {
        "pairs": len(baseline),
        "games_per_slice": games,
        "baseline_actions": sum(s.actions for s in baseline),
        "actions": sum(s.actions for s in unchecked),
        "actions_per_s_ratio": pooled_ratio(unchecked, baseline),
        "actions_per_s_ratio_blocks": block_ratios(unchecked, baseline, BLOCKS),
        "checked_actions_per_s_ratio": pooled_ratio(checked, baseline),
        "checked_actions_per_s_ratio_blocks": block_ratios(checked, baseline, BLOCKS),
    }


def measure(
    baseline_argv: Sequence[str],
    engine_argv: Sequence[str],
    *,
    python: str,
    env: dict[str, str],
    cwd: str,
    pairs: int,
    seed: int,
    warmup: int,
) -> dict[str, Any]:
    """Start both children on the core their arguments name, warm them up, then time
    ``pairs`` pairs (the module's docstring) and :func:`summarize` them."""
    if pairs < 1:
        raise ValueError("pairs must be at least 1")
    servers: list[Server] = []
    try:
        base = Server(python, baseline_argv, env, cwd)
        servers.append(base)
        ours = Server(python, engine_argv, env, cwd)
        servers.append(ours)
        warm = max(warmup, 1)  # (one game at least: the slice's size is read from it)
        base_warm = base.play(seed + 1_000_000, warm)
        ours_warm = ours.play(seed + 1_000_000, warm)
        ours.play(seed + 1_000_000, warm, checked=True)
        m = games_per_slice(base_warm, ours_warm, warm)
        baseline, unchecked, checked = [], [], []
        for i in range(pairs):
            baseline.append(base.play(seed + i, 1))
            unchecked.append(ours.play(seed + i * m, m))
            checked.append(ours.play(seed + i * m, m, checked=True))
        return summarize(baseline, unchecked, checked, m)
    finally:
        for server in servers:
            server.close()
