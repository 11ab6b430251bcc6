"""An Attack or a Convert the rules refuse says which condition fails: an empty slot, or the
Strength (with silver) or Faith the Outsider needs against what the player has."""

from __future__ import annotations

import random

import pytest

import tabletop_lib
from tabletop_lib.core.game import explain
from tabletop_lib.games.paladins.actions import AttackOutsider, ConvertOutsider
from tabletop_lib.games.paladins.constants import FAITH, STRENGTH, T_ATTACK, T_CONVERT
from tabletop_lib.games.paladins.costs import attack_silver


def _reaching(target: int, seed: int) -> object:
    """A state of a seeded random game where the player picks an Outsider to ``target``."""
    game = tabletop_lib.load_game("paladins", num_players=2)
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    while not state.is_terminal():
        if state.target == target:
            return state
        state = state.child(rng.choice(state.legal_actions()))
    return None


@pytest.mark.parametrize(
    ("target", "kind"), [(T_ATTACK, AttackOutsider), (T_CONVERT, ConvertOutsider)]
)
def test_a_refused_outsider_names_the_condition_that_fails(target: int, kind: type) -> None:
    states = [s for s in (_reaching(target, seed) for seed in range(40)) if s is not None][:6]
    assert states, "no seeded game reached the choice"
    refused = 0
    for state in states:
        p = state.current
        legal = set(map(str, state.legal_actions()))
        for slot in range(len(state.outsider_row) + 1):
            action = kind(slot)
            if str(action) in legal:
                continue
            text = explain(state, action).text
            refused += 1
            assert " or " not in text  # one reason, not a guess between two
            if slot >= len(state.outsider_row):
                assert f"no slot {slot + 1}" in text
            elif state.outsider_row[slot] < 0:
                assert f"slot {slot + 1} of the Outsiders' row is empty" in text
            elif kind is AttackOutsider:
                need = state.game.data.outsider_thresholds[slot]
                assert f"needs {need} Strength" in text
                assert f"has {state.effective(p, STRENGTH)}" in text
                assert f"costs {attack_silver(state, p, slot)} silver" in text
                assert f"the {state.silver[p]} in hand" in text
            else:
                need = state.game.data.outsider_thresholds[slot]
                assert f"needs {need} Faith" in text and f"has {state.effective(p, FAITH)}" in text
    assert refused
