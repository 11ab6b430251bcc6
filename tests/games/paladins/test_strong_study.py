"""The strong-player study on Paladins: its rows get the first player as start player."""

from __future__ import annotations

from tabletop_lib.analysis.strong_study import (
    StrongSize,
    run_study,
)


def test_paladins_rows_get_the_first_player_as_start_player() -> None:
    import tabletop_lib

    df = run_study("paladins", StrongSize(greedy=2, per_seat=0))
    game = tabletop_lib.load_game("paladins", num_players=3)
    for seed, start in df.groupby("game_seed")["start_player"].first().items():
        assert game.new_initial_state(int(seed)).first_player == start
