"""Hostile edits of saved states named in the issue: each is refused with a DataError that names
the field, quickly and without building anything the size of the number."""

from __future__ import annotations

import json
from typing import Any

import pytest
from registered import case, games, having, table

import tabletop_lib
from tabletop_lib.core.bits import bits
from tabletop_lib.core.errors import DataError


def saved(name: str, num_players: int, **options: Any) -> tuple[Any, dict[str, Any]]:
    game = tabletop_lib.load_game(name, num_players=num_players, **options)
    return game, json.loads(game.new_initial_state(3).to_json())


def test_bits_of_a_negative_mask_is_an_error_not_a_loop() -> None:
    assert bits(0b1010) == [1, 3]
    with pytest.raises(ValueError, match="negative"):
        bits(-1)


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
        ("current", -1, "'current'|player -1"),  # the field, or the seat it gives
    ],
)
@pytest.mark.parametrize("name", games())
def test_bad_logs_generator_and_seat_are_refused(
    name: str, field: str, value: Any, message: str
) -> None:
    game, data = saved(name, table(name))
    data[field] = value
    with pytest.raises(DataError, match=message):
        game.state_from_dict(data)
