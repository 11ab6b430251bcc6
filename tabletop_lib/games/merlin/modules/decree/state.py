"""The decree module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from ...plugin import StateFields


class DecreeFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    decree_where: list[int]
    """Per decree tile (empty without the module): its principality's stack (0-5), 6 + p
    when player p holds it, -1 once spent."""


FIELDS = StateFields(lists=("decree_where",))
