"""clone() and child() snapshots are independent of later play."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_snapshots, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_snapshots_are_independent(name: str, num_players: int) -> None:
    check_snapshots(corpus(name, num_players, NORMAL_GAMES))
