"""The tutor's model on Merlin: the rules in play follow the Big Box modules; a refused option
names the rule that forbids it."""

from __future__ import annotations

import pytest
from tutor_play import model_for, to_learners_turn

from tabletop_lib import load_game
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.core.game import explain
from tabletop_lib.core.rules import all_rules
from tabletop_lib.widgets.tutor_model import rules_in_play


def test_the_rules_in_play_follow_the_modules() -> None:
    base = rules_in_play(load_game("merlin", num_players=3))
    arthur = rules_in_play(load_game("merlin", num_players=3, modules=["arthur"]))
    assert not any(r.startswith("ME.arthur.") for r in base)
    assert any(r.startswith("ME.arthur.") for r in arthur)
    assert set(base) < set(arthur)


def test_a_refused_option_names_the_rule_that_forbids_it() -> None:
    model = model_for("merlin", {}, 0, seed=4)
    learner = RandomAgent(3)
    seen = 0
    saved: list[str] = []
    for _ in range(12):
        to_learners_turn(model)
        state = model.state
        before = state.to_json()
        for option in model.refused():
            seen += 1
            assert not option.legal and option.rule in all_rules()
            assert explain(state, option.action).rule == option.rule
            with pytest.raises(IllegalActionError) as raised:
                state.clone().apply_action(option.action)
            assert raised.value.rule == option.rule
        assert model.state.to_json() == before
        refused = model.refused(limit=1)
        if refused:  # the learner cannot take a refused option: nothing changes
            with pytest.raises(IllegalActionError):
                model.choose(refused[0].action)
            assert model.state.to_json() == before and not model.learner_steps[len(saved) :]
        saved.append(before)
        model.choose(learner.choose(state))
    assert seen > 0
