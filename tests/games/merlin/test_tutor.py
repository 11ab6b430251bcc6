"""The Tutor on Merlin: a first firing shows what changed, later ones only name the rule; the
picker starts a game with the chosen Big Box modules."""

from __future__ import annotations

import html
import re

from registered import games
from tutor_play import click

from tabletop_lib.core.rules import lesson
from tabletop_lib.widgets import Tutor, Tutors
from tabletop_lib.widgets.tutor import rule_name


def test_a_first_firing_shows_what_changed_and_later_ones_only_name_the_rule() -> None:
    tutor = Tutor("merlin", num_players=3, seat=0, seed=2, opponents="random")
    named_seen = False
    fired_seen = False
    for _ in range(15):
        click(tutor)
        pending = tutor.model.pending
        if pending is not None and pending.kind == "fired":
            fired_seen = True
            assert tutor.change.visible and tutor.change.widget.layout.height is None
            assert len(tutor.change.figure.data) > 0
        if tutor.model.decision is not None and tutor.model.decision.named:
            named_seen = True
            first = tutor.model.decision.named[0]
            assert tutor.named.titles[0] == f"Rule met before: {rule_name(first)}"
            shown = html.unescape(re.sub(r"<[^>]+>", "", tutor.named.children[0].value))
            assert lesson(first) in shown
    assert fired_seen and named_seen


def test_the_picker_starts_a_game_with_the_chosen_modules() -> None:
    tutors = Tutors(next(game for game in games() if game != "merlin"), seed=2, opponents="random")
    assert tutors.modules.layout.display == "none"
    tutors.picker.value = "merlin"
    assert tutors.modules.layout.display is None
    tutors.modules.value = ("gold",)
    tutors.start.click()
    assert tutors.tutor.model.game.options["modules"] == ["gold"]
    assert tutors.widget.children[1] is tutors.tutor.widget
