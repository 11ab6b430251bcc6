"""The Big Box modules' actions in plain words (see ``describe.py`` for the base game's).

One describer per action type, grouped by module in the manual's order; each reads only the
state and the module's data, and says what the action would do for the player to move.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from tabletop_lib.core.words import article, count, ordinal

from . import actions as A
from .common import name
from .constants import NUM_HENCHMEN
from .describe import (
    Describer,
    die_change,
    good,
    henchman,
    mission,
    space,
    tile,
    walk,
)

if TYPE_CHECKING:
    from .state import MerlinState


def _colour(s: MerlinState, c: int) -> str:
    colours = s.game.data.colours
    return colours[c] if 0 <= c < len(colours) else "no"


def _step(s: MerlinState, step: int) -> str:
    return die_change(s, s.die_value + step)


# -- Arthur (pp. 16-19) ------------------------------------------------------------------------
_FIGURE = {"knight": "your knight", "merlin": "Merlin", "arthur": "Arthur"}


def _pict(s: MerlinState, a: A.TakePict) -> str:
    from .module_arthur import module_data, tables

    i = tables(s).pict_index.get(a.pict, -1)
    if i < 0:
        return f"Take a Pict the display does not have ({a.pict!r})"
    info = module_data()["picts"]["tiles"][i]
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


def _arthur_flag(ability: str) -> str:
    """ "a black flag": the colour of the flags that carry one of Arthur's abilities (data)."""
    from .module_arthur import module_data

    flags = module_data()["flags"]
    colour = next((c for c, v in flags.items() if v == ability), "")
    return f"{article(colour)} {colour} flag" if colour else "a flag"


def _arthur_merlin(s: MerlinState, a: A.ArthurMerlin) -> str:
    sign = 1 if a.step > 0 else -1
    steps = abs(a.step)
    way = "clockwise" if sign > 0 else "counter-clockwise"
    dest = space(s, walk(s, s.merlin, sign, steps))
    return f"Move Merlin {count(steps, 'space')} {way} to {dest}"


def _arthur_step(s: MerlinState, a: A.ArthurStep) -> str:
    from .module_arthur import inner_size, inner_space

    sign = 1 if a.direction == "cw" else -1
    dest = inner_space(s, (s.arthur + sign) % inner_size(s))
    way = "clockwise" if sign > 0 else "counter-clockwise"
    return f"Move Arthur one space {way} to {space(s, dest)} on the inner ring"


def _manor_owner(s: MerlinState, tile_name: str) -> int:
    pos = s.game.tile_index.get(tile_name, -1)
    return next((q for q, m in enumerate(s.manors) if pos >= 0 and m >> pos & 1), -1)


def _replace(s: MerlinState, a: A.ReplaceManor) -> str:
    q = _manor_owner(s, a.tile)
    owner = f"{name(s, q)}'s" if q >= 0 else "another player's"
    return f"Replace {owner} manor on {tile(s, a.tile)} with one of yours"


def _activate(s: MerlinState, a: A.ActivateHenchman) -> str:
    h = s.game.henchman_index.get(a.henchman, -1)
    where = s.henchmen[s.current * NUM_HENCHMEN + h] if h >= 0 else -1
    there = f" in {_colour(s, where)}" if where >= 0 else ""
    return f"Let your {henchman(a.henchman)}{there} act again"


_MODULES: dict[type, Describer] = {
    # Arthur
    A.ArthurFigure: lambda s, a: (
        f"Spend {_arthur_flag('any-die')} to move {_FIGURE.get(a.figure, a.figure)} with this die"
    ),
    A.ArthurDieStep: lambda s, a: f"Spend {_arthur_flag('die-step')} to {_step(s, a.step)}",
    A.SignetMission: lambda s, a: (
        f"Complete {mission(s, a.card)} with the signet ring, without its requirements"
    ),
    A.ArthurTake: lambda s, a: f"Take {good(a.good, a.colour)}",
    A.ArthurInfluence: lambda s, a: f"Place an influence marker in {a.colour}",
    A.ArthurMerlin: _arthur_merlin,
    A.ArthurStep: _arthur_step,
    A.TakePict: _pict,
    A.ArthurBuild: lambda s, a: f"Build the Pict's manor free on {tile(s, a.tile)}",
    A.ReplaceManor: _replace,
    A.ActivateHenchman: _activate,
    A.KeepManor: lambda s, a: (
        f"Keep your manor on {tile(s, a.tile)}; your other manors in its territory go"
    ),
    # decree
}


MODULE_DESCRIBERS: Mapping[type, Describer] = MappingProxyType(_MODULES)
"""The modules' describers by action type (``describe.describe`` looks them up)."""
