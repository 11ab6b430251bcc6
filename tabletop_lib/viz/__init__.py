"""Plotly figures of game states: pure functions (state or observation) -> ``go.Figure``.

No rules live here. Each game registers its drawing function with :func:`register_figure`;
:func:`figure_for` finds it by the state's game name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import plotly.graph_objects as go

FigureFunction = Callable[..., go.Figure]
_FIGURES: dict[str, FigureFunction] = {}


def register_figure(game_name: str, function: FigureFunction) -> None:
    """Make ``function(state, viewer=None, **kwargs)`` the figure of ``game_name``'s states."""
    _FIGURES[game_name] = function


def figure_for(state: Any, viewer: int | None = None, **kwargs: Any) -> go.Figure:
    """The figure of ``state`` (all of it, or only what seat ``viewer`` may see)."""
    name = state.game.name
    if name not in _FIGURES:
        raise LookupError(f"no figure is registered for {name!r}")
    return _FIGURES[name](state, viewer=viewer, **kwargs)
