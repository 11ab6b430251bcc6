"""The ``adjust_choices`` extension point is called only at the stages a module declares
(``MerlinModule.adjust_stages``), and the Knights' fast answers agree with the rules' reading."""

from __future__ import annotations

import random
from types import MappingProxyType
from typing import Any

import tabletop_lib
from tabletop_lib.games.merlin import upkeep
from tabletop_lib.games.merlin.actions import Action
from tabletop_lib.games.merlin.constants import (
    CHOOSE_DIE,
    GOODS_BLOCK,
    NUM_COLOURS,
    NUM_HENCHMEN,
    TOWER_BONUS,
)
from tabletop_lib.games.merlin.legality import base_legal_actions, stage_parts, stage_table
from tabletop_lib.games.merlin.missions import requirement_met
from tabletop_lib.games.merlin.modules.knights import allies
from tabletop_lib.games.merlin.modules.knights.actions import AllyAction
from tabletop_lib.games.merlin.modules.knights.module import KnightsModule
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES
from tabletop_lib.games.merlin.plugin import MerlinModule
from tabletop_lib.games.merlin.ruleset import build_ruleset
from tabletop_lib.games.merlin.state import MerlinState


class _Everywhere(MerlinModule):
    name = "test-everywhere"

    def adjust_choices(self, s: MerlinState, out: list[Action]) -> list[Action]:
        return out


class _AtTwo(MerlinModule):
    name = "test-at-two"
    adjust_stages = frozenset({2, 5})

    def adjust_choices(self, s: MerlinState, out: list[Action]) -> list[Action]:
        return out


def test_the_ruleset_calls_each_adjuster_at_its_stages_in_the_modules_order() -> None:
    game = tabletop_lib.load_game("merlin", num_players=2)
    everywhere, at_two = _Everywhere(), _AtTwo()
    rs = build_ruleset(
        game.data,
        game.params,
        upkeep.BASE_SCORING_STEPS,
        upkeep.BASE_FINAL_STEPS,
        [at_two, everywhere],
    )
    assert set(rs.adjust_at) == {2, 5}
    assert rs.adjust_at[2] == (at_two.adjust_choices, everywhere.adjust_choices)
    assert rs.adjust_elsewhere == (everywhere.adjust_choices,)
    assert game.ruleset.adjust_at == {} and game.ruleset.adjust_elsewhere == ()


def _all_modules_states(players: int, seeds: range) -> list[MerlinState]:
    game = tabletop_lib.load_game("merlin", num_players=players, modules=list(IMPLEMENTED_MODULES))
    out = []
    for seed in seeds:
        s = game.new_initial_state(seed=seed)
        pick = random.Random(seed).choice
        while not s.is_terminal():
            out.append(s.clone())
            s.apply_action(pick(s.legal_actions()), check=False)
    return out


def test_the_knights_declare_every_stage_where_an_ally_acts() -> None:
    """``adjust_stages`` covers every stage where an ally's action is accepted, and the tower
    bonus stage (Gaheris' second bonus): skipping the others loses no ability."""
    ally_stages = {st for st, types in KnightsModule.stage_actions.items() if AllyAction in types}
    assert KnightsModule.adjust_stages == allies.ADJUST_STAGES == {*ally_stages, TOWER_BONUS}


def test_outside_the_knights_stages_the_legal_actions_are_the_base_ones() -> None:
    seen_outside = 0
    for s in _all_modules_states(3, range(2)):
        base = base_legal_actions(s)
        if s.stage in allies.ADJUST_STAGES:
            assert s.legal_actions() == allies.adjust_choices(s, list(base))
            continue
        assert allies.adjust_choices(s, list(base)) == base, s.stage
        assert s.legal_actions() == base
        seen_outside += 1
    assert seen_outside > 100  # the games reached other stages (the kitchen, the draft ...)


def _percival_reference(s: MerlinState, card: int) -> bool:
    """ME.knights.percival read plainly: one requirement unmet, and met once recoloured."""
    p = s.current
    goods = s.goods[p * GOODS_BLOCK : (p + 1) * GOODS_BLOCK]
    influence = s.influence[p * NUM_COLOURS : (p + 1) * NUM_COLOURS]
    henchmen = s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN]
    reqs = s.game.data.missions[card].requires
    unmet = [r for r in reqs if not requirement_met(r, goods, influence, henchmen)]
    return len(unmet) == 1 and any(
        requirement_met(other, goods, influence, henchmen)
        for other in allies._recolourings(unmet[0])
    )


def test_percivals_compiled_checks_agree_with_the_requirements_reading() -> None:
    rng = random.Random(7)
    agreed = recoloured = 0
    for s in _all_modules_states(4, range(2))[::20]:
        p = s.current
        # random holdings, so that every kind of requirement is met and unmet somewhere
        for i in range(GOODS_BLOCK):
            s.goods[p * GOODS_BLOCK + i] = rng.choice((0, 0, 1, 2))
        for c in range(NUM_COLOURS):
            s.influence[p * NUM_COLOURS + c] = rng.choice((0, 1, 2, 3))
        for h in range(NUM_HENCHMEN):
            s.henchmen[p * NUM_HENCHMEN + h] = rng.randrange(-1, NUM_COLOURS)
        for card in range(len(s.game.data.missions)):
            expected = _percival_reference(s, card)
            assert allies._recoloured_met(s, p, card) == expected, card
            agreed += 1
            recoloured += expected
    assert agreed > 1000 and recoloured > 20


def test_the_stage_table_composes_each_stages_adjusters_in_the_modules_order() -> None:
    """``Ruleset.legal_at``: a stage's own actions, then the adjusters named for that stage in
    order, else those that name no stage; a stage no one lists has no actions of its own."""

    def own(s: Any) -> list[Any]:
        return ["own"]

    def first(s: Any, out: list[Any]) -> list[Any]:
        return [*out, "first"]

    def second(s: Any, out: list[Any]) -> list[Any]:
        return [*out, "second"]

    table, other = stage_table({99: own}, {99: (first, second), 98: (second,)}, (first,))
    assert table[99](None) == ["own", "first", "second"]
    assert table[98](None) == ["second"]  # named by an adjuster only: no actions of its own
    assert other(None) == ["first"]
    # ``Ruleset.legal_parts``: the same, as the stage's function and its one adjuster
    parts = stage_parts({99: own}, {99: (first, second), 98: (second,)}, (first,))
    composed, none = parts[99]
    assert none is None and composed(None) == ["own", "first", "second"]
    choices, adjust = parts[98]
    assert adjust is second and adjust(None, choices(None)) == ["second"]
    s = tabletop_lib.load_game("merlin", num_players=2).new_initial_state(seed=1)
    assert s.stage == CHOOSE_DIE
    assert table[CHOOSE_DIE](s) == [*base_legal_actions(s), "first"]
    bare, nothing = stage_table({}, {}, ())
    assert bare[CHOOSE_DIE](s) == base_legal_actions(s) and nothing(s) == []


def test_a_modules_own_stage_adjuster_is_composed_in_without_the_dispatch() -> None:
    """``adjust_by_stage`` names, for some of its stages, the function ``adjust_choices``
    would run there: the ruleset calls it directly there and ``adjust_choices`` elsewhere."""

    def at_two(s: MerlinState, out: list[Action]) -> list[Action]:
        return out

    class _ByStage(_AtTwo):
        name = "test-by-stage"
        adjust_by_stage = MappingProxyType({2: at_two})

    game = tabletop_lib.load_game("merlin", num_players=2)
    module = _ByStage()
    rs = build_ruleset(
        game.data, game.params, upkeep.BASE_SCORING_STEPS, upkeep.BASE_FINAL_STEPS, [module]
    )
    assert rs.adjust_at[2] == (at_two,) and rs.adjust_at[5] == (module.adjust_choices,)
    assert set(KnightsModule.adjust_by_stage) <= KnightsModule.adjust_stages
