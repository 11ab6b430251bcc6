"""The Caerleon module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from ...plugin import StateFields


class CaerleonFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    districts: list[int]
    """Per principality colour, the district lying there (empty without the module)."""
    caerleon_pending: list[int]
    """The decision in progress (see ``rules.py``: ``[then, a, b, c]``), else empty."""


FIELDS = StateFields(lists=("districts", "caerleon_pending"))
