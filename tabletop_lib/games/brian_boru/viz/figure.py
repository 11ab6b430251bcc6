"""Brian Boru figures: the board with the table beside it, and what changed between two states.

Every figure is drawn from a view dict (``state.full_view()`` or ``state.observation(p)``) and
the static board and cards; hidden state fields are never read, so a figure drawn for one
player cannot show more than that player's observation holds. No rules live here.

>>> import tabletop_lib
>>> from tabletop_lib.games.brian_boru.viz.figure import board_figure
>>> state = tabletop_lib.play(tabletop_lib.load_game("brian_boru", num_players=4), seed=1)
>>> board_figure(state).layout.title.text.startswith("Brian Boru")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go

from tabletop_lib.games.brian_boru.data import Board, Cards
from tabletop_lib.viz.common import Trace, fast_figure, panel_title

from .diff import diff_figure, player_changes
from .map import (
    PLAYER_COLOURS,
    geometry,
    legend_keys,
    map_axes,
    piece_traces,
    region_traces,
)
from .panels import (
    church_trace,
    hands_table,
    marriage_traces,
    players_table,
    raider_trace,
    regions_table,
    score_trace,
    trick_table,
)
from .scene import (
    MAP_X,
    MAP_Y,
    RIGHT,
    UNVERIFIED_NOTICE,
    Scene,
    Source,
    notices,
    scene_of,
    title_of,
)

__all__ = [
    "PLAYER_COLOURS",
    "UNVERIFIED_NOTICE",
    "board_figure",
    "diff_figure",
    "player_changes",
    "scene_of",
]

_TOP_ROW = (0.86, 0.935)
_MARRIAGE_ROW = (0.71, 0.79)
_PANELS: dict[str, tuple[tuple[float, float], tuple[float, float]]] = {
    "players": ((RIGHT, 1.0), (0.49, 0.645)),
    "regions": ((RIGHT, 0.75), (0.24, 0.445)),
    "trick": ((RIGHT, 0.75), (0.0, 0.205)),
    "hands": ((0.77, 1.0), (0.0, 0.445)),
}
"""Table domains (x, y) in paper coordinates."""


def _small_axes(
    axis: str,
    x: Sequence[float],
    y: Sequence[float],
    xaxis: dict[str, Any] | None = None,
    yaxis: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Layout entries for one of the small panels' axis pairs (``x2``/``y2`` ...)."""
    return {
        f"xaxis{axis}": {
            "domain": list(x),
            "anchor": f"y{axis}",
            "tickfont": {"size": 9},
            **(xaxis or {}),
        },
        f"yaxis{axis}": {
            "domain": list(y),
            "anchor": f"x{axis}",
            "tickfont": {"size": 9},
            "rangemode": "tozero",
            **(yaxis or {}),
        },
    }


def board_figure(
    source: Source,
    viewer: int | None = None,
    *,
    show_hidden: bool | None = None,
    height: int = 960,
    width: int | None = 1400,
    board: Board | None = None,
    cards: Cards | None = None,
) -> go.Figure:
    """The board and the table of ``source`` (a state, an observation or a full view dict).

    From a state: everything when ``viewer`` is None, else only ``state.observation(viewer)``
    (see :func:`scene_of` for ``show_hidden``). ``board`` and ``cards`` default to the state's
    game's, or to the shipped data files for a dict.
    """
    scene = scene_of(source, viewer, show_hidden, board, cards)
    geo = geometry(scene.board)
    view, n = scene.view, scene.num_players
    marriage, ticks = marriage_traces(scene, "3")
    data: list[Trace] = [
        *region_traces(scene.board, geo, view, scene.names),
        *geo.static_traces,
        *piece_traces(scene.board, geo, view, scene.names),
        *legend_keys(scene.names, n, scene.viewer),
        score_trace(scene, "2"),
        raider_trace(scene, "4"),
        church_trace(scene, "5"),
        *marriage,
        players_table(scene, _PANELS["players"]),
        regions_table(scene, _PANELS["regions"]),
        trick_table(scene, _PANELS["trick"]),
        hands_table(scene, _PANELS["hands"]),
    ]
    if "hands" in view:
        hands = "Hands"
    else:
        hands = "Hands (yours only)" if "hand" in view else "Hands (hidden)"
    layout: dict[str, Any] = {
        "title": {"text": title_of(scene), "x": 0.01, "font": {"size": 16}},
        "height": height,
        "width": width,
        "margin": {"l": 10, "r": 10, "t": 60, "b": 50},
        "plot_bgcolor": "#fbfaf6",
        "paper_bgcolor": "#ffffff",
        "hovermode": "closest",
        "bargap": 0.25,
        "legend": {
            "orientation": "h",
            "x": 0.0,
            "y": 0.965,
            "font": {"size": 10},
            "bgcolor": "rgba(255,255,255,0.6)",
        },
        **map_axes(geo, MAP_X, MAP_Y),
        **_small_axes("2", (RIGHT, 0.66), _TOP_ROW),
        **_small_axes("4", (0.7, 0.84), _TOP_ROW),
        **_small_axes("5", (0.87, 1.0), _TOP_ROW),
        **_small_axes(
            "3",
            (RIGHT + 0.05, 1.0),
            _MARRIAGE_ROW,
            xaxis=ticks,
            yaxis={"autorange": "reversed", "rangemode": "normal"},
        ),
        "annotations": [
            panel_title("Score track", RIGHT, _TOP_ROW[1] + 0.005),
            panel_title(
                f"Raiders (battle area: {view.get('battle_area', 0)})", 0.7, _TOP_ROW[1] + 0.005
            ),
            panel_title("Church discs", 0.87, _TOP_ROW[1] + 0.005),
            panel_title(_marriage_title(scene), RIGHT, _MARRIAGE_ROW[1] + 0.005),
            *(
                panel_title(title, _PANELS[key][0][0], _PANELS[key][1][1] + 0.005)
                for key, title in (
                    ("players", "Players"),
                    ("regions", "Regions"),
                    ("trick", "Trick and table"),
                    ("hands", hands),
                )
            ),
            *notices(scene.board, scene.cards),
        ],
    }
    return fast_figure(data, layout)


def _marriage_title(scene: Scene) -> str:
    offer = scene.view.get("marriage_card")
    return "Marriage track" + (f" (offered: {offer})" if offer else "")
