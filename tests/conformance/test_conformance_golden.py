"""Golden replays: stored seeds and actions give the stored final scores and winners.

The files in golden/ are written only by ``make_golden.py --write``, deliberately.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from make_golden import GOLDEN_DIR, GOLDEN_GAMES, golden_path

from tabletop_lib import load_game
from tabletop_lib.core import game_info

GOLDEN_FILES = sorted(GOLDEN_DIR.glob("*.json"))


def _load(path: Path) -> dict[str, Any]:
    record: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return record


def test_every_golden_game_has_its_file_and_no_file_is_stray() -> None:
    expected = {golden_path(*spec) for spec in GOLDEN_GAMES}
    assert set(GOLDEN_FILES) == expected


@pytest.mark.parametrize("name", sorted({name for name, _, _ in GOLDEN_GAMES}))
def test_a_game_with_golden_replays_has_one_at_every_player_count(name: str) -> None:
    counts = {n for game, n, _ in GOLDEN_GAMES if game == name}
    assert counts == set(game_info(name).player_counts)


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[p.stem for p in GOLDEN_FILES])
def test_golden_replay_gives_the_stored_result(path: Path) -> None:
    record = _load(path)
    game = load_game(record["game"], num_players=record["num_players"], **record["options"])
    final = game.replay(record["seed"], record["actions"])
    assert final.is_terminal()
    assert [str(a) for a in final.history()] == record["actions"]
    assert final.scores() == record["scores"]
    assert final.winners() == record["winners"]
