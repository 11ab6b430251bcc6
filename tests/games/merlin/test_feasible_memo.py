"""The ACTION stage's feasible memo (``state._feasible_at``) gives the same lists as asking.

``rules.action_step`` tests the space's action after every move; when it is feasible the
position's history link is noted, and the ACTION list that follows (``legality.
action_choices``) offers the action without testing the space again. A clone starts without
the note, so the clone of each ACTION position asks the space afresh: with every module, at
2-4 players, both must list the same actions, in the same order.
"""

from __future__ import annotations

import random

import pytest

from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.constants import ACTION
from tabletop_lib.games.merlin.legality import action_choices, any_action_choice
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES


@pytest.mark.parametrize(("n", "seed"), [(2, 4), (3, 8), (4, 6)])
def test_the_noted_feasible_space_lists_what_a_fresh_look_lists(n: int, seed: int) -> None:
    s = MerlinGame(n, modules=list(IMPLEMENTED_MODULES)).new_initial_state(seed)
    choose = random.Random(seed).choice
    noted = 0
    while not s.is_terminal():
        if s.stage == ACTION:
            fresh = s.clone()
            assert fresh._feasible_at is None  # (a clone asks the space again)
            noted += s._feasible_at is s._history
            assert s.legal_actions() == fresh.legal_actions()
            assert any_action_choice(s)  # the stage was offered because something is
        s.apply_action(choose(s.legal_actions()), check=False)
    assert noted > 20  # the note did answer, at most ACTION positions


def test_a_hand_edit_after_forget_legal_actions_is_seen() -> None:
    """A test that changes a position by hand calls ``forget_legal_actions()``, which drops
    the note: the ACTION list then asks the space, as if no note had been taken."""
    s = MerlinGame(3, modules=list(IMPLEMENTED_MODULES)).new_initial_state(2)
    choose = random.Random(2).choice
    while not (s.stage == ACTION and s._feasible_at is s._history):
        s.apply_action(choose(s.legal_actions()), check=False)
    take = s.game.tables.take_action
    assert take in action_choices(s)
    s.forget_legal_actions()
    assert s._feasible_at is None
    assert s.legal_actions() == s.clone().legal_actions()
    assert take in action_choices(s)  # (asked afresh: the space is as feasible as before)
