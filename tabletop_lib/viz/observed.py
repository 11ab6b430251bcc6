"""A view dict drawn like a state: what :func:`figure_for` draws from an observation.

A game's figure reads the view (``observation(p)`` or ``full_view()``) and its game's static
data (the board, the ring, the cards). A view dict names its game, its player count and,
where they change the board, its options (``"game"``, ``"num_players"``, ``"options"``), so
the game is rebuilt from it (``load_game`` on that, cached) and the figure is given an
:class:`ObservedView`: its ``game``, and the view as both ``observation(viewer)`` and
``full_view()``. Nothing hidden from the viewer is drawn because the view holds nothing
hidden: hidden cards and decks show as the counts and backs the observation gives.

A view has no legal actions: it answers ``is_terminal()`` True, ``current_player()`` -1 and
``legal_actions()`` empty, so no move preview is drawn (the figures preview moves only for the
player to move of a game that goes on).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from tabletop_lib.core.game import Game
from tabletop_lib.core.registry import load_game


@lru_cache(maxsize=16)
def _game(name: str, num_players: int, options_json: str) -> Game[Any, Any]:
    return load_game(name, num_players=num_players, **json.loads(options_json))


def game_of_view(view: Mapping[str, Any]) -> Game[Any, Any]:
    """The game a view dict belongs to, from its ``game``, ``num_players`` and ``options``."""
    name, num_players = view.get("game"), view.get("num_players")
    if not isinstance(name, str) or not isinstance(num_players, int):
        raise LookupError("a view dict names its game and player count to be drawn")
    options = view.get("options") or {}
    return _game(name, num_players, json.dumps(options, sort_keys=True))


class ObservedView:
    """A view dict with the game it belongs to, answering what the figures ask of a state."""

    def __init__(self, view: Mapping[str, Any], game: Game[Any, Any] | None = None) -> None:
        self.view = view
        self.game = game if game is not None else game_of_view(view)
        player = view.get("player")
        self.viewer: int | None = player if isinstance(player, int) else None

    @property
    def num_players(self) -> int:
        return self.game.num_players

    def observation(self, player: int) -> Mapping[str, Any]:
        """The view itself (it is the only one there is)."""
        return self.view

    def full_view(self) -> Mapping[str, Any]:
        """The view itself: what the viewer may see, hidden things as counts and backs."""
        return self.view

    def is_terminal(self) -> bool:
        """True: a view offers no moves to preview (module docstring)."""
        return True

    def legal_actions(self) -> list[Any]:
        return []

    def current_player(self) -> int:
        """-1, as at the end of a game: nobody is offered a move in a view (the view's own
        ``current_player`` entry still says whose turn it is, and the figures print it)."""
        return -1
