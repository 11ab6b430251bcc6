"""Merlin's territory explorer driven from Python: territories, the graph, scores, rays, paint."""

from __future__ import annotations

from types import SimpleNamespace

import networkx as nx
import pytest

from tabletop_lib.core.words import count
from tabletop_lib.games.merlin import board, scoring
from tabletop_lib.games.merlin.viz.territory_explorer import TerritoryExplorer
from tabletop_lib.games.merlin.words import PLAYER_COLOUR_NAMES


@pytest.fixture
def explorer() -> TerritoryExplorer:
    return TerritoryExplorer(num_players=3, seed=4, play_rounds=2)


def test_territories_are_the_engines_components(explorer: TerritoryExplorer) -> None:
    groups = explorer.territories()
    names = sorted(n for g in groups for n in g)
    assert names == sorted(explorer.game.grid.name(p) for p in range(len(explorer.tiles)))
    for group in groups:
        terrains = {explorer.tiles[explorer._pos(n)].split("-")[0] for n in group}
        assert len(terrains) == 1, group
    graph = explorer.territory_graph()
    assert graph.number_of_nodes() == len(groups) and nx.is_connected(graph)
    for a, b in graph.edges:  # touching territories never share a terrain
        assert graph.nodes[a]["terrain"] != graph.nodes[b]["terrain"]
    outlines = next(t for t in explorer.map.data if t.name == "territory outlines")
    assert outlines.x.count(None) > 0
    assert explorer.map.layout.title.text == f"{len(groups)} territories"


def test_the_picked_territory_shows_the_engines_points(explorer: TerritoryExplorer) -> None:
    assert explorer.manors, "two rounds of play leave manors on the map"
    built = next(
        i for i, g in enumerate(explorer.territories()) if any(n in explorer.manors for n in g)
    )
    explorer.territory.value = built
    group = explorer.territories()[built]
    manors = [sum(1 for n in group if explorer.manors.get(n) == p) for p in range(3)]
    expected = scoring.territory_points(len(group), manors)
    assert explorer.scores_of(built) == expected
    for p, points in expected.items():
        assert count(points, "point") in explorer.info.value.split(f"{PLAYER_COLOUR_NAMES[p]}")[1]


def test_painting_a_tile_joins_territories(explorer: TerritoryExplorer) -> None:
    before = len(explorer.territories())
    name = "r0c0"
    right = explorer.tiles[explorer._pos("r0c1")]
    explorer.paint.value = right
    tiles = next(t for t in explorer.map.data if t.name == "tiles")
    explorer._on_tile(tiles, SimpleNamespace(point_inds=[0]), None)
    assert explorer.tiles[0] == right
    joined = next(g for g in explorer.territories() if name in g)
    assert "r0c1" in joined
    assert len(explorer.territories()) <= before
    with pytest.raises(ValueError, match="tile kind must be one of"):
        explorer.paint_tile(name, "volcano")


def test_a_tile_shows_the_frame_colour_of_each_line(explorer: TerritoryExplorer) -> None:
    grid, frames, colours = (
        explorer.game.grid,
        explorer.game.data.frames,
        explorer.game.data.colours,
    )
    rays = dict(explorer.rays("r1c2"))
    assert len(rays) == 6
    for direction, colour in rays.items():
        exit_ = board.ray_exit(grid, explorer._pos("r1c2"), direction)
        if exit_ is None:
            assert colour is None
        else:
            frame, column, way = exit_
            assert colour == colours[frames[frame][way][column]]
    tiles = next(t for t in explorer.map.data if t.name == "tiles")
    explorer._on_tile(tiles, SimpleNamespace(point_inds=[explorer._pos("r1c2")]), None)
    assert "r1c2" in explorer.tile_info.value


def test_a_new_seed_lays_out_new_surroundings(explorer: TerritoryExplorer) -> None:
    tiles = list(explorer.tiles)
    explorer.seed.value = 5
    assert explorer.tiles != tiles
