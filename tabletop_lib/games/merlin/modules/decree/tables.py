"""The decree module's interned actions (built once per game)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...constants import GOOD_NAMES, HENCHMAN_NAMES
from .actions import (
    DecreeDie,
    DecreeGood,
    DecreeInfluence,
    DecreePoints,
    PlaceHenchmanForDecree,
    TakeDecree,
)

if TYPE_CHECKING:
    from ...game import MerlinGame

MODULE = "decree"


@dataclass(frozen=True)
class DecreeTables:
    """Every decree action of one game, and the decrees' ids."""

    index: Mapping[str, int]
    """Decree id -> tile index."""
    henchman: tuple[PlaceHenchmanForDecree, ...]
    take: tuple[TakeDecree, ...]
    die: tuple[DecreeDie, DecreeDie, DecreeDie]
    """Indexed by the step: ``die[1]`` raises the die, ``die[-1]`` lowers it."""
    good: tuple[tuple[DecreeGood, ...], ...]
    influence: tuple[DecreeInfluence, ...]
    points: DecreePoints
    least_spend: int
    """The fewest decrees that buy a good, influence or points (``params.decrees_for_*``)."""
    least_pre_move: int
    """The fewest decrees that buy anything before moving (a die change too)."""

    @classmethod
    def build(cls, game: MerlinGame, tile_ids: tuple[str, ...]) -> DecreeTables:
        colours = game.data.colours
        prm = game.params
        least_spend = min(prm.decrees_for_good, prm.decrees_for_influence, prm.decrees_for_points)
        return cls(
            index=MappingProxyType({t: i for i, t in enumerate(tile_ids)}),
            henchman=tuple(PlaceHenchmanForDecree(h) for h in HENCHMAN_NAMES),
            take=tuple(TakeDecree(t) for t in tile_ids),
            die=(DecreeDie(0), DecreeDie(1), DecreeDie(-1)),
            good=tuple(tuple(DecreeGood(g, c) for c in colours) for g in GOOD_NAMES),
            influence=tuple(DecreeInfluence(c) for c in colours),
            points=DecreePoints(),
            least_spend=least_spend,
            least_pre_move=min(least_spend, prm.decrees_for_die),
        )


def tables(game: MerlinGame) -> DecreeTables:
    found: DecreeTables = game.tables.modules[MODULE]
    return found
