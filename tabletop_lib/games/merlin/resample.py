"""Redeal what one player cannot see (the engine contract's ``State.resample``).

Hidden from a player (see ``observation.py``; manual p. 4-5, 9-10): the other players' mission
hands, the mission deck and its discards (only their sizes show), and the traitors in the
face-down piles and their discards. The missions in those places are pooled and dealt back in
the same numbers, and so are the traitors; a module may redeal its own face-down pieces (its
``resample`` hook: a pile of tiles). What the other modules keep face down (the knights' draft
stacks, the decree stacks) is kept as it is: still consistent, only less varied. The pools are
sorted before they are shuffled, so the redeal depends only on what the player sees and the
seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.rng import Rng

if TYPE_CHECKING:
    from .state import MerlinState


def deal(rng: Rng, pool: list[int], sizes: list[int]) -> list[list[int]]:
    pool.sort()  # the redeal depends on the player's view only, not on the true deal
    rng.shuffle(pool)
    out: list[list[int]] = []
    at = 0
    for size in sizes:
        out.append(pool[at : at + size])
        at += size
    return out


def resample(s: MerlinState, player: int, seed: int) -> MerlinState:
    """A copy of ``s`` consistent with ``observation(player)``, the hidden cards redealt."""
    if not 0 <= player < s.num_players:
        raise ValueError(f"no player {player} in a {s.num_players}-player game")
    new = s.clone()
    rng = Rng(seed)
    others = [q for q in range(s.num_players) if q != player]
    places = [new.hands[q] for q in others] + [new.mission_deck, new.mission_discard]
    dealt = deal(rng, [c for place in places for c in place], [len(p) for p in places])
    for q, hand in zip(others, dealt, strict=False):
        new.hands[q] = hand
    new.mission_deck, new.mission_discard = dealt[-2], dealt[-1]
    piles = [new.traitor_deck, new.traitor_discard]
    new.traitor_deck, new.traitor_discard = deal(
        rng, [c for p in piles for c in p], [len(p) for p in piles]
    )
    for hook in s.game.ruleset.hooks["resample"]:
        hook(new, rng)
    new.rng = Rng(rng.next_u64())
    return new
