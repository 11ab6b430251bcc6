"""The narration of a finished game: an unknown game is one section; the breakdown table's
totals are the scores."""

from __future__ import annotations

import pytest
from registered import games, table

from tabletop_lib import load_game, play
from tabletop_lib.analysis.narrate import breakdown_table, narration, sections


@pytest.mark.parametrize("name", games())
def test_an_unknown_game_is_one_section(name: str) -> None:
    final = play(load_game(name, num_players=table(name)), seed=2)
    (only,) = sections("some_other_game", final.events())
    assert only.title == "Game" and len(only.events) == len(final.events())


@pytest.mark.parametrize("name", games())
def test_breakdown_table_totals_are_the_scores(name: str) -> None:
    final = play(load_game(name, num_players=table(name, 4)), seed=3)
    total = breakdown_table(final)[-1].split()
    assert total[0] == "Total"
    assert [int(x) for x in total[1:]] == final.scores()
    lines = narration(final, "header")
    assert lines[0] == "header"
    assert lines[-1].startswith("Winner")
