"""The Arthur module's names, numbers and data: its space kinds, stages and turn flags, and
games/merlin/data/arthur.json (unverified: the inner ring's order, Arthur's start, the covered outer
spaces, the new flags' colours, the Picts, where their scoring sits), read from the
``data_dir`` option like the base game's data.

The inner ring's spaces follow the outer ring's in ``Ruleset.space_at``: while Arthur's space
acts, ``state.space`` is ``outer size + inner index`` (:func:`inner_space`).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError

from ...common import single_flag_colours
from ...constants import GOOD_NAMES
from ...data import Rondel, SpaceSpec
from ...plugin import load_module_data

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

MODULE = "arthur"
CATEGORY = "picts"
DIE = "arthur"
"""The black die's kind (and the figure it moves)."""
FIGURES = ("knight", "merlin", "arthur")
NEW_ABILITY_NAMES = ("any-die", "die-step")
ANY_DIE, DIE_STEP = 6, 7
"""Ability indices of the two new flags, after the base game's six (constants.ABILITY_NAMES)."""
MERLIN_REACH = 3
"""The Merlin space moves Merlin up to three spaces (p. 18)."""

# Decision stages (numbers once given stay: saved games keep them).
(
    ARTHUR_SIGNET,
    ARTHUR_TAKE,
    ARTHUR_INFLUENCE,
    ARTHUR_MERLIN,
    ARTHUR_STEP,
    ARTHUR_PICT,
    ARTHUR_BUILD,
    ARTHUR_REPLACE,
    ARTHUR_HENCHMAN,
    ARTHUR_KEEP,
) = range(29, 39)
STAGE_NAMES = {
    ARTHUR_SIGNET: "Arthur: signet ring mission",
    ARTHUR_TAKE: "Arthur: take a good",
    ARTHUR_INFLUENCE: "Arthur: place influence",
    ARTHUR_MERLIN: "Arthur: move Merlin",
    ARTHUR_STEP: "Arthur: move Arthur",
    ARTHUR_PICT: "Arthur: take a Pict",
    ARTHUR_BUILD: "Arthur: build the Pict's manor",
    ARTHUR_REPLACE: "Arthur: replace a manor",
    ARTHUR_HENCHMAN: "Arthur: activate a henchman",
    ARTHUR_KEEP: "scoring: Arthur, one manor per territory",
}

# Turn flags (``state.turn_flags``, after the base game's bits).
TF_FIGURE = 16
"""The any-die flag chose the figure this turn."""
TF_STEPPED = 32
"""The +/-1 flag changed the die this turn."""

SIGNET_KIND = "signet-ring"
GOOD_KIND = "arthur-good"
INFLUENCE_KIND = "arthur-influence"
STAIRS_KIND = "stairs"
MERLIN_KIND = "arthur-merlin"
PICTS_KIND = "picts"
REPLACE_KIND = "replace-manor"
APPLE_KIND = "arthur-apple"
ACTIVATE_KIND = "activate-henchman"
MOVE_KIND = "move-arthur"
MANOR_POINTS_KIND = "manor-points"
INNER_KINDS = (
    SIGNET_KIND,
    GOOD_KIND,
    INFLUENCE_KIND,
    STAIRS_KIND,
    MERLIN_KIND,
    PICTS_KIND,
    REPLACE_KIND,
    "grail",
    "excalibur",
)
OUTER_KINDS = (APPLE_KIND, ACTIVATE_KIND, MOVE_KIND, MANOR_POINTS_KIND)


def check_data(doc: Mapping[str, Any], path: str) -> None:
    """Refuse an arthur.json whose spaces are of unknown kinds (``DataError``)."""
    for i, entry in enumerate(doc["inner_ring"]["spaces"]):
        if entry.get("kind") not in INNER_KINDS:
            raise DataError(path, f"inner_ring.spaces[{i}]", f"a kind of {INNER_KINDS}")
    for i, entry in enumerate(doc["overlay"]["spaces"]):
        if entry.get("kind") not in OUTER_KINDS or not isinstance(entry.get("index"), int):
            raise DataError(path, f"overlay.spaces[{i}]", f"an index and a kind {OUTER_KINDS}")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """arthur.json of the ``data_dir`` folder (default games/merlin/data/): inner ring, overlay,
    flags, Picts, scoring."""
    return load_module_data("arthur.json", folder, check_data)


def picts(folder: Path | None = None) -> list[dict[str, Any]]:
    return list(module_data(folder)["picts"]["tiles"])


def pict_tiles(s: MerlinState) -> list[dict[str, Any]]:
    """The Picts of the game's data, by tile index."""
    tiles: list[dict[str, Any]] = module_data(s.game.data_dir)["picts"]["tiles"]
    return tiles


def pict_value(s: MerlinState, t: int) -> int:
    return int(pict_tiles(s)[t]["value"])


def inner_ring(folder: Path | None = None) -> Rondel:
    """ME.arthur.inner-ring: the 13 inner spaces clockwise, Arthur's start as ``merlin_start``."""
    ring = module_data(folder)["inner_ring"]
    specs = []
    for entry in ring["spaces"]:
        arg = GOOD_NAMES.index(entry["good"]) if entry["kind"] == GOOD_KIND else -1
        specs.append(SpaceSpec(str(entry["kind"]), arg))
    return Rondel(tuple(specs), int(ring["start"]))


def overlay(folder: Path | None = None) -> dict[int, SpaceSpec]:
    """ME.arthur.medallion: outer ring index -> the new space covering it."""
    spaces = module_data(folder)["overlay"]["spaces"]
    return {int(e["index"]): SpaceSpec(str(e["kind"])) for e in spaces}


def flag_abilities(
    game: MerlinGame,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """ME.arthur.flags: the ability colour lists with the black and grey flags swapped (the
    base abilities lose those colours; the two new abilities are appended)."""
    flags = module_data(game.data_dir)["flags"]
    colours = game.data.colours
    new = {c: str(v) for c, v in flags.items() if c in colours}
    replaced = {colours.index(c) for c in new}
    lists = [tuple(c for c in cs if c not in replaced) for cs in game.ability_colour_list[:6]]
    for ability in NEW_ABILITY_NAMES:
        lists.append(tuple(colours.index(c) for c, a in new.items() if a == ability))
    return tuple(lists), single_flag_colours(tuple(lists))


def inner_space(s: MerlinState, i: int) -> int:
    """``state.space`` of inner-ring index ``i``."""
    return s.game.ruleset.rondel.size + i


def inner_size(s: MerlinState) -> int:
    return s.game.ruleset.inner_rings[0].size


def protected_manors(s: MerlinState, p: int) -> int:
    """Bitmask of ``p``'s manors that are neither replaced nor removed, and kept beyond one
    per territory: what the modules' ``protected_manors`` hooks return (none without such a
    module; Sir Gaheris' castle with the knights module)."""
    mask = 0
    for hook in s.game.ruleset.hooks["protected_manors"]:
        mask |= hook(s, p)
    return mask
