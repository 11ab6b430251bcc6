"""The market's shared pieces in the rulebook's words (pp. 27-28), for the "Modules" panel:
the tokens left on the market board and the temporary workers for hire; in a turn when it
matters, a sentence on this turn's purchase or worker."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..panel_words import counted, player

STOCK_WORDS = (
    ("shield", "shield token"),
    ("material", "building material token"),
    ("addition", "addition marker"),
    ("apple-mistletoe", "apple/mistletoe token"),
)
"""The market board's tokens (p. 27), as the panel counts them."""


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """The market's stock and workers; this turn's purchase or worker when there is one."""
    market = view["market"]
    stock = ", ".join(counted(int(market.get(k, 0)), w) for k, w in STOCK_WORDS)
    workers = [str(v) for v in market.get("temporary_workers", [])]
    rows = [
        ("On the market board (a gold coin each)", stock),
        (
            "Temporary workers for hire",
            f"showing {', '.join(workers)}" if workers else "none left",
        ),
    ]
    who = player(game, int(view.get("current_player", -1)))
    if market.get("bought_this_turn"):
        rows.append(
            ("This turn", f"{who} has bought at the market: no more buying and no mission now")
        )
    if market.get("worker_this_turn"):
        rows.append(
            (
                "This turn",
                f"{who} moves with the temporary worker showing {market['worker_this_turn']}",
            )
        )
    return rows
