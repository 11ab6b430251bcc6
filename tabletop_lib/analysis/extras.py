"""Game-specific facts that a simulation study adds to each (game, seat) row.

The generic columns of :func:`tabletop_lib.analysis.simulate` come from the engine contract
(scores, score breakdown, winners, history). Facts that only one game has, such as who holds
Brian Boru's claim tokens at the end, come from an *extras hook*: a function of the final state
that returns one dict per seat. Every dict of one game has the same keys, in the same order, and
the values are plain ints, floats, bools or strings, so they make tidy DataFrame columns.

A hook runs in the worker processes too, so register it when its module is imported (as this
module does for Brian Boru and Merlin), never only in an interactive session.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_lib.core.game import State
from tabletop_lib.games.brian_boru.scoring import regions_touched
from tabletop_lib.games.brian_boru.state import BrianBoruState
from tabletop_lib.games.merlin.state import MerlinState

ExtrasHook = Callable[[State[Any]], list[dict[str, object]]]
"""``hook(final_state)`` -> one dict of extra columns per seat, in seat order."""

_HOOKS: dict[str, ExtrasHook] = {}


def register_extras(game_name: str, hook: ExtrasHook) -> None:
    """Make ``hook`` add its columns to every simulated game of ``game_name``."""
    _HOOKS[game_name] = hook


def extras_hook(game_name: str) -> ExtrasHook | None:
    """The extras hook of ``game_name``, or None when the game has none."""
    return _HOOKS.get(game_name)


# -- Brian Boru ----------------------------------------------------------------------------
PRINCESS_RULE_PREFIX = "BB.princess."


def brian_boru_extras(state: State[Any]) -> list[dict[str, object]]:
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
        raise TypeError(f"brian_boru_extras needs a BrianBoruState, got {type(state).__name__}")
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


register_extras("brian_boru", brian_boru_extras)


# -- Merlin ---------------------------------------------------------------------------------
MERLIN_FIRST_PLAYER_RULE = "ME.setup.first-player"


def merlin_extras(state: State[Any]) -> list[dict[str, object]]:
    """Merlin's end-of-game facts, per seat.

    * ``start_player`` (the same on every row): the first player of round 1, drawn at random
      at setup (ME.setup.first-player, manual p. 5, Preparação 10). The first player marker
      passes left before every round (ME.round.prepare), so the state's own ``first`` names the
      last round's first player; the setup event names the start player.
    * ``manors``: the manors the seat has on the surroundings at the end.
    """
    if not isinstance(state, MerlinState):
        raise TypeError(f"merlin_extras needs a MerlinState, got {type(state).__name__}")
    start = next(e.player for e in state.events() if e.rule == MERLIN_FIRST_PLAYER_RULE)
    return [
        {"start_player": start, "manors": state.manors[p].bit_count()}
        for p in range(state.num_players)
    ]


register_extras("merlin", merlin_extras)
