"""The shared field schema refuses saved states from other rules for every game."""

from __future__ import annotations

import json

import pytest

import tabletop_lib
from tabletop_lib import DataError


@pytest.mark.parametrize("name", tabletop_lib.list_games())
def test_every_game_refuses_a_state_saved_for_another_player_count(name: str) -> None:
    counts = tabletop_lib.core.game_info(name).player_counts
    saved = tabletop_lib.load_game(name, num_players=counts[0]).new_initial_state(seed=3)
    other = tabletop_lib.load_game(name, num_players=counts[-1])
    with pytest.raises(DataError, match="game"):
        other.state_from_json(saved.to_json(), source="save.json")


@pytest.mark.parametrize("name", tabletop_lib.list_games())
def test_every_game_names_the_field_of_a_bad_value(name: str) -> None:
    game = tabletop_lib.load_game(name)
    data = json.loads(game.new_initial_state(seed=3).to_json())
    data["rng"] = "not a number"
    with pytest.raises(DataError, match="rng") as caught:
        game.state_from_json(json.dumps(data), source="save.json")
    assert "save.json" in str(caught.value)
