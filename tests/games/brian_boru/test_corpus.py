"""The corpus of strong Brian Boru games: its configurations."""

from __future__ import annotations

from tabletop_lib.analysis.corpus import configurations


def test_the_configurations_are_the_usual_player_counts() -> None:
    assert sorted(c.num_players for c in configurations("brian_boru")) == [3, 4, 5]
