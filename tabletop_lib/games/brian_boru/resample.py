"""Redeal what one player cannot see (the engine contract's ``State.resample``).

Hidden from a player (see ``observation.py``): the other players' hands and draft packs, the
cards set aside unseen at the deal, the face-down discards (docs/rules §3.2), the order of the
Viking deck and of the marriage deck. The action cards in those places are pooled and dealt back in
the same numbers; the two decks are shuffled, the Princess of Denmark staying at the bottom of
the marriage deck (Preparação 9). The player's own hand and pack, and everything public, stay.
The pools are sorted before they are shuffled, so the redeal depends only on what the player
sees and the seed, never on the true hidden cards. One thing the others' play reveals is kept
too: a trick leader who has marked a town and not yet led holds a card they may lead there
(Vazas 2-3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop_lib.core.rng import Rng

from .constants import PLAY, PRINCESS_CARD
from .data import WHITE

if TYPE_CHECKING:
    from .state import BrianBoruState


def _bound_leader(s: BrianBoruState, player: int) -> int:
    """The trick leader whose hidden hand must still hold a lead for the marked town, or -1."""
    leader = s.trick_leader
    if (
        s.stage == PLAY
        and leader >= 0
        and leader != player
        and s.active_town >= 0
        and not s.lead_free
        and s.played[leader] < 0
    ):
        return leader
    return -1


def _lead_fits(s: BrianBoruState) -> Callable[[int], bool]:
    colour = s.game.cards.action
    town = s.game.board.town_colour[s.active_town]
    return lambda c: colour[c].colour in (town, WHITE)


def resample(s: BrianBoruState, player: int, seed: int) -> BrianBoruState:
    """A copy of ``s`` consistent with ``observation(player)``, the hidden cards redealt."""
    if not 0 <= player < s.num_players:
        raise ValueError(f"no player {player} in a {s.num_players}-player game")
    new = s.clone()
    rng = Rng(seed)
    others = [q for q in range(s.num_players) if q != player]
    pool = [c for q in others for c in (*new.hands[q], *new.packs[q])]
    pool += new.set_aside + new.discards
    pool.sort()  # what is drawn depends on the player's view only, not on the true deal
    rng.shuffle(pool)
    leader = _bound_leader(s, player)
    for q in sorted(others, key=lambda q: q != leader):
        size = len(new.hands[q])
        hand: list[int] = []
        if q == leader and size:
            # Vazas 2: the leader marked a town they can lead to, so they hold a card of
            # its colour or a white one; what the others saw them do says that much.
            fits = _lead_fits(s)
            i = next(i for i, c in enumerate(pool) if fits(c))
            hand.append(pool.pop(i))
            size -= 1
        hand += pool[:size]
        del pool[:size]
        new.hands[q] = sorted(hand)
        size = len(new.packs[q])
        new.packs[q] = sorted(pool[:size])
        del pool[:size]
    size = len(new.set_aside)
    new.set_aside = pool[:size]
    new.discards = pool[size:]
    new.viking_deck.sort()
    rng.shuffle(new.viking_deck)
    bottom = [c for c in new.marriage_deck if c == PRINCESS_CARD]
    rest = sorted(c for c in new.marriage_deck if c != PRINCESS_CARD)
    rng.shuffle(rest)
    new.marriage_deck = bottom + rest
    new.rng = Rng(rng.next_u64())
    return new
