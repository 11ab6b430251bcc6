"""Generate the golden replays in tests/conformance/golden/ (run only deliberately).

    .venv/bin/python tests/conformance/make_golden.py            # compare, write nothing
    .venv/bin/python tests/conformance/make_golden.py --write    # (re)write the files

Each file holds a seeded random game of a game whose test folder names golden seeds
(``GOLDEN_SEEDS`` in ``tests/games/<game>/cases.py``): the seed, the game, the player count,
every action's text, and the final scores and winners. ``test_conformance_golden.py``
replays them; a change of rules that changes a golden game must be reviewed, then the files
regenerated here.
Without ``--write`` the script exits with status 1 when a file is missing or would change.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conformance_kit import game, random_playout
from registered import case, having

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GOLDEN_GAMES: tuple[tuple[str, int, int], ...] = tuple(
    (name, n, seed) for name in having("GOLDEN_SEEDS") for n, seed in case(name, "GOLDEN_SEEDS")
)
"""(game, player count, seed) of every golden replay: each game's ``GOLDEN_SEEDS``."""


def golden_path(name: str, num_players: int, seed: int) -> Path:
    return GOLDEN_DIR / f"{name}-{num_players}p-seed{seed}.json"


def golden_record(name: str, num_players: int, seed: int) -> dict[str, Any]:
    final, actions = random_playout(game(name, num_players), seed)
    return {
        "game": name,
        "num_players": num_players,
        "options": {},
        "seed": seed,
        "actions": [str(a) for a in actions],
        "scores": final.scores(),
        "winners": final.winners(),
    }


def render(record: dict[str, Any]) -> str:
    return json.dumps(record, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="write the golden files")
    args = parser.parse_args(argv)
    stale = 0
    for name, num_players, seed in GOLDEN_GAMES:
        path = golden_path(name, num_players, seed)
        text = render(golden_record(name, num_players, seed))
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            print(f"unchanged {path.name}")
            continue
        stale += 1
        if args.write:
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{'rewrote' if old else 'wrote'} {path.name}")
        else:
            print(f"{'differs' if old else 'missing'} {path.name} (use --write to regenerate)")
    return 0 if args.write or not stale else 1


if __name__ == "__main__":
    sys.exit(main())
