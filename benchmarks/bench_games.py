"""The games the benchmarks measure: every registered game, read from the registry.

No benchmark keeps a list of game names: a game added to the registry (a folder under
``tabletop_lib/games/`` or a package with an entry point) is measured without an edit here.
A game's option variants (Merlin with every Big Box module) are the settings of its shipped
corpus that its faces declare (``Faces.corpus``), so a game names its own.
"""

from __future__ import annotations

from typing import Any

from tabletop_lib import list_games
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import game_info


def games() -> list[str]:
    """Every registered game, in the registry's (sorted) order."""
    return list(list_games())


def default_game() -> str:
    """The game a script measures when none is asked for: the registry's first."""
    return games()[0]


def title(name: str) -> str:
    """The game's short title: its registered title up to a colon or a bracket."""
    full = game_info(name).title
    return full.split(":")[0].split(" (")[0].strip()


def players(name: str, preferred: int) -> int:
    """``preferred`` when the game allows it, else the allowed count nearest to it (the
    larger of two as near)."""
    counts = game_info(name).player_counts
    return min(counts, key=lambda n: (abs(n - preferred), -n))


def variants(name: str) -> list[tuple[str, dict[str, Any]]]:
    """The game's settings with options, as (words, options): its corpus settings beyond
    the base game (``Faces.corpus``)."""
    return [(plan.variant, dict(plan.options)) for plan in faces_of(name).corpus if plan.options]


def slug(words: str) -> str:
    """Words as a key: ``"all modules"`` -> ``"all_modules"``."""
    return "_".join(words.lower().split())
