"""Setup, card selection and tricks: the program, and applying a decision.

The engine is a small program counter (``state.pc``) that runs automatic steps until a player
must decide (``state.stage``). Decision handlers finish their effect and resume the program.
The action symbols are in ``symbols.py``; upkeep and final scoring continue in ``upkeep.py``;
the legal actions and the refusals are in ``legality.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop_lib.core.words import and_list

from . import symbols, upkeep
from .actions import (
    Action,
    PickCard,
    PlaceMarker,
    PlaceStartTown,
    PlayCard,
)
from .common import board_colour, card_name, clockwise_from, marriage_name, name, say, town_name
from .constants import (
    DRAFT,
    FACE_DOWN,
    MARK,
    NO_CARD,
    NUM_CATEGORIES,
    PC_DRAFT_NEXT,
    PC_MARRIAGE,
    PC_NEW_ROUND,
    PC_RESOLVE_NEXT,
    PC_SETUP_NEXT,
    PC_SYMBOLS,
    PC_TRICK_START,
    PLAY,
    PRINCESS_CARD,
    SECONDARY,
    SETUP_TOWN,
    TERMINAL,
)
from .data import (
    WHITE,
)
from .symbols import SYMBOL_ACTIONS, run_symbols

if TYPE_CHECKING:
    from .state import BrianBoruState


# -- setup -----------------------------------------------------------------------------------
def setup(s: BrianBoruState, seed: int) -> None:
    """Preparação 1-13 (docs/rules §2): supplies, decks, claim tokens, start player."""
    from tabletop_lib.core.rng import Rng

    g = s.game
    n, prm, cards, board = g.num_players, g.params, g.cards, g.board
    s.rng = Rng(seed)
    s.start_logs()
    s.symbols = ()
    s.round = 0
    s.discs = [0] * n
    s.coins = [prm.start_coins] * n
    s.renown = [prm.start_renown] * n
    s.score = [prm.start_score] * n
    s.points = [0] * (n * NUM_CATEGORIES)
    for p in range(n):
        s.points[p * NUM_CATEGORIES] = prm.start_score
    s.raiders = [0] * n
    s.church = [0] * n
    s.track = [0] * n
    s.claims = [FACE_DOWN] * board.num_regions
    s.viking = s.monastery = 0
    s.battle_area = 0
    s.hands = [[] for _ in range(n)]
    s.packs = [[] for _ in range(n)]
    s.marriages_won = [[] for _ in range(n)]
    s.set_aside, s.played, s.resolve_order, s.queue, s.discards = [], [-1] * n, [], [], []
    s.active_town = s.trick_leader = s.trick_winner = s.resolver = -1
    s.marriage_current = NO_CARD
    s.princess_holder = -1
    s.princess_mode = ""
    s.picks_left = s.lead_free = s.resolve_pos = s.sym_pos = 0
    s.card_in_play = s.buy_symbol = s.claim_region = s.loser = s.chooser = -1
    s.moved_up = s.tricks_played = 0
    say(
        s,
        "BB.setup.supplies",
        f"Each player takes {prm.start_coins} coins and "
        f"{prm.start_renown} renown; scores start at {prm.start_score}.",
    )
    say(
        s,
        "BB.supply.unlimited",
        "Coins, renown, discs, raiders and the other tokens form an unlimited supply.",
    )
    say(s, "BB.setup.claim-tokens", "The claim tokens lie face down on their regions.")
    ordinary = list(range(len(cards.marriage)))
    s.rng.shuffle(ordinary)
    # The deck is a list whose last item is the top card; the Princess is at the bottom.
    s.marriage_deck = [PRINCESS_CARD, *ordinary[: prm.marriage_cards_in_deck]]
    say(
        s,
        "BB.setup.marriage-deck",
        f"The marriage deck holds {prm.marriage_cards_in_deck} "
        "cards above the Princess of Denmark.",
    )
    say(
        s,
        "BB.round.count",
        f"One round per marriage card: with {n} players the game lasts {prm.rounds} rounds.",
    )
    s.viking_deck = list(g.viking_strengths)
    s.rng.shuffle(s.viking_deck)
    say(s, "BB.setup.viking-deck", "The Viking deck is shuffled face down.")
    s.start_player = s.rng.below(n)
    s.marker = s.start_player
    say(
        s,
        "BB.setup.start-player",
        f"{name(s, s.start_player)} starts and takes the active town marker.",
        s.start_player,
    )
    s.queue = clockwise_from(s, s.start_player)
    s.pc = PC_SETUP_NEXT
    run(s)


def start_town_targets(s: BrianBoruState) -> int:
    board = s.game.board
    used = 0
    occupied = s.occupied()
    for r, mask in enumerate(board.region_mask):
        if mask & occupied:
            used |= board.region_mask[r]
    return board.all_towns & ~used


# -- the program ---------------------------------------------------------------------------
def run(s: BrianBoruState) -> None:
    """Run automatic steps until a player must decide or the game ends: each step of the
    program (``s.pc``) returns True when a player must decide; the upkeep's steps are the rest."""
    while True:
        if _STEPS.get(s.pc, upkeep.step)(s) or s.stage == TERMINAL:
            return


def setup_next(s: BrianBoruState) -> bool:
    """The next start town is chosen (the queue's first player), else the first round begins."""
    if s.queue:
        s.current = s.queue[0]
        s.stage = SETUP_TOWN
        return True
    begin_round(s)
    return False


def new_round(s: BrianBoruState) -> bool:
    """A round begins (it never waits for a player: the card selection's deal comes next)."""
    begin_round(s)
    return False


# -- rounds and card selection ---------------------------------------------------------------
def begin_round(s: BrianBoruState) -> None:
    """Fase de Preparação, then the deal of the card selection."""
    s.round += 1
    g = s.game
    strength = s.viking_deck.pop()
    s.battle_area += strength
    say(
        s,
        "BB.prep.vikings",
        f"Round {s.round}: a Viking card of strength {strength} puts "
        f"{strength} raiders in the battle area.",
    )
    s.marriage_current = s.marriage_deck.pop()
    last = " This is the last round." if not s.marriage_deck else ""
    say(
        s,
        "BB.prep.marriage-card",
        f"The marriage card {marriage_name(s, s.marriage_current)} is revealed.{last}",
    )
    # Fase de Seleção de Cartas 1: all 25 cards, the discard pile included, are shuffled anew.
    s.discards = []
    deck = list(g.cards.values)
    s.rng.shuffle(deck)
    n, dealt = g.num_players, g.params.cards_dealt
    s.packs = [sorted(deck[p * dealt : (p + 1) * dealt]) for p in range(n)]
    s.set_aside = deck[n * dealt :]
    s.hands = [[] for _ in range(n)]
    aside = f"; {len(s.set_aside)} card set aside unseen" if s.set_aside else ""
    say(s, "BB.draft.deal", f"Each player is dealt {dealt} action cards{aside}.")
    s.current = 0
    s.picks_left = g.params.cards_picked_per_pass
    s.pc = PC_DRAFT_NEXT


def draft_next(s: BrianBoruState) -> bool:
    """Card selection 3-7: pick two per pass, pass left, keep a pack of 1 or 2 whole."""
    g = s.game
    n = g.num_players
    if s.picks_left > 0 and s.packs[s.current]:
        s.stage = DRAFT
        return True
    if s.current + 1 < n:
        s.current += 1
        s.picks_left = g.params.cards_picked_per_pass
        return False
    # Everyone has picked: pass the packs to the left (seat p gives to seat p + 1).
    s.packs = [s.packs[(p - 1) % n] for p in range(n)]
    say(s, "BB.draft.pass-left", "The packs pass to the left.")
    if len(s.packs[0]) <= g.params.keep_whole_pack_at:
        for p in range(n):
            s.hands[p].extend(s.packs[p])
            s.hands[p].sort()
            s.packs[p] = []
        say(
            s,
            "BB.draft.keep-small-pack",
            "Each player keeps the last small pack whole; the hands are complete.",
        )
        s.pc = PC_TRICK_START
        return False
    s.current = 0
    s.picks_left = g.params.cards_picked_per_pass
    return False


# -- tricks ---------------------------------------------------------------------------------
def trick_start(s: BrianBoruState) -> bool:
    """Vazas 1: the marker holder marks a town; or the action phase ends."""
    n = s.game.num_players
    if all(len(h) <= 1 for h in s.hands):
        end_action_phase(s, "BB.trick.last-card", "Every hand holds one card: it is discarded.")
        return False
    if not s.game.board.all_towns & ~s.occupied():
        end_action_phase(
            s,
            "BB.trick.no-empty-town",
            "No empty town is left for the marker: "
            "the action phase ends and the hands are discarded.",
        )
        return False
    s.played = [-1] * n
    s.trick_leader = s.marker
    s.current = s.marker
    s.stage = MARK
    return True


def end_action_phase(s: BrianBoruState, rule: str, text: str) -> None:
    """The hands are discarded and the upkeep begins (Fase de Manutenção)."""
    for hand in s.hands:
        s.discards.extend(hand)
        hand.clear()
    say(s, rule, text)
    say(
        s,
        "BB.upkeep.order",
        "Upkeep: the marriage, battle, church and claim-regions steps, in that order.",
    )
    s.pc = PC_MARRIAGE


def lead_colours(s: BrianBoruState, player: int) -> tuple[bool, int]:
    """(holds white, bitmask of colours held) for ``player``'s hand."""
    colour = s.game.cards.action
    held = 0
    for card in s.hands[player]:
        held |= 1 << colour[card].colour
    return bool(held >> WHITE & 1), held


def marker_targets(s: BrianBoruState) -> tuple[int, bool]:
    """(empty towns the leader may mark, whether the lead-fallback applies)."""
    board = s.game.board
    empty = board.all_towns & ~s.occupied()
    white, held = lead_colours(s, s.current)
    if white:
        return empty, False
    ok = 0
    for c in range(3):
        if held >> c & 1:
            ok |= board.colour_mask[c]
    ok &= empty
    if ok:
        return ok, False
    return empty, True


def playable_cards(s: BrianBoruState) -> list[int]:
    hand = s.hands[s.current]
    if s.current != s.trick_leader or s.lead_free:
        return hand
    colour = s.game.cards.action
    town_colour = s.game.board.town_colour[s.active_town]
    return [c for c in hand if colour[c].colour in (town_colour, WHITE)]


def winning_play(s: BrianBoruState) -> tuple[int, int]:
    """Vazas 4: (seat, card) of the highest card played of the active town's colour or white,
    or (-1, -1) when none matches."""
    colour = s.game.cards.action
    town_colour = s.game.board.town_colour[s.active_town]
    winner, best = -1, -1
    for p, card in enumerate(s.played):
        if colour[card].colour in (town_colour, WHITE) and card > best:
            winner, best = p, card
    return winner, best


def finish_play(s: BrianBoruState) -> None:
    """Vazas 4-5: find the winner and the order of resolution."""
    g = s.game
    winner, best = winning_play(s)
    s.trick_winner = winner
    if winner >= 0:
        won = f"{name(s, winner)} wins the trick with {card_name(s, best)}."
        say(s, "BB.trick.winner", won, winner)
    else:
        say(s, "BB.trick.lead-fallback", "No card matches the town: nobody wins the trick.")
    s.resolve_order = sorted(range(g.num_players), key=lambda p: s.played[p])
    s.resolve_pos = 0
    order = and_list([card_name(s, s.played[p]) for p in s.resolve_order])
    say(s, "BB.trick.resolve-ascending", f"The cards resolve from lowest to highest: {order}.")
    s.pc = PC_RESOLVE_NEXT


def resolve_next(s: BrianBoruState) -> bool:
    """Vazas 5-7: the next player in ascending order resolves their card's action."""
    if s.resolve_pos >= len(s.resolve_order):
        end_trick(s)
        return False
    p = s.resolve_order[s.resolve_pos]
    card = s.game.cards.action[s.played[p]]
    s.resolver = p
    s.current = p
    s.card_in_play = card.value
    s.moved_up = 0
    s.sym_pos = 0
    if p == s.trick_winner:
        s.symbols = card.primary
        say(
            s,
            "BB.trick.primary",
            f"{name(s, p)} resolves the primary action of {card_name(s, card.value)}.",
            p,
        )
    elif len(card.secondary) == 1:
        s.symbols = card.secondary[0]
        say(
            s,
            "BB.trick.secondary",
            f"{name(s, p)} resolves a secondary action of {card_name(s, card.value)}.",
            p,
        )
    else:
        s.stage = SECONDARY
        return True
    s.pc = PC_SYMBOLS
    return False


def end_trick(s: BrianBoruState) -> None:
    s.tricks_played += 1
    s.active_town = -1
    s.resolver = -1
    s.card_in_play = -1
    s.symbols = ()
    s.played = [-1] * s.game.num_players
    s.pc = PC_TRICK_START


# -- applying ---------------------------------------------------------------------------------
def apply(s: BrianBoruState, action: Action) -> None:
    """Apply a legal action, then run the automatic steps that follow it."""
    t = s.game.town_index
    p = s.current
    if isinstance(action, PlayCard):
        card = action.card
        s.hands[p].remove(card)
        s.played[p] = card
        say(
            s,
            "BB.trick.follow-any" if p != s.trick_leader else "BB.trick.lead-colour",
            f"{name(s, p)} plays {card_name(s, card)}.",
            p,
        )
        nxt = (p + 1) % s.game.num_players
        if nxt == s.trick_leader:
            finish_play(s)
        else:
            s.current = nxt
            return
    elif isinstance(action, PickCard):
        s.packs[p].remove(action.card)
        s.hands[p].append(action.card)
        s.hands[p].sort()
        s.picks_left -= 1
        say(s, "BB.draft.pick", f"{name(s, p)} picks a card.", p)
    elif isinstance(action, PlaceMarker):
        town = t[action.town]
        _, fallback = marker_targets(s)
        s.active_town = town
        s.lead_free = int(fallback)
        say(
            s,
            "BB.trick.lead-fallback" if fallback else "BB.trick.place-marker",
            f"{name(s, p)} marks {town_name(s, town)} ({board_colour(s, town)}).",
            p,
        )
        s.stage = PLAY
        return
    elif isinstance(action, PlaceStartTown):
        town = t[action.town]
        s.discs[p] |= 1 << town
        s.queue.pop(0)
        say(s, "BB.setup.start-town", f"{name(s, p)} starts in {town_name(s, town)}.", p)
    elif isinstance(action, SYMBOL_ACTIONS):
        if symbols.apply(s, action):
            return
        s.pc = PC_SYMBOLS
    else:
        upkeep.apply(s, action)
    run(s)


_STEPS: dict[int, Callable[[BrianBoruState], bool]] = {
    PC_SYMBOLS: run_symbols,
    PC_RESOLVE_NEXT: resolve_next,
    PC_TRICK_START: trick_start,
    PC_DRAFT_NEXT: draft_next,
    PC_SETUP_NEXT: setup_next,
    PC_NEW_ROUND: new_round,
}
"""The program's steps by ``pc`` before the upkeep (one look-up per step on the hot path)."""
