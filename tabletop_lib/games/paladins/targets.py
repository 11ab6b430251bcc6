"""The target of a player-board action: which workshop, Townsfolk, space, jar or Outsider it
takes, and carrying the chosen one out (rules "Ações no Tabuleiro do Jogador"; docs/rules §2.4).

A target is asked only when there is more than one; with one it applies at once and with none
the step is skipped. Its effects then join ``state.stack`` (``effect_stack.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import article, ordinal

from .actions import (
    Action,
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
    ATTACK,
    COMMISSION,
    CONVERT,
    DEVELOP,
    GARRISON,
    NUM_WORKER_TYPES,
    OP_STRENGTH,
    P_SETUP,
    PC_EFFECTS,
    PRAY,
    SPACES,
    T_ATTACK,
    T_CLEAR,
    T_CLEAR_OTHER,
    T_DISCARD,
    T_FREE_HIRE,
    T_HIRE,
    T_JAR,
    T_MONK,
    T_OUTPOST,
    T_WORKSHOP,
    TARGET,
    WORKERS,
)
from .describe import effect_words, space_words
from .effects import pay, push, push_action_triggers, receive, take_debt

if TYPE_CHECKING:
    from .state import PaladinsState

from .costs import (
    attack_silver,
    attack_slots,
    board_targets,
    convert_slots,
    developed,
    jar_targets,
    placed,
    slot_cost,
    townsfolk_payments,
    workshop_spaces,
)


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


def _take_townsfolk(s: PaladinsState, p: int, action: DiscardTownsfolk | HireTownsfolk) -> None:
    """Recruit: the Townsfolk in ``action.slot`` is paid for (unless free) and hired, or
    dismissed for its discard effects; the effects join the stack."""
    data = s.game.data
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
            f"{name(s, p)} dismisses the {tf.name} to {effect_words(data, tf.discard)}.",
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
            f"{name(s, p)} hires the {tf.name}"
            + (f" (on hiring: {effect_words(data, tf.hire)})." if tf.hire else "."),
            p,
        )
        push(s, tf.hire)


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
            f"{name(s, p)} moves their {ordinal(leftmost + 1)} workshop onto their "
            f"{action.space.capitalize()} action and gains the {WORKERS[reward]} beneath it.",
            p,
        )
        push_action_triggers(s, p, DEVELOP)
        receive(s, p, reward, 1)
    elif isinstance(action, (DiscardTownsfolk, HireTownsfolk)):
        _take_townsfolk(s, p, action)
    elif isinstance(action, ClearSpace):
        space = SPACES.index(action.space)
        s.used[p] &= ~(1 << space)
        i = p * len(SPACES) + space
        if s.supply:  # the workers go back to the shared supply
            for t in range(NUM_WORKER_TYPES):
                s.supply[t] += s.on_space[i] >> (3 * t) & 7
        s.on_space[i] = 0
        rule = "PA.action.pray" if s.target == T_CLEAR_OTHER else "PA.effect.pray"
        say(
            s,
            rule,
            f"{name(s, p)} clears the workers from their {action.space.capitalize()} action.",
            p,
        )
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
            f"{name(s, p)} puts {article(piece)} {piece} on {space_words(data, i)} to "
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
            f"{name(s, p)} puts a jar on absolve space {i + 1} to {effect_words(data, effects)}.",
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
            f"{out.name} to {effect_words(data, effects)}.",
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
            f"{out.name} and gains {out.convert_strength} Strength.",
            p,
        )
        push_action_triggers(s, p, CONVERT)
        push(s, (OP_STRENGTH << 8 | out.convert_strength,))
    else:
        raise AssertionError(f"{action} is not a target")
