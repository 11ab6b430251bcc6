"""Paladins positions that no play of the rules reaches: refused when a saved game loads.

The invariants run after every action of every playout of the conformance kit
(``tests/conformance``) and on every loaded state (:mod:`tabletop_lib.core.validation`); the
ranges bound each saved field by the table and the cards of the data files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop_lib.core.validation import Bounds, StateChecks

from .board_actions import worker_options
from .common import bits
from .constants import (
    ACTION,
    ATTRIBUTE,
    CHOICE_SPACE,
    CHOICES,
    EFFECT_OPS,
    FAVOUR_BASE,
    KEEP,
    NUM_WORKER_TYPES,
    OP_CHOOSE,
    OP_WORKER,
    OPTION,
    P_ACTIONS,
    P_OVER,
    P_PALADINS,
    P_SETUP,
    P_TAVERN,
    PC_ACTIONS,
    PC_EFFECTS,
    PC_END_ACTION,
    PC_PALADIN_CHOICE,
    PC_RESET,
    PC_REVEAL,
    PC_ROUND_START,
    PC_SETUP_HIRE,
    PERIOD_NAMES,
    SPACES,
    STAGE_NAMES,
    T_CONVERT,
    TARGET,
    TAVERN,
    TERMINAL,
    TOP,
    WORKERS_STAGE,
)

# Per-player values are lists by seat, or flat (workers[p * NUM_WORKER_TYPES + type],
# attrs[p * 3 + a], phand[p * paladins_drawn + i], workshops and on_space[p * len(SPACES) + i]);
# sets of cards and spaces are int bitmasks; see paladins/state.py.


def _stock_non_negative(s: Any) -> str | None:
    for name in ("silver", "provisions", "workers", "attrs", "unpaid", "paid", "suspicion"):
        if any(v < 0 for v in getattr(s, name)):
            return f"negative {name}: {getattr(s, name)}"
    if s.tax < 0 or s.debt_supply < 0:
        return f"negative tax supply {s.tax} or debt supply {s.debt_supply}"
    if any(v > s.game.data.track_max for v in s.attrs):
        return f"an attribute above the top of its track: {s.attrs}"
    return None


def _cards_conserved(s: Any) -> str | None:
    """Every Townsfolk, Outsider, Wall, Tavern, Suspicion, Debt and Paladin is in one place."""
    data, n = s.game.data, s.num_players
    places = {
        "townsfolk": (
            s.townsfolk_deck
            + s.townsfolk_discard
            + [c for c in s.townsfolk_row if c >= 0]
            + [c for p in range(n) for c in bits(s.hired[p])],
            len(data.townsfolk),
        ),
        "outsiders": (
            s.outsider_deck
            + s.outsider_discard
            + [c for c in s.outsider_row if c >= 0]
            + [c for p in range(n) for c in bits(s.attacked[p] | s.converted[p])],
            len(data.outsiders),
        ),
        "walls": (
            s.wall_deck + [c for p in range(n) for c in bits(s.walls[p])],
            len(data.walls),
        ),
        "taverns": (s.tavern_deck + s.tavern_row + s.tavern_discard, len(data.taverns)),
    }
    for p in range(n):
        kept = [s.paladin[p]] if s.paladin[p] >= 0 else []
        drawn = s.game.params.paladins_drawn
        hand = [c for c in s.phand[p * drawn : (p + 1) * drawn] if c >= 0]
        places[f"player {p}'s paladins"] = (
            s.pdeck[p] + hand + kept + bits(s.pdiscard[p]),
            len(data.paladins),
        )
    for what, (cards, count) in places.items():
        if sorted(cards) != list(range(count)):
            return f"{what}: {len(cards)} places for {count} cards"
    if sum(s.suspicion) + len(s.suspicion_deck) + len(s.suspicion_discard) != len(data.suspicion):
        return "suspicion cards not conserved"
    if s.debt_supply + sum(s.unpaid) + sum(s.paid) != data.debts:
        return f"debts: supply {s.debt_supply} + unpaid {s.unpaid} + paid {s.paid}"
    return None


def _pieces_placed(s: Any) -> str | None:
    seen = 0
    for p in range(s.num_players):
        pieces = s.monk_at[p] | s.outpost_at[p]
        if s.monk_at[p] & s.outpost_at[p] or pieces & seen or pieces & ~s.game.space_ok:
            return f"player {p}'s monks/outposts overlap or sit on unused spaces"
        seen |= pieces
        counts = (s.monk_at[p], s.outpost_at[p], s.jars[p], s.walls[p], s.converted[p])
        limit = s.game.params.action_limit
        if max(c.bit_count() for c in counts) > limit:
            return f"player {p} did an action more than {limit} times"
        width = len(SPACES)
        workshops = s.workshops[p * width : (p + 1) * width]
        if sum(workshops) > s.game.params.workshops or max(workshops) > s.game.data.workshop_max:
            return f"player {p}'s workshops: {workshops}"
    if seen != s.occupied:
        return f"occupied spaces {s.occupied:#x} != pieces {seen:#x}"
    return None


def _workers_conserved(s: Any) -> str | None:
    """Workers on a space only where it is marked used; with a finite supply, every worker is
    in the supply, a hand, an action space or a King's Favour (option worker_supply)."""
    n, types, width = s.num_players, NUM_WORKER_TYPES, len(SPACES)
    for i, packed in enumerate(s.on_space):
        if packed and not s.used[i // width] >> (i % width) & 1:
            return f"workers on space {i % width} of player {i // width}, which is not marked used"
    if s.supply:
        for t in range(types):
            on_spaces = sum(packed >> (3 * t) & 7 for packed in s.on_space)
            hands = sum(s.workers[p * types + t] for p in range(n))
            total = s.supply[t] + hands + on_spaces + s.favour_workers[t]
            if total != s.game.data.worker_supply[t]:
                return f"worker type {t}: {total} in play, not {s.game.data.worker_supply[t]}"
    return None


_STAGE_PROGRAM: dict[int, set[tuple[int, int | None]]] = {
    KEEP: {(PC_PALADIN_CHOICE, P_PALADINS)},
    TOP: {(PC_PALADIN_CHOICE, P_PALADINS)},
    TAVERN: {(PC_REVEAL, P_TAVERN)},
    ACTION: {(PC_ACTIONS, P_ACTIONS)},
    WORKERS_STAGE: {(PC_ACTIONS, P_ACTIONS)},
    TARGET: {(PC_EFFECTS, None), (PC_SETUP_HIRE, P_SETUP)},
    OPTION: {(PC_EFFECTS, None)},
    ATTRIBUTE: {(PC_EFFECTS, None)},
    TERMINAL: {(PC_ROUND_START, P_OVER)},
}
"""Per decision stage, the (program step, period) it is asked at (None: in any period)."""


def _program_in_step(s: Any) -> str | None:
    """The decision asked is one the program asks at its step and period; the program goes
    on from a step the rules have: while an action's target or effects
    are decided the turn ends afterwards (round step 6), while a setup hire's are the next hire
    follows (Preparação 13); the action being resolved is a choice of the player board, a
    King's Favour or none. (Assigning workers comes before the action's cost: the program
    learns where it resumes then.)"""
    if not (0 <= s.action < len(CHOICES) or s.action == -1 or s.action >= FAVOUR_BASE):
        return f"action {s.action} is neither a choice, a King's Favour nor none"
    allowed = _STAGE_PROGRAM[s.stage]
    if (s.pc, s.period) not in allowed and (s.pc, None) not in allowed:
        return (
            f"stage {STAGE_NAMES[s.stage]!r} at program step {s.pc} in the "
            f"{PERIOD_NAMES[s.period]}, where the rules never ask it"
        )
    if s.stage not in (TARGET, OPTION, ATTRIBUTE):
        return None
    resumes = {P_SETUP: PC_SETUP_HIRE, P_ACTIONS: PC_END_ACTION}.get(s.period, s.resume)
    if s.resume != resumes:
        return f"resume {s.resume} in the {PERIOD_NAMES[s.period]} (expected {resumes})"
    return None


def _paladins_per_round(s: Any) -> str | None:
    """Each round every player keeps one Paladin (PA.round.keep-paladin), discarded at the
    round's reset (PA.reset.paladin-discard): a player holds one kept or discarded Paladin per
    round begun, the current round's once they have chosen it."""
    if s.period == P_SETUP:  # the first round begins after the setup's hires
        return None if s.round == 0 else f"round {s.round} during the setup"
    for p in range(s.num_players):
        played = s.pdiscard[p].bit_count() + (s.paladin[p] >= 0)
        choosing = s.period == P_PALADINS and (p in s.queue or (p == s.current and s.stage == KEEP))
        if played != s.round - choosing:
            return f"player {p} has kept {played} Paladins by round {s.round}"
    return None


def _tavern_takers_per_slot(s: Any) -> str | None:
    """One taker entry (a seat, or -1) for each Tavern card of the round's row."""
    if len(s.tavern_taker) != len(s.tavern_row):
        return f"{len(s.tavern_taker)} takers for {len(s.tavern_row)} Tavern cards"
    return None


def _stack_in_step(s: Any) -> str | None:
    """Queued effects wait only behind a question they asked (a target, an option, an
    attribute: rules "Ações no Tabuleiro do Jogador"); each names a worker type or a choice of
    the data when its op takes one."""
    if s.stack and (s.pc != PC_EFFECTS or s.stage not in (TARGET, OPTION, ATTRIBUTE)):
        return f"effects {s.stack} wait at stage {STAGE_NAMES[s.stage]!r}, where none can"
    for code in s.stack:
        op, arg = code >> 8, code & 255
        if op == OP_WORKER and arg >= NUM_WORKER_TYPES:
            return f"effect {code} gives a worker of type {arg}, of {NUM_WORKER_TYPES}"
        if op == OP_CHOOSE and arg >= len(s.game.data.choices):
            return f"effect {code} offers choice {arg}, of {len(s.game.data.choices)}"
    return None


def _queue_in_turn_order(s: Any) -> str | None:
    """The players still to hire at setup (Preparação 14: in reverse turn order), to choose a
    Paladin or to take a Tavern card (in turn order) are the ones after the current player in
    that order; in the actions and at the game's end nobody waits."""
    n = s.num_players
    if s.period == P_SETUP:
        order = [(s.first_player - 1 - i) % n for i in range(n)]
    elif s.period in (P_PALADINS, P_TAVERN):
        order = [(s.first_player + i) % n for i in range(n)]
    else:
        order = []
    waiting = order[len(order) - len(s.queue) :] if len(s.queue) < len(order) else None
    if s.queue and (waiting != s.queue or order[-len(s.queue) - 1] != s.current):
        return f"players {s.queue} wait after player {s.current} in the {PERIOD_NAMES[s.period]}"
    return None


def _workers_for_chosen_action(s: Any) -> str | None:
    """Workers are assigned to the action just chosen (round step 6: choose an action, then
    place its workers): its space or Favour is marked as the current player's, and the
    workers can fill it more than one way (else the rules place them at once)."""
    if s.stage != WORKERS_STAGE:
        return None
    p, a = s.current, s.action
    if a < 0:
        return "workers are assigned while no action is chosen"
    if a >= FAVOUR_BASE:
        marked = s.favour_used[a - FAVOUR_BASE] >> p & 1
    else:
        marked = s.used[p] >> CHOICE_SPACE[a] & 1
    if not marked:
        return f"player {p} assigns workers to action {a}, which they have not chosen"
    if len(worker_options(s)) < 2:
        return f"action {a} is asked for workers that can fill it only one way, or none"
    return None


INVARIANTS = {
    "tavern-takers-per-slot": _tavern_takers_per_slot,
    "stock-non-negative": _stock_non_negative,
    "cards-conserved": _cards_conserved,
    "pieces-placed": _pieces_placed,
    "workers-conserved": _workers_conserved,
    "program-in-step": _program_in_step,
    "paladins-per-round": _paladins_per_round,
    "stack-in-step": _stack_in_step,
    "queue-in-turn-order": _queue_in_turn_order,
    "workers-for-chosen-action": _workers_for_chosen_action,
}
"""Invariant id -> check (returns what breaks it, or None)."""


def ranges(game: Any) -> Mapping[str, Bounds]:
    """The bounds of every saved number the table and the cards fix."""
    n = game.num_players
    data = game.data
    seat, maybe_seat = (0, n - 1), (-1, n - 1)

    def ids(cards: Any, none: int = 0) -> Bounds:
        return (none, len(cards) - 1)

    spaces = (0, (1 << len(data.spaces)) - 1)

    def cards_mask(cards: Any) -> Bounds:
        return (0, (1 << len(cards)) - 1)

    return {
        "pc": (0, PC_RESET),
        "resume": (0, PC_RESET),
        "period": (0, len(PERIOD_NAMES) - 1),
        "action": (-1, FAVOUR_BASE + game.params.kings_favours - 1),
        "ctx": (0, 255),  # an effect's argument byte (see data.py)
        "stack": (0, (len(EFFECT_OPS) << 8) - 1),
        "ptop": (0, 1),
        "pbottom": (0, len(data.paladins)),
        "used": (0, (1 << len(SPACES)) - 1),
        "hired": cards_mask(data.townsfolk),
        "walls": cards_mask(data.walls),
        "attacked": cards_mask(data.outsiders),
        "converted": cards_mask(data.outsiders),
        "pdiscard": cards_mask(data.paladins),
        "jars": cards_mask(data.absolve_spaces),
        "workshops": (0, data.workshop_max),
        "favour_used": (0, (1 << n) - 1),
        "on_space": (0, (1 << 3 * NUM_WORKER_TYPES) - 1),  # 3-bit counts per worker type
        "supply": (0, None),
        "favour_workers": (0, None),
        "suspicion": (0, None),
        "stage": (0, len(STAGE_NAMES) - 1),
        "current": maybe_seat,
        "first_player": seat,
        "queue": seat,
        "suspicion_deck": (0, game.suspicion_kinds - 1),
        "suspicion_discard": (0, game.suspicion_kinds - 1),
        "target": (-1, T_CONVERT),  # the TARGET stage's kinds (T_WORKSHOP .. T_CONVERT)
        "passed": (0, (1 << n) - 1),
        "revealed": (0, (1 << n) - 1),
        "round": (0, game.params.rounds + 1),
        "silver": (0, None),
        "provisions": (0, None),
        "attrs": (0, data.track_max),
        "workers": (0, None),
        "unpaid": (0, data.debts),
        "paid": (0, data.debts),
        "debt_supply": (0, data.debts),
        "tax": (0, None),
        "paladin": ids(data.paladins, -1),
        "phand": ids(data.paladins, -1),
        "pdeck": ids(data.paladins),
        "townsfolk_row": ids(data.townsfolk, -1),
        "townsfolk_deck": ids(data.townsfolk),
        "townsfolk_discard": ids(data.townsfolk),
        "outsider_row": ids(data.outsiders, -1),
        "outsider_deck": ids(data.outsiders),
        "outsider_discard": ids(data.outsiders),
        "wall_deck": ids(data.walls),
        "tavern_deck": ids(data.taverns),
        "tavern_row": ids(data.taverns),
        "tavern_discard": ids(data.taverns),
        "tavern_taker": maybe_seat,
        "orders": ids(data.orders),
        "favours": ids(data.favours),
        "monk_at": spaces,
        "outpost_at": spaces,
        "occupied": spaces,
    }


FIXED_LENGTHS = frozenset(
    {
        "silver",
        "provisions",
        "attrs",
        "unpaid",
        "paid",
        "paladin",
        "ptop",
        "pbottom",
        "used",
        "hired",
        "walls",
        "attacked",
        "converted",
        "pdiscard",
        "monk_at",
        "outpost_at",
        "jars",
        "workers",
        "workshops",
        "suspicion",
        "phand",
        "townsfolk_row",
        "outsider_row",
        "favour_used",
        "supply",
        "on_space",
        "favour_workers",
        "orders",
        "favours",
        "pdeck",
    }
)
"""The list fields whose length setup fixes for the configuration (per seat, colour, space...);
found constant over random playouts of every player count (decks, piles and queues vary)."""


CHECKS = StateChecks(
    ranges=ranges, invariants=INVARIANTS, signed=frozenset({"final"}), fixed_lengths=FIXED_LENGTHS
)
