"""Carrying out an action of the player board or a King's Favour: its workers, its cost, its
target and its effects (rules "Ações no Tabuleiro do Jogador"; docs/rules §2.4).

An action is three small decisions: the action (``ChooseAction``/``UseFavour``), its workers
(``AssignWorkers``, skipped when only one distinct assignment exists) and its target (skipped
likewise). Its effects then resolve from ``state.stack``; effects that ask a question stop there.
Which actions are open is decided in ``choices.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import article

from .actions import (
    WORKER_MULTISETS,
    Action,
    AssignWorkers,
    AttackOutsider,
    BuildWorkshop,
    ClearSpace,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    PlaceJar,
    PlaceMonk,
    PlaceOutpost,
)
from .common import bits, name, say
from .constants import (
    ABSOLVE,
    ACTION,
    ATTACK,
    ATTRIBUTE,
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
    COMMISSION,
    CONVERT,
    DEVELOP,
    FAVOUR_BASE,
    FIRST_DECISION_OP,
    FORTIFY,
    GARRISON,
    NUM_WORKER_TYPES,
    OP_CHOOSE,
    OP_CHOOSE_ATTRIBUTE,
    OP_FAITH,
    OP_FREE_DEVELOP,
    OP_FREE_RECRUIT,
    OP_STRENGTH,
    OPTION,
    P_SETUP,
    PC_EFFECTS,
    PC_END_ACTION,
    PRAY,
    SPACES,
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
    WORKERS,
    WORKERS_STAGE,
)
from .describe import effect_words
from .effects import PLAIN, gain, gain_plain, push, push_action_triggers, receive, take_debt

if TYPE_CHECKING:
    from .state import PaladinsState

from .choices import (
    attack_silver,
    attack_slots,
    board_targets,
    convert_slots,
    develop_cost,
    developed,
    jar_targets,
    placed,
    pray_cost,
    requirement,
    row_cost,
    slot_cost,
    townsfolk_payments,
    workshop_spaces,
)


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
        what = f"the King's Favour {favour.id} ({effect_words(g.data, favour.effects)})"
        rule = "PA.favour.use"
    else:
        what, rule = g.choice_text[a], CHOICE_RULES[a]
    say(s, rule, f"{g.player_names[p]} takes {what} with {WORKER_TEXT[workers]}.", p)
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
WORKER_TEXT: dict[tuple[int, ...], str] = {
    m: " + ".join(WORKERS[t] for t in m) for m in WORKER_MULTISETS
}


def pay(s: PaladinsState, p: int, silver: int, provisions: int, rule: str) -> None:
    if silver or provisions:
        s.silver[p] -= silver
        s.provisions[p] -= provisions
        what = f"{silver} silver" if silver else f"{provisions} provisions"
        if silver and provisions:
            what = f"{silver} silver and {provisions} provisions"
        say(s, rule, f"{name(s, p)} pays {what}.", p)


def begin(s: PaladinsState) -> bool:
    """Pay the action's fixed cost, then ask for its target (True) or queue its effects."""
    g = s.game
    data = g.data
    p = s.current
    a = s.action
    s.resume = PC_END_ACTION
    s.pc = PC_EFFECTS
    if a >= FAVOUR_BASE:
        favour = data.favours[s.favours[a - FAVOUR_BASE]]
        pay(s, p, favour.silver, favour.provisions, "PA.favour.use")
        if favour.debt:
            take_debt(s, p, favour.debt, "PA.favour.use")
        push(s, favour.effects)
        return False
    if a == C_DEVELOP:
        pay(s, p, develop_cost(s, p), 0, "PA.action.develop")
        return open_target(s, T_WORKSHOP)
    elif a in (C_HUNT1, C_HUNT2):
        push_action_triggers(s, p, CHOICE_SPACE[a])
        push(s, data.hunt[a == C_HUNT2])
    elif a in (C_TRADE1, C_TRADE2):
        push_action_triggers(s, p, CHOICE_SPACE[a])
        push(s, data.trade[a == C_TRADE2])
    elif a == C_RECRUIT1:
        return open_target(s, T_DISCARD)
    elif a == C_RECRUIT2:
        return open_target(s, T_HIRE)
    elif a == C_PRAY:
        pay(s, p, pray_cost(s, p), 0, "PA.action.pray")
        return open_target(s, T_CLEAR_OTHER)
    elif a == C_CONSPIRE:
        push_action_triggers(s, p, CHOICE_SPACE[a])
        push(s, data.conspire)
    elif a == C_ATTACK:
        return open_target(s, T_ATTACK)
    else:
        space = CHOICE_SPACE[a]
        silver, provisions = row_cost(s, p, space)
        pay(s, p, silver, provisions, "PA.action.row-cost")
        if a == C_COMMISSION:
            return open_target(s, T_MONK)
        if a == C_GARRISON:
            return open_target(s, T_OUTPOST)
        if a == C_ABSOLVE:
            return open_target(s, T_JAR)
        if a == C_CONVERT:
            return open_target(s, T_CONVERT)
        fortify(s, p)
    return False


def fortify(s: PaladinsState, p: int) -> None:
    """Build the top Wall card in the leftmost empty wall slot (rules: Fortificar)."""
    data = s.game.data
    card = s.wall_deck.pop()
    s.walls[p] |= 1 << card
    wall = data.walls[card]
    say(
        s,
        "PA.action.fortify",
        f"{name(s, p)} builds {wall.id}: {effect_words(data, wall.effects)}; "
        f"{wall.points} point(s).",
        p,
    )
    push_action_triggers(s, p, FORTIFY)
    push(s, wall.effects)


# -- targets --------------------------------------------------------------------------------------
def target_options(s: PaladinsState) -> list[Action]:
    """The options of the pending TARGET decision, in a fixed order."""
    t = s.game.tables
    p = s.current
    kind = s.target
    if kind == T_WORKSHOP:
        return [t.workshop[sp] for sp in workshop_spaces(s, p)]
    if kind == T_DISCARD:
        return [t.dismiss[slot][debt] for slot, debt in townsfolk_payments(s, p, True)]
    if kind == T_HIRE:
        return [t.hire[slot][debt] for slot, debt in townsfolk_payments(s, p, False)]
    if kind == T_FREE_HIRE:
        return [t.hire[slot][False] for slot, card in enumerate(s.townsfolk_row) if card >= 0]
    if kind == T_CLEAR_OTHER:
        return [t.clear[sp] for sp in bits(s.used[p] & ~(1 << PRAY))]
    if kind == T_CLEAR:
        return [t.clear[sp] for sp in bits(s.used[p])]
    if kind == T_MONK:
        return [t.monk[i] for i in board_targets(s, p, True)]
    if kind == T_OUTPOST:
        return [t.outpost[i] for i in board_targets(s, p, False)]
    if kind == T_JAR:
        return [t.jar[i] for i in jar_targets(s, p)]
    if kind == T_ATTACK:
        return [t.attack[i] for i in attack_slots(s, p)]
    return [t.convert[i] for i in convert_slots(s, p)]


_NOTHING = {
    T_WORKSHOP: "no workshop can be moved",
    T_FREE_HIRE: "no Townsfolk is visible",
    T_CLEAR: "no action space holds workers",
}


def open_target(s: PaladinsState, kind: int) -> bool:
    """Ask for a target; with one option apply it, with none skip (effects). True = asked."""
    s.target = kind
    options = target_options(s)
    if len(options) > 1:
        s.stage = TARGET
        return True
    if options:
        apply_target(s, options[0])
    else:
        rule = {T_WORKSHOP: "PA.effect.free-develop", T_FREE_HIRE: "PA.effect.free-recruit"}
        say(s, rule.get(kind, "PA.effect.pray"), f"Nothing happens: {_NOTHING[kind]}.", s.current)
    return False


def apply_target(s: PaladinsState, action: Action) -> None:
    """Carry out the chosen target; its effects join the stack."""
    g = s.game
    data = g.data
    p = s.current
    s.pc = PC_EFFECTS
    if isinstance(action, BuildWorkshop):
        space = SPACES.index(action.space)
        leftmost = developed(s, p)
        s.workshops[p * 12 + space] += 1
        reward = data.workshop_rewards[leftmost]
        say(
            s,
            "PA.action.develop.workshop-row",
            f"{name(s, p)} moves workshop {leftmost + 1} "
            f"onto {action.space} and gains the {WORKERS[reward]} beneath it.",
            p,
        )
        push_action_triggers(s, p, DEVELOP)
        receive(s, p, reward, 1)
    elif isinstance(action, (DiscardTownsfolk, HireTownsfolk)):
        slot = action.slot
        card = s.townsfolk_row[slot]
        s.townsfolk_row[slot] = -1
        tf = data.townsfolk[card]
        discard = isinstance(action, DiscardTownsfolk)
        if s.target != T_FREE_HIRE:
            if action.with_debt:
                take_debt(s, p, 1, "PA.action.recruit.debt")
            else:
                pay(s, p, slot_cost(s, p, slot, discard), 0, "PA.action.recruit.slot-cost")
        if discard:
            s.townsfolk_discard.append(card)
            say(
                s,
                "PA.action.recruit.discard",
                f"{name(s, p)} discards {tf.name} to {effect_words(data, tf.discard)}.",
                p,
            )
            push(s, tf.discard)
        else:
            s.hired[p] |= 1 << card
            rule = (
                "PA.action.recruit.hire"
                if s.target == T_HIRE
                else "PA.setup.free-hire"
                if s.period == P_SETUP
                else "PA.effect.free-recruit"
            )
            say(
                s,
                rule,
                f"{name(s, p)} hires {tf.name} ({tf.id}); immediate bonus: "
                f"{effect_words(data, tf.hire)}.",
                p,
            )
            push(s, tf.hire)
    elif isinstance(action, ClearSpace):
        space = SPACES.index(action.space)
        s.used[p] &= ~(1 << space)
        i = p * len(SPACES) + space
        if s.supply:  # the workers go back to the shared supply
            for t in range(NUM_WORKER_TYPES):
                s.supply[t] += s.on_space[i] >> (3 * t) & 7
        s.on_space[i] = 0
        rule = "PA.action.pray" if s.target == T_CLEAR_OTHER else "PA.effect.pray"
        say(s, rule, f"{name(s, p)} clears the workers from {action.space}.", p)
    elif isinstance(action, (PlaceMonk, PlaceOutpost)):
        monk = isinstance(action, PlaceMonk)
        i = g.space_index[action.space]
        board_space = data.spaces[i]
        r = data.monks if monk else data.outposts
        count = placed(s, p, COMMISSION if monk else GARRISON)
        s.occupied |= 1 << i
        if monk:
            s.monk_at[p] |= 1 << i
        else:
            s.outpost_at[p] |= 1 << i
        piece = "monk" if monk else "outpost"
        say(
            s,
            "PA.action.commission" if monk else "PA.action.garrison",
            f"{name(s, p)} puts {article(piece)} "
            f"{piece} on {board_space.id}: "
            f"{effect_words(data, board_space.effects + r.bonus[count])}.",
            p,
        )
        push_action_triggers(s, p, COMMISSION if monk else GARRISON)
        push(s, board_space.effects + r.bonus[count])
    elif isinstance(action, PlaceJar):
        i = g.jar_index[action.space]
        s.jars[p] |= 1 << i
        effects = data.absolve_spaces[i].effects + data.absolve
        say(
            s,
            "PA.action.absolve",
            f"{name(s, p)} puts a jar on {action.space}: {effect_words(data, effects)}.",
            p,
        )
        push_action_triggers(s, p, ABSOLVE)
        push(s, effects)
    elif isinstance(action, AttackOutsider):
        slot = action.slot
        card = s.outsider_row[slot]
        pay(s, p, attack_silver(s, p, slot), 0, "PA.action.attack.silver-for-strength")
        s.outsider_row[slot] = -1
        s.attacked[p] |= 1 << card
        out = data.outsiders[card]
        effects = out.attack + data.attack
        say(
            s,
            "PA.action.attack",
            f"{name(s, p)} attacks the {data.suits[out.suit]} "
            f"{out.name}: {effect_words(data, effects)}.",
            p,
        )
        push_action_triggers(s, p, ATTACK)
        push(s, effects)
    elif isinstance(action, ConvertOutsider):
        slot = action.slot
        card = s.outsider_row[slot]
        s.outsider_row[slot] = -1
        s.converted[p] |= 1 << card
        out = data.outsiders[card]
        say(
            s,
            "PA.action.convert",
            f"{name(s, p)} converts the {data.suits[out.suit]} "
            f"{out.name} (+{out.convert_strength} Strength).",
            p,
        )
        push_action_triggers(s, p, CONVERT)
        push(s, (OP_STRENGTH << 8 | out.convert_strength,))
    else:
        raise AssertionError(f"{action} is not a target")


# -- the effect stack ----------------------------------------------------------------------------
def run_stack(s: PaladinsState) -> bool:
    """Resolve queued effects for the current player; True when one asks a question."""
    p = s.current
    stack = s.stack
    while stack:
        code = stack.pop()
        op = code >> 8
        if op in PLAIN:
            # Narrated by whoever queued the effects (the action, card or trigger).
            gain_plain(s, p, code)
        elif op < FIRST_DECISION_OP:
            gain(s, p, code)
        elif op == OP_FREE_RECRUIT:
            if open_target(s, T_FREE_HIRE):
                return True
        elif op == OP_FREE_DEVELOP:
            if open_target(s, T_WORKSHOP):
                return True
        elif op == OP_CHOOSE_ATTRIBUTE:
            s.ctx = code & 255
            s.stage = ATTRIBUTE
            return True
        elif op == OP_CHOOSE:
            s.ctx = code & 255
            options = affordable_options(s)
            if len(options) > 1:
                s.stage = OPTION
                return True
            if options:
                choose_option(s, options[0])
            else:
                say(s, "PA.effect.choice", "No option of the choice can be paid.", p)
        elif open_target(s, T_CLEAR):
            return True
    s.pc = s.resume
    return False


def affordable_options(s: PaladinsState) -> list[int]:
    p = s.current
    return [
        i
        for i, o in enumerate(s.game.data.choices[s.ctx])
        if s.silver[p] >= o.silver
        and s.provisions[p] >= o.provisions
        and (o.debt == 0 or s.debt_supply >= o.debt)
    ]


def choose_option(s: PaladinsState, index: int) -> None:
    data = s.game.data
    p = s.current
    option = data.choices[s.ctx][index]
    pay(s, p, option.silver, option.provisions, "PA.effect.pay")
    if option.debt:
        take_debt(s, p, option.debt, "PA.effect.pay")
    say(s, "PA.effect.choice", f"{name(s, p)} chooses to {effect_words(data, option.effects)}.", p)
    push(s, option.effects)
    s.pc = PC_EFFECTS


def raise_chosen(s: PaladinsState, attribute: int) -> None:
    p = s.current
    say(
        s,
        "PA.effect.choose-attribute",
        f"{name(s, p)} chooses to raise {('faith', 'strength', 'influence')[attribute]}.",
        p,
    )
    gain(s, p, (OP_FAITH + attribute) << 8 | s.ctx)
    s.pc = PC_EFFECTS


def end_action_stage(s: PaladinsState) -> None:
    """Back to the ACTION stage bookkeeping after an action's effects are done."""
    s.action = -1
    s.target = -1
    s.stage = ACTION
