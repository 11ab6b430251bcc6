"""Declining the action reuses the ACTION stage's recorded answer (``rules.end_turn_step``).

After a DeclineAction, "is anything aside still possible?" is answered from the legal actions
just offered at the position before it when they held no side option. A position that never
offered its legal actions (a fresh clone) asks the missions and the modules again: at every
ACTION position of seeded games with every module, both ways must lead to the same position.
"""

from __future__ import annotations

import random

from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin import actions as A
from tabletop_lib.games.merlin import rules as R
from tabletop_lib.games.merlin.constants import ACTION
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES


def test_decline_shortcut_agrees_with_asking_again() -> None:
    compared = reused = 0
    for n, seed in ((2, 5), (3, 1), (4, 2)):
        s = MerlinGame(n, modules=list(IMPLEMENTED_MODULES)).new_initial_state(seed)
        choose = random.Random(seed).choice
        while not s.is_terminal():
            acts = s.legal_actions()
            decline = next((a for a in acts if isinstance(a, A.DeclineAction)), None)
            if s.stage == ACTION and decline is not None:
                fresh = s.clone()  # no recorded answer: end_turn_step asks again
                shortcut = s.clone()
                shortcut_acts = shortcut.legal_actions()
                reused += R._NOT_ASIDE.issuperset(map(type, shortcut_acts))
                shortcut.apply_action(decline, check=False)
                fresh.apply_action(decline, check=False)
                assert shortcut.to_json() == fresh.to_json()
                assert shortcut.legal_actions() == fresh.legal_actions()
                compared += 1
            s.apply_action(choose(acts), check=False)
    assert compared > 0 and reused > 0  # both the reused and the asked answers were met
