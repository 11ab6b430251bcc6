"""Scoring: one pure function per category (manual p. 10-12), each returning ``{player: points}``.

They take plain numbers per player (a mapping ``{player: n}`` or a list indexed by player), so
notebooks and tests can call them on any situation; the scoring steps of ``upkeep.py`` call them
on the state. Players who score nothing in a category map to 0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

PerPlayer = Mapping[int, int] | Sequence[int]


def _items(values: PerPlayer) -> dict[int, int]:
    if type(values) is list:  # the upkeep's own calls: no abstract-class test needed
        return dict(enumerate(values))
    if isinstance(values, Mapping):
        return {int(p): int(v) for p, v in values.items()}
    return dict(enumerate(int(v) for v in values))


def territory_points(tile_count: int, manors_by_player: PerPlayer) -> dict[int, int]:
    """ME.scoring.surroundings (p. 11): the player with the most manors in a territory scores
    one point per tile of it; players tied for the most share the points, rounded down; a
    territory without manors scores for nobody."""
    if tile_count < 0:
        raise ValueError("a territory cannot have a negative number of tiles")
    manors = _items(manors_by_player)
    out = dict.fromkeys(manors, 0)
    best = max(manors.values(), default=0)
    if best <= 0:
        return out
    leaders = [p for p, m in manors.items() if m == best]
    for p in leaders:
        out[p] = tile_count // len(leaders)
    return out


def influence_points(
    markers_by_player: PerPlayer, grail_holder: int | None = None
) -> dict[int, int]:
    """ME.scoring.influence (p. 11): the player with the most influence markers in a
    principality scores one point per marker there, everyone's; players tied for the most
    share, rounded down. ME.scoring.influence.grail: a ``grail_holder`` tied for the most
    (and using the Grail here) wins the tie and scores every marker alone."""
    markers = _items(markers_by_player)
    out = dict.fromkeys(markers, 0)
    best = max(markers.values(), default=0)
    if best <= 0:
        return out
    total = sum(markers.values())
    leaders = [p for p, m in markers.items() if m == best]
    if grail_holder is not None and grail_holder in leaders:
        leaders = [grail_holder]
    for p in leaders:
        out[p] = total // len(leaders)
    return out


def repel_traitors(traitors: Sequence[int], shields: Sequence[int]) -> tuple[list[int], int]:
    """ME.scoring.traitors.repel (p. 10): one matching shield repels one traitor.

    ``traitors[c]`` and ``shields[c]`` count one player's traitors and shields per colour.
    Returns (shields spent per colour, traitors left unrepelled)."""
    spent = [min(t, s) for t, s in zip(traitors, shields, strict=True)]
    return spent, sum(traitors) - sum(spent)


def traitor_points(
    unrepelled_by_player: PerPlayer, score_by_player: PerPlayer, penalty: int = 3
) -> dict[int, int]:
    """ME.scoring.traitors.penalty (p. 10): lose ``penalty`` points per traitor not repelled,
    but never below a score of 0 (ME.scoring.score-floor)."""
    left = _items(unrepelled_by_player)
    score = _items(score_by_player)
    return {p: traitor_loss(k, score.get(p, 0), penalty) for p, k in left.items()}


def traitor_loss(unrepelled: int, score: int, penalty: int = 3) -> int:
    """One player's :func:`traitor_points`: ``-penalty`` per traitor left, never below 0."""
    return -min(penalty * unrepelled, max(score, 0))


def excalibur_points(
    unrepelled_by_player: PerPlayer, holder: int | None, bonus: int = 3
) -> dict[int, int]:
    """ME.scoring.traitors.excalibur (p. 10): the holder of Excalibur who repelled every one
    of their traitors scores ``bonus``."""
    left = _items(unrepelled_by_player)
    return {p: bonus if p == holder and k == 0 else 0 for p, k in left.items()}


def henchmen_points(henchmen_by_player: PerPlayer) -> dict[int, int]:
    """ME.scoring.henchmen (p. 11): a point per henchman in a principality."""
    return _items(henchmen_by_player)


def apple_points(apples_by_player: PerPlayer, per_apple: int = 1) -> dict[int, int]:
    """ME.final.apples (p. 12): each apple left is worth a point."""
    return {p: n * per_apple for p, n in _items(apples_by_player).items()}


def staff_points(staffs_by_player: PerPlayer, per_staff: int = 2) -> dict[int, int]:
    """ME.final.staffs (p. 12): each unused Merlin's staff is worth 2 points."""
    return {p: n * per_staff for p, n in _items(staffs_by_player).items()}


def leftover_points(goods_by_player: PerPlayer, per_point: int = 3) -> dict[int, int]:
    """ME.final.leftovers (p. 12): a point for every 3 shields, flags and materials left."""
    return {p: n // per_point for p, n in _items(goods_by_player).items()}
