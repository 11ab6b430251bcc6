"""The Morgana module's kitchen turn (manual pp. 31-33): a Morgana die taken instead of a die
of one's own (ME.morgana.extra-die), the poisoned apple's swap, and the die's use on the
kitchen board: the apple space, the horn cup, or a cauldron slot, after which Morgana is placed
or moved and the cauldron's action follows (``cauldrons.py``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.words import count

from ...actions import DIRECTIONS
from ...common import add_points, name, player_name, return_good, say, with_article
from ...constants import GOODS_BLOCK, MATERIAL, NUM_COLOURS
from .actions import (
    CauldronPass,
    HornCup,
    KitchenApple,
    KitchenPay,
    MoveMorgana,
    PlaceMorgana,
    SpendPoison,
    UseCauldron,
    UseMorganaDie,
)
from .cauldrons import effect_choices, start_effect
from .rules import (
    CUP_VALUE,
    MORGANA,
    SAY,
    STEP_CUP,
    STEP_PLACE,
    STEP_USE,
    category,
    cauldron_face,
    end_kitchen,
    module_data,
    neighbour,
    set_morgana,
    slot_table,
    slots_for_value,
)

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


def kitchen_uses(s: MerlinState, p: int, value: int) -> list[Any]:
    """What a Morgana die of ``value`` may do on the kitchen (poison swaps not included)."""
    out: list[Any] = []
    if s.poison_supply > 0:
        out.append(_APPLE)
    need = CUP_VALUE - value  # (the materials are counted only when the gold falls short)
    if need <= s.gold[p] or need <= s.gold[p] + materials(s, p):
        out.append(_CUP)
    folder = s.game.data_dir
    cauldron = _cauldron_actions(folder)
    taken = s.cauldron_slots
    # the slots of this value, ascending (slots_for_value: every slot for a 6), rather than
    # every slot of the kitchen tested against the value
    for slot in slots_for_value(folder)[value] if 0 <= value < 7 else ():
        if not taken[slot]:
            out.append(cauldron[slot])
    return out


_APPLE = KitchenApple()
_CUP = HornCup()
_MOVES = tuple(MoveMorgana(d) for d in DIRECTIONS)
"""The kitchen's interned actions (its decisions are listed at every kitchen step)."""


@cache
def _cauldron_actions(folder: Path | None) -> tuple[UseCauldron, ...]:
    return tuple(UseCauldron(slot) for slot in range(len(slot_table(folder))))


def kitchen_usable(s: MerlinState, p: int, value: int) -> bool:
    """Whether :func:`kitchen_uses` is non-empty, without building its actions: the die stage
    asks it for every Morgana die at every turn (the hot path), the answer is mostly yes at
    the first test."""
    if s.poison_supply > 0:
        return True
    slots = s.cauldron_slots
    for slot in slots_for_value(s.game.data_dir)[value]:
        if not slots[slot]:
            return True
    return CUP_VALUE - value <= s.gold[p] + materials(s, p)


@cache
def _use_die_actions(folder: Path | None) -> tuple[UseMorganaDie, ...]:
    """One interned action per Morgana die (built once, not at every die choice)."""
    return tuple(UseMorganaDie(i) for i in range(int(module_data(folder)["supply"]["dice"])))


def materials(s: MerlinState, p: int) -> int:
    base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
    return sum(s.goods[base : base + NUM_COLOURS])


def extra_turn_hook(s: MerlinState, p: int) -> bool:
    """ME.morgana.extra-die with ME.round.extra-turns: ``p`` may still take a turn with a
    Morgana die (no pentagram yet this round, a die available with a use on the kitchen)."""
    if p in s.pentagrams:  # took_pentagram, inlined (asked at every turn's end)
        return False
    if s.poison_supply > 0:  # the apple space takes a die of any value
        return any(s.morgana_dice)
    for v in s.morgana_dice:  # noqa: SIM110  (a plain loop: no generator on the hot path)
        if v and kitchen_usable(s, p, v):
            return True
    return False


def die_stage_choices(s: MerlinState) -> list[Any]:
    """ME.morgana.extra-die and ME.morgana.poison-swap at the CHOOSE_DIE stage."""
    p = s.current
    if p in s.pentagrams:  # took_pentagram, inlined (asked at every die choice)
        if s.poisoned[p] <= 0:
            return []  # (two players in three, once their pentagram is taken: nothing)
        out: list[Any] = []
    elif s.poison_supply > 0:
        # The apple space takes a die of any value: which dice are offered follows from the
        # Morgana dice alone, memoised by their values (content-keyed: nothing to forget).
        memo = _offers_by_dice(s.game.data_dir)
        key = tuple(s.morgana_dice)
        found = memo.get(key)
        if found is None:
            found = memo[key] = tuple(_morgana_die_uses(s, p, True))
        out = list(found)
    else:
        out = _morgana_die_uses(s, p, False)
    if s.poisoned[p] > 0:
        k = s.game.dice_per_player
        mine = [(i, s.dice[p * k + i]) for i in range(k) if s.dice[p * k + i]]
        out.extend(_poison_swaps(s, p, mine))
    return out


def _morgana_die_uses(s: MerlinState, p: int, apple: bool) -> list[Any]:
    """The Morgana dice ``p`` may take, one per value shown, where the kitchen can use it
    (any die when ``apple``: a poisoned apple is left to take)."""
    out: list[Any] = []
    seen = 0  # bit v: a die showing v is offered already
    use = _use_die_actions(s.game.data_dir)
    for i, v in enumerate(s.morgana_dice):
        if v and not seen >> v & 1 and (apple or kitchen_usable(s, p, v)):
            seen |= 1 << v
            out.append(use[i])
    return out


@cache
def _offers_by_dice(folder: Path | None) -> dict[tuple[int, ...], tuple[UseMorganaDie, ...]]:
    """The memo of :func:`die_stage_choices` with a poisoned apple left: Morgana dice values
    -> the dice offered (at most 7^4 keys), one per data folder."""
    return {}


def _poison_swaps(s: MerlinState, p: int, mine: list[tuple[int, int]]) -> list[SpendPoison]:
    k = s.game.dice_per_player
    table = _poison_actions(s.game.num_players, k)
    dice = s.dice
    out: list[SpendPoison] = []
    append = out.append
    # plain nested loops, no generator per die: a poisoned player's die choice lists ~30 swaps
    for n in range(s.game.num_players * k):
        theirs = dice[n]
        if theirs and n // k != p:
            swaps = table[n]
            for i, v in mine:
                if v != theirs:
                    append(swaps[i + 1])
    return out


@cache
def _poison_actions(n: int, k: int) -> tuple[tuple[SpendPoison, ...], ...]:
    """``[q * k + j][i + 1]``: the interned swap of die ``i`` (-1: the Morgana die held) with
    player ``q``'s die ``j`` (a poisoned apple offers up to one per pair of dice, at every
    die choice: built once, not at each)."""
    return tuple(
        tuple(SpendPoison(i, q, j) for i in range(-1, k)) for q in range(n) for j in range(k)
    )


def choices(s: MerlinState) -> list[Any]:
    """The legal actions of the MORGANA stage."""
    p = s.current
    step = s.morgana_step
    if step == STEP_USE:
        out = kitchen_uses(s, p, s.morgana_value)
        if s.poisoned[p] > 0:
            out.extend(_poison_swaps(s, p, [(-1, s.morgana_value)]))
        return out
    if step == STEP_CUP:
        pay_with = _pay_actions(s.game.data.colours)
        pay: list[Any] = [pay_with[0]] if s.gold[p] > 0 else []
        base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
        goods = s.goods
        for c in range(NUM_COLOURS):
            if goods[base + c]:
                pay.append(pay_with[c + 1])
        return pay
    if step == STEP_PLACE:
        if s.morgana < 0:
            return list(_place_actions(s.game.data.colours))
        return list(_MOVES)
    out = effect_choices(s)
    out.append(_PASS)
    return out


_PASS = CauldronPass()


@cache
def _pay_actions(colours: tuple[str, ...]) -> tuple[KitchenPay, ...]:
    """The horn cup's interned payments: a gold coin, then a material of each colour."""
    return (KitchenPay("gold"), *(KitchenPay(c) for c in colours))


@cache
def _place_actions(colours: tuple[str, ...]) -> tuple[PlaceMorgana, ...]:
    return tuple(PlaceMorgana(c) for c in colours)


def start_kitchen(s: MerlinState, index: int) -> None:
    """ME.morgana.extra-die: take the Morgana die and its pentagram."""
    p = s.current
    s.pentagrams[index] = p
    s.morgana_die = index
    s.morgana_value = s.morgana_dice[index]
    s.morgana_dice[index] = 0
    s.morgana_step = STEP_USE
    s.morgana_effect = -1
    s.morgana_pay = 0
    s.stage = MORGANA
    say(s, "ME.morgana.extra-die", (_took_morgana_die, p, s.morgana_value), p)


def _took_morgana_die(g: MerlinGame, p: int, value: int) -> str:
    return f"{SAY}{player_name(g, p)} takes the Morgana die showing {value} and its pentagram."


def spend_poison(s: MerlinState, mine: int, q: int, theirs: int) -> None:
    """ME.morgana.poison-swap."""
    p = s.current
    k = s.game.dice_per_player
    s.poisoned[p] -= 1
    s.poison_supply += 1
    mine_value = s.morgana_value if mine < 0 else s.dice[p * k + mine]
    their_value = s.dice[q * k + theirs]
    s.dice[q * k + theirs] = mine_value
    if mine < 0:
        s.morgana_value = their_value
    else:
        s.dice[p * k + mine] = their_value
    say(s, "ME.morgana.poison-swap", (_swapped, p, mine_value, q, their_value), p)


def _swapped(g: MerlinGame, p: int, mine: int, q: int, theirs: int) -> str:
    return (
        f"{SAY}{player_name(g, p)} spends a poisoned apple: their {mine} and "
        f"{player_name(g, q)}'s {theirs} change places."
    )


def kitchen_apple(s: MerlinState) -> None:
    """ME.morgana.poisoned-apple."""
    p = s.current
    s.poison_supply -= 1
    s.poisoned[p] += 1
    say(s, "ME.morgana.poisoned-apple", (_took_poison, p), p)
    end_kitchen(s)


def _took_poison(g: MerlinGame, p: int) -> str:
    return f"{SAY}{player_name(g, p)} takes a poisoned apple."


def horn_cup(s: MerlinState) -> None:
    s.morgana_pay = CUP_VALUE - s.morgana_value
    s.morgana_step = STEP_CUP


def kitchen_pay(s: MerlinState, item: str) -> None:
    """ME.morgana.horn-cup: one payment raises the die by one; at 7 the cup is taken."""
    p = s.current
    if item == "gold":
        s.gold[p] -= 1
        s.gold_supply += 1
    else:
        return_good(s, p, MATERIAL, s.game.colour_index[item])
    s.morgana_value += 1
    s.morgana_pay -= 1
    label = "a gold coin" if item == "gold" else f"{with_article(item)} material"
    say(
        s,
        "ME.morgana.horn-cup",
        f"{SAY}{name(s, p)} discards {label}: the Morgana die shows {s.morgana_value}.",
        p,
    )
    if s.morgana_pay > 0:
        return
    before = s.morgana_cup
    s.morgana_cup = p
    if s.poison_supply > 0:
        s.poison_supply -= 1
        s.poisoned[p] += 1
    add_points(s, p, category(s), 1)
    source = "" if before < 0 else f" from {name(s, before)}"
    say(
        s,
        "ME.morgana.horn-cup",
        f"{SAY}{name(s, p)} takes the horn cup{source}, a poisoned apple and 1 point.",
        p,
    )
    end_kitchen(s)


def use_cauldron(s: MerlinState, slot: int) -> None:
    """ME.morgana.cauldron: the die goes on the slot; Morgana moves first."""
    p = s.current
    pos, face = slot_table(s.game.data_dir)[slot]
    s.cauldron_slots[slot] = 1
    s.morgana_effect = pos
    effect, number = cauldron_face(s, pos)
    wild = s.morgana_value == 6 and face != 6
    rule = "ME.morgana.cauldron" if not wild else "ME.morgana.wild-six"
    say(s, rule, (_put_on_cauldron, p, wild, face, pos, effect, number), p)
    s.morgana_step = STEP_PLACE


EFFECT_WORDS = ("Bewitch", "Swap pawns", "Dark influence", "Witch hut", "Witch gold", "Buy")
"""The cauldron effects as the kitchen board names them (our translation), in ``EFFECTS`` order."""


def _put_on_cauldron(
    g: MerlinGame, p: int, wild: bool, face: int, pos: int, effect: int, number: int
) -> str:
    wild_six = " (a wild 6)" if wild else ""
    return (
        f"{SAY}{player_name(g, p)} puts the Morgana die{wild_six} on the {face} under cauldron "
        f"{pos + 1} (its face shows {EFFECT_WORDS[effect]} and the number {number})."
    )


def place_morgana(s: MerlinState, c: int) -> None:
    p = s.current
    set_morgana(s, c)
    say(s, "ME.morgana.move", (_placed_morgana, p, c), p)
    say(s, "ME.morgana.block", (_blocked, c), p)
    start_effect(s)


def _placed_morgana(g: MerlinGame, p: int, c: int) -> str:
    return (
        f"{SAY}{player_name(g, p)} places Morgana on the {g.data.colours[c]} principality "
        "space: it is blocked."
    )


def _blocked(g: MerlinGame, c: int) -> str:
    return f"{SAY}no goods can be taken from {g.data.colours[c]} now."


def move_morgana(s: MerlinState, sign: int) -> None:
    p = s.current
    number = cauldron_face(s, s.morgana_effect)[1]
    c = neighbour(s, s.morgana, sign * number)
    old = s.morgana
    set_morgana(s, c)
    say(s, "ME.morgana.move", (_moved_morgana, p, number, sign, old, c), p)
    say(s, "ME.morgana.block", (_blocked, c), p)
    start_effect(s)


def _moved_morgana(g: MerlinGame, p: int, number: int, sign: int, old: int, c: int) -> str:
    way = "clockwise" if sign > 0 else "counter-clockwise"
    colours = g.data.colours
    return (
        f"{SAY}{player_name(g, p)} moves Morgana {count(number, 'principality space')} {way}, from "
        f"{colours[old]} to {colours[c]}."
    )
