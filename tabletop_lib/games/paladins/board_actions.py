"""Starting an action of the player board or a King's Favour: its workers and its cost
(rules "Ações no Tabuleiro do Jogador"; docs/rules §2.4).

An action is three small decisions: the action (``ChooseAction``/``UseFavour``), its workers
(``AssignWorkers``, skipped when only one distinct assignment exists) and its target (skipped
likewise, ``targets.py``). Its effects then resolve from ``state.stack`` (``effect_stack.py``);
effects that ask a question stop there. Which actions are open is decided in ``choices.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import count as counted

from .actions import (
    WORKER_MULTISETS,
    AssignWorkers,
)
from .common import name, say
from .constants import (
    ACTION,
    C_ABSOLVE,
    C_ATTACK,
    C_COMMISSION,
    C_CONSPIRE,
    C_CONVERT,
    C_DEVELOP,
    C_GARRISON,
    C_HUNT1,
    C_HUNT2,
    C_PRAY,
    C_RECRUIT1,
    C_RECRUIT2,
    C_TRADE1,
    C_TRADE2,
    CHOICE_SPACE,
    FAVOUR_BASE,
    FORTIFY,
    NUM_WORKER_TYPES,
    PC_EFFECTS,
    PC_END_ACTION,
    SPACES,
    T_ATTACK,
    T_CLEAR_OTHER,
    T_CONVERT,
    T_DISCARD,
    T_HIRE,
    T_JAR,
    T_MONK,
    T_OUTPOST,
    T_WORKSHOP,
    WORKERS_STAGE,
)
from .describe import effect_words, favour_name, worker_list
from .effects import pay, push, push_action_triggers, take_debt

if TYPE_CHECKING:
    from .data import Effects
    from .state import PaladinsState

from .costs import (
    develop_cost,
    pray_cost,
    requirement,
    row_cost,
)
from .targets import open_target


# -- starting an action ------------------------------------------------------------------------
def choose(s: PaladinsState, action: int) -> bool:
    """The player commits to ``action``; its space (or Favour) now holds workers.

    True when a decision (workers, target) is now pending."""
    p = s.current
    s.action = action
    if action >= FAVOUR_BASE:
        s.favour_used[action - FAVOUR_BASE] |= 1 << p
    else:
        s.used[p] |= 1 << CHOICE_SPACE[action]
    options = worker_options(s)
    if len(options) > 1:
        s.stage = WORKERS_STAGE
        return True
    return assign(s, options[0].workers)


def worker_options(s: PaladinsState) -> tuple[AssignWorkers, ...]:
    g = s.game
    p = s.current
    return g.assign_options(g.pack(s.workers, p * NUM_WORKER_TYPES), requirement(s, p, s.action))


def assign(s: PaladinsState, workers: tuple[int, ...]) -> bool:
    """Place the workers (they return to the supply at the round's end), then begin.

    True when a decision (the target) is now pending."""
    p = s.current
    base = p * NUM_WORKER_TYPES
    a = s.action
    placed_at = -1 if a >= FAVOUR_BASE else p * len(SPACES) + CHOICE_SPACE[a]
    for t in workers:
        s.workers[base + t] -= 1
        if placed_at < 0:
            s.favour_workers[t] += 1
        else:
            s.on_space[placed_at] += 1 << (3 * t)
    g = s.game
    if a >= FAVOUR_BASE:
        favour = g.data.favours[s.favours[a - FAVOUR_BASE]]
        gets = effect_words(g.data, favour.effects)
        what = f"the King's Favour “{favour_name(favour.id)}” (to {gets})"
        rule = "PA.favour.use"
    else:
        what, rule = g.choice_text[a], CHOICE_RULES[a]
    say(s, rule, f"{name(s, p)} takes {what} with {WORKER_TEXT[workers]}.", p)
    return begin(s)


CHOICE_RULES = (
    "PA.action.develop",
    "PA.action.hunt.one",
    "PA.action.hunt.two",
    "PA.action.trade.one",
    "PA.action.trade.two",
    "PA.action.recruit.discard",
    "PA.action.recruit.hire",
    "PA.action.pray",
    "PA.action.conspire",
    "PA.action.commission",
    "PA.action.fortify",
    "PA.action.garrison",
    "PA.action.absolve",
    "PA.action.attack",
    "PA.action.convert",
)
"""The rule each choice's narration cites."""
WORKER_TEXT: dict[tuple[int, ...], str] = {m: worker_list(m) for m in WORKER_MULTISETS}


_OPENS_TARGET: dict[int, int] = {C_RECRUIT1: T_DISCARD, C_RECRUIT2: T_HIRE, C_ATTACK: T_ATTACK}
"""The actions with no fixed cost that ask for their target at once."""
_ROW_TARGET: dict[int, int] = {
    C_COMMISSION: T_MONK,
    C_GARRISON: T_OUTPOST,
    C_ABSOLVE: T_JAR,
    C_CONVERT: T_CONVERT,
}
"""The right-hand actions that pay their row's cost, then ask for a target (Fortify, the
other, asks none)."""
_FIXED_EFFECTS = (C_HUNT1, C_HUNT2, C_TRADE1, C_TRADE2, C_CONSPIRE)
"""The actions whose effects are printed on their space: no cost, no target."""


def begin(s: PaladinsState) -> bool:
    """Pay the action's fixed cost, then ask for its target (True) or queue its effects."""
    p = s.current
    a = s.action
    s.resume = PC_END_ACTION
    s.pc = PC_EFFECTS
    if a >= FAVOUR_BASE:
        favour = s.game.data.favours[s.favours[a - FAVOUR_BASE]]
        pay(s, p, favour.silver, favour.provisions, "PA.favour.use")
        if favour.debt:
            take_debt(s, p, favour.debt, "PA.favour.use")
        push(s, favour.effects)
        return False
    target = _OPENS_TARGET.get(a)
    if target is not None:
        return open_target(s, target)
    if a == C_DEVELOP:
        pay(s, p, develop_cost(s, p), 0, "PA.action.develop")
        return open_target(s, T_WORKSHOP)
    if a == C_PRAY:
        pay(s, p, pray_cost(s, p), 0, "PA.action.pray")
        return open_target(s, T_CLEAR_OTHER)
    if a in _FIXED_EFFECTS:
        push_action_triggers(s, p, CHOICE_SPACE[a])
        push(s, _space_effects(s, a))
        return False
    silver, provisions = row_cost(s, p, CHOICE_SPACE[a])
    pay(s, p, silver, provisions, "PA.action.row-cost")
    target = _ROW_TARGET.get(a)
    if target is not None:
        return open_target(s, target)
    fortify(s, p)
    return False


def _space_effects(s: PaladinsState, a: int) -> Effects:
    """The effects printed on the space of a Hunt, Trade or Conspire action."""
    data = s.game.data
    if a in (C_HUNT1, C_HUNT2):
        return data.hunt[a == C_HUNT2]
    if a in (C_TRADE1, C_TRADE2):
        return data.trade[a == C_TRADE2]
    return data.conspire


def fortify(s: PaladinsState, p: int) -> None:
    """Build the top Wall card in the leftmost empty wall slot (rules: Fortificar)."""
    data = s.game.data
    card = s.wall_deck.pop()
    s.walls[p] |= 1 << card
    wall = data.walls[card]
    say(
        s,
        "PA.action.fortify",
        f"{name(s, p)} builds a Wall to {effect_words(data, wall.effects)}"
        + (f"; it is worth {counted(wall.points, 'point')}." if wall.points else "."),
        p,
    )
    push_action_triggers(s, p, FORTIFY)
    push(s, wall.effects)


def end_action_stage(s: PaladinsState) -> None:
    """Back to the ACTION stage bookkeeping after an action's effects are done."""
    s.action = -1
    s.target = -1
    s.stage = ACTION
