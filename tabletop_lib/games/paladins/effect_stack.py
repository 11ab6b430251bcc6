"""The effect stack: queued effects resolve for the player whose turn it is; the ones that ask
a question (a free recruit or develop, "choose one", an attribute to raise, a space to clear)
stop there until the player answers (rules "Ações no Tabuleiro do Jogador"; docs/rules §2.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .common import name, say
from .constants import (
    ATTRIBUTE,
    FIRST_DECISION_OP,
    OP_CHOOSE,
    OP_CHOOSE_ATTRIBUTE,
    OP_FAITH,
    OP_FREE_DEVELOP,
    OP_FREE_RECRUIT,
    OPTION,
    PC_EFFECTS,
    T_CLEAR,
    T_FREE_HIRE,
    T_WORKSHOP,
)
from .describe import effect_words
from .effects import PLAIN, gain, gain_plain, pay, push, take_debt

if TYPE_CHECKING:
    from .state import PaladinsState


from .targets import open_target


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
        elif _decision(s, p, code, op):
            return True
    s.pc = s.resume
    return False


def _decision(s: PaladinsState, p: int, code: int, op: int) -> bool:
    """An effect that may ask ``p`` a question (a free recruit or develop, an attribute, an
    option, a target to clear); True when it does (the rarer effects, off the plain path)."""
    if op == OP_FREE_RECRUIT:
        return open_target(s, T_FREE_HIRE)
    if op == OP_FREE_DEVELOP:
        return open_target(s, T_WORKSHOP)
    if op == OP_CHOOSE_ATTRIBUTE:
        s.ctx = code & 255
        s.stage = ATTRIBUTE
        return True
    if op == OP_CHOOSE:
        s.ctx = code & 255
        options = affordable_options(s)
        if len(options) > 1:
            s.stage = OPTION
            return True
        if options:
            choose_option(s, options[0])
        else:
            say(s, "PA.effect.choice", "No option of the choice can be paid.", p)
        return False
    return open_target(s, T_CLEAR)


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
        f"{name(s, p)} chooses to raise their {('Faith', 'Strength', 'Influence')[attribute]}.",
        p,
    )
    gain(s, p, (OP_FAITH + attribute) << 8 | s.ctx)
    s.pc = PC_EFFECTS
