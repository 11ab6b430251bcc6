"""The modules' state fields, typed: ``MerlinState`` inherits :class:`ModuleFields` (the
fields themselves are saved and copied from each module's ``StateFields``)."""

from __future__ import annotations

from .decree.state import DecreeFields
from .gold.state import GoldFields
from .treasures.state import TreasuresFields


class ModuleFields(GoldFields, DecreeFields, TreasuresFields):
    """Every registered module's typed state fields."""

    __slots__ = ()
