"""Big Box module "Módulo: o mercado" (the market; manual p. 27-28, docs/rules §5.14): once per
turn, in a turn without a mission, a player may pay one gold coin for any token left on the market
board: a shield token or a building material token (each acting as a normal one and going back
to the market once used against a traitor or to build), an addition marker (put under an
influence marker as it is placed: it counts double at the next influence scoring, then goes
back), an apple/mistletoe token (used as either, then back) or a temporary worker (used instead
of one of the player's dice to move the knight its printed value; back after use; the die kept
gives an extra turn at the end of the round, ME.round.extra-turns).

The module brings ``gold`` along (params.REQUIRED_MODULES). How many tokens the market holds is
in the manual's component list; the tokens' colours and the workers' values are not public:
data/merlin/market.json (``"verified": false``), read from the default data folder.

State (empty lists / zeros without the module): ``market_stock`` the tokens on the market
board by kind (:data:`STOCK_KINDS`); ``market_workers`` per temporary worker, the player holding
it or -1 on the market; ``market_held`` per player a block of :data:`HELD_BLOCK` counts (the
shield and material tokens among their goods, ``good * 6 + colour``; their addition markers;
their apple/mistletoe tokens); ``market_additions[p * 6 + colour]`` addition markers lying under
``p``'s influence markers; ints ``market_used`` (this turn's purchase is made),
``market_influence`` (bitmask of the colours where the current player placed an influence
marker this turn) and ``market_worker`` (the value of the temporary worker moving the knight
this turn, or 0).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.rules import register_rules

from .actions import (
    Action,
    MarketApple,
    MarketBuy,
    MarketMistletoeMission,
    MarketWorker,
    PlaceAddition,
)
from .common import colour, name, say, with_article
from .constants import GOOD_NAMES, GOODS_BLOCK, MATERIAL, NUM_COLOURS, SHIELD
from .modules.gold.rules import unmet_requirements
from .params import KNIGHT_DIE
from .plugin import MerlinModule, ScoringStep

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "market"

STOCK_KINDS = ("shield", "material", "addition", "apple-mistletoe")
"""The market's token kinds besides the temporary workers, in ``state.market_stock`` order."""
S_SHIELD, S_MATERIAL, S_ADDITION, S_CHOICE = range(4)
WORKER = "worker"
ADDITIONS_COUNT = "market additions"
ADDITIONS_RETURN = "market additions back"
"""The names of the module's two scoring steps (around the influence scoring)."""
HELD_ADDITION = GOODS_BLOCK
HELD_CHOICE = GOODS_BLOCK + 1
HELD_BLOCK = GOODS_BLOCK + 2
"""Entries per player in ``state.market_held``."""
_STOCK_OF_GOOD = {SHIELD: S_SHIELD, MATERIAL: S_MATERIAL}

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.market.setup",
        f"{M} p. 27, Componentes e mudanças na preparação 1-2",
        "Market module: the market board beside the game board, holding 6 shield tokens, 6 "
        "building material tokens, 6 addition markers, 4 apple/mistletoe tokens and 6 temporary "
        "workers. [choice] The workers' values are not public: data/merlin/market.json "
        "(unverified; one per face 1-6).",
    ),
    (
        "ME.market.buy",
        f"{M} p. 28, Mudanças na jogabilidade",
        "Market module: once per turn a player may pay one gold coin for any token available on "
        "the market. [choice] The purchase is a side option at the turn's main points (before "
        "choosing a die, at the space's action, before ending the turn), like completing a "
        "mission; a player holds at most one temporary worker at a time (it stands on the "
        "castle's knight space).",
    ),
    (
        "ME.market.no-mission",
        f"{M} p. 28, Mudanças na jogabilidade",
        "Market module: a player may go to the market only in a turn in which they complete no "
        "mission. [choice] After a purchase no mission may be completed that turn, and after a "
        "mission no purchase may be made.",
    ),
    (
        "ME.market.shield",
        f"{M} p. 28, Ficha de escudo",
        "Market module: the shield token is a normal shield (it repels a traitor of its colour "
        "and counts for missions); used against a traitor it goes back to the market. [choice] "
        "The buyer names its colour (data/merlin/market.json); a token leaving the player in "
        "any other way also goes back to the market, and of a player's shields of one colour "
        "the tokens are used first.",
    ),
    (
        "ME.market.material",
        f"{M} p. 28, Ficha de material de construção",
        "Market module: the material token is a normal building material (it pays a manor on a "
        "tile accepting its colour and counts for missions); used to build it goes back to the "
        "market. [choice] The buyer names its colour; tokens are paid first and go back to the "
        "market however they leave the player.",
    ),
    (
        "ME.market.addition",
        f"{M} p. 28, Marcador de adição",
        "Market module: addition markers are kept beside the castle; placing an influence marker "
        "in a principality, the player may put one under it. [choice] Offered as a side option "
        "for the rest of the turn in which the marker was placed, once per principality and "
        "turn.",
    ),
    (
        "ME.market.addition.scoring",
        f"{M} p. 28, Marcador de adição (example)",
        "Market module: an influence marker with an addition marker under it counts as two at "
        "the next influence scoring (for the majority and for the points); then the addition "
        "marker goes back to the market. [choice] An addition whose marker has left the "
        "principality goes back unused.",
    ),
    (
        "ME.market.apple-mistletoe",
        f"{M} p. 28, Ficha de maçã/visco",
        "Market module: the apple/mistletoe token is used as an apple (the chosen die to any "
        "other face) or as a mistletoe (one requirement of the mission being completed "
        "ignored), then goes back to the market. [choice] It scores nothing at the end.",
    ),
    (
        "ME.market.worker",
        f"{M} p. 28, Trabalhador temporário",
        "Market module: a temporary worker is used instead of one of the player's dice: the "
        "knight moves clockwise exactly the worker's printed value and the player takes that "
        "space's action; gold and apples cannot change it; it goes back to the market after "
        "use. [choice] Nothing else changes it either (no flip or reverse flag, no decree); it "
        "moves the knight only (never Merlin nor, with Arthur, Arthur); a player uses at most "
        "one worker a round (so that every round ends: a worker bought after using one waits "
        "for the next round).",
    ),
    (
        "ME.market.worker.extra-turn",
        f"{M} p. 28, Trabalhador temporário; docs/rules/merlin.md §5.14",
        "Market module: the worker 'allows an additional action at the end of the round': the "
        "die the player kept gives them a turn after everyone's dice are used "
        "(ME.round.extra-turns); a player holding an unused worker may also take a turn then "
        "with it, or pass and keep it.",
    ),
)
register_rules(RULES)


@cache
def module_data() -> Mapping[str, Any]:
    """data/merlin/market.json: the market's stock and the workers' values (unverified)."""
    path = data_path("merlin", "market.json")
    doc = load_json(path)
    stock = doc.get("stock")
    if not isinstance(stock, dict) or any(
        not isinstance(stock.get(k), int) or stock[k] < 0 for k in STOCK_KINDS
    ):
        raise DataError(str(path), "stock", f"needs a count >= 0 for each of {STOCK_KINDS}")
    workers = doc.get("workers")
    if not isinstance(workers, list) or any(
        not isinstance(v, int) or not 1 <= v <= 6 for v in workers
    ):
        raise DataError(str(path), "workers", "a list of worker values from 1 to 6")
    return MappingProxyType(doc)


def worker_values() -> tuple[int, ...]:
    return tuple(int(v) for v in module_data()["workers"])


# -- the actions, built once per game ----------------------------------------------------------
@dataclass(frozen=True)
class MarketTables:
    """The module's actions, interned (tokens: ``shield-<colour>``, ``material-<colour>``,
    ``addition``, ``apple-mistletoe``, ``worker-<value>``)."""

    buy: Mapping[str, MarketBuy]
    goods: tuple[tuple[MarketBuy, ...], ...]
    """``goods[stock kind][colour]`` for the shield and material tokens."""
    worker_buy: Mapping[int, MarketBuy]
    addition: tuple[PlaceAddition, ...]
    apple: tuple[MarketApple, ...]
    mission: tuple[MarketMistletoeMission, ...]
    worker: Mapping[int, MarketWorker]

    @classmethod
    def build(cls, colours: tuple[str, ...], cards: tuple[str, ...], faces: int) -> MarketTables:
        goods = tuple(tuple(MarketBuy(f"{kind}-{c}") for c in colours) for kind in STOCK_KINDS[:2])
        values = sorted(set(worker_values()))
        worker_buy = {v: MarketBuy(f"{WORKER}-{v}") for v in values}
        buy = {a.token: a for row in goods for a in row}
        buy.update({k: MarketBuy(k) for k in STOCK_KINDS[2:]})
        buy.update({a.token: a for a in worker_buy.values()})
        return cls(
            buy=MappingProxyType(buy),
            goods=goods,
            worker_buy=MappingProxyType(worker_buy),
            addition=tuple(PlaceAddition(c) for c in colours),
            apple=tuple(MarketApple(f) for f in range(faces + 1)),
            mission=tuple(MarketMistletoeMission(c) for c in cards),
            worker=MappingProxyType({v: MarketWorker(v) for v in values}),
        )


def tables(s: MerlinState) -> MarketTables:
    return s.game.market_tables


def setup_hook(s: MerlinState) -> None:
    """ME.market.setup: the market board and its tokens (p. 27)."""
    stock = module_data()["stock"]
    n = s.game.num_players
    s.market_stock = [int(stock[k]) for k in STOCK_KINDS]
    s.market_workers = [-1] * len(worker_values())
    s.market_held = [0] * (n * HELD_BLOCK)
    s.market_additions = [0] * (n * NUM_COLOURS)
    parts = ", ".join(f"{s.market_stock[i]} {k}" for i, k in enumerate(STOCK_KINDS))
    say(
        s,
        "ME.market.setup",
        f"Market module: the market board holds {parts} tokens and "
        f"{len(s.market_workers)} temporary workers.",
    )


def new_round(s: MerlinState) -> None:
    """A new round: every player may use a temporary worker again."""
    s.market_workers_used = 0


def new_turn(s: MerlinState) -> None:
    """A turn begins: no purchase yet, no influence placed, no worker moving."""
    s.market_used = s.market_influence = s.market_worker = 0


# -- buying (p. 28) ----------------------------------------------------------------------------
def holds_worker(s: MerlinState, p: int) -> bool:
    return p in s.market_workers


def may_buy(s: MerlinState) -> bool:
    """ME.market.buy / ME.market.no-mission: once per turn, without a mission, with a coin."""
    return (
        not s.market_used
        and s.missions_done == 0
        and s.arthur_draws == 0  # Arthur module: the signet ring's missions count too
        and s.gold[s.current] > 0
    )


def buy_choices(s: MerlinState) -> list[MarketBuy]:
    if not may_buy(s):
        return []
    t = tables(s)
    stock = s.market_stock
    out: list[MarketBuy] = []
    for kind in (S_SHIELD, S_MATERIAL):
        if stock[kind] > 0:
            out.extend(t.goods[kind])
    if stock[S_ADDITION] > 0:
        out.append(t.buy[STOCK_KINDS[S_ADDITION]])
    if stock[S_CHOICE] > 0:
        out.append(t.buy[STOCK_KINDS[S_CHOICE]])
    if not holds_worker(s, s.current):
        values = worker_values()
        free = sorted({values[w] for w, holder in enumerate(s.market_workers) if holder < 0})
        out.extend(t.worker_buy[v] for v in free)
    return out


def buy(s: MerlinState, token: str) -> None:
    """ME.market.buy: one gold coin for the token."""
    p = s.current
    s.gold[p] -= 1
    s.gold_supply += 1
    s.market_used = 1
    kind, _, arg = token.partition("-")
    base = p * HELD_BLOCK
    if token in STOCK_KINDS[2:]:
        kind_index = STOCK_KINDS.index(token)
        s.market_stock[kind_index] -= 1
        s.market_held[base + (HELD_ADDITION if kind_index == S_ADDITION else HELD_CHOICE)] += 1
        what = "an addition marker" if kind_index == S_ADDITION else "an apple/mistletoe token"
    elif kind == WORKER:
        value = int(arg)
        values = worker_values()
        w = next(i for i, h in enumerate(s.market_workers) if h < 0 and values[i] == value)
        s.market_workers[w] = p
        what = f"a temporary worker showing {value}, put on the castle's knight space"
    else:
        good = GOOD_NAMES.index(kind)
        c = s.game.colour_index[arg]
        s.market_stock[_STOCK_OF_GOOD[good]] -= 1
        s.market_held[base + good * NUM_COLOURS + c] += 1
        s.goods[p * GOODS_BLOCK + good * NUM_COLOURS + c] += 1
        what = f"{with_article(arg)} {kind} token"
    say(
        s,
        "ME.market.buy",
        f"Market module: {name(s, p)} pays a gold coin at the market for {what}; no mission may "
        "be completed this turn.",
        p,
    )


# -- shield and material tokens (p. 28) ----------------------------------------------------------
def token_leaves(s: MerlinState, p: int, good: int, c: int) -> None:
    """A good of ``p`` just went back to its principality (``common.return_good``): if one of
    ``p``'s tokens of that good and colour is among their goods, it is that one, and it goes
    to the market instead (ME.market.shield / ME.market.material)."""
    i = p * HELD_BLOCK + good * NUM_COLOURS + c
    if s.market_held[i] <= 0:
        return
    s.market_held[i] -= 1
    s.goods[s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS + c] -= 1
    s.market_stock[_STOCK_OF_GOOD[good]] += 1
    rule = "ME.market.shield" if good == SHIELD else "ME.market.material"
    say(
        s,
        rule,
        f"Market module: {name(s, p)}'s {colour(s, c)} {GOOD_NAMES[good]} token goes back to "
        "the market.",
        p,
    )


def shields_spent(s: MerlinState, p: int, spent: list[int]) -> None:
    """Traitor scoring repelled with ``spent[c]`` of ``p``'s shields, already put back on the
    principalities: the tokens among them go to the market instead (ME.market.shield)."""
    for c, k in enumerate(spent):
        while k > 0 and s.market_held[p * HELD_BLOCK + SHIELD * NUM_COLOURS + c] > 0:
            token_leaves(s, p, SHIELD, c)
            k -= 1


# -- addition markers (p. 28) --------------------------------------------------------------------
def addition_choices(s: MerlinState) -> list[int]:
    """ME.market.addition: colours where an addition marker may go under a marker placed
    this turn."""
    if s.market_held[s.current * HELD_BLOCK + HELD_ADDITION] <= 0 or not s.market_influence:
        return []
    mask = s.market_influence
    return [c for c in range(NUM_COLOURS) if mask >> c & 1]


def place_addition(s: MerlinState, c: int) -> None:
    p = s.current
    s.market_held[p * HELD_BLOCK + HELD_ADDITION] -= 1
    s.market_additions[p * NUM_COLOURS + c] += 1
    s.market_influence &= ~(1 << c)
    say(
        s,
        "ME.market.addition",
        f"Market module: {name(s, p)} puts an addition marker under their influence marker in "
        f"{colour(s, c)}: it counts double at the next influence scoring.",
        p,
    )


def additions_count(s: MerlinState) -> bool:
    """Scoring step before the influence scoring: each marker with an addition counts as
    two (ME.market.addition.scoring); additions without a marker go back unused."""
    n = s.game.num_players
    for p in range(n):
        for c in range(NUM_COLOURS):
            i = p * NUM_COLOURS + c
            a = s.market_additions[i]
            if not a:
                continue
            markers = s.influence[i]
            if a > markers:
                s.market_stock[S_ADDITION] += a - markers
                a = s.market_additions[i] = markers
            if a:
                s.influence[i] += a
                say(
                    s,
                    "ME.market.addition.scoring",
                    f"Market module: {name(s, p)}'s addition marker{'s' if a > 1 else ''} in "
                    f"{colour(s, c)}: {a} marker{'s count' if a > 1 else ' counts'} double.",
                    p,
                )
    return False


def additions_counted(s: MerlinState) -> bool:
    """Whether the influence scoring is under way with the additions counted in
    ``state.influence`` (between the two scoring steps of the module, e.g. waiting for the
    Grail)."""
    names = [step_name for step_name, _ in s.game.ruleset.scoring_steps]
    return names.index(ADDITIONS_COUNT) < s.score_step < names.index(ADDITIONS_RETURN)


def additions_return(s: MerlinState) -> bool:
    """Scoring step after the influence scoring: the addition markers go back to the market.
    The influence scoring gave the players back every marker but one per principality,
    counting the additions as markers: those are taken off the castle again."""
    n = s.game.num_players
    back = 0
    for p in range(n):
        for c in range(NUM_COLOURS):
            i = p * NUM_COLOURS + c
            a = s.market_additions[i]
            if a:
                s.castle_influence[p] -= a
                s.market_additions[i] = 0
                back += a
    if back:
        s.market_stock[S_ADDITION] += back
        say(
            s,
            "ME.market.addition.scoring",
            f"Market module: {back} addition marker{'s go' if back > 1 else ' goes'} back to the "
            "market.",
        )
    return False


# -- the apple/mistletoe token (p. 28) ------------------------------------------------------------
def holds_choice_token(s: MerlinState, p: int) -> bool:
    return s.market_held[p * HELD_BLOCK + HELD_CHOICE] > 0


def _spend_choice_token(s: MerlinState, p: int) -> None:
    s.market_held[p * HELD_BLOCK + HELD_CHOICE] -= 1
    s.market_stock[S_CHOICE] += 1


def pre_move_actions(s: MerlinState) -> list[Action]:
    """The apple/mistletoe token used as an apple: the chosen die to any other face."""
    if not holds_choice_token(s, s.current):
        return []
    apple = tables(s).apple
    v = s.die_value
    return [apple[f] for f in range(1, s.game.params.die_faces + 1) if f != v]


def use_as_apple(s: MerlinState, face: int) -> None:
    p = s.current
    old = s.die_value
    _spend_choice_token(s, p)
    s.die_value = face
    s.dice[p * s.game.dice_per_player + s.die] = face
    say(
        s,
        "ME.market.apple-mistletoe",
        f"Market module: {name(s, p)} uses an apple/mistletoe token as an apple to turn a {old} "
        f"into a {face}; the token goes back to the market.",
        p,
    )


def mission_choices(s: MerlinState) -> list[int]:
    """Hand cards completable with the token as one mistletoe (and mistletoe for the rest).

    The caller has already checked the per-turn mission limit and the purchase."""

    p = s.current
    if not holds_choice_token(s, p):
        return []
    have = s.mistletoe[p] + 1
    return [c for c in s.hands[p] if 1 <= unmet_requirements(s, p, c) <= have]


def use_as_mistletoe(s: MerlinState, card: int) -> None:
    """Pay the token (and mistletoe for any further requirement); the caller completes."""

    p = s.current
    k = unmet_requirements(s, p, card)
    _spend_choice_token(s, p)
    s.mistletoe[p] -= k - 1
    s.mistletoe_supply += k - 1
    more = f" and {k - 1} mistletoe" if k > 1 else ""
    say(
        s,
        "ME.market.apple-mistletoe",
        f"Market module: {name(s, p)} uses an apple/mistletoe token as a mistletoe{more} to "
        f"ignore {k} requirement{'s' if k > 1 else ''} of mission "
        f"{s.game.data.missions[card].id}; the token goes back to the market.",
        p,
    )


# -- the side options at the turn's main points ----------------------------------------------------
def missions_allowed(s: MerlinState) -> bool:
    from .rules import mission_limit

    return not s.market_used and mission_limit(s, s.current) > s.missions_done


def side_actions(s: MerlinState) -> list[Action]:
    t = tables(s)
    out: list[Action] = list(buy_choices(s))
    out.extend(t.addition[c] for c in addition_choices(s))
    if missions_allowed(s):
        mission = t.mission
        out.extend(mission[c] for c in mission_choices(s))
    return out


def any_side(s: MerlinState) -> bool:
    if may_buy(s) and buy_choices(s):
        return True
    if addition_choices(s):
        return True
    return missions_allowed(s) and bool(mission_choices(s))


# -- the temporary worker (p. 28) ---------------------------------------------------------------
def worker_actions(s: MerlinState) -> list[Action]:
    """ME.market.worker: the worker the current player holds, among the die choices (one
    worker a round)."""
    p = s.current
    if s.market_workers_used >> p & 1:
        return []
    values = worker_values()
    held = sorted({values[w] for w, holder in enumerate(s.market_workers) if holder == p})
    workers = tables(s).worker
    return [workers[v] for v in held]


def extra_turn_hook(s: MerlinState, p: int) -> bool:
    """ME.market.worker.extra-turn: a player holding a worker may take a turn with it (if
    they have not used one this round)."""
    return p in s.market_workers and not s.market_workers_used >> p & 1


def use_worker(s: MerlinState, value: int) -> None:
    """ME.market.worker: the knight moves the worker's value at once (nothing may change it);
    the player's dice stay as they are; the worker goes back to the market."""
    from .effects import move_figure

    g = s.game
    p = s.current
    values = worker_values()
    w = next(i for i, h in enumerate(s.market_workers) if h == p and values[i] == value)
    s.market_workers[w] = -1
    s.market_worker = value
    s.market_workers_used |= 1 << p
    # ``s.die`` names a knight slot only so that the turn reads as a knight's move (which
    # figure, no staff); that die is not used: its value is put back after the move.
    knight = g.die_kind_index[KNIGHT_DIE]
    slot = g.die_slot_kind.index(knight)
    index = p * g.dice_per_player + slot
    kept = s.dice[index]
    s.die = slot
    s.die_value = value
    say(
        s,
        "ME.market.worker",
        f"Market module: {name(s, p)} uses a temporary worker showing {value} instead of a die; "
        "it goes back to the market.",
        p,
    )
    move_figure(s, 1)
    s.dice[index] = kept


# -- checks ------------------------------------------------------------------------------------
MARKET_ACTIONS = (MarketBuy, PlaceAddition, MarketApple, MarketMistletoeMission, MarketWorker)
_RULE = {
    MarketBuy: "ME.market.buy",
    PlaceAddition: "ME.market.addition",
    MarketApple: "ME.market.apple-mistletoe",
    MarketMistletoeMission: "ME.market.apple-mistletoe",
    MarketWorker: "ME.market.worker",
}


def rule_for(action: object) -> str:
    return _RULE.get(type(action), "ME.market.buy")


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    """Why a market action of the right stage is not legal now."""
    if not s.game.market_on:
        return rule, "the market module is not in play"
    p = s.current
    who = name(s, p)
    if isinstance(action, MarketBuy):
        if s.market_used:
            return rule, f"{who} has already been to the market this turn"
        if s.missions_done or s.arthur_draws:
            return "ME.market.no-mission", f"{who} completed a mission this turn"
        if s.gold[p] <= 0:
            return rule, f"{who} has no gold coin"
        if action.token.startswith(WORKER) and holds_worker(s, p):
            return rule, f"{who} already holds a temporary worker"
        return rule, f"no {action.token} token is left on the market"
    if isinstance(action, PlaceAddition):
        return rule, (
            f"{who} needs an addition marker and an influence marker placed in {action.colour} "
            "this turn without one"
        )
    if isinstance(action, MarketApple):
        return rule, f"{who} holds no apple/mistletoe token, or the die already shows that"
    if isinstance(action, MarketMistletoeMission):
        if s.market_used:
            return "ME.market.no-mission", f"{who} went to the market this turn"
        return rule, (
            f"{who} needs an apple/mistletoe token and mission {action.card} in hand with 1 to "
            "1 + mistletoe requirements not held"
        )
    if s.market_workers_used >> p & 1:
        return rule, f"{who} has already used a temporary worker this round"
    return rule, f"{who} holds no temporary worker showing that value"


def unknown_name(g: MerlinGame, a: object) -> str:
    """Names in a market action that do not exist in this game ('' when all do)."""
    if isinstance(a, MarketBuy):
        ok = a.token in g.market_tables.buy
        return "" if ok else f"a market token is one of {', '.join(g.market_tables.buy)}"
    if isinstance(a, PlaceAddition):
        return "" if a.colour in g.colour_index else f"no principality colour {a.colour!r}"
    if isinstance(a, MarketApple):
        faces = g.params.die_faces
        return "" if 1 <= a.face <= faces else f"a die shows 1 to {faces}"
    if isinstance(a, MarketMistletoeMission):
        return "" if a.card in g.mission_index else f"no mission card {a.card!r}"
    if isinstance(a, MarketWorker):
        return "" if a.value in g.market_tables.worker else "no temporary worker shows that"
    return ""


def observe_player(s: MerlinState, p: int) -> dict[str, Any]:
    """What the market gave player ``p`` (public: tokens lie beside the castle)."""
    colours = s.game.data.colours
    base = p * HELD_BLOCK
    values = worker_values()
    return {
        "shield_tokens": {
            c: s.market_held[base + SHIELD * NUM_COLOURS + i] for i, c in enumerate(colours)
        },
        "material_tokens": {
            c: s.market_held[base + MATERIAL * NUM_COLOURS + i] for i, c in enumerate(colours)
        },
        "addition_markers": s.market_held[base + HELD_ADDITION],
        "additions_placed": {
            c: s.market_additions[p * NUM_COLOURS + i] for i, c in enumerate(colours)
        },
        "apple_mistletoe_tokens": s.market_held[base + HELD_CHOICE],
        "temporary_workers": [values[w] for w, h in enumerate(s.market_workers) if h == p],
    }


def observe_board(s: MerlinState) -> dict[str, Any]:
    values = worker_values()
    out: dict[str, Any] = {k: s.market_stock[i] for i, k in enumerate(STOCK_KINDS)}
    out["temporary_workers"] = [values[w] for w, h in enumerate(s.market_workers) if h < 0]
    out["bought_this_turn"] = bool(s.market_used)
    out["worker_this_turn"] = s.market_worker or None
    return out


class MarketModule(MerlinModule):
    """The market module's plug-in (its rules register themselves)."""

    name = MODULE
    title = "Market"
    interacts_with = ("gold",)
    """The apple/mistletoe token stands in for a mistletoe."""

    def scoring_steps(self, folder: Path | None) -> tuple[tuple[str, str, ScoringStep], ...]:
        return (
            (ADDITIONS_COUNT, "surroundings", additions_count),
            (ADDITIONS_RETURN, "influence", additions_return),
        )

    def after_setup(self, s: MerlinState) -> None:
        setup_hook(s)

    def extra_turn(self, s: MerlinState, p: int) -> bool:
        return extra_turn_hook(s, p)

    def round_prepared(self, s: MerlinState) -> None:
        new_round(s)

    def turn_started(self, s: MerlinState) -> None:
        new_turn(s)

    def die_substitutes(self, s: MerlinState) -> list[Action]:
        """A temporary worker instead of a die (ME.round.extra-turns)."""
        return worker_actions(s)

    def observe_player(self, s: MerlinState, p: int, entry: dict[str, Any]) -> None:
        entry["market"] = observe_player(s, p)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["market"] = observe_board(s)

    def side_possible(self, s: MerlinState) -> bool:
        return any_side(s)

    def side_choices(self, s: MerlinState) -> list[Action]:
        """Buying, addition markers (no mission after a purchase: missions_blocked)."""
        return side_actions(s)

    def missions_blocked(self, s: MerlinState) -> tuple[str, str] | None:
        if s.market_used:  # ME.market.no-mission
            return "ME.market.no-mission", f"{name(s, s.current)} went to the market this turn"
        return None
