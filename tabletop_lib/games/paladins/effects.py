"""The effects that apply at once, the tax supply, Suspicion, Debts and the Inquisition.

An effect is an ``int`` (``op << 8 | argument``, see data.py). The ops before
``FIRST_DECISION_OP`` apply here at once to any player; the ones that ask a question are run by
``effect_stack.run_stack`` for the player whose turn it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import and_list
from tabletop_lib.core.words import count as counted

from .common import bits, name, say
from .constants import (
    ATTRIBUTES,
    CRIMINAL,
    NUM_WORKER_TYPES,
    OP_CRIMINAL,
    OP_FAITH,
    OP_INFLUENCE,
    OP_PAY_DEBT,
    OP_PROVISIONS,
    OP_REMOVE_DEBT,
    OP_REMOVE_SUSPICION,
    OP_SILVER,
    OP_STRENGTH,
    OP_SUSPICION,
    OP_TAKE_DEBT,
    OP_TAX,
    OP_WORKER,
    WORKERS,
)
from .data import INQUISITION_HELD, Effects
from .describe import effect_words

if TYPE_CHECKING:
    from .state import PaladinsState


def push(s: PaladinsState, effects: Effects) -> None:
    """Queue ``effects`` to resolve next, first one first."""
    s.stack.extend(reversed(effects))


PLAIN = frozenset({OP_WORKER, OP_SILVER, OP_PROVISIONS, OP_FAITH, OP_STRENGTH, OP_INFLUENCE})
"""Ops that only add to a player's stock: narrated together (see :func:`gain_plain`)."""


def gain_plain(s: PaladinsState, p: int, code: int) -> None:
    """Apply a PLAIN effect without narration; the caller narrates a batch of them."""
    op = code >> 8
    arg = code & 255
    if op == OP_WORKER:
        receive(s, p, arg, 1)
    elif op == OP_SILVER:
        s.silver[p] += arg
    elif op == OP_PROVISIONS:
        s.provisions[p] += arg
    else:
        raise_attribute(s, p, op - OP_FAITH, arg, quiet=True)


def gain(s: PaladinsState, p: int, code: int) -> None:
    """Apply one immediate effect to player ``p`` (PA.effect.*)."""
    op = code >> 8
    arg = code & 255
    if op in PLAIN:
        gain_plain(s, p, code)
        words = effect_words(s.game.data, (code,)).removeprefix("gain ")
        say(s, "PA.effect.gain", f"{name(s, p)} gains {words}.", p)
    elif op == OP_CRIMINAL:
        gain_criminals(s, p, arg)
    elif op == OP_TAX:
        take_tax(s, p, arg, "PA.effect.tax")
    elif op == OP_SUSPICION:
        for _ in range(arg):
            draw_suspicion(s, p, "PA.suspicion.draw")
    elif op == OP_REMOVE_SUSPICION:
        remove_suspicion(s, p, arg, "PA.effect.remove-suspicion")
    elif op == OP_PAY_DEBT:
        pay_debt(s, p, arg)
    elif op == OP_REMOVE_DEBT:
        k = min(arg, s.unpaid[p])
        s.unpaid[p] -= k
        s.debt_supply += k
        if k:
            debts = counted(k, "unpaid Debt")
            say(s, "PA.effect.remove-debt", f"{name(s, p)} returns {debts}.", p)
    elif op == OP_TAKE_DEBT:
        take_debt(s, p, arg, "PA.effect.take-debt")
    else:
        raise AssertionError(f"effect {code} needs a decision")


def raise_attribute(
    s: PaladinsState, p: int, attribute: int, amount: int, quiet: bool = False
) -> None:
    """Move an attribute marker up; the track stops at its top (PA.attributes.track-max)."""
    i = p * 3 + attribute
    top = s.game.data.track_max
    before = s.attrs[i]
    s.attrs[i] = min(top, before + amount)
    if before + amount > top:
        say(
            s,
            "PA.attributes.track-max",
            f"{name(s, p)}'s {ATTRIBUTES[attribute]} stops at the top of its track ({top}).",
            p,
        )
    elif not quiet:
        say(
            s,
            "PA.effect.gain",
            f"{name(s, p)}'s {ATTRIBUTES[attribute]} rises to {s.attrs[i]}.",
            p,
        )


def receive(s: PaladinsState, p: int, worker: int, count: int) -> int:
    """Give ``count`` workers of a type from the shared supply; with option worker_supply
    'finite' only as many as it holds, the rest being lost (PA.supply.exhausted). Returns how
    many were given."""
    if s.supply:
        left = s.supply[worker]
        if left < count:
            say(
                s,
                "PA.supply.exhausted",
                f"The supply has {counted(left, WORKERS[worker])} left: "
                f"{name(s, p)} receives {left} of {count}.",
                p,
            )
            count = left
        s.supply[worker] = left - count
    s.workers[p * NUM_WORKER_TYPES + worker] += count
    return count


def gain_criminals(s: PaladinsState, p: int, count: int, quiet: bool = False) -> None:
    """Criminals; with option criminal_suspicion 'every-criminal' each one received brings a
    Suspicion (PA.supply.exhausted: none for a Criminal the finite supply no longer holds)."""
    count = receive(s, p, CRIMINAL, count)
    if not quiet:
        say(s, "PA.effect.gain", f"{name(s, p)} gains {counted(count, 'criminal')}.", p)
    if s.game.params.criminal_suspicion == "every-criminal":
        for _ in range(count):
            draw_suspicion(s, p, "PA.effect.criminal-suspicion")


def take_tax(s: PaladinsState, p: int, amount: int, rule: str) -> None:
    """Take silver from the tax supply, as much as is there; emptying it may call an
    Inquisition (option inquisition_trigger 'tax-empty')."""
    taken = min(amount, s.tax)
    s.tax -= taken
    s.silver[p] += taken
    say(s, rule, f"{name(s, p)} takes {taken} silver from the tax supply ({s.tax} left).", p)
    if taken and s.tax == 0 and s.game.params.inquisition_trigger == "tax-empty":
        inquisition(s, "The tax supply is empty: an Inquisition is held.")


def draw_suspicion(s: PaladinsState, p: int, rule: str) -> None:
    """Draw a Suspicion card and take its silver from the tax supply (docs/rules §2.2)."""
    if not s.suspicion_deck:
        if not s.suspicion_discard:
            say(s, rule, "No Suspicion card is left to draw.", p)
            return
        s.suspicion_deck = s.suspicion_discard
        s.suspicion_discard = []
        s.rng.shuffle(s.suspicion_deck)
        say(s, "PA.deck.reshuffle", "The Suspicion discards are shuffled into a new deck.")
    value = s.suspicion_deck.pop()
    g = s.game
    s.suspicion[p * g.suspicion_kinds + g.suspicion_index[value]] += 1
    taken = min(value, s.tax)
    s.tax -= taken
    s.silver[p] += taken
    say(
        s,
        rule,
        f"{name(s, p)} draws a Suspicion card showing {value} silver"
        + (f" and takes {taken} from the tax supply ({s.tax} left)." if value else "."),
        p,
    )
    if taken and s.tax == 0 and g.params.inquisition_trigger == "tax-empty":
        inquisition(s, "The tax supply is empty: an Inquisition is held.")


def remove_suspicion(s: PaladinsState, p: int, count: int, rule: str) -> None:
    """Return Suspicion cards to the discard pile, the highest silver value first (which card
    goes back changes nothing for its owner; the order only fixes the discards)."""
    g = s.game
    kinds = g.suspicion_kinds
    removed = 0
    for k in range(kinds - 1, -1, -1):
        i = p * kinds + k
        while s.suspicion[i] and removed < count:
            s.suspicion[i] -= 1
            s.suspicion_discard.append(g.suspicion_values[k])
            removed += 1
    if removed:
        cards = counted(removed, "Suspicion card")
        say(s, rule, f"{name(s, p)} returns {cards}.", p)


def pay(s: PaladinsState, p: int, silver: int, provisions: int, rule: str) -> None:
    """Pay an action's, card's or choice's silver and provisions (narrated under ``rule``)."""
    if silver or provisions:
        s.silver[p] -= silver
        s.provisions[p] -= provisions
        what = f"{silver} silver" if silver else counted(provisions, "provision")
        if silver and provisions:
            what = f"{silver} silver and {counted(provisions, 'provision')}"
        say(s, rule, f"{name(s, p)} pays {what}.", p)


def take_debt(s: PaladinsState, p: int, count: int, rule: str) -> None:
    k = min(count, s.debt_supply)
    s.debt_supply -= k
    s.unpaid[p] += k
    say(s, rule, f"{name(s, p)} takes {counted(k, 'unpaid Debt')}.", p)


def pay_debt(s: PaladinsState, p: int, count: int) -> None:
    """Turn unpaid Debts to their paid side; each fires the on-pay-debt triggers (the
    player is the one resolving effects, so they join the stack)."""
    k = min(count, s.unpaid[p])
    s.unpaid[p] -= k
    s.paid[p] += k
    if k:
        say(s, "PA.effect.pay-debt", f"{name(s, p)} pays off {counted(k, 'Debt')}.", p)
    else:
        say(s, "PA.effect.pay-debt", f"{name(s, p)} has no unpaid Debt to pay off.", p)
    mask = s.hired[p] & s.game.tf_pay_debt
    if k and mask:
        townsfolk = s.game.data.townsfolk
        for _ in range(k):
            for card in bits(mask):
                say(
                    s,
                    "PA.trigger.on-pay-debt",
                    f"{name(s, p)}'s {townsfolk[card].name} rewards the payment.",
                    p,
                )
                push(s, townsfolk[card].effects)


def push_action_triggers(s: PaladinsState, p: int, space: int) -> None:
    """Queue the ongoing rewards for taking action ``space``: the hired Townsfolk's and the
    revealed Paladin's (PA.trigger.on-action, PA.round.paladin-ability). Call before pushing
    the action's own effects, so that those resolve first."""
    g = s.game
    data = g.data
    mask = s.hired[p] & g.tf_action[space]
    for card in reversed(bits(mask)) if mask else ():
        say(
            s,
            "PA.trigger.on-action",
            f"{name(s, p)}'s {data.townsfolk[card].name} lets them "
            f"{effect_words(data, data.townsfolk[card].effects)}.",
            p,
        )
        push(s, data.townsfolk[card].effects)
    if s.revealed >> p & 1:
        paladin = data.paladins[s.paladin[p]]
        extra = paladin.on_action[space]
        if extra:
            say(
                s,
                "PA.round.paladin-ability",
                f"{name(s, p)}'s Paladin {paladin.name} lets them {effect_words(data, extra)}.",
                p,
            )
            push(s, extra)


def inquisition(s: PaladinsState, why: str) -> None:
    """docs/rules §2.2 (S1, reconstructed): the most suspected take a Debt, Townsfolk react, the
    tax supply is refilled. Options: inquisition_penalty, _minimum, _discard_half."""
    g = s.game
    prm = g.params
    n = g.num_players
    counts = [s.suspicion_count(q) for q in range(n)]
    most = max(counts)
    held = and_list([f"{name(s, q)} {counts[q]}" for q in range(n)])
    say(s, "PA.inquisition.trigger", f"{why} Suspicion cards held: {held}.")
    order = [(s.first_player + i) % n for i in range(n)]
    if most >= prm.inquisition_minimum:
        for q in order:
            if counts[q] != most:
                continue
            if prm.inquisition_penalty == "debt":
                take_debt(s, q, 1, "PA.inquisition.penalty")
            if prm.inquisition_discard_half and counts[q] // 2:
                remove_suspicion(s, q, counts[q] // 2, "PA.inquisition.discard-half")
    townsfolk = g.data.townsfolk
    for q in order:
        for card in bits(s.hired[q] & g.tf_inquisition):
            tf = townsfolk[card]
            fewest, most_held = INQUISITION_HELD[tf.condition]
            if fewest <= counts[q] and (most_held is None or counts[q] <= most_held):
                say(
                    s,
                    "PA.trigger.on-inquisition",
                    f"{name(s, q)}'s {tf.name} reacts to the Inquisition.",
                    q,
                )
                for code in tf.effects:
                    gain(s, q, code)
    s.tax = g.tax_start
    say(s, "PA.inquisition.refill", f"The tax supply is refilled to {s.tax} silver.")
