"""The road network and the region graph of Brian Boru, as networkx graphs.

Built once per board and shared; the rules never call networkx (they use the bitmasks of
``data.Board``). These graphs serve the notebooks and analyses: which towns a region holds,
where a player may expand, which regions a player touches, how the regions connect.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING, Any

import networkx as nx

from .common import bits
from .data import TOWN_COLOURS, Board

if TYPE_CHECKING:
    from .state import BrianBoruState

_EARTH_RADIUS_KM = 6371.0


def road_length_km(board: Board, a: int, b: int) -> float:
    """Great-circle distance between two towns (haversine)."""
    lat1, lon1, lat2, lon2 = map(
        math.radians, (board.lat[a], board.lon[a], board.lat[b], board.lon[b])
    )
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * _EARTH_RADIUS_KM * math.asin(math.sqrt(h))


@cache
def town_graph(board: Board) -> Any:
    """Towns as nodes (attributes name, region, region_name, colour, kind, lat, lon) and roads
    as edges (attributes length_km, cross_region). Node keys are the towns' ids.

    The graph is frozen: copy it (``nx.Graph(g)``) before changing it.
    """
    g = nx.Graph(name="Brian Boru road network", verified=board.verified)
    for i, town in enumerate(board.town_ids):
        region = board.town_region[i]
        g.add_node(
            town,
            index=i,
            name=board.town_names[i],
            region=board.region_ids[region],
            region_name=board.region_names[region],
            colour=TOWN_COLOURS[board.town_colour[i]],
            kind=board.town_kinds[i],
            lat=board.lat[i],
            lon=board.lon[i],
        )
    for a, b in board.roads:
        g.add_edge(
            board.town_ids[a],
            board.town_ids[b],
            length_km=round(road_length_km(board, a, b), 1),
            cross_region=board.town_region[a] != board.town_region[b],
        )
    return nx.freeze(g)


@cache
def region_graph(board: Board) -> Any:
    """Regions as nodes (attributes name, threshold, claim_points, towns) joined where a road
    crosses from one to the other (edge attribute ``roads``: how many roads cross)."""
    g = nx.Graph(name="Brian Boru regions", verified=board.verified)
    for r, region in enumerate(board.region_ids):
        g.add_node(
            region,
            name=board.region_names[r],
            threshold=board.thresholds[r],
            claim_points=board.claim_points[r],
            towns=board.region_mask[r].bit_count(),
        )
    for a, b in board.roads:
        ra, rb = board.town_region[a], board.town_region[b]
        if ra != rb:
            u, v = board.region_ids[ra], board.region_ids[rb]
            if g.has_edge(u, v):
                g[u][v]["roads"] += 1
            else:
                g.add_edge(u, v, roads=1)
    return nx.freeze(g)


def towns_of_region(board: Board, region: str) -> list[str]:
    """The ids of the towns in ``region``, in board order."""
    return [board.town_ids[t] for t in bits(board.region_mask[board.region_index(region)])]


def expansion_targets(state: BrianBoruState, player: int) -> list[str]:
    """Towns ``player`` could expand to now (BB.symbol.expand), whatever their coins."""
    from .symbols import expand_targets

    return [state.game.board.town_ids[t] for t in bits(expand_targets(state, player))]


def towns_of_player(state: BrianBoruState, player: int) -> list[str]:
    """Towns ``player`` controls (a disc not under a Viking control token)."""
    return [state.game.board.town_ids[t] for t in bits(state.controlled(player))]


def regions_touched(state: BrianBoruState, player: int) -> list[str]:
    """Regions where ``player`` controls at least one town (BB.final.regions)."""
    board = state.game.board
    mine = state.controlled(player)
    return [board.region_ids[r] for r, mask in enumerate(board.region_mask) if mask & mine]


def road_path(board: Board, a: str, b: str) -> list[str]:
    """The shortest road route between two towns (by km); ``NetworkXNoPath`` when none."""
    path: list[str] = nx.shortest_path(town_graph(board), a, b, weight="length_km")
    return path
