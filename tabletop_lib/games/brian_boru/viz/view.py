"""Brian Boru in the stepper: the map as a figure, the table as HTML panels beside it.

At a laptop's output width (about 960 px) a map 540 px wide and the controls beside it fit;
the tables (players, regions, trick, hands, marriage track) stack below as HTML, which wraps
instead of being cut off. Drawn from a view dict like every figure here: nothing hidden from
the viewer is read.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from tabletop_lib.viz import BoardView
from tabletop_lib.viz.common import Trace, fast_figure, rgba
from tabletop_lib.viz.html_tables import Cell, html_table, notice_html

from .backdrop import backdrop_image
from .map import (
    PLAYER_COLOURS,
    geometry,
    legend_keys,
    map_axes,
    piece_traces,
    region_fills,
    region_labels,
)
from .panels import (
    PLAYER_HEADER,
    claim_state,
    hand_rows,
    player_rows,
    reward_text,
    trick_rows,
)
from .scene import CARDS_UNVERIFIED_NOTICE, UNVERIFIED_NOTICE, Source, scene_of

MAP_WIDTH = 470
MAP_HEIGHT = 610


def map_figure(
    source: Source,
    viewer: int | None = None,
    *,
    width: int = MAP_WIDTH,
    height: int = MAP_HEIGHT,
) -> go.Figure:
    """The map alone: territories shaded by claim, roads, towns, discs and Viking control."""
    return fast_figure(*map_data(source, viewer, width=width, height=height))


def map_data(
    source: Source,
    viewer: int | None = None,
    *,
    width: int = MAP_WIDTH,
    height: int = MAP_HEIGHT,
) -> tuple[list[Trace], dict[str, Any]]:
    """The map's traces and layout as plain dicts (see :func:`map_figure`).

    Territories, borders, roads and town names are one SVG backdrop under the axes
    (:mod:`.brian_boru_backdrop`), so the traces are only what a step can change: the towns
    and their pieces, and the region names with their claims on hover."""
    scene = scene_of(source, viewer)
    geo = geometry(scene.board)
    data: list[Trace] = [
        region_labels(scene.board, geo, scene.view, scene.names),
        *piece_traces(scene.board, geo, scene.view, scene.names),
        *legend_keys(scene.names, scene.num_players, scene.viewer),
    ]
    layout: dict[str, Any] = {
        "width": width,
        "height": height,
        "margin": {"l": 4, "r": 4, "t": 52, "b": 4},
        "plot_bgcolor": "#fbfaf6",
        "paper_bgcolor": "#ffffff",
        "hovermode": "closest",
        "clickmode": "event",
        "dragmode": False,
        "legend": {
            "orientation": "h",
            "x": 0.0,
            "y": 1.0,
            "yanchor": "bottom",
            "font": {"size": 10},
            "bgcolor": "rgba(255,255,255,0.75)",
        },
        "images": [backdrop_image(scene.board, region_fills(scene.board, scene.view))],
        **map_axes(geo, (0.0, 1.0), (0.0, 1.0)),
    }
    return data, layout


_PLAYER_HOVER = {
    4: "towns you control (discs not under a Viking token)",
    5: "your discs under Viking control: they do not count as yours",
    8: "your disc's space on the marriage track",
}


def _players_panel(scene: Any) -> str:
    rows = []
    for p, row in enumerate(player_rows(scene)):
        cells: list[Any] = [Cell(row[0], background=PLAYER_COLOURS[p], colour="#ffffff")]
        cells += [
            Cell(v, _PLAYER_HOVER[i]) if i in _PLAYER_HOVER else v for i, v in enumerate(row)
        ][1:]
        rows.append(cells)
    return html_table(PLAYER_HEADER, rows, name="players")


def _regions_panel(scene: Any) -> str:
    board = scene.board
    owner = scene.view.get("town_owner", {})
    vikings = set(scene.view.get("viking_towns", ()))
    claims = scene.view.get("claims", {})
    counts = [[0] * scene.num_players for _ in board.region_ids]
    for town, p in owner.items():
        if town not in vikings:
            counts[board.town_region[board.town_index(town)]][p] += 1
    rows = [
        [
            board.region_names[r],
            Cell(board.thresholds[r], "towns a player needs to claim the region"),
            board.claim_points[r],
            claim_state(claims.get(region), scene.names),
            " · ".join(f"P{p} {c}" for p, c in enumerate(counts[r]) if c) or "-",
        ]
        for r, region in enumerate(board.region_ids)
    ]
    return html_table(["Region", "Needs", "Points", "Claim", "Towns held"], rows, name="regions")


def _trick_panel(scene: Any) -> str:
    return html_table(["", "Now"], [list(r) for r in trick_rows(scene)], name="trick")


def _hands_panel(scene: Any) -> str:
    rows = [
        [Cell(player, background=rgba(PLAYER_COLOURS[p], 0.18)), hand, pack]
        for p, (player, hand, pack) in enumerate(hand_rows(scene))
    ]
    return html_table(["Player", "Hand", "Draft pack"], rows, name="hands")


def _marriage_panel(scene: Any) -> str:
    track = scene.cards.track
    rows = []
    for p, info in enumerate(scene.players):
        space = info["marriage_space"]
        ahead = [
            f"{s}: {reward_text(track[s])}"
            for s in range(space + 1, len(track))
            if reward_text(track[s])
        ]
        rows.append(
            [
                Cell(scene.names[p], background=rgba(PLAYER_COLOURS[p], 0.18)),
                space,
                ahead[0] if ahead else "top of the track",
            ]
        )
    offer = scene.view.get("marriage_card") or "-"
    return html_table(
        ["Player", "Space", "Next reward"],
        rows,
        name="marriage",
        caption=f"Offered now: {offer}",
    )


def panels(source: Source, viewer: int | None = None) -> list[tuple[str, str]]:
    """(title, HTML) for each panel below the map, in reading order."""
    scene = scene_of(source, viewer)
    view = scene.view
    if "hands" in view:
        hands = "Hands"
    else:
        hands = "Hands (yours only)" if "hand" in view else "Hands (hidden)"
    battle = view.get("battle_area", 0)
    notices = ([] if scene.board.verified else [UNVERIFIED_NOTICE]) + (
        [] if scene.cards.verified else [CARDS_UNVERIFIED_NOTICE]
    )
    out = [
        ("Players", _players_panel(scene)),
        ("Regions", _regions_panel(scene)),
        (f"Trick and table (Viking battle area: {battle})", _trick_panel(scene)),
        (hands, _hands_panel(scene)),
        ("Marriage track", _marriage_panel(scene)),
    ]
    if notices:
        out.append(("Data", notice_html(notices)))
    return out


def targets(state: Any, action: Any) -> tuple[str, ...]:
    """The map keys (town ids) an action points at: a click on that town chooses it."""
    town = getattr(action, "town", None)
    return (town,) if isinstance(town, str) else ()


BRIAN_BORU_VIEW = BoardView(map_figure, panels, targets, map_data)
