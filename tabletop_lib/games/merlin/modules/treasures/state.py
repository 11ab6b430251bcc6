"""The treasures module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import TREASURE_DISCARD, TREASURE_INFLUENCE, tile


class TreasuresFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    treasure_at: list[int]
    """Per grid position: the treasure tile lying there, or -1 (empty without the module)."""
    neutral_staffs: int
    """Neutral Merlin's staffs beside the surroundings."""
    treasure: int
    """The treasure tile whose action is being resolved, or -1."""
    treasure_builder: int
    """The player who built on a discard treasure while others discard, or -1."""


def treasure_in_step(s: Any) -> str | None:
    """ME.treasures.influence and ME.treasures.discard: the principality is chosen for an
    influence treasure being resolved; the other players discard, one by one, for a discard
    treasure that a player (the builder, who is not the one discarding) has just built on."""
    effect = tile(s, s.treasure)["effect"] if s.treasure >= 0 else None
    if s.stage == TREASURE_INFLUENCE and effect != "influence":
        return f"stage {s.stage} chooses a principality for treasure {s.treasure} ({effect})"
    discarding = s.stage == TREASURE_DISCARD
    if discarding and (effect != "discard" or s.treasure_builder in (-1, s.current)):
        return (
            f"stage {s.stage}: player {s.current} discards for treasure {s.treasure} ({effect}) "
            f"built by {s.treasure_builder}"
        )
    if not discarding and s.treasure_builder >= 0:
        return f"treasure builder {s.treasure_builder} at stage {s.stage}, where nobody discards"
    return None


FIELDS = StateFields(
    ints=MappingProxyType({"neutral_staffs": 0, "treasure": -1, "treasure_builder": -1}),
    lists=("treasure_at",),
    asks_others=frozenset({TREASURE_DISCARD}),
    during_action=frozenset({TREASURE_INFLUENCE, TREASURE_DISCARD}),
    stage_steps=MappingProxyType({TREASURE_INFLUENCE: (PC_WAIT,), TREASURE_DISCARD: (PC_WAIT,)}),
    checks=MappingProxyType({"treasure-in-step": treasure_in_step}),
)
