"""The King's Decree's shared pieces in the rulebook's words (p. 35), for the "Modules" panel:
the face-down decrees left on each principality, in one row."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..panel_words import colour, dotted


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """Decrees left per principality ("Black 4 · Grey 3 ..."), face down."""
    stacks: Mapping[str, int] = view["decree_stacks"]
    return [("Decrees left (face down)", dotted([f"{colour(c)} {n}" for c, n in stacks.items()]))]
