"""Broken copies of Brian Boru's board and cards raise DataError naming the file and the field."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop_lib import DataError, load_game
from tabletop_lib.core.data import data_path, load_json

BOARD = data_path("brian_boru", "board.json")
CARDS = data_path("brian_boru", "cards.json")


def _broken_copy(tmp_path: Path, source: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    doc = json.loads(source.read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / source.name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _load_board(path: Path) -> DataError:
    with pytest.raises(DataError) as caught:
        load_game("brian_boru", num_players=3, board_path=path)
    return caught.value


def test_an_unbroken_copy_loads(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, BOARD, lambda doc: None)
    game: Any = load_game("brian_boru", num_players=3, board_path=path)
    assert game.board.num_towns == len(json.loads(BOARD.read_text())["towns"])
    assert game.options["board_path"] == str(path)


def test_a_town_in_an_unknown_region(tmp_path: Path) -> None:
    def change(doc: dict[str, Any]) -> None:
        doc["towns"][3]["region"] = "atlantis"

    path = _broken_copy(tmp_path, BOARD, change)
    err = _load_board(path)
    assert err.source == str(path)
    assert err.field == "towns[3].region"
    assert str(path) in str(err)
    assert "towns[3].region" in str(err)
    assert "atlantis" in str(err)


def test_a_town_without_a_colour(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, BOARD, lambda doc: doc["towns"][5].pop("colour"))
    err = _load_board(path)
    assert (err.field, err.problem) == ("towns[5].colour", "is missing")
    assert str(path) in str(err)


def test_a_town_with_a_bad_colour(tmp_path: Path) -> None:
    def change(doc: dict[str, Any]) -> None:
        doc["towns"][0]["colour"] = "green"

    err = _load_board(_broken_copy(tmp_path, BOARD, change))
    assert err.field == "towns[0].colour"
    assert "green" in err.problem


def test_a_region_threshold_of_the_wrong_type(tmp_path: Path) -> None:
    def change(doc: dict[str, Any]) -> None:
        doc["regions"][2]["threshold"] = "four"

    err = _load_board(_broken_copy(tmp_path, BOARD, change))
    assert err.field == "regions[2].threshold"
    assert "expected int" in err.problem


def test_a_road_to_an_unknown_town(tmp_path: Path) -> None:
    def change(doc: dict[str, Any]) -> None:
        doc["roads"][0] = [doc["roads"][0][0], "el_dorado"]

    err = _load_board(_broken_copy(tmp_path, BOARD, change))
    assert err.field == "roads[0]"
    assert "el_dorado" in err.problem


def test_a_file_without_provenance(tmp_path: Path) -> None:
    err = _load_board(_broken_copy(tmp_path, BOARD, lambda doc: doc.pop("provenance")))
    assert err.field == "provenance"


def test_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text(BOARD.read_text(encoding="utf-8")[:500], encoding="utf-8")
    err = _load_board(path)
    assert err.field == "<document>"
    assert "not valid JSON" in err.problem
    assert str(path) in str(err)


def test_a_file_that_does_not_exist(tmp_path: Path) -> None:
    err = _load_board(tmp_path / "missing.json")
    assert err.field == "<file>"
    assert "missing.json" in str(err)


def test_a_json_document_that_is_not_an_object(tmp_path: Path) -> None:
    path = tmp_path / "list.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    with pytest.raises(DataError, match="expected a JSON object"):
        load_json(path)


def test_a_cards_file_with_a_bad_card_colour(tmp_path: Path) -> None:
    def change(doc: dict[str, Any]) -> None:
        doc["action_cards"][4]["colour"] = "purple"

    path = _broken_copy(tmp_path, CARDS, change)
    with pytest.raises(DataError) as caught:
        load_game("brian_boru", num_players=4, cards_path=path)
    assert caught.value.field == "action_cards[4].colour"
    assert str(path) in str(caught.value)
