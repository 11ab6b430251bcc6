"""Merlin's own checks for the conformance kit, read by ``conformance_hooks.hooks_for`` from
this folder: what an observation may show, states that differ only in what it hides, and the Big
Box module settings every check also runs on.

The invariants live in the game's package (its ``validation``), which also refuses a saved game
that breaks one; the observation and hidden-information checks are the tests' own.
"""

from __future__ import annotations

import random
from typing import Any

from conformance_hooks import lists_in

from tabletop_lib.core import State
from tabletop_lib.core.rng import Rng
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES
from tabletop_lib.games.merlin.validation import CHECKS


def observation_problems(s: Any, observer: int, obs: dict[str, Any]) -> list[str]:
    ids = [card.id for card in s.game.data.missions]
    colours = s.game.data.colours
    problems = []
    own = [ids[c] for c in s.hands[observer]]
    if obs.get("hand") != own:
        problems.append(f"'hand' is {obs.get('hand')}, not the observer's hand {own}")
    secret: list[tuple[str, list[str]]] = [
        ("the mission deck", [ids[c] for c in s.mission_deck]),
        ("the traitor piles", [colours[c] for c in s.traitor_deck]),
    ]
    for q in range(s.num_players):
        if q != observer:
            secret.append((f"player {q}'s missions", [ids[c] for c in s.hands[q]]))
    for path, value in lists_in(obs):
        if path == ("hand",):
            continue
        for what, items in secret:
            if len(items) > 1 and value == items:
                problems.append(f"{'.'.join(path)} = {value} reveals {what}")
    return problems


def hidden_variants(s: Any, observer: int, rng: random.Random) -> list[State[Any]]:
    """Other players' missions dealt again from their hands and the deck; the decks in another
    order; another future."""
    dealt = s.clone()
    others = [q for q in range(s.num_players) if q != observer]
    pool = [c for q in others for c in dealt.hands[q]] + dealt.mission_deck
    rng.shuffle(pool)
    for q in others:
        size = len(dealt.hands[q])
        dealt.hands[q] = pool[:size]
        del pool[:size]
    dealt.mission_deck = pool

    decks = s.clone()
    rng.shuffle(decks.mission_deck)
    rng.shuffle(decks.traitor_deck)

    future = s.clone()
    future.rng = Rng(rng.getrandbits(64))
    return [dealt, decks, future]


def variants() -> dict[str, dict[str, Any]]:
    """Each implemented Big Box module alone, and all of them together (issue 6)."""
    variants = {m: {"modules": [m]} for m in IMPLEMENTED_MODULES}
    variants["all"] = {"modules": list(IMPLEMENTED_MODULES)}
    return variants


HOOKS = {
    "invariants": CHECKS.invariants,  # the base game's and the modules' (when in play)
    "observation_problems": observation_problems,
    "hidden_variants": hidden_variants,
    "variants": variants,
}
