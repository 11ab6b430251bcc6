"""Plotly figures of game states: pure functions (state or observation) -> ``go.Figure``.

No rules live here. Each game registers its drawing function with :func:`register_figure`
(and a function showing what changed between two states with :func:`register_diff`);
:func:`figure_for` and :func:`diff_for` find them by the game's name. Importing this package
imports every game's figures, so the registry is complete.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import plotly.graph_objects as go

FigureFunction = Callable[..., go.Figure]
_FIGURES: dict[str, FigureFunction] = {}
_DIFFS: dict[str, FigureFunction] = {}


def register_figure(game_name: str, function: FigureFunction) -> None:
    """Make ``function(state, viewer=None, **kwargs)`` the figure of ``game_name``'s states."""
    _FIGURES[game_name] = function


def register_diff(game_name: str, function: FigureFunction) -> None:
    """Make ``function(before, after, viewer=None, **kwargs)`` the diff figure of a game."""
    _DIFFS[game_name] = function


def _game_name(source: Any) -> str:
    """A state's game name, or the ``"game"`` entry of a view dict (an observation)."""
    if isinstance(source, Mapping):
        return str(source.get("game"))
    return str(source.game.name)


def _lookup(table: Mapping[str, FigureFunction], name: str, what: str) -> FigureFunction:
    if name not in table:
        raise LookupError(f"no {what} is registered for {name!r}")
    return table[name]


def figure_for(state: Any, viewer: int | None = None, **kwargs: Any) -> go.Figure:
    """The figure of ``state`` (all of it, or only what seat ``viewer`` may see).

    ``state`` may also be a view dict (``state.observation(p)`` or ``state.full_view()``).
    A game without a board figure of its own gets the score breakdown (``generic``)."""
    name = _game_name(state)
    if name not in _FIGURES and not isinstance(state, Mapping):
        from .generic import scores_figure

        return scores_figure(state, viewer=viewer, **kwargs)
    return _lookup(_FIGURES, name, "figure")(state, viewer=viewer, **kwargs)


def diff_for(before: Any, after: Any, viewer: int | None = None, **kwargs: Any) -> go.Figure:
    """The figure of what changed from ``before`` to ``after`` (states or view dicts)."""
    function = _lookup(_DIFFS, _game_name(after), "diff figure")
    return function(before, after, viewer=viewer, **kwargs)


# The games' figures register themselves on import (they need the functions above).
from . import brian_boru as brian_boru  # noqa: E402

__all__ = ["diff_for", "figure_for", "register_diff", "register_figure"]
