"""The action symbols of a resolving card, left to right (docs/rules §3.4), and the decisions
they ask for: buying extras, expanding, removing a Viking token, the secondary action.

``run_symbols`` is the ``PC_SYMBOLS`` step of the program in ``rules.py``; ``apply`` applies
the decisions, after which the program resumes there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    Action,
    BuyExtra,
    ChooseSecondary,
    DeclineExpand,
    Expand,
    RemoveVikingControl,
    StopBuying,
)
from .common import add_points, bits, card_name, name, say, town_name
from .constants import BUY, CAT_COIN_PENALTY, EXPAND, PC_RESOLVE_NEXT, REMOVE_VIKING
from .data import CHURCH, COIN, COURTSHIP, PAY_COIN, RAIDER, RENOWN, TOWN
from .data import EXPAND as SYM_EXPAND
from .data import REMOVE_VIKING as SYM_REMOVE_VIKING

if TYPE_CHECKING:
    from .state import BrianBoruState


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


# -- the decisions of the symbols -------------------------------------------------------------
SYMBOL_ACTIONS = (BuyExtra, StopBuying, ChooseSecondary, Expand, DeclineExpand, RemoveVikingControl)
"""The actions that answer a decision taken while an action card's symbols resolve."""


def apply(s: BrianBoruState, action: Action) -> bool:
    """Apply a legal decision of the symbols; True when the same player decides again (one
    more extra to buy), else the symbols resolve on (``rules.run`` from ``PC_SYMBOLS``)."""
    t = s.game.town_index
    p = s.current
    if isinstance(action, BuyExtra):
        s.coins[p] -= s.game.params.extra_cost
        say(
            s,
            "BB.symbol.extra-cost",
            f"{name(s, p)} pays {s.game.params.extra_cost} coins for an extra.",
            p,
        )
        gain_one(s, p, s.buy_symbol)
        if can_buy(s, p, s.buy_symbol):
            return True
    elif isinstance(action, StopBuying):
        pass
    elif isinstance(action, ChooseSecondary):
        chosen = s.game.cards.action[s.card_in_play]
        s.symbols = chosen.secondary[action.option]
        say(
            s,
            "BB.trick.secondary",
            f"{name(s, p)} chooses secondary action {'AB'[action.option]} of "
            f"{card_name(s, chosen.value)}.",
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
    return False
