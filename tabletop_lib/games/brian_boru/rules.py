"""Setup, card selection, tricks and the action symbols: legal actions and their effects.

The engine is a small program counter (``state.pc``) that runs automatic steps until a player
must decide (``state.stage``). Decision handlers finish their effect and resume the program.
Upkeep and final scoring continue in ``upkeep.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.game import Verdict
from tabletop_lib.core.words import may

from . import upkeep
from .actions import (
    Action,
    BuyExtra,
    ChoosePrincess,
    ChooseSecondary,
    ClaimTown,
    DeclineExpand,
    Expand,
    PickCard,
    PlaceMarker,
    PlaceMonastery,
    PlaceStartTown,
    PlayCard,
    RemoveVikingControl,
    StopBuying,
    SurrenderTown,
)
from .common import add_points, bits, clockwise_from, marriage_name, name, say, town_name
from .constants import (
    BUY,
    CAT_COIN_PENALTY,
    CLAIM_TOWN,
    DRAFT,
    EXPAND,
    FACE_DOWN,
    MARK,
    MONASTERY,
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
    PRINCESS,
    PRINCESS_CARD,
    REMOVE_VIKING,
    SECONDARY,
    SETUP_TOWN,
    SURRENDER,
    TERMINAL,
)
from .data import (
    CHURCH,
    COIN,
    COURTSHIP,
    PAY_COIN,
    RAIDER,
    RENOWN,
    TOWN,
    WHITE,
)
from .data import (
    EXPAND as SYM_EXPAND,
)
from .data import (
    REMOVE_VIKING as SYM_REMOVE_VIKING,
)
from .describe import describe

if TYPE_CHECKING:
    from .state import BrianBoruState


# -- setup -----------------------------------------------------------------------------------
def setup(s: BrianBoruState, seed: int) -> None:
    """Preparação 1-13 (docs/rules §2): supplies, decks, claim tokens, start player."""
    from tabletop_lib.core.log import Log
    from tabletop_lib.core.rng import Rng

    g = s.game
    n, prm, cards, board = g.num_players, g.params, g.cards, g.board
    s.rng = Rng(seed)
    s._history = Log()
    s._events = Log()
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
    """Run automatic steps until a player must decide or the game ends."""
    while True:
        pc = s.pc
        if pc == PC_SYMBOLS:
            if run_symbols(s):
                return
        elif pc == PC_RESOLVE_NEXT:
            if resolve_next(s):
                return
        elif pc == PC_TRICK_START:
            if trick_start(s):
                return
        elif pc == PC_DRAFT_NEXT:
            if draft_next(s):
                return
        elif pc == PC_SETUP_NEXT:
            if s.queue:
                s.current = s.queue[0]
                s.stage = SETUP_TOWN
                return
            begin_round(s)
        elif pc == PC_NEW_ROUND:
            begin_round(s)
        elif upkeep.step(s):
            return
        if s.stage == TERMINAL:
            return


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


def finish_play(s: BrianBoruState) -> None:
    """Vazas 4-5: find the winner and the order of resolution."""
    g = s.game
    colour = g.cards.action
    town_colour = g.board.town_colour[s.active_town]
    winner, best = -1, -1
    for p, card in enumerate(s.played):
        if colour[card].colour in (town_colour, WHITE) and card > best:
            winner, best = p, card
    s.trick_winner = winner
    if winner >= 0:
        say(s, "BB.trick.winner", f"{name(s, winner)} wins the trick with {best}.", winner)
    else:
        say(s, "BB.trick.lead-fallback", "No card matches the town: nobody wins the trick.")
    s.resolve_order = sorted(range(g.num_players), key=lambda p: s.played[p])
    s.resolve_pos = 0
    order = ", ".join(str(s.played[p]) for p in s.resolve_order)
    say(s, "BB.trick.resolve-ascending", f"The cards resolve in ascending order: {order}.")
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
        say(s, "BB.trick.primary", f"{name(s, p)} resolves the primary action of {card.value}.", p)
    elif len(card.secondary) == 1:
        s.symbols = card.secondary[0]
        say(
            s,
            "BB.trick.secondary",
            f"{name(s, p)} resolves the secondary action of {card.value}.",
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


# -- symbols --------------------------------------------------------------------------------
def can_buy(s: BrianBoruState, p: int, symbol: int) -> bool:
    if s.coins[p] < s.game.params.extra_cost:
        return False
    if symbol == RAIDER:
        return s.battle_area > 0
    if symbol == COURTSHIP:
        return s.track[p] < len(s.game.cards.track) - 1
    return True


def expand_targets(s: BrianBoruState, p: int) -> int:
    """Free towns one road from a town ``p`` controls, except the active town."""
    neighbours = s.game.board.neighbours
    reach = 0
    for t in bits(s.discs[p] & ~s.viking):
        reach |= neighbours[t]
    free = reach & ~s.occupied()
    if s.active_town >= 0:
        free &= ~(1 << s.active_town)
    return free


def run_symbols(s: BrianBoruState) -> bool:
    """Resolve the current action's symbols left to right, stopping at a decision."""
    p = s.resolver
    symbols = s.symbols
    while s.sym_pos < len(symbols):
        sym = symbols[s.sym_pos]
        s.sym_pos += 1
        if sym == COIN:
            s.coins[p] += 1
            say(s, "BB.symbol.coin", f"{name(s, p)} takes a coin.", p)
        elif sym == TOWN:
            t = s.active_town
            s.discs[p] |= 1 << t
            s.marker = p
            say(
                s,
                "BB.symbol.town",
                f"{name(s, p)} takes {town_name(s, t)} and the active town marker.",
                p,
            )
        elif sym == PAY_COIN:
            pay_coin(s, p)
        elif sym == RENOWN:
            s.renown[p] += 1
            say(s, "BB.symbol.renown", f"{name(s, p)} takes a renown token.", p)
        elif sym in (CHURCH, RAIDER, COURTSHIP):
            if gain_one(s, p, sym) and can_buy(s, p, sym):
                s.buy_symbol = sym
                s.stage = BUY
                return True
        elif sym == SYM_EXPAND:
            if s.coins[p] >= s.game.params.expand_cost and expand_targets(s, p):
                s.stage = EXPAND
                return True
            say(s, "BB.symbol.expand", f"{name(s, p)} cannot expand.", p)
        elif sym == SYM_REMOVE_VIKING:
            if s.viking:
                s.stage = REMOVE_VIKING
                return True
            say(s, "BB.symbol.remove-viking", "No Viking control token is on the board.", p)
    end_action(s)
    return False


def pay_coin(s: BrianBoruState, p: int) -> None:
    if s.coins[p] > 0:
        s.coins[p] -= 1
        say(s, "BB.symbol.pay-coin", f"{name(s, p)} returns a coin.", p)
    elif s.score[p] > 0:
        loss = min(s.game.params.pay_coin_penalty, s.score[p])
        add_points(s, p, CAT_COIN_PENALTY, -loss)
        say(s, "BB.symbol.pay-coin", f"{name(s, p)} has no coin and loses {loss} points.", p)
    else:
        say(s, "BB.symbol.pay-coin", f"{name(s, p)} has no coin and no points: no effect.", p)


def gain_one(s: BrianBoruState, p: int, sym: int) -> bool:
    """One church disc, raider or marriage step; False when it had no effect."""
    if sym == CHURCH:
        s.church[p] += 1
        say(s, "BB.symbol.church", f"{name(s, p)} puts a disc in the church area.", p)
    elif sym == RAIDER:
        if s.battle_area == 0:
            say(s, "BB.symbol.raider", "The battle area is empty: no raider to take.", p)
            return False
        s.battle_area -= 1
        s.raiders[p] += 1
        say(s, "BB.symbol.raider", f"{name(s, p)} takes a raider.", p)
    else:
        if s.track[p] >= len(s.game.cards.track) - 1:
            say(s, "BB.symbol.courtship", f"{name(s, p)} is at the top of the marriage track.", p)
            return False
        s.track[p] += 1
        s.moved_up = 1
        say(s, "BB.symbol.courtship", f"{name(s, p)} moves up to marriage space {s.track[p]}.", p)
    return True


def end_action(s: BrianBoruState) -> None:
    """After the whole action: the courtship bump, then the card goes to the discards."""
    p = s.resolver
    if s.moved_up:
        bump(s, p)
    s.discards.append(s.card_in_play)
    s.resolve_pos += 1
    s.pc = PC_RESOLVE_NEXT


def bump(s: BrianBoruState, p: int) -> None:
    """docs/rules §3.4 (2): a disc sharing a space moves down to the nearest free space, or to the
    bottom."""
    taken = {s.track[q] for q in range(s.game.num_players) if q != p}
    space = s.track[p]
    if space == 0 or space not in taken:
        return
    while space > 0 and space in taken:
        space -= 1
    s.track[p] = space
    say(
        s,
        "BB.symbol.courtship.bump",
        f"{name(s, p)}'s marriage disc shares its space and moves down to space {space}.",
        p,
    )


# -- legal actions ----------------------------------------------------------------------------
def legal_actions(s: BrianBoruState) -> list[Action]:
    """The current player's legal actions, in a deterministic order."""
    stage = s.stage
    t = s.game.tables
    if stage == PLAY:
        return [t.play[c] for c in playable_cards(s)]
    if stage == BUY:
        return [t.buy_extra, t.stop_buying]
    if stage == DRAFT:
        return [t.pick[c] for c in s.packs[s.current]]
    if stage == MARK:
        return [t.mark[i] for i in bits(marker_targets(s)[0])]
    if stage == SECONDARY:
        return [t.secondary[0], t.secondary[1]]
    if stage == EXPAND:
        return [*(t.expand[i] for i in bits(expand_targets(s, s.current))), t.decline_expand]
    if stage == REMOVE_VIKING:
        return [t.remove_viking[i] for i in bits(s.viking)]
    if stage == SETUP_TOWN:
        return [t.start_town[i] for i in bits(start_town_targets(s) & ~s.occupied())]
    return upkeep.legal_actions(s)


_STAGE_ACTION: dict[int, tuple[type, ...]] = {
    SETUP_TOWN: (PlaceStartTown,),
    DRAFT: (PickCard,),
    MARK: (PlaceMarker,),
    PLAY: (PlayCard,),
    SECONDARY: (ChooseSecondary,),
    BUY: (BuyExtra, StopBuying),
    EXPAND: (Expand, DeclineExpand),
    REMOVE_VIKING: (RemoveVikingControl,),
    CLAIM_TOWN: (ClaimTown,),
    PRINCESS: (ChoosePrincess,),
    SURRENDER: (SurrenderTown,),
    MONASTERY: (PlaceMonastery,),
}
_EXPECTED = {
    SETUP_TOWN: "a starting town ('start-town <town>')",
    DRAFT: "a card pick ('pick <card>')",
    MARK: "the active town ('mark <town>')",
    PLAY: "a card to play ('play <card>')",
    SECONDARY: "a secondary action ('secondary A' or 'secondary B')",
    BUY: "'buy-extra' or 'stop-buying'",
    EXPAND: "'expand <town>' or 'decline-expand'",
    REMOVE_VIKING: "a Viking token to remove ('remove-viking <town>')",
    CLAIM_TOWN: "a town for the marriage reward ('claim-town <town>')",
    PRINCESS: "a choice for the Princess ('princess <option>')",
    SURRENDER: "the town that falls to the Vikings ('surrender <town>')",
    MONASTERY: "a town for the monastery ('monastery <town>')",
}
_LEGAL_RULE = {
    SETUP_TOWN: "BB.setup.start-town",
    DRAFT: "BB.draft.pick",
    MARK: "BB.trick.place-marker",
    SECONDARY: "BB.trick.secondary",
    EXPAND: "BB.symbol.expand",
    REMOVE_VIKING: "BB.symbol.remove-viking",
    PRINCESS: "BB.princess.choice",
}


def check_action(s: BrianBoruState, action: object) -> Verdict:
    """Whether ``action`` is legal now, and the rule that allows or forbids it."""
    if s.stage == TERMINAL:
        return Verdict(False, "BB.turn.game-over", "the game is over")
    expected = _STAGE_ACTION[s.stage]
    if not isinstance(action, expected):
        return Verdict(
            False, "BB.turn.pending-decision", f"the game is waiting for {_EXPECTED[s.stage]}"
        )
    legal = action in legal_actions(s)
    rule = _rule_for(s, action)
    if legal:
        return Verdict(True, rule, may(name(s, s.current), describe(s, action)))
    return Verdict(False, *_why_not(s, action, rule))


def _rule_for(s: BrianBoruState, action: object) -> str:
    stage = s.stage
    if stage in _LEGAL_RULE:
        return _LEGAL_RULE[stage]
    if stage == PLAY:
        if s.current == s.trick_leader:
            return "BB.trick.lead-fallback" if s.lead_free else "BB.trick.lead-colour"
        return "BB.trick.follow-any"
    if stage == BUY:
        return "BB.symbol.extra-cost"
    return upkeep.rule_for(s)


def _why_not(s: BrianBoruState, action: object, rule: str) -> tuple[str, str]:
    """(rule, reason) for an action of the right kind that is not legal."""
    board = s.game.board
    town = getattr(action, "town", None)
    if town is not None and town not in board.town_ids:
        return rule, f"there is no town {town!r} on the board"
    index = board.town_ids.index(town) if town is not None else -1
    occupied = s.occupied()
    if isinstance(action, (PickCard, PlayCard)):
        where = s.packs[s.current] if isinstance(action, PickCard) else s.hands[s.current]
        if action.card not in where:
            own = "BB.draft.pick" if isinstance(action, PickCard) else "BB.trick.own-card"
            return own, f"card {action.card} is not in {name(s, s.current)}'s " + (
                "pack" if isinstance(action, PickCard) else "hand"
            )
        return "BB.trick.lead-colour", (
            f"the lead must be {board_colour(s, s.active_town)} or white"
        )
    if isinstance(action, PlaceStartTown):
        if occupied >> index & 1:
            return rule, f"{town_name(s, index)} already has a disc"
        return "BB.setup.start-town.distinct-region", (
            f"a disc already stands in {board.region_names[board.town_region[index]]}"
        )
    if isinstance(action, PlaceMarker):
        if occupied >> index & 1:
            return rule, f"{town_name(s, index)} already has a disc"
        return "BB.trick.lead-colour", (
            f"{name(s, s.current)} holds no {board_colour(s, index)} or white card to lead there"
        )
    if isinstance(action, Expand):
        if s.coins[s.current] < s.game.params.expand_cost:
            return rule, f"expanding costs {s.game.params.expand_cost} coins"
        if index == s.active_town:
            return "BB.symbol.expand.not-active-town", "the active town is reserved for the winner"
        if occupied >> index & 1:
            return rule, f"{town_name(s, index)} already has a disc"
        return rule, f"no road joins {town_name(s, index)} to a town {name(s, s.current)} controls"
    if isinstance(action, RemoveVikingControl):
        return rule, f"no Viking control token lies on {town_name(s, index)}"
    if isinstance(action, BuyExtra):
        cost = s.game.params.extra_cost
        return (
            "BB.symbol.extra-cost",
            f"an extra costs {cost} coins and needs something left to gain",
        )
    if isinstance(action, ChooseSecondary):
        return rule, "that card has no second secondary action"
    return upkeep.why_not(s, action, rule, index)


def board_colour(s: BrianBoruState, town: int) -> str:
    from .data import TOWN_COLOURS

    return TOWN_COLOURS[s.game.board.town_colour[town]] if town >= 0 else "?"


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
            f"{name(s, p)} plays {card}.",
            p,
        )
        nxt = (p + 1) % s.game.num_players
        if nxt == s.trick_leader:
            finish_play(s)
        else:
            s.current = nxt
            return
    elif isinstance(action, BuyExtra):
        s.coins[p] -= s.game.params.extra_cost
        say(
            s,
            "BB.symbol.extra-cost",
            f"{name(s, p)} pays {s.game.params.extra_cost} coins for an extra.",
            p,
        )
        gain_one(s, p, s.buy_symbol)
        if can_buy(s, p, s.buy_symbol):
            return
    elif isinstance(action, StopBuying):
        pass
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
    elif isinstance(action, ChooseSecondary):
        chosen = s.game.cards.action[s.card_in_play]
        s.symbols = chosen.secondary[action.option]
        say(
            s,
            "BB.trick.secondary",
            f"{name(s, p)} chooses secondary action {'AB'[action.option]} of {chosen.value}.",
            p,
        )
    elif isinstance(action, Expand):
        town = t[action.town]
        s.coins[p] -= s.game.params.expand_cost
        s.discs[p] |= 1 << town
        say(
            s,
            "BB.symbol.expand",
            f"{name(s, p)} pays {s.game.params.expand_cost} coins and "
            f"expands to {town_name(s, town)}.",
            p,
        )
    elif isinstance(action, DeclineExpand):
        say(s, "BB.symbol.expand", f"{name(s, p)} does not expand.", p)
    elif isinstance(action, RemoveVikingControl):
        town = t[action.town]
        s.viking &= ~(1 << town)
        owner = next(q for q, d in enumerate(s.discs) if d >> town & 1)
        say(
            s,
            "BB.symbol.remove-viking",
            f"{name(s, p)} removes the Viking token from "
            f"{town_name(s, town)}; {name(s, owner)} controls it again.",
            p,
        )
    elif isinstance(action, PlaceStartTown):
        town = t[action.town]
        s.discs[p] |= 1 << town
        s.queue.pop(0)
        say(s, "BB.setup.start-town", f"{name(s, p)} starts in {town_name(s, town)}.", p)
    else:
        upkeep.apply(s, action)
        run(s)
        return
    if isinstance(
        action, (BuyExtra, StopBuying, ChooseSecondary, Expand, DeclineExpand, RemoveVikingControl)
    ):
        s.pc = PC_SYMBOLS
    run(s)
