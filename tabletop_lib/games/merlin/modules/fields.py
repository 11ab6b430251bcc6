"""The modules' state fields, typed: ``MerlinState`` inherits :class:`ModuleFields` (the
fields themselves are saved and copied from each module's ``StateFields``)."""

from __future__ import annotations

from .arthur.state import ArthurFields
from .caerleon.state import CaerleonFields
from .decree.state import DecreeFields
from .gold.state import GoldFields
from .kings_favor.state import KingsFavorFields
from .knights.state import KnightsFields
from .market.state import MarketFields
from .morgana.state import MorganaFields
from .treasures.state import TreasuresFields


class ModuleFields(
    KingsFavorFields,
    GoldFields,
    DecreeFields,
    TreasuresFields,
    MarketFields,
    KnightsFields,
    ArthurFields,
    MorganaFields,
    CaerleonFields,
):
    """Every registered module's typed state fields."""

    __slots__ = ()
