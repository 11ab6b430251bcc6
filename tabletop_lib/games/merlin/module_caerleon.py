"""Big Box module "Módulo: a cidade de Caerleon" (the city of Caerleon; manual pp. 29-30, ref
§5.15): six districts (mint, market, orchard, forge, quarry, tailor) cover the principalities,
and every "principality" of the rules reads "district".

A district space sends a henchman (from the castle or another district) to its district. Only
the lady-in-waiting has a slot of her own there (she replaces another lady); the two other slots
take any of the other three henchmen: a henchman of the same kind there goes home, and when
both slots are full and the kind is absent the active player chooses which of the two goes
home. The lady places an influence marker; the other henchmen act by district: quarry
(materials), forge (shields), tailor (flags), mint (2 gold), orchard (2 apples/mistletoe),
market (up to 4 exchanges). The influence spaces read as districts.

The front side puts each district on the principality of its roof colour (which colour each
roof has is not public: data/merlin/caerleon.json, ``"verified": false``); the back side (the
``caerleon_side="back"`` option) lays them out at random.

Decisions in progress live in ``state.caerleon_pending``: ``[then, a, b, c]`` where ``then``
says how the action ends (``THEN_FINISH``, or ``THEN_DECREE``: the decree module's decree is
taken instead of the district's action); for the slot choice ``a, b, c`` are the henchman, the
district's colour and the placing rule; for the district actions ``a`` counts what is left
(goods, supplies, exchanges), ``b`` the good kind (or, at the market, what was given) and ``c``
the district.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.rules import register_rules

from .actions import (
    Action,
    CaerleonEvict,
    MarketGold,
    MarketStop,
    ReturnGood,
    TakeGood,
)
from .common import (
    a_good,
    colour,
    finish,
    gain_good,
    name,
    place_influence,
    return_good,
    say,
    total_goods,
)
from .constants import (
    BUILDER,
    CAER_EVICT,
    CAER_GOODS,
    CAER_MARKET_GIVE,
    CAER_MARKET_TAKE,
    CAER_ORCHARD,
    FLAG,
    FLAG_BEARER,
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN_NAMES,
    HOME,
    LADY,
    MATERIAL,
    NUM_COLOURS,
    NUM_HENCHMEN,
    SHIELD,
    SHIELD_BEARER,
)
from .modules.decree.rules import after_placed
from .modules.gold.actions import TakeFromSupply
from .modules.gold.module import GoldModule
from .modules.gold.module import tables as gold_tables
from .modules.gold.rules import gain_from_supply, supply_choices
from .plugin import MerlinModule
from .spaces import (
    BASE_KINDS,
    SpaceKind,
    influence_good_start,
    influence_henchman_start,
    principality_start,
)

if TYPE_CHECKING:
    from .state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "caerleon"
DISTRICTS = ("mint", "market", "orchard", "forge", "quarry", "tailor")
MINT, MARKET, ORCHARD, FORGE, QUARRY, TAILOR = range(6)
STAGES = frozenset({CAER_EVICT, CAER_GOODS, CAER_ORCHARD, CAER_MARKET_GIVE, CAER_MARKET_TAKE})
THEN_FINISH, THEN_DECREE = range(2)
GAVE_GOLD = -1
"""``caerleon_pending[2]`` at the market when a gold coin was given."""

GOODS_DISTRICT = {QUARRY: MATERIAL, FORGE: SHIELD, TAILOR: FLAG}
"""The districts holding the goods, and which good."""
BONUS_HENCHMAN = {QUARRY: BUILDER, FORGE: SHIELD_BEARER, TAILOR: FLAG_BEARER}
"""The henchman who takes 2 goods there (the others take 1)."""
DISTRICT_RULE = {
    MINT: "ME.caerleon.mint",
    MARKET: "ME.caerleon.market",
    ORCHARD: "ME.caerleon.orchard",
    FORGE: "ME.caerleon.forge",
    QUARRY: "ME.caerleon.quarry",
    TAILOR: "ME.caerleon.tailor",
}
PLACE_RULES = (
    "ME.caerleon.district-space",
    "ME.space.influence-henchman",
    "ME.space.relocate",
    "ME.space.relocate.all-home",
    "ME.kings_favor.row2-any-principality",
)
"""The rules that place a henchman (stored by index while the slot choice is pending)."""

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.caerleon.setup",
        f"{M} p. 29, Componentes e mudanças na preparação 1-2",
        "Caerleon module: the six districts cover the six principalities, front side up: each "
        "district on the principality of its roof colour; the shields, materials and flags go "
        "to the forge, quarry and tailor by colour, the gold coins to the mint and the apples "
        "and mistletoe to the orchard. The module brings the gold coins and mistletoe. "
        "[choice] Which roof colour each district has is not public: data/merlin/caerleon.json "
        "(unverified).",
    ),
    (
        "ME.caerleon.setup.back",
        f"{M} p. 29, Preparação alternativa",
        "Caerleon module, alternative set-up (option caerleon_side='back'): the districts are "
        "laid out at random with their brown-roofed backs up; each district takes the colour "
        "of the principality space next to it for the whole game. [choice] A uniformly random "
        "layout drawn at setup.",
    ),
    (
        "ME.caerleon.districts",
        f"{M} p. 29, Importante",
        "Caerleon module: wherever the rules of the base game and the other modules say "
        "'principality', read 'district' (a district has the colour of the principality it "
        "covers).",
    ),
    (
        "ME.caerleon.district-space",
        f"{M} p. 29, Espaços de distrito (6x)",
        "Caerleon module: a district space (formerly a principality space) sends one of the "
        "player's henchmen, from the castle or from any of the other five districts, to that "
        "district, where it acts.",
    ),
    (
        "ME.caerleon.lady-slot",
        f"{M} p. 29, Espaços de distrito (6x)",
        "Caerleon module: only the lady-in-waiting has a slot of her own in a district; another "
        "lady-in-waiting there goes back to her owner's castle.",
    ),
    (
        "ME.caerleon.slots",
        f"{M} p. 30, Espaços de distrito",
        "Caerleon module: the two other slots of a district take any of the other three "
        "henchmen; a henchman placed where one of its kind stands replaces it, and that one "
        "goes back to its owner.",
    ),
    (
        "ME.caerleon.slots.choose",
        f"{M} p. 30, Espaços de distrito",
        "Caerleon module: when both slots are taken and the kind being placed is not there, "
        "the active player chooses which of the two henchmen goes back to its owner. [choice] "
        "Their own henchman may be the one chosen.",
    ),
    (
        "ME.caerleon.lady",
        f"{M} p. 30, Espaços de distrito",
        "Caerleon module: placing the lady-in-waiting, the player puts one of their influence "
        "markers from the castle, if any, in that district (in every district alike).",
    ),
    (
        "ME.caerleon.quarry",
        f"{M} p. 30, Pedreira",
        "Caerleon module, quarry: the builder takes 2 building materials, the shield-bearer or "
        "flag-bearer 1, of the player's choice. [choice] 'Of choice' means of any colour still "
        "in the quarry (two may be of the same colour).",
    ),
    (
        "ME.caerleon.mint",
        f"{M} p. 30, Casa da moeda",
        "Caerleon module, mint: the builder, shield-bearer or flag-bearer takes 2 gold coins "
        "from the supply, if available (as many as are left).",
    ),
    (
        "ME.caerleon.forge",
        f"{M} p. 30, Forja",
        "Caerleon module, forge: the shield-bearer takes 2 shields, the builder or flag-bearer "
        "1, of any colour of the player's choice still in the forge.",
    ),
    (
        "ME.caerleon.orchard",
        f"{M} p. 30, Pomar",
        "Caerleon module, orchard: the builder, shield-bearer or flag-bearer takes any "
        "combination of 2 apples or mistletoe from the supply (as many as are left).",
    ),
    (
        "ME.caerleon.tailor",
        f"{M} p. 30, Alfaiataria",
        "Caerleon module, tailor: the flag-bearer takes 2 flags, the builder or shield-bearer "
        "1, of any colour of the player's choice still in the tailor.",
    ),
    (
        "ME.caerleon.market",
        f"{M} p. 30, Mercado",
        "Caerleon module, market: the builder, shield-bearer or flag-bearer makes up to 4 "
        "exchanges: each gives back a flag, shield, building material or gold coin for a flag, "
        "shield or building material of the player's choice (of any kind and colour), or gives "
        "back a flag, shield or material for a gold coin; what is given back goes to its "
        "district. [choice] A gold coin is not exchanged for a gold coin; the player may stop "
        "after any exchange.",
    ),
    (
        "ME.caerleon.influence-good",
        f"{M} p. 30, Espaços de influência (4x)",
        "Caerleon module: an influence space of a good gives a flag, shield or building "
        "material of the roof colour (the colour on the back side) of any district where the "
        "player has at least one influence marker.",
    ),
    (
        "ME.caerleon.influence-henchman",
        f"{M} p. 30, Espaços de influência (4x), Vassalo",
        "Caerleon module: the influence henchman space sends a henchman from the castle or one "
        "of the other five districts to a district where the player has at least one influence "
        "marker; the slots apply and the henchman acts there.",
    ),
    (
        "ME.caerleon.henchmen-scoring",
        f"{M} p. 29, Importante; p. 11",
        "Caerleon module: the henchmen scoring reads districts for principalities: a point per "
        "henchman in a district. [choice] Unchanged otherwise (the manual says nothing more); "
        "the fewer slots send more henchmen home.",
    ),
    (
        "ME.caerleon.decree",
        f"{M} p. 29, Importante; p. 35",
        "Caerleon module with the king's decree: on a district space the player may take a "
        "decree of that district instead of the henchman's action. [choice] The henchman is "
        "still placed by the slot rules (a slot choice comes first).",
    ),
)
register_rules(RULES)


@cache
def module_data() -> Mapping[str, Any]:
    """data/merlin/caerleon.json: the districts and the front side's roof colours."""
    path = data_path("merlin", "caerleon.json")
    doc = load_json(path)
    if list(doc.get("districts", ())) != list(DISTRICTS):
        raise DataError(str(path), "districts", f"the districts are {DISTRICTS}")
    front = doc.get("front")
    if not isinstance(front, dict) or sorted(front) != sorted(DISTRICTS):
        raise DataError(str(path), "front", "one roof colour per district")
    if len(set(front.values())) != len(DISTRICTS):
        raise DataError(str(path), "front", "each district on its own principality")
    return MappingProxyType(doc)


def front_layout(colours: tuple[str, ...]) -> list[int]:
    """Per principality colour: the district lying there on the front side."""
    front = module_data()["front"]
    out = [-1] * NUM_COLOURS
    for d, district in enumerate(DISTRICTS):
        c = front[district]
        if c not in colours:
            raise DataError("caerleon.json", f"front.{district}", f"{c!r} is not a colour")
        out[colours.index(c)] = d
    return out


def setup_hook(s: MerlinState) -> None:
    """ME.caerleon.setup / ME.caerleon.setup.back."""
    g = s.game
    colours = g.data.colours
    if g.params.caerleon_side == "back":
        layout = list(range(len(DISTRICTS)))
        s.rng.shuffle(layout)
        rule = "ME.caerleon.setup.back"
        how = "backs up, laid out at random; each takes the colour of its principality"
    else:
        layout = front_layout(colours)
        rule = "ME.caerleon.setup"
        how = "fronts up, each on the principality of its roof colour"
    s.districts = layout
    s.caerleon_pending = []
    where = ", ".join(f"{DISTRICTS[d]} ({colours[c]})" for c, d in enumerate(layout))
    say(s, rule, f"Caerleon module: the six districts cover the principalities, {how}: {where}.")
    say(
        s,
        "ME.caerleon.setup",
        "Caerleon module: the shields, materials and flags go to the forge, quarry and tailor, "
        "the gold to the mint, the apples and mistletoe to the orchard.",
    )


def district_of(s: MerlinState, c: int) -> int:
    return s.districts[c]


def label(s: MerlinState, c: int) -> str:
    """``the forge (purple)``."""
    return f"the {DISTRICTS[s.districts[c]]} ({colour(s, c)})"


def district_colour(s: MerlinState, district: int) -> int:
    """The colour of the principality the district covers."""
    return s.districts.index(district)


def district_blocked(s: MerlinState, c: int) -> bool:
    """Whether district ``c`` gives nothing now: the ``district_blocked`` hooks (the Morgana
    module's, when she stands there)."""
    return any(hook(s, c) for hook in s.game.ruleset.hooks["district_blocked"])


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
    origin = "the castle" if src == HOME else label(s, src)
    say(
        s,
        rule,
        f"Caerleon module: {name(s, p)} sends the {HENCHMAN_NAMES[h]} from {origin} to "
        f"{label(s, c)}.",
        p,
    )
    if not act:
        say(
            s,
            "ME.caerleon.decree",
            f"Caerleon module: the {HENCHMAN_NAMES[h]} does not act in {label(s, c)}; a decree "
            "is taken instead.",
            p,
        )
        return False
    times = 1
    for again in s.game.ruleset.hooks["acts_again"]:  # e.g. ME.knights.lancelot: twice
        if again(s, p, c):
            times = 2
            break
    return district_acts(s, p, h, c, times)


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
        say(s, rule, f"Caerleon module: {name(s, p)} takes {k} gold coin(s) from the mint.", p)
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
    """Colours of ``good`` still on the board."""
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
def _any_good_on_board(s: MerlinState) -> bool:
    base = s.game.num_players * GOODS_BLOCK
    return any(s.goods[base : base + GOODS_BLOCK])


def can_give(s: MerlinState, p: int) -> bool:
    return total_goods(s, p) > 0 or (s.gold[p] > 0 and _any_good_on_board(s))


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


# -- legal actions, rules --------------------------------------------------------------------
def choices(s: MerlinState) -> list[Action]:
    """The legal actions at the Caerleon stages."""
    stage = s.stage
    t = s.game.tables
    p = s.current
    out: list[Action] = []
    if stage == CAER_EVICT:
        return [t.caerleon_evict[q][h] for q, h in evict_choices(s)]
    if stage == CAER_GOODS:
        good = s.caerleon_pending[2]
        return [t.take[good][c] for c in good_colours(s, good)]
    if stage == CAER_ORCHARD:
        return [gold_tables(s).supply[item] for item in orchard_choices(s)]
    if stage == CAER_MARKET_GIVE:
        base = p * GOODS_BLOCK
        out.extend(
            t.give_back[i // NUM_COLOURS][i % NUM_COLOURS]
            for i in range(GOODS_BLOCK)
            if s.goods[base + i]
        )
        if s.gold[p] > 0 and _any_good_on_board(s):
            out.append(t.market_gold[0])
        out.append(t.market_stop)
        return out
    if stage == CAER_MARKET_TAKE:
        base = s.game.num_players * GOODS_BLOCK
        out.extend(
            t.take[i // NUM_COLOURS][i % NUM_COLOURS]
            for i in range(GOODS_BLOCK)
            if s.goods[base + i]
        )
        if s.caerleon_pending[2] != GAVE_GOLD and s.gold_supply > 0:
            out.append(t.market_gold[1])
        return out
    return out


def rule_for(s: MerlinState) -> str:
    """The rule governing the decision of the current Caerleon stage."""
    stage = s.stage
    if stage == CAER_EVICT:
        return "ME.caerleon.slots.choose"
    if stage == CAER_ORCHARD:
        return "ME.caerleon.orchard"
    if stage in (CAER_MARKET_GIVE, CAER_MARKET_TAKE):
        return "ME.caerleon.market"
    return DISTRICT_RULE[s.caerleon_pending[3]]


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    who = name(s, s.current)
    if isinstance(action, CaerleonEvict):
        return rule, (
            f"player {action.player}'s {action.henchman} does not stand in one of the two "
            "slots of this district"
        )
    if isinstance(action, TakeGood):
        return rule, f"no {action.colour} {action.good} can be taken here now"
    if isinstance(action, ReturnGood):
        return rule, f"{who} holds no {action.colour} {action.good}"
    if isinstance(action, TakeFromSupply):
        return rule, f"no {action.item} is left in the supply"
    if isinstance(action, MarketGold):
        if action.direction == "give":
            return rule, f"{who} has no gold coin (or nothing is left to take for it)"
        return rule, "a gold coin is had only for a flag, shield or material, if one is left"
    if isinstance(action, MarketStop):
        return rule, "not possible now"
    return rule, "not possible now"


# -- the spaces read as districts -------------------------------------------------------------
def _base(kind: str) -> SpaceKind:
    return next(k for k in BASE_KINDS if k.name == kind)


def _district_start(s: MerlinState, p: int, c: int) -> bool:
    return principality_start(s, p, c)


def _influence_good_start(s: MerlinState, p: int, good: int) -> bool:
    say(
        s,
        "ME.caerleon.influence-good",
        f"Caerleon module: {name(s, p)} may take a {GOOD_NAMES[good]} of the colour of a "
        "district with their influence.",
        p,
    )
    return influence_good_start(s, p, good)


def _influence_henchman_start(s: MerlinState, p: int, arg: int) -> bool:
    say(
        s,
        "ME.caerleon.influence-henchman",
        f"Caerleon module: {name(s, p)} may send a henchman to a district with their influence.",
        p,
    )
    return influence_henchman_start(s, p, arg)


SPACE_KINDS = (
    SpaceKind(
        "principality",
        "ME.caerleon.district-space",
        _base("principality").feasible,
        _district_start,
        lambda colours, c: f"district space ({colours[c]})",
    ),
    SpaceKind(
        "influence-good",
        "ME.caerleon.influence-good",
        _base("influence-good").feasible,
        _influence_good_start,
        lambda colours, k: f"influence: {GOOD_NAMES[k]} (districts)",
    ),
    SpaceKind(
        "influence-henchman",
        "ME.caerleon.influence-henchman",
        _base("influence-henchman").feasible,
        _influence_henchman_start,
        lambda colours, arg: "influence: henchman (districts)",
    ),
)


GOLD_HANDLERS = GoldModule.handlers


def _on_take_supply(s: MerlinState, a: TakeFromSupply, stage: int) -> None:
    if stage in STAGES:
        take_from_orchard(s, a.item)
    else:
        GOLD_HANDLERS[TakeFromSupply](s, a, stage)


class CaerleonModule(MerlinModule):
    """The Caerleon module's plug-in (its rules register themselves)."""

    name = MODULE
    title = "Caerleon"
    interacts_with = ("gold", "decree")
    """The orchard's apple-or-mistletoe action; a decree of the district instead of its
    action."""

    def space_kinds(self, folder: Path | None) -> tuple[SpaceKind, ...]:
        return SPACE_KINDS

    stage_actions = MappingProxyType({CAER_ORCHARD: (TakeFromSupply,)})
    expected = MappingProxyType({CAER_ORCHARD: "'take-supply apple' or 'take-supply mistletoe'"})
    handlers = MappingProxyType({TakeFromSupply: _on_take_supply})
    stage_choices = MappingProxyType(dict.fromkeys(STAGES, choices))
    """With the gold module's action, Caerleon's orchard takes an apple or a mistletoe: at
    the orchard's stage the action is Caerleon's (installed after the gold module)."""

    def after_setup(self, s: MerlinState) -> None:
        setup_hook(s)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        colours = s.game.data.colours
        view["caerleon_side"] = s.game.params.caerleon_side
        view["districts"] = {c: DISTRICTS[s.districts[i]] for i, c in enumerate(colours)}
