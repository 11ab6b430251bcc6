"""The Picts (manual pp. 16, 18-19): the two face-down piles and the display of 4 at setup
(ME.arthur.setup), the Picts spaces and their bonuses (ME.arthur.space.picts, a free manor among
them), the refill (ME.arthur.picts.refill), and their scoring with the signet ring
(ME.arthur.scoring.picts, ME.arthur.scoring.signet-ring)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.rng import Rng

from ...common import (
    a_good,
    add_points,
    colour,
    finish,
    gain_good,
    name,
    place_influence,
    player_name,
    say,
)
from ...manors import after_manor_built
from ...resample import deal
from ...words import tile_words
from .actions import ArthurBuild, TakePict
from .data import (
    ARTHUR_BUILD,
    ARTHUR_PICT,
    CATEGORY,
    inner_space,
    module_data,
    pict_tiles,
)
from .tables import tables

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


def setup_hook(s: MerlinState) -> None:
    """ME.arthur.setup."""
    doc = module_data(s.game.data_dir)
    s.arthur = int(doc["inner_ring"]["start"])
    s.signet = -1
    order = list(range(len(doc["picts"]["tiles"])))
    s.rng.shuffle(order)
    half = len(order) // 2
    s.pict_pile_a = order[:half]
    s.pict_pile_b = order[half:]
    s.pict_owner = [-1] * len(order)
    s.pict_display = []
    for _ in range(int(doc["picts"]["display"])):
        s.pict_display.append(_draw_pict(s))
    say(
        s,
        "ME.arthur.setup",
        f"Arthur module: each player takes a black die and an Arthur board; the Picts lie in two "
        f"piles, {len(s.pict_display)} face up; Arthur stands on the "
        f"\u201c{s.game.space_name(inner_space(s, s.arthur))}\u201d space of the inner ring.",
    )


def _draw_pict(s: MerlinState) -> int:
    """ME.arthur.picts.refill: the top Pict of the larger pile, or -1."""
    pile = s.pict_pile_a if len(s.pict_pile_a) >= len(s.pict_pile_b) else s.pict_pile_b
    return pile.pop() if pile else -1


def picts_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return any(t >= 0 for t in s.pict_display)


def picts_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_PICT
    return True


def _terrain_mask(s: MerlinState, terrain: int) -> int:
    g = s.game
    kinds = g.data.tile_kinds
    return sum(1 << pos for pos, k in enumerate(s.layout) if kinds[k].terrain == terrain)


def free_tiles(s: MerlinState, p: int, terrain: int) -> int:
    """Free tiles of ``terrain`` where ``p`` may build a Pict's manor (a manor left)."""
    if s.manors[p].bit_count() >= s.game.params.manors:
        return 0
    occupied = 0
    for m in s.manors:
        occupied |= m
    return _terrain_mask(s, terrain) & ~occupied


def on_pict(s: MerlinState, a: TakePict, stage: int) -> None:
    """ME.arthur.space.picts: take the Pict, refill, gain its bonus."""
    g = s.game
    p = s.current
    t = tables(s).pict_index[a.pict]
    slot = s.pict_display.index(t)
    s.pict_owner[t] = p
    s.pict_display[slot] = _draw_pict(s)
    tile = pict_tiles(s)[t]
    bonus = tile["bonus"]
    say(s, "ME.arthur.space.picts", (_took_pict, p, tile["id"], tile["value"]), p)
    if s.pict_display[slot] >= 0:
        new = pict_tiles(s)[s.pict_display[slot]]["value"]
        say(
            s,
            "ME.arthur.picts.refill",
            f"Arthur module: a Pict of value {new} refills the display.",
        )
    kind = bonus["kind"]
    rule = "ME.arthur.space.picts"
    if kind == "manor":
        terrain = g.data.terrains.index(bonus["terrain"])
        if free_tiles(s, p, terrain):
            s.chosen = terrain
            s.stage = ARTHUR_BUILD
            return
        say(s, rule, f"Arthur module: no free {bonus['terrain']} tile for {name(s, p)}.", p)
    elif kind == "apple":
        if s.apple_supply > 0:
            s.apple_supply -= 1
            s.apples[p] += 1
            say(s, rule, f"Arthur module: {name(s, p)} takes an apple.", p)
    elif kind == "influence":
        c = g.colour_index[bonus["colour"]]
        if place_influence(s, p, c):
            say(s, rule, f"Arthur module: {name(s, p)} places influence in {colour(s, c)}.", p)
    else:
        good, c = g.good_index[bonus["good"]], g.colour_index[bonus["colour"]]
        if gain_good(s, p, good, c):
            say(s, rule, f"Arthur module: {name(s, p)} takes {a_good(s, good, c)}.", p)
    finish(s)


def on_build(s: MerlinState, a: ArthurBuild, stage: int) -> None:
    """ME.arthur.space.picts: the Pict's manor, free; a tower or treasure acts as usual."""
    g = s.game
    p = s.current
    pos = g.tile_index[a.tile]
    s.manors[p] |= 1 << pos
    tile = g.data.tile_kinds[s.layout[pos]]
    say(
        s,
        "ME.arthur.space.picts",
        f"Arthur module: {name(s, p)} builds a manor free on {tile_words(g, pos)}.",
        p,
    )
    after_manor_built(s, pos, tile.tower)


# -- scoring ----------------------------------------------------------------------------------
def picts_points(sums: list[int], points: int = 3) -> list[int]:
    """ME.arthur.scoring.picts: +``points`` to the highest sums, -``points`` to the lowest;
    nobody scores when all are equal (before the score floor)."""
    hi, lo = max(sums), min(sums)
    if hi == lo:
        return [0] * len(sums)
    return [points if v == hi else -points if v == lo else 0 for v in sums]


def pict_sums(s: MerlinState) -> list[int]:
    """Each player's Picts' values, +3 for the signet ring's holder."""
    n = s.game.num_players
    bonus = int(module_data(s.game.data_dir)["scoring"]["signet_bonus"])
    tiles = pict_tiles(s)  # (once, not once per Pict)
    sums = [0] * n
    for t, owner in enumerate(s.pict_owner):
        if owner >= 0:
            sums[owner] += int(tiles[t]["value"])
    if s.signet >= 0:
        sums[s.signet] += bonus
    return sums


def score_picts(s: MerlinState) -> bool:
    """ME.arthur.scoring.picts and ME.arthur.scoring.signet-ring; the Picts leave the game."""
    cat = s.game.ruleset.categories.index(CATEGORY)
    sums = pict_sums(s)
    if s.signet >= 0:
        say(
            s,
            "ME.arthur.scoring.signet-ring",
            f"Arthur module: {name(s, s.signet)} holds the signet ring: +3 to their Picts.",
            s.signet,
        )
    points = picts_points(sums, int(module_data(s.game.data_dir)["scoring"]["picts_bonus"]))
    for p, pts in enumerate(points):
        if pts < 0:
            pts = -min(-pts, max(s.score[p], 0))
        if pts:
            add_points(s, p, cat, pts)
        if points[p]:
            say(s, "ME.arthur.scoring.picts", (_picts_scored, p, sums[p], pts), p)
    s.pict_owner = [-2 if o >= 0 else o for o in s.pict_owner]
    say(s, "ME.arthur.scoring.picts", "Arthur module: the Picts taken leave the game.")
    return False


def _took_pict(g: MerlinGame, p: int, pict: str, value: int) -> str:
    return f"Arthur module: {player_name(g, p)} takes a Pict of value {value}."


def _picts_scored(g: MerlinGame, p: int, total: int, pts: int) -> str:
    outcome = f"scores {pts}" if pts > 0 else f"loses {-pts}" if pts < 0 else "scores nothing"
    return f"Arthur module: {player_name(g, p)}'s Picts sum to {total}: {outcome}."


def resample_piles(s: MerlinState, rng: Rng) -> None:
    """``State.resample``: the two face-down piles are pooled and dealt back in their sizes."""
    piles = [s.pict_pile_a, s.pict_pile_b]
    s.pict_pile_a, s.pict_pile_b = deal(rng, [c for p in piles for c in p], [len(p) for p in piles])
