"""The gold coins and mistletoe module's plug-in: what it adds at the base game's extension
points (the die changes before moving, the mistletoe missions, the apple-or-mistletoe stage,
the gold and mistletoe of each player, their conservation)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.options import words

from ...actions import Action
from ...common import name
from ...constants import ACTION, CHOOSE_DIE, END_TURN, PRE_MOVE
from ...data import SpaceSpec
from ...describe import die_change, mission
from ...effects import complete_paid, pre_move
from ...missions import Unmet, compile_unmet
from ...plugin import FinalStep, MerlinModule, PanelRow
from ...rules import mission_limit, missions_blocked
from ...spaces import SpaceKind
from . import rules as R
from .actions import SUPPLY_ITEMS, CompleteMissionWithMistletoe, SpendGold, TakeFromSupply
from .lessons import LESSONS
from .state import FIELDS

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


@dataclass(frozen=True)
class GoldTables:
    """The gold module's interned actions."""

    gold: tuple[SpendGold, SpendGold, SpendGold]
    """Indexed by the step: ``gold[1]`` raises the die, ``gold[-1]`` lowers it."""
    mistletoe: tuple[CompleteMissionWithMistletoe, ...]
    supply: Mapping[str, TakeFromSupply]
    unmet: tuple[Unmet, ...]
    """Per mission card: its compiled count of requirements not met (``R.unmet_requirements``
    compiled once: the mistletoe missions are asked at every main point of every turn)."""


def tables(s: MerlinState) -> GoldTables:
    found: GoldTables = s.game.tables.modules[R.MODULE]
    return found


def mistletoe_missions(s: MerlinState) -> list[Action]:
    """The missions completable with mistletoe (``GoldModule.mission_choices``: a function,
    not a method, as it is asked at every main point)."""
    if s.mistletoe[s.current] <= 0:  # the usual answer, before any table is looked up
        return []
    mistletoe = tables(s).mistletoe
    return [mistletoe[c] for c in R.mistletoe_choices(s)]


def _on_gold(s: MerlinState, a: SpendGold, stage: int) -> None:
    R.spend_gold(s, a.step)
    pre_move(s)


def _on_mistletoe(s: MerlinState, a: CompleteMissionWithMistletoe, stage: int) -> None:
    complete_paid(s, a.card, stage, R.spend_mistletoe)


def _on_take_supply(s: MerlinState, a: TakeFromSupply, stage: int) -> None:
    R.apply_take_from_supply(s, a.item)


class GoldModule(MerlinModule):
    """ME.gold.*: gold coins change the die, mistletoe stands in for mission requirements,
    the medallion's gold and apple-or-mistletoe spaces, 3 points per 2 gold at the end."""

    name = R.MODULE
    title = "Gold"
    board_keys = ("gold_supply", "mistletoe_supply")
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    categories = (R.CATEGORY,)
    space_words = MappingProxyType(
        {R.GOLD_KIND: "a gold coin space", R.CHOICE_KIND: "a space of an apple or a mistletoe"}
    )
    tables_always = True
    actions = (SpendGold, CompleteMissionWithMistletoe, TakeFromSupply)
    stages = MappingProxyType({R.APPLE_OR_MISTLETOE: "action: apple or mistletoe"})
    stage_actions = MappingProxyType(
        {
            R.APPLE_OR_MISTLETOE: (TakeFromSupply,),
            PRE_MOVE: (SpendGold,),
            CHOOSE_DIE: (CompleteMissionWithMistletoe,),
            ACTION: (CompleteMissionWithMistletoe,),
            END_TURN: (CompleteMissionWithMistletoe,),
        }
    )
    expected = MappingProxyType(
        {R.APPLE_OR_MISTLETOE: "'take-supply apple' or 'take-supply mistletoe'"}
    )
    handlers = MappingProxyType(
        {
            SpendGold: _on_gold,
            CompleteMissionWithMistletoe: _on_mistletoe,
            TakeFromSupply: _on_take_supply,
        }
    )
    action_rules = MappingProxyType(
        {
            SpendGold: "ME.gold.change-die",
            CompleteMissionWithMistletoe: "ME.gold.mistletoe",
            TakeFromSupply: "ME.gold.space.apple-or-mistletoe",
        }
    )
    describers = MappingProxyType(
        {
            SpendGold: lambda s, a: f"Spend a gold coin to {die_change(s, s.die_value + a.step)}",
            CompleteMissionWithMistletoe: lambda s, a: (
                f"Complete {mission(s, a.card)}, spending a mistletoe for each requirement you lack"
            ),
            TakeFromSupply: lambda s, a: (
                f"Take {'an apple' if a.item == 'apple' else 'a mistletoe'}"
            ),
        }
    )
    fields = FIELDS
    stage_choices = MappingProxyType(
        {R.APPLE_OR_MISTLETOE: lambda s: [tables(s).supply[item] for item in R.supply_choices(s)]}
    )

    def tables(self, game: MerlinGame) -> GoldTables:
        cards = tuple(c.id for c in game.data.missions)
        return GoldTables(
            gold=(SpendGold(0), SpendGold(1), SpendGold(-1)),
            mistletoe=tuple(CompleteMissionWithMistletoe(c) for c in cards),
            supply=MappingProxyType({i: TakeFromSupply(i) for i in SUPPLY_ITEMS}),
            unmet=tuple(compile_unmet(code) for code in game.mission_codes),
        )

    def space_kinds(self, folder: Path | None) -> tuple[SpaceKind, ...]:
        return R.SPACE_KINDS

    def rondel_overlay(self, folder: Path | None) -> Mapping[int, SpaceSpec]:
        return R.medallion(folder)

    def final_steps(self) -> tuple[tuple[str, FinalStep], ...]:
        return ((R.CATEGORY, R.final_gold),)

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        if isinstance(action, CompleteMissionWithMistletoe):
            return "" if action.card in game.mission_index else f"no mission card {action.card!r}"
        if isinstance(action, TakeFromSupply):
            ok = action.item in SUPPLY_ITEMS
            return "" if ok else f"one of: {words(SUPPLY_ITEMS)}"
        return "" if isinstance(action, SpendGold) else None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        g = s.game
        p = s.current
        who = name(s, p)
        if isinstance(action, TakeFromSupply):
            return rule, f"no {action.item} is left in the supply"
        if not isinstance(action, (SpendGold, CompleteMissionWithMistletoe)):
            return None
        if R.MODULE not in g.params.modules:
            return rule, "the gold coins and mistletoe module is not in play"
        if isinstance(action, SpendGold):
            if s.gold[p] <= 0:
                return rule, f"{who} has no gold coin"
            return (
                rule,
                f"a gold coin moves the die one step up or down, never below 1 or above "
                f"{g.params.die_faces}",
            )
        card = g.mission_index.get(action.card, -1)
        if card < 0 or card not in s.hands[p]:
            which = mission(s, action.card) if card >= 0 else "that mission"
            return "ME.mission.complete", f"{which} is not in {who}'s hand"
        if s.missions_done >= mission_limit(s, p):
            return "ME.mission.one-per-turn", "no more missions may be completed this turn"
        blocked = missions_blocked(s)
        if blocked is not None:
            return blocked
        return rule, f"{who} needs one mistletoe per requirement not held, and at least one such"

    # -- extension points ---------------------------------------------------------------------
    def after_setup(self, s: MerlinState) -> None:
        R.setup_hook(s)

    def pre_move_possible(self, s: MerlinState) -> bool:
        return s.gold[s.current] > 0

    def pre_move_choices(self, s: MerlinState) -> list[Action]:
        if s.gold[s.current] <= 0:  # the usual answer, before any table is looked up
            return []
        gold = tables(s).gold
        return [gold[step] for step in R.gold_steps(s)]

    mission_possible = staticmethod(R.any_mistletoe_choice)
    """(the rule's function itself: asked at every main point, a forwarding method would
    double the call)"""

    mission_choices = staticmethod(mistletoe_missions)

    def observe_player(self, s: MerlinState, p: int, entry: dict[str, Any]) -> None:
        entry["gold"] = s.gold[p]
        entry["mistletoe"] = s.mistletoe[p]

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["gold_supply"] = s.gold_supply
        view["mistletoe_supply"] = s.mistletoe_supply

    def invariant(self, s: MerlinState) -> str | None:
        supply = R.module_data(s.game.data_dir)["supply"]
        for item, held, left in (
            ("gold", s.gold, s.gold_supply),
            ("mistletoe", s.mistletoe, s.mistletoe_supply),
        ):
            if min(held) < 0 or left < 0 or sum(held) + left != int(supply[item]):
                return f"{item}: {held} held + {left} in the supply != {supply[item]}"
        return None
