"""Merlin's check_action through the core's template: the base game's stage tables joined with
the modules' (``checks.ACTION_CHECKS``)."""

from __future__ import annotations

import random

from tabletop_lib import load_game
from tabletop_lib.games.merlin import checks, params, ruleset
from tabletop_lib.games.merlin.actions import EndTurn
from tabletop_lib.games.merlin.constants import STAGE_NAMES, TERMINAL
from tabletop_lib.games.merlin.state import MerlinState

ALL = list(params.IMPLEMENTED_MODULES)


def test_every_stage_takes_some_action_and_says_what_it_waits_for() -> None:
    tables = checks.ACTION_CHECKS
    for stage, stage_name in enumerate(STAGE_NAMES):
        if stage == TERMINAL:
            continue
        assert tables.stage_actions[stage], stage_name
        assert tables.expected[stage], stage_name


def test_a_stage_both_extend_takes_the_base_classes_then_the_modules() -> None:
    shared = sorted(set(checks.STAGE_ACTIONS) & set(ruleset.STAGE_ACTIONS))
    assert shared  # the modules add side actions to base stages
    for stage in shared:
        joined = checks.ACTION_CHECKS.stage_actions[stage]
        assert joined == checks.STAGE_ACTIONS[stage] + ruleset.STAGE_ACTIONS[stage]


def _module_stage_state(seed: int) -> MerlinState:
    """A state of a game with every module, at a stage a module declares."""
    game = load_game("merlin", num_players=3, modules=ALL)
    s = game.new_initial_state(seed=seed)
    rng = random.Random(seed)
    while s.stage not in ruleset.STAGE_OWNER:
        s.apply_action(rng.choice(s.legal_actions()), check=False)
    return s


def test_a_module_stage_refuses_a_base_action_with_what_the_module_waits_for() -> None:
    s = _module_stage_state(3)
    base_action = EndTurn()
    assert not isinstance(base_action, checks.ACTION_CHECKS.stage_actions[s.stage])
    verdict = s.check_action(base_action)
    assert (verdict.legal, verdict.rule) == (False, "ME.turn.pending-decision")
    assert verdict.reason == f"the game is waiting for {ruleset.EXPECTED[s.stage]}"
    legal = s.legal_actions()[0]
    assert s.check_action(legal).legal


def test_a_module_action_at_a_base_stage_is_refused_with_the_base_sentence() -> None:
    game = load_game("merlin", num_players=2, modules=ALL)
    s = game.new_initial_state(seed=1)
    rng = random.Random(1)
    while s.stage not in checks.STAGE_ACTIONS or s.stage in ruleset.STAGE_ACTIONS:
        s.apply_action(rng.choice(s.legal_actions()), check=False)
    module_classes = {cls for classes in ruleset.STAGE_ACTIONS.values() for cls in classes}
    offered = [a for a in _module_stage_state(5).legal_actions() if type(a) in module_classes]
    assert offered
    verdict = s.check_action(offered[0])
    assert (verdict.legal, verdict.rule) == (False, "ME.turn.pending-decision")
    assert verdict.reason == f"the game is waiting for {checks.EXPECTED[s.stage]}"
