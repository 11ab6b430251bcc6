"""What the OpenSpiel and PettingZoo adapters need of Merlin beyond its action tables.

A module may build actions while playing that no interned table holds (the Morgana module:
each decision with every slot, die, player and colour): :func:`extra_actions` asks the
modules in play for them (``MerlinModule.universe_actions``), for the adapters' fixed action
universe. :func:`max_game_length` bounds a
game's decisions: 150 a player for the base game and 60 more a player for each module in play
(the test suite checks the bound over random games).
"""

from __future__ import annotations

from typing import Any

from .ruleset import REGISTERED

BASE_LENGTH_PER_PLAYER = 150
MODULE_LENGTH_PER_PLAYER = 60


def max_game_length(game: Any) -> int:
    """The most decisions a game with these modules takes (module docstring)."""
    modules = len(game.options.get("modules") or ())
    return (BASE_LENGTH_PER_PLAYER + MODULE_LENGTH_PER_PLAYER * modules) * int(game.num_players)


def extra_actions(game: Any) -> list[Any]:
    """The actions the modules in play build while playing, which no interned table holds
    (``MerlinModule.universe_actions``; the Morgana module's, module docstring)."""
    return [a for m in game.ruleset.modules for a in REGISTERED[m].universe_actions(game)]
