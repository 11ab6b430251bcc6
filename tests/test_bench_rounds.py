"""``benchmarks/run.py``: rounds are compared each against its own baseline, then medians."""

from __future__ import annotations

from types import ModuleType

import pytest
from bench_scripts import load, round_result, table_meta


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load("run")


def test_each_round_is_measured_against_its_own_baseline(bench: ModuleType) -> None:
    # The machine halves its speed in round 2: both engines slow down, the ratio does not.
    rounds = [
        [round_result("catanatron", 10_000, 100.0), round_result("engine_a", 32_000, 10.0)],
        [round_result("catanatron", 5_000, 200.0), round_result("engine_a", 16_000, 20.0)],
        [round_result("catanatron", 10_000, 100.0), round_result("engine_a", 28_000, 12.0)],
    ]
    results, comparisons = bench.combine(rounds)
    ratios = comparisons["engine_a"]
    assert ratios["actions_per_s_ratio_rounds"] == pytest.approx([3.2, 3.2, 2.8])
    assert ratios["actions_per_s_ratio"] == pytest.approx(3.2)  # the median round
    assert ratios["clone_ratio"] == pytest.approx(0.1)
    assert ratios["actions_target_met"] and ratios["clone_target_met"]
    assert ratios["checked_actions_per_s_ratio"] is None and ratios["checked_actions_target_met"]
    ours = next(r for r in results if r["engine"] == "engine_a")
    assert ours["throughput"]["actions_per_s"] == 28_000  # each figure's own median
    assert ours["throughput"]["games"] == 10 and isinstance(ours["throughput"]["games"], int)
    # A single round against a slow baseline would have said 6.4x, the drift alone.
    assert bench.compare([rounds[1][0], rounds[0][1]])["engine_a"]["actions_per_s_ratio"] == 6.4


def test_a_round_that_failed_fails_the_engine(bench: ModuleType) -> None:
    rounds = [
        [round_result("catanatron", 10_000, 100.0), round_result("engine_b", 40_000, 9.0)],
        [round_result("catanatron", 10_000, 100.0), {"engine": "engine_b", "error": "timed out"}],
    ]
    results, comparisons = bench.combine(rounds)
    assert next(r for r in results if r["engine"] == "engine_b")["error"] == "timed out"
    assert "engine_b" not in comparisons
    table = bench.markdown(results, comparisons, table_meta(3), None)
    assert "| engine_b | | | | | | | | failed: timed out | | |" in table


def test_the_table_shows_the_rounds_spread(bench: ModuleType) -> None:
    rounds = [
        [round_result("catanatron", 10_000, 100.0), round_result("engine_a", ours, 10.0)]
        for ours in (29_000, 31_000, 33_000)
    ]
    results, comparisons = bench.combine(rounds)
    table = bench.markdown(results, comparisons, table_meta(3), None)
    assert "3.10× (≥ 3: met, rounds 2.90-3.30)" in table
    assert "3 round(s)" in table
