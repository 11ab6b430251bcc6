"""Redeal what one player cannot see (the engine contract's ``State.resample``).

Hidden from a player (see ``observation.py``; seed round step 4): the other players' Paladins
(the three drawn, the one kept face down, and their decks), the order of the player's own
Paladin deck apart from the cards they put on top and underneath, the King's Orders and
Favours not yet revealed (drawn from those that could still be there: the ones not revealed),
the order of the Townsfolk, Outsider, Wall and Tavern decks, and which Suspicion cards anyone
holds (only their number shows), pooled with the Suspicion deck and discards. Every pool is
sorted before it is shuffled, so the redeal depends only on what the player sees and the seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.rng import Rng

if TYPE_CHECKING:
    from .state import PaladinsState


def _rest_of_kings_track(
    rng: Rng, chosen: tuple[int, ...], shown: list[bool], total: int
) -> tuple[int, ...]:
    seen = {c for c, up in zip(chosen, shown, strict=True) if up}
    pool = [c for c in range(total) if c not in seen]
    rng.shuffle(pool)
    out = list(chosen)
    for k, up in enumerate(shown):
        if not up:
            out[k] = pool.pop()
    return tuple(out)


def resample(s: PaladinsState, player: int, seed: int) -> PaladinsState:
    """A copy of ``s`` consistent with ``observation(player)``, the hidden cards redealt."""
    n = s.num_players
    if not 0 <= player < n:
        raise ValueError(f"no player {player} in a {n}-player game")
    g = s.game
    data = g.data
    new = s.clone()
    rng = Rng(seed)
    drawn = g.params.paladins_drawn
    for q in range(n):
        if q == player:
            deck = new.pdeck[q]
            top = 1 if new.ptop[q] and deck else 0
            bottom = min(new.pbottom[q], len(deck) - top)
            middle = sorted(deck[top : len(deck) - bottom])
            rng.shuffle(middle)
            new.pdeck[q] = deck[:top] + middle + deck[len(deck) - bottom :]
            continue
        base = q * drawn
        kept = new.paladin[q] >= 0 and not (new.revealed >> q & 1)
        shown = new.paladin[q] if new.paladin[q] >= 0 and not kept else -1
        hand_slots = [
            i for i in range(base, base + drawn) if new.phand[i] >= 0 and new.phand[i] != shown
        ]
        # Until the Paladin put on top is chosen, the kept card still lies among the drawn.
        kept_slot = next((i for i in hand_slots if new.phand[i] == new.paladin[q]), -1)
        pool = [new.phand[i] for i in hand_slots] + new.pdeck[q]
        if kept and kept_slot < 0:
            pool.append(new.paladin[q])
        pool.sort()  # the redeal depends on the player's view only, not on the true deal
        rng.shuffle(pool)
        for i in hand_slots:
            new.phand[i] = pool.pop()
        if kept:
            new.paladin[q] = new.phand[kept_slot] if kept_slot >= 0 else pool.pop()
        new.pdeck[q] = pool
    round_ = new.round
    new.orders = _rest_of_kings_track(
        rng, new.orders, [r <= round_ for r in data.order_rounds], len(data.orders)
    )
    new.favours = _rest_of_kings_track(
        rng, new.favours, [r <= round_ for r in data.favour_rounds], len(data.favours)
    )
    for deck in (new.townsfolk_deck, new.outsider_deck, new.wall_deck, new.tavern_deck):
        deck.sort()
        rng.shuffle(deck)
    kinds = g.suspicion_kinds
    values = sorted(g.suspicion_index, key=lambda v: g.suspicion_index[v])
    held = [new.suspicion_count(q) for q in range(n)]
    pool = [values[i % kinds] for i, k in enumerate(new.suspicion) for _ in range(k)]
    pool += new.suspicion_deck + new.suspicion_discard
    pool.sort()
    rng.shuffle(pool)
    new.suspicion = [0] * (kinds * n)
    for q in range(n):
        for _ in range(held[q]):
            new.suspicion[q * kinds + g.suspicion_index[pool.pop()]] += 1
    size = len(new.suspicion_deck)
    new.suspicion_deck = pool[:size]
    new.suspicion_discard = pool[size:]
    new.rng = Rng(rng.next_u64())
    return new
