"""The narration of a finished game: every event once, in titled sections."""

from __future__ import annotations

from tabletop_lib import load_game, play
from tabletop_lib.analysis.narrate import event_lines, sections
from tabletop_lib.core.events import Event


def test_sections_keep_every_event_in_order() -> None:
    final = play(load_game("brian_boru", num_players=3), seed=2)
    parts = sections("brian_boru", final.events())
    assert [e for part in parts for e in part.events] == final.events()
    titles = [part.title for part in parts]
    assert titles == ["Setup", "Round 1", "Round 2", "Round 3", "Final scoring"]
    assert all(e.rule.startswith("BB.final.") for e in parts[-1].events)
    assert parts[1].events[0].rule == "BB.prep.vikings"


def test_a_short_narration_tells_each_draft_in_one_line() -> None:
    events = [
        Event(0, "BB.prep.vikings", "Round 1: raiders."),
        Event(0, "BB.draft.deal", "Each player is dealt 5 action cards."),
        *[Event(1, "BB.draft.pick", f"Player {p} picks a card.", p) for p in (0, 0, 1, 1, 2, 2)],
        Event(7, "BB.draft.pass-left", "The packs pass to the left."),
        Event(8, "BB.trick.place-marker", "Player 0 marks Tara.", 0),
        Event(9, "BB.draft.deal", "Each player is dealt 5 action cards."),
    ]
    short = event_lines("brian_boru", events, verbose=False, rule_ids=True)
    assert short == [
        "[BB.prep.vikings] Round 1: raiders.",
        "[BB.draft.*] Each player is dealt 5 action cards. 2 picks each, 1 pass to the left.",
        "[BB.trick.place-marker] Player 0 marks Tara.",
        "[BB.draft.*] Each player is dealt 5 action cards. 0 picks, 0 passes to the left.",
    ]
    assert event_lines("brian_boru", events, rule_ids=True) == [
        f"[{e.rule}] {e.text}" for e in events
    ]
    # Without rule ids (the default, for people) the lines are the sentences alone.
    assert event_lines("brian_boru", events) == [e.text for e in events]
    assert [line for line in event_lines("brian_boru", events, verbose=False)] == [
        line.split("] ", 1)[1] for line in short
    ]
    assert event_lines("some_other_game", events, verbose=False) == event_lines("x", events)
