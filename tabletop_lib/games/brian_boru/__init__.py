"""Brian Boru: High King of Ireland (Osprey Games, 2021), for 3-5 players.

Card drafting, trick-taking for towns, the four upkeep steps, the Princess of Denmark and final
scoring, on a road network of 53 towns in eight regions. Registered as ``"brian_boru"``.
"""

from __future__ import annotations

from tabletop_lib.core.registry import GameInfo, register_game

from . import catalog as _catalog  # noqa: F401  (registers the rules)
from . import intro as _intro  # noqa: F401  (registers how the game is introduced)
from . import lessons as _lessons  # noqa: F401  (registers the rules' lessons)
from . import words as _words  # noqa: F401  (registers the plain words)
from .game import BrianBoruGame
from .params import LIST_OPTIONS, OPTION_HELP, PLAYER_COUNTS
from .state import BrianBoruState

register_game(
    GameInfo(
        name="brian_boru",
        title=BrianBoruGame.title,
        player_counts=PLAYER_COUNTS,
        factory=BrianBoruGame,
        options={
            **OPTION_HELP,
            "board_path": "a board JSON file to use instead of data/brian_boru/board.json",
            "cards_path": "a cards JSON file to use instead of data/brian_boru/cards.json",
        },
        list_options=LIST_OPTIONS,
    )
)

__all__ = ["BrianBoruGame", "BrianBoruState"]
