"""The Morgana module's part of the state (saved with the game, copied by clone): -1, 0 or
empty without the module."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import CUP_VALUE, MORGANA, STEP_CUP, STEP_USE


class MorganaFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    morgana: int
    """The principality (colour) whose space Morgana blocks, or -1 beside the kitchen."""
    morgana_cup: int
    """The horn cup's holder, or -1."""
    morgana_step: int
    """Which kitchen decision the ``MORGANA`` stage asks (``rules.STEP_*``)."""
    morgana_die: int
    """The Morgana die used this turn, or -1."""
    morgana_value: int
    morgana_pay: int
    morgana_effect: int
    morgana_huts: int
    """Bitmask of the grid positions whose manor carries a witch hut."""
    poison_supply: int
    hut_supply: int
    marker_supply: int
    morgana_dice: list[int]
    """The four Morgana dice: a value, 0 once used this round."""
    pentagrams: list[int]
    """Per Morgana die: the player who took its pentagram this round, or -1."""
    poisoned: list[int]
    """Per player: poisoned apples."""
    cauldrons: list[int]
    """Per cauldron space: cauldron tile * 2 + the face shown."""
    cauldron_slots: list[int]
    """Per die-face slot under the cauldrons: 1 while a Morgana die lies there."""
    morgana_influence: list[int]
    """``[c * (n + 1) + p]``: Morgana markers on player p's markers in principality c;
    ``[c * (n + 1) + n]``: Morgana markers alone there."""
    morgana_stash: list[int]
    """The blocked principality's shields, flags and materials, out of reach while she stays."""


def stash_blocked(s: Any) -> str | None:
    """ME.morgana.block: goods are set aside only while Morgana blocks a principality (they
    go back to it when she leaves)."""
    if s.morgana < 0 and any(s.morgana_stash):
        return f"goods set aside {s.morgana_stash} while Morgana blocks no principality"
    return None


def kitchen_in_step(s: Any) -> str | None:
    """ME.morgana.extra-die, ME.morgana.horn-cup, ME.morgana.cauldron: at the witch's kitchen
    the current player holds the Morgana die they took (its pentagram theirs, its place
    empty) showing a face; the horn cup asks the payments that raise it to 7; a cauldron's
    effect follows the cauldron chosen. Outside the kitchen no die is held and nothing is
    owed."""
    for i, v in enumerate(s.morgana_dice):  # a die is taken with its pentagram
        if (v == 0) != (s.pentagrams[i] >= 0):
            return f"Morgana die {i} shows {v}, its pentagram with {s.pentagrams[i]}"
    if s.stage != MORGANA:
        if s.morgana_die >= 0 or s.morgana_pay or s.morgana_effect >= 0:
            return (
                f"Morgana die {s.morgana_die}, {s.morgana_pay} to pay, cauldron "
                f"{s.morgana_effect} outside the witch's kitchen (stage {s.stage})"
            )
        return None
    die, step, value = s.morgana_die, s.morgana_step, s.morgana_value
    if die < 0 or s.pentagrams[die] != s.current or s.morgana_dice[die]:
        return f"player {s.current} is at the kitchen without the Morgana die {die}"
    if step == STEP_CUP:
        if s.morgana_pay < 1 or value + s.morgana_pay != CUP_VALUE or s.morgana_effect >= 0:
            return f"the horn cup at {value} with {s.morgana_pay} to pay (to {CUP_VALUE})"
        return None
    if not 1 <= value <= s.game.params.die_faces:
        return f"the Morgana die held shows {value}"
    if (step == STEP_USE) != (s.morgana_effect < 0) or (step == STEP_USE and s.morgana_pay):
        return f"kitchen step {step} with cauldron {s.morgana_effect}, {s.morgana_pay} to pay"
    return None


FIELDS = StateFields(
    ints=MappingProxyType(
        {
            "morgana": -1,
            "morgana_cup": -1,
            "morgana_step": 0,
            "morgana_die": -1,
            "morgana_value": 0,
            "morgana_pay": 0,
            "morgana_effect": -1,
            "morgana_huts": 0,
            "poison_supply": 0,
            "hut_supply": 0,
            "marker_supply": 0,
        }
    ),
    lists=(
        "morgana_dice",
        "pentagrams",
        "poisoned",
        "cauldrons",
        "cauldron_slots",
        "morgana_influence",
        "morgana_stash",
    ),
    stage_steps=MappingProxyType({MORGANA: (PC_WAIT,)}),
    checks=MappingProxyType({"morgana-stash": stash_blocked, "kitchen-in-step": kitchen_in_step}),
)
