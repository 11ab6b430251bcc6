"""The conformance hooks: a game with no hooks of its own gets only the generic checks."""

from __future__ import annotations

from conformance_hooks import hooks_for


def test_unknown_games_get_only_the_generic_checks() -> None:
    hooks = hooks_for("no-such-game")
    assert hooks.invariants == {}
    assert hooks.observation_problems is None
    assert hooks.hidden_variants is None
