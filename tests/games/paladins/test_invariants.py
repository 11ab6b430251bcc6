"""The Paladins invariants hold after every action of random games, with every option set."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib.core.agents import RandomAgent

from .invariants import INVARIANTS
from .scenarios import new_state

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {
        "inquisition_trigger": "end-of-round",
        "inquisition_discard_half": False,
        "unused_workers": "keep",
        "discard_pays_slot_cost": False,
        "criminal_suspicion": "conspire-only",
        "attack_rounding": "down",
        "favour_capacity": "one-per-player",
        "exclusive_spaces": False,
        "pay_debt_silver": 1,
        "tie_break": "shared",
        "tax_supply": "players-plus-4",
        "favour_duration": "from-next-round",
        "worker_supply": "finite",
    },
    {"inquisition_trigger": "never", "inquisition_penalty": "none", "inquisition_minimum": 2},
    {"worker_supply": "finite", "favour_duration": "game", "tax_supply": 5},
]


@pytest.mark.parametrize(
    "options", OPTION_SETS, ids=["defaults", "all-other", "no-inquisition", "finite-supply"]
)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_invariants_hold_in_random_games(n: int, options: dict[str, Any]) -> None:
    for seed in range(4):
        s = new_state(n, seed, **options)
        agent = RandomAgent(seed)
        while True:
            for name, invariant in INVARIANTS.items():
                problem = invariant(s)
                assert problem is None, f"{name}, seed {seed}, step {s.step()}: {problem}"
            if s.is_terminal():
                break
            s.apply_action(agent.choose(s))
        assert s.round == 7


def test_the_invariants_can_fail() -> None:
    s = new_state(2)
    s.silver[0] = -1
    assert INVARIANTS["stock-non-negative"](s)
    s = new_state(2)
    s.wall_deck.pop()
    assert INVARIANTS["cards-conserved"](s)
    s = new_state(2)
    s.monk_at[0] = s.monk_at[1] = 1
    assert INVARIANTS["pieces-placed"](s)
    s = new_state(2, worker_supply="finite")
    s.supply[0] -= 1
    assert INVARIANTS["workers-conserved"](s)
    s = new_state(2)
    s.on_space[3] = 1
    assert INVARIANTS["workers-conserved"](s)
