"""The inner ring's spaces that Arthur reaches (manual p. 17-18): the signet ring and its
extra mission (ME.arthur.space.signet-ring, ME.arthur.signet-extra-mission), a good or an
influence marker anywhere (ME.arthur.space.resource, ME.arthur.space.influence), the stairs
(ME.arthur.space.stairs) and the Merlin space (ME.arthur.space.merlin). The Picts are in
``picts.py``, the replaced manor in ``manors.py``; the Grail and Excalibur act as in the base
game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import count

from ...common import (
    a_good,
    add_points,
    blocked_spaces,
    colour,
    finish,
    gain_good,
    name,
    place_influence,
    say,
    walk,
)
from ...constants import (
    CAT_MISSIONS,
    GOODS_BLOCK,
    NUM_COLOURS,
    PC_ACTION,
    TF_MERLIN,
)
from ...words import mission_words
from ..kings_favor.rules import FAVOR_CHOICE
from .actions import ArthurInfluence, ArthurMerlin, ArthurTake, SignetMission
from .data import ARTHUR_INFLUENCE, ARTHUR_MERLIN, ARTHUR_SIGNET, ARTHUR_TAKE

if TYPE_CHECKING:
    from ...state import MerlinState


def signet_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.signet != p or (bool(s.hands[p]) and not _market_forbids_missions(s))


def _market_forbids_missions(s: MerlinState) -> bool:
    """A module forbids any mission now (ME.market.no-mission: after a purchase)."""
    return any(blocked(s) is not None for blocked in s.game.ruleset.missions_blocked)


def signet_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.arthur.space.signet-ring."""
    if s.signet != p:
        old = s.signet
        s.signet = p
        where = "the board" if old < 0 else name(s, old)
        say(
            s,
            "ME.arthur.space.signet-ring",
            f"Arthur module: {name(s, p)} takes the signet ring from {where}.",
            p,
        )
    if not s.hands[p] or _market_forbids_missions(s):
        return False
    s.stage = ARTHUR_SIGNET
    return True


def on_signet(s: MerlinState, a: SignetMission, stage: int) -> None:
    g = s.game
    p = s.current
    card = g.mission_index[a.card]
    info = g.data.missions[card]
    s.hands[p].remove(card)
    s.mission_discard.append(card)
    s.arthur_draws += 1
    add_points(s, p, CAT_MISSIONS, info.points)
    say(
        s,
        "ME.arthur.space.signet-ring",
        f"Arthur module: {name(s, p)} completes {mission_words(s.game, info)} with the "
        f"signet ring, without its requirements, for {count(info.points, 'point')}.",
        p,
    )
    if s.arthur_draws > 1 or s.missions_done:
        say(
            s,
            "ME.arthur.signet-extra-mission",
            f"Arthur module: {name(s, p)} will draw {s.missions_done + s.arthur_draws} missions "
            "at the end of the turn.",
            p,
        )
    for hook in g.ruleset.hooks["mission_completed"]:
        hook(s, p, card)
    if s.stage != FAVOR_CHOICE:
        finish(s)


def good_feasible(s: MerlinState, p: int, good: int) -> bool:
    base = s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS
    return any(s.goods[base : base + NUM_COLOURS])


def good_start(s: MerlinState, p: int, good: int) -> bool:
    s.chosen = good
    s.stage = ARTHUR_TAKE
    return True


def take_choices(s: MerlinState) -> list[int]:
    base = s.game.num_players * GOODS_BLOCK + s.chosen * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.goods[base + c] > 0]


def on_take(s: MerlinState, a: ArthurTake, stage: int) -> None:
    """ME.arthur.space.resource."""
    g = s.game
    p = s.current
    good, c = g.good_index[a.good], g.colour_index[a.colour]
    gain_good(s, p, good, c)
    say(
        s,
        "ME.arthur.space.resource",
        f"Arthur module: {name(s, p)} takes {a_good(s, good, c)}.",
        p,
    )
    finish(s)


def influence_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.castle_influence[p] > 0


def influence_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_INFLUENCE
    return True


def on_influence(s: MerlinState, a: ArthurInfluence, stage: int) -> None:
    """ME.arthur.space.influence."""
    p = s.current
    c = s.game.colour_index[a.colour]
    place_influence(s, p, c)
    say(
        s,
        "ME.arthur.space.influence",
        f"Arthur module: {name(s, p)} places an influence marker in {colour(s, c)}.",
        p,
    )
    finish(s)


def always(s: MerlinState, p: int, arg: int) -> bool:
    return True


def stairs_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.arthur.space.stairs: the knight to the next principality space clockwise (with
    Morgana, not the one she blocks: ``MerlinModule.blocked_spaces``)."""
    ring = s.game.ruleset.rondel
    pos = s.knights[p]
    blocked = blocked_spaces(s)
    for k in range(1, ring.size + 1):
        i = (pos + k) % ring.size
        if ring.spaces[i].kind == "principality" and not blocked >> i & 1:
            break
    s.knights[p] = i
    s.space = i
    say(
        s,
        "ME.arthur.space.stairs",
        f"Arthur module: {name(s, p)}'s knight climbs the stairs to the "
        f"\u201c{s.game.space_name(i)}\u201d space.",
        p,
    )
    s.pc = PC_ACTION
    return True


def merlin_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_MERLIN
    return True


def on_merlin(s: MerlinState, a: ArthurMerlin, stage: int) -> None:
    """ME.arthur.space.merlin: Merlin moves, then his space's action (a staff allowed)."""
    g = s.game
    p = s.current
    s.merlin = walk(s, s.merlin, 1 if a.step > 0 else -1, abs(a.step))  # blocked not counted
    s.space = s.merlin
    s.figure_kind = s.game.die_kind_index["merlin"]
    s.turn_flags |= TF_MERLIN
    way = "clockwise" if a.step > 0 else "counter-clockwise"
    say(
        s,
        "ME.arthur.space.merlin",
        f"Arthur module: {name(s, p)} moves Merlin {abs(a.step)} space"
        f"{'s' if abs(a.step) != 1 else ''} {way} to the "
        f"\u201c{g.space_name(s.space)}\u201d space.",
        p,
    )
    s.pc = PC_ACTION
