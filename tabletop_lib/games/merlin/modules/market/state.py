"""The market module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType

from ...plugin import StateFields


class MarketFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    market_used: int
    """1 once the current player has bought a token this turn."""
    market_influence: int
    """Bitmask of the colours where the current player placed influence this turn (an
    addition marker may go under it)."""
    market_worker: int
    """The value of the temporary worker moving the knight this turn, or 0."""
    market_workers_used: int
    """Bit p once player p used a temporary worker this round."""
    market_stock: list[int]
    """The tokens on the market board, by kind (``rules.STOCK_KINDS``; empty without the
    module)."""
    market_workers: list[int]
    """Per temporary worker, the player holding it, or -1 on the market."""
    market_held: list[int]
    """Per player, ``rules.HELD_BLOCK`` counts of the tokens held."""
    market_additions: list[int]
    """``[p * 6 + colour]`` addition markers under ``p``'s influence markers."""


FIELDS = StateFields(
    ints=MappingProxyType(
        {"market_used": 0, "market_influence": 0, "market_worker": 0, "market_workers_used": 0}
    ),
    lists=("market_stock", "market_workers", "market_held", "market_additions"),
)
