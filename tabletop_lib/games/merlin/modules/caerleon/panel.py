"""Caerleon's shared pieces in the rulebook's words (pp. 29-30), for the "Modules" panel: which
side of the district tiles is used and which district covers each principality."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..panel_words import colour, dotted
from .describe import _DISTRICT_WORDS

SIDE_WORDS = {
    "front": "front, coloured roofs: each district covers the principality of its roof's colour",
    "back": "back, brown roofs: laid out at random, each district takes the colour of the "
    "principality space beside it",
}
"""The two sides of the district tiles (p. 29), as the panel says them."""


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """The districts' side, then every principality's district in one row ("Black: mint")."""
    side = view.get("caerleon_side", "front")
    districts: Mapping[str, str] = view["districts"]
    return [
        ("District tiles", SIDE_WORDS.get(side, side)),
        ("Districts", dotted([f"{colour(c)}: {d}" for c, d in districts.items()])),
        (
            "District actions",
            "; ".join(
                f"{d}: {_DISTRICT_WORDS[d]}" for d in districts.values() if d in _DISTRICT_WORDS
            )
            + " (the lady-in-waiting places influence instead)",
        ),
    ]
