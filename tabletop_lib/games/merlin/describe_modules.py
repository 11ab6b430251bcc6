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
from .constants import GOOD_NAMES, HENCHMAN_NAMES, NUM_HENCHMEN
from .describe import (
    Describer,
    die_change,
    good,
    henchman,
    mission,
    moving,
    space,
    tile,
    walk,
    whose,
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


# -- Knights of the Round Table (pp. 20-25) ------------------------------------------------------
_ALLY_ABILITY = {
    "tristram": "movement tiles turn a knight die up or down by 1 or 2",
    "gawain": "special movement tiles set the Merlin or black die to any value",
    "lamorak": "a henchman already in the principality may act there",
    "gareth": "defence tiles score for the traitors you expel",
    "lancelot": "a henchman may act twice in a principality",
    "geraint": "spaces of victory points reached score 1 more point",
    "galahad": "wild tiles take a good of another colour",
    "bors": "portal tiles put your knight on any principality space",
    "gaheris": "castle tiles make a manor count twice",
    "bedivere": "swap tiles trade a mission in hand for one in the display",
    "percival": "colour tiles complete a mission with one colour changed",
    "kay": "influence tiles count as influence in the principalities",
}


def _sir(ally: str) -> str:
    return f"Sir {ally.capitalize()}"


def _draft(s: MerlinState, a: A.DraftAlly) -> str:
    return f"Draft {_sir(a.ally)}: {_ALLY_ABILITY.get(a.ally, 'an ally')}"


def _ally(s: MerlinState, a: A.AllyAction) -> str:
    g = s.game
    sir = _sir(a.ally)
    if a.ally == "tristram" and a.arg.lstrip("+-").isdigit():
        return f"Discard a movement tile of {sir} to {_step(s, int(a.arg))}"
    if a.ally == "gawain" and a.arg.isdigit():
        return f"Discard a special movement tile of {sir} to {die_change(s, int(a.arg))}"
    if a.ally == "bors":
        return (
            f"Discard a portal tile of {sir}: ignore the die and put your knight on the "
            f"{a.arg} principality space"
        )
    if a.ally == "lamorak":
        h = g.henchman_index.get(a.arg, -1)
        where = s.henchmen[s.current * NUM_HENCHMEN + h] if h >= 0 else -1
        return f"Let {sir} use your {henchman(a.arg)} already in {_colour(s, where)}"
    if a.ally == "galahad":
        first, _, second = a.arg.partition(":")
        if first in HENCHMAN_NAMES:
            return (
                f"Discard a wild tile of {sir}: send your {henchman(first)} to "
                f"{_colour(s, s.target)} and take its good in {second}"
            )
        if first in GOOD_NAMES:
            return f"Discard a wild tile of {sir} to take {good(first, second)}"
        h = s.chosen if 0 <= s.chosen < NUM_HENCHMEN else 0
        return (
            f"Discard a wild tile of {sir}: send your {henchman(h)} to {first} and take its "
            f"good in {second}"
        )
    if a.ally == "gaheris":
        return f"Build a manor on {tile(s, a.arg)} on one of {sir}'s castle tiles"
    if a.ally == "bedivere":
        mine, _, theirs = a.arg.partition(":")
        return (
            f"Discard a swap tile of {sir} to swap {mission(s, mine)} in your hand for "
            f"{mission(s, theirs)} from the display"
        )
    if a.ally == "percival":
        return (
            f"Discard a colour tile of {sir} to complete {mission(s, a.arg)} with one "
            "colour changed"
        )
    if a.ally == "kay":
        return f"Put one of {sir}'s influence tiles in {a.arg}"
    return f"Use {sir}'s ability ({a.arg.replace(':', ' and ')})"


# -- market (pp. 27-28) -------------------------------------------------------------------------
def _market_token(token: str) -> str:
    kind, _, arg = token.partition("-")
    if kind in ("shield", "material") and arg:
        return f"{arg} {kind} token"
    if token == "addition":
        return "an addition marker"
    if token == "apple-mistletoe":
        return "an apple or mistletoe token"
    if kind == "worker":
        return f"the temporary worker showing {arg}"
    return token.replace("-", " ")


def _market_buy(s: MerlinState, a: A.MarketBuy) -> str:
    what = _market_token(a.token)
    if what.endswith(" token") and not what.startswith("an "):
        what = f"{article(what)} {what}"
    return f"Pay a gold coin at the market for {what}"


def _market_worker(s: MerlinState, a: A.MarketWorker) -> str:
    return (
        f"Use the temporary worker showing {a.value} instead of a die: "
        f"{moving(s, 'knight', a.value, 1)}"
    )


# -- Caerleon (pp. 29-30) -------------------------------------------------------------------------
def _evict(s: MerlinState, a: A.CaerleonEvict) -> str:
    return f"Send {whose(s, a.player)} {henchman(a.henchman)} home from the district to make room"


def _market_gold(s: MerlinState, a: A.MarketGold) -> str:
    if a.direction == "give":
        return "Give a gold coin at the market"
    return "Take a gold coin for the good you gave at the market"


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
    # Knights of the Round Table
    A.DraftAlly: _draft,
    A.AllyAction: _ally,
    # market
    A.MarketBuy: _market_buy,
    A.PlaceAddition: lambda s, a: (
        f"Put an addition marker under your new influence marker in {a.colour}"
    ),
    A.MarketApple: lambda s, a: (
        f"Use your apple or mistletoe token as an apple to {die_change(s, a.face)}"
    ),
    A.MarketMistletoeMission: lambda s, a: (
        f"Complete {mission(s, a.card)}, using your apple or mistletoe token as a mistletoe"
    ),
    A.MarketWorker: _market_worker,
    # Caerleon
    A.CaerleonEvict: _evict,
    A.MarketGold: _market_gold,
    A.MarketStop: lambda s, a: "Make no more exchanges at the market",
    # decree
}


MODULE_DESCRIBERS: Mapping[type, Describer] = MappingProxyType(_MODULES)
"""The modules' describers by action type (``describe.describe`` looks them up)."""
