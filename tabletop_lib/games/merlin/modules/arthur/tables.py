"""The Arthur module's interned actions, built once per game (``game.tables.modules``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...actions import DIRECTIONS
from ...constants import GOOD_NAMES, HENCHMAN_NAMES
from .actions import (
    ActivateHenchman,
    ArthurBuild,
    ArthurDieStep,
    ArthurFigure,
    ArthurInfluence,
    ArthurMerlin,
    ArthurStep,
    ArthurTake,
    KeepManor,
    ReplaceManor,
    SignetMission,
    TakePict,
)
from .data import FIGURES, MERLIN_REACH, MODULE, picts

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


@dataclass(frozen=True)
class ArthurTables:
    figure: Mapping[str, ArthurFigure]
    die_step: Mapping[int, ArthurDieStep]
    signet: tuple[SignetMission, ...]
    take: tuple[tuple[ArthurTake, ...], ...]
    influence: tuple[ArthurInfluence, ...]
    merlin: tuple[ArthurMerlin, ...]
    step: tuple[ArthurStep, ArthurStep]
    pict: tuple[TakePict, ...]
    pict_index: Mapping[str, int]
    build: tuple[ArthurBuild, ...]
    replace: tuple[ReplaceManor, ...]
    activate: tuple[ActivateHenchman, ...]
    keep: tuple[KeepManor, ...]

    @classmethod
    def build_for(cls, game: MerlinGame) -> ArthurTables:
        colours = game.data.colours
        tiles = tuple(game.grid.name(pos) for pos in range(game.grid.size))
        ids = tuple(str(t["id"]) for t in picts(game.data_dir))
        steps = list(range(1, MERLIN_REACH + 1))
        return cls(
            figure=MappingProxyType({f: ArthurFigure(f) for f in FIGURES}),
            die_step=MappingProxyType({1: ArthurDieStep(1), -1: ArthurDieStep(-1)}),
            signet=tuple(SignetMission(c.id) for c in game.data.missions),
            take=tuple(tuple(ArthurTake(g, c) for c in colours) for g in GOOD_NAMES),
            influence=tuple(ArthurInfluence(c) for c in colours),
            merlin=tuple(ArthurMerlin(k) for k in (*steps, *(-k for k in steps))),
            step=(ArthurStep(DIRECTIONS[0]), ArthurStep(DIRECTIONS[1])),
            pict=tuple(TakePict(i) for i in ids),
            pict_index=MappingProxyType({i: n for n, i in enumerate(ids)}),
            build=tuple(ArthurBuild(t) for t in tiles),
            replace=tuple(ReplaceManor(t) for t in tiles),
            activate=tuple(ActivateHenchman(h) for h in HENCHMAN_NAMES),
            keep=tuple(KeepManor(t) for t in tiles),
        )


def tables(s: MerlinState) -> ArthurTables:
    found: ArthurTables = s.game.tables.modules[MODULE]
    return found
