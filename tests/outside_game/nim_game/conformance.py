"""Nim's own checks for the conformance kit (its ``conformance_hooks`` face): invariants that
must hold after every action. Nim hides nothing, so it declares no observation checks."""

from __future__ import annotations

from typing import Any

from .game import HEAP_NAMES, MAX_HEAP, MIN_HEAP


def heaps_in_range(state: Any) -> str | None:
    """No heap below zero or above the largest deal."""
    bad = [h for h in state.heaps if not 0 <= h <= MAX_HEAP]
    return f"heap sizes {state.heaps}" if bad else None


def tokens_conserved(state: Any) -> str | None:
    """The tokens left plus the tokens taken are a possible deal: none appear or vanish."""
    dealt = sum(state.heaps) + sum(a.count for a in state.history())
    low, high = MIN_HEAP * len(HEAP_NAMES), MAX_HEAP * len(HEAP_NAMES)
    return None if low <= dealt <= high else f"{dealt} tokens left and taken"


HOOKS = {"invariants": {"heaps-in-range": heaps_in_range, "tokens-conserved": tokens_conserved}}
