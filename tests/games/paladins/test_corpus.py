"""The corpus of strong Paladins games: a row names its start player where the game names it
otherwise."""

from __future__ import annotations

from tabletop_lib.analysis.corpus import (
    COLUMNS,
    Configuration,
    configurations,
    replay_rows,
)

TINY = Configuration("merlin", 2)
"""The cheapest configuration: about a second a game."""
SHIPPED = list(configurations())
"""Every configuration: each table is shipped, so each is checked (a missing one fails)."""


def test_every_row_has_its_start_player_even_where_the_game_names_it_otherwise() -> None:
    config = Configuration("paladins", 2)
    rows = replay_rows(config, 1)  # one searcher and one careful player: a quick game
    first = config.study().load().new_initial_state(int(rows["game_seed"][0])).first_player
    assert list(rows["start_player"]) == [first, first]
    assert list(rows.columns[: len(COLUMNS)]) == list(COLUMNS)
