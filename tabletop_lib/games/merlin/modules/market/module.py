"""The market module's plug-in: buying at the turn's main points, the apple/mistletoe token
before moving and for a mission, the temporary worker instead of a die (and the extra turn it
leaves), the addition markers around the influence scoring, the tokens in the observation and
their conservation."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ...common import name
from ...constants import (
    ACTION,
    CHOOSE_DIE,
    END_TURN,
    GOODS_BLOCK,
    MATERIAL,
    NUM_COLOURS,
    PRE_MOVE,
    SHIELD,
)
from ...effects import complete_paid, pre_move, resume_main
from ...plugin import MerlinModule, PanelRow, ScoringStep
from ...words import mission_words
from . import rules as R
from . import turn as T
from .actions import MarketApple, MarketBuy, MarketMistletoeMission, MarketWorker, PlaceAddition
from .describe import DESCRIBERS, market_token
from .lessons import LESSONS
from .state import FIELDS

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

_SIDE = (MarketBuy, PlaceAddition, MarketMistletoeMission)
"""The side options at the turn's main points."""


def _on_buy(s: MerlinState, a: MarketBuy, stage: int) -> None:
    R.buy(s, a.token)
    resume_main(s, stage)


def _on_addition(s: MerlinState, a: PlaceAddition, stage: int) -> None:
    R.place_addition(s, s.game.colour_index[a.colour])
    resume_main(s, stage)


def _on_apple(s: MerlinState, a: MarketApple, stage: int) -> None:
    T.use_as_apple(s, a.face)
    pre_move(s)


def _on_mission(s: MerlinState, a: MarketMistletoeMission, stage: int) -> None:
    complete_paid(s, a.card, stage, T.use_as_mistletoe)


def _on_worker(s: MerlinState, a: MarketWorker, stage: int) -> None:
    T.use_worker(s, a.value)


def _mission(s: MerlinState, card: str) -> str:
    """A mission as a refusal names it ("the builder mission (...)"), or "that mission"."""
    try:
        return mission_words(s.game, card)
    except StopIteration:
        return "that mission"


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    """Why a market action of the right stage is not legal now."""
    if not s.game.in_play(R.MODULE):
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
        if action.token.startswith(R.WORKER) and R.holds_worker(s, p):
            return rule, f"{who} already holds a temporary worker"
        what = market_token(action.token).removeprefix("an ").removeprefix("the ")
        return rule, f"no {what} is left on the market"
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
            f"{who} needs an apple/mistletoe token, and {_mission(s, action.card)} in hand "
            "lacking no more requirements than the mistletoes they can spend"
        )
    if s.market_workers_used >> p & 1:
        return rule, f"{who} has already used a temporary worker this round"
    return rule, f"{who} holds no temporary worker showing that value"


def unknown_name(g: MerlinGame, a: object) -> str | None:
    """Names in a market action that do not exist in this game ('' when all do; None for
    another module's action)."""
    t: R.MarketTables = g.tables.modules.get(R.MODULE) or R.MarketTables.build(g)
    if isinstance(a, MarketBuy):
        ok = a.token in t.buy
        return "" if ok else f"a market token is one of {', '.join(t.buy)}"
    if isinstance(a, PlaceAddition):
        return "" if a.colour in g.colour_index else f"no principality colour {a.colour!r}"
    if isinstance(a, MarketApple):
        faces = g.params.die_faces
        return "" if 1 <= a.face <= faces else f"a die shows 1 to {faces}"
    if isinstance(a, MarketMistletoeMission):
        return "" if a.card in g.mission_index else f"no mission card {a.card!r}"
    if isinstance(a, MarketWorker):
        return "" if a.value in t.worker else "no temporary worker shows that"
    return None


def observe_player(s: MerlinState, p: int) -> dict[str, Any]:
    """What the market gave player ``p`` (public: tokens lie beside the castle)."""
    colours = s.game.data.colours
    base = p * R.HELD_BLOCK
    values = R.worker_values(s)
    return {
        "shield_tokens": {
            c: s.market_held[base + SHIELD * NUM_COLOURS + i] for i, c in enumerate(colours)
        },
        "material_tokens": {
            c: s.market_held[base + MATERIAL * NUM_COLOURS + i] for i, c in enumerate(colours)
        },
        "addition_markers": s.market_held[base + R.HELD_ADDITION],
        "additions_placed": {
            c: s.market_additions[p * NUM_COLOURS + i] for i, c in enumerate(colours)
        },
        "apple_mistletoe_tokens": s.market_held[base + R.HELD_CHOICE],
        "temporary_workers": [values[w] for w, h in enumerate(s.market_workers) if h == p],
    }


def observe_board(s: MerlinState) -> dict[str, Any]:
    values = R.worker_values(s)
    out: dict[str, Any] = {k: s.market_stock[i] for i, k in enumerate(R.STOCK_KINDS)}
    out["temporary_workers"] = [values[w] for w, h in enumerate(s.market_workers) if h < 0]
    out["bought_this_turn"] = bool(s.market_used)
    out["worker_this_turn"] = s.market_worker or None
    return out


def tokens_conserved(s: MerlinState) -> str | None:
    """Every token is on the market board, with a player or under a marker (ME.market.setup)."""
    stock = R.module_data(s.game.data_dir)["stock"]
    n = s.num_players
    held = s.market_held
    for kind, k in enumerate(R.STOCK_KINDS):
        if kind < 2:  # shield, material tokens among the players' goods
            good = (SHIELD, MATERIAL)[kind]
            base = good * NUM_COLOURS
            out = sum(
                held[p * R.HELD_BLOCK + base + c] for p in range(n) for c in range(NUM_COLOURS)
            )
        elif kind == R.S_ADDITION:
            out = sum(held[p * R.HELD_BLOCK + R.HELD_ADDITION] for p in range(n))
            out += sum(s.market_additions)
        else:
            out = sum(held[p * R.HELD_BLOCK + R.HELD_CHOICE] for p in range(n))
        if min(held) < 0 or s.market_stock[kind] < 0:
            return f"negative market counts {s.market_stock} / {held}"
        if s.market_stock[kind] + out != stock[k]:
            return f"{k} tokens: {s.market_stock[kind]} on the market + {out} out != {stock[k]}"
    for p in range(n):
        for i in range(GOODS_BLOCK):
            if held[p * R.HELD_BLOCK + i] > s.goods[p * GOODS_BLOCK + i]:
                return f"player {p} holds more tokens than goods in slot {i}"
    workers = len(R.worker_values(s))
    if s.market_workers.count(-1) + sum(1 for h in s.market_workers if 0 <= h < n) != workers:
        return f"temporary workers {s.market_workers}"
    return None


class MarketModule(MerlinModule):
    """ME.market.*: the market board's tokens bought with gold, once per turn without a
    mission; the temporary workers' turns without a die."""

    name = R.MODULE
    title = "Market"
    board_keys = ("market",)
    interacts_with = ("gold", "arthur")
    """The apple/mistletoe token stands in for a mistletoe (gold); the signet ring's missions
    (Arthur's ``arthur_draws``) close the market like any other mission."""
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    actions = (MarketBuy, PlaceAddition, MarketMistletoeMission, MarketApple, MarketWorker)
    stage_actions = MappingProxyType(
        {
            CHOOSE_DIE: (*_SIDE, MarketWorker),
            ACTION: _SIDE,
            END_TURN: _SIDE,
            PRE_MOVE: (MarketApple,),
        }
    )
    handlers = MappingProxyType(
        {
            MarketBuy: _on_buy,
            PlaceAddition: _on_addition,
            MarketApple: _on_apple,
            MarketMistletoeMission: _on_mission,
            MarketWorker: _on_worker,
        }
    )
    action_rules = MappingProxyType(
        {
            MarketBuy: "ME.market.buy",
            PlaceAddition: "ME.market.addition",
            MarketApple: "ME.market.apple-mistletoe",
            MarketMistletoeMission: "ME.market.apple-mistletoe",
            MarketWorker: "ME.market.worker",
        }
    )
    describers = DESCRIBERS
    fields = FIELDS
    point_order = MappingProxyType({"pre_move_choices": 110})
    """The apple/mistletoe token is offered last before moving (after Arthur's flags)."""

    def tables(self, game: MerlinGame) -> R.MarketTables:
        return R.MarketTables.build(game)

    def scoring_steps(self, folder: Path | None) -> tuple[tuple[str, str, ScoringStep], ...]:
        return (
            (R.ADDITIONS_COUNT, "surroundings", R.additions_count),
            (R.ADDITIONS_RETURN, "influence", R.additions_return),
        )

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        return unknown_name(game, action)

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        return why_not(s, action, rule)

    # -- hooks ----------------------------------------------------------------------------------
    # The hooks and extension points that forward to a rule are that rule's function itself
    # (``staticmethod``): the engine calls them at every step, and a forwarding method would
    # double each call.
    after_setup = staticmethod(R.setup_hook)
    extra_turn = staticmethod(T.extra_turn_hook)
    round_prepared = staticmethod(R.new_round)
    turn_started = staticmethod(R.new_turn)
    good_returned = staticmethod(R.token_leaves)

    def influence_placed(self, s: MerlinState, p: int, c: int) -> None:
        if p == s.current:  # an addition marker may go under it (ME.market.addition)
            s.market_influence |= 1 << c

    shields_spent = staticmethod(R.shields_spent)

    # -- the turn ---------------------------------------------------------------------------------
    die_substitutes = staticmethod(T.worker_actions)
    """A temporary worker instead of a die (ME.round.extra-turns)."""

    pre_move_possible = staticmethod(T.holds_choice_token_now)

    pre_move_choices = staticmethod(T.pre_move_actions)
    side_possible = staticmethod(T.any_side)
    side_choices = staticmethod(T.side_actions)
    """Buying, addition markers (no mission after a purchase: missions_blocked)."""

    def missions_blocked(self, s: MerlinState) -> tuple[str, str] | None:
        if s.market_used:  # ME.market.no-mission
            return "ME.market.no-mission", f"{name(s, s.current)} went to the market this turn"
        return None

    def observe_player(self, s: MerlinState, p: int, entry: dict[str, Any]) -> None:
        entry["market"] = observe_player(s, p)

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["market"] = observe_board(s)

    # -- saved games ------------------------------------------------------------------------------
    def invariant(self, s: MerlinState) -> str | None:
        return tokens_conserved(s)

    def goods_beyond_max(self, game: MerlinGame) -> int:
        """All the market's shield (or material) tokens may lie beside one castle, each a
        normal shield or material of the colour named (manual p. 27, "Ficha de escudo" and
        "Ficha de material de construção"), beside all 6 of that colour from its
        principality: a 7th to 12th good of one colour is legal play."""
        stock = R.module_data(game.data_dir)["stock"]
        return int(max(stock["shield"], stock["material"]))

    def goods_beyond(self, s: MerlinState, p: int, slot: int) -> int:
        """The market's shield and material tokens are goods beyond the principalities' 6."""
        return s.market_held[p * R.HELD_BLOCK + slot]

    def influence_beyond(self, s: MerlinState, p: int) -> int:
        """The addition markers count as markers during the influence scoring."""
        if not R.additions_counted(s):
            return 0
        return sum(s.market_additions[p * NUM_COLOURS : (p + 1) * NUM_COLOURS])
