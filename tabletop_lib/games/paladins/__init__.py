"""Paladins of the West Kingdom (Garphill Games, 2019), for 2-4 players.

Seven rounds of worker placement: a Paladin and a Tavern card bring workers, the player board's
twelve actions spend them, Faith, Strength and Influence gate the main board and the Outsiders,
and twelve categories score at the end. Registered as ``"paladins"``. The solo mode is not
included: its Scheme cards are not public (docs/rules §3.8).
"""

from __future__ import annotations

from tabletop_lib.core.registry import GameInfo, register_game

from . import catalog as _catalog  # noqa: F401  (registers the rules)
from . import intro as _intro  # noqa: F401  (registers how the game is introduced)
from . import lessons as _lessons  # noqa: F401  (registers the rules' lessons)
from . import words as _words  # noqa: F401  (registers the rules' names and sections)
from .game import PaladinsGame
from .params import LIST_OPTIONS, OPTION_HELP, PLAYER_COUNTS
from .state import PaladinsState

register_game(
    GameInfo(
        name="paladins",
        title=PaladinsGame.title,
        player_counts=PLAYER_COUNTS,
        factory=PaladinsGame,
        options={
            **OPTION_HELP,
            "cards_path": "a cards JSON file to use instead of games/paladins/data/cards.json",
            "player_board_path": "a player-board JSON file instead of data/player_board.json",
            "main_board_path": "a main-board JSON file instead of data/main_board.json",
        },
        list_options=LIST_OPTIONS,
    )
)

__all__ = ["PaladinsGame", "PaladinsState"]
