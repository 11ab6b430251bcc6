"""A saved Brian Boru game that breaks a conservation law is refused naming the invariant."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_lib import DataError, load_game


def _saved_states(seed: int) -> list[str]:
    """The saved states of one random 3-player game."""
    game = load_game("brian_boru", num_players=3)
    s = game.new_initial_state(seed)
    pick = random.Random(seed)
    states = [s.to_json()]
    while not s.is_terminal():
        s.apply_action(pick.choice(s.legal_actions()), check=False)
        states.append(s.to_json())
    return states


def test_a_broken_conservation_law_is_refused_naming_the_invariant() -> None:
    """A card both in a hand and in the discard pile: every value is in range, but the 25
    action cards are no longer each in one place."""
    doc = next(d for d in map(json.loads, _saved_states(1)) if d["round"] > 0 and any(d["hands"]))
    held = next(h for h in doc["hands"] if h)
    doc["discards"].append(held[0])
    with pytest.raises(DataError) as refused:
        load_game("brian_boru", num_players=3).state_from_json(json.dumps(doc))
    assert refused.value.field == "action-cards-conserved"
