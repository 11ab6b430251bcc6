"""Nim's own column in a simulation study (its ``study_extras`` face): the tokens each seat
took over the game."""

from __future__ import annotations

from typing import Any


def study_columns(state: Any) -> list[dict[str, object]]:
    """``tokens_taken`` per seat, read from the game's takes and the events that name who took."""
    takers = [e.player for e in state.events() if e.rule == "NIM.take"]
    taken = [0] * state.num_players
    for player, take in zip(takers, state.history(), strict=True):
        taken[player] += take.count
    return [{"tokens_taken": n} for n in taken]
