"""The narration of a finished game: every event once, in titled sections."""

from __future__ import annotations

from tabletop_lib import load_game, play
from tabletop_lib.analysis.narrate import breakdown_table, event_lines, narration, sections
from tabletop_lib.core.events import Event


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
    assert total[0] == "Total"
    assert [int(x) for x in total[1:]] == final.scores()
    lines = narration(final, "header")
    assert lines[0] == "header"
    assert lines[-1].startswith("Winner")


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


def test_the_knights_draft_keeps_lancelots_marshal_after_its_line() -> None:
    events = [
        Event(
            0, "ME.knights.draft", "Knights module: Player 1 takes stack A and Player 0 stack B."
        ),
        Event(1, "ME.knights.draft", "Knights module: Player 1 takes Sir Lancelot as an ally.", 1),
        Event(1, "ME.knights.lancelot", "Knights module: Sir Lancelot's marshal goes to blue.", 1),
        Event(2, "ME.knights.draft", "Knights module: Player 0 takes Sir Kay as an ally.", 0),
    ]
    assert event_lines("merlin", events, verbose=False, rule_ids=True) == [
        "[ME.knights.draft*] Knights module, the allies: Player 0 takes Sir Kay; "
        "Player 1 takes Sir Lancelot.",
        "[ME.knights.lancelot] Knights module: Sir Lancelot's marshal goes to blue.",
    ]
