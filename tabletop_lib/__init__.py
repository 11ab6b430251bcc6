"""tabletop_lib: rules engines, board graphs and notebooks for modern Euro board games.

>>> import tabletop_lib
>>> game = tabletop_lib.load_game("brian_boru", num_players=4)
>>> final = tabletop_lib.play(game, seed=7)
>>> final.is_terminal()
True
"""

from __future__ import annotations

from .core import (
    ConfigError,
    DataError,
    Event,
    GreedyAgent,
    IllegalActionError,
    Match,
    RandomAgent,
    TabletopError,
    explain,
    list_games,
    load_game,
    make_agent,
    play,
    rule,
)

__all__ = [
    "ConfigError",
    "DataError",
    "Event",
    "GreedyAgent",
    "IllegalActionError",
    "Match",
    "RandomAgent",
    "TabletopError",
    "explain",
    "list_games",
    "load_game",
    "make_agent",
    "play",
    "rule",
]
__version__ = "0.1.0"
