"""Small helpers shared by the rules modules: the turn order.

Bit iteration, narration and seat names come from the core (``core.bits``, ``core.narrate``);
they are imported here for the rules modules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.bits import bits as bits
from tabletop_lib.core.narrate import name as name
from tabletop_lib.core.narrate import say as say

if TYPE_CHECKING:
    from .state import PaladinsState


def turn_order(s: PaladinsState) -> list[int]:
    """The seats clockwise from the first player (seat p + 1 sits left of seat p)."""
    n = s.game.num_players
    return [(s.first_player + i) % n for i in range(n)]
