"""``benchmarks/paired.py``: an engine and the baseline timed in alternating slices."""

from __future__ import annotations

import os
import random
import sys
from types import ModuleType

import pytest
from bench_scripts import BENCH, load, round_result, table_meta
from registered import games, table

import tabletop_lib


@pytest.fixture(scope="module")
def paired() -> ModuleType:
    return load("paired")


@pytest.fixture(scope="module")
def run() -> ModuleType:
    return load("run")


def test_a_drift_shared_by_both_sides_leaves_the_ratio(paired: ModuleType) -> None:
    Slice = paired.Slice
    # The machine runs at half speed for the second half of the pairs: both sides slow down.
    baseline = [Slice(1000, 100) for _ in range(5)] + [Slice(1000, 200) for _ in range(5)]
    ours = [Slice(3000, 100) for _ in range(5)] + [Slice(3000, 200) for _ in range(5)]
    checked = [Slice(2500, 100) for _ in range(5)] + [Slice(2500, 200) for _ in range(5)]
    found = paired.summarize(baseline, ours, checked, games=6)
    assert found["actions_per_s_ratio"] == pytest.approx(3.0)
    assert found["checked_actions_per_s_ratio"] == pytest.approx(2.5)
    assert found["actions_per_s_ratio_blocks"] == pytest.approx([3.0] * 5)
    assert found["pairs"] == 10 and found["games_per_slice"] == 6
    assert found["baseline_actions"] == 10_000 and found["actions"] == 30_000


def test_the_ratio_is_pooled_and_the_blocks_show_the_spread(paired: ModuleType) -> None:
    Slice = paired.Slice
    baseline = [Slice(100, 10), Slice(100, 10), Slice(100, 10), Slice(100, 10)]
    ours = [Slice(200, 10), Slice(400, 10), Slice(200, 10), Slice(400, 10)]
    assert paired.pooled_ratio(ours, baseline) == pytest.approx(3.0)
    assert paired.block_ratios(ours, baseline, 2) == pytest.approx([3.0, 3.0])
    assert paired.block_ratios(ours, baseline, 4) == pytest.approx([2.0, 4.0, 2.0, 4.0])
    assert len(paired.block_ratios(ours, baseline, 9)) == 4  # (no more blocks than pairs)
    with pytest.raises(ValueError, match="every pair"):
        paired.summarize(baseline, ours[:3], ours, games=1)


def test_our_slice_lasts_about_one_baseline_game(paired: ModuleType) -> None:
    Slice = paired.Slice
    assert paired.games_per_slice(Slice(900, 60_000), Slice(1200, 20_000), 2) == 6
    assert paired.games_per_slice(Slice(900, 1_000), Slice(1200, 20_000), 2) == 1
    assert paired.games_per_slice(Slice(900, 10**12), Slice(1, 2), 2) == 200


def _game_lengths(name: str, seeds: range, check: bool = False) -> int:
    """The actions of the bench's random games of ``seeds``, played here directly."""
    game = tabletop_lib.load_game(name, num_players=table(name, 4))
    total = 0
    for seed in seeds:
        state = game.new_initial_state(seed=seed)
        choice = random.Random(seed).choice
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()), check=check)
            total += 1
    return total


def _child(game: str, players: int = 4) -> list[str]:
    bench = str(BENCH / "tabletop_bench.py")
    return [bench, "--game", game, "--players", str(players), "--games", "1"]


@pytest.mark.parametrize("name", games())
def test_two_served_children_play_the_seeds_they_are_asked_for(
    name: str, paired: ModuleType
) -> None:
    # The game on both sides stands in for Catanatron, which make test does not install.
    found = paired.measure(
        _child(name, table(name, 4)),
        _child(name, table(name, 4)),
        python=sys.executable,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        cwd=str(BENCH.parent),
        pairs=3,
        seed=5,
        warmup=1,
    )
    m = found["games_per_slice"]
    assert found["pairs"] == 3 and 1 <= m <= 200
    assert found["baseline_actions"] == _game_lengths(name, range(5, 8))
    assert found["actions"] == _game_lengths(name, range(5, 5 + 3 * m))
    assert found["actions_per_s_ratio"] > 0 and found["checked_actions_per_s_ratio"] > 0
    assert len(found["actions_per_s_ratio_blocks"]) == 3


@pytest.mark.parametrize("name", games())
def test_a_child_that_cannot_start_is_reported(name: str, paired: ModuleType) -> None:
    with pytest.raises(RuntimeError, match=r"no-such-game|ConfigError|Unknown|unknown"):
        paired.measure(
            _child(name, table(name, 4)),
            _child("no-such-game"),
            python=sys.executable,
            env=dict(os.environ),
            cwd=str(BENCH.parent),
            pairs=1,
            seed=1,
            warmup=1,
        )


def test_the_side_by_side_figures_give_the_verdict(run: ModuleType, paired: ModuleType) -> None:
    # The separate rounds say 2.8x (a slow minute for us); side by side says 3.2x.
    rounds = [
        [
            round_result("catanatron", 10_000, 100.0, checked=10_000),
            round_result("engine_a", 28_000, 10.0, checked=28_000),
        ]
    ]
    results, comparisons = run.combine(rounds)
    assert not comparisons["engine_a"]["actions_target_met"]
    Slice = paired.Slice
    side = {
        "engine_a": paired.summarize(
            [Slice(1000, 100)] * 5, [Slice(3200, 100)] * 5, [Slice(2900, 100)] * 5, games=6
        )
    }
    merged = run.with_side_by_side(comparisons, side)
    assert merged["engine_a"]["actions_target_met"]
    assert not merged["engine_a"]["checked_actions_target_met"]
    assert merged["engine_a"]["actions_per_s_ratio"] == pytest.approx(2.8)  # the rounds' own
    meta = table_meta(1)
    table = run.markdown(results, merged, meta, None, side)
    assert "| engine_a | 5 | 6 | 3.20× (≥ 3: met, blocks 3.20-3.20) " in table
    assert "| 2.90× (≥ 3: missed, blocks 2.90-2.90) |" in table
    assert "| 2.80× |" in table and "2.80× (≥ 3" not in table  # no second verdict
    failed = run.with_side_by_side(comparisons, {"engine_a": {"error": "broken pipe"}})
    assert failed["engine_a"] is comparisons["engine_a"]
    assert "| engine_a | | | failed: broken pipe | |" in run.markdown(
        results, failed, meta, None, {"engine_a": {"error": "broken pipe"}}
    )
