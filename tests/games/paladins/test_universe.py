"""Paladins' action universe depends on the player count (its static data), not on play."""

from __future__ import annotations

import tabletop_lib
from tabletop_lib.interop.universe import build_universe


def test_the_universe_follows_the_player_count() -> None:
    three = build_universe(tabletop_lib.load_game("paladins", num_players=3)).texts
    assert three != build_universe(tabletop_lib.load_game("paladins", 4)).texts
