"""Small words shared by the modules' panel rows (``modules/<m>/panel.py``): players by their
colour, principalities by theirs, tiles by row and column, counts per player.

Plain functions of a view dict and the game; no rules live here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_lib.core.words import count


def player(game: Any, p: int) -> str:
    """A player as the game names them: the colour of their pieces ("Red")."""
    names: Sequence[str] = game.player_names
    return names[p] if 0 <= p < len(names) else "nobody"


def colour(code: str) -> str:
    """A principality's colour as a row reads it: "Black"."""
    return code[:1].upper() + code[1:]


def tile_place(code: str) -> str:
    """A surroundings tile's code ("r0c1") as a learner counts it: "row 1, column 2"."""
    row, _, col = code.removeprefix("r").partition("c")
    return f"row {int(row) + 1}, column {int(col) + 1}"


def per_player(game: Any, values: Sequence[Any]) -> str:
    """One value per player, by colour: "Red 1, Blue 0, Green 2"."""
    return ", ".join(f"{player(game, p)} {v}" for p, v in enumerate(values))


def counted(n: int, singular: str, plural: str | None = None) -> str:
    """``counted(0, "coin")`` -> "no coins"; otherwise as :func:`core.words.count`."""
    return f"no {plural or singular + 's'}" if n == 0 else count(n, singular, plural)


def dotted(parts: Sequence[str]) -> str:
    """Short items in one row: "Black 4 · Grey 3"."""
    return " · ".join(parts)
