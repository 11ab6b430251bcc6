"""The board data file data/board.json (docs/rules/brian_boru.md §8.2); its errors."""

from __future__ import annotations

import json
from collections import deque
from pathlib import Path
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import DataError
from tabletop_lib.games.brian_boru import BrianBoruGame
from tabletop_lib.games.brian_boru.data import Board, load_board

BOARD_JSON = data_path("brian_boru", "board.json")

# docs/rules/brian_boru.md §8.2: region -> (towns, red, blue, yellow, threshold, claim points).
REFERENCE_TABLE = {
    "Northern Uí Néill": (7, 3, 2, 2, 4, 6),
    "Ulaid": (5, 2, 2, 1, 3, 4),
    "Bréifne": (4, 1, 2, 1, 2, 3),
    "Southern Uí Néill": (6, 2, 2, 2, 3, 5),
    "Dubhlinn": (3, 1, 1, 1, 2, 2),
    "Connaught": (9, 4, 2, 3, 5, 7),
    "Leinster": (9, 1, 4, 4, 4, 6),
    "Munster": (10, 4, 3, 3, 5, 7),
}


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board()


def test_board_loads_with_53_towns_and_8_regions(board: Board) -> None:
    assert board.num_towns == 53
    assert board.num_regions == 8
    assert set(board.region_names) == set(REFERENCE_TABLE)
    assert len(set(board.town_ids)) == 53
    assert board.verified is False and "stand-in" in board.provenance.lower()
    three = BrianBoruGame(3)
    five = BrianBoruGame(5)
    assert three.board is five.board, "the static board is loaded once and shared"
    assert three.board == board


def test_board_regions_match_the_reference_table(board: Board) -> None:
    for r, name in enumerate(board.region_names):
        towns = [t for t in range(board.num_towns) if board.town_region[t] == r]
        colours = [board.town_colour[t] for t in towns]
        counts = (len(towns), colours.count(0), colours.count(1), colours.count(2))
        expected = REFERENCE_TABLE[name]
        assert counts == expected[:4], name
        assert (board.thresholds[r], board.claim_points[r]) == expected[4:], name
        assert board.region_mask[r].bit_count() == len(towns)
    assert sum(board.claim_points) == 40
    assert [m.bit_count() for m in board.colour_mask] == [18, 18, 17]


def test_board_every_town_has_a_road(board: Board) -> None:
    lonely = [board.town_ids[t] for t in range(board.num_towns) if board.neighbours[t] == 0]
    assert lonely == []
    for a, b in board.roads:
        assert a != b
        assert board.neighbours[a] >> b & 1 and board.neighbours[b] >> a & 1


def test_board_graph_is_connected(board: Board) -> None:
    seen = {0}
    todo = deque([0])
    while todo:
        t = todo.popleft()
        for u in range(board.num_towns):
            if board.neighbours[t] >> u & 1 and u not in seen:
                seen.add(u)
                todo.append(u)
    assert len(seen) == board.num_towns


def broken_copy(tmp_path: Path, change: Any) -> Path:
    doc = json.loads(BOARD_JSON.read_text(encoding="utf-8"))
    change(doc)
    path = tmp_path / "board.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def set_key(container: str, index: int, key: str, value: object) -> Any:
    def change(doc: dict[str, Any]) -> None:
        doc[container][index][key] = value

    return change


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (set_key("towns", 4, "colour", "green"), "towns[4].colour"),
        (set_key("towns", 7, "region", "atlantis"), "towns[7].region"),
        (set_key("towns", 2, "lat", "north"), "towns[2].lat"),
        (set_key("regions", 3, "threshold", "three"), "regions[3].threshold"),
        (lambda doc: doc["towns"][0].pop("id"), "towns[0].id"),
        (lambda doc: doc["roads"].__setitem__(5, ["tara", "camelot"]), "roads[5]"),
        (lambda doc: doc["roads"].__setitem__(1, ["tara", "tara"]), "roads[1]"),
        (lambda doc: doc.pop("verified"), "verified"),
        (lambda doc: doc.pop("roads"), "roads"),
        (lambda doc: doc["towns"].append(dict(doc["towns"][0])), "towns"),
    ],
)
def test_board_broken_copy_raises_data_error(tmp_path: Path, change: Any, field: str) -> None:
    path = broken_copy(tmp_path, change)
    with pytest.raises(DataError) as info:
        tabletop_lib.load_game("brian_boru", num_players=4, board_path=path)
    err = info.value
    assert err.source == str(path)
    assert err.field == field
    assert str(path) in str(err) and field in str(err)


def test_board_not_json_raises_data_error(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(DataError) as info:
        tabletop_lib.load_game("brian_boru", num_players=3, board_path=path)
    assert info.value.source == str(path)


def test_board_corrected_copy_is_used(tmp_path: Path) -> None:
    def recolour(doc: dict[str, Any]) -> None:
        doc["towns"][0]["colour"] = "blue"
        doc["regions"][0]["threshold"] = 5

    path = broken_copy(tmp_path, recolour)
    game = tabletop_lib.load_game("brian_boru", num_players=4, board_path=path)
    assert isinstance(game, BrianBoruGame)
    assert game.board.town_colour[0] == 1
    assert game.board.thresholds[0] == 5
    assert game.options["board_path"] == str(path)
    state = game.new_initial_state(seed=1)
    assert state.legal_actions(), "a game starts on the corrected board"
