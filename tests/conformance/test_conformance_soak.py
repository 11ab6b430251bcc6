"""The whole kit on a larger corpus: `make soak` only."""

from __future__ import annotations

from typing import Any

import pytest
from conformance_kit import (
    CHECKS,
    KNOWN_INVARIANT_BUGS,
    SOAK_GAMES,
    cached_invariant_violations,
    case_params,
    corpus,
    game_cases,
)

pytestmark = pytest.mark.soak


def _params() -> list[Any]:
    return [
        pytest.param(name, n, check, id=f"{name}-{n}p-{check}")
        for name, n in game_cases(full=True)
        for check in CHECKS
    ]


@pytest.mark.parametrize(("name", "num_players", "check"), _params())
def test_soak(name: str, num_players: int, check: str) -> None:
    CHECKS[check](corpus(name, num_players, SOAK_GAMES))


@pytest.mark.parametrize(("name", "num_players"), case_params(full=True))
def test_soak_invariants(name: str, num_players: int) -> None:
    violations = cached_invariant_violations(name, num_players, SOAK_GAMES)
    broken = {
        invariant: violation
        for invariant, violation in violations.items()
        if violation is not None and (name, invariant) not in KNOWN_INVARIANT_BUGS
    }
    assert not broken, broken
