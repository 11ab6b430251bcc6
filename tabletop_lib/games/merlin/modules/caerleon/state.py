"""The Caerleon module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...constants import PC_WAIT
from ...plugin import StateFields
from .rules import STAGE_NAMES


class CaerleonFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    districts: list[int]
    """Per principality colour, the district lying there (empty without the module)."""
    caerleon_pending: list[int]
    """The decision in progress (see ``rules.py``: ``[then, a, b, c]``), else empty."""


FIELDS = StateFields(
    lists=("districts", "caerleon_pending"),
    stage_steps=MappingProxyType({stage: (PC_WAIT,) for stage in STAGE_NAMES}),
)
