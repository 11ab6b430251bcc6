"""Paladins of the West Kingdom's own checks for the conformance kit, read by
``conformance_hooks.hooks_for`` from this folder: what an observation may show, states that
differ only in what it hides, and the other readings of the doubtful rules, which every check
also runs on.

The invariants live in the game's package (its ``validation``), which also refuses a saved game
that breaks one; the observation and hidden-information checks are the tests' own.
"""

from __future__ import annotations

import random
from typing import Any

from conformance_hooks import lists_in

from tabletop_lib.core import State
from tabletop_lib.core.rng import Rng
from tabletop_lib.games.paladins.validation import INVARIANTS


def observation_problems(s: Any, observer: int, obs: dict[str, Any]) -> list[str]:
    """The observer's own Paladins are exact; no other list of Paladins is shown but the
    public discards (the 12 Paladin ids are the same in every player's set)."""
    data = s.game.data
    ids = {p.id for p in data.paladins}
    problems = []
    mine = sorted(data.paladins[c].id for c in s.phand[observer * 3 : observer * 3 + 3] if c >= 0)
    if sorted(obs["my_paladins"]["hand"]) != mine:
        problems.append(f"my_paladins.hand is {obs['my_paladins']['hand']}, not {mine}")
    deck = sorted(data.paladins[c].id for c in s.pdeck[observer])
    if obs["my_paladins"]["deck_cards"] != deck:
        problems.append("my_paladins.deck_cards is not the observer's deck")
    for path, value in lists_in(obs):
        if not value or not all(isinstance(v, str) and v in ids for v in value):
            continue
        if path[0] == "my_paladins" or (path[0] == "players" and path[-1] == "paladins_discarded"):
            continue
        problems.append(f"{'.'.join(path)} = {value} shows Paladins")
    for q in range(s.num_players):
        shown = obs["players"][q]["paladin"]
        if q != observer and shown is not None and not s.revealed >> q & 1:
            problems.append(f"player {q}'s face-down Paladin {shown} is shown")
    return problems


def hidden_variants(s: Any, observer: int, rng: random.Random) -> list[State[Any]]:
    """Other players' Paladins and the observer's unknown deck order mixed; decks and face-down
    King's cards reshuffled; another future."""
    paladins = s.clone()
    for q in range(s.num_players):
        if q == observer:
            own = paladins.pdeck[q]
            top, bottom = paladins.ptop[q], paladins.pbottom[q]
            middle = own[top : len(own) - bottom]
            rng.shuffle(middle)
            own[top : len(own) - bottom] = middle
            continue
        slots = [q * 3 + i for i in range(3) if paladins.phand[q * 3 + i] >= 0]
        hidden_kept = paladins.paladin[q] >= 0 and not paladins.revealed >> q & 1
        pool = [paladins.phand[i] for i in slots] + paladins.pdeck[q]
        pool += [paladins.paladin[q]] if hidden_kept else []
        rng.shuffle(pool)
        for i in slots:
            paladins.phand[i] = pool.pop()
        if hidden_kept:
            paladins.paladin[q] = pool.pop()
        paladins.pdeck[q] = pool
    decks = s.clone()
    for name in ("townsfolk_deck", "outsider_deck", "wall_deck", "tavern_deck", "suspicion_deck"):
        rng.shuffle(getattr(decks, name))
    data = s.game.data
    for attr, rounds, count in (
        ("orders", data.order_rounds, len(data.orders)),
        ("favours", data.favour_rounds, len(data.favours)),
    ):
        cards = list(getattr(s, attr))
        hidden = [k for k in range(len(cards)) if rounds[k] > s.round]
        pool = [cards[k] for k in hidden] + [c for c in range(count) if c not in cards]
        rng.shuffle(pool)
        for k in hidden:
            cards[k] = pool.pop()
        setattr(decks, attr, tuple(cards))
    future = s.clone()
    future.rng = Rng(rng.getrandbits(64))
    return [paladins, decks, future]


def variants() -> dict[str, dict[str, Any]]:
    """The other readings of the doubtful rules together (data README, "Rules read again")."""
    return {
        "other-readings": {
            "worker_supply": "finite",
            "favour_duration": "game",
            "tax_supply": "players-plus-4",
            "inquisition_discard_half": False,
        }
    }


HOOKS = {
    "invariants": INVARIANTS,
    "observation_problems": observation_problems,
    "hidden_variants": hidden_variants,
    "variants": variants,
}
