"""The error classes every game raises."""

from __future__ import annotations

import pytest
from registered import case, having, table

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
        game="toy",
        phase="tricks",
        player=2,
        action="play 7",
        rule="BB.trick.own-card",
        reason="card 7 is not in Player 2's hand",
    )
    assert (err.game, err.phase, err.player, err.action) == ("toy", "tricks", 2, "play 7")
    assert (err.rule, err.reason) == ("BB.trick.own-card", "card 7 is not in Player 2's hand")
    text = str(err)
    for part in ("toy", "tricks", "player 2", "'play 7'", "BB.trick.own-card", "hand"):
        assert part in text


@pytest.mark.parametrize("name", having("REFUSED_ACTION"))
def test_an_illegal_action_raises_with_a_registered_rule(name: str) -> None:
    """The game's refused opening action (its ``cases.py``) raises naming the game, the phase,
    the player and a registered rule of the game, and changes nothing."""
    state = load_game(name, num_players=table(name)).new_initial_state(seed=3)
    action = state.parse_action(case(name, "REFUSED_ACTION"))
    before = state.to_json()
    with pytest.raises(IllegalActionError) as caught:
        state.apply_action(action)
    err = caught.value
    assert err.rule.startswith(case(name, "RULE_PREFIX"))
    assert rule(err.rule).citation
    assert (err.game, err.phase, err.player) == (name, state.phase(), state.current_player())
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
