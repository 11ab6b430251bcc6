"""The King's Favor's pieces in the rulebook's words (pp. 14-15), for the "Modules" panel: the
seals each player has placed on their favor board (which abilities, the players' table says)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..panel_words import dotted, player
from .rules import EMPTY, USED, module_data


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """Seals placed per player, out of each player's seals, and row-3 seals turned face down."""
    most = int(module_data(game.data_dir)["seals_per_player"])
    parts = []
    for p, info in enumerate(view["players"]):
        cells = [v for rows in info["favor"].values() for v in rows]
        placed = sum(1 for v in cells if v != EMPTY)
        used = sum(1 for v in cells if v == USED)
        turned = f" ({used} turned face down until the next scoring)" if used else ""
        parts.append(f"{player(game, p)} {placed} of {most}{turned}")
    return [("Seals placed", dotted(parts))]
