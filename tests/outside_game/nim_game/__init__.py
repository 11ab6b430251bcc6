"""Nim, a game from outside ``tabletop_lib``: the test suite's proof that a game is its folder.

Nothing in ``tabletop_lib`` names this game. It registers through the same call an installed
package's entry point (group ``tabletop_lib.games``) would make: ``tabletop_lib`` imports the
module the entry point names, or calls :func:`game_info` when the entry point names it; the
tests call :func:`register` (the module stays importable without registering anything).

The folder holds what any game holds: the engine (``game.py``: parameters, state, actions,
rules with ids and citations, observation), its plain words (``words.py``) and its faces
(``faces.py``: the heuristic valuation; every other face keeps its default).
"""

from __future__ import annotations

from tabletop_lib.core.registry import GameInfo, register_game

from .faces import FACES
from .game import NAME, OPTION_HELP, PLAYER_COUNTS, NimGame, NimState, Take


def game_info() -> GameInfo:
    """The registration of Nim: what an entry point of group ``tabletop_lib.games`` names."""
    from . import words

    words.register()
    return GameInfo(
        name=NAME,
        title=NimGame.title,
        player_counts=PLAYER_COUNTS,
        factory=NimGame,
        options=OPTION_HELP,
        faces=FACES,
    )


def register() -> None:
    """Register Nim with ``tabletop_lib`` (what importing an entry point's module does)."""
    register_game(game_info())


__all__ = ["NAME", "NimGame", "NimState", "Take", "game_info", "register"]
