"""Plotly figures of game states: pure functions (state or observation) -> ``go.Figure``.

No rules live here. Each game registers its drawing function with :func:`register_figure`
(and a function showing what changed between two states with :func:`register_diff`);
:func:`figure_for` and :func:`diff_for` find them by the game's name. Importing this package
imports every game's figures, so the registry is complete.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

FigureFunction = Callable[..., go.Figure]
_FIGURES: dict[str, FigureFunction] = {}
_DIFFS: dict[str, FigureFunction] = {}


@dataclass(frozen=True, slots=True)
class BoardView:
    """How the stepper shows one game: a board figure, HTML panels, and what a click picks.

    ``figure(state, viewer)`` draws the board (static layers first; the stepper sends only the
    traces that changed). ``panels(state, viewer)`` gives ``(title, html)`` pairs shown under
    it. ``targets(state, action)`` names the keys (a trace's ``customdata`` entries, such as
    town ids) that an action points at, so a click on that point chooses the action.
    ``data(state, viewer)``, when given, returns the figure's traces and layout as plain dicts
    (what ``figure`` wraps): the stepper compares those with what it sent last and skips
    building a ``go.Figure`` at every step.
    """

    figure: Callable[[Any, int | None], go.Figure]
    panels: Callable[[Any, int | None], list[tuple[str, str]]]
    targets: Callable[[Any, Any], tuple[str, ...]]
    data: Callable[[Any, int | None], tuple[list[dict[str, Any]], dict[str, Any]]] | None = None


_VIEWS: dict[str, BoardView] = {}


def register_board_view(game_name: str, view: BoardView) -> None:
    """Make ``view`` the stepper's way of showing ``game_name``."""
    _VIEWS[game_name] = view


def board_view_for(game_name: str) -> BoardView:
    """The stepper view of a game; a game without one gets its score figure and table."""
    if game_name in _VIEWS:
        return _VIEWS[game_name]
    from .generic import GENERIC_VIEW

    return GENERIC_VIEW


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
from .brian_boru_view import BRIAN_BORU_VIEW  # noqa: E402
from .merlin import board_data as _merlin_data  # noqa: E402
from .merlin import board_figure as _merlin_figure  # noqa: E402
from .merlin_diff import diff_figure as _merlin_diff  # noqa: E402
from .merlin_panels import panels as _merlin_panels  # noqa: E402
from .merlin_panels import targets as _merlin_targets  # noqa: E402
from .paladins import board_data as _paladins_data  # noqa: E402
from .paladins import board_figure as _paladins_figure  # noqa: E402
from .paladins import panels as _paladins_panels  # noqa: E402
from .paladins import targets as _paladins_targets  # noqa: E402
from .paladins_diff import diff_figure as _paladins_diff  # noqa: E402

register_board_view("brian_boru", BRIAN_BORU_VIEW)
register_figure("merlin", _merlin_figure)
register_diff("merlin", _merlin_diff)
register_board_view(
    "merlin", BoardView(_merlin_figure, _merlin_panels, _merlin_targets, _merlin_data)
)
register_figure("paladins", _paladins_figure)
register_diff("paladins", _paladins_diff)
register_board_view(
    "paladins", BoardView(_paladins_figure, _paladins_panels, _paladins_targets, _paladins_data)
)

__all__ = [
    "BoardView",
    "board_view_for",
    "diff_for",
    "figure_for",
    "register_board_view",
    "register_diff",
    "register_figure",
]
