"""The Knights of the Round Table module's part of the state (saved with the game, copied by
clone)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import IN_BOX, IN_STACK, KNIGHTS_DRAFT, NUM_ALLIES, stack_of


class KnightsFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    ally_owner: list[int]
    """Per ally: its player, -1 in a stack, -2 in the box (empty without the module)."""
    ally_tokens: list[int]
    """Per ally: tokens left (Gareth, Geraint: bitmask of the tiles placed on him; Lancelot:
    the marshal's principality)."""
    ally_draft: list[int]
    """The picks still to make, ``player * 2 + stack`` (0 A, 1 B)."""
    kay_at: list[int]
    """Per Kay influence tile: its principality, or -1 with its player."""
    castles: list[int]
    """Per player: bitmask of the grid positions with a Gaheris castle."""
    knights_turn: list[int]
    """[turn key, Kay's mask of principalities, castle tile pending, extra tower bonus pending,
    colour of the first doubled tower bonus]."""


def draft_in_step(s: Any) -> str | None:
    """ME.knights.draft: every player ends the draft with one ally of each stack; while it
    goes on, the current player makes the next pick, the allies not yet picked stay in their
    stacks, and each player holds one ally of a stack or the pick of it still to make. After
    it the allies nobody picked are in the box."""
    drafting = bool(s.ally_draft)
    if drafting != (s.stage == KNIGHTS_DRAFT):
        return f"the picks {s.ally_draft} left at stage {s.stage}"
    if drafting and s.current != s.ally_draft[0] // 2:
        return f"player {s.current} picks where the next pick is {s.ally_draft[0]}'s"
    held = IN_STACK if drafting else IN_BOX
    for a in range(NUM_ALLIES):
        if s.ally_owner[a] < 0 and s.ally_owner[a] != held:
            return f"ally {a} is at {s.ally_owner[a]} (expected a player or {held})"
    for p in range(s.num_players):
        for k in (0, 1):
            mine = [a for a in range(NUM_ALLIES) if s.ally_owner[a] == p]
            owned = sum(1 for a in mine if stack_of(s, a) == k)
            if owned + s.ally_draft.count(p * 2 + k) != 1:
                return f"player {p} holds {owned} allies of stack {k}, picks left {s.ally_draft}"
    return None


FIELDS = StateFields(
    lists=("ally_owner", "ally_tokens", "ally_draft", "kay_at", "castles", "knights_turn"),
    asks_others=frozenset({KNIGHTS_DRAFT}),
    stage_steps=MappingProxyType({KNIGHTS_DRAFT: (PC_WAIT,)}),
    checks=MappingProxyType({"draft-in-step": draft_in_step}),
)
