"""Sampled illegal actions raise IllegalActionError, cite a rule and change nothing."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_illegal_actions, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_illegal_actions_raise_and_change_nothing(name: str, num_players: int) -> None:
    check_illegal_actions(corpus(name, num_players, NORMAL_GAMES))
