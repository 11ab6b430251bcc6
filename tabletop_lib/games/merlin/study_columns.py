"""Merlin's own columns in a simulation study (its ``study_extras`` face, read by
``analysis.extras``): the start player and each seat's manors."""

from __future__ import annotations

from typing import Any

from tabletop_lib.core.game import State

from .state import MerlinState

MERLIN_FIRST_PLAYER_RULE = "ME.setup.first-player"


def study_columns(state: State[Any]) -> list[dict[str, object]]:
    """Merlin's end-of-game facts, per seat.

    * ``start_player`` (the same on every row): the first player of round 1, drawn at random
      at setup (ME.setup.first-player, manual p. 5, Preparação 10). The first player marker
      passes left before every round (ME.round.prepare), so the state's own ``first`` names the
      last round's first player; the setup event names the start player.
    * ``manors``: the manors the seat has on the surroundings at the end.
    """
    if not isinstance(state, MerlinState):
        raise TypeError(f"study_columns needs a MerlinState, got {type(state).__name__}")
    start = next(e.player for e in state.events() if e.rule == MERLIN_FIRST_PLAYER_RULE)
    return [
        {"start_player": start, "manors": state.manors[p].bit_count()}
        for p in range(state.num_players)
    ]
