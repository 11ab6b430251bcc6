"""Figures of Merlin's territories: the hex map with each territory outlined, and the territory
graph (one node per territory, an edge where two touch). Used by the territory explorer."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.viz.common import Trace

from .surroundings import hex_centre, surroundings_traces

WIDTH_PX = 420
"""Each figure's width: the map and the graph sit side by side at 960 px, stacked below."""
TERRAIN_NODE_COLOURS = {"mountain": "#8d8577", "forest": "#3f7f3f", "lake": "#3a7dbf"}


def _layout(title: str, background: str) -> dict[str, Any]:
    return {
        "width": WIDTH_PX,
        "height": 300,
        "margin": {"l": 4, "r": 4, "t": 28, "b": 4},
        "title": {"text": title, "font": {"size": 13}},
        "showlegend": False,
        "dragmode": False,
        "plot_bgcolor": background,
        "xaxis": {"visible": False},
        "yaxis": {"visible": False, "scaleanchor": "x"},
    }


def map_data(game: Any, surroundings: Mapping[str, Any]) -> tuple[list[Trace], dict[str, Any]]:
    """The hex map of a surroundings dict (rows, columns, tiles, manors, territories)."""
    traces = surroundings_traces({"surroundings": surroundings}, game)
    count = len(surroundings["territories"])
    return traces, _layout(f"{count} territories", "#fbfaf6")


def territory_centres(
    game: Any, columns: int, territories: Sequence[Sequence[str]]
) -> list[tuple[float, float]]:
    """Where each territory's node goes: the mean of its tiles' centres on the map."""
    out = []
    for group in territories:
        points = []
        for name in group:
            row, col = (int(v) for v in name[1:].split("c"))
            points.append(hex_centre(row, col, game.grid.offset))
        out.append(
            (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        )
    return out


def graph_data(
    graph: Any, centres: Sequence[tuple[float, float]]
) -> tuple[list[Trace], dict[str, Any]]:
    """The territory graph: nodes sized by tiles and coloured by terrain, at their centres."""
    ex: list[float | None] = []
    ey: list[float | None] = []
    for a, b in graph.edges:
        ex += [centres[a][0], centres[b][0], None]
        ey += [centres[a][1], centres[b][1], None]
    nodes = list(graph.nodes)
    traces: list[Trace] = [
        {"type": "scatter", "name": "touching", "x": ex, "y": ey, "mode": "lines",
         "line": {"color": "#999999"}, "hoverinfo": "skip"},
        {
            "type": "scatter",
            "name": "territories",
            "x": [centres[i][0] for i in nodes],
            "y": [centres[i][1] for i in nodes],
            "mode": "markers+text",
            "text": [str(graph.nodes[i]["tiles"]) for i in nodes],
            "textfont": {"color": "#ffffff", "size": 11},
            "marker": {
                "size": [14 + 5 * graph.nodes[i]["tiles"] for i in nodes],
                "color": [TERRAIN_NODE_COLOURS[graph.nodes[i]["terrain"]] for i in nodes],
            },
            "hovertext": [
                f"territory {i}: {graph.nodes[i]['tiles']} {graph.nodes[i]['terrain']} tile(s), "
                f"touches {graph.degree[i]} other(s)"
                for i in nodes
            ],
            "hoverinfo": "text",
        },
    ]  # fmt: skip
    return traces, _layout("the territory graph (node size: tiles)", "#ffffff")
