"""The legal actions of each decision and why an action is refused (the engine contract's
``legal_actions`` and ``check_action``): every refusal names the rule that makes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.checks import ActionChecks
from tabletop_lib.core.words import ordinal, sentence

from . import board_actions, choices, costs, effect_stack, targets
from .actions import (
    Action,
    AssignWorkers,
    AttackOutsider,
    BuildWorkshop,
    ChooseAction,
    ChooseOption,
    ClearSpace,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    KeepPaladin,
    Pass,
    PayDebt,
    PlaceJar,
    PlaceMonk,
    PlaceOutpost,
    RaiseAttribute,
    TakeTavern,
    TopPaladin,
    UseFavour,
)
from .common import name
from .constants import (
    ACTION,
    ATTRIBUTE,
    CHOICES,
    FAITH,
    KEEP,
    OPTION,
    STRENGTH,
    T_ATTACK,
    T_CLEAR,
    T_CLEAR_OTHER,
    T_CONVERT,
    T_DISCARD,
    T_FREE_HIRE,
    T_HIRE,
    T_JAR,
    T_MONK,
    T_OUTPOST,
    T_WORKSHOP,
    TARGET,
    TAVERN,
    TOP,
    WORKERS_STAGE,
)
from .describe import describe, space_words, worker_list

if TYPE_CHECKING:
    from .state import PaladinsState


# -- legal actions -------------------------------------------------------------------------------
def legal_actions(s: PaladinsState) -> list[Action]:
    """The current player's legal actions, in a deterministic order."""
    stage = s.stage
    if stage == ACTION:
        return choices.action_choices(s)
    if stage == TARGET:
        return targets.target_options(s)
    if stage == WORKERS_STAGE:
        return list(board_actions.worker_options(s))
    t = s.game.tables
    if stage in (KEEP, TOP):
        table = t.keep if stage == KEEP else t.top
        base = s.current * s.game.params.paladins_drawn
        hand = s.phand[base : base + s.game.params.paladins_drawn]
        return [table[c] for c in sorted(hand) if c >= 0]
    if stage == TAVERN:
        return [t.tavern[i] for i, q in enumerate(s.tavern_taker) if q < 0]
    if stage == OPTION:
        return [t.option[i] for i in effect_stack.affordable_options(s)]
    if stage == ATTRIBUTE:
        return list(t.raise_)
    return []


TARGET_TYPES: tuple[type, ...] = (
    BuildWorkshop,
    DiscardTownsfolk,
    HireTownsfolk,
    ClearSpace,
    PlaceMonk,
    PlaceOutpost,
    PlaceJar,
    AttackOutsider,
    ConvertOutsider,
)
_STAGE_ACTION: dict[int, tuple[type, ...]] = {
    KEEP: (KeepPaladin,),
    TOP: (TopPaladin,),
    TAVERN: (TakeTavern,),
    ACTION: (ChooseAction, UseFavour, Pass, PayDebt),
    WORKERS_STAGE: (AssignWorkers,),
    TARGET: TARGET_TYPES,
    OPTION: (ChooseOption,),
    ATTRIBUTE: (RaiseAttribute,),
}
_EXPECTED = {
    KEEP: "a Paladin to keep",
    TOP: "a Paladin for the top of the deck",
    TAVERN: "a Tavern card",
    ACTION: "an action, a King's Favour or a pass",
    WORKERS_STAGE: "the workers for the action",
    TARGET: "the action's target",
    OPTION: "an option of the choice",
    ATTRIBUTE: "an attribute to raise",
}


def _rule_for(s: PaladinsState, action: object) -> str:
    if isinstance(action, KeepPaladin):
        return "PA.round.keep-paladin"
    if isinstance(action, TopPaladin):
        return "PA.round.top-paladin"
    if isinstance(action, TakeTavern):
        return "PA.round.take-tavern"
    if isinstance(action, Pass):
        return "PA.round.pass"
    if isinstance(action, PayDebt):
        return "PA.action.pay-debt"
    if isinstance(action, UseFavour):
        return "PA.favour.use"
    if isinstance(action, AssignWorkers):
        return "PA.workers.assignment"
    if isinstance(action, ChooseOption):
        return "PA.effect.choice"
    if isinstance(action, RaiseAttribute):
        return "PA.effect.choose-attribute"
    if isinstance(action, ChooseAction):
        return "PA.round.action-or-pass"
    return _TARGET_RULE[s.target]


_TARGET_RULE = (
    "PA.action.develop",
    "PA.action.recruit.discard",
    "PA.action.recruit.hire",
    "PA.effect.free-recruit",
    "PA.action.pray",
    "PA.effect.pray",
    "PA.action.commission",
    "PA.action.garrison",
    "PA.action.absolve",
    "PA.action.attack",
    "PA.action.convert",
)


def _problem(s: PaladinsState, action: object, rule: str) -> tuple[str, str] | None:
    """None when legal, else (rule, reason). The ACTION stage checks one action directly."""
    p = s.current
    g = s.game
    if isinstance(action, ChooseAction):
        if action.choice not in CHOICES:
            return "PA.round.action-or-pass", "the player board has no such action"
        return choices.choice_problem(s, p, CHOICES.index(action.choice))
    if isinstance(action, UseFavour):
        if not 0 <= action.index < len(s.favours):
            return "PA.favour.revealed", f"there is no King's Favour in position {action.index + 1}"
        return choices.favour_problem(s, p, action.index)
    if isinstance(action, Pass):
        return None
    if isinstance(action, PayDebt):
        cost = g.params.pay_debt_silver
        if cost is None:
            return (
                "PA.action.pay-debt",
                "a Debt is paid off only by a card's effect, not with silver",
            )
        if not s.unpaid[p] or s.silver[p] < cost:
            return "PA.action.pay-debt", f"paying a Debt needs an unpaid Debt and {cost} silver"
        return None
    if action in legal_actions(s):
        return None
    return _why_not(s, action)


def _why_not(s: PaladinsState, action: object) -> tuple[str, str]:
    """(rule, reason) for an action of the right kind that is not among the legal ones."""
    p = s.current
    if isinstance(action, (KeepPaladin, TopPaladin)):
        rule = (
            "PA.round.keep-paladin" if isinstance(action, KeepPaladin) else ("PA.round.top-paladin")
        )
        return rule, f"that Paladin is not among {name(s, p)}'s Paladins in hand"
    if isinstance(action, TakeTavern):
        return "PA.round.take-tavern", f"there is no Tavern card in slot {action.slot + 1}"
    if isinstance(action, AssignWorkers):
        return "PA.workers.assignment", (
            f"{worker_list(action.workers)} do not fill the action's open slots from "
            f"{name(s, p)}'s workers (clear slots take any worker, coloured slots their "
            "colour or a criminal)"
        )
    if isinstance(action, ChooseOption):
        return (
            "PA.effect.choice",
            f"the {ordinal(action.index + 1)} option is not offered or cannot be paid",
        )
    return _why_not_target(s, action)


WAITING = ("PA.turn.pending-decision", "the game is waiting for another target")


def _why_not_target(s: PaladinsState, action: object) -> tuple[str, str]:
    """(rule, reason) for a target of the TARGET stage that is not legal."""
    why_not = _WHY_NOT_TARGET.get(type(action))
    if why_not is None:
        return "PA.turn.pending-decision", "the game is waiting for another decision"
    return why_not(s, action)


def _why_not_piece(s: PaladinsState, action: Any) -> tuple[str, str]:
    """Commission and Garrison: a monk or an outpost on a main-board space."""
    g = s.game
    kind = s.target
    monk = isinstance(action, PlaceMonk)
    if kind not in (T_MONK, T_OUTPOST) or monk != (kind == T_MONK):
        return WAITING
    i = g.space_index.get(action.space, -1)
    if i < 0:
        return _TARGET_RULE[kind], "the main board has no such space"
    space = g.data.spaces[i]
    where = sentence(space_words(g.data, i))
    if not g.space_ok >> i & 1:
        return (
            "PA.board.player-count",
            f"{where} is not used with {g.num_players} players",
        )
    if not costs.free_spaces(s, s.current) >> i & 1:
        return "PA.board.space-exclusive", f"{where} already holds a piece"
    need = space.faith if monk else space.strength
    attribute = "Faith" if monk else "Strength"
    if s.effective(s.current, 0 if monk else 1) < need:
        return f"PA.action.{'commission.faith' if monk else 'garrison.strength'}", (
            f"{where} needs {need} {attribute}"
        )
    return "PA.board.same-reward-once", (
        f"an equal space of region {space.region + 1} is offered first"
    )


def _why_not_jar(s: PaladinsState, action: Any) -> tuple[str, str]:
    g = s.game
    if s.target != T_JAR:
        return WAITING
    i = g.jar_index.get(action.space, -1)
    if i < 0:
        return _TARGET_RULE[s.target], "the board has no such absolve space"
    if s.jars[s.current] >> i & 1:
        return "PA.action.absolve", f"absolve space {i + 1} already holds a jar"
    return "PA.action.absolve.influence", (
        f"absolve space {i + 1} needs {g.data.absolve_spaces[i].influence} Influence"
    )


def _empty_outsider_slot(s: PaladinsState, slot: int) -> str | None:
    """Why no Outsider can be chosen at ``slot``: the row has no such slot, or it is empty."""
    if not 0 <= slot < len(s.outsider_row):
        return f"the Outsiders' row has no slot {slot + 1}"
    if s.outsider_row[slot] < 0:
        return f"slot {slot + 1} of the Outsiders' row is empty"
    return None


def _why_not_attack(s: PaladinsState, action: Any) -> tuple[str, str]:
    if s.target != T_ATTACK:
        return WAITING
    rule = "PA.action.attack.silver-for-strength"
    empty = _empty_outsider_slot(s, action.slot)
    if empty is not None:
        return rule, empty
    g, p = s.game, s.current
    silver = costs.attack_silver(s, p, action.slot)
    return rule, (
        f"the Outsider in slot {action.slot + 1} needs {g.data.outsider_thresholds[action.slot]} "
        f"Strength: {name(s, p)} has {s.effective(p, STRENGTH)}, and the Strength missing costs "
        f"{silver} silver ({g.data.strength_per_silver} Strength per silver), more than the "
        f"{s.silver[p]} in hand"
    )


def _why_not_convert(s: PaladinsState, action: Any) -> tuple[str, str]:
    if s.target != T_CONVERT:
        return WAITING
    rule = "PA.action.convert.faith"
    empty = _empty_outsider_slot(s, action.slot)
    if empty is not None:
        return rule, empty
    p = s.current
    return rule, (
        f"the Outsider in slot {action.slot + 1} needs "
        f"{s.game.data.outsider_thresholds[action.slot]} Faith; {name(s, p)} has "
        f"{s.effective(p, FAITH)}"
    )


def _why_not_townsfolk(s: PaladinsState, action: Any) -> tuple[str, str]:
    kind = s.target
    if kind not in (T_DISCARD, T_HIRE, T_FREE_HIRE) or isinstance(action, DiscardTownsfolk) != (
        kind == T_DISCARD
    ):
        return WAITING
    if action.with_debt:
        return "PA.action.recruit.debt", (
            "a Debt pays only for a Townsfolk in one of the two leftmost slots, and only one that "
            "costs silver"
        )
    return "PA.action.recruit.slot-cost", (
        f"no Townsfolk in slot {action.slot + 1}, or its silver cost cannot be paid"
    )


def _why_not_clear(s: PaladinsState, action: Any) -> tuple[str, str]:
    if s.target not in (T_CLEAR, T_CLEAR_OTHER):
        return WAITING
    return _TARGET_RULE[s.target], f"the {action.space.capitalize()} action holds no workers" + (
        " (Pray cannot clear itself)" if action.space == "pray" else ""
    )


def _why_not_workshop(s: PaladinsState, action: Any) -> tuple[str, str]:
    if s.target != T_WORKSHOP:
        return WAITING
    return "PA.action.develop.max-per-action", (
        f"{action.space.capitalize()} is not a right-hand action with room for a workshop"
    )


_WHY_NOT_TARGET: dict[type, Callable[[PaladinsState, Any], tuple[str, str]]] = {
    PlaceMonk: _why_not_piece,
    PlaceOutpost: _why_not_piece,
    PlaceJar: _why_not_jar,
    AttackOutsider: _why_not_attack,
    ConvertOutsider: _why_not_convert,
    DiscardTownsfolk: _why_not_townsfolk,
    HireTownsfolk: _why_not_townsfolk,
    ClearSpace: _why_not_clear,
    BuildWorkshop: _why_not_workshop,
}


ACTION_CHECKS: ActionChecks[PaladinsState] = ActionChecks(
    game_over_rule="PA.turn.game-over",
    pending_rule="PA.turn.pending-decision",
    stage_actions=_STAGE_ACTION,
    expected=_EXPECTED,
    rule_for=_rule_for,
    problem=_problem,
    describe=describe,
)
"""``check_action`` of Paladins (``PaladinsState.check_action``); the order is the core's."""
