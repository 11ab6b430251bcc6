"""The Caerleon module's district slots and the districts' actions (manual pp. 29-30): a
henchman placed in a district (the lady's own slot, the two shared slots and the choice of who
goes home), then what it does there (quarry, forge, tailor, mint, orchard, market)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import count as count_of

from ...common import (
    a_good,
    finish,
    gain_good,
    name,
    place_influence,
    player_name,
    return_good,
    say,
    total_goods,
)
from ...constants import (
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN_NAMES,
    HOME,
    LADY,
    NUM_COLOURS,
    NUM_HENCHMEN,
)
from ..decree.rules import after_placed
from ..gold.rules import gain_from_supply, supply_choices
from .rules import (
    BONUS_HENCHMAN,
    CAER_EVICT,
    CAER_GOODS,
    CAER_MARKET_GIVE,
    CAER_MARKET_TAKE,
    CAER_ORCHARD,
    DISTRICT_RULE,
    GAVE_GOLD,
    GOODS_DISTRICT,
    MINT,
    ORCHARD,
    PLACE_RULES,
    THEN_DECREE,
    THEN_FINISH,
    district_blocked,
    district_label,
    kind_blocked,
    label,
)

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


# -- the slots (p. 29-30) -----------------------------------------------------------------------
def occupants(s: MerlinState, c: int) -> list[tuple[int, int]]:
    """The (player, henchman) in the two free slots of district ``c`` (all but the ladies)."""
    hench = s.henchmen
    return [
        (q, h)
        for q in range(s.game.num_players)
        for h in range(1, NUM_HENCHMEN)
        if hench[q * NUM_HENCHMEN + h] == c
    ]


def _send_home(s: MerlinState, q: int, h: int, rule: str) -> None:
    c = s.henchmen[q * NUM_HENCHMEN + h]
    s.henchmen[q * NUM_HENCHMEN + h] = HOME
    say(
        s,
        rule,
        f"Caerleon module: {name(s, q)}'s {HENCHMAN_NAMES[h]} goes home from {label(s, c)}.",
        q,
    )


def place_in_district(s: MerlinState, p: int, h: int, c: int, rule: str, act: bool) -> bool:
    """``spaces.place_henchman`` with the district slots; True when a decision is pending."""
    hench = s.henchmen
    n = s.game.num_players
    if rule == "ME.space.principality":
        rule = "ME.caerleon.district-space"
    if h == LADY:
        for q in range(n):
            if q != p and hench[q * NUM_HENCHMEN + LADY] == c:
                _send_home(s, q, LADY, "ME.caerleon.lady-slot")
    else:
        same = [q for q in range(n) if q != p and hench[q * NUM_HENCHMEN + h] == c]
        if same:
            for q in same:
                _send_home(s, q, h, "ME.caerleon.slots")
        elif len([o for o in occupants(s, c) if o != (p, h)]) >= 2:
            idx = PLACE_RULES.index(rule) if rule in PLACE_RULES else 0
            s.caerleon_pending = [THEN_FINISH if act else THEN_DECREE, h, c, idx]
            s.stage = CAER_EVICT
            say(
                s,
                "ME.caerleon.slots.choose",
                f"Caerleon module: both slots of {label(s, c)} are taken; {name(s, p)} chooses "
                f"which henchman goes home for the {HENCHMAN_NAMES[h]}.",
                p,
            )
            return True
    return _enter(s, p, h, c, rule, act)


def _enter(s: MerlinState, p: int, h: int, c: int, rule: str, act: bool) -> bool:
    src = s.henchmen[p * NUM_HENCHMEN + h]
    s.henchmen[p * NUM_HENCHMEN + h] = c
    districts = s.districts
    origin = -1 if src == HOME else districts[src]
    say(s, rule, (_sent, p, h, origin, src, districts[c], c), p)
    if not act:
        say(s, "ME.caerleon.decree", (_decree_instead, h, districts[c], c), p)
        return False
    times = 1
    for again in s.game.ruleset.hooks["acts_again"]:  # e.g. ME.knights.lancelot: twice
        if again(s, p, c):
            times = 2
            break
    return district_acts(s, p, h, c, times)


def _sent(g: MerlinGame, p: int, h: int, origin: int, src: int, district: int, c: int) -> str:
    """``origin``: the district the henchman leaves (on principality ``src``); -1: the castle."""
    where = "the castle" if origin < 0 else district_label(g, origin, src)
    return (
        f"Caerleon module: {player_name(g, p)} sends the {HENCHMAN_NAMES[h]} from {where} to "
        f"{district_label(g, district, c)}."
    )


def _decree_instead(g: MerlinGame, h: int, district: int, c: int) -> str:
    return (
        f"Caerleon module: the {HENCHMAN_NAMES[h]} does not act in "
        f"{district_label(g, district, c)}; a decree is taken instead."
    )


def evict_choices(s: MerlinState) -> list[tuple[int, int]]:
    _, h, c, _ = s.caerleon_pending
    return [o for o in occupants(s, c) if o != (s.current, h)]


def evict(s: MerlinState, q: int, hh: int) -> None:
    """ME.caerleon.slots.choose: the chosen henchman goes home; the placement goes on."""
    then, h, c, idx = s.caerleon_pending
    s.caerleon_pending = []
    _send_home(s, q, hh, "ME.caerleon.slots.choose")
    if not _enter(s, s.current, h, c, PLACE_RULES[idx], then == THEN_FINISH):
        _continue(s, then)


def _continue(s: MerlinState, then: int) -> None:
    """The district's decisions are over: end the action (or take the decree instead)."""
    s.caerleon_pending = []
    if then == THEN_DECREE:
        after_placed(s)
    else:
        finish(s)


# -- the districts' actions (p. 30) -------------------------------------------------------------
def district_acts(s: MerlinState, p: int, h: int, c: int, times: int = 1) -> bool:
    """The henchman acts in district ``c`` (``times`` over: Sir Lancelot's marshal, knights
    module); True when a choice is pending."""
    if h == LADY:
        for _ in range(times):
            if place_influence(s, p, c):
                text = f"{name(s, p)} places an influence marker in {label(s, c)}."
            else:
                text = f"{name(s, p)} has no influence marker left in the castle."
            say(s, "ME.caerleon.lady", f"Caerleon module: {text}", p)
        return False
    d = s.districts[c]
    rule = DISTRICT_RULE[d]
    if district_blocked(s, c):
        say(s, rule, f"Caerleon module: {label(s, c)} is blocked and gives nothing now.", p)
        return False
    if d in GOODS_DISTRICT:
        good = GOODS_DISTRICT[d]
        count = (2 if h == BONUS_HENCHMAN[d] else 1) * times
        if not good_colours(s, good):
            say(s, rule, f"Caerleon module: no {GOOD_NAMES[good]} is left in {label(s, c)}.", p)
            return False
        s.caerleon_pending = [THEN_FINISH, count, good, d]
        s.stage = CAER_GOODS
        return True
    if d == MINT:
        k = min(2 * times, s.gold_supply)
        s.gold_supply -= k
        s.gold[p] += k
        say(
            s,
            rule,
            f"Caerleon module: {name(s, p)} takes {count_of(k, 'gold coin')} from the mint.",
            p,
        )
        return False
    if d == ORCHARD:
        if not orchard_choices(s):
            say(s, rule, "Caerleon module: no apple or mistletoe is left in the supply.", p)
            return False
        s.caerleon_pending = [THEN_FINISH, 2 * times, 0, d]
        s.stage = CAER_ORCHARD
        return True
    if not can_give(s, p):
        say(s, rule, f"Caerleon module: {name(s, p)} has nothing to exchange at the market.", p)
        return False
    s.caerleon_pending = [THEN_FINISH, s.game.params.district_exchanges * times, 0, d]
    s.stage = CAER_MARKET_GIVE
    return True


def good_colours(s: MerlinState, good: int) -> list[int]:
    """Colours of ``good`` that may be taken from the board (none while its district is
    blocked)."""
    if kind_blocked(s, good):
        return []
    base = s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.goods[base + c] > 0]


def take_good(s: MerlinState, good: int, c: int) -> None:
    """A good of the player's choice (quarry, forge, tailor; the market's exchange)."""
    p = s.current
    stage = s.stage
    pend = s.caerleon_pending
    gain_good(s, p, good, c)
    rule = DISTRICT_RULE[pend[3]]
    say(s, rule, f"Caerleon module: {name(s, p)} takes {a_good(s, good, c)}.", p)
    if stage == CAER_MARKET_TAKE:
        _next_exchange(s)
        return
    pend[1] -= 1
    if pend[1] <= 0 or not good_colours(s, good):
        _continue(s, pend[0])


def orchard_choices(s: MerlinState) -> list[str]:
    return supply_choices(s)


def take_from_orchard(s: MerlinState, item: str) -> None:
    """ME.caerleon.orchard: one apple or mistletoe (twice)."""
    p = s.current
    what = gain_from_supply(s, p, item)
    say(s, "ME.caerleon.orchard", f"Caerleon module: {name(s, p)} takes {what}.", p)
    pend = s.caerleon_pending
    pend[1] -= 1
    if pend[1] <= 0 or not orchard_choices(s):
        _continue(s, pend[0])


# -- the market --------------------------------------------------------------------------------
def any_good_on_board(s: MerlinState) -> bool:
    """Whether a good that may be taken lies on the board (the market's gold-for-good)."""
    return any(good_colours(s, good) for good in range(len(GOOD_NAMES)))


def can_give(s: MerlinState, p: int) -> bool:
    return total_goods(s, p) > 0 or (s.gold[p] > 0 and any_good_on_board(s))


def give_good(s: MerlinState, good: int, c: int) -> None:
    p = s.current
    return_good(s, p, good, c)
    s.caerleon_pending[2] = good
    say(
        s,
        "ME.caerleon.market",
        f"Caerleon module: {name(s, p)} gives back {a_good(s, good, c)} at the market.",
        p,
    )
    s.stage = CAER_MARKET_TAKE


def market_gold(s: MerlinState, direction: str) -> None:
    p = s.current
    if direction == "give":
        s.gold[p] -= 1
        s.gold_supply += 1
        s.caerleon_pending[2] = GAVE_GOLD
        text = "gives back a gold coin at the market"
        s.stage = CAER_MARKET_TAKE
    else:
        s.gold_supply -= 1
        s.gold[p] += 1
        text = "takes a gold coin"
    say(s, "ME.caerleon.market", f"Caerleon module: {name(s, p)} {text}.", p)
    if direction == "take":
        _next_exchange(s)


def _next_exchange(s: MerlinState) -> None:
    pend = s.caerleon_pending
    pend[1] -= 1
    if pend[1] > 0 and can_give(s, s.current):
        s.stage = CAER_MARKET_GIVE
    else:
        _continue(s, pend[0])


def market_stop(s: MerlinState) -> None:
    p = s.current
    say(s, "ME.caerleon.market", f"Caerleon module: {name(s, p)} makes no more exchanges.", p)
    _continue(s, s.caerleon_pending[0])
