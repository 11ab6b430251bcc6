"""Hostile edits of a saved Merlin game: a huge traitor count, a negative castle mask."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.validation import COUNT_CEILING


def saved(name: str, num_players: int, **options: Any) -> tuple[Any, dict[str, Any]]:
    game = tabletop_lib.load_game(name, num_players=num_players, **options)
    return game, json.loads(game.new_initial_state(3).to_json())


@pytest.mark.parametrize("count", [2**64, COUNT_CEILING + 1, 5])
def test_a_huge_traitor_count_is_refused(count: int) -> None:
    game, data = saved("merlin", 3)
    data["traitors"][0] = count
    with pytest.raises(DataError, match=r"traitors\[0\]': \d+ is impossible here"):
        game.state_from_dict(data)


def test_a_negative_castle_mask_is_refused() -> None:
    game, data = saved("merlin", 3, modules=["knights"])
    data["castles"][0] = -1
    with pytest.raises(DataError, match=r"castles\[0\]': -1 is impossible"):
        game.state_from_dict(data)
