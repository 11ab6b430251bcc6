"""Per-game hooks of the conformance kit: invariants and hidden information.

The kit's generic checks run on every registered game. A game adds game-specific checks by
declaring them among its faces (``Faces(extra={"conformance_hooks": "module:HOOKS"})``, a
mapping with the keys below), or, for the shipped games, by an entry in :data:`HOOKS`; a game
with neither gets only the generic checks.

- ``invariants``: name -> function(state) returning a violation message, or None. They run
  after every action of every playout. They live in the library
  (``tabletop_lib.games.<game>.validation``), which also refuses a saved game that breaks one.
- ``observation_problems``: function(state, observer, observation) returning what the
  observation shows that the observer may not see (an empty list when nothing leaks).
- ``hidden_variants``: function(state, observer, rng) returning copies of ``state`` that differ
  from it only in what ``observer`` may not see; ``observation(observer)`` must not change.
- ``variants``: function returning label -> game options; every check also runs on the game
  with those options (Merlin's modules), as the case ``name[label]``, on a smaller corpus
  (``VARIANT_SHARE``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_lib.core import State
from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.faces import face
from tabletop_lib.core.rng import Rng
from tabletop_lib.games.brian_boru.validation import INVARIANTS as BB_INVARIANTS
from tabletop_lib.games.merlin.validation import CHECKS as ME_CHECKS
from tabletop_lib.games.paladins.validation import INVARIANTS as PA_INVARIANTS

Invariant = Callable[[Any], "str | None"]
ObservationProblems = Callable[[Any, int, dict[str, Any]], list[str]]
HiddenVariants = Callable[[Any, int, random.Random], list[State[Any]]]


@dataclass(frozen=True)
class GameHooks:
    invariants: Mapping[str, Invariant] = field(default_factory=dict)
    observation_problems: ObservationProblems | None = None
    hidden_variants: HiddenVariants | None = None
    variants: Callable[[], Mapping[str, dict[str, Any]]] | None = None


VARIANT_SHARE = 8
"""A variant's corpus is this many times smaller than the plain game's."""


# -- Brian Boru ---------------------------------------------------------------------------------
def _lists_in(obj: Any) -> list[tuple[tuple[str, ...], list[Any]]]:
    """Every list nested in ``obj`` with its key path, outermost first."""
    found: list[tuple[tuple[str, ...], list[Any]]] = []
    _collect_lists(obj, (), found)
    return found


def _collect_lists(obj: Any, path: tuple[str, ...], found: list[Any]) -> None:
    """Append the lists in ``obj`` to ``found``, descending only into dicts and lists (the
    observations' lists are mostly numbers: not calling itself on each keeps the check quick)."""
    if isinstance(obj, dict):
        items: Any = obj.items()
    elif isinstance(obj, list):
        found.append((path, obj))
        items = enumerate(obj)
    else:
        return
    for key, value in items:
        if isinstance(value, (dict, list)):
            _collect_lists(value, (*path, str(key)), found)


def _bb_observation_problems(s: Any, observer: int, obs: dict[str, Any]) -> list[str]:
    problems = []
    if obs.get("hand") != s.hands[observer]:
        problems.append(f"'hand' is {obs.get('hand')}, not the observer's hand {s.hands[observer]}")
    if obs.get("pack") != s.packs[observer]:
        problems.append(f"'pack' is {obs.get('pack')}, not the observer's pack {s.packs[observer]}")
    secret: list[tuple[str, list[int]]] = [("the card set aside", s.set_aside)]
    for q in range(s.num_players):
        if q != observer:
            secret += [(f"player {q}'s hand", s.hands[q]), (f"player {q}'s pack", s.packs[q])]
    for path, value in _lists_in(obs):
        if path in (("hand",), ("pack",)):
            continue
        for what, cards in secret:
            if cards and value == cards:
                problems.append(f"{'.'.join(path)} = {value} reveals {what}")
    return problems


def _bb_hidden_variants(s: Any, observer: int, rng: random.Random) -> list[State[Any]]:
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


BRIAN_BORU = GameHooks(
    invariants=BB_INVARIANTS,
    observation_problems=_bb_observation_problems,
    hidden_variants=_bb_hidden_variants,
)


# -- Merlin -------------------------------------------------------------------------------------
def _me_observation_problems(s: Any, observer: int, obs: dict[str, Any]) -> list[str]:
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
    for path, value in _lists_in(obs):
        if path == ("hand",):
            continue
        for what, items in secret:
            if len(items) > 1 and value == items:
                problems.append(f"{'.'.join(path)} = {value} reveals {what}")
    return problems


def _me_hidden_variants(s: Any, observer: int, rng: random.Random) -> list[State[Any]]:
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


def _me_variants() -> dict[str, dict[str, Any]]:
    """Each implemented Big Box module alone, and all of them together (issue 6)."""
    from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES

    variants = {m: {"modules": [m]} for m in IMPLEMENTED_MODULES}
    variants["all"] = {"modules": list(IMPLEMENTED_MODULES)}
    return variants


MERLIN = GameHooks(
    invariants=ME_CHECKS.invariants,  # the base game's and the modules' (when in play)
    observation_problems=_me_observation_problems,
    hidden_variants=_me_hidden_variants,
    variants=_me_variants,
)


# -- Paladins of the West Kingdom ---------------------------------------------------------------
def _pa_observation_problems(s: Any, observer: int, obs: dict[str, Any]) -> list[str]:
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
    for path, value in _lists_in(obs):
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


def _pa_hidden_variants(s: Any, observer: int, rng: random.Random) -> list[State[Any]]:
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


def _pa_variants() -> dict[str, dict[str, Any]]:
    """The other readings of the doubtful rules together (data README, "Rules read again")."""
    return {
        "other-readings": {
            "worker_supply": "finite",
            "favour_duration": "game",
            "tax_supply": "players-plus-4",
            "inquisition_discard_half": False,
        }
    }


PALADINS = GameHooks(
    invariants=PA_INVARIANTS,
    observation_problems=_pa_observation_problems,
    hidden_variants=_pa_hidden_variants,
    variants=_pa_variants,
)


HOOKS: dict[str, GameHooks] = {
    "brian_boru": BRIAN_BORU,
    "merlin": MERLIN,
    "paladins": PALADINS,
}


def hooks_for(case: str) -> GameHooks:
    """The hooks of a game (or of a case ``name[variant]``): its entry in :data:`HOOKS`, else
    its ``conformance_hooks`` face; a game without hooks gets only the generic checks."""
    name = case.partition("[")[0]
    if name in HOOKS:
        return HOOKS[name]
    try:
        declared = face(name, "conformance_hooks")
    except ConfigError:  # not a registered game
        declared = None
    return GameHooks(**declared) if declared is not None else GameHooks()
