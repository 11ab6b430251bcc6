"""Match files are written atomically and checked on load: a cut, malformed or foreign file
raises DataError naming the file, and a save never leaves a partial file behind."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

import pytest
from registered import games, table

import tabletop_lib
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.game import Game
from tabletop_lib.core.match import Match

GAME = "<the game>"
"""Where a header below names the game under test."""


@pytest.fixture(scope="module", params=games())
def game(request: pytest.FixtureRequest) -> Game[Any, Any]:
    """Each registered game at three players (or the count nearest it)."""
    return tabletop_lib.load_game(request.param, num_players=table(request.param))


def played(game: Game[Any, Any], steps: int = 12) -> Match:
    match = Match(game, seed=5)
    chooser = random.Random(5)
    for _ in range(steps):
        legal = match.state.legal_actions()
        match.apply(legal[chooser.randrange(len(legal))])
    return match


def test_a_saved_match_ends_with_its_closing_record_and_reloads(
    game: Game[Any, Any], tmp_path: Path
) -> None:
    match = played(game)
    path = tmp_path / "m.match"
    match.save(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1]) == {"end": 12}
    assert Match.load(path).actions == match.actions
    assert [p.name for p in tmp_path.iterdir()] == ["m.match"]  # no temporary file left


@pytest.mark.parametrize("keep", [1, 5, 13])
def test_a_file_cut_at_a_line_end_is_refused(
    game: Game[Any, Any], tmp_path: Path, keep: int
) -> None:
    lines = played(game).dumps().splitlines()
    path = tmp_path / "cut.match"
    path.write_text("\n".join(lines[:keep]) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"cut\.match.*cut short"):
        Match.load(path)


def test_a_closing_record_with_another_count_is_refused(game: Game[Any, Any]) -> None:
    lines = played(game).dumps().splitlines()
    lines[-1] = json.dumps({"end": 13})
    with pytest.raises(DataError, match="closes 13 actions, holds 12"):
        Match.loads("\n".join(lines) + "\n", source="short.match")


@pytest.mark.parametrize(
    "header",
    [
        {"game": None, "num_players": 3},
        {"game": GAME, "num_players": "3"},
        {"game": GAME, "num_players": 3, "seed": "5"},
        {"game": GAME, "num_players": 3, "seed": 1.5},
        {"game": GAME, "num_players": 3, "seed": [5]},
        {"game": GAME, "num_players": 3, "options": []},
        {"game": GAME, "num_players": 3, "options": {"no_such_option": 1}},
        {"game": "no_such_game", "num_players": 3},
        {"game": GAME, "num_players": 9},
    ],
)
def test_a_bad_header_names_the_file(
    game: Game[Any, Any], tmp_path: Path, header: dict[str, object]
) -> None:
    header = {k: game.name if v == GAME else v for k, v in header.items()}
    path = tmp_path / "bad.match"
    path.write_text(json.dumps(header) + '\n{"end": 0}\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"bad\.match"):
        Match.load(path)


def test_a_non_string_action_line_is_refused(game: Game[Any, Any]) -> None:
    lines = played(game, 2).dumps().splitlines()
    lines[1] = "[1, 2]"
    with pytest.raises(DataError, match="line 2"):
        Match.loads("\n".join(lines) + "\n", source="m.match")


def test_utf16_gzip_and_a_folder_are_refused_naming_them(
    game: Game[Any, Any], tmp_path: Path
) -> None:
    text = played(game).dumps()
    utf16, packed = tmp_path / "u16.match", tmp_path / "packed.match"
    utf16.write_text(text, encoding="utf-16")
    packed.write_bytes(gzip.compress(text.encode()))
    with pytest.raises(DataError, match=r"u16\.match.*not UTF-8"):
        Match.load(utf16)
    with pytest.raises(DataError, match=r"packed\.match.*gzip"):
        Match.load(packed)
    with pytest.raises(DataError, match="is a folder"):
        Match.load(tmp_path)
    with pytest.raises(DataError, match="cannot be read"):
        Match.load(tmp_path / "missing.match")


def test_a_save_replaces_the_file_whole(game: Game[Any, Any], tmp_path: Path) -> None:
    path = tmp_path / "m.match"
    played(game, 20).save(path)
    played(game, 3).save(path)
    assert Match.load(path).num_steps == 3
