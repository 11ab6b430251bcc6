"""The Morgana module's cauldrons (manual p. 33, Caldeirão da bruxa, (b)): the action of the
cauldron under which the Morgana die went, its choices, and the cauldron flipped afterwards
(bewitch, swap pawns, dark influence, witch hut, witch gold, buying from the blocked
principality; ``rules.EFFECTS``)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ...common import a_good, bits, colour, name, player_name, return_good, say
from ...constants import GOOD_NAMES, GOODS_BLOCK, NUM_COLOURS, NUM_GOODS
from ...words import tile_words
from .actions import (
    Bewitch,
    DarkInfluence,
    MorganaBuy,
    SwapKnights,
    SwapMerlinArthur,
    WitchGold,
    WitchHut,
)
from .rules import (
    BEWITCH,
    DARK,
    EFFECT_RULES,
    EFFECTS,
    HUT,
    SAY,
    STEP_EFFECT,
    SWAP,
    WITCH_GOLD,
    blocked_space,
    cauldron_face,
    end_kitchen,
    neighbour,
)

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


def effect_choices(s: MerlinState) -> list[Any]:
    """The choices of the cauldron action being resolved (empty when nothing is possible)."""
    g = s.game
    p = s.current
    effect = cauldron_face(s, s.morgana_effect)[0]
    if effect == BEWITCH:
        return _bewitch_choices(s, p)
    if effect == SWAP:
        knights = [
            SwapKnights(q) for q in range(g.num_players) if q != p and s.knights[q] != s.knights[p]
        ]
        if g.in_play("arthur") and swapped_positions(s)[0] not in (s.merlin, blocked_space(s)):
            return [SwapMerlinArthur(), *knights]
        return knights
    if effect == DARK:
        if s.marker_supply <= 0 or s.morgana < 0:
            return []
        return [DarkInfluence(colour(s, c)) for c in _adjacent(s)]
    if effect == HUT:
        if s.hut_supply <= 0:
            return []
        free = s.manors[p] & ~s.morgana_huts
        return [WitchHut(g.grid.name(pos)) for pos in bits(free)]
    if effect == WITCH_GOLD:
        base = p * GOODS_BLOCK
        if s.morgana_pay == 2 and sum(s.goods[base : base + GOODS_BLOCK]) < 2:
            return []
        goods = s.goods
        gold = _witch_gold_actions(g.data.colours)
        return [gold[i] for i in range(GOODS_BLOCK) if goods[base + i]]
    # BUY
    if s.morgana_pay == 0 and s.gold[p] < 2:
        return []
    return [MorganaBuy(GOOD_NAMES[good]) for good in range(NUM_GOODS) if s.morgana_stash[good]]


def _bewitch_choices(s: MerlinState, p: int) -> list[Any]:
    """Bewitch: every die ``p`` may turn (its own, and the knights' dice of the others) to
    each of its other faces."""
    g = s.game
    k = g.dice_per_player
    faces = g.params.die_faces
    out: list[Any] = []
    table = _bewitch_actions(g.num_players, k, faces)
    for q in range(g.num_players):
        for i in range(k):
            v = s.dice[q * k + i]
            if not v or (q != p and g.die_kinds[g.die_slot_kind[i]].figure != "knight"):
                continue
            out.extend(table[(q * k + i) * (faces + 1) + v])
    return out


def _bewitch_possible(s: MerlinState, p: int) -> bool:
    """Whether :func:`_bewitch_choices` is non-empty (the same tests in the same order)."""
    g = s.game
    k = g.dice_per_player
    faces = g.params.die_faces
    for q in range(g.num_players):
        for i in range(k):
            v = s.dice[q * k + i]
            if not v or (q != p and g.die_kinds[g.die_slot_kind[i]].figure != "knight"):
                continue
            if faces > 1 or (faces == 1 and v != 1):  # some other face to turn it to
                return True
    return False


@cache
def _witch_gold_actions(colours: tuple[str, ...]) -> tuple[WitchGold, ...]:
    """``[good * NUM_COLOURS + c]``: the interned payments of the witch's gold (up to 18 at
    each of its two steps: built once, not at each)."""
    return tuple(
        WitchGold(GOOD_NAMES[i // NUM_COLOURS], colours[i % NUM_COLOURS])
        for i in range(GOODS_BLOCK)
    )


@cache
def _bewitch_actions(n: int, k: int, faces: int) -> tuple[tuple[Bewitch, ...], ...]:
    """``[(q * k + i) * (faces + 1) + v]``: the interned bewitchings of player ``q``'s die
    ``i`` showing ``v``, to every other face in order (up to 5 per die at every bewitch
    decision: built once, not at each)."""
    return tuple(
        tuple(Bewitch(q, i, f) for f in range(1, faces + 1) if f != v)
        for q in range(n)
        for i in range(k)
        for v in range(faces + 1)
    )


def effect_possible(s: MerlinState) -> bool:
    """Whether :func:`effect_choices` is non-empty, without building its actions: asked once
    per cauldron action when it starts (the same tests in the same order)."""
    g = s.game
    p = s.current
    effect = cauldron_face(s, s.morgana_effect)[0]
    if effect == BEWITCH:
        return _bewitch_possible(s, p)
    if effect == SWAP:
        mine = s.knights[p]
        for q in range(g.num_players):
            if q != p and s.knights[q] != mine:
                return True
        return g.in_play("arthur") and swapped_positions(s)[0] not in (s.merlin, blocked_space(s))
    if effect == DARK:
        return s.marker_supply > 0 and s.morgana >= 0 and bool(_adjacent(s))
    if effect == HUT:
        return s.hut_supply > 0 and bool(s.manors[p] & ~s.morgana_huts)
    if effect == WITCH_GOLD:
        base = p * GOODS_BLOCK
        held = sum(s.goods[base : base + GOODS_BLOCK])
        return held > 0 and not (s.morgana_pay == 2 and held < 2)
    # BUY
    if s.morgana_pay == 0 and s.gold[p] < 2:
        return False
    return any(s.morgana_stash)


def _adjacent(s: MerlinState) -> list[int]:
    return sorted({neighbour(s, s.morgana, 1), neighbour(s, s.morgana, -1)} - {s.morgana})


def start_effect(s: MerlinState) -> None:
    """(b): the cauldron's action; dark influence places its first marker at once."""
    effect = cauldron_face(s, s.morgana_effect)[0]
    s.morgana_step = STEP_EFFECT
    s.morgana_pay = 2 if effect == WITCH_GOLD else 0
    if effect == DARK and s.marker_supply > 0:
        put_marker(s, s.current, s.morgana)
    if not effect_possible(s):
        say(
            s,
            EFFECT_RULES[effect],
            f"{SAY}the {_effect(effect)} action has nothing (more) to do.",
            s.current,
        )
        finish_effect(s)


def finish_effect(s: MerlinState) -> None:
    """The cauldron is flipped; the turn ends."""
    pos = s.morgana_effect
    s.cauldrons[pos] ^= 1
    effect, number = cauldron_face(s, pos)
    say(s, "ME.morgana.cauldron", (_flipped, pos, effect, number))
    end_kitchen(s)


def _flipped(g: MerlinGame, pos: int, effect: int, number: int) -> str:
    shows = f"{_effect(effect).capitalize()} and the number {number}"
    return f"{SAY}cauldron {pos + 1} is flipped: it now shows {shows}."


def _effect(effect: int) -> str:
    """A cauldron's effect as the kitchen board names it, in a sentence ("witch gold")."""
    return EFFECTS[effect].replace("-", " ")


def bewitch(s: MerlinState, q: int, slot: int, face: int) -> None:
    p = s.current
    k = s.game.dice_per_player
    old = s.dice[q * k + slot]
    s.dice[q * k + slot] = face
    whose = "their" if q == p else f"{name(s, q)}'s"
    say(
        s,
        "ME.morgana.bewitch",
        f"{SAY}{name(s, p)} bewitches {whose} die: the {old} becomes a {face}.",
        p,
    )
    finish_effect(s)


def swapped_positions(s: MerlinState) -> tuple[int, int]:
    """ME.morgana.swap-pawns with Arthur: (Merlin's new outer index, Arthur's new inner index).
    The rulebook does not settle this; here the rings have different sizes, so each figure goes
    to the space of its own ring
    whose middle lies nearest the other figure's angle (the middle of its space)."""
    outer = s.game.ruleset.rondel.size
    inner = len(s.game.ruleset.inner_rings[0].spaces)
    merlin = (2 * s.arthur + 1) * outer // (2 * inner)
    arthur = (2 * s.merlin + 1) * inner // (2 * outer)
    return merlin, arthur


def swap_merlin_arthur(s: MerlinState) -> None:
    p = s.current
    s.merlin, s.arthur = swapped_positions(s)
    say(
        s,
        "ME.morgana.swap-pawns",
        f"{SAY}{name(s, p)} swaps Merlin and Arthur: Merlin to the "
        f"\u201c{s.game.space_name(s.merlin)}\u201d space, Arthur to the "
        f"\u201c{s.game.space_name(s.game.ruleset.rondel.size + s.arthur)}\u201d space of the "
        "inner ring.",
        p,
    )
    finish_effect(s)


def swap_knights(s: MerlinState, q: int) -> None:
    p = s.current
    s.knights[p], s.knights[q] = s.knights[q], s.knights[p]
    say(
        s,
        "ME.morgana.swap-pawns",
        f"{SAY}{name(s, p)}'s knight and {name(s, q)}'s knight change places.",
        p,
    )
    finish_effect(s)


def put_marker(s: MerlinState, p: int, c: int) -> None:
    """ME.morgana.dark-influence: on ``p``'s uncovered marker in ``c`` if any, else alone."""
    n = s.game.num_players
    s.marker_supply -= 1
    covered = s.morgana_influence[c * (n + 1) + p]
    if s.influence[p * NUM_COLOURS + c] > covered:
        s.morgana_influence[c * (n + 1) + p] += 1
        on = p
    else:
        s.morgana_influence[c * (n + 1) + n] += 1
        on = -1
    say(s, "ME.morgana.dark-influence", (_marker_put, c, on), p)


def _marker_put(g: MerlinGame, c: int, on: int) -> str:
    """``on``: the player whose marker Morgana's covers; -1: alone."""
    where = f"on {player_name(g, on)}'s marker" if on >= 0 else "alone"
    return f"{SAY}a Morgana influence marker goes to {g.data.colours[c]}, {where}."


def dark_influence(s: MerlinState, c: int) -> None:
    put_marker(s, s.current, c)
    finish_effect(s)


def witch_hut(s: MerlinState, pos: int) -> None:
    p = s.current
    s.hut_supply -= 1
    s.morgana_huts |= 1 << pos
    say(
        s,
        "ME.morgana.witch-hut",
        f"{SAY}{name(s, p)} puts a witch hut on their manor on {tile_words(s.game, pos)}.",
        p,
    )
    finish_effect(s)


def witch_gold(s: MerlinState, good: int, c: int) -> None:
    p = s.current
    return_good(s, p, good, c)
    s.morgana_pay -= 1
    say(s, "ME.morgana.witch-gold", f"{SAY}{name(s, p)} returns {a_good(s, good, c)}.", p)
    if s.morgana_pay > 0:
        return
    gain = min(3, s.gold_supply)
    s.gold_supply -= gain
    s.gold[p] += gain
    say(s, "ME.morgana.witch-gold", f"{SAY}{name(s, p)} takes {gain} gold coins.", p)
    finish_effect(s)


def buy(s: MerlinState, good: int) -> None:
    p = s.current
    if s.morgana_pay == 0:
        s.gold[p] -= 2
        s.gold_supply += 2
        s.morgana_pay = 3
        say(s, "ME.morgana.buy", f"{SAY}{name(s, p)} pays 2 gold coins.", p)
    s.morgana_stash[good] -= 1
    s.goods[p * GOODS_BLOCK + good * NUM_COLOURS + s.morgana] += 1
    s.morgana_pay -= 1
    say(
        s,
        "ME.morgana.buy",
        f"{SAY}{name(s, p)} takes {a_good(s, good, s.morgana)} from under Morgana.",
        p,
    )
    if s.morgana_pay <= 0 or not any(s.morgana_stash):
        finish_effect(s)


def cauldron_pass(s: MerlinState) -> None:
    effect = cauldron_face(s, s.morgana_effect)[0]
    say(
        s,
        EFFECT_RULES[effect],
        f"{SAY}{name(s, s.current)} leaves the {_effect(effect)} action.",
        s.current,
    )
    finish_effect(s)
