"""Brian Boru's own checks for the conformance kit, read by ``conformance_hooks.hooks_for``
from this folder: what an observation may show, and states that differ only in what it hides.

The invariants live in the game's package (its ``validation``), which also refuses a saved game
that breaks one; the observation and hidden-information checks are the tests' own.
"""

from __future__ import annotations

import random
from typing import Any

from conformance_hooks import lists_in

from tabletop_lib.core import State
from tabletop_lib.core.rng import Rng
from tabletop_lib.games.brian_boru.validation import INVARIANTS


def observation_problems(s: Any, observer: int, obs: dict[str, Any]) -> list[str]:
    problems = []
    if obs.get("hand") != s.hands[observer]:
        problems.append(f"'hand' is {obs.get('hand')}, not the observer's hand {s.hands[observer]}")
    if obs.get("pack") != s.packs[observer]:
        problems.append(f"'pack' is {obs.get('pack')}, not the observer's pack {s.packs[observer]}")
    secret: list[tuple[str, list[int]]] = [("the card set aside", s.set_aside)]
    for q in range(s.num_players):
        if q != observer:
            secret += [(f"player {q}'s hand", s.hands[q]), (f"player {q}'s pack", s.packs[q])]
    for path, value in lists_in(obs):
        if path in (("hand",), ("pack",)):
            continue
        for what, cards in secret:
            if cards and value == cards:
                problems.append(f"{'.'.join(path)} = {value} reveals {what}")
    return problems


def hidden_variants(s: Any, observer: int, rng: random.Random) -> list[State[Any]]:
    """Other players' cards dealt differently; the decks in another order; another future."""
    others = [q for q in range(s.num_players) if q != observer]
    dealt = s.clone()
    places = [dealt.hands[q] for q in others] + [dealt.packs[q] for q in others]
    places.append(dealt.set_aside)
    cards = [c for place in places for c in place]
    rng.shuffle(cards)
    for place in places:
        size = len(place)
        place[:] = sorted(cards[:size])
        del cards[:size]

    decks = s.clone()
    rng.shuffle(decks.viking_deck)
    # The Princess stays at the bottom of the marriage deck (index 0); the rest is face down.
    rest = decks.marriage_deck[1:]
    rng.shuffle(rest)
    decks.marriage_deck[1:] = rest

    future = s.clone()
    future.rng = Rng(rng.getrandbits(64))
    return [dealt, decks, future]


HOOKS = {
    "invariants": INVARIANTS,
    "observation_problems": observation_problems,
    "hidden_variants": hidden_variants,
}
