"""The game configurations the interop tests run: every game and player count, and Merlin
with all nine Big Box modules at every player count."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib.games.merlin.params import MODULE_NAMES
from tabletop_lib.interop.options import PLAYER_COUNTS

ALL_MODULES: dict[str, Any] = {"modules": list(MODULE_NAMES)}

CASES: list[tuple[str, int, dict[str, Any]]] = [
    *((name, n, {}) for name, counts in PLAYER_COUNTS.items() for n in counts),
    *(("merlin", n, ALL_MODULES) for n in PLAYER_COUNTS["merlin"]),
]


def case_id(name: str, n: int, options: dict[str, Any]) -> str:
    return f"{name}{'[all-modules]' if options else ''}-{n}p"


def case_params(cases: list[tuple[str, int, dict[str, Any]]] | None = None) -> list[Any]:
    return [pytest.param(*c, id=case_id(*c)) for c in (cases or CASES)]


ONE_PER_GAME: list[tuple[str, int, dict[str, Any]]] = [
    ("brian_boru", 3, {}),
    ("merlin", 2, {}),
    ("paladins", 2, {}),
    ("merlin", 3, ALL_MODULES),
]
"""The smallest table of each game, and Merlin with every module: for the slower checks."""
