"""The narration of a finished game: every event once, in titled sections."""

from __future__ import annotations

from tabletop_lib import load_game, play
from tabletop_lib.analysis.narrate import breakdown_table, narration, sections


def test_sections_keep_every_event_in_order() -> None:
    final = play(load_game("brian_boru", num_players=3), seed=2)
    parts = sections("brian_boru", final.events())
    assert [e for part in parts for e in part.events] == final.events()
    titles = [part.title for part in parts]
    assert titles == ["Setup", "Round 1", "Round 2", "Round 3", "Final scoring"]
    assert all(e.rule.startswith("BB.final.") for e in parts[-1].events)
    assert parts[1].events[0].rule == "BB.prep.vikings"


def test_an_unknown_game_is_one_section() -> None:
    final = play(load_game("brian_boru", num_players=3), seed=2)
    (only,) = sections("some_other_game", final.events())
    assert only.title == "Game" and len(only.events) == len(final.events())


def test_breakdown_table_totals_are_the_scores() -> None:
    final = play(load_game("brian_boru", num_players=4), seed=3)
    total = breakdown_table(final)[-1].split()
    assert total[0] == "total"
    assert [int(x) for x in total[1:]] == final.scores()
    lines = narration(final, "header")
    assert lines[0] == "header"
    assert lines[-1].startswith("Winner")
