"""Why an action is legal or not: the rule that allows it, or the rule that forbids it.

:data:`ACTION_CHECKS` (the core's :class:`~tabletop_lib.core.checks.ActionChecks`, in its order:
game over -> wrong stage -> legal -> why not) accepts exactly the actions of
``rules.legal_actions``; for anything else it names the most specific rule in the way (an
unsatisfied mission requirement, a tile taken, the wrong moment), so that
``IllegalActionError.rule`` and ``explain`` can cite it. The stages' action classes and the
sentences of what they wait for are the base game's tables here joined with those the modules
register (``ruleset.STAGE_ACTIONS``, ``ruleset.EXPECTED``).
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.checks import ActionChecks, StageTables, listed_or

from . import actions as A
from . import (
    rules,
)
from .common import has_ability, name, with_article
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
    MIRROR,
    MISSION_DISCARD,
    MISSION_DRAW,
    NUM_COLOURS,
    NUM_HENCHMEN,
    OTHER,
    PRE_MOVE,
    RELOCATE_DIR,
    SUB_INFLUENCE_HENCHMAN,
    SUB_PRINCIPALITY,
    SUB_RELOCATE,
    SUB_RELOCATE_HOME,
    SUB_RULES,
    TAKE_GOOD,
    TARGET,
    TF_MERLIN,
    TF_REDIRECTED,
    TOWER_BONUS,
    TRAITOR,
)
from .describe import describe
from .missions import REQUIREMENT_RULES, requirement_met
from .ruleset import ACTION_RULES, OWNER, STAGE_OWNER
from .ruleset import EXPECTED as MODULE_EXPECTED
from .ruleset import STAGE_ACTIONS as MODULE_STAGE_ACTIONS
from .words import tile_words

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


_SIMPLE_RULES: dict[type, str] = {
    A.UseDie: "ME.turn.choose-die",
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
"""The base actions governed by one rule whatever the moment."""


def _move_rule(s: MerlinState, action: A.Move) -> str:
    moved = s.game.die_kinds[rules.die_kind(s)].rule if s.die >= 0 else ""
    if moved:  # a module's figure
        return moved
    if s.turn_flags & TF_MERLIN:
        return "ME.turn.merlin-moves-either-way"
    return "ME.flag.reverse" if action.direction == "ccw" else "ME.turn.knight-moves-clockwise"


def _take_action_rule(s: MerlinState, action: A.TakeAction) -> str:
    return s.game.ruleset.space_at[s.space].rule if s.space >= 0 else "ME.turn.take-or-decline"


def _henchman_rule(s: MerlinState, action: object) -> str:
    return _SUB_RULE.get(s.sub) or SUB_RULES.get(s.sub, "ME.space.principality")


def _take_good_rule(s: MerlinState, action: A.TakeGood) -> str:
    return "ME.space.influence-good" if s.stage == TAKE_GOOD else "ME.space.exchange"


def _draw_rule(s: MerlinState, action: A.DrawMission) -> str:
    return (
        "ME.mission.draw-replacement" if s.draw_purpose == DRAW_END_OF_TURN else "ME.space.missions"
    )


_MOMENT_RULES: dict[type, Callable[[MerlinState, Any], str]] = {
    A.Move: _move_rule,
    A.TakeAction: _take_action_rule,
    A.PlaceHenchman: _henchman_rule,
    A.ChoosePrincipality: _henchman_rule,
    A.RelocateHenchman: _henchman_rule,
    A.TakeGood: _take_good_rule,
    A.DrawMission: _draw_rule,
}
"""The base actions whose rule depends on the moment: the figure moved, the space, the step."""


def rule_for(s: MerlinState, action: object) -> str:
    """The rule that governs an action of this kind at this moment."""
    stage_owner = STAGE_OWNER.get(s.stage)  # a module's own stage may have one rule
    if stage_owner is not None:
        stage_rule = stage_owner.stage_rule(s)
        if stage_rule is not None:
            return stage_rule
    kind = type(action)
    simple = _SIMPLE_RULES.get(kind)
    if simple is not None:
        return simple
    by_moment = _MOMENT_RULES.get(kind)
    if by_moment is not None:
        return by_moment(s, action)
    owner = OWNER.get(kind)  # a module's own action: by its arguments, else one rule
    if owner is not None:
        by_arguments = owner.action_rule(s, action)
        if by_arguments is not None:
            return by_arguments
    module_rule = ACTION_RULES.get(kind)
    if module_rule is not None:
        return module_rule
    return "ME.turn.pending-decision"


Refusal = Callable[["MerlinState", Any, str], tuple[str, str]]
"""(state, action, the rule that governs it) -> (rule, reason) for a base action refused now."""


DIE_KIND_WORDS = {"merlin": "Merlin die", "knight": "knight die", "arthur": "black die (Arthur's)"}
"""A die of a kind, as a refusal names it ("Red has no unused Merlin die showing 4")."""


def _refuse_die(s: MerlinState, action: A.UseDie, rule: str) -> tuple[str, str]:
    kind = DIE_KIND_WORDS.get(action.kind, f"{action.kind} die")
    return rule, f"{name(s, s.current)} has no unused {kind} showing {action.value}"


def _refuse_apple(s: MerlinState, action: A.SpendApple, rule: str) -> tuple[str, str]:
    if s.apples[s.current] <= 0:
        return rule, f"{name(s, s.current)} has no apple"
    return rule, "an apple turns the die to a face other than the one it shows"


def _refuse_move(s: MerlinState, action: A.Move, rule: str) -> tuple[str, str]:
    return rule, f"{name(s, s.current)}'s knight moves counter-clockwise only with a reverse flag"


def _refuse_flip(s: MerlinState, action: A.FlipDie, rule: str) -> tuple[str, str]:
    if rules.has_ability(s, s.current, FLIP):
        return rule, "the flip-die flag turns a die that moves the knight"
    return rule, f"{name(s, s.current)} holds no flag that flips a die"


def _refuse_take_action(s: MerlinState, action: A.TakeAction, rule: str) -> tuple[str, str]:
    g = s.game
    p = s.current
    kind = g.ruleset.space_at[s.space]
    if kind.name == "build-manor" and s.manors[p].bit_count() >= g.params.manors:
        return "ME.manor.limit", f"{name(s, p)} has built all {g.params.manors} manors"
    return rule, f"the \u201c{g.space_name(s.space)}\u201d space has nothing for {name(s, p)} now"


def _refuse_staff(s: MerlinState, action: A.TakeActionWithStaff, rule: str) -> tuple[str, str]:
    if s.staffs[s.current] <= 0:
        return rule, f"{name(s, s.current)} has no Merlin's staff left"
    return rule, "a staff doubles an action only after moving Merlin, once per turn"


def _refuse_redirect(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    who = name(s, s.current)
    if s.turn_flags & TF_REDIRECTED:
        return "ME.flag.one-redirect", "this turn's space was already changed by a flag"
    if isinstance(action, A.TakeOtherAction):
        return rule, _why_not_other(s, action.space, who)
    if not has_ability(s, s.current, MIRROR):
        return rule, f"{who} holds no mirror flag"
    if s.turn_flags & TF_MERLIN:
        return rule, f"{who} moved Merlin this turn: a mirror flag moves only their own knight"
    return rule, f"the space opposite {who}'s knight is blocked"


def _why_not_other(s: MerlinState, space: int, who: str) -> str:
    """Why a flag cannot take the action of ``space``, where another knight should stand."""
    ring = s.game.ruleset.rondel.size
    if not 0 <= space < ring:
        return f"the ring has no space {space + 1}"
    where = f"the \u201c{s.game.space_name(space)}\u201d space"
    if not has_ability(s, s.current, OTHER):
        return f"{who} holds no flag that takes another knight's action"
    if s.turn_flags & TF_MERLIN:
        return f"{who} moved Merlin this turn: the flag serves only after moving their own knight"
    if space == s.space:
        return f"{who}'s knight stands on {where} already: its action needs no flag"
    if not any(pos == space for q, pos in enumerate(s.knights) if q != s.current):
        return f"no other knight stands on {where}"
    return f"{where} is blocked"


def _refuse_mission(s: MerlinState, action: A.CompleteMission, rule: str) -> tuple[str, str]:
    return _why_not_mission(s, action)


def _refuse_repel(s: MerlinState, action: A.RepelTraitors, rule: str) -> tuple[str, str]:
    who = name(s, s.current)
    return rule, f"{who} needs the repel flag and {with_article(action.colour)} traitor"


def _refuse_henchman(s: MerlinState, action: A.PlaceHenchman, rule: str) -> tuple[str, str]:
    h = s.game.henchman_index.get(action.henchman, -1)
    at = s.current * NUM_HENCHMEN + h
    if s.sub == SUB_PRINCIPALITY and h >= 0 and s.henchmen[at] == s.target:
        return "ME.space.principality.not-same", f"the {action.henchman} is already there"
    return rule, f"the {action.henchman} cannot go anywhere by this action"


def _refuse_target(s: MerlinState, action: A.ChoosePrincipality, rule: str) -> tuple[str, str]:
    who = name(s, s.current)
    return rule, f"{who} has no influence in {action.colour}, or the henchman is already there"


def _refuse_take_good(s: MerlinState, action: A.TakeGood, rule: str) -> tuple[str, str]:
    return rule, f"no {action.colour} {action.good} can be taken here"


def _refuse_return_good(s: MerlinState, action: A.ReturnGood, rule: str) -> tuple[str, str]:
    return rule, f"{name(s, s.current)} holds no {action.colour} {action.good}"


def _refuse_build(s: MerlinState, action: A.BuildManor, rule: str) -> tuple[str, str]:
    pos = s.game.tile_index.get(action.tile, -1)
    occupied = 0
    for m in s.manors:
        occupied |= m
    tile = tile_words(s.game, pos) if pos >= 0 else "that tile"
    if pos < 0 or occupied >> pos & 1:
        return "ME.manor.one-per-tile", f"{tile} is not a free tile"
    who = name(s, s.current)
    return (
        "ME.manor.material-line",
        f"{who} holds no material that {tile.removeprefix('the ')} accepts",
    )


def _refuse_pay(s: MerlinState, action: A.PayMaterial, rule: str) -> tuple[str, str]:
    tile = s.game.grid.place(s.chosen)
    who = name(s, s.current)
    return rule, f"the tile in {tile} does not take the {action.colour} material {who} holds"


def _refuse_draw(s: MerlinState, action: A.DrawMission, rule: str) -> tuple[str, str]:
    return rule, "that mission is not in the display"


def _mission(s: MerlinState, card: str) -> str:
    """A mission as the narration names it, or "that mission" for an id the game lacks."""
    from .words import mission_words

    known = card in s.game.mission_index
    return mission_words(s.game, card) if known else "that mission"


def _refuse_discard(s: MerlinState, action: A.DiscardMission, rule: str) -> tuple[str, str]:
    return rule, f"{_mission(s, action.card)} is not in {name(s, s.current)}'s hand"


def _refuse_traitor(s: MerlinState, action: A.DefeatTraitor, rule: str) -> tuple[str, str]:
    return rule, f"{name(s, s.current)} has no {action.colour} traitor"


def _refuse_tower(s: MerlinState, action: A.TowerBonus, rule: str) -> tuple[str, str]:
    if action.kind == "influence":
        return rule, f"no influence marker can go to {action.colour} as the tower bonus"
    return rule, f"no {action.colour} {action.kind} is available for the tower bonus"


REFUSALS: dict[type, Refusal] = {
    A.UseDie: _refuse_die,
    A.SpendApple: _refuse_apple,
    A.Move: _refuse_move,
    A.FlipDie: _refuse_flip,
    A.TakeAction: _refuse_take_action,
    A.TakeActionWithStaff: _refuse_staff,
    A.MirrorKnight: _refuse_redirect,
    A.TakeOtherAction: _refuse_redirect,
    A.CompleteMission: _refuse_mission,
    A.RepelTraitors: _refuse_repel,
    A.PlaceHenchman: _refuse_henchman,
    A.ChoosePrincipality: _refuse_target,
    A.TakeGood: _refuse_take_good,
    A.ReturnGood: _refuse_return_good,
    A.BuildManor: _refuse_build,
    A.PayMaterial: _refuse_pay,
    A.DrawMission: _refuse_draw,
    A.DiscardMission: _refuse_discard,
    A.DefeatTraitor: _refuse_traitor,
    A.TowerBonus: _refuse_tower,
}
"""Why each base action may be refused, by action class (a module's own actions and stages
answer first, through their module's ``why_not``)."""


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    """(rule, reason) for an action of the right kind that is not legal now."""
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
    refuse = REFUSALS.get(type(action))
    if refuse is not None:
        return refuse(s, action, rule)
    return rule, "not possible now"


def _why_not_mission(s: MerlinState, action: A.CompleteMission) -> tuple[str, str]:
    g = s.game
    p = s.current
    card = g.mission_index.get(action.card, -1)
    if card < 0 or card not in s.hands[p]:
        return "ME.mission.complete", f"{_mission(s, action.card)} is not in {name(s, p)}'s hand"
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
            return REQUIREMENT_RULES[r.kind], f"{name(s, p)} lacks part of what it asks for"
    return "ME.mission.requirements-held", "the requirements are not held"


ACTION_CHECKS: ActionChecks[MerlinState] = ActionChecks(
    game_over_rule="ME.turn.game-over",
    pending_rule="ME.turn.pending-decision",
    stage_actions=StageTables(STAGE_ACTIONS, MODULE_STAGE_ACTIONS),
    expected=ChainMap(EXPECTED, MODULE_EXPECTED),
    rule_for=rule_for,
    problem=listed_or(rules.legal_actions, why_not),
    describe=describe,
)
"""``check_action`` of Merlin (``MerlinState.check_action``), the base game and the modules."""
