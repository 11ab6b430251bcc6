"""The Morgana module in the scorings (manual p. 33): witch huts in the surroundings scoring
(a manor with a hut counts two, 1 more point per hut for a lone winner, then the huts go; with
Arthur every manor of their territories), and Morgana's dark influence in the influence scoring
(a covered marker counts two, Morgana's lone markers count for her, then they return). With the
knights module Sir Kay's influence tiles count for the majority here too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...common import add_points, colour, influence_scored, name, say
from ...constants import CAT_INFLUENCE, CAT_SURROUNDINGS, NUM_COLOURS
from ..knights.scoring import principality_tiles, return_kay
from .rules import SAY

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


def hut_bonus(s: MerlinState, mask: int, counts: list[int], points: dict[int, int]) -> None:
    """ME.morgana.witch-hut.scoring: a player winning territory ``mask`` alone scores 1 more
    point per witch hut on their manors there (the ``territory_scored`` extension point)."""
    huts = s.morgana_huts & mask
    if not huts:
        return
    winners = [p for p, pts in points.items() if pts]
    if len(winners) != 1 or counts.count(max(counts)) != 1:
        return
    p = winners[0]
    bonus = (s.manors[p] & huts).bit_count()
    if bonus:
        add_points(s, p, CAT_SURROUNDINGS, bonus)
        say(
            s,
            "ME.morgana.witch-hut.scoring",
            f"{SAY}{name(s, p)} wins the territory alone: +{bonus} for witch huts.",
            p,
        )


def return_huts(s: MerlinState) -> None:
    """ME.morgana.witch-hut.scoring (and .arthur): after the surroundings scoring the manors
    with huts (with Arthur: every manor of their territories) go back, the huts to the supply."""
    g = s.game
    n = g.num_players
    huts = s.morgana_huts
    if huts:
        if g.in_play("arthur"):  # p. 33: every manor of a territory with a hut, but castles
            gone = sum(t for t in s.territories if t & huts)
            for p in range(n):
                s.manors[p] &= ~(gone & ~_protected(s, p))
            say(
                s,
                "ME.morgana.witch-hut.arthur",
                f"{SAY}with Arthur, every manor in a territory with a witch hut goes back to its "
                "owner, except those on a castle tile.",
            )
        else:
            for p in range(n):
                s.manors[p] &= ~huts
        s.hut_supply += huts.bit_count()
        s.morgana_huts = 0
        say(
            s,
            "ME.morgana.witch-hut.scoring",
            f"{SAY}the manors with witch huts go back to their owners, the huts to the supply.",
        )


def _protected(s: MerlinState, p: int) -> int:
    """``p``'s manors that stay (the ``protected_manors`` hooks: Sir Gaheris' castles)."""
    mask = 0
    for hook in s.game.ruleset.hooks["protected_manors"]:
        mask |= hook(s, p)
    return mask


def territory_counts(s: MerlinState, mask: int, counts: list[int]) -> list[int]:
    """ME.morgana.witch-hut.scoring: a manor with a hut counts two in territory ``mask``."""
    huts = s.morgana_huts & mask
    if not huts:  # (no hut in this territory: the counts stand)
        return counts
    return [c + (s.manors[p] & huts).bit_count() for p, c in enumerate(counts)]


def counted_markers(s: MerlinState, c: int) -> tuple[list[int], int]:
    """Per player their markers in ``c`` (a covered one counts 2), and Morgana's alone."""
    n = s.game.num_players
    row = c * (n + 1)
    dark = s.morgana_influence[row : row + n + 1]
    own = s.influence[c::NUM_COLOURS]  # (player p's markers in c: influence[p * NUM_COLOURS + c])
    if not any(dark):  # no Morgana marker in c: the markers as they are
        return own, 0
    vals = []
    lone = dark[n]
    for mine, covered in zip(own, dark, strict=False):
        # a covered marker taken away by another module leaves its Morgana marker alone
        vals.append(mine + min(covered, mine))
        lone += max(covered - mine, 0)
    return vals, lone


def morgana_influence_points(
    markers: list[int],
    morgana: int,
    grail_holder: int | None = None,
    tiles: list[int] | None = None,
) -> dict[int, int]:
    """ME.morgana.dark-influence.scoring on plain numbers: ``markers`` per player as counted
    (a covered marker counts 2), ``morgana`` her markers alone; points per player. ``tiles``
    (Sir Kay's, knights module) count for the majority only."""
    out = dict.fromkeys(range(len(markers)), 0)
    strength = markers if tiles is None else [m + t for m, t in zip(markers, tiles, strict=True)]
    best = max([*strength, morgana])
    if best <= 0:
        return out
    total = sum(markers) + morgana
    leaders = [p for p, m in enumerate(strength) if m == best]
    ways = len(leaders) + (1 if morgana == best else 0)
    if grail_holder is not None and grail_holder in leaders:
        leaders, ways = [grail_holder], 1
    for p in leaders:
        out[p] = total // ways
    return out


def grail_tie(s: MerlinState, c: int) -> bool:
    holder = s.grail
    if holder < 0 or s.grail_used:
        return False
    vals, morgana = counted_markers(s, c)
    tiles = _kay_tiles(s, c)
    if tiles is not None:
        vals = [v + t for v, t in zip(vals, tiles, strict=True)]
    best = max(max(vals), morgana)
    ways = vals.count(best) + (1 if morgana == best else 0)
    return best > 0 and vals[holder] == best and ways > 1


def _kay_tiles(s: MerlinState, c: int) -> list[int] | None:
    """Sir Kay's influence tiles in ``c`` per player (knights module), for the majority; None
    when there are none (no knights module, or no tile in ``c``)."""
    if not s.game.in_play("knights") or c not in s.kay_at:
        return None
    return principality_tiles(s, c)


def score_principality(s: MerlinState, c: int, grail: bool) -> bool:
    """ME.scoring.influence with Morgana's markers; then they return (and what they cover),
    and so do Sir Kay's tiles (ME.knights.kay-scoring). True: the principality is scored (the
    ``score_principality`` extension point)."""
    tiles = _kay_tiles(s, c)
    _score_markers(s, c, grail, tiles)
    if tiles is not None and any(tiles):
        return_kay(s, c)
    return True


def _morgana_leads(g: MerlinGame, c: int) -> str:
    return f"{SAY}Morgana leads in {g.data.colours[c]}."


def _score_markers(s: MerlinState, c: int, grail: bool, tiles: list[int] | None) -> None:
    n = s.game.num_players
    vals, morgana = counted_markers(s, c)
    if not morgana and not any(vals):
        return
    points = morgana_influence_points(vals, morgana, s.grail if grail else None, tiles)
    strength = vals if tiles is None else [v + t for v, t in zip(vals, tiles, strict=True)]
    if morgana and morgana >= max(strength) and not (grail and s.grail >= 0):
        say(s, "ME.morgana.dark-influence.scoring", (_morgana_leads, c))
    row = c * (n + 1)
    back = sum(s.morgana_influence[row : row + n + 1])  # (booking points leaves them be)
    rule = "ME.morgana.dark-influence.scoring" if back else "ME.scoring.influence"
    for p, pts in points.items():
        if pts:
            add_points(s, p, CAT_INFLUENCE, pts)
            say(s, rule, (influence_scored, p, pts, c), p)
    if back:
        for p in range(n):
            covered = min(s.morgana_influence[row + p], s.influence[p * NUM_COLOURS + c])
            if covered:
                s.influence[p * NUM_COLOURS + c] -= covered
                s.castle_influence[p] += covered
            s.morgana_influence[row + p] = 0
        s.morgana_influence[row + n] = 0
        s.marker_supply += back
        say(
            s,
            "ME.morgana.dark-influence.scoring",
            f"{SAY}Morgana's markers in {colour(s, c)} return to the kitchen, the markers they "
            "covered to their castles.",
        )
    for p in range(n):
        extra = s.influence[p * NUM_COLOURS + c] - 1
        if extra > 0:
            s.influence[p * NUM_COLOURS + c] = 1
            s.castle_influence[p] += extra
