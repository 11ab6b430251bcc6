"""Learner-facing lessons for the rules of the treasures of the surroundings (the tutor's
explanations): each explains one rule of the module's catalog to a newcomer in two to four plain
sentences; the module registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.treasures.setup": (
        "With the treasures, the plain tiles of the surroundings, those without a tower, are "
        "replaced by treasure tiles, and two neutral staffs wait beside the board. A treasure "
        "pays its special effect to whoever builds a manor on it. The rulebook text does not "
        "show the tiles' faces; here a stand-in set of effects is played."
    ),
    "ME.treasures.excalibur": (
        "Building on the Excalibur treasure defeats one of your traitors and gives you "
        "Excalibur, from the board or from its holder. It works just like the Excalibur space."
    ),
    "ME.treasures.grail": (
        "Building on the Grail treasure gives you an apple from the supply and the Grail, from "
        "the board or from its holder. It works just like the Grail space."
    ),
    "ME.treasures.points-apple": (
        "Building on this treasure scores the points it shows and gives you an apple from the "
        "supply. The points are yours at once, whatever happens to the territory later."
    ),
    "ME.treasures.influence": (
        "Building on an influence treasure lets you pick a principality where you have an "
        "influence marker and take from there the two rewards the tile shows, if they are "
        "left. Influence spread widely gives you more choice."
    ),
    "ME.treasures.staff": (
        "Building on a staff treasure gives you one of the neutral Merlin's staffs, while one "
        "is left. It works like your own staffs: spend it to double an action after moving "
        "Merlin, or keep it for 2 points at the end."
    ),
    "ME.treasures.discard": (
        "Building on a discard treasure makes every other player, in turn clockwise, return "
        "one of the items the tile shows. Goods go back to their principality and influence "
        "markers to the castle. A player with none of those items loses nothing."
    ),
}
