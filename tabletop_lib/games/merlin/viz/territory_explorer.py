"""Merlin's territory explorer: the surroundings as a graph of same-terrain groups.

``TerritoryExplorer(num_players=3, seed=0)`` lays out the surroundings of a seeded game (after
``play_rounds`` rounds of random play, so manors stand on it) and shows:

- the hex map, each territory outlined (a networkx connected component of same-terrain tiles,
  found by the engine's own ``board.territories``);
- the territories as a graph: one node per territory (size: its tiles), an edge where two
  touch;
- for the territory picked: who leads it and the points the engine's own scoring function
  (``scoring.territory_points``) gives each player now;
- for the tile clicked: the straight lines from it in the six directions and the frame colour
  each meets (the materials a manor there may be paid with).

Paint mode: pick a tile kind and click tiles to change them; the territories, the graph and the
scores follow. No rules live here: the widget calls the engine's functions.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
import networkx as nx

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.words import count
from tabletop_lib.games.merlin import board as merlin_board
from tabletop_lib.games.merlin import scoring
from tabletop_lib.games.merlin.viz.figure import PLAYER_COLOURS, PRINCIPALITY_COLOURS
from tabletop_lib.games.merlin.viz.surroundings import player_name
from tabletop_lib.games.merlin.viz.territories import graph_data, map_data, territory_centres
from tabletop_lib.widgets.plotly_code import FigureWidget
from tabletop_lib.widgets.shown import show

__all__ = ["TerritoryExplorer"]


class TerritoryExplorer:
    """Explore Merlin's surroundings: territories, their graph, who scores them, material rays."""

    def __init__(self, num_players: int = 3, seed: int = 0, play_rounds: int = 2) -> None:
        self.num_players = num_players
        self.play_rounds = play_rounds
        game: Any = tabletop_lib.load_game("merlin", num_players=num_players)
        self.game = game
        self.seed = w.BoundedIntText(value=seed, min=0, max=10**6, description="Seed")
        kinds = [k.id for k in self.game.data.tile_kinds]
        self.paint = w.Dropdown(
            options=[("off (click shows a tile's lines)", "")]
            + [(k.replace("-", " with a "), k) for k in kinds],
            value="",
            description="Paint",
        )
        self.territory = w.Dropdown(description="Territory")
        self.info = w.HTML()
        self.tile_info = w.HTML()
        self.map = FigureWidget()
        self.graph = FigureWidget()
        self.seed.observe(lambda _: self.reset(), names="value")
        self.territory.observe(lambda _: self._show_territory(), names="value")
        self.widget = w.VBox(
            [
                w.HBox([self.seed, self.paint]),
                w.Box(
                    [self.map, self.graph],
                    layout=w.Layout(display="flex", flex_flow="row wrap", width="100%"),
                ),
                self.territory,
                self.info,
                self.tile_info,
            ]
        )
        self.reset()

    # -- the surroundings shown ----------------------------------------------------------
    def reset(self) -> None:
        """Lay out the surroundings of the chosen seed, with the manors of a few rounds."""
        state = self.game.new_initial_state(seed=self.seed.value)
        agent = RandomAgent(self.seed.value)
        while not state.is_terminal() and state.progress()["round"] <= self.play_rounds:
            state.apply_action(agent.choose(state))
        sur = state.full_view()["surroundings"]
        self.rows: int = int(sur["rows"])
        self.columns: int = int(sur["columns"])
        self.tiles: list[str] = list(sur["tiles"])
        self.manors: dict[str, int] = dict(sur["manors"])
        self.refresh()

    def _terrain(self) -> list[int]:
        terrains = self.game.data.terrains
        return [terrains.index(t.split("-")[0]) for t in self.tiles]

    def territories(self) -> list[tuple[str, ...]]:
        """The territories now, as tile names (the engine's connected components)."""
        grid = self.game.grid
        return [
            tuple(grid.name(p) for p in group)
            for group in merlin_board.territories(grid, self._terrain())
        ]

    def refresh(self) -> None:
        groups = self.territories()
        view = {
            "surroundings": {
                "rows": self.rows,
                "columns": self.columns,
                "tiles": self.tiles,
                "manors": self.manors,
                "territories": [list(g) for g in groups],
            }
        }
        traces, layout = map_data(self.game, view["surroundings"])
        with self.map.batch_update():
            self.map.data = ()
            self.map.add_traces(traces)
            self.map.layout = layout
        tiles = next(t for t in self.map.data if t.name == "tiles")
        tiles.on_click(self._on_tile)
        self._draw_graph(groups)
        options = [
            (f"{i}: {len(g)} {self.tiles[self._pos(g[0])].split('-')[0]} tile(s)", i)
            for i, g in enumerate(groups)
        ]
        self.territory.options = options
        self.territory.value = max(range(len(groups)), key=lambda i: len(groups[i]))
        self._show_territory()

    def _pos(self, name: str) -> int:
        row, col = name[1:].split("c")
        return int(row) * self.columns + int(col)

    def territory_graph(self, groups: list[tuple[str, ...]] | None = None) -> Any:
        """One node per territory (``tiles``, ``terrain``), an edge where two touch."""
        groups = self.territories() if groups is None else groups
        grid_graph = merlin_board.grid_graph(self.game.grid)
        of = {self._pos(name): i for i, g in enumerate(groups) for name in g}
        g = nx.Graph()
        for i, group in enumerate(groups):
            g.add_node(i, tiles=len(group), terrain=self.tiles[self._pos(group[0])].split("-")[0])
        for a, b in grid_graph.edges:
            if of[a] != of[b]:
                g.add_edge(of[a], of[b])
        return g

    def _draw_graph(self, groups: list[tuple[str, ...]]) -> None:
        graph = self.territory_graph(groups)
        centres = territory_centres(self.game, self.columns, groups)
        traces, layout = graph_data(graph, centres)
        with self.graph.batch_update():
            self.graph.data = ()
            self.graph.add_traces(traces)
            self.graph.layout = layout

    def scores_of(self, index: int) -> dict[int, int]:
        """The points each player would score for territory ``index`` now (engine's function)."""
        group = self.territories()[index]
        manors = [0] * self.num_players
        for name in group:
            if name in self.manors:
                manors[self.manors[name]] += 1
        return scoring.territory_points(len(group), manors)

    def _show_territory(self) -> None:
        index = self.territory.value
        if index is None:
            return
        group = self.territories()[index]
        points = self.scores_of(index)
        manors = {p: sum(1 for n in group if self.manors.get(n) == p) for p in points}
        rows = "".join(
            f"<tr><td style='color:{PLAYER_COLOURS[p]}'><b>{player_name(p)}</b></td>"
            f"<td>{count(manors[p], 'manor')}</td><td>{count(points[p], 'point')}</td></tr>"
            for p in points
        )
        self.info.value = (
            f"<b>Territory {index}</b>: {', '.join(group)} ({len(group)} tiles). At a "
            "scoring the player with the most manors here scores a point per tile; a tie shares "
            f"them, rounded down (manual p. 11).<table>{rows}</table>"
        )

    # -- clicks ----------------------------------------------------------------------------
    def _on_tile(self, trace: Any, points: Any, _selector: Any) -> None:
        if not points.point_inds:
            return
        name = str(trace.customdata[points.point_inds[0]]).split(":", 1)[1]
        if self.paint.value:
            self.paint_tile(name, self.paint.value)
        else:
            self.show_rays(name)

    def paint_tile(self, name: str, kind: str) -> None:
        """Change the tile at ``name`` (``"r1c2"``) to tile kind ``kind``."""
        kinds = [k.id for k in self.game.data.tile_kinds]
        if kind not in kinds:
            raise ValueError(f"tile kind must be one of: {', '.join(kinds)}; not {kind!r}")
        self.tiles[self._pos(name)] = kind
        self.refresh()

    def rays(self, name: str) -> list[tuple[str, str | None]]:
        """For each of the six directions: the frame colour a straight line from the tile
        meets, or None where it leaves through a side (manual p. 9)."""
        grid, frames, colours = self.game.grid, self.game.data.frames, self.game.data.colours
        pos = self._pos(name)
        out = []
        for direction, _, _ in merlin_board.DIRECTIONS[grid.orientation]:
            exit_ = merlin_board.ray_exit(grid, pos, direction)
            colour = None
            if exit_ is not None:
                frame, column, way = exit_
                index = frames[frame].get(way, [None] * grid.columns)[column]
                colour = None if index is None else colours[index]
            out.append((direction, colour))
        return out

    def show_rays(self, name: str) -> None:
        parts = [
            f"{d}: <span style='color:{PRINCIPALITY_COLOURS.get(c or '', '#999')}'>"
            f"<b>{html.escape(c or 'a side, no frame')}</b></span>"
            for d, c in self.rays(name)
        ]
        self.tile_info.value = (
            f"<b>{name}</b> ({self.tiles[self._pos(name)].replace('-', ' with a ')}): "
            + "; ".join(parts)
        )

    def _ipython_display_(self) -> None:
        show(self.widget, "The Merlin territory explorer")
