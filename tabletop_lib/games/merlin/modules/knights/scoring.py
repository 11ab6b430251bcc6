"""The Knights of the Round Table module's scoring (manual pp. 23, 25): Sir Kay's influence
tiles at the influence scoring, Gareth's and Geraint's end-game tables."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...common import add_points, colour, name, say
from .rules import (
    ALLY_NAMES,
    CATEGORY,
    GARETH,
    GERAINT,
    KAY,
    gareth_points,
    geraint_points,
)

if TYPE_CHECKING:
    from ...state import MerlinState


def kay_tiles(s: MerlinState, c: int) -> int:
    return s.kay_at.count(c)


def influence_with_tiles(
    markers: list[int], tiles: list[int], grail_holder: int | None = None
) -> dict[int, int]:
    """ME.knights.kay-scoring: the majority counts markers and Kay's tiles; the points are the
    markers only (the leaders share them, rounded down)."""
    strength = [m + t for m, t in zip(markers, tiles, strict=True)]
    out = dict.fromkeys(range(len(markers)), 0)
    best = max(strength, default=0)
    if best <= 0:
        return out
    leaders = [p for p, v in enumerate(strength) if v == best]
    if grail_holder is not None and grail_holder in leaders:
        leaders = [grail_holder]
    for p in leaders:
        out[p] = sum(markers) // len(leaders)
    return out


def principality_tiles(s: MerlinState, c: int) -> list[int]:
    """Per player: Kay's tiles in ``c``."""
    n = s.game.num_players
    k = kay_tiles(s, c)
    return [k if s.ally_owner[KAY] == p else 0 for p in range(n)]


def return_kay(s: MerlinState, c: int) -> None:
    if c not in s.kay_at:
        return
    s.kay_at = [-1 if at == c else at for at in s.kay_at]
    p = s.ally_owner[KAY]
    text = f"Knights module: Sir Kay's influence tiles in {colour(s, c)} return to {name(s, p)}."
    say(s, "ME.knights.kay-scoring", text, p)


def category(s: MerlinState) -> int:
    return s.game.ruleset.categories.index(CATEGORY)


def final_allies(s: MerlinState) -> None:
    """ME.knights.gareth-final and ME.knights.geraint-final."""
    for ally, table, rule in (
        (GARETH, gareth_points, "ME.knights.gareth-final"),
        (GERAINT, geraint_points, "ME.knights.geraint-final"),
    ):
        p = s.ally_owner[ally]
        if p < 0:
            continue
        count = s.ally_tokens[ally].bit_count()
        points = table(s, count)
        if points:
            add_points(s, p, category(s), points)
        title = f"Sir {ALLY_NAMES[ally].capitalize()}"
        text = f"Knights module: {name(s, p)} scores {points} for {count} tiles on {title}."
        say(s, rule, text, p)
