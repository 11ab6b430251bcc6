"""Game-specific facts that a simulation study adds to each (game, seat) row.

The generic columns of :func:`tabletop_lib.analysis.simulate` come from the engine contract
(scores, score breakdown, winners, history). Facts that only one game has, such as who holds
Brian Boru's claim tokens at the end, come from an *extras hook*: a function of the final state
that returns one dict per seat. Every dict of one game has the same keys, in the same order, and
the values are plain ints, floats, bools or strings, so they make tidy DataFrame columns.

A game declares its hook among its faces (``Faces.study_extras``: Brian Boru's claims and
Princess, Merlin's start player and manors), imported in the worker processes too. A hook given
to :func:`register_extras` overrides that; register it when its module is imported, never only
in an interactive session, or the worker processes will not have it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop_lib.core.faces import face
from tabletop_lib.core.game import State

ExtrasHook = Callable[[State[Any]], list[dict[str, object]]]
"""``hook(final_state)`` -> one dict of extra columns per seat, in seat order."""

_HOOKS: dict[str, ExtrasHook] = {}


def register_extras(game_name: str, hook: ExtrasHook) -> None:
    """Make ``hook`` add its columns to every simulated game of ``game_name``."""
    _HOOKS[game_name] = hook


def extras_hook(game_name: str) -> ExtrasHook | None:
    """The extras hook of ``game_name`` (registered, else its ``study_extras`` face), or None
    when the game has none."""
    hook: ExtrasHook | None = _HOOKS.get(game_name) or face(game_name, "study_extras")
    return hook
