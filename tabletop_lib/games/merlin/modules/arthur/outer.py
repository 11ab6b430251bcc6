"""The new outer spaces of the medallion (manual p. 19): an apple (ME.arthur.space.apple),
a henchman acting again (ME.arthur.space.activate-henchman) and moving Arthur one space
(ME.arthur.space.move-arthur); the point per manor is in ``manors.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...common import colour, finish, name, say
from ...constants import HOME, NUM_HENCHMEN, PC_ACTION
from ...spaces import henchman_acts
from .actions import ActivateHenchman, ArthurStep
from .data import ARTHUR_HENCHMAN, ARTHUR_STEP, inner_size, inner_space

if TYPE_CHECKING:
    from ...state import MerlinState


def apple_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.apple_supply > 0


def apple_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.arthur.space.apple."""
    s.apple_supply -= 1
    s.apples[p] += 1
    say(s, "ME.arthur.space.apple", f"Arthur module: {name(s, p)} takes an apple.", p)
    return False


def activate_choices(s: MerlinState, p: int) -> list[int]:
    base = p * NUM_HENCHMEN
    return [h for h in range(NUM_HENCHMEN) if s.henchmen[base + h] != HOME]


def activate_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return bool(activate_choices(s, p))


def activate_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_HENCHMAN
    return True


def on_activate(s: MerlinState, a: ActivateHenchman, stage: int) -> None:
    """ME.arthur.space.activate-henchman."""
    p = s.current
    h = s.game.henchman_index[a.henchman]
    c = s.henchmen[p * NUM_HENCHMEN + h]
    say(
        s,
        "ME.arthur.space.activate-henchman",
        f"Arthur module: {name(s, p)} activates the {a.henchman} in {colour(s, c)}.",
        p,
    )
    henchman_acts(s, p, h, c)
    finish(s)


def move_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_STEP
    return True


def on_step(s: MerlinState, a: ArthurStep, stage: int) -> None:
    """ME.arthur.space.move-arthur: one space, then the inner action."""
    p = s.current
    sign = 1 if a.direction == "cw" else -1
    s.arthur = (s.arthur + sign) % inner_size(s)
    s.space = inner_space(s, s.arthur)
    way = "clockwise" if sign > 0 else "counter-clockwise"
    say(
        s,
        "ME.arthur.space.move-arthur",
        f"Arthur module: {name(s, p)} moves Arthur 1 space {way} to the "
        f"\u201c{s.game.space_name(s.space)}\u201d space of the inner ring.",
        p,
    )
    s.pc = PC_ACTION
