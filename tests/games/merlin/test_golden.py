"""Golden replays of Merlin: stored seeds and actions give the stored final scores and winners.

A change of rules that changes these games must be reviewed, then the files regenerated with
``.venv/bin/python -m tests.games.merlin.test_golden`` (run from the repository root).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop_lib.games.merlin import MerlinGame

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GOLDEN_GAMES = ((2, 21), (3, 22), (4, 23))


def golden_path(num_players: int, seed: int) -> Path:
    return GOLDEN_DIR / f"merlin-{num_players}p-seed{seed}.json"


def golden_record(num_players: int, seed: int) -> dict[str, Any]:
    game = MerlinGame(num_players)
    state = game.new_initial_state(seed)
    chooser = random.Random(seed)
    while not state.is_terminal():
        state.apply_action(chooser.choice(state.legal_actions()))
    return {
        "game": "merlin",
        "num_players": num_players,
        "seed": seed,
        "actions": [str(a) for a in state.history()],
        "scores": state.scores(),
        "winners": state.winners(),
        "breakdown": [r["points"] for r in state.score_breakdown()],
    }


@pytest.mark.parametrize(("num_players", "seed"), GOLDEN_GAMES)
def test_golden_replay_gives_the_stored_result(num_players: int, seed: int) -> None:
    record = json.loads(golden_path(num_players, seed).read_text(encoding="utf-8"))
    final = MerlinGame(num_players).replay(record["seed"], record["actions"])
    assert final.is_terminal()
    assert final.scores() == record["scores"]
    assert final.winners() == record["winners"]
    assert [r["points"] for r in final.score_breakdown()] == record["breakdown"]


if __name__ == "__main__":
    GOLDEN_DIR.mkdir(exist_ok=True)
    for n, seed in GOLDEN_GAMES:
        golden_path(n, seed).write_text(json.dumps(golden_record(n, seed)) + "\n", encoding="utf-8")
        print("wrote", golden_path(n, seed))
