"""Merlin's narration in short: the knights' draft keeps Lancelot's marshal after its line."""

from __future__ import annotations

from tabletop_lib.analysis.narrate import event_lines
from tabletop_lib.core.events import Event


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
