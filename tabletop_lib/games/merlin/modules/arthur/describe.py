"""The Arthur module's actions and spaces in plain words (pp. 16-19)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from tabletop_lib.core.words import article, count, ordinal

from ...common import name
from ...constants import NUM_HENCHMEN
from ...describe import Describer, die_change, good, henchman, mission, space, tile, walk
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
from .data import inner_size, inner_space, module_data, pict_tiles
from .tables import tables

if TYPE_CHECKING:
    from ...state import MerlinState

SPACE_WORDS: Mapping[str, str] = MappingProxyType(
    {
        "signet-ring": "the signet ring space",
        "arthur-good": "Arthur's space of any {good}",
        "arthur-influence": "Arthur's space of influence anywhere",
        "stairs": "the stairs",
        "arthur-merlin": "Arthur's space to move Merlin",
        "picts": "a Picts space",
        "replace-manor": "the space to replace a manor",
        "arthur-apple": "the apple space",
        "activate-henchman": "the space to activate a henchman",
        "move-arthur": "the space to move Arthur",
        "manor-points": "the space of victory points for manors",
    }
)
_FIGURE = {"knight": "your knight", "merlin": "Merlin", "arthur": "Arthur"}


def moving_arthur(s: MerlinState, steps: int, sign: int) -> str:
    """ "move Arthur 3 spaces clockwise to the stairs on the inner ring" (no capital)."""
    way = "clockwise" if sign > 0 else "counter-clockwise"
    dest = inner_space(s, (s.arthur + sign * steps) % inner_size(s))
    return f"move Arthur {count(steps, 'space')} {way} to {space(s, dest)} on the inner ring"


def _pict(s: MerlinState, a: TakePict) -> str:
    i = tables(s).pict_index.get(a.pict, -1)
    if i < 0:
        return f"Take a Pict the display does not have ({a.pict!r})"
    info = pict_tiles(s)[i]
    bonus = info["bonus"]
    kind = bonus["kind"]
    if kind == "manor":
        gain = f"a free manor on a {bonus['terrain']} tile"
    elif kind == "apple":
        gain = "an apple"
    elif kind == "influence":
        gain = f"an influence marker in {bonus['colour']}"
    else:
        gain = good(bonus["good"], bonus["colour"])
    where = ""
    display = list(getattr(s, "pict_display", ()))
    if i in display:  # two Picts may be alike: say which one of the display it is
        where = f" ({ordinal(display.index(i) + 1)} in the display)"
    return f"Take the Pict worth {count(int(info['value']), 'point')}, with {gain}{where}"


def _arthur_flag(s: MerlinState, ability: str) -> str:
    """ "a black flag": the colour of the flags that carry one of Arthur's abilities (data)."""
    flags = module_data(s.game.data_dir)["flags"]
    colour = next((c for c, v in flags.items() if v == ability), "")
    return f"{article(colour)} {colour} flag" if colour else "a flag"


def _arthur_merlin(s: MerlinState, a: ArthurMerlin) -> str:
    sign = 1 if a.step > 0 else -1
    steps = abs(a.step)
    way = "clockwise" if sign > 0 else "counter-clockwise"
    dest = space(s, walk(s, s.merlin, sign, steps))
    return f"Move Merlin {count(steps, 'space')} {way} to {dest}"


def _arthur_step(s: MerlinState, a: ArthurStep) -> str:
    sign = 1 if a.direction == "cw" else -1
    dest = inner_space(s, (s.arthur + sign) % inner_size(s))
    way = "clockwise" if sign > 0 else "counter-clockwise"
    return f"Move Arthur one space {way} to {space(s, dest)} on the inner ring"


def _replace(s: MerlinState, a: ReplaceManor) -> str:
    pos = s.game.tile_index.get(a.tile, -1)
    q = next((q for q, m in enumerate(s.manors) if pos >= 0 and m >> pos & 1), -1)
    owner = f"{name(s, q)}'s" if q >= 0 else "another player's"
    return f"Replace {owner} manor on {tile(s, a.tile)} with one of yours"


def _activate(s: MerlinState, a: ActivateHenchman) -> str:
    h = s.game.henchman_index.get(a.henchman, -1)
    where = s.henchmen[s.current * NUM_HENCHMEN + h] if h >= 0 else -1
    colours = s.game.data.colours
    there = f" in {colours[where]}" if 0 <= where < len(colours) else ""
    return f"Let your {henchman(a.henchman)}{there} act again"


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        ArthurFigure: lambda s, a: (
            f"Spend {_arthur_flag(s, 'any-die')} to move {_FIGURE.get(a.figure, a.figure)} "
            "with this die"
        ),
        ArthurDieStep: lambda s, a: (
            f"Spend {_arthur_flag(s, 'die-step')} to {die_change(s, s.die_value + a.step)}"
        ),
        SignetMission: lambda s, a: (
            f"Complete {mission(s, a.card)} with the signet ring, without its requirements"
        ),
        ArthurTake: lambda s, a: f"Take {good(a.good, a.colour)}",
        ArthurInfluence: lambda s, a: f"Place an influence marker in {a.colour}",
        ArthurMerlin: _arthur_merlin,
        ArthurStep: _arthur_step,
        TakePict: _pict,
        ArthurBuild: lambda s, a: f"Build the Pict's manor free on {tile(s, a.tile)}",
        ReplaceManor: _replace,
        ActivateHenchman: _activate,
        KeepManor: lambda s, a: (
            f"Keep your manor on {tile(s, a.tile)}; your other manors in its territory go"
        ),
    }
)
