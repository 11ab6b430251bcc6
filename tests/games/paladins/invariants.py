"""Paladins invariants: no negative stock, every card and piece in exactly one place.

Each function takes a state and returns a violation message or None; these are the invariants
the conformance kit's hooks take for Paladins (see ``test_invariants.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop_lib.games.paladins.state import PaladinsState


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def stock_non_negative(s: PaladinsState) -> str | None:
    for name in ("silver", "provisions", "workers", "attrs", "unpaid", "paid", "suspicion"):
        values = getattr(s, name)
        if any(v < 0 for v in values):
            return f"negative {name}: {values}"
    if s.tax < 0 or s.debt_supply < 0:
        return f"negative tax supply {s.tax} or debt supply {s.debt_supply}"
    top = s.game.data.track_max
    if any(v > top for v in s.attrs):
        return f"an attribute above the track's top {top}: {s.attrs}"
    return None


def _once(what: str, places: dict[str, list[int]], count: int) -> str | None:
    found = sorted(c for cards in places.values() for c in cards)
    if found != list(range(count)):
        sizes = {k: len(v) for k, v in places.items()}
        return f"{what}: {len(found)} places for {count} cards ({sizes})"
    return None


def cards_conserved(s: PaladinsState) -> str | None:
    data = s.game.data
    n = s.num_players
    hired = [c for p in range(n) for c in _bits(s.hired[p])]
    problem = _once(
        "townsfolk",
        {
            "deck": s.townsfolk_deck,
            "row": [c for c in s.townsfolk_row if c >= 0],
            "discard": s.townsfolk_discard,
            "hired": hired,
        },
        len(data.townsfolk),
    )
    if problem:
        return problem
    kept = [c for p in range(n) for c in _bits(s.attacked[p]) + _bits(s.converted[p])]
    problem = _once(
        "outsiders",
        {
            "deck": s.outsider_deck,
            "row": [c for c in s.outsider_row if c >= 0],
            "discard": s.outsider_discard,
            "kept": kept,
        },
        len(data.outsiders),
    )
    if problem:
        return problem
    built = [c for p in range(n) for c in _bits(s.walls[p])]
    problem = _once("walls", {"deck": s.wall_deck, "built": built}, len(data.walls))
    if problem:
        return problem
    problem = _once(
        "taverns",
        {"deck": s.tavern_deck, "row": s.tavern_row, "discard": s.tavern_discard},
        len(data.taverns),
    )
    if problem:
        return problem
    held = sum(s.suspicion)
    if held + len(s.suspicion_deck) + len(s.suspicion_discard) != len(data.suspicion):
        return f"suspicion: {held} held, {len(s.suspicion_deck)} deck, discard"
    if s.debt_supply + sum(s.unpaid) + sum(s.paid) != data.debts:
        return f"debts: {s.debt_supply} + {s.unpaid} + {s.paid} != {data.debts}"
    drawn = s.game.params.paladins_drawn
    for p in range(n):
        cards = s.pdeck[p] + [c for c in s.phand[p * drawn : (p + 1) * drawn] if c >= 0]
        cards += _bits(s.pdiscard[p]) + ([s.paladin[p]] if s.paladin[p] >= 0 else [])
        problem = _once(f"player {p}'s Paladins", {"all": cards}, len(data.paladins))
        if problem:
            return problem
    return None


def pieces_placed(s: PaladinsState) -> str | None:
    g = s.game
    prm = g.params
    seen = 0
    for p in range(s.num_players):
        pieces = s.monk_at[p] | s.outpost_at[p]
        if s.monk_at[p] & s.outpost_at[p]:
            return f"player {p} has a monk and an outpost on one space"
        if pieces & ~g.space_ok:
            return f"player {p} has a piece on a space not used with {s.num_players} players"
        if prm.exclusive_spaces and pieces & seen:
            return f"player {p} shares a main-board space"
        seen |= pieces
        if s.monk_at[p].bit_count() > prm.monks or s.outpost_at[p].bit_count() > prm.outposts:
            return f"player {p} placed more than 7 monks or outposts"
        if s.jars[p].bit_count() > prm.jars or s.walls[p].bit_count() > prm.action_limit:
            return f"player {p} moved more than 7 jars or built more than 7 walls"
        if s.converted[p].bit_count() > prm.action_limit:
            return f"player {p} converted more than 7 Outsiders"
        counts = s.workshops[p * 12 : (p + 1) * 12]
        if sum(counts) > prm.workshops or max(counts) > g.data.workshop_max:
            return f"player {p}'s workshops: {counts}"
    if prm.exclusive_spaces and seen != s.occupied:
        return f"occupied {s.occupied:#x} != pieces {seen:#x}"
    return None


def workers_conserved(s: PaladinsState) -> str | None:
    """Workers sit on a space only while it is marked used; with option worker_supply
    'finite', every worker is in the supply, a hand, an action space or a King's Favour."""
    n = s.num_players
    for p in range(n):
        for space in range(12):
            if s.on_space[p * 12 + space] and not s.used[p] >> space & 1:
                return f"player {p} has workers on space {space}, not marked used"
    if not s.supply:
        return None if s.game.params.worker_supply == "unlimited" else "no finite supply"
    for t in range(6):
        placed = sum(packed >> (3 * t) & 7 for packed in s.on_space)
        hands = sum(s.workers[p * 6 + t] for p in range(n))
        total = s.supply[t] + hands + placed + s.favour_workers[t]
        if total != s.game.data.worker_supply[t]:
            return f"worker type {t}: {total} in play, not {s.game.data.worker_supply[t]}"
    return None


INVARIANTS: dict[str, Callable[[PaladinsState], str | None]] = {
    "stock-non-negative": stock_non_negative,
    "cards-conserved": cards_conserved,
    "pieces-placed": pieces_placed,
    "workers-conserved": workers_conserved,
}
