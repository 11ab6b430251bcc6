"""A refused flag (take another knight's action, mirror) says the one condition that fails."""

from __future__ import annotations

import random

import tabletop_lib
from tabletop_lib.core.game import explain
from tabletop_lib.games.merlin import actions as A
from tabletop_lib.games.merlin.common import has_ability
from tabletop_lib.games.merlin.constants import ACTION, MIRROR, OTHER, TF_MERLIN, TF_REDIRECTED


def _action_stages(count: int) -> list[object]:
    """States of seeded random 3-player games at the action stage (a knight or Merlin moved)."""
    game = tabletop_lib.load_game("merlin", num_players=3)
    found = []
    for seed in range(12):
        rng, state = random.Random(seed), game.new_initial_state(seed)
        while not state.is_terminal() and len(found) < count:
            if state.stage == ACTION and not state.turn_flags & TF_REDIRECTED:
                found.append(state)
            state = state.child(rng.choice(state.legal_actions()))
    return found


def test_a_refused_flag_says_which_condition_fails() -> None:
    told = set()
    for state in _action_stages(60):
        legal = set(map(str, state.legal_actions()))
        p, who = state.current, state.game.player_names[state.current]
        ring = state.game.ruleset.rondel.size
        for space in range(ring):
            action = A.TakeOtherAction(space)
            if str(action) in legal:
                continue
            text = explain(state, action).text
            assert " or " not in text.split("(")[0]
            others = [q for q in range(len(state.knights)) if q != p and state.knights[q] == space]
            if not has_ability(state, p, OTHER):
                expected = "holds no flag that takes another knight's action"
            elif state.turn_flags & TF_MERLIN:
                expected = "moved Merlin this turn"
            elif space == state.space:
                expected = f"{who}'s knight stands on"
            elif not others:
                expected = "no other knight stands on"
            else:
                expected = "is blocked"
            assert expected in text, (expected, text)
            told.add(expected)
        mirror = A.MirrorKnight()
        if str(mirror) not in legal:
            text = explain(state, mirror).text
            if not has_ability(state, p, MIRROR):
                assert f"{who} holds no mirror flag" in text
            told.add("mirror")
    assert {"holds no flag that takes another knight's action", "mirror"} <= told
