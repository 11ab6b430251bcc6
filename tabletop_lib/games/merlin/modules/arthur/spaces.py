"""The behaviour of the Arthur module's space kinds (``Ruleset.space_kinds``): the inner ring's
and the medallion's new outer spaces, each with its rule, feasibility, start and label."""

from __future__ import annotations

from collections.abc import Callable

from ...constants import GOOD_NAMES
from ...spaces import SpaceKind
from .data import (
    ACTIVATE_KIND,
    APPLE_KIND,
    GOOD_KIND,
    INFLUENCE_KIND,
    MANOR_POINTS_KIND,
    MERLIN_KIND,
    MOVE_KIND,
    PICTS_KIND,
    REPLACE_KIND,
    SIGNET_KIND,
    STAIRS_KIND,
)
from .inner import (
    always,
    good_feasible,
    good_start,
    influence_feasible,
    influence_start,
    merlin_start,
    signet_feasible,
    signet_start,
    stairs_start,
)
from .manors import manor_points_feasible, manor_points_start, replace_feasible, replace_start
from .outer import activate_feasible, activate_start, apple_feasible, apple_start, move_start
from .picts import picts_feasible, picts_start


def _plain(title: str) -> Callable[[tuple[str, ...], int], str]:
    return lambda colours, arg: title


SPACE_KINDS = (
    SpaceKind(
        SIGNET_KIND,
        "ME.arthur.space.signet-ring",
        signet_feasible,
        signet_start,
        _plain("signet ring"),
    ),
    SpaceKind(
        GOOD_KIND,
        "ME.arthur.space.resource",
        good_feasible,
        good_start,
        lambda colours, k: f"Arthur: any {GOOD_NAMES[k]}",
    ),
    SpaceKind(
        INFLUENCE_KIND,
        "ME.arthur.space.influence",
        influence_feasible,
        influence_start,
        _plain("Arthur: influence anywhere"),
    ),
    SpaceKind(STAIRS_KIND, "ME.arthur.space.stairs", always, stairs_start, _plain("stairs")),
    SpaceKind(
        MERLIN_KIND, "ME.arthur.space.merlin", always, merlin_start, _plain("Arthur: move Merlin")
    ),
    SpaceKind(PICTS_KIND, "ME.arthur.space.picts", picts_feasible, picts_start, _plain("Picts")),
    SpaceKind(
        REPLACE_KIND,
        "ME.arthur.space.replace-manor",
        replace_feasible,
        replace_start,
        _plain("replace a manor"),
    ),
    SpaceKind(APPLE_KIND, "ME.arthur.space.apple", apple_feasible, apple_start, _plain("apple")),
    SpaceKind(
        ACTIVATE_KIND,
        "ME.arthur.space.activate-henchman",
        activate_feasible,
        activate_start,
        _plain("activate a henchman"),
    ),
    SpaceKind(MOVE_KIND, "ME.arthur.space.move-arthur", always, move_start, _plain("move Arthur")),
    SpaceKind(
        MANOR_POINTS_KIND,
        "ME.arthur.space.manor-points",
        manor_points_feasible,
        manor_points_start,
        _plain("victory points (manors)"),
    ),
)
