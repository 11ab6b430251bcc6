"""Why an action is legal or not: the rule that allows it, or the rule that forbids it.

``check_action`` accepts exactly the actions of ``rules.legal_actions``; for anything else it
names the most specific rule in the way (an unsatisfied mission requirement, a tile taken, the
wrong moment), so that ``IllegalActionError.rule`` and ``explain`` can cite it.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from tabletop_lib.core.game import Verdict
from tabletop_lib.core.words import may

from . import actions as A
from . import (
    rules,
)
from .common import name, with_article
from .constants import (
    ACTION,
    BUILD_PAY,
    BUILD_TILE,
    CHOOSE_DIE,
    DRAW_END_OF_TURN,
    END_TURN,
    EXCHANGE_RETURN,
    EXCHANGE_TAKE,
    FLIP,
    GOODS_BLOCK,
    GRAIL,
    HENCHMAN,
    MISSION_DISCARD,
    MISSION_DRAW,
    NUM_COLOURS,
    NUM_HENCHMEN,
    PRE_MOVE,
    RELOCATE_DIR,
    SUB_INFLUENCE_HENCHMAN,
    SUB_PRINCIPALITY,
    SUB_RELOCATE,
    SUB_RELOCATE_HOME,
    SUB_RULES,
    TAKE_GOOD,
    TARGET,
    TERMINAL,
    TF_MERLIN,
    TF_REDIRECTED,
    TOWER_BONUS,
    TRAITOR,
)
from .describe import describe
from .missions import REQUIREMENT_RULES, requirement_met
from .plugin import ACTION_RULES, OWNER, STAGE_OWNER
from .plugin import EXPECTED as MODULE_EXPECTED
from .plugin import STAGE_ACTIONS as MODULE_STAGE_ACTIONS

if TYPE_CHECKING:
    from .state import MerlinState

_SIDE = (A.CompleteMission, A.RepelTraitors)
STAGE_ACTIONS: dict[int, tuple[type, ...]] = {
    CHOOSE_DIE: (A.UseDie, A.PassTurn, *_SIDE),
    PRE_MOVE: (
        A.Move,
        A.SpendApple,
        A.FlipDie,
    ),
    ACTION: (
        A.TakeAction,
        A.TakeActionWithStaff,
        A.MirrorKnight,
        A.TakeOtherAction,
        A.DeclineAction,
        *_SIDE,
    ),
    HENCHMAN: (A.PlaceHenchman,),
    TARGET: (A.ChoosePrincipality,),
    RELOCATE_DIR: (A.RelocateHenchman,),
    TAKE_GOOD: (A.TakeGood,),
    EXCHANGE_RETURN: (A.ReturnGood,),
    EXCHANGE_TAKE: (A.TakeGood,),
    MISSION_DISCARD: (A.DiscardMission, A.StopDiscarding),
    MISSION_DRAW: (A.DrawMission,),
    TRAITOR: (A.DefeatTraitor,),
    BUILD_TILE: (A.BuildManor,),
    BUILD_PAY: (A.PayMaterial,),
    TOWER_BONUS: (A.TowerBonus, A.SkipTowerBonus),
    END_TURN: (A.EndTurn, *_SIDE),
    GRAIL: (A.UseGrail, A.KeepGrail),
}
EXPECTED = {
    CHOOSE_DIE: "a die ('die knight <value>' or 'die merlin <value>')",
    PRE_MOVE: "a move ('move cw' / 'move ccw'), an apple, a flag, gold or decrees",
    ACTION: "'act', 'decline' or a flag",
    HENCHMAN: "a henchman ('henchman <name>')",
    TARGET: "a principality ('to <colour>')",
    RELOCATE_DIR: "'relocate cw' or 'relocate ccw'",
    TAKE_GOOD: "a good to take ('take <good> <colour>')",
    EXCHANGE_RETURN: "a good to return ('return <good> <colour>')",
    EXCHANGE_TAKE: "a good to take ('take <good> <colour>')",
    MISSION_DISCARD: "'discard-mission <card>' or 'stop-discarding'",
    MISSION_DRAW: "'draw-mission <card>' or 'draw-mission deck'",
    TRAITOR: "a traitor to defeat ('defeat-traitor <colour>')",
    BUILD_TILE: "a tile ('build <tile>')",
    BUILD_PAY: "a material to pay ('pay <colour>')",
    TOWER_BONUS: "a tower bonus or 'skip-tower-bonus'",
    END_TURN: "'end-turn', a mission or a flag",
    GRAIL: "'use-grail' or 'keep-grail'",
}
_SUB_RULE = {
    SUB_PRINCIPALITY: "ME.space.principality",
    SUB_INFLUENCE_HENCHMAN: "ME.space.influence-henchman",
    SUB_RELOCATE: "ME.space.relocate",
    SUB_RELOCATE_HOME: "ME.space.relocate.all-home",
}


@cache
def accepted(stage: int) -> tuple[type, ...]:
    """The action types stage ``stage`` accepts: the base game's and the modules'."""
    return (*STAGE_ACTIONS.get(stage, ()), *MODULE_STAGE_ACTIONS.get(stage, ()))


def check_action(s: MerlinState, action: object) -> Verdict:
    """Whether ``action`` is legal now, and the rule that allows or forbids it."""
    if s.stage == TERMINAL:
        return Verdict(False, "ME.turn.game-over", "the game is over")
    if not isinstance(action, accepted(s.stage)):
        expected = EXPECTED.get(s.stage) or MODULE_EXPECTED[s.stage]
        return Verdict(False, "ME.turn.pending-decision", f"the game is waiting for {expected}")
    rule = rule_for(s, action)
    if action in rules.legal_actions(s):
        return Verdict(True, rule, may(name(s, s.current), describe(s, action)))
    why_rule, reason = why_not(s, action, rule)
    return Verdict(False, why_rule, reason)


def rule_for(s: MerlinState, action: object) -> str:
    """The rule that governs an action of this kind at this moment."""
    g = s.game
    stage_owner = STAGE_OWNER.get(s.stage)  # a module's own stage may have one rule
    if stage_owner is not None:
        stage_rule = stage_owner.stage_rule(s)
        if stage_rule is not None:
            return stage_rule
    if isinstance(action, A.UseDie):
        return "ME.turn.choose-die"
    if isinstance(action, A.Move):
        moved = g.die_kinds[rules.die_kind(s)].rule if s.die >= 0 else ""
        if moved:  # a module's figure
            return moved
        if s.turn_flags & TF_MERLIN:
            return "ME.turn.merlin-moves-either-way"
        return "ME.flag.reverse" if action.direction == "ccw" else "ME.turn.knight-moves-clockwise"
    if isinstance(action, A.TakeAction):
        return g.ruleset.space_at[s.space].rule if s.space >= 0 else "ME.turn.take-or-decline"
    owner = OWNER.get(type(action))
    if owner is not None:
        by_arguments = owner.action_rule(s, action)
        if by_arguments is not None:
            return by_arguments
    module_rule = ACTION_RULES.get(type(action))
    if module_rule is not None:
        return module_rule
    simple: dict[type, str] = {
        A.SpendApple: "ME.apple.change-die",
        A.FlipDie: "ME.flag.flip-die",
        A.TakeActionWithStaff: "ME.staff.double-action",
        A.DeclineAction: "ME.turn.take-or-decline",
        A.MirrorKnight: "ME.flag.mirror",
        A.TakeOtherAction: "ME.flag.other-action",
        A.CompleteMission: "ME.mission.complete",
        A.RepelTraitors: "ME.flag.repel-traitors",
        A.ReturnGood: "ME.space.exchange",
        A.DiscardMission: "ME.space.missions",
        A.StopDiscarding: "ME.space.missions",
        A.DefeatTraitor: "ME.space.excalibur",
        A.BuildManor: "ME.space.build-manor",
        A.PayMaterial: "ME.manor.material-line",
        A.TowerBonus: "ME.manor.tower-bonus",
        A.SkipTowerBonus: "ME.manor.tower-bonus",
        A.EndTurn: "ME.turn.end",
        A.PassTurn: "ME.round.extra-turns",
        A.UseGrail: "ME.scoring.influence.grail",
        A.KeepGrail: "ME.scoring.influence.grail",
    }
    for cls, rule in simple.items():
        if isinstance(action, cls):
            return rule
    if isinstance(action, (A.PlaceHenchman, A.ChoosePrincipality, A.RelocateHenchman)):
        return _SUB_RULE.get(s.sub) or SUB_RULES.get(s.sub, "ME.space.principality")
    if isinstance(action, A.TakeGood):
        return "ME.space.influence-good" if s.stage == TAKE_GOOD else "ME.space.exchange"
    if isinstance(action, A.DrawMission):
        return (
            "ME.mission.draw-replacement"
            if s.draw_purpose == DRAW_END_OF_TURN
            else "ME.space.missions"
        )
    return "ME.turn.pending-decision"


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    """(rule, reason) for an action of the right kind that is not legal now."""
    g = s.game
    p = s.current
    who = name(s, p)
    stage_owner = STAGE_OWNER.get(s.stage)  # a module's own stage: the module answers
    if stage_owner is not None:
        refusal = stage_owner.why_not(s, action, rule)
        if refusal is not None:
            return refusal
    owner = OWNER.get(type(action))
    if owner is not None:
        refusal = owner.why_not(s, action, rule)
        if refusal is not None:
            return refusal
    if isinstance(action, A.UseDie):
        return rule, f"{who} has no unused {action.kind} die showing {action.value}"
    if isinstance(action, A.SpendApple):
        if s.apples[p] <= 0:
            return rule, f"{who} has no apple"
        return rule, f"an apple turns the die to another face from 1 to {g.params.die_faces}"
    if isinstance(action, A.Move):
        return rule, f"{who}'s knight moves counter-clockwise only with a reverse flag"
    if isinstance(action, A.FlipDie):
        if rules.has_ability(s, p, FLIP):
            return rule, "the flip-die flag turns a die that moves the knight"
        return rule, f"{who} holds no flag that flips a die"
    if isinstance(action, A.TakeAction):
        kind = g.ruleset.space_at[s.space]
        if kind.name == "build-manor" and s.manors[p].bit_count() >= g.params.manors:
            return "ME.manor.limit", f"{who} has built all {g.params.manors} manors"
        return rule, f"the {g.space_label(s.space)} space has nothing for {who} now"
    if isinstance(action, A.TakeActionWithStaff):
        if s.staffs[p] <= 0:
            return rule, f"{who} has no Merlin's staff left"
        return rule, "a staff doubles an action only after moving Merlin, once per turn"
    if isinstance(action, (A.MirrorKnight, A.TakeOtherAction)):
        if s.turn_flags & TF_REDIRECTED:
            return "ME.flag.one-redirect", "this turn's space was already changed by a flag"
        if isinstance(action, A.TakeOtherAction):
            return rule, f"no other knight stands on space {action.space}, or {who} lacks the flag"
        return rule, f"{who} lacks the mirror flag, or did not move their knight"
    if isinstance(action, A.CompleteMission):
        return _why_not_mission(s, action)
    if isinstance(action, A.RepelTraitors):
        return rule, f"{who} needs the repel flag and {with_article(action.colour)} traitor"
    if isinstance(action, A.PlaceHenchman):
        h = g.henchman_index.get(action.henchman, -1)
        if s.sub == SUB_PRINCIPALITY and h >= 0 and s.henchmen[p * NUM_HENCHMEN + h] == s.target:
            return "ME.space.principality.not-same", f"the {action.henchman} is already there"
        return rule, f"the {action.henchman} cannot go anywhere by this action"
    if isinstance(action, A.ChoosePrincipality):
        return rule, f"{who} has no influence in {action.colour}, or the henchman is already there"
    if isinstance(action, A.TakeGood):
        return rule, f"no {action.colour} {action.good} can be taken here"
    if isinstance(action, A.ReturnGood):
        return rule, f"{who} holds no {action.colour} {action.good}"
    if isinstance(action, A.BuildManor):
        pos = g.tile_index.get(action.tile, -1)
        occupied = 0
        for m in s.manors:
            occupied |= m
        if pos < 0 or occupied >> pos & 1:
            return "ME.manor.one-per-tile", f"tile {action.tile} is not a free tile"
        return "ME.manor.material-line", f"{who} holds no material that tile {action.tile} accepts"
    if isinstance(action, A.PayMaterial):
        return (
            rule,
            f"tile {g.grid.name(s.chosen)} does not take {action.colour} material {who} holds",
        )
    if isinstance(action, A.DrawMission):
        return rule, f"mission {action.source} is not in the display"
    if isinstance(action, A.DiscardMission):
        return rule, f"mission {action.card} is not in {who}'s hand"
    if isinstance(action, A.DefeatTraitor):
        return rule, f"{who} has no {action.colour} traitor"
    if isinstance(action, A.TowerBonus):
        return rule, f"no {action.kind} of {action.colour} is available for the tower bonus"
    return rule, "not possible now"


def _why_not_mission(s: MerlinState, action: A.CompleteMission) -> tuple[str, str]:
    g = s.game
    p = s.current
    card = g.mission_index.get(action.card, -1)
    if card < 0 or card not in s.hands[p]:
        return "ME.mission.complete", f"mission {action.card} is not in {name(s, p)}'s hand"
    if s.missions_done >= rules.mission_limit(s, p):
        return "ME.mission.one-per-turn", "no more missions may be completed this turn"
    blocked = rules.missions_blocked(s)
    if blocked is not None:
        return blocked
    goods = s.goods[p * GOODS_BLOCK : (p + 1) * GOODS_BLOCK]
    influence = s.influence[p * NUM_COLOURS : (p + 1) * NUM_COLOURS]
    henchmen = s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN]
    for r in g.data.missions[card].requires:
        if not requirement_met(r, goods, influence, henchmen):
            return REQUIREMENT_RULES[
                r.kind
            ], f"mission {action.card}: a '{r.kind}' requirement is not held"
    return "ME.mission.requirements-held", "the requirements are not held"
