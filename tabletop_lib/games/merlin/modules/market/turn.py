"""The market's tokens in a turn (manual p. 28): the apple/mistletoe token before moving and
for a mission, the side options at the turn's main points, the temporary worker instead of a
die."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...common import name, say
from ...effects import move_figure
from ...params import KNIGHT_DIE
from ...rules import mission_limit
from ...words import mission_words
from ..gold.rules import unmet_requirements
from .rules import (
    HELD_ADDITION,
    HELD_BLOCK,
    HELD_CHOICE,
    S_CHOICE,
    addition_choices,
    buy_choices,
    may_buy,
    tables,
    worker_values,
)

if TYPE_CHECKING:
    from ...state import MerlinState


# -- the apple/mistletoe token (p. 28) ------------------------------------------------------------
def holds_choice_token(s: MerlinState, p: int) -> bool:
    return s.market_held[p * HELD_BLOCK + HELD_CHOICE] > 0


def holds_choice_token_now(s: MerlinState) -> bool:
    """:func:`holds_choice_token` for the current player (``MarketModule.pre_move_possible``,
    asked at every die chosen: one call, not two)."""
    return s.market_held[s.current * HELD_BLOCK + HELD_CHOICE] > 0


def _spend_choice_token(s: MerlinState, p: int) -> None:
    s.market_held[p * HELD_BLOCK + HELD_CHOICE] -= 1
    s.market_stock[S_CHOICE] += 1


def pre_move_actions(s: MerlinState) -> list[Action]:
    """The apple/mistletoe token used as an apple: the chosen die to any other face."""
    if s.market_held[s.current * HELD_BLOCK + HELD_CHOICE] <= 0:  # (holds_choice_token inline)
        return []
    apple = tables(s).apple
    v = s.die_value
    return [apple[f] for f in range(1, s.game.params.die_faces + 1) if f != v]


def use_as_apple(s: MerlinState, face: int) -> None:
    p = s.current
    old = s.die_value
    _spend_choice_token(s, p)
    s.die_value = face
    s.dice[p * s.game.dice_per_player + s.die] = face
    say(
        s,
        "ME.market.apple-mistletoe",
        f"Market module: {name(s, p)} uses an apple/mistletoe token as an apple to turn a {old} "
        f"into a {face}; the token goes back to the market.",
        p,
    )


def mission_choices(s: MerlinState) -> list[int]:
    """Hand cards completable with the token as one mistletoe (and mistletoe for the rest).

    The caller has already checked the per-turn mission limit and the purchase."""
    p = s.current
    if not holds_choice_token(s, p):
        return []
    have = s.mistletoe[p] + 1
    return [c for c in s.hands[p] if 1 <= unmet_requirements(s, p, c) <= have]


def use_as_mistletoe(s: MerlinState, card: int) -> None:
    """Pay the token (and mistletoe for any further requirement); the caller completes."""
    p = s.current
    k = unmet_requirements(s, p, card)
    _spend_choice_token(s, p)
    s.mistletoe[p] -= k - 1
    s.mistletoe_supply += k - 1
    more = f" and {k - 1} mistletoe" if k > 1 else ""
    say(
        s,
        "ME.market.apple-mistletoe",
        f"Market module: {name(s, p)} uses an apple/mistletoe token as a mistletoe{more} to "
        f"ignore {k} requirement{'s' if k > 1 else ''} of "
        f"{mission_words(s.game, card)}; the token goes back to the market.",
        p,
    )


# -- the side options at the turn's main points ----------------------------------------------------
def missions_allowed(s: MerlinState) -> bool:
    """ME.market.no-mission and ME.mission.one-per-turn: one more mission may be completed."""
    return not s.market_used and mission_limit(s, s.current) > s.missions_done


def _nothing_aside(s: MerlinState) -> bool:
    """Whether the current player has nothing to do at the market now: no purchase (made, a
    mission done, or no coin), no addition marker to place, no apple/mistletoe token. The
    usual answer, given at once (the side options are asked at every main point)."""
    p = s.current
    # (may_buy inline, the same four tests, the coin first: nine players in ten hold none;
    # no influence placed this turn before the addition markers are looked at)
    if s.gold[p] > 0 and not (s.market_used or s.missions_done or s.arthur_draws):
        return False
    held = s.market_held
    base = p * HELD_BLOCK
    if held[base + HELD_CHOICE] > 0:
        return False
    return not s.market_influence or held[base + HELD_ADDITION] <= 0


def side_actions(s: MerlinState) -> list[Action]:
    # (_nothing_aside's usual answer inline, the coin first: at every main point of every turn)
    p = s.current
    if not (s.gold[p] > 0 and not (s.market_used or s.missions_done or s.arthur_draws)):
        held = s.market_held
        base = p * HELD_BLOCK
        if held[base + HELD_CHOICE] <= 0 and (
            not s.market_influence or held[base + HELD_ADDITION] <= 0
        ):
            return []
    t = tables(s)
    out: list[Action] = list(buy_choices(s))
    out.extend(t.addition[c] for c in addition_choices(s))
    if missions_allowed(s):
        mission = t.mission
        out.extend(mission[c] for c in mission_choices(s))
    return out


def any_side(s: MerlinState) -> bool:
    if _nothing_aside(s):
        return False
    if may_buy(s) and buy_choices(s):
        return True
    if addition_choices(s):
        return True
    return missions_allowed(s) and bool(mission_choices(s))


# -- the temporary worker (p. 28) ---------------------------------------------------------------
def worker_actions(s: MerlinState) -> list[Action]:
    """ME.market.worker: the worker the current player holds, among the die choices (one
    worker a round)."""
    p = s.current
    if s.market_workers_used >> p & 1 or p not in s.market_workers:
        return []
    values = worker_values(s)
    held = sorted({values[w] for w, holder in enumerate(s.market_workers) if holder == p})
    workers = tables(s).worker
    return [workers[v] for v in held]


def extra_turn_hook(s: MerlinState, p: int) -> bool:
    """ME.market.worker.extra-turn: a player holding a worker may take a turn with it (if
    they have not used one this round)."""
    return p in s.market_workers and not s.market_workers_used >> p & 1


def use_worker(s: MerlinState, value: int) -> None:
    """ME.market.worker: the knight moves the worker's value at once (nothing may change it);
    the player's dice stay as they are; the worker goes back to the market."""
    g = s.game
    p = s.current
    values = worker_values(s)
    w = next(i for i, h in enumerate(s.market_workers) if h == p and values[i] == value)
    s.market_workers[w] = -1
    s.market_worker = value
    s.market_workers_used |= 1 << p
    # ``s.die`` names a knight slot only so that the turn reads as a knight's move (which
    # figure, no staff); that die is not used: its value is put back after the move.
    knight = g.die_kind_index[KNIGHT_DIE]
    slot = g.die_slot_kind.index(knight)
    index = p * g.dice_per_player + slot
    kept = s.dice[index]
    s.die = slot
    s.die_value = value
    say(
        s,
        "ME.market.worker",
        f"Market module: {name(s, p)} uses a temporary worker showing {value} instead of a die; "
        "it goes back to the market.",
        p,
    )
    move_figure(s, 1)
    s.dice[index] = kept
