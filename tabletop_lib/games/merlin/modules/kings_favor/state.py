"""The King's Favor module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...constants import ACTION, CHOOSE_DIE, END_TURN, PC_WAIT
from ...plugin import StateFields
from ...ruleset import RESUMES, STAGE_OWNER
from .rules import FAVOR_CHOICE, FAVOR_VP


class KingsFavorFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    favor: list[int]
    """Per player, 12 favor cells (henchman * 3 + row - 1): 0 no seal, 1 sealed, 2 a row-3
    seal flipped (used this scoring period); empty without the module."""
    favor_pending: list[int]
    """[card, stage to go back to] while the favor choice is pending."""


def favor_in_step(s: Any) -> str | None:
    """ME.kings_favor.choose: the choice is pending for a mission just completed, and goes
    back to the decision point where it was completed (the die's choice, the space action,
    the turn's end, or a module's stage that says how the turn resumes)."""
    pending = s.favor_pending
    if bool(pending) != (s.stage == FAVOR_CHOICE):
        return f"the favor choice {pending} pending at stage {s.stage}"
    if not pending:
        return None
    card, back = pending if len(pending) == 2 else (-1, -1)
    owner = STAGE_OWNER.get(back)
    resumes = back in RESUMES and owner is not None and s.game.in_play(owner.name)
    if card not in s.mission_discard or not (back in (CHOOSE_DIE, ACTION, END_TURN) or resumes):
        return f"the favor choice {pending}: no mission completed at a stage that resumes"
    return None


FIELDS = StateFields(
    lists=("favor", "favor_pending"),
    during_action=frozenset({FAVOR_VP}),
    stage_steps=MappingProxyType({FAVOR_CHOICE: (PC_WAIT,), FAVOR_VP: (PC_WAIT,)}),
    checks=MappingProxyType({"favor-in-step": favor_in_step}),
)
