"""Gold and mistletoe's shared pieces in the rulebook's words (pp. 26-27), for the "Modules"
panel: the general supply of gold coins and mistletoe."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..panel_words import counted


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """What the general supply still holds."""
    gold = counted(int(view["gold_supply"]), "gold coin")
    mistletoe = counted(int(view["mistletoe_supply"]), "mistletoe token")
    return [("In the supply", f"{gold}, {mistletoe}")]
