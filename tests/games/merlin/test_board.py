"""The surroundings as a hex grid and a graph (manual p. 5, 9, 11): adjacency, territories and
the straight-line material table."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest

from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.board import (
    HexGrid,
    grid_graph,
    material_table,
    neighbour_masks,
    ray_exit,
    surroundings_graph,
    territories,
    territory_masks,
)
from tabletop_lib.games.merlin.data import load_data

GRID4 = HexGrid(4, 6, "pointy-top", "odd-rows-right")
GRID3 = HexGrid(3, 6, "pointy-top", "odd-rows-right")


def test_grid_graph_is_the_hex_adjacency() -> None:
    g = grid_graph(GRID4)
    assert g.number_of_nodes() == 24
    # 4 rows x 5 links in a row, plus 3 row gaps x (6 + 5) diagonal links.
    assert g.number_of_edges() == 4 * 5 + 3 * 11
    assert max(d for _, d in g.degree) == 6
    assert sorted(g.neighbors(7)) == [1, 2, 6, 8, 13, 14]  # r1c1, shifted right
    assert sorted(g.neighbors(0)) == [1, 6]  # r0c0: the corner
    assert g.nodes[7]["name"] == "r1c1"
    assert nx.is_connected(g)


def test_neighbour_masks_match_the_graph() -> None:
    g = grid_graph(GRID4)
    for pos, mask in enumerate(neighbour_masks(GRID4)):
        assert mask == sum(1 << n for n in g.neighbors(pos))


@pytest.mark.parametrize("offset", ["odd-columns-down", "even-columns-down"])
def test_flat_top_grids_are_hex_grids(offset: str) -> None:
    grid = HexGrid(4, 6, "flat-top", offset)
    g = grid_graph(grid)
    assert max(d for _, d in g.degree) == 6
    # 6 columns x 3 links in a column, plus 5 column gaps x (4 + 3) diagonal links.
    assert g.number_of_edges() == 6 * 3 + 5 * 7


def test_axial_round_trip() -> None:
    for grid in (
        GRID4,
        HexGrid(4, 6, "pointy-top", "even-rows-right"),
        HexGrid(3, 6, "flat-top", "odd-columns-down"),
    ):
        for row, col in itertools.product(range(grid.rows), range(grid.columns)):
            assert grid.from_axial(*grid.to_axial(row, col)) == (row, col)


def test_ME_scoring_surroundings__territories_are_connected_components() -> None:
    """p. 11: a territory is a group of connected tiles of one terrain."""
    # Rows of terrain 0 / 1 / 0 / 1: each row is one territory (rows only touch other terrains).
    terrain = [r % 2 for r in range(4) for _ in range(6)]
    groups = territories(GRID4, terrain)
    assert groups == [tuple(range(r * 6, r * 6 + 6)) for r in range(4)]
    # All one terrain: one territory; all different: 24 territories of one tile.
    assert territories(GRID4, [0] * 24) == [tuple(range(24))]
    assert len(territories(GRID4, list(range(24)))) == 24


def test_territories_agree_with_a_flood_fill() -> None:
    chooser = random.Random(5)
    masks = neighbour_masks(GRID4)
    for _ in range(50):
        terrain = [chooser.randrange(3) for _ in range(24)]
        seen = 0
        groups = []
        for start in range(24):
            if seen >> start & 1:
                continue
            group, frontier = 1 << start, 1 << start
            while frontier:
                pos = (frontier & -frontier).bit_length() - 1
                frontier &= frontier - 1
                for n in range(24):
                    if masks[pos] >> n & 1 and terrain[n] == terrain[start] and not group >> n & 1:
                        group |= 1 << n
                        frontier |= 1 << n
            seen |= group
            groups.append(tuple(p for p in range(24) if group >> p & 1))
        assert territories(GRID4, terrain) == groups


@pytest.mark.parametrize("grid", [GRID3, GRID4])
def test_territory_masks_are_the_networkx_territories(grid: HexGrid) -> None:
    """Setup's flood fill gives the connected components of :func:`territories`, as masks, in
    the same order (the territories' indices are saved and scored)."""
    chooser = random.Random(grid.size)
    for kinds in (1, 2, 3, 5, grid.size):
        for _ in range(20):
            terrain = [chooser.randrange(kinds) for _ in range(grid.size)]
            expected = tuple(sum(1 << p for p in t) for t in territories(grid, terrain))
            assert territory_masks(grid, terrain) == expected


def test_surroundings_graph_carries_terrain() -> None:
    g = surroundings_graph(GRID3, [0] * 18, ["lake"] * 18)
    assert g.nodes[0]["terrain"] == 0 and g.nodes[0]["tile"] == "lake"
    assert all(d["same_terrain"] for _, _, d in g.edges(data=True))


def test_ME_manor_material_line__rays_leave_through_frames_or_sides() -> None:
    """p. 9: lines go straight in the six directions; only the top and bottom frames show
    materials."""
    assert ray_exit(GRID4, 2, "NW") == ("top", 2, "NW")
    assert ray_exit(GRID4, 2, "NE") == ("top", 2, "NE")
    assert ray_exit(GRID4, 2, "E") is None
    assert ray_exit(GRID4, 2, "W") is None
    # From r0c2 going down-right: r1c2, r2c3, r3c3, then out through the bottom frame.
    assert ray_exit(GRID4, 2, "SE") == ("bottom", 3, "SE")
    # From r1c0 going down-left: r2c0, then off the left side.
    assert ray_exit(GRID4, 6, "SW") is None


def test_ME_manor_material_line__table_from_the_frames() -> None:
    """The precomputed table is the union, per tile, of the frame colours its rays meet."""
    data = load_data()
    for rows in (3, 4):
        grid = HexGrid(rows, 6, data.orientation, data.offset)
        table = material_table(grid, data.frames)
        for pos in range(grid.size):
            expected = 0
            for d in ("NW", "NE", "E", "SE", "SW", "W"):
                hit = ray_exit(grid, pos, d)
                if hit is not None:
                    c = data.frames[hit[0]][hit[2]][hit[1]]
                    if c is not None:
                        expected |= 1 << c
            assert table[pos] == expected
            assert table[pos], f"{grid.name(pos)} accepts no material at all"


def test_ME_manor_material_line__manual_example_three_colours() -> None:
    """p. 9: the highlighted tile accepts three colours (grey, orange or blue). With the
    placeholder frames some tile of the 4-row surroundings accepts exactly three."""
    table = MerlinGame(4).accepts
    assert any(mask.bit_count() == 3 for mask in table)
    assert max(mask.bit_count() for mask in table) <= 4


def test_custom_frames_drive_the_table() -> None:
    frames = {"top": {"NW": [0] * 6, "NE": [1] * 6}, "bottom": {"SW": [None] * 6, "SE": [2] * 6}}
    table = material_table(GRID3, frames)
    assert table[2] & 0b11 == 0b11  # r0c2 reaches the top frame both ways
    assert not table[2] >> 3 & 1
