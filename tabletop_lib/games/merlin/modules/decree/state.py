"""The decree module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import DECREE_PICK


class DecreeFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    decree_where: list[int]
    """Per decree tile (empty without the module): its principality's stack (0-5), 6 + p
    when player p holds it, -1 once spent."""


FIELDS = StateFields(
    lists=("decree_where",),
    during_action=frozenset({DECREE_PICK}),
    stage_steps=MappingProxyType({DECREE_PICK: (PC_WAIT,)}),
)
