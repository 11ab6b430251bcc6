"""Hostile edits of a saved Brian Boru game: its logs, generator, seat and the town played for."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.errors import DataError
from tabletop_lib.games.brian_boru.constants import PLAY


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("history", [1], "list of action texts"),
        ("events", {"a": 1}, "list of event records"),
        ("rng", -1, "0..2\\*\\*64-1"),
        ("rng", 2**64, "0..2\\*\\*64-1"),
        ("current", -1, "player -1 moves"),
        ("active_town", -1, "active"),
    ],
)
def test_bad_logs_generator_seat_and_town_are_refused(field: str, value: Any, message: str) -> None:
    game = tabletop_lib.load_game("brian_boru", num_players=3)
    state = game.new_initial_state(3)
    while field == "active_town" and state.stage != PLAY:  # a trick played for a town
        state.apply_action(state.legal_actions()[0])
    data = json.loads(state.to_json())
    data[field] = value
    with pytest.raises(DataError, match=message):
        game.state_from_dict(data)
