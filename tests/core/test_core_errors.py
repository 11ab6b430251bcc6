"""The error classes every game raises."""

from __future__ import annotations

import pytest

from tabletop_lib import (
    ConfigError,
    DataError,
    IllegalActionError,
    TabletopError,
    load_game,
)
from tabletop_lib.core import rule


@pytest.mark.parametrize("cls", [ConfigError, DataError, IllegalActionError])
def test_every_error_is_a_tabletop_error_and_a_value_error(cls: type[Exception]) -> None:
    assert issubclass(cls, TabletopError)
    assert issubclass(cls, ValueError)


def test_illegal_action_error_carries_its_context() -> None:
    err = IllegalActionError(
        game="brian_boru",
        phase="tricks",
        player=2,
        action="play 7",
        rule="BB.trick.own-card",
        reason="card 7 is not in Player 2's hand",
    )
    assert (err.game, err.phase, err.player, err.action) == ("brian_boru", "tricks", 2, "play 7")
    assert (err.rule, err.reason) == ("BB.trick.own-card", "card 7 is not in Player 2's hand")
    text = str(err)
    for part in ("brian_boru", "tricks", "player 2", "'play 7'", "BB.trick.own-card", "hand"):
        assert part in text


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


def test_data_error_names_the_source_and_the_field() -> None:
    err = DataError("data/x.json", "towns[3].region", "unknown region 'atlantis'")
    assert (err.source, err.field, err.problem) == (
        "data/x.json",
        "towns[3].region",
        "unknown region 'atlantis'",
    )
    assert str(err) == "data/x.json: field 'towns[3].region': unknown region 'atlantis'"
