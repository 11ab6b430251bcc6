"""Building manors in the surroundings (manual p. 9): which tiles a player may build on, the
material paid, and the tower bonus. The build-manor space kind of ``spaces.py`` starts here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .common import (
    a_good,
    bits,
    colour,
    finish,
    gain_good,
    held_mask,
    name,
    place_influence,
    return_good,
    say,
    with_article,
)
from .constants import (
    BUILD_PAY,
    BUILD_TILE,
    FLAG,
    GOODS_BLOCK,
    MATERIAL,
    NUM_COLOURS,
    SHIELD,
    TOWER_BONUS,
)
from .words import tile_words

if TYPE_CHECKING:
    from .state import MerlinState


def buildable_tiles(s: MerlinState, p: int) -> int:
    """Bitmask of the free tiles ``p`` could pay a manor on now (p. 9)."""
    g = s.game
    if s.manors[p].bit_count() >= g.params.manors:
        return 0
    goods = s.goods
    base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
    accepting = g.tiles_accepting
    reachable = 0
    for c in range(NUM_COLOURS):
        if goods[base + c]:
            reachable |= accepting[c]
    if not reachable:
        return 0
    for m in s.manors:
        reachable &= ~m
    return reachable


def build_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return buildable_tiles(s, p) != 0


def build_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = BUILD_TILE
    return True


def pay_choices(s: MerlinState) -> list[int]:
    return bits(s.game.accepts[s.chosen] & held_mask(s, s.current, MATERIAL))


def apply_build(s: MerlinState, pos: int) -> None:
    s.chosen = pos
    choices = pay_choices(s)
    if len(choices) == 1:
        apply_pay(s, choices[0])
    else:
        s.stage = BUILD_PAY


def apply_pay(s: MerlinState, c: int) -> None:
    """Pay the material back to its principality, put the manor; a tower offers a bonus."""
    g = s.game
    p = s.current
    pos = s.chosen
    return_good(s, p, MATERIAL, c)
    s.manors[p] |= 1 << pos
    tile = g.data.tile_kinds[s.layout[pos]]
    say(
        s,
        "ME.space.build-manor",
        f"{name(s, p)} pays {with_article(colour(s, c))} material and builds a manor on "
        f"{tile_words(g, pos)} "
        f"({g.data.terrains[tile.terrain]}{' with a tower' if tile.tower else ''}).",
        p,
    )
    after_manor_built(s, pos, tile.tower)


def after_manor_built(s: MerlinState, pos: int, tower: bool) -> None:
    """A manor stands on ``pos``: a module may take over (a treasure's action), else a tower
    offers its bonus (p. 8), else the action is over."""
    for built in s.game.ruleset.manor_built:
        if built(s, pos, tower):
            return
    if tower and tower_choices(s):
        s.stage = TOWER_BONUS
    else:
        finish(s)


def tower_choices(s: MerlinState) -> list[tuple[int, int]]:
    """(kind, colour) of the tower bonuses available: 0 shield, 1 flag, 2 influence marker."""
    g = s.game
    supply = g.num_players * GOODS_BLOCK
    out = [
        (kind, c)
        for kind, good in ((0, SHIELD), (1, FLAG))
        for c in range(NUM_COLOURS)
        if s.goods[supply + good * NUM_COLOURS + c] > 0
    ]
    if s.castle_influence[s.current] > 0:
        out.extend((2, c) for c in range(NUM_COLOURS))
    return out


def apply_tower_bonus(s: MerlinState, kind: int, c: int) -> None:
    p = s.current
    if kind == 2:
        place_influence(s, p, c)
        text = f"places an influence marker in {colour(s, c)}"
    else:
        good = SHIELD if kind == 0 else FLAG
        gain_good(s, p, good, c)
        text = f"takes {a_good(s, good, c)}"
    say(s, "ME.manor.tower-bonus", f"The tower: {name(s, p)} {text}.", p)
    for done in s.game.ruleset.hooks["tower_bonus_done"]:
        if done(s, c):
            return  # a module gives a second bonus now, in another principality
    finish(s)


def skip_tower_bonus(s: MerlinState) -> None:
    say(s, "ME.manor.tower-bonus", f"{name(s, s.current)} takes no tower bonus.", s.current)
    for done in s.game.ruleset.hooks["tower_bonus_done"]:
        done(s, -1)
    finish(s)
