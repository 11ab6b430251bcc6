"""Per-game hooks of the conformance kit: invariants and hidden information.

The kit's generic checks run on every registered game. A game adds game-specific checks by
adding an entry to :data:`HOOKS`; a game without an entry gets only the generic checks.

- ``invariants``: name -> function(state) returning a violation message, or None. They run
  after every action of every playout.
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
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop_lib.core import State
from tabletop_lib.core.rng import Rng

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
def _bb_supplies_non_negative(s: Any) -> str | None:
    for name in ("coins", "raiders", "church", "renown"):
        values = getattr(s, name)
        if any(v < 0 for v in values):
            return f"negative {name}: {values}"
    if s.battle_area < 0:
        return f"negative battle area: {s.battle_area}"
    return None


def _bb_scores_non_negative(s: Any) -> str | None:
    if any(v < 0 for v in s.scores()):
        return f"negative score: {s.scores()}"
    return None


def _bb_one_disc_per_town(s: Any) -> str | None:
    seen = 0
    for p, discs in enumerate(s.discs):
        if discs & seen:
            return f"player {p}'s discs {discs:#x} share a town with another player's"
        seen |= discs
    return None


def _bb_tokens_on_discs(s: Any) -> str | None:
    occupied = 0
    for discs in s.discs:
        occupied |= discs
    if s.viking & ~occupied:
        return f"a Viking control token lies on a town without a disc ({s.viking & ~occupied:#x})"
    if s.monastery & ~occupied:
        return f"a monastery lies on a town without a disc ({s.monastery & ~occupied:#x})"
    return None


def _bb_action_cards_conserved(s: Any) -> str | None:
    """From the first deal on, the 25 action cards are each in exactly one place.

    All 25 are reshuffled every round (docs/rules/brian_boru.md §3.2), so the places are the
    hands, the packs, the card set aside, the discard pile and the cards played to the trick and
    not yet resolved (a card joins the discard pile as its action ends, before the trick is
    cleared).
    """
    if s.round == 0:
        return None
    if s.resolver >= 0:
        unresolved = [s.played[p] for p in s.resolve_order[s.resolve_pos :]]
    else:
        unresolved = [c for c in s.played if c >= 0]
    places = {
        "hands": [c for hand in s.hands for c in hand],
        "packs": [c for pack in s.packs for c in pack],
        "set_aside": list(s.set_aside),
        "discards": list(s.discards),
        "unresolved played": unresolved,
    }
    found = sorted(c for cards in places.values() for c in cards)
    expected = sorted(s.game.cards.values)
    if found != expected:
        sizes = {k: len(v) for k, v in places.items()}
        return f"round {s.round}: {len(found)} card places for {len(expected)} cards ({sizes})"
    return None


def _lists_in(obj: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every list nested in ``obj`` with its key path."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _lists_in(value, (*path, str(key)))
    elif isinstance(obj, list):
        yield path, obj
        for i, value in enumerate(obj):
            yield from _lists_in(value, (*path, str(i)))


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
    invariants={
        "supplies-non-negative": _bb_supplies_non_negative,
        "scores-non-negative": _bb_scores_non_negative,
        "one-disc-per-town": _bb_one_disc_per_town,
        "tokens-on-discs": _bb_tokens_on_discs,
        "action-cards-conserved": _bb_action_cards_conserved,
    },
    observation_problems=_bb_observation_problems,
    hidden_variants=_bb_hidden_variants,
)


# -- Merlin -------------------------------------------------------------------------------------
# Flat per-player lists: goods[owner * 18 + good * 6 + colour] (owner n = the principalities'
# supply), influence[p * 6 + colour], henchmen[p * 4 + kind] (-1 at home); see merlin/state.py.
def _me_goods_conserved(s: Any) -> str | None:
    """Every shield, flag and material of every colour is in exactly one place (6 of each)."""
    n = s.num_players
    per = s.game.params.goods_per_principality
    for i in range(18):
        counts = [s.goods[owner * 18 + i] for owner in range(n + 1)]
        if s.game.morgana_on and s.morgana == i % 6:  # set aside while Morgana blocks it
            counts.append(s.morgana_stash[i // 6])
        if s.game.market_on:  # market tokens are goods beyond the 6
            for p in range(n):
                counts[p] -= s.market_held[p * 20 + i]
        if min(counts) < 0 or sum(counts) != per:
            return f"good slot {i}: {counts} (owners then supply) do not make {per}"
    return None


def _me_influence_conserved(s: Any) -> str | None:
    total = s.game.params.influence_markers
    for p in range(s.num_players):
        board = s.influence[p * 6 : p * 6 + 6]
        extra = 0
        if s.game.market_on and _market().additions_counted(s):
            # the market's addition markers count as markers during the influence scoring
            extra = sum(s.market_additions[p * 6 : p * 6 + 6])
        if min(board) < 0 or s.castle_influence[p] < 0:
            return f"player {p}: negative influence {board} / castle {s.castle_influence[p]}"
        if sum(board) + s.castle_influence[p] != total + extra:
            return f"player {p}: {sum(board)} markers out and {s.castle_influence[p]} home"
    return None


def _me_apples_staffs_scores(s: Any) -> str | None:
    prm = s.game.params
    apples = s.apple_supply + sum(s.apples)
    if min(s.apples) < 0 or s.apple_supply < 0 or apples != prm.apples_total:
        return f"apples {s.apples} + supply {s.apple_supply} != {prm.apples_total}"
    neutral = 0
    if s.game.treasures_on:  # the treasures module's neutral staffs (p. 34)
        from tabletop_lib.games.merlin import module_treasures

        neutral = int(module_treasures.module_data()["neutral_staffs"])
    if not all(0 <= k <= prm.staffs + neutral for k in s.staffs):
        return f"staffs {s.staffs}"
    if s.neutral_staffs < 0 or s.neutral_staffs > neutral:
        return f"neutral staffs {s.neutral_staffs} of {neutral}"
    if min(s.score) < 0:
        return f"negative score {s.score}"
    return None


def _market() -> Any:
    from tabletop_lib.games.merlin import module_market

    return module_market


def _me_market_tokens_conserved(s: Any) -> str | None:
    """Market module: every token is on the market board, with a player or under a marker."""
    if not s.game.market_on:
        return None
    m = _market()
    stock = m.module_data()["stock"]
    n = s.num_players
    for kind, k in enumerate(m.STOCK_KINDS):
        if kind < 2:  # shield, material tokens among the players' goods
            good = (0, 2)[kind]  # goods[...]: shield 0, flag 1, material 2
            out = sum(sum(s.market_held[p * 20 + good * 6 + c] for c in range(6)) for p in range(n))
        elif kind == 2:
            out = sum(s.market_held[p * 20 + 18] for p in range(n)) + sum(s.market_additions)
        else:
            out = sum(s.market_held[p * 20 + 19] for p in range(n))
        if min(s.market_held) < 0 or s.market_stock[kind] < 0:
            return f"negative market counts {s.market_stock} / {s.market_held}"
        if s.market_stock[kind] + out != stock[k]:
            return f"{k} tokens: {s.market_stock[kind]} on the market + {out} out != {stock[k]}"
    for p in range(n):
        for i in range(18):
            if s.market_held[p * 20 + i] > s.goods[p * 18 + i]:
                return f"player {p} holds more tokens than goods in slot {i}"
    if s.market_workers.count(-1) + sum(1 for h in s.market_workers if 0 <= h < n) != 6:
        return f"temporary workers {s.market_workers}"
    return None


def _me_module_pieces(s: Any) -> str | None:
    """The Big Box modules' own pieces are conserved: gold coins and mistletoe, decrees,
    seals, Picts, allies, Morgana's markers and huts, the Caerleon district slots."""
    from tabletop_lib.games.merlin import module_gold, module_kings_favor

    g, n = s.game, s.num_players
    if g.gold_on:
        supply = module_gold.module_data()["supply"]
        for item, held, left in (
            ("gold", s.gold, s.gold_supply),
            ("mistletoe", s.mistletoe, s.mistletoe_supply),
        ):
            if min(held) < 0 or left < 0 or sum(held) + left != int(supply[item]):
                return f"{item}: {held} held + {left} in the supply != {supply[item]}"
    if g.decree_on and (
        len(s.decree_where) != 24 or not all(-1 <= w < 6 + n for w in s.decree_where)
    ):
        return f"decrees at {s.decree_where}"
    if g.favor_on and any(
        module_kings_favor.seals_placed(s, p) > module_kings_favor.seals_per_player()
        for p in range(n)
    ):
        return "more seals placed than a player has"
    if g.arthur_on:
        free = sorted(t for t in (*s.pict_display, *s.pict_pile_a, *s.pict_pile_b) if t >= 0)
        if free != [t for t, o in enumerate(s.pict_owner) if o == -1]:
            return "the Picts in the display and piles are not the unowned ones"
    if g.knights_on and not s.ally_draft and sum(1 for o in s.ally_owner if o >= 0) != 2 * n:
        return f"allies owned: {s.ally_owner}"
    if g.morgana_on:
        if s.marker_supply + sum(s.morgana_influence) != 6:
            return f"Morgana's markers: {s.marker_supply} + {s.morgana_influence}"
        if s.hut_supply + s.morgana_huts.bit_count() != 7:
            return f"witch huts: {s.hut_supply} + {s.morgana_huts:#x}"
    if g.caerleon_on:
        from tabletop_lib.games.merlin import module_caerleon

        for c in range(6):
            if len(module_caerleon.occupants(s, c)) > 2 or s.henchmen[0::4].count(c) > 1:
                return f"district {c} holds more henchmen than its slots"
    return None


def _me_cards_and_traitors_conserved(s: Any) -> str | None:
    cards = [*s.mission_deck, *s.mission_discard, *(c for c in s.display if c >= 0)]
    cards += [c for hand in s.hands for c in hand]
    if sorted(cards) != list(range(len(s.game.data.missions))):
        return f"{len(cards)} mission places for {len(s.game.data.missions)} cards"
    held = [c for p in range(s.num_players) for c in range(6) for _ in range(s.traitors[p * 6 + c])]
    if sorted([*s.traitor_deck, *s.traitor_discard, *held]) != sorted(s.game.data.traitors):
        return "the traitors in the piles, the discards and the castles do not add up"
    return None


def _me_board_pieces(s: Any) -> str | None:
    """Manors: at most 7 each, one per tile, on tiles of the surroundings; one henchman of
    each kind per principality."""
    seen = 0
    for p, manors in enumerate(s.manors):
        if manors.bit_count() > s.game.params.manors or manors & seen or manors & ~s.game.tile_mask:
            return f"player {p}'s manors {manors:#x} break a limit"
        seen |= manors
    for kind in range(4):
        places = [s.henchmen[p * 4 + kind] for p in range(s.num_players)]
        out = [c for c in places if c >= 0]
        if len(out) != len(set(out)) or not all(-1 <= c < 6 for c in places):
            return f"henchmen of kind {kind} stand at {places}"
    return None


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
    invariants={
        "goods-conserved": _me_goods_conserved,
        "influence-conserved": _me_influence_conserved,
        "apples-staffs-scores": _me_apples_staffs_scores,
        "cards-and-traitors-conserved": _me_cards_and_traitors_conserved,
        "board-pieces": _me_board_pieces,
        "module-pieces": _me_module_pieces,
        "market-tokens-conserved": _me_market_tokens_conserved,
    },
    observation_problems=_me_observation_problems,
    hidden_variants=_me_hidden_variants,
    variants=_me_variants,
)


# -- Paladins of the West Kingdom ---------------------------------------------------------------
# Per-player values are lists by seat, or flat (workers[p * 6 + type], attrs[p * 3 + a],
# phand[p * 3 + i]); sets of cards and spaces are int bitmasks; see paladins/state.py.
def _pa_bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def _pa_stock_non_negative(s: Any) -> str | None:
    for name in ("silver", "provisions", "workers", "attrs", "unpaid", "paid", "suspicion"):
        if any(v < 0 for v in getattr(s, name)):
            return f"negative {name}: {getattr(s, name)}"
    if s.tax < 0 or s.debt_supply < 0:
        return f"negative tax supply {s.tax} or debt supply {s.debt_supply}"
    if any(v > s.game.data.track_max for v in s.attrs):
        return f"an attribute above the top of its track: {s.attrs}"
    return None


def _pa_cards_conserved(s: Any) -> str | None:
    """Every Townsfolk, Outsider, Wall, Tavern, Suspicion, Debt and Paladin is in one place."""
    data, n = s.game.data, s.num_players
    places = {
        "townsfolk": (
            s.townsfolk_deck
            + s.townsfolk_discard
            + [c for c in s.townsfolk_row if c >= 0]
            + [c for p in range(n) for c in _pa_bits(s.hired[p])],
            len(data.townsfolk),
        ),
        "outsiders": (
            s.outsider_deck
            + s.outsider_discard
            + [c for c in s.outsider_row if c >= 0]
            + [c for p in range(n) for c in _pa_bits(s.attacked[p] | s.converted[p])],
            len(data.outsiders),
        ),
        "walls": (
            s.wall_deck + [c for p in range(n) for c in _pa_bits(s.walls[p])],
            len(data.walls),
        ),
        "taverns": (s.tavern_deck + s.tavern_row + s.tavern_discard, len(data.taverns)),
    }
    for p in range(n):
        kept = [s.paladin[p]] if s.paladin[p] >= 0 else []
        hand = [c for c in s.phand[p * 3 : p * 3 + 3] if c >= 0]
        places[f"player {p}'s paladins"] = (
            s.pdeck[p] + hand + kept + _pa_bits(s.pdiscard[p]),
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


def _pa_pieces_placed(s: Any) -> str | None:
    seen = 0
    for p in range(s.num_players):
        pieces = s.monk_at[p] | s.outpost_at[p]
        if s.monk_at[p] & s.outpost_at[p] or pieces & seen or pieces & ~s.game.space_ok:
            return f"player {p}'s monks/outposts overlap or sit on unused spaces"
        seen |= pieces
        counts = (s.monk_at[p], s.outpost_at[p], s.jars[p], s.walls[p], s.converted[p])
        if max(c.bit_count() for c in counts) > s.game.params.action_limit:
            return f"player {p} did an action more than 7 times"
        workshops = s.workshops[p * 12 : p * 12 + 12]
        if sum(workshops) > 8 or max(workshops) > s.game.data.workshop_max:
            return f"player {p}'s workshops: {workshops}"
    if seen != s.occupied:
        return f"occupied spaces {s.occupied:#x} != pieces {seen:#x}"
    return None


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


def _pa_workers_conserved(s: Any) -> str | None:
    """Workers on a space only where it is marked used; with a finite supply, every worker is
    in the supply, a hand, an action space or a King's Favour (option worker_supply)."""
    n, types = s.num_players, 6
    for i, packed in enumerate(s.on_space):
        if packed and not s.used[i // 12] >> (i % 12) & 1:
            return f"workers on space {i % 12} of player {i // 12}, which is not marked used"
    if s.supply:
        for t in range(types):
            on_spaces = sum(packed >> (3 * t) & 7 for packed in s.on_space)
            hands = sum(s.workers[p * types + t] for p in range(n))
            total = s.supply[t] + hands + on_spaces + s.favour_workers[t]
            if total != s.game.data.worker_supply[t]:
                return f"worker type {t}: {total} in play, not {s.game.data.worker_supply[t]}"
    return None


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
    invariants={
        "stock-non-negative": _pa_stock_non_negative,
        "cards-conserved": _pa_cards_conserved,
        "pieces-placed": _pa_pieces_placed,
        "workers-conserved": _pa_workers_conserved,
    },
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
    """The hooks of a game (or of a case ``name[variant]``); a game without hooks gets only the
    generic checks."""
    return HOOKS.get(case.partition("[")[0], GameHooks())
