"""What a player may not see, as variants of a state (for the observation tests).

``hidden_variants(state, observer, rng)`` returns copies of ``state`` that differ only in what
``observer`` cannot see; ``observation(observer)`` must be the same for all of them. This is
the hook the conformance kit's ``hidden_variants`` would take for Paladins.
"""

from __future__ import annotations

import random

from tabletop_lib.core.rng import Rng
from tabletop_lib.games.paladins.state import PaladinsState


def hidden_variants(s: PaladinsState, observer: int, rng: random.Random) -> list[PaladinsState]:
    n = s.num_players
    drawn = s.game.params.paladins_drawn
    # Other players' Paladins: deck order, hand and kept card (while face down) mixed together.
    paladins = s.clone()
    for q in range(n):
        if q == observer:
            continue
        hand_slots = [q * drawn + i for i in range(drawn) if paladins.phand[q * drawn + i] >= 0]
        kept_hidden = paladins.paladin[q] >= 0 and not paladins.revealed >> q & 1
        pool = [paladins.phand[i] for i in hand_slots] + paladins.pdeck[q]
        if kept_hidden:
            pool.append(paladins.paladin[q])
        rng.shuffle(pool)
        for i in hand_slots:
            paladins.phand[i] = pool.pop()
        if kept_hidden:
            paladins.paladin[q] = pool.pop()
        paladins.pdeck[q] = pool
    # The observer's own deck: only the middle, between the cards it placed, is unknown.
    own = paladins.pdeck[observer]
    top, bottom = paladins.ptop[observer], paladins.pbottom[observer]
    middle = own[top : len(own) - bottom]
    rng.shuffle(middle)
    own[top : len(own) - bottom] = middle
    # The decks, and the King's cards not yet revealed.
    decks = s.clone()
    for name in ("townsfolk_deck", "outsider_deck", "wall_deck", "tavern_deck", "suspicion_deck"):
        rng.shuffle(getattr(decks, name))
    data = s.game.data
    hidden_orders = [k for k in range(len(s.orders)) if data.order_rounds[k] > s.round]
    unused = [o for o in range(len(data.orders)) if o not in s.orders]
    pool = [s.orders[k] for k in hidden_orders] + unused
    rng.shuffle(pool)
    orders = list(s.orders)
    for k in hidden_orders:
        orders[k] = pool.pop()
    decks.orders = tuple(orders)
    hidden_favours = [k for k in range(len(s.favours)) if data.favour_rounds[k] > s.round]
    unused = [f for f in range(len(data.favours)) if f not in s.favours]
    pool = [s.favours[k] for k in hidden_favours] + unused
    rng.shuffle(pool)
    favours = list(s.favours)
    for k in hidden_favours:
        favours[k] = pool.pop()
    decks.favours = tuple(favours)
    # Another future.
    future = s.clone()
    future.rng = Rng(rng.getrandbits(64))
    return [paladins, decks, future]
