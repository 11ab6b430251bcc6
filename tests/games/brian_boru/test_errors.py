"""Brian Boru's refusal of an action before the draft: the rule and the phase it names."""

from __future__ import annotations

import pytest

from tabletop_lib import IllegalActionError, load_game
from tabletop_lib.core import rule


def test_an_illegal_action_raises_with_a_registered_rule() -> None:
    state = load_game("brian_boru", num_players=3).new_initial_state(seed=1)
    action = state.parse_action("pick 3")
    before = state.to_json()
    with pytest.raises(IllegalActionError) as caught:
        state.apply_action(action)
    err = caught.value
    assert err.rule == "BB.turn.pending-decision"
    assert rule(err.rule).citation
    assert (err.game, err.phase, err.player) == ("brian_boru", "setup", state.current_player())
    assert err.action == action
    assert state.to_json() == before
    with pytest.raises(ValueError):
        state.apply_action(action)
