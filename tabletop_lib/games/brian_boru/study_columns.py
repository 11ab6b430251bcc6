"""Brian Boru's own columns in a simulation study (its ``study_extras`` face, read by
``analysis.extras``): who married the Princess and how, who holds each claim token, and each
seat's towns, regions and tie-breaks."""

from __future__ import annotations

from typing import Any

from tabletop_lib.core.game import State

from .scoring import regions_touched
from .state import BrianBoruState

PRINCESS_RULE_PREFIX = "BB.princess."


def study_columns(state: State[Any]) -> list[dict[str, object]]:
    """Brian Boru's end-of-game facts, per seat.

    Shared by every seat's row of a game:

    * ``princess_seat``: the seat that married the Princess of Denmark (BB.upkeep.marriage.winner
      then BB.princess.*), even if it spurned her; -1 when nobody did.
    * ``princess_mode``: what that seat chose: ``"military-support"``, ``"establish-trade"``,
      ``"spurn"``, or ``"none"``.
    * ``claim_<region id>``: the seat holding that region's claim token at the end, -1 when the
      token lies face up on the board, -2 when it is still face down.

    Per seat:

    * ``towns``: towns the seat controls (its disc, no Viking control token on it).
    * ``regions``: regions counted for it by BB.final.regions (with the establish-trade
      Princess, the Viking towns count too).
    * ``claims_held``, ``marriage_cards``: the winner's first and second tie-breaks.
    """
    if not isinstance(state, BrianBoruState):
        raise TypeError(f"study_columns needs a BrianBoruState, got {type(state).__name__}")
    princess_seat, princess_mode = -1, "none"
    # The state forgets a spurned Princess (its holder goes back to -1), the events do not.
    for event in reversed(state.events()):
        if event.rule.startswith(PRINCESS_RULE_PREFIX):
            princess_seat = event.player
            princess_mode = event.rule.removeprefix(PRINCESS_RULE_PREFIX)
            break
    else:
        if state.princess_holder >= 0:
            princess_seat, princess_mode = state.princess_holder, state.princess_mode or "none"
    board = state.game.board
    shared: dict[str, object] = {"princess_seat": princess_seat, "princess_mode": princess_mode}
    for region, holder in zip(board.region_ids, state.claims, strict=True):
        shared[f"claim_{region}"] = holder
    regions = regions_touched(state)
    rows: list[dict[str, object]] = []
    for p in range(state.num_players):
        row = dict(shared)
        row["towns"] = state.controlled(p).bit_count()
        row["regions"] = regions[p]
        row["claims_held"] = state.claims.count(p)
        row["marriage_cards"] = len(state.marriages_won[p])
        rows.append(row)
    return rows
