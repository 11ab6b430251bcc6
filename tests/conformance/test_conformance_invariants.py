"""Game invariants (conformance_hooks.py) after every action of every random playout."""

from __future__ import annotations

from typing import Any

import pytest
from conformance_hooks import hooks_for
from conformance_kit import (
    KNOWN_INVARIANT_BUGS,
    NORMAL_GAMES,
    cached_invariant_violations,
    game_cases,
)


def _invariant_params() -> list[Any]:
    params = []
    for name, n in game_cases():
        for invariant in hooks_for(name).invariants:
            bug = KNOWN_INVARIANT_BUGS.get((name, invariant))
            marks = [pytest.mark.xfail(strict=True, reason=bug)] if bug else []
            params.append(
                pytest.param(name, n, invariant, id=f"{name}-{n}p-{invariant}", marks=marks)
            )
    return params


@pytest.mark.parametrize(("name", "num_players", "invariant"), _invariant_params())
def test_invariant_holds_after_every_action(name: str, num_players: int, invariant: str) -> None:
    violation = cached_invariant_violations(name, num_players, NORMAL_GAMES)[invariant]
    assert violation is None, violation
