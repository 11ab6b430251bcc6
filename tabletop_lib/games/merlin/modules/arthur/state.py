"""The Arthur module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...constants import PC_SCORING, PC_WAIT
from ...plugin import StateFields
from .data import ARTHUR_KEEP, STAGE_NAMES, TF_STEPPED


class ArthurFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    arthur: int
    """Arthur's inner-ring index (-1 without the module)."""
    signet: int
    """The signet ring's holder, or -1 while it is on its space."""
    arthur_draws: int
    """Missions completed this turn with the signet ring (drawn at the end)."""
    pict_display: list[int]
    """The face-up Picts (tile indices, -1 for an empty place)."""
    pict_pile_a: list[int]
    pict_pile_b: list[int]
    pict_owner: list[int]
    """Per Pict, its owner, -1 in the piles or display, -2 out of the game."""


def die_step(s: Any) -> str | None:
    """ME.arthur.flag.die-step: the +/-1 flag may raise a 6 to a 7, and only on the die the
    current player is using this turn, after spending the flag (the module's ranges allow the
    7 in ``dice`` and ``die_value``)."""
    faces = s.game.params.die_faces
    stepped = s.turn_flags & TF_STEPPED
    if s.die_value > faces and not stepped:
        return f"die value {s.die_value} without the +/-1 flag this turn"
    k = s.game.dice_per_player
    for i, v in enumerate(s.dice):
        if v > faces and (not stepped or i != s.current * k + s.die or v != s.die_value):
            return f"dice[{i}] shows {v}, not the die player {s.current} raised this turn"
    return None


def target_in_step(s: Any) -> str | None:
    """ME.arthur.scoring.one-manor-per-territory: while each player keeps one manor per
    territory, ``target`` is the territory being decided (it keeps it until the next turn)."""
    if s.stage == ARTHUR_KEEP and not 0 <= s.target < len(s.territories):
        return f"target {s.target} while keeping the manors of {len(s.territories)} territories"
    return None


FIELDS = StateFields(
    ints=MappingProxyType({"arthur": -1, "signet": -1, "arthur_draws": 0}),
    lists=("pict_display", "pict_pile_a", "pict_pile_b", "pict_owner"),
    # the one manor per territory is chosen during the surroundings' scoring
    asks_others=frozenset({ARTHUR_KEEP}),
    during_action=frozenset(STAGE_NAMES) - {ARTHUR_KEEP},
    stage_steps=MappingProxyType(
        {stage: (PC_SCORING,) if stage == ARTHUR_KEEP else (PC_WAIT,) for stage in STAGE_NAMES}
    ),
    checks=MappingProxyType({"die-step": die_step, "target-in-step": target_in_step}),
)
