"""Arthur's shared pieces in the rulebook's words (pp. 16-19), for the "Modules" panel: where
Arthur stands on the inner ring, who holds the signet ring, the Picts on display (each by its
value and bonus), the face-down piles and the Picts each player has taken."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..panel_words import counted, dotted, player
from .data import module_data


@cache
def _picts(folder: Path | None) -> Mapping[str, tuple[int, str]]:
    """Pict id -> (value, the bonus it gives in words), read once per data folder."""
    return {
        str(t["id"]): (int(t["value"]), _bonus(t["bonus"]))
        for t in module_data(folder)["picts"]["tiles"]
    }


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """Arthur's space, the signet ring, the Picts on display, the piles, the Picts taken."""
    arthur = view["arthur"]
    picts = _picts(game.data_dir)
    space = game.space_name(game.ruleset.rondel.size + arthur["arthur"])
    ring = arthur["signet_ring"]
    shown = [
        f"{picts[t][0]} ({picts[t][1]})" if t in picts else "an empty place"
        for t in arthur["pict_display"]
        if t is not None
    ]
    taken = [f"{player(game, p)} {_taken(held, picts)}" for p, held in enumerate(arthur["picts"])]
    return [
        ("Arthur stands on", f"{space} (a space of the inner ring)"),
        (
            "Signet ring",
            "on the action medallion" if ring is None else f"held by {player(game, ring)}",
        ),
        ("Picts on display: value (bonus)", "; ".join(shown) or "none"),
        ("Face-down Pict piles", " and ".join(str(n) for n in arthur["pict_piles"])),
        ("Picts taken", dotted(taken)),
    ]


def _taken(held: list[str], picts: Mapping[str, tuple[int, str]]) -> str:
    """A player's Picts: how many and their total value ("2, worth 5")."""
    if not held:
        return "none"
    total = sum(picts[t][0] for t in held if t in picts)
    return f"{counted(len(held), 'Pict')}, worth {total}"


def _bonus(bonus: Mapping[str, str]) -> str:
    """A Pict's bonus in a few words: "black flag", "orange influence", "manor on a forest"."""
    kind = bonus["kind"]
    if kind == "good":
        return f"{bonus['colour']} {bonus['good']}"
    if kind == "influence":
        return f"{bonus['colour']} influence"
    if kind == "manor":
        return f"free manor on a {bonus['terrain']}"
    return "apple"
