"""Game.state_from_json: malformed saved states raise DataError naming the source and field."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop_lib import DataError, load_game
from tabletop_lib.core import State

GAME = load_game("brian_boru", num_players=4)


def _saved() -> dict[str, Any]:
    state: State[Any] = GAME.new_initial_state(seed=8)
    for _ in range(12):
        state.apply_action(state.legal_actions()[0])
    data: dict[str, Any] = json.loads(state.to_json())
    return data


def _load(data: Any, source: str = "save.json") -> DataError:
    with pytest.raises(DataError) as caught:
        GAME.state_from_json(json.dumps(data), source=source)
    assert "save.json" in str(caught.value)
    return caught.value


def test_a_saved_state_loads_back() -> None:
    data = _saved()
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert GAME.state_from_json(text).to_json() == text


@pytest.mark.parametrize("text", ["", "{", "not json", '{"round": 1,}'])
def test_text_that_is_not_json(text: str) -> None:
    with pytest.raises(DataError, match="not valid JSON") as caught:
        GAME.state_from_json(text, source="save.json")
    assert caught.value.source == "save.json"
    assert caught.value.field == "<document>"


@pytest.mark.parametrize("text", ["[]", "3", '"state"', "null"])
def test_json_that_is_not_an_object(text: str) -> None:
    with pytest.raises(DataError, match="expected a JSON object"):
        GAME.state_from_json(text)


def test_a_missing_field_is_named() -> None:
    data = _saved()
    del data["coins"]
    assert _load(data).field == "coins"


def test_a_field_of_the_wrong_type_is_named() -> None:
    data = _saved()
    data["round"] = "one"
    assert _load(data).field == "round"
    data = _saved()
    data["discs"] = ["ailech"]
    assert _load(data).field == "discs"


@pytest.mark.parametrize(
    ("field", "value"),
    [("history", ["fly-to tara"]), ("events", [[1, 2]]), ("rng", "seed"), ("hands", 7)],
)
def test_unreadable_contents_are_data_errors(field: str, value: Any) -> None:
    data = _saved()
    data[field] = value
    _load(data)


def test_a_state_of_another_player_count_is_refused() -> None:
    data = json.loads(load_game("brian_boru", num_players=3).new_initial_state(1).to_json())
    assert _load(data).field == "game"


@pytest.mark.parametrize("field", ["coins", "score"])
def test_a_per_player_list_of_the_wrong_length_is_refused(field: str) -> None:
    data = _saved()
    data[field] = data[field][:1]
    _load(data)


def test_a_state_saved_with_other_options_is_refused() -> None:
    other = load_game("brian_boru", num_players=4, half_point_rivals="players-and-vikings")
    data = json.loads(other.new_initial_state(seed=2).to_json())
    _load(data)
