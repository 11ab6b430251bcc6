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
data/merlin/market.json (``"verified": false``), read from the ``data_dir`` option's folder
when it holds a copy.

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
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError

from ...common import colour, name, player_name, say, with_article
from ...constants import GOOD_NAMES, GOODS_BLOCK, MATERIAL, NUM_COLOURS, SHIELD
from ...plugin import load_module_data
from .actions import MarketApple, MarketBuy, MarketMistletoeMission, MarketWorker, PlaceAddition

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

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
        f"{M} p. 27, Components and changes to the setup 1-2 (Componentes e mudanças na "
        "preparação 1-2; "
        "our translation)",
        "Market module: the market board beside the game board, holding 6 shield tokens, 6 "
        "building material tokens, 6 addition markers, 4 apple/mistletoe tokens and 6 temporary "
        "workers. The rulebook text does not give the workers' values; here one worker for each "
        "face 1-6 is played.",
    ),
    (
        "ME.market.buy",
        f"{M} p. 28, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Market module: once per turn a player may pay one gold coin for any token available on "
        "the market. The rulebook does not settle this; here the purchase is a side option at the "
        "turn's main points (before "
        "choosing a die, at the space's action, before ending the turn), like completing a "
        "mission; a player holds at most one temporary worker at a time (it stands on the "
        "castle's knight space).",
    ),
    (
        "ME.market.no-mission",
        f"{M} p. 28, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Market module: a player may go to the market only in a turn in which they complete no "
        "mission. The rulebook does not settle this; here after a purchase no mission may be "
        "completed that turn, and after a "
        "mission no purchase may be made.",
    ),
    (
        "ME.market.shield",
        f"{M} p. 28, Shield token (Ficha de escudo; our translation)",
        "Market module: the shield token is a normal shield (it repels a traitor of its colour "
        "and counts for missions); used against a traitor it goes back to the market. The "
        "rulebook does not settle this; here "
        "the buyer names its colour; a token leaving the player in "
        "any other way also goes back to the market, and of a player's shields of one colour "
        "the tokens are used first.",
    ),
    (
        "ME.market.material",
        f"{M} p. 28, Building material token (Ficha de material de construção; our translation)",
        "Market module: the material token is a normal building material (it pays a manor on a "
        "tile accepting its colour and counts for missions); used to build it goes back to the "
        "market. The rulebook does not settle this; here the buyer names its colour; tokens are "
        "paid first and go back to the "
        "market however they leave the player.",
    ),
    (
        "ME.market.addition",
        f"{M} p. 28, Addition marker (Marcador de adição; our translation)",
        "Market module: addition markers are kept beside the castle; placing an influence marker "
        "in a principality, the player may put one under it. The rulebook does not settle this; "
        "here offered as a side option "
        "for the rest of the turn in which the marker was placed, once per principality and "
        "turn.",
    ),
    (
        "ME.market.addition.scoring",
        f"{M} p. 28, Addition marker (Marcador de adição; our translation) (example)",
        "Market module: an influence marker with an addition marker under it counts as two at "
        "the next influence scoring (for the majority and for the points); then the addition "
        "marker goes back to the market. The rulebook does not settle this; here an addition "
        "whose marker has left the "
        "principality goes back unused.",
    ),
    (
        "ME.market.apple-mistletoe",
        f"{M} p. 28, Apple/mistletoe token (Ficha de maçã/visco; our translation)",
        "Market module: the apple/mistletoe token is used as an apple (the chosen die to any "
        "other face) or as a mistletoe (one requirement of the mission being completed "
        "ignored), then goes back to the market. The rulebook does not settle this; here it "
        "scores nothing at the end.",
    ),
    (
        "ME.market.worker",
        f"{M} p. 28, Temporary worker (Trabalhador temporário; our translation)",
        "Market module: a temporary worker is used instead of one of the player's dice: the "
        "knight moves clockwise exactly the worker's printed value and the player takes that "
        "space's action; gold and apples cannot change it; it goes back to the market after "
        "use. The rulebook does not settle this; here nothing else changes it either (no flip or "
        "reverse flag, no decree); it "
        "moves the knight only (never Merlin nor, with Arthur, Arthur); a player uses at most "
        "one worker a round (so that every round ends: a worker bought after using one waits "
        "for the next round).",
    ),
    (
        "ME.market.worker.extra-turn",
        f"{M} p. 28, Temporary worker (Trabalhador temporário; our translation)",
        "Market module: the worker 'allows an additional action at the end of the round': the "
        "die the player kept gives them a turn after everyone's dice are used "
        "(see Turns without a die of one's own); a player holding an unused worker may also take "
        "a turn then "
        "with it, or pass and keep it.",
    ),
)


def check_data(doc: Mapping[str, Any], path: str) -> None:
    """ME.market.setup: a count for each stock kind, worker values from 1 to 6."""
    stock = doc.get("stock")
    if not isinstance(stock, dict) or any(
        not isinstance(stock.get(k), int) or stock[k] < 0 for k in STOCK_KINDS
    ):
        raise DataError(path, "stock", f"needs a count >= 0 for each of {STOCK_KINDS}")
    workers = doc.get("workers")
    if not isinstance(workers, list) or any(
        not isinstance(v, int) or not 1 <= v <= 6 for v in workers
    ):
        raise DataError(path, "workers", "a list of worker values from 1 to 6")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """market.json of the ``data_dir`` folder (default data/merlin/): the market's stock and
    the workers' values (unverified)."""
    return load_module_data("market.json", folder, check_data)


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
    values: tuple[int, ...]
    """Per temporary worker (in ``state.market_workers`` order), its printed value."""
    buy_memo: dict[tuple[int, ...], tuple[MarketBuy, ...]]
    """:func:`buy_choices` by content: the buyer, the market's stock and the workers' holders
    (all it reads past :func:`may_buy`); one per game, bounded by those few small counts."""

    @classmethod
    def build(cls, game: MerlinGame) -> MarketTables:
        colours = game.data.colours
        cards = tuple(c.id for c in game.data.missions)
        faces = game.params.die_faces
        printed = tuple(int(v) for v in module_data(game.data_dir)["workers"])
        goods = tuple(tuple(MarketBuy(f"{kind}-{c}") for c in colours) for kind in STOCK_KINDS[:2])
        values = sorted(set(printed))
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
            values=printed,
            buy_memo={},
        )


def tables(s: MerlinState) -> MarketTables:
    found: MarketTables = s.game.tables.modules[MODULE]
    return found


def worker_values(s: MerlinState) -> tuple[int, ...]:
    """The printed value of each temporary worker (data/merlin/market.json)."""
    return tables(s).values


def setup_hook(s: MerlinState) -> None:
    """ME.market.setup: the market board and its tokens (p. 27)."""
    stock = module_data(s.game.data_dir)["stock"]
    n = s.game.num_players
    s.market_stock = [int(stock[k]) for k in STOCK_KINDS]
    s.market_workers = [-1] * len(worker_values(s))
    s.market_held = [0] * (n * HELD_BLOCK)
    s.market_additions = [0] * (n * NUM_COLOURS)
    parts = [f"{s.market_stock[i]} {STOCK_WORDS.get(k, k)}" for i, k in enumerate(STOCK_KINDS)]
    say(
        s,
        "ME.market.setup",
        f"Market module: the market board holds {', '.join(parts)} and "
        f"{len(s.market_workers)} temporary workers.",
    )


STOCK_WORDS = {
    "shield": "shield tokens",
    "material": "material tokens",
    "addition": "addition markers",
    "apple-mistletoe": "apple or mistletoe tokens",
}
"""The market's stock, as the setup narration counts it."""


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
    # Content-keyed (nothing to forget: the key holds every value read below, and the
    # stock's length): asked at every main point of a turn with a coin.
    stock = s.market_stock
    key = (s.current, len(stock), *stock, *s.market_workers)
    found = t.buy_memo.get(key)
    if found is None:
        found = t.buy_memo[key] = tuple(_buy_choices(s, t))
    return list(found)


def _buy_choices(s: MerlinState, t: MarketTables) -> list[MarketBuy]:
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
        values = worker_values(s)
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
        values = worker_values(s)
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
    say(s, "ME.market.buy", (_bought, p, what), p)


def _bought(g: MerlinGame, p: int, what: str) -> str:
    return (
        f"Market module: {player_name(g, p)} pays a gold coin at the market for {what}; no "
        "mission may be completed this turn."
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
    if not any(spent):  # (no shield spent: asked for every player at every scoring)
        return
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
    if not any(s.market_additions):  # (most scorings: no addition placed, no cell to visit)
        return False
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
    if not any(s.market_additions):  # (as in additions_count)
        return False
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
