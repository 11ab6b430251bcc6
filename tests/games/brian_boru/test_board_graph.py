"""The networkx views of the board (board.py) agree with the bitmasks the rules use."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest

import tabletop_lib
from tabletop_lib.games.brian_boru import board as B
from tabletop_lib.games.brian_boru.symbols import expand_targets


@pytest.fixture(scope="module")
def game() -> tabletop_lib.core.Game:  # type: ignore[type-arg]
    return tabletop_lib.load_game("brian_boru", num_players=4)


def test_town_graph_has_every_town_and_road(game) -> None:  # type: ignore[no-untyped-def]
    board = game.board
    g = B.town_graph(board)
    assert g.number_of_nodes() == board.num_towns == 53
    assert g.number_of_edges() == len(board.roads)
    assert nx.is_connected(g)
    for i, town in enumerate(board.town_ids):
        assert g.nodes[town]["region"] == board.region_ids[board.town_region[i]]
        neighbours = {
            board.town_ids[j] for j in range(board.num_towns) if board.neighbours[i] >> j & 1
        }
        assert set(g.neighbors(town)) == neighbours


def test_graphs_are_built_once_and_frozen(game) -> None:  # type: ignore[no-untyped-def]
    g = B.town_graph(game.board)
    assert B.town_graph(game.board) is g
    with pytest.raises(nx.NetworkXError):
        g.add_node("nowhere")


def test_region_graph_joins_regions_where_roads_cross(game) -> None:  # type: ignore[no-untyped-def]
    board = game.board
    rg = B.region_graph(board)
    assert sorted(rg.nodes) == sorted(board.region_ids)
    crossings = sum(1 for _, _, d in B.town_graph(board).edges(data=True) if d["cross_region"])
    assert sum(d["roads"] for _, _, d in rg.edges(data=True)) == crossings
    assert nx.is_connected(rg)
    for region in board.region_ids:
        assert rg.nodes[region]["towns"] == len(B.towns_of_region(board, region))


def test_queries_match_the_rules_bitmasks(game) -> None:  # type: ignore[no-untyped-def]
    state = tabletop_lib.play(game, seed=11)
    board = game.board
    for p in range(game.num_players):
        mine = B.towns_of_player(state, p)
        assert all(board.town_index(t) in range(board.num_towns) for t in mine)
        regions = {board.region_ids[board.town_region[board.town_index(t)]] for t in mine}
        assert set(B.regions_touched(state, p)) == regions
        targets = B.expansion_targets(state, p)
        assert len(targets) == expand_targets(state, p).bit_count()
        g = B.town_graph(board)
        for t in targets:
            assert any(n in mine for n in g.neighbors(t))


def test_road_path_follows_roads(game) -> None:  # type: ignore[no-untyped-def]
    board = game.board
    a, b = board.town_ids[0], board.town_ids[-1]
    path = B.road_path(board, a, b)
    assert path[0] == a and path[-1] == b
    g = B.town_graph(board)
    assert all(g.has_edge(u, v) for u, v in itertools.pairwise(path))
