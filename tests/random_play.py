"""Seeded random moves, for tests that walk a game without an agent."""

from __future__ import annotations

import random
from typing import Any


def play_randomly(state: Any, chooser: random.Random, steps: int) -> None:
    """Apply up to ``steps`` legal actions picked by ``chooser`` (unchecked), stopping at the
    end of the game."""
    for _ in range(steps):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        state.apply_action(legal[chooser.randrange(len(legal))], check=False)
