"""Brian Boru keeps two golden replays per player count."""

from __future__ import annotations

from registered import case

from tabletop_lib.core import game_info


def test_two_golden_seeds_per_player_count() -> None:
    counts = [n for n, _ in case("brian_boru", "GOLDEN_SEEDS")]
    for n in game_info("brian_boru").player_counts:
        assert counts.count(n) >= 2, n
