"""The surroundings as a hex grid and a graph (manual p. 5 step 9, p. 9 and p. 11).

The tiles lie in rows of ``columns`` under the top frame, closed by the bottom frame. The grid's
orientation (pointy-top hexes in rows, or flat-top hexes in columns) and which rows or columns are
shifted by half a hex are parameters read from data/surroundings.json. Grid positions are
numbered row by row from the top left: ``pos = row * columns + col``, named ``r{row}c{col}``.

- :func:`grid_graph` is the hex adjacency as a networkx graph; :func:`territories` takes its
  connected components over same-terrain tiles (p. 11: a territory is a group of connected tiles
  of one terrain). The rules compute the territories once per game, at setup, from here.
- :func:`ray_exit` walks a straight line from a tile to the frames, and :func:`material_table`
  precomputes, per grid position, the material colours a manor there may be paid with (p. 9).

The rules read only bitmasks (:func:`neighbour_masks`, :func:`territory_masks`), so networkx is
imported by the graph functions when first called, not with the engine: its few hundred modules
would otherwise sit in the heap that every full garbage collection of a playout walks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from tabletop_lib.core.bits import bits

# Axial direction vectors (q, r) per orientation, in a fixed order.
DIRECTIONS: Mapping[str, tuple[tuple[str, int, int], ...]] = {
    "pointy-top": (
        ("NW", 0, -1),
        ("NE", 1, -1),
        ("E", 1, 0),
        ("SE", 0, 1),
        ("SW", -1, 1),
        ("W", -1, 0),
    ),
    "flat-top": (
        ("N", 0, -1),
        ("NE", 1, -1),
        ("SE", 1, 0),
        ("S", 0, 1),
        ("SW", -1, 1),
        ("NW", -1, 0),
    ),
}
OFFSETS: Mapping[str, tuple[str, ...]] = {
    "pointy-top": ("odd-rows-right", "even-rows-right"),
    "flat-top": ("odd-columns-down", "even-columns-down"),
}


@dataclass(frozen=True)
class HexGrid:
    """A rectangle of hexes: ``rows`` x ``columns`` with an orientation and a row offset."""

    rows: int
    columns: int
    orientation: str = "pointy-top"
    offset: str = "odd-rows-right"

    def __post_init__(self) -> None:
        if self.orientation not in DIRECTIONS:
            raise ValueError(f"unknown hex orientation {self.orientation!r}")
        if self.offset not in OFFSETS[self.orientation]:
            raise ValueError(f"offset {self.offset!r} does not fit {self.orientation} hexes")

    @property
    def size(self) -> int:
        return self.rows * self.columns

    def name(self, pos: int) -> str:
        return f"r{pos // self.columns}c{pos % self.columns}"

    def place(self, pos: int) -> str:
        """Where a tile lies, as a learner counts: "row 2, column 5" (from 1, top left)."""
        return f"row {pos // self.columns + 1}, column {pos % self.columns + 1}"

    def to_axial(self, row: int, col: int) -> tuple[int, int]:
        parity = 1 if self.offset.startswith("odd") else -1
        if self.orientation == "pointy-top":
            return col - (row - parity * (row & 1)) // 2, row
        return col, row - (col - parity * (col & 1)) // 2

    def from_axial(self, q: int, r: int) -> tuple[int, int]:
        parity = 1 if self.offset.startswith("odd") else -1
        if self.orientation == "pointy-top":
            return r, q + (r - parity * (r & 1)) // 2
        return r + (q - parity * (q & 1)) // 2, q

    def inside(self, row: int, col: int) -> bool:
        return 0 <= row < self.rows and 0 <= col < self.columns

    def step(self, pos: int, direction: str) -> tuple[int, int]:
        """The (row, col) one hex from ``pos`` in ``direction``; it may lie off the grid."""
        dq, dr = next((q, r) for d, q, r in DIRECTIONS[self.orientation] if d == direction)
        q, r = self.to_axial(pos // self.columns, pos % self.columns)
        return self.from_axial(q + dq, r + dr)

    def neighbours(self, pos: int) -> list[int]:
        """The grid positions next to ``pos``, in the orientation's direction order."""
        out = []
        for direction, _, _ in DIRECTIONS[self.orientation]:
            row, col = self.step(pos, direction)
            if self.inside(row, col):
                out.append(row * self.columns + col)
        return out


@lru_cache(maxsize=4096)
def position_names(grid: HexGrid, mask: int) -> tuple[str, ...]:
    """The names of the grid positions in the bitmask ``mask``, ascending. Remembered for the
    latest few thousand masks: a view names every territory (fixed for a game) and the
    manors (changing slowly) at every state it shows."""
    return tuple(grid.name(pos) for pos in bits(mask))


def ray_exit(grid: HexGrid, pos: int, direction: str) -> tuple[str, int, str] | None:
    """Where a straight line from ``pos`` leaves the grid: ``(frame, column, direction)``.

    ``frame`` is ``"top"`` or ``"bottom"`` and ``column`` the column of the last tile the line
    crosses. A line that leaves through the left or right side (a corner counts as a side)
    meets no frame and gives None.
    """
    current = pos
    while True:
        row, col = grid.step(current, direction)
        if grid.inside(row, col):
            current = row * grid.columns + col
            continue
        if 0 <= col < grid.columns and row < 0:
            return "top", current % grid.columns, direction
        if 0 <= col < grid.columns and row >= grid.rows:
            return "bottom", current % grid.columns, direction
        return None


Frames = Mapping[str, Mapping[str, Sequence[int | None]]]
"""frame ("top"/"bottom") -> direction -> per column: a colour index or None."""


def material_table(grid: HexGrid, frames: Frames) -> tuple[int, ...]:
    """Per grid position, the bitmask of material colours a manor there may be paid with."""
    table = []
    for pos in range(grid.size):
        mask = 0
        for direction, _, _ in DIRECTIONS[grid.orientation]:
            hit = ray_exit(grid, pos, direction)
            if hit is None:
                continue
            frame, col, d = hit
            colours = frames.get(frame, {}).get(d)
            colour = colours[col] if colours is not None else None
            if colour is not None:
                mask |= 1 << colour
        table.append(mask)
    return tuple(table)


@cache
def neighbour_masks(grid: HexGrid) -> tuple[int, ...]:
    """Per grid position, the bitmask of its neighbours (the rules' flood fill reads these).

    Cached per grid: a grid is a frozen value, and the tuple is never changed."""
    return tuple(sum(1 << n for n in grid.neighbours(pos)) for pos in range(grid.size))


def territory_masks(grid: HexGrid, terrain: Sequence[int]) -> tuple[int, ...]:
    """The territories of :func:`territories` as bitmasks of grid positions, in the same order.

    Setup needs only the masks, once per game: a flood fill over the cached neighbour masks
    instead of building a networkx graph of the layout (a tenth of a setup's time). Scanning
    the positions upwards meets each territory first at its lowest position, which is the
    order of :func:`territories`; a test compares the two over seeded layouts."""
    of_terrain: dict[int, int] = {}  # terrain -> its positions
    for pos, kind in enumerate(terrain):
        of_terrain[kind] = of_terrain.get(kind, 0) | 1 << pos
    # per position: its neighbours of its own terrain
    neighbours = neighbour_masks(grid)
    same = [mask & of_terrain[kind] for mask, kind in zip(neighbours, terrain, strict=True)]
    out = []
    seen = 0
    for pos in range(grid.size):
        if seen >> pos & 1:
            continue
        group = 1 << pos
        todo = [pos]
        while todo:
            grow = same[todo.pop()] & ~group
            group |= grow
            todo += bits(grow)
        seen |= group
        out.append(group)
    return tuple(out)


@cache
def grid_graph(grid: HexGrid) -> Any:
    """The hex adjacency of ``grid`` as a frozen networkx graph.

    Nodes are grid positions with attributes ``name``, ``row``, ``col`` and ``axial``.
    """
    import networkx as nx  # (on first use: see the module docstring)

    g = nx.Graph(name=f"Merlin surroundings {grid.rows}x{grid.columns}", **vars(grid))
    for pos in range(grid.size):
        row, col = divmod(pos, grid.columns)
        g.add_node(pos, name=grid.name(pos), row=row, col=col, axial=grid.to_axial(row, col))
    for pos in range(grid.size):
        for other in grid.neighbours(pos):
            g.add_edge(pos, other)
    return nx.freeze(g)


def surroundings_graph(grid: HexGrid, terrain: Sequence[int], tiles: Sequence[str]) -> Any:
    """The grid graph of one laid-out surroundings: node attributes ``terrain`` (an index into
    the terrains) and ``tile`` (the tile kind's id); an edge joins two tiles of one terrain
    with ``same_terrain=True``."""
    import networkx as nx  # (on first use: see the module docstring)

    g = nx.Graph(grid_graph(grid))
    for pos in range(grid.size):
        g.nodes[pos]["terrain"] = terrain[pos]
        g.nodes[pos]["tile"] = tiles[pos]
    for a, b in g.edges:
        g.edges[a, b]["same_terrain"] = terrain[a] == terrain[b]
    return g


def territories(grid: HexGrid, terrain: Sequence[int]) -> list[tuple[int, ...]]:
    """The territories: connected components of same-terrain tiles, each sorted, in the order
    of their first position (p. 11: a group of one or more connected tiles of one type)."""
    import networkx as nx  # (on first use: see the module docstring)

    base = grid_graph(grid)
    same = nx.Graph()
    same.add_nodes_from(range(grid.size))
    same.add_edges_from((a, b) for a, b in base.edges if terrain[a] == terrain[b])
    return sorted((tuple(sorted(c)) for c in nx.connected_components(same)), key=lambda c: c[0])
