"""The Treasures of the surroundings' shared pieces in the rulebook's words (p. 34), for the
"Modules" panel: the neutral Merlin's staffs left and the treasure tiles nobody has built on."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tabletop_lib.core.words import card_text, has_card

from ..panel_words import counted


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """Neutral staffs beside the surroundings; the treasures nobody has built on, counted by
    kind (the board shows where they lie)."""
    surroundings = view["surroundings"]
    treasures: Mapping[str, str] = surroundings.get("treasures", {})
    manors: Mapping[str, Any] = surroundings.get("manors", {})
    kinds = Counter(_kind(t) for pos, t in treasures.items() if manors.get(pos) is None)
    free = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
    staffs = counted(
        int(view["neutral_staffs"]), "neutral Merlin's staff", "neutral Merlin's staffs"
    )
    return [
        ("Beside the surroundings", staffs),
        ("Treasures not built on", free or "none"),
    ]


def _kind(card_id: str) -> str:
    """A treasure tile's kind by its name, without its terrain ("Grail treasure")."""
    name = card_text("merlin", card_id).name if has_card("merlin", card_id) else "Treasure"
    return name.split(" (")[0]
