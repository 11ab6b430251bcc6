"""The Knights of the Round Table module's actions in plain words (pp. 20-25)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...constants import GOOD_NAMES, HENCHMAN_NAMES, NUM_HENCHMEN
from ...describe import Describer, die_change, good, henchman, mission, tile
from .actions import AllyAction, DraftAlly

if TYPE_CHECKING:
    from ...state import MerlinState


def _colour(s: MerlinState, c: int) -> str:
    colours = s.game.data.colours
    return colours[c] if 0 <= c < len(colours) else "no"


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


def _draft(s: MerlinState, a: DraftAlly) -> str:
    return f"Draft {_sir(a.ally)}: {_ALLY_ABILITY.get(a.ally, 'an ally')}"


def _ally(s: MerlinState, a: AllyAction) -> str:
    g = s.game
    sir = _sir(a.ally)
    if a.ally == "tristram" and a.choice.lstrip("+-").isdigit():
        return f"Discard a movement tile of {sir} to {die_change(s, s.die_value + int(a.choice))}"
    if a.ally == "gawain" and a.choice.isdigit():
        return f"Discard a special movement tile of {sir} to {die_change(s, int(a.choice))}"
    if a.ally == "bors":
        return (
            f"Discard a portal tile of {sir}: ignore the die and put your knight on the "
            f"{a.choice} principality space"
        )
    if a.ally == "lamorak":
        h = g.henchman_index.get(a.choice, -1)
        where = s.henchmen[s.current * NUM_HENCHMEN + h] if h >= 0 else -1
        return f"Let {sir} use your {henchman(a.choice)} already in {_colour(s, where)}"
    if a.ally == "galahad":
        first, _, second = a.choice.partition(":")
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
        return f"Build a manor on {tile(s, a.choice)} on one of {sir}'s castle tiles"
    if a.ally == "bedivere":
        mine, _, theirs = a.choice.partition(":")
        return (
            f"Discard a swap tile of {sir} to swap {mission(s, mine)} in your hand for "
            f"{mission(s, theirs)} from the display"
        )
    if a.ally == "percival":
        return (
            f"Discard a colour tile of {sir} to complete {mission(s, a.choice)} with one "
            "colour changed"
        )
    if a.ally == "kay":
        return f"Put one of {sir}'s influence tiles in {a.choice}"
    return f"Use {sir}'s ability ({a.choice.replace(':', ' and ')})"


DESCRIBERS: Mapping[type, Describer] = MappingProxyType({DraftAlly: _draft, AllyAction: _ally})
