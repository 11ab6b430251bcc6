"""The decree module's actions in plain words."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from tabletop_lib.core.words import count, ordinal, sentence

from ...constants import NUM_COLOURS
from ...describe import Describer, die_change, good, henchman
from . import rules as R
from .actions import (
    DecreeDie,
    DecreeGood,
    DecreeInfluence,
    DecreePoints,
    PlaceHenchmanForDecree,
    TakeDecree,
)

if TYPE_CHECKING:
    from ...state import MerlinState


def _colour(s: MerlinState, c: int) -> str:
    colours = s.game.data.colours
    return colours[c] if 0 <= c < len(colours) else "no"


def _take_decree(s: MerlinState, a: TakeDecree) -> str:
    i = R.tile_index(s.game).get(a.tile, -1)
    if i < 0:
        return f"Take a decree the stacks do not have ({a.tile!r})"
    info = R.module_data(s.game.data_dir)["tiles"][i]
    shows = (
        count(int(info["points"]), "point")
        if info["kind"] == "points"
        else good(info["kind"], info["colour"])
    )
    stack = R.pick_choices(s) if 0 <= s.target < NUM_COLOURS else []
    place = f"the {ordinal(stack.index(i) + 1)} decree" if i in stack else "the decree"
    return sentence(f"take {place} of the stack, showing {shows}")


def _spend(s: MerlinState, decrees: int, what: str) -> str:
    return f"Spend {count(decrees, 'decree')} {what}"


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        PlaceHenchmanForDecree: lambda s, a: (
            f"Send your {henchman(a.henchman)} to {_colour(s, s.target)} and take a decree "
            "instead of its action"
        ),
        TakeDecree: _take_decree,
        DecreeDie: lambda s, a: _spend(
            s, s.game.params.decrees_for_die, f"to {die_change(s, s.die_value + a.step)}"
        ),
        DecreeGood: lambda s, a: _spend(
            s, s.game.params.decrees_for_good, f"to take {good(a.good, a.colour)}"
        ),
        DecreeInfluence: lambda s, a: _spend(
            s,
            s.game.params.decrees_for_influence,
            f"to place an influence marker in {a.colour}",
        ),
        DecreePoints: lambda s, a: _spend(
            s,
            s.game.params.decrees_for_points,
            f"for {count(s.game.params.decree_points, 'point')}",
        ),
    }
)
