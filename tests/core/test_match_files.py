"""Match files are written atomically and checked on load: a cut, malformed or foreign file
raises DataError naming the file, and a save never leaves a partial file behind."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest

import tabletop_lib
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.match import Match

GAME = tabletop_lib.load_game("brian_boru", num_players=3)


def played(steps: int = 12) -> Match:
    match = Match(GAME, seed=5)
    chooser = random.Random(5)
    for _ in range(steps):
        legal = match.state.legal_actions()
        match.apply(legal[chooser.randrange(len(legal))])
    return match


def test_a_saved_match_ends_with_its_closing_record_and_reloads(tmp_path: Path) -> None:
    match = played()
    path = tmp_path / "m.match"
    match.save(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[-1]) == {"end": 12}
    assert Match.load(path).actions == match.actions
    assert [p.name for p in tmp_path.iterdir()] == ["m.match"]  # no temporary file left


@pytest.mark.parametrize("keep", [1, 5, 13])
def test_a_file_cut_at_a_line_end_is_refused(tmp_path: Path, keep: int) -> None:
    lines = played().dumps().splitlines()
    path = tmp_path / "cut.match"
    path.write_text("\n".join(lines[:keep]) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"cut\.match.*cut short"):
        Match.load(path)


def test_a_closing_record_with_another_count_is_refused() -> None:
    lines = played().dumps().splitlines()
    lines[-1] = json.dumps({"end": 13})
    with pytest.raises(DataError, match="closes 13 actions, holds 12"):
        Match.loads("\n".join(lines) + "\n", source="short.match")


@pytest.mark.parametrize(
    "header",
    [
        {"game": None, "num_players": 3},
        {"game": "brian_boru", "num_players": "3"},
        {"game": "brian_boru", "num_players": 3, "seed": "5"},
        {"game": "brian_boru", "num_players": 3, "seed": 1.5},
        {"game": "brian_boru", "num_players": 3, "seed": [5]},
        {"game": "brian_boru", "num_players": 3, "options": []},
        {"game": "brian_boru", "num_players": 3, "options": {"no_such_option": 1}},
        {"game": "no_such_game", "num_players": 3},
        {"game": "brian_boru", "num_players": 9},
    ],
)
def test_a_bad_header_names_the_file(tmp_path: Path, header: dict[str, object]) -> None:
    path = tmp_path / "bad.match"
    path.write_text(json.dumps(header) + '\n{"end": 0}\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"bad\.match"):
        Match.load(path)


def test_a_non_string_action_line_is_refused() -> None:
    lines = played(2).dumps().splitlines()
    lines[1] = "[1, 2]"
    with pytest.raises(DataError, match="line 2"):
        Match.loads("\n".join(lines) + "\n", source="m.match")


def test_utf16_gzip_and_a_folder_are_refused_naming_them(tmp_path: Path) -> None:
    text = played().dumps()
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


def test_a_save_replaces_the_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "m.match"
    played(20).save(path)
    played(3).save(path)
    assert Match.load(path).num_steps == 3
