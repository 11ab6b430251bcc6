"""The Big Box modules, one folder each, registered here with one line each.

A module is a :class:`~tabletop_lib.games.merlin.plugin.MerlinModule` object; :func:`install`
registers its rules, actions, stages, handlers and state fields, and ``MODULES`` is what
``load_game("merlin", modules=[...])`` chooses from (``params.MODULE_NAMES`` gives the order in
which the modules in play are consulted at each extension point).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..plugin import MerlinModule
from ..ruleset import REGISTERED, install
from .arthur.module import ArthurModule
from .caerleon.module import CaerleonModule
from .decree.module import DecreeModule
from .gold.module import GoldModule
from .kings_favor.module import KingsFavorModule
from .knights.module import KnightsModule
from .market.module import MarketModule
from .morgana.module import MorganaModule
from .treasures.module import TreasuresModule

install(KingsFavorModule())
install(ArthurModule())
install(KnightsModule())
install(GoldModule())
install(MarketModule())
install(CaerleonModule())
install(MorganaModule())
install(TreasuresModule())
install(DecreeModule())

MODULES: Mapping[str, MerlinModule] = MappingProxyType(REGISTERED)
"""The registered modules by name (see ``params.IMPLEMENTED_MODULES``)."""
