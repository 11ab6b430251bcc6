"""Speed work changes no game: seeded games play exactly as they did before it.

``golden/speed_digests.json`` was written before the checked path was made cheaper (issue 33).
For seeded random games, with every Big Box module and without, each record holds a digest of
every position's legal actions (their text, in their order: a random or searching player
picks by position in that list, so a reordering would change the game as surely as a new
rule), the actions taken, and the final scores with their breakdown. Each game is played on
the checked path (``apply_action(a)``) and again on the unchecked path
(``apply_action(a, check=False)``, what the corpus's searchers use); both must match the
stored record. Regenerate the file only for a deliberate change of the rules, with
``.venv/bin/python -m tests.games.merlin.test_speed_digests``.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES

GOLDEN = Path(__file__).resolve().parent / "golden" / "speed_digests.json"
GAMES = ((2, 101, True), (3, 102, True), (4, 103, True), (4, 104, True), (4, 105, False))
"""(players, seed, every module): the benchmark's configuration (4 players, every module)
twice, the other player counts once, and the base game."""


def game_record(num_players: int, seed: int, all_modules: bool, check: bool) -> dict[str, Any]:
    """Play seeded random choices to the end; digest what every position offered and took."""
    modules = list(IMPLEMENTED_MODULES) if all_modules else []
    state = MerlinGame(num_players, modules=modules).new_initial_state(seed)
    choose = random.Random(seed).choice
    offered = hashlib.sha256()
    taken = hashlib.sha256()
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        offered.update("\x1f".join(str(a) for a in legal).encode() + b"\x1e")
        action = choose(legal)
        taken.update(str(action).encode() + b"\x1e")
        state.apply_action(action, check=check)
        steps += 1
    return {
        "players": num_players,
        "seed": seed,
        "all_modules": all_modules,
        "steps": steps,
        "offered_sha256": offered.hexdigest(),
        "taken_sha256": taken.hexdigest(),
        "scores": state.scores(),
        "breakdown": [r["points"] for r in state.score_breakdown()],
    }


def _stored() -> dict[tuple[int, int, bool], dict[str, Any]]:
    records = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return {(r["players"], r["seed"], r["all_modules"]): r for r in records}


@pytest.mark.parametrize("check", [True, False], ids=["checked", "unchecked"])
@pytest.mark.parametrize(("num_players", "seed", "all_modules"), GAMES)
def test_a_seeded_game_offers_and_takes_what_it_did_before_the_speed_work(
    num_players: int, seed: int, all_modules: bool, check: bool
) -> None:
    record = game_record(num_players, seed, all_modules, check)
    assert record == _stored()[(num_players, seed, all_modules)]


if __name__ == "__main__":
    rows = [game_record(n, seed, every, check=True) for n, seed, every in GAMES]
    GOLDEN.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    print("wrote", GOLDEN)
