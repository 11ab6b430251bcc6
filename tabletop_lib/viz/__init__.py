"""Plotly figures of game states: pure functions (state or observation) -> ``go.Figure``.

No rules and no game live here. Each game declares its drawing functions among its faces
(``core.faces``: ``figure``, ``diff``, ``board_view`` or ``board_panels``/``board_targets``/
``board_data``), imported the first time :func:`figure_for`, :func:`diff_for` or
:func:`board_view_for` asks for them. :func:`register_figure`, :func:`register_diff` and
:func:`register_board_view` still override a game's faces (for experiments in a notebook).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.core.faces import face

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
    """The stepper view of a game: a registered one, its ``board_view`` face, or one made of
    its ``figure``, ``board_panels``, ``board_targets`` (and ``board_data``) faces; a game
    without them gets its score figure and table."""
    if game_name in _VIEWS:
        return _VIEWS[game_name]
    declared = face(game_name, "board_view")
    if declared is not None:
        view: BoardView = declared
        return view
    figure = face(game_name, "figure")
    panels = face(game_name, "board_panels")
    targets = face(game_name, "board_targets")
    if figure is not None and panels is not None and targets is not None:
        return BoardView(figure, panels, targets, face(game_name, "board_data"))
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
    """A registered function, else the game's face ``what``; LookupError when it has none."""
    found = table.get(name) or face(name, what)
    if found is None:
        raise LookupError(f"no {what} figure is declared for {name!r}")
    function: FigureFunction = found
    return function


def figure_for(state: Any, viewer: int | None = None, **kwargs: Any) -> go.Figure:
    """The figure of ``state`` (all of it, or only what seat ``viewer`` may see).

    ``state`` may also be a view dict (``state.observation(p)`` or ``state.full_view()``):
    the game's figure then draws that view, with the game rebuilt from it (``viz.observed``),
    for the seat the view belongs to. A game without a board figure of its own gets the score
    breakdown (``generic``), which needs the state."""
    name = _game_name(state)
    if name not in _FIGURES and face(name, "figure") is None and not isinstance(state, Mapping):
        from .generic import scores_figure

        return scores_figure(state, viewer=viewer, **kwargs)
    draw = _lookup(_FIGURES, name, "figure")
    if isinstance(state, Mapping):
        # a view dict: drawn through its game, rebuilt from the view (viz.observed)
        from .observed import ObservedView

        observed = ObservedView(state)
        return draw(observed, viewer=observed.viewer, **kwargs)
    return draw(state, viewer=viewer, **kwargs)


def diff_for(before: Any, after: Any, viewer: int | None = None, **kwargs: Any) -> go.Figure:
    """The figure of what changed from ``before`` to ``after`` (states or view dicts)."""
    function = _lookup(_DIFFS, _game_name(after), "diff")
    return function(before, after, viewer=viewer, **kwargs)


def diff_data_for(
    before: Any, after: Any, viewer: int | None = None, **kwargs: Any
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """:func:`diff_for`'s traces and layout as plain dicts. A game's diff module may offer
    ``diff_data`` beside its diff figure (the same arguments, the dicts ``diff_figure`` builds
    its figure from): then no plotly figure is built, which in the tutor cost about 20 ms of
    the kernel's time per click (plotly copies every trace into its objects). Otherwise the
    dicts are read from the figure."""
    function = _lookup(_DIFFS, _game_name(after), "diff")
    data = getattr(sys.modules.get(getattr(function, "__module__", "")), "diff_data", None)
    if callable(data):
        traces, layout = data(before, after, viewer=viewer, **kwargs)
        return list(traces), dict(layout)
    figure = function(before, after, viewer=viewer, **kwargs)
    return [t.to_plotly_json() for t in figure.data], figure.layout.to_plotly_json()


__all__ = [
    "BoardView",
    "board_view_for",
    "diff_data_for",
    "diff_for",
    "figure_for",
    "register_board_view",
    "register_diff",
    "register_figure",
]
