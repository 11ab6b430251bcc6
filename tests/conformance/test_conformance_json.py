"""to_json round-trips exactly and the restored state plays on identically (the plain games;
their variants in ``test_conformance_json_variants.py``, a file of their own so that the two
halves of this slow check run side by side)."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_json, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params(variants=False))
def test_json_round_trips(name: str, num_players: int) -> None:
    check_json(corpus(name, num_players, NORMAL_GAMES))
