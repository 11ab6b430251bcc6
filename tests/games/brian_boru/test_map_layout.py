"""The Brian Boru map's layout: territories that never overlap, names that do not collide."""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pytest

import tabletop_lib
from tabletop_lib.games.brian_boru.viz.backdrop import backdrop_image, backdrop_svg
from tabletop_lib.games.brian_boru.viz.map import (
    _MARKER_HALF_PX,
    _NAME_CHAR_PX,
    _NAME_GAP_PX,
    _NAME_HEIGHT_PX,
    _PX_PER_UNIT,
    geometry,
    region_fills,
)
from tabletop_lib.viz.common import inside_polygon
from tabletop_lib.viz.map_layout import label_box, place_labels, ring_area, territories


@pytest.fixture(scope="module")
def board() -> Any:
    return tabletop_lib.load_game("brian_boru", num_players=4).board


def _rings(xs: tuple[float | None, ...], ys: tuple[float | None, ...]) -> list[np.ndarray]:
    rings, current = [], []
    for x, y in zip(xs, ys, strict=True):
        if x is None or y is None:
            rings.append(np.array(current))
            current = []
        else:
            current.append((x, y))
    rings.append(np.array(current))
    return rings


def test_every_town_lies_in_its_own_region_and_no_other(board: Any) -> None:
    geo = geometry(board)
    towns = np.array([(board.lon[t], board.lat[t]) for t in range(board.num_towns)])
    for r, (xs, ys) in enumerate(geo.region_outlines):
        inside = np.zeros(board.num_towns, dtype=bool)
        for ring in _rings(xs, ys):
            inside ^= inside_polygon(towns, ring)
        for t in range(board.num_towns):
            own = board.town_region[t] == r
            assert inside[t] == own, (
                f"{board.town_names[t]} ({'in' if own else 'not in'} region {r}) "
                f"{'outside' if own else 'inside'} that region's outline"
            )


def test_territories_partition_the_cells() -> None:
    # Four points, two regions: the rings of the two territories touch but never overlap.
    points = np.array([(0.0, 0.0), (0.2, 0.0), (1.0, 0.0), (1.2, 0.1)])
    rings = territories(points, [0, 0, 1, 1], 2, cell=0.05, reach=0.3)
    assert all(len(r) == 1 for r in rings), "each territory is one ring"
    a, b = (np.array(r[0]) for r in rings)
    assert ring_area(rings[0][0]) > 0 and ring_area(rings[1][0]) > 0
    grid = np.array(
        [(x, y) for x in np.arange(-0.4, 1.6, 0.013) for y in np.arange(-0.4, 0.5, 0.013)]
    )
    assert not (inside_polygon(grid, a) & inside_polygon(grid, b)).any()
    assert inside_polygon(points[:2], a).all() and inside_polygon(points[2:], b).all()


def test_placed_names_overlap_less_than_names_all_below(board: Any) -> None:
    geo = geometry(board)
    xs = np.array([(board.lon[t] / geo.aspect, board.lat[t]) for t in range(board.num_towns)])
    size = {
        "char": _NAME_CHAR_PX / _PX_PER_UNIT,
        "height": _NAME_HEIGHT_PX / _PX_PER_UNIT,
        "gap": _NAME_GAP_PX / _PX_PER_UNIT,
    }

    def overlapping(positions: list[str] | tuple[str, ...]) -> list[tuple[str, str]]:
        boxes = [
            label_box(float(x), float(y), name, pos, **size)
            for (x, y), name, pos in zip(xs, board.town_names, positions, strict=True)
        ]
        return [
            (board.town_names[i], board.town_names[j])
            for i, j in itertools.combinations(range(len(boxes)), 2)
            if boxes[i].overlap(boxes[j]) > 0
        ]

    naive = overlapping(["bottom center"] * board.num_towns)
    placed = overlapping(geo.label_positions)
    assert ("Grianán of Aileach", "Derry") in naive or ("Derry", "Grianán of Aileach") in naive
    assert len(placed) < len(naive)
    assert not placed, f"town names still overlapping: {placed}"
    assert geo.label_positions == tuple(
        place_labels(xs, board.town_names, marker=_MARKER_HALF_PX / _PX_PER_UNIT, **size)
    )


def test_backdrop_draws_every_town_name_and_follows_the_claims(board: Any) -> None:
    game = tabletop_lib.load_game("brian_boru", num_players=4)
    start = game.new_initial_state(seed=3)
    end = tabletop_lib.play(game, seed=3)
    svg = backdrop_svg(board, region_fills(board, start.full_view()))
    for name in board.town_names:
        assert name.replace("'", "&#x27;") in svg
    assert svg.count("<path") == board.num_regions + 1  # the territories, then the roads
    before = backdrop_image(board, region_fills(board, start.full_view()))
    after = backdrop_image(board, region_fills(board, end.full_view()))
    assert end.full_view()["claims"] != start.full_view()["claims"]
    assert before["source"] != after["source"]  # a claim changes its region's shade
    geo = geometry(board)
    assert before["x"] == geo.lon_range[0] and before["y"] == geo.lat_range[1]
    assert before["sizex"] == pytest.approx(geo.lon_range[1] - geo.lon_range[0])
