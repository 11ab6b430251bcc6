"""The Tutor on Paladins: refused options are greyed with their rule, and undo goes back."""

from __future__ import annotations

from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.tutor import rule_name


def test_refused_options_are_greyed_with_their_rule_and_undo_goes_back() -> None:
    tutor = Tutor("paladins", num_players=3, seat=1, seed=3, opponents="random")
    for _ in range(30):  # refused: what the learner could take before and cannot now
        while not tutor.model.is_learners_turn():
            tutor.continue_button.click()
        if tutor.model.refused():
            break
        tutor.choose(0)
    assert tutor.refused.value == "", "computed only once the fold is opened"
    tutor.refused_box.selected_index = 0
    refused = tutor.model.refused()
    assert refused
    for option in refused:
        assert rule_name(option.rule) in tutor.refused.value
    before = tutor.model.state.to_json()
    choices = len(tutor.model.learner_steps)
    tutor.choose(0)
    assert tutor.undo_button.disabled is False
    tutor.undo_button.click()
    assert tutor.model.state.to_json() == before
    assert len(tutor.model.learner_steps) == choices
    assert tutor.undo_button.disabled is (choices == 0)
