"""to_json round-trips exactly and the restored state plays on identically, for each game's
variants (Merlin's modules; the plain games are in ``test_conformance_json.py``)."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_json, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params(variants=True))
def test_json_round_trips(name: str, num_players: int) -> None:
    check_json(corpus(name, num_players, NORMAL_GAMES))
