"""to_json round-trips exactly and the restored state plays on identically."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_json, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_json_round_trips(name: str, num_players: int) -> None:
    check_json(corpus(name, num_players, NORMAL_GAMES))
