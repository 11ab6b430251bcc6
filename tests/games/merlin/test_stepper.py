"""The GameStepper on Merlin: its scoring periods, and its glossary's terms on hover."""

from __future__ import annotations

import html

import tabletop_lib
from tabletop_lib.widgets import GameStepper


def test_merlin_plays_on_to_the_end_of_a_scoring_period() -> None:
    """ME.round.end: the first scoring follows round 2; the button stops when round 3 begins,
    with the scoring's events in the step's narration."""
    stepper = GameStepper(tabletop_lib.load_game("merlin", num_players=2), seed=4)
    assert stepper.milestone_buttons["scoring period"].description.endswith("scoring period")
    assert "Round 1 of 6, turn 1 of 4" in stepper.status.value
    stepper.milestone_buttons["scoring period"].click()
    state = stepper.state
    assert state.progress()["scoring period"] == 2 and state.round == 3
    assert "Round 3 of 6" in stepper.status.value
    rules = {e.rule for e in state.events()}
    assert "ME.scoring.order" in rules
    stepper.milestone_buttons["round"].click()
    assert stepper.state.round == 4 and stepper.state.progress()["scoring period"] == 2


def test_the_narration_explains_the_games_terms_on_hover() -> None:
    """The setup's narration marks glossary terms (once each); the tooltip is the definition
    and the visible sentence is the game's own."""
    import re

    from tabletop_lib.core.match import Match
    from tabletop_lib.core.words import glossary

    stepper = GameStepper(Match(tabletop_lib.load_game("merlin", num_players=3), 1), 1)
    terms = {t.term.lower(): t.definition for t in glossary("merlin").values()}
    found = re.findall(
        r"class='tabletop-term' title='([^']*)'[^>]*>([^<]*)<", stepper.narration.value
    )
    assert found
    marked = [word.lower() for _, word in found]
    assert len(marked) == len(set(marked))  # each term once
    for title, _ in found:
        term, _, definition = html.unescape(title).partition(": ")
        assert terms[term.lower()] == definition
    sentences = [e.text for e in stepper.state.events()][-stepper.narration_events :]
    shown = html.unescape(re.sub(r"<[^>]+>", "", stepper.narration.value))
    assert all(sentence in shown for sentence in sentences)
