"""Brian Boru positions that no play of the rules reaches: refused when a saved game loads.

The invariants run after every action of every playout of the conformance kit
(``tests/conformance``) and on every loaded state (:mod:`tabletop_lib.core.validation`); the
ranges bound each saved field by the board, the cards and the table (Preparação; docs/rules
§3-4 for the marriage deck and the claims).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop_lib.core.validation import Bounds, StateChecks, points_add_up

from .constants import (
    BUY,
    CLAIM_TOWN,
    DRAFT,
    EXPAND,
    FACE_DOWN,
    MARK,
    MONASTERY,
    NO_CARD,
    PC_BATTLE_LOSERS,
    PC_CHURCH_FOUR,
    PC_CHURCH_LEADER_DONE,
    PC_CLAIM,
    PC_DRAFT_NEXT,
    PC_MARRIAGE_TRACK,
    PC_NEW_ROUND,
    PC_RESOLVE_NEXT,
    PC_SETUP_NEXT,
    PC_SYMBOLS,
    PC_TRICK_START,
    PLAY,
    PRINCESS,
    PRINCESS_CARD,
    REMOVE_VIKING,
    SECONDARY,
    SETUP_TOWN,
    STAGE_NAMES,
    SURRENDER,
    TERMINAL,
)
from .data import EXPAND as SYM_EXPAND
from .data import REMOVE_VIKING as SYM_REMOVE_VIKING
from .data import SYMBOLS
from .rules import winning_play
from .symbols import can_buy, expand_targets


def _supplies_non_negative(s: Any) -> str | None:
    for name in ("coins", "raiders", "church", "renown"):
        values = getattr(s, name)
        if any(v < 0 for v in values):
            return f"negative {name}: {values}"
    if s.battle_area < 0:
        return f"negative battle area: {s.battle_area}"
    return None


def _scores_non_negative(s: Any) -> str | None:
    if any(v < 0 for v in s.scores()):
        return f"negative score: {s.scores()}"
    return None


def _one_disc_per_town(s: Any) -> str | None:
    seen = 0
    for p, discs in enumerate(s.discs):
        if discs & seen:
            return f"player {p}'s discs {discs:#x} share a town with another player's"
        seen |= discs
    return None


def _tokens_on_discs(s: Any) -> str | None:
    occupied = 0
    for discs in s.discs:
        occupied |= discs
    if s.viking & ~occupied:
        return f"a Viking control token lies on a town without a disc ({s.viking & ~occupied:#x})"
    if s.monastery & ~occupied:
        return f"a monastery lies on a town without a disc ({s.monastery & ~occupied:#x})"
    return None


def _action_cards_conserved(s: Any) -> str | None:
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


def _draft_in_step(s: Any) -> str | None:
    """While cards are picked, every seat has picked as far as the order says (Seleção de
    Cartas 3-4: each pass, one seat after the other picks its cards): the seats before the
    current one have taken this pass's cards, the ones after it none yet, and every seat's
    hand and pack together hold as many cards."""
    if s.stage != DRAFT:
        return None
    per_pass = s.game.params.cards_picked_per_pass
    if not 1 <= s.picks_left <= per_pass:
        return f"picks_left is {s.picks_left} while a card is picked (expected 1..{per_pass})"
    taken = per_pass - s.picks_left
    earlier = len(s.hands[s.current]) - taken
    held = len(s.hands[s.current]) + len(s.packs[s.current])
    for p, hand in enumerate(s.hands):
        picked = per_pass if p < s.current else taken if p == s.current else 0
        if len(hand) != earlier + picked or len(hand) + len(s.packs[p]) != held:
            return (
                f"player {p} holds {len(hand)} picked and {len(s.packs[p])} unpicked cards, "
                f"out of step with player {s.current}, who is picking"
            )
    return None


_STAGE_PROGRAM: dict[int, tuple[int, ...]] = {
    SETUP_TOWN: (PC_SETUP_NEXT,),
    DRAFT: (PC_DRAFT_NEXT,),
    MARK: (PC_TRICK_START,),
    PLAY: (PC_TRICK_START,),
    SECONDARY: (PC_RESOLVE_NEXT,),
    BUY: (PC_SYMBOLS,),
    EXPAND: (PC_SYMBOLS,),
    REMOVE_VIKING: (PC_SYMBOLS,),
    CLAIM_TOWN: (PC_MARRIAGE_TRACK,),
    PRINCESS: (PC_MARRIAGE_TRACK,),
    SURRENDER: (PC_BATTLE_LOSERS,),
    MONASTERY: (PC_CHURCH_LEADER_DONE, PC_CHURCH_FOUR),
    TERMINAL: (PC_CLAIM,),
}
"""Per decision stage, the program steps that ask it (rules.run and upkeep.step)."""


def _stage_in_program(s: Any) -> str | None:
    """The decision asked is one the program asks at its current step (a trick's card is
    asked while the trick is under way, a surrender in the battle ...)."""
    if s.pc not in _STAGE_PROGRAM[s.stage]:
        return (
            f"stage {STAGE_NAMES[s.stage]!r} at program step {s.pc}, where the rules never ask it"
        )
    return None


_TOWN_MARKED = frozenset({PLAY, SECONDARY, BUY, EXPAND, REMOVE_VIKING})
"""The decisions asked while a trick's town is marked (from the lead to the trick's end)."""


def _active_town_in_trick(s: Any) -> str | None:
    """The active town marker lies on a town from the trick's lead to its end, and only then
    (Fase de Vazas: the leader marks a town free of discs, the trick is played for it, the
    winner claims it); while the trick's cards are played the town is still free."""
    marked = s.active_town >= 0
    if marked != (s.stage in _TOWN_MARKED):
        where = "on a town" if marked else "off the board"
        return f"the active town marker is {where} at stage {STAGE_NAMES[s.stage]!r}"
    if s.stage == PLAY and any(d >> s.active_town & 1 for d in s.discs):
        return f"the trick is played for town {s.active_town}, which already holds a disc"
    return None


def _marriage_deck_by_round(s: Any) -> str | None:
    """One marriage card is revealed each round (Preparação 9: the deck holds one card a round,
    the Princess at the bottom): the rounds begun and the cards left make the game's rounds,
    and no card is there twice."""
    rounds = s.game.params.rounds
    if s.round + len(s.marriage_deck) != rounds:
        return f"round {s.round} with {len(s.marriage_deck)} marriage cards left, of {rounds}"
    if len(set(s.marriage_deck)) != len(s.marriage_deck):
        return f"a marriage card twice in the deck {s.marriage_deck}"
    if len(s.viking_deck) < rounds - s.round:  # Fase de Preparação: one Viking card a round
        return f"{len(s.viking_deck)} Viking cards left for {rounds - s.round} rounds to come"
    return None


_RESOLVING = frozenset({SECONDARY, BUY, EXPAND, REMOVE_VIKING})
"""The decisions asked while the trick's cards resolve (Vazas 5-7)."""


def _trick_before_resolution(s: Any) -> str | None:
    """Vazas 1-3: the marker's holder leads, then each seat clockwise plays one card; no card
    is resolving yet."""
    n = s.game.num_players
    if s.trick_leader != s.marker:
        return f"player {s.trick_leader} leads, but player {s.marker} holds the marker"
    played = (s.current - s.trick_leader) % n if s.stage == PLAY else 0
    if s.stage == MARK and s.current != s.trick_leader:
        return f"player {s.current} marks the town, not the leader {s.trick_leader}"
    for k in range(n):
        p = (s.trick_leader + k) % n
        if (s.played[p] >= 0) != (k < played):
            return f"player {p}'s card in the trick {s.played[p]} is out of turn"
    if s.card_in_play >= 0 or s.resolver >= 0:
        return "a card resolves before the trick's cards are all played"
    return None


def _trick_resolving(s: Any) -> str | None:
    """Vazas 4-7: every seat has played; the cards resolve from the lowest up, the player to
    decide is the one resolving, with the card played; the winner is the highest card of the
    town's colour or white, and only the winner may hold the active town."""
    n = s.game.num_players
    if any(c < 0 for c in s.played):
        return f"cards resolve while the trick {s.played} is incomplete"
    if s.resolve_order != sorted(range(n), key=s.played.__getitem__):
        return f"resolution order {s.resolve_order} is not from the lowest card up"
    if s.resolve_pos >= n or s.resolver != s.resolve_order[s.resolve_pos]:
        return f"player {s.resolver} resolves out of order (position {s.resolve_pos})"
    if s.current != s.resolver or s.card_in_play != s.played[s.resolver]:
        return f"player {s.current} decides for card {s.card_in_play}, not their card"
    if s.trick_winner != winning_play(s)[0]:
        return f"player {s.trick_winner} is named the trick's winner against the cards"
    holders = [p for p, d in enumerate(s.discs) if d >> s.active_town & 1]
    if holders and holders != [s.trick_winner]:
        return f"the active town is held by {holders}, not the trick's winner"
    return _action_symbols(s)


def _action_symbols(s: Any) -> str | None:
    """The symbols resolving are the card's: the winner's primary action, another player's
    secondary one (a choice of two asked first); the decision is the symbol just reached."""
    card = s.game.cards.action[s.card_in_play]
    winner = s.resolver == s.trick_winner
    if s.stage == SECONDARY:
        if winner or len(card.secondary) < 2:
            return f"a secondary action is chosen for card {card.value}, which offers none"
        return None
    options = (card.primary,) if winner else card.secondary
    if s.symbols not in options or not 1 <= s.sym_pos <= len(s.symbols):
        return f"symbols {s.symbols} at {s.sym_pos} are not an action of card {card.value}"
    return _symbol_decision(s, s.symbols[s.sym_pos - 1])


def _symbol_decision(s: Any, symbol: int) -> str | None:
    """A symbol's decision is asked only when it can be answered (Ações: an extra bought for
    coins, an expansion paid to a free town, a Viking token on the board)."""
    p, prm = s.current, s.game.params
    if s.stage == BUY:
        asked = symbol == s.buy_symbol and can_buy(s, p, symbol)
    elif s.stage == EXPAND:
        asked = symbol == SYM_EXPAND and s.coins[p] >= prm.expand_cost and expand_targets(s, p)
    else:
        asked = symbol == SYM_REMOVE_VIKING and s.viking != 0
    return None if asked else f"{STAGE_NAMES[s.stage]!r} asked where symbol {symbol} cannot ask it"


def _trick_in_step(s: Any) -> str | None:
    """The trick's fields follow its steps: before the lead nothing is played or resolving;
    outside a trick no card is on the table."""
    if s.stage in (MARK, PLAY):
        return _trick_before_resolution(s)
    if s.stage in _RESOLVING:
        return _trick_resolving(s)
    if any(c >= 0 for c in s.played) or s.card_in_play >= 0 or s.resolver >= 0 or s.symbols:
        return f"a trick's card or action is on the table at stage {STAGE_NAMES[s.stage]!r}"
    return None


_MARRIAGE_REVEALED = frozenset({DRAFT, MARK, PLAY, SECONDARY, BUY, EXPAND, REMOVE_VIKING})
"""The decisions asked between a round's marriage card being revealed and being won."""


def _marriage_card_in_step(s: Any) -> str | None:
    """Fase de Preparação reveals the round's marriage card; the marriage step of the upkeep
    gives it away (or out of the game). The Princess is the bottom card, the last revealed;
    no card is in two places."""
    revealed = s.marriage_current != NO_CARD
    if revealed != (s.stage in _MARRIAGE_REVEALED):
        state = "revealed" if revealed else "not revealed"
        return f"the round's marriage card is {state} at stage {STAGE_NAMES[s.stage]!r}"
    if revealed and (s.marriage_current == PRINCESS_CARD) != (not s.marriage_deck):
        return f"marriage card {s.marriage_current} revealed with {s.marriage_deck} below it"
    if s.marriage_deck and s.marriage_deck[0] != PRINCESS_CARD:
        return f"the Princess is not at the bottom of the marriage deck {s.marriage_deck}"
    seen = [c for won in s.marriages_won for c in won] + s.marriage_deck
    seen += [s.marriage_current] if revealed else []
    if len(set(seen)) != len(seen):
        return f"a marriage card in two places: {sorted(seen)}"
    return None


INVARIANTS = {
    "marriage-deck-by-round": _marriage_deck_by_round,
    "active-town-in-trick": _active_town_in_trick,
    "supplies-non-negative": _supplies_non_negative,
    "scores-non-negative": _scores_non_negative,
    "one-disc-per-town": _one_disc_per_town,
    "tokens-on-discs": _tokens_on_discs,
    "action-cards-conserved": _action_cards_conserved,
    "draft-in-step": _draft_in_step,
    "stage-in-program": _stage_in_program,
    "trick-in-step": _trick_in_step,
    "marriage-card-in-step": _marriage_card_in_step,
    "points-add-up": points_add_up,
}
"""Invariant id -> check (returns what breaks it, or None)."""


def ranges(game: Any) -> Mapping[str, Bounds]:
    """The bounds of every saved number: towns and regions of the board, seats of the table,
    card values and marriage cards of the deck."""
    n = game.num_players
    seat, maybe_seat = (0, n - 1), (-1, n - 1)
    towns = game.board.num_towns
    mask = (0, (1 << towns) - 1)
    cards = game.cards.values
    card = (min(cards), max(cards))
    marriage = len(game.cards.marriage) - 1
    return {
        "stage": (0, len(STAGE_NAMES) - 1),
        "pc": (0, PC_NEW_ROUND),
        "lead_free": (0, 1),
        "sym_pos": (0, None),
        "buy_symbol": (-1, len(SYMBOLS) - 1),
        "viking_deck": (0, None),
        "current": maybe_seat,
        "start_player": seat,
        "marker": seat,
        "active_town": (-1, towns - 1),
        "viking": mask,
        "monastery": mask,
        "discs": mask,
        "battle_area": (0, None),
        "marriage_current": (NO_CARD, marriage),
        "marriage_deck": (PRINCESS_CARD, marriage),
        "marriages_won": (PRINCESS_CARD, marriage),
        "princess_holder": maybe_seat,
        "trick_leader": maybe_seat,
        "trick_winner": maybe_seat,
        "resolver": maybe_seat,
        "loser": maybe_seat,
        "chooser": maybe_seat,
        "resolve_order": seat,
        "queue": seat,
        "resolve_pos": (0, n),
        "card_in_play": (-1, card[1]),
        "played": (-1, card[1]),
        "hands": card,
        "packs": card,
        "set_aside": card,
        "discards": card,
        "claim_region": (-1, game.board.num_regions - 1),
        "claims": (FACE_DOWN, n - 1),
        "track": (0, len(game.cards.track) - 1),
        "moved_up": (0, 1),
        "round": (0, game.params.rounds),
        "coins": (0, None),
        "renown": (0, None),
        "score": (0, None),
        "raiders": (0, None),
        "church": (0, None),
        "picks_left": (0, game.params.cards_picked_per_pass),
        "tricks_played": (0, None),
    }


FIXED_LENGTHS = frozenset(
    {
        "discs",
        "coins",
        "renown",
        "score",
        "raiders",
        "church",
        "track",
        "claims",
        "played",
        "points",
        "hands",
        "packs",
        "marriages_won",
    }
)
"""The list fields whose length setup fixes for the configuration (per seat, colour, space...);
found constant over random playouts of every player count (decks, piles and queues vary)."""


CHECKS = StateChecks(
    ranges=ranges, invariants=INVARIANTS, signed=frozenset({"points"}), fixed_lengths=FIXED_LENGTHS
)
