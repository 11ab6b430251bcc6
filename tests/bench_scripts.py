"""Helpers for the tests of the ``benchmarks/`` scripts: loading them, and made-up results."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def load(name: str) -> ModuleType:
    """``benchmarks/<name>.py`` as a module (the scripts are not a package)."""
    if str(BENCH) not in sys.path:  # (the scripts import their siblings by name)
        sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (their dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


def round_result(
    engine: str, actions: float, clone: float, games: int = 10, checked: float | None = None
) -> dict[str, Any]:
    """One child's result in one round, as ``harness.py`` reports it; ``checked`` is the
    checked path's actions/s (10% faster than ``actions`` unless given)."""
    return {
        "engine": engine,
        "num_players": 4,
        "throughput": {
            "games": games,
            "games_per_s": actions / 100,
            "actions_per_s": actions,
            "playout_actions_per_s": actions * 1.1 if checked is None else checked,
            "mean_actions_per_game": 100.0,
            "truncated_games": 0,
        },
        "clone": {"mean_us": clone},
        "memory": {"peak_rss_mb": 20.0, "delta_mb": 1.0},
    }


def table_meta(rounds: int) -> dict[str, Any]:
    """The run's description that ``run.markdown`` puts above the table."""
    return {
        "date": "2026-12-02 05:00 UTC",
        "nproc": 2,
        "cpu_model": "test",
        "pinned_cpu": 1,
        "python": "3.11",
        "git": None,
        "command": "benchmarks/run.py",
        "rounds": rounds,
    }
