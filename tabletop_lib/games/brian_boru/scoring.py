"""Final scoring: one pure function per category of "Pontuação Final" (rulebook; docs/rules §5).

Each takes plain numbers and returns one int per player, so notebooks and tests can call them
on any situation. ``final_scores`` gathers them for a finished state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from .params import _REGION_SPREAD

if TYPE_CHECKING:
    from .state import BrianBoruState


def region_spread_points(n_regions: int, table: Mapping[int, int] = _REGION_SPREAD) -> int:
    """BB.final.regions: 1-2 regions score 0, 3-4: 1, 5: 3, 6: 5, 7: 7, 8: 10 (``table``,
    ``params.region_spread``); more regions than the table lists score its last entry."""
    if n_regions < 0:
        raise ValueError("a number of regions cannot be negative")
    return table[min(n_regions, max(table))]


def most_coins_points(coins: Sequence[int], points: int = 1) -> list[int]:
    """BB.final.most-coins: ``points`` to the sole player with the most coins; none on a tie."""
    best = max(coins)
    leaders = [p for p, c in enumerate(coins) if c == best]
    return [points if len(leaders) == 1 and p == leaders[0] else 0 for p in range(len(coins))]


def marker_points(num_players: int, holder: int, points: int = 1) -> list[int]:
    """BB.final.marker: ``points`` to the holder of the active town marker."""
    return [points if p == holder else 0 for p in range(num_players)]


def renown_points(renown: Sequence[int], per_token: int = 1) -> list[int]:
    """BB.final.renown: a point per renown token."""
    return [r * per_token for r in renown]


def claim_held_points(
    num_players: int, claims: Sequence[int], claim_points: Sequence[int]
) -> list[int]:
    """BB.final.claim-held: the value of every face-up claim token a player holds.

    ``claims[r]`` is the holder's seat, or a negative number while the token is not held.
    """
    out = [0] * num_players
    for r, holder in enumerate(claims):
        if holder >= 0:
            out[holder] += claim_points[r]
    return out


def claim_board_points(
    towns_per_region: Sequence[Sequence[int]],
    on_board: Sequence[bool],
    claim_points: Sequence[int],
    viking_towns: Sequence[int] | None = None,
) -> list[int]:
    """BB.final.claim-board: half (rounded down) of each face-up token left on the board.

    ``towns_per_region[r][p]`` counts player ``p``'s towns in region ``r``; every player tied
    for the most (with at least one town) scores. With ``viking_towns`` the Vikings compete
    too: when they have strictly the most, nobody scores that region.
    """
    num_players = len(towns_per_region[0]) if towns_per_region else 0
    out = [0] * num_players
    for r, counts in enumerate(towns_per_region):
        if not on_board[r]:
            continue
        best = max(counts)
        if best == 0 or (viking_towns is not None and viking_towns[r] > best):
            continue
        for p, c in enumerate(counts):
            if c == best:
                out[p] += claim_points[r] // 2
    return out


def regions_points(
    regions_touched: Sequence[int], table: Mapping[int, int] = _REGION_SPREAD
) -> list[int]:
    """BB.final.regions for every player, from the number of regions each has a town in."""
    return [region_spread_points(n, table) for n in regions_touched]


# -- gathering them for a state ----------------------------------------------------------
def region_town_counts(
    s: BrianBoruState, region: int, monastery_weight: int
) -> tuple[list[int], int]:
    """(towns per player, Viking towns) in ``region``, a monastery town counting
    ``monastery_weight`` towns (BB.upkeep.claim.monastery-double in the claim step,
    BB.final.claim-board.monastery at the end).

    Under military support the Princess holder also counts the Viking towns (and the
    Vikings then count none), as in the claim-regions step.
    """
    board = s.game.board
    mask = board.region_mask[region]
    extra = s.monastery
    more = monastery_weight - 1
    counts = []
    for p in range(s.num_players):
        mine = s.discs[p] & ~s.viking & mask
        counts.append(mine.bit_count() + more * (mine & extra).bit_count())
    vik = s.viking & mask
    vikings = vik.bit_count() + more * (vik & extra).bit_count()
    if s.princess_mode == "military-support" and s.princess_holder >= 0:
        counts[s.princess_holder] += vikings
        vikings = 0
    return counts, vikings


def regions_touched(s: BrianBoruState) -> list[int]:
    """Regions where each player controls a town; establish trade adds Viking towns."""
    board = s.game.board
    out = []
    for p in range(s.num_players):
        mine = s.discs[p] & ~s.viking
        if s.princess_mode == "establish-trade" and s.princess_holder == p:
            mine |= s.viking
        out.append(sum(1 for m in board.region_mask if m & mine))
    return out


def final_points(s: BrianBoruState) -> dict[str, list[int]]:
    """Every final category for a state after its last upkeep, keyed by category name.

    BB.final.face-down: a face-down token is neither held nor on the board face up, so it
    scores in no category.
    """
    from .constants import ON_BOARD

    prm, board = s.game.params, s.game.board
    n = s.num_players
    weight = prm.final_monastery_weight
    counts = [region_town_counts(s, r, weight) for r in range(board.num_regions)]
    vikings = [v for _, v in counts] if prm.half_point_rivals == "players-and-vikings" else None
    return {
        "most coins": most_coins_points(s.coins, prm.most_coins_points),
        "active town marker": marker_points(n, s.marker, prm.marker_points),
        "renown": renown_points(s.renown, prm.renown_points),
        "claim tokens held": claim_held_points(n, s.claims, board.claim_points),
        "claim tokens on board": claim_board_points(
            [c for c, _ in counts], [c == ON_BOARD for c in s.claims], board.claim_points, vikings
        ),
        "regions": regions_points(regions_touched(s), prm.region_spread),
    }
