"""Hostile edits of saved states named in the issue: each is refused with a DataError that names
the field, quickly and without building anything the size of the number."""

from __future__ import annotations

import json
from typing import Any

import pytest
from registered import case, having

import tabletop_lib
from tabletop_lib.core.bits import bits
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.validation import COUNT_CEILING
from tabletop_lib.games.brian_boru.constants import PLAY


def saved(name: str, num_players: int, **options: Any) -> tuple[Any, dict[str, Any]]:
    game = tabletop_lib.load_game(name, num_players=num_players, **options)
    return game, json.loads(game.new_initial_state(3).to_json())


def test_bits_of_a_negative_mask_is_an_error_not_a_loop() -> None:
    assert bits(0b1010) == [1, 3]
    with pytest.raises(ValueError, match="negative"):
        bits(-1)


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


@pytest.mark.parametrize(
    ("name", "num_players", "field", "value"),
    [
        (name, 3, field, value)
        for name in having("WRONG_LENGTH_FIELDS")
        for field, value in case(name, "WRONG_LENGTH_FIELDS")
    ],
)
def test_a_list_of_the_wrong_length_is_refused(
    name: str, num_players: int, field: str, value: list[int]
) -> None:
    game, data = saved(name, num_players)
    data[field] = value
    with pytest.raises(
        DataError, match=rf"'{field}': .*{len(value)} entries|'{field}': expected \d entries"
    ):
        game.state_from_dict(data)


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
def test_bad_logs_generator_and_seat_are_refused(field: str, value: Any, message: str) -> None:
    game = tabletop_lib.load_game("brian_boru", num_players=3)
    state = game.new_initial_state(3)
    while field == "active_town" and state.stage != PLAY:  # a trick played for a town
        state.apply_action(state.legal_actions()[0])
    data = json.loads(state.to_json())
    data[field] = value
    with pytest.raises(DataError, match=message):
        game.state_from_dict(data)
