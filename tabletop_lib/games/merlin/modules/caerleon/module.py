"""The Caerleon module's plug-in: the district spaces and the influence spaces read as districts,
a henchman placed by the district slots, the districts' decision stages (where the base game's
``take`` and ``return`` are the district's), the districts in the observation and their slots
conserved."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.options import words
from tabletop_lib.core.validation import Bounds

from ...actions import Action, ReturnGood, TakeGood
from ...common import name
from ...constants import GOODS_BLOCK, HENCHMAN_NAMES, NUM_COLOURS, NUM_GOODS, NUM_HENCHMEN
from ...plugin import MerlinModule, PanelRow
from ...spaces import SpaceKind
from ..gold.actions import TakeFromSupply
from ..gold.module import GoldModule
from ..gold.module import tables as gold_tables
from . import districts as D
from . import rules as R
from .actions import MARKET_GOLD, CaerleonEvict, MarketGold, MarketStop
from .describe import DESCRIBERS, STAGE_DESCRIBERS, arrival_words
from .lessons import LESSONS
from .state import FIELDS

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

_OWN = (CaerleonEvict, MarketGold, MarketStop)


@dataclass(frozen=True)
class CaerleonTables:
    """The Caerleon module's interned actions."""

    evict: tuple[tuple[CaerleonEvict, ...], ...]
    """``evict[player][henchman]``."""
    market_gold: tuple[MarketGold, MarketGold]
    """(give, take)."""
    market_stop: MarketStop


def tables(s: MerlinState) -> CaerleonTables:
    found: CaerleonTables = s.game.tables.modules[R.MODULE]
    return found


def _market_choices(s: MerlinState) -> list[Action]:
    """ME.caerleon.market: a good (or a gold coin) to give, or stop; then what to take."""
    t, own = s.game.tables, tables(s)
    p = s.current
    out: list[Action] = []
    if s.stage == R.CAER_MARKET_GIVE:
        base = p * GOODS_BLOCK
        out.extend(
            t.give_back[i // NUM_COLOURS][i % NUM_COLOURS]
            for i in range(GOODS_BLOCK)
            if s.goods[base + i]
        )
        if s.gold[p] > 0 and D.any_good_on_board(s):
            out.append(own.market_gold[0])
        out.append(own.market_stop)
        return out
    out.extend(t.take[good][c] for good in range(NUM_GOODS) for c in D.good_colours(s, good))
    if s.caerleon_pending[2] != R.GAVE_GOLD and s.gold_supply > 0:
        out.append(own.market_gold[1])
    return out


def choices(s: MerlinState) -> list[Action]:
    """The legal actions at the Caerleon stages."""
    stage = s.stage
    if stage == R.CAER_EVICT:
        evict = tables(s).evict
        return [evict[q][h] for q, h in D.evict_choices(s)]
    if stage == R.CAER_GOODS:
        good = s.caerleon_pending[2]
        take = s.game.tables.take[good]
        return [take[c] for c in D.good_colours(s, good)]
    if stage == R.CAER_ORCHARD:
        return [gold_tables(s).supply[item] for item in D.orchard_choices(s)]
    return _market_choices(s)


def stage_rule(s: MerlinState) -> str:
    """The rule governing the decision of the current Caerleon stage."""
    stage = s.stage
    if stage == R.CAER_EVICT:
        return "ME.caerleon.slots.choose"
    if stage == R.CAER_ORCHARD:
        return "ME.caerleon.orchard"
    if stage in (R.CAER_MARKET_GIVE, R.CAER_MARKET_TAKE):
        return "ME.caerleon.market"
    return R.DISTRICT_RULE[s.caerleon_pending[3]]


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
    return rule, "not possible now"


GOLD_HANDLERS = GoldModule.handlers


def _on_take_supply(s: MerlinState, a: TakeFromSupply, stage: int) -> None:
    if stage in R.STAGES:
        D.take_from_orchard(s, a.item)
    else:
        GOLD_HANDLERS[TakeFromSupply](s, a, stage)


def _on_good(s: MerlinState, a: TakeGood | ReturnGood, stage: int) -> None:
    """The base game's ``take`` and ``return`` at the districts' stages."""
    g = s.game
    good, c = g.good_index[a.good], g.colour_index[a.colour]
    if isinstance(a, TakeGood):
        D.take_good(s, good, c)
    else:
        D.give_good(s, good, c)


class CaerleonModule(MerlinModule):
    """ME.caerleon.*: the six districts over the principalities, their slots and actions."""

    name = R.MODULE
    title = "Caerleon"
    board_keys = ("caerleon_side", "districts")
    interacts_with = ("gold", "decree")
    """The orchard's apple-or-mistletoe action; a decree of the district instead of its
    action."""
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    option_choices = MappingProxyType({"caerleon_side": R.SIDES})
    option_help = MappingProxyType(
        {
            "caerleon_side": "Caerleon module: which side of the district tiles is used, one "
            "of: front, back (default front: each district on the principality of its roof "
            "colour; back: the alternative set-up, districts laid out at random, each taking "
            "the colour of its principality)"
        }
    )
    tables_always = True
    actions = (CaerleonEvict, MarketGold, MarketStop)
    stages = MappingProxyType(R.STAGE_NAMES)
    stage_actions = MappingProxyType(
        {
            R.CAER_EVICT: (CaerleonEvict,),
            R.CAER_GOODS: (TakeGood,),
            R.CAER_ORCHARD: (TakeFromSupply,),
            R.CAER_MARKET_GIVE: (ReturnGood, MarketGold, MarketStop),
            R.CAER_MARKET_TAKE: (TakeGood, MarketGold),
        }
    )
    expected = MappingProxyType(
        {
            R.CAER_EVICT: "a henchman to send home ('caerleon-evict <player> <henchman>')",
            R.CAER_GOODS: "a good of your choice ('take <good> <colour>')",
            R.CAER_ORCHARD: "'take-supply apple' or 'take-supply mistletoe'",
            R.CAER_MARKET_GIVE: "a good to give ('return <good> <colour>'), 'caerleon-gold give' "
            "or 'caerleon-stop'",
            R.CAER_MARKET_TAKE: "a good to take ('take <good> <colour>') or 'caerleon-gold take'",
        }
    )
    handlers = MappingProxyType(
        {
            CaerleonEvict: lambda s, a, stage: D.evict(
                s, a.player, s.game.henchman_index[a.henchman]
            ),
            MarketGold: lambda s, a, stage: D.market_gold(s, a.direction),
            MarketStop: lambda s, a, stage: D.market_stop(s),
            TakeFromSupply: _on_take_supply,
        }
    )
    """With the gold module's action, Caerleon's orchard takes an apple or a mistletoe: at
    the orchard's stage the action is Caerleon's (installed after the gold module)."""
    stage_handlers = MappingProxyType(dict.fromkeys(R.STAGES, _on_good))
    action_rules = MappingProxyType(
        {
            CaerleonEvict: "ME.caerleon.slots.choose",
            MarketGold: "ME.caerleon.market",
            MarketStop: "ME.caerleon.market",
        }
    )
    describers = DESCRIBERS
    stage_describers = STAGE_DESCRIBERS
    fields = FIELDS
    stage_choices = MappingProxyType(dict.fromkeys(R.STAGES, choices))

    def tables(self, game: MerlinGame) -> CaerleonTables:
        return CaerleonTables(
            evict=tuple(tuple(CaerleonEvict(p, h) for h in HENCHMAN_NAMES) for p in range(4)),
            market_gold=(MarketGold(MARKET_GOLD[0]), MarketGold(MARKET_GOLD[1])),
            market_stop=MarketStop(),
        )

    def space_kinds(self, folder: Path | None) -> tuple[SpaceKind, ...]:
        return R.SPACE_KINDS

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        if isinstance(action, CaerleonEvict):
            if not 0 <= action.player < game.num_players:
                return f"no player {action.player}"
            ok = action.henchman in game.henchman_index
            return "" if ok else f"no henchman {action.henchman!r}"
        if isinstance(action, MarketGold):
            ok = action.direction in MARKET_GOLD
            return "" if ok else f"one of: {words(MARKET_GOLD)}"
        return "" if isinstance(action, MarketStop) else None

    def stage_rule(self, s: MerlinState) -> str | None:
        return stage_rule(s) if s.stage in R.STAGES else None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        if s.stage in R.STAGES or isinstance(action, _OWN):
            return why_not(s, action, rule)
        return None

    def after_setup(self, s: MerlinState) -> None:
        R.setup_hook(s)

    good_blocked = staticmethod(R.kind_blocked)
    """ME.morgana.block.caerleon: the base game's exchange and influence spaces take no good
    of a blocked district's kind (the function itself, not a method calling it: asked for
    every kind at those spaces)."""

    def place_henchman(
        self, s: MerlinState, p: int, h: int, c: int, rule: str, act: bool
    ) -> bool | None:
        return D.place_in_district(s, p, h, c, rule, act)

    def arrival_words(self, s: MerlinState, h: int, c: int) -> str | None:
        return arrival_words(s, c)

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        colours = s.game.data.colours
        view["caerleon_side"] = s.game.params.module_options["caerleon_side"]
        view["districts"] = {c: R.DISTRICTS[s.districts[i]] for i, c in enumerate(colours)}

    def invariant(self, s: MerlinState) -> str | None:
        if sorted(s.districts) != list(range(len(R.DISTRICTS))):
            return f"districts {s.districts}: each of the six districts covers one principality"
        for c in range(NUM_COLOURS):
            if len(D.occupants(s, c)) > 2 or s.henchmen[0::NUM_HENCHMEN].count(c) > 1:
                return f"district {c} holds more henchmen than its slots"
        return None

    def ranges(self, game: MerlinGame) -> Mapping[str, Bounds]:
        return {"districts": (0, len(R.DISTRICTS) - 1)}
