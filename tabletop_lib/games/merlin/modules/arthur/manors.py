"""Arthur's manors (manual pp. 18-19): replacing another player's manor
(ME.arthur.space.replace-manor), the point per manor (ME.arthur.space.manor-points) and one
manor per territory after the surroundings scoring (ME.arthur.scoring.one-manor-per-territory).
Manors that a module protects (the ``protected_manors`` hook: Sir Gaheris' castle) are never
replaced nor removed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...common import add_points, bits, clockwise_from, finish, name, say
from ...constants import CAT_VP_SPACES, PC_SCORING
from ...words import tile_words, tiles_words
from .actions import KeepManor, ReplaceManor
from .data import ARTHUR_KEEP, ARTHUR_REPLACE, MANOR_POINTS_KIND, protected_manors

if TYPE_CHECKING:
    from ...state import MerlinState


def can_replace_manor(s: MerlinState, p: int, pos: int) -> bool:
    """Whether ``p`` may replace the manor on grid position ``pos``: another player's, and
    not protected (the ``protected_manors`` hook point, e.g. Sir Gaheris' castle)."""
    bit = 1 << pos
    return any(
        q != p and s.manors[q] & bit and not protected_manors(s, q) & bit
        for q in range(s.game.num_players)
    )


def vp_space_kinds() -> tuple[str, ...]:
    """The space kinds that are victory-point spaces with this module (Sir Geraint)."""
    return ("victory-points", MANOR_POINTS_KIND)


def replace_choices(s: MerlinState, p: int) -> int:
    """Bitmask of the manors ``p`` may replace now."""
    if s.manors[p].bit_count() >= s.game.params.manors:
        return 0
    others = 0
    for q, m in enumerate(s.manors):
        if q != p:
            others |= m
    return sum(1 << pos for pos in bits(others) if can_replace_manor(s, p, pos))


def replace_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return replace_choices(s, p) != 0


def replace_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_REPLACE
    return True


def on_replace(s: MerlinState, a: ReplaceManor, stage: int) -> None:
    """ME.arthur.space.replace-manor."""
    g = s.game
    p = s.current
    pos = g.tile_index[a.tile]
    bit = 1 << pos
    owner = next(q for q in range(g.num_players) if s.manors[q] & bit)
    s.manors[owner] &= ~bit
    s.manors[p] |= bit
    say(
        s,
        "ME.arthur.space.replace-manor",
        f"Arthur module: {name(s, p)} replaces {name(s, owner)}'s manor on "
        f"{tile_words(g, g.tile_index[a.tile])} with their "
        "own (no material, no tower bonus).",
        p,
    )
    finish(s)


def manor_points(manors: int) -> int:
    """ME.arthur.space.manor-points: a point per manor (a bitmask of tiles)."""
    return manors.bit_count()


def manor_points_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.manors[p] != 0


def manor_points_start(s: MerlinState, p: int, arg: int) -> bool:
    points = manor_points(s.manors[p])
    add_points(s, p, CAT_VP_SPACES, points)
    say(
        s,
        "ME.arthur.space.manor-points",
        f"Arthur module: {name(s, p)} scores {points} (a point per manor in the surroundings).",
        p,
    )
    for hook in s.game.ruleset.hooks["space_scored"]:  # e.g. Sir Geraint's fifth space (p. 23)
        hook(s, p, MANOR_POINTS_KIND, arg)
    return False


def reduce_manors(s: MerlinState) -> bool:
    """ME.arthur.scoring.one-manor-per-territory: first player first, territory by territory;
    stops for the player's choice of the manor to keep."""
    n = s.game.num_players
    order = clockwise_from(s, s.first)
    territories = s.territories
    count = len(territories)
    while s.score_pos < n * count:
        i, first = divmod(s.score_pos, count)
        p = order[i]
        # One player at a time: their manors that may go are read once, not once per
        # territory, and a player with at most one such manor has no territory to reduce.
        free = s.manors[p] & ~protected_manors(s, p)
        if free.bit_count() > 1:
            for t in range(first, count):
                if (territories[t] & free).bit_count() > 1:
                    s.score_pos = i * count + t
                    s.current = p
                    s.target = t
                    s.stage = ARTHUR_KEEP
                    return True
        s.score_pos = (i + 1) * count
    return False


def keep_choices(s: MerlinState) -> list[int]:
    p = s.current
    return bits(s.territories[s.target] & s.manors[p] & ~protected_manors(s, p))


def on_keep(s: MerlinState, a: KeepManor, stage: int) -> None:
    g = s.game
    p = s.current
    keep = g.tile_index[a.tile]
    mask = s.territories[s.target] & s.manors[p] & ~protected_manors(s, p)
    removed = mask & ~(1 << keep)
    s.manors[p] &= ~removed
    where = tiles_words(g, bits(removed))
    kept = tile_words(g, keep)
    say(
        s,
        "ME.arthur.scoring.one-manor-per-territory",
        f"Arthur module: {name(s, p)} keeps the manor on {kept} and takes back the manors on "
        f"{where}.",
        p,
    )
    s.score_pos += 1
    s.pc = PC_SCORING
