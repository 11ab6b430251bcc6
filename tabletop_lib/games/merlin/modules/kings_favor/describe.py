"""The King's Favor module's actions in plain words (pp. 14-15)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from tabletop_lib.core.words import count

from ...describe import Describer, henchman
from . import rules as R
from .actions import (
    ExpelTraitor,
    FavorScore,
    KeepMissionPoints,
    PlaceHenchmanAnywhere,
    SealFavor,
    UseFavor,
)

if TYPE_CHECKING:
    from ...state import MerlinState

_ROW_ABILITY = {
    1: "1 more point for each later mission of this henchman",
    2: "send this henchman to any principality from a principality space",
    3: "this henchman's special ability once",
}
_FAVOR_ABILITY = {
    0: "place henchmen in two principalities",
    1: "expel a traitor without a shield",
    2: "build twice",
    3: "score any resource here, with 1 more point",
}


def _favor_card(s: MerlinState) -> tuple[int, int]:
    """(points, henchman) of the mission waiting for its King's Favor choice."""
    if not s.favor_pending:
        return 0, 0
    card = s.game.data.missions[s.favor_pending[0]]
    return card.points, card.henchman


def _seal(s: MerlinState, a: SealFavor) -> str:
    points, h = _favor_card(s)
    ability = _ROW_ABILITY.get(a.row, "its ability")
    return (
        f"Forgo the mission's {count(points, 'point')} and seal row {a.row} of the "
        f"{henchman(h)} column: {ability}"
    )


def _use_favor(s: MerlinState, a: UseFavor) -> str:
    h = R.space_ability(s)
    what = _FAVOR_ABILITY.get(h, "its ability")
    return f"Use your sealed {henchman(max(h, 0))} here: {what}"


def _favor_score(s: MerlinState, a: FavorScore) -> str:
    noun = "influence markers" if a.kind == "influence" else f"{a.kind}s"
    return f"Score a point for each of your {noun}, and 1 more point"


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        KeepMissionPoints: lambda s, a: (
            f"Score the mission's {count(_favor_card(s)[0], 'point')} and seal nothing"
        ),
        SealFavor: _seal,
        PlaceHenchmanAnywhere: lambda s, a: (
            f"Send your {henchman(a.henchman)} to any principality with its sealed King's Favor"
        ),
        UseFavor: _use_favor,
        FavorScore: _favor_score,
        ExpelTraitor: lambda s, a: f"Expel one of your {a.colour} traitors without a shield",
    }
)
