"""Paladins figures: the main board above the board of the player to move (the stepper's
figure), every player's board, and HTML panels for the stepper.

The main board (:mod:`.paladins_board`) and the player boards (:mod:`.paladins_players`) are
drawn from a view dict (``observation(p)`` or ``full_view()``) and the game's static data; the
opponents' hidden cards appear only as counts. Every space, card and slot answers a click with
the actions that point at it (:func:`targets`) and a hover with what it does, what it costs
and whether the player to move may take it now (the engine's verdict and rule id).

>>> import tabletop_lib
>>> from tabletop_lib.games.paladins.viz.figure import board_figure
>>> state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=1)
>>> [t.name for t in board_figure(state).data][:3]
['main board spaces', 'board cards', 'player cards']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.games.paladins.actions import (
    AssignWorkers,
    AttackOutsider,
    BuildWorkshop,
    ChooseAction,
    ClearSpace,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    KeepPaladin,
    PlaceJar,
    PlaceMonk,
    PlaceOutpost,
    TakeTavern,
    TopPaladin,
    UseFavour,
)
from tabletop_lib.games.paladins.constants import CHOICE_SPACE, CHOICES, SPACES
from tabletop_lib.viz.backdrop import Frame, backdrop_image
from tabletop_lib.viz.common import Trace, fast_figure

from .board import MAIN_BOTTOM, MAIN_SHAPES, main_board_traces, space_boxes
from .panels import panels
from .parts import (
    PLAYER_COLOURS,
    UNVERIFIED,
    UNVERIFIED_MARK,
    merge_labels,
    merge_markers,
    notice_line,
    view_of,
    wrap,
)
from .players import (
    BOARD_HEIGHT,
    piece_row_shapes,
    player_board_shapes,
    player_board_traces,
)

WIDTH = 560
PX_PER_UNIT = 39
X_RANGE = [-0.25, 12.25]
__all__ = [
    "PLAYER_COLOURS",
    "UNVERIFIED",
    "board_data",
    "board_figure",
    "board_traces",
    "main_board_figure",
    "panels",
    "players_figure",
    "shown_player",
    "targets",
]


def shown_player(state: Any, viewer: int | None) -> int:
    """Whose board the stepper's figure shows: the player to move (their hover says what they
    may do), else the viewer, else the first seat."""
    mover = state.current_player()
    if mover is not None and mover >= 0:
        return int(mover)
    return viewer if viewer is not None else 0


def _legal(state: Any) -> list[Any]:
    return [] if state.is_terminal() else list(state.legal_actions())


def _notice(game: Any, y: float) -> list[dict[str, Any]]:
    if game.verified:
        return []
    return [
        {
            "text": UNVERIFIED_MARK,
            "x": 12.2,
            "y": y,
            "xref": "x",
            "yref": "y",
            "xanchor": "right",
            "yanchor": "middle",
            "showarrow": False,
            "font": {"size": 10, "color": "#b00020"},
            "hovertext": "<br>".join(wrap(notice_line(u)) for u in game.data.unverified[:10]),
        }
    ]


STATIC_LABELS = frozenset(
    {
        "region names",
        "regions key",
        "king's track names",
        "row names",
        "tavern name",
        "space glyphs",
        "worker kinds",
        "piece costs",
        "action names",
    }
)
"""Text traces that depend on the game alone: drawn into the backdrop image."""
BOARD_PIECES = frozenset({"taken spaces", "workers on favours", "tavern workers"})
PLAYER_PIECES = frozenset({"workers in hand", "attribute tracks"})
PIECES = BOARD_PIECES | PLAYER_PIECES
"""Marker traces nobody clicks, drawn over the cards."""
BOARD_SPACES = frozenset({"board spaces"})
BOARD_CARDS = frozenset(
    {"king's orders", "king's favours", "townsfolk row", "outsider row", "taverns"}
)
PLAYER_CARDS = frozenset({"paladins in hand", "action spaces", "worker slots"})
PIECE_ROWS = frozenset({"piece rows"})
CARDS = BOARD_SPACES | BOARD_CARDS | PLAYER_CARDS | PIECE_ROWS
"""The clickable marker traces (each point keeps its key in ``customdata``)."""
MARKER_GROUPS: tuple[tuple[str, frozenset[str]], ...] = (
    ("main board spaces", BOARD_SPACES),
    ("board cards", BOARD_CARDS),
    ("player cards", PLAYER_CARDS),
    ("player piece rows", PIECE_ROWS),
    ("board pieces", BOARD_PIECES),
    ("player pieces", PLAYER_PIECES),
)
"""The marker traces merged into a few, in drawing order (cards under pieces). Fewer traces
make plotly's redraw and the widget's bookkeeping cheaper; but a step resends the whole of
every trace in which something changed, so the groups follow what changes together: the main
board's spaces (their hovers change only when a monk or an outpost is to be placed), its
cards and Taverns (when the decision concerns them), the shown player's
action spaces and hand (nearly every step), their piece rows (seldom), the pieces on the main
board and on the player's board. Joined in this order the groups give back one "cards" and
one "pieces" trace, point for point (:func:`~.paladins_parts.join_traces`)."""
_BACKDROPS: dict[tuple[Any, ...], dict[str, Any]] = {}


def _layout(
    top: float, bottom: float, shapes: Sequence[dict[str, Any]], static: Sequence[Trace], game: Any
) -> dict[str, Any]:
    height = int((top - bottom) * PX_PER_UNIT) + 12
    key = (id(game.data), game.num_players, top, bottom, len(static))
    image = _BACKDROPS.get(key)
    if image is None:
        frame = Frame(X_RANGE, (bottom, top), (WIDTH - 8, height - 12))
        image = _BACKDROPS[key] = backdrop_image(frame, static, shapes)
    return {
        "width": WIDTH,
        "height": height,
        "margin": {"l": 4, "r": 4, "t": 6, "b": 6},
        "plot_bgcolor": "#ffffff",
        "paper_bgcolor": "#ffffff",
        "hovermode": "closest",
        "hoverlabel": {"font": {"size": 11}, "align": "left"},
        "clickmode": "event",
        "dragmode": False,
        "showlegend": False,
        "xaxis": {"visible": False, "range": X_RANGE, "fixedrange": True},
        "yaxis": {"visible": False, "range": [bottom, top], "fixedrange": True},
        "images": [image],
        "annotations": _notice(game, top - 0.35),
    }


def _assemble(
    traces: Sequence[Trace], top: float, bottom: float, shapes: Sequence[dict[str, Any]], game: Any
) -> tuple[list[Trace], dict[str, Any]]:
    """The traces that can change (text-only ones merged into one) and the layout, whose
    backdrop holds the boxes and the static labels."""
    static = [t for t in traces if t["name"] in STATIC_LABELS]
    moving = [t for t in traces if t["name"] not in STATIC_LABELS]
    for name, group in MARKER_GROUPS:
        moving = merge_markers(moving, group, name)
    return merge_labels(moving), _layout(top, bottom, shapes, static, game)


def board_traces(source: Any, viewer: int | None = None) -> list[Trace]:
    """Every trace of the stepper's figure before any is merged or drawn into the backdrop."""
    view = view_of(source, viewer)
    legal = _legal(source)
    p = shown_player(source, viewer)
    return [
        *main_board_traces(source, view, legal),
        *player_board_traces(source, view, p, MAIN_BOTTOM - 0.3, legal),
    ]


def board_data(source: Any, viewer: int | None = None) -> tuple[list[Trace], dict[str, Any]]:
    """The main board above the board of the player to move, as plain trace and layout dicts
    (a fixed number of traces in a fixed order, so the stepper sends only what changed)."""
    y0 = MAIN_BOTTOM - 0.3
    traces = board_traces(source, viewer)
    shapes = [
        *MAIN_SHAPES,
        *space_boxes(source.game),
        *player_board_shapes(y0),
        *piece_row_shapes(source.game.data, y0),
    ]
    return _assemble(traces, 0.3, y0 - BOARD_HEIGHT - 0.1, shapes, source.game)


def board_figure(source: Any, viewer: int | None = None) -> go.Figure:
    """The stepper's figure (see :func:`board_data`)."""
    return fast_figure(*board_data(source, viewer))


def main_board_figure(source: Any, viewer: int | None = None) -> go.Figure:
    """The main board alone."""
    view = view_of(source, viewer)
    traces = main_board_traces(source, view, _legal(source))
    shapes = [*MAIN_SHAPES, *space_boxes(source.game)]
    return fast_figure(*_assemble(traces, 0.3, MAIN_BOTTOM - 0.1, shapes, source.game))


def players_figure(
    source: Any, viewer: int | None = None, players: Sequence[int] | None = None
) -> go.Figure:
    """Every player's board (or ``players``), one under the other."""
    view = view_of(source, viewer)
    legal = _legal(source)
    seats = list(range(view["num_players"])) if players is None else list(players)
    data: list[Trace] = []
    shapes: list[dict[str, Any]] = []
    y0 = 0.0
    for p in seats:
        data += player_board_traces(source, view, p, y0, legal)
        shapes += [*player_board_shapes(y0), *piece_row_shapes(source.game.data, y0)]
        y0 -= BOARD_HEIGHT + 0.3
    return fast_figure(*_assemble(data, 0.3, y0 + 0.2, shapes, source.game))


def _action_key(state: Any) -> tuple[str, ...]:
    """The key of the action whose workers are being assigned ("action:hunt", "favour:2")."""
    view: Mapping[str, Any] = state.observation(max(0, state.current_player()))
    current = view.get("action")
    if not current:
        return ()
    if current.startswith("favour "):
        return (f"favour:{current.split()[1]}",)
    return (f"action:{SPACES[CHOICE_SPACE[CHOICES.index(current)]]}",)


def targets(state: Any, action: Any) -> tuple[str, ...]:
    """The keys of the figure (``customdata``) an action points at: a click on one of them
    narrows the stepper's list to the actions that point there."""
    if isinstance(action, (PlaceMonk, PlaceOutpost)):
        return (f"space:{action.space}",)
    if isinstance(action, PlaceJar):
        return (f"jar:{action.space}",)
    if isinstance(action, ChooseAction):
        return (f"action:{SPACES[CHOICE_SPACE[CHOICES.index(action.choice)]]}",)
    if isinstance(action, (BuildWorkshop, ClearSpace)):
        return (f"action:{action.space}",)
    if isinstance(action, (HireTownsfolk, DiscardTownsfolk)):
        return (f"townsfolk:{action.slot}",)
    if isinstance(action, (AttackOutsider, ConvertOutsider)):
        return (f"outsider:{action.slot}",)
    if isinstance(action, UseFavour):
        return (f"favour:{action.index}",)
    if isinstance(action, TakeTavern):
        return (f"tavern:{action.slot}",)
    if isinstance(action, (KeepPaladin, TopPaladin)):
        return (f"paladin:{action.paladin}",)
    if isinstance(action, AssignWorkers):
        return _action_key(state)
    return ()
