"""The narration every engine writes: one event per thing that happens, with its rule id.

Events are the sentences tutorials show and the log analyses read (see ``core.events``). A
sentence may be recorded deferred, ``(writer, *args)``, and written when it is read
(``core.log.Deferred``): the playout path records every event and reads almost none.
"""

from __future__ import annotations

from typing import Any

from .game import Game, LoggedState
from .log import Deferred


def say(s: LoggedState[Any], rule: str, text: str | Deferred, player: int = -1) -> None:
    """Record an event caused by the action being applied (or by setup, step 0).

    ``rule`` is the rule id that made it happen, ``text`` a plain sentence (or a deferred
    one, ``(writer, *args)`` with ``writer(game, *args)`` giving it), ``player`` the seat
    it concerns (-1 for nobody in particular). The event's step is the number of actions in
    the history, so the events of one action share it."""
    tail = s._tail
    if tail is None:  # a muted search playout (State.mute)
        return
    # A plain tuple appended to the state's own list: say runs several times per action on
    # the playout path, and ``events()`` builds the Event objects when someone reads them.
    tail.append((s._history._len, rule, text, player))


def narrating(s: LoggedState[Any]) -> bool:
    """Whether ``s`` records events: hot paths skip building a sentence a muted search
    playout would drop (``say`` drops it anyway; this only saves formatting it)."""
    return s._tail is not None


def name(s: LoggedState[Any], player: int) -> str:
    """How the narration names seat ``player`` ("Player 2")."""
    return s.game.player_names[player]


def player_name(game: Game[Any, Any], player: int) -> str:
    """:func:`name` from the game, for the writer of a deferred sentence (``core.log.Deferred``),
    which is given the game rather than the state."""
    return game.player_names[player]
