"""``MerlinState.apply_action(a, check=False)`` (the handler and the turn's program called
inline) reaches the same positions as the checked path (``LoggedState.apply_action``, then
``effects.apply``): with every module, each step of seeded games is taken both ways."""

from __future__ import annotations

import random

import pytest

from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES


@pytest.mark.parametrize(("n", "seed"), [(2, 3), (4, 9)])  # (the JSON every 8th step)
def test_the_unchecked_path_reaches_the_checked_paths_positions(n: int, seed: int) -> None:
    s = MerlinGame(n, modules=list(IMPLEMENTED_MODULES)).new_initial_state(seed)
    choose = random.Random(seed).choice
    steps = 0
    while not s.is_terminal():
        action = choose(s.legal_actions())
        checked = s.clone()
        checked.apply_action(action)  # (validated first)
        s.apply_action(action, check=False)
        assert s.stage == checked.stage and s.pc == checked.pc and s.score == checked.score
        if steps % 8 == 0:
            assert s.to_json() == checked.to_json()
            assert s.events()[-3:] == checked.events()[-3:]
        assert s.legal_actions() == checked.legal_actions()
        steps += 1
    assert steps > 200
