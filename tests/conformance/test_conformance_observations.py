"""Observations are JSON-serialisable and show nothing their player may not see."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_observations, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_observations_leak_nothing(name: str, num_players: int) -> None:
    check_observations(corpus(name, num_players, NORMAL_GAMES))
