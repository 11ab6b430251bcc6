"""Map layout for board figures: region territories that never overlap, and labels that do not
collide.

Convex hulls around each region's towns overlap wherever two regions interlock (a hull reaches
across a neighbour's towns). Here every region's territory is the set of map cells whose nearest
town belongs to it, within ``reach`` of that town: a Voronoi partition clipped to the land
near the towns, computed on a raster with numpy. Each territory's outline is traced from the
raster as closed rings, so two territories share their borders and a town always lies inside
its own region's outline. Town labels are placed greedily at one of eight positions around the
marker, the one that overlaps least with the labels and markers already placed.

Coordinates are in "equal-scale" units: x already multiplied by its scale (cos latitude for
longitude), so distances are true on the map.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

Ring = list[tuple[float, float]]

_DIRECTIONS = (
    "bottom center",
    "top center",
    "middle right",
    "middle left",
    "bottom right",
    "top right",
    "bottom left",
    "top left",
)
LABEL_POSITIONS = (*_DIRECTIONS, *(f"{d} far" for d in _DIRECTIONS))
"""Where a name may stand around its marker, in order of preference: the eight directions of
plotly's text positions, then the same a little further out (where towns crowd)."""
FAR = 2.2
"""How much further out the "far" positions stand, in gaps."""


def territories(
    points: npt.NDArray[np.float64],
    labels: Sequence[int],
    num_labels: int,
    *,
    cell: float = 0.025,
    reach: float = 0.33,
) -> list[list[Ring]]:
    """Per label, the closed rings (counter-clockwise cell borders) of its territory.

    ``points`` are k x 2 equal-scale positions and ``labels[i]`` the region of point i.
    """
    lo = points.min(axis=0) - reach - 2 * cell
    hi = points.max(axis=0) + reach + 2 * cell
    nx, ny = (int(v) for v in np.ceil((hi - lo) / cell))
    xs = lo[0] + (np.arange(nx) + 0.5) * cell
    ys = lo[1] + (np.arange(ny) + 0.5) * cell
    gx, gy = np.meshgrid(xs, ys)  # gy[j, i] is row j (y), column i (x)
    d2 = (gx[..., None] - points[:, 0]) ** 2 + (gy[..., None] - points[:, 1]) ** 2
    nearest = d2.argmin(axis=2)
    region = np.asarray(labels)[nearest]
    region[d2.min(axis=2) > reach**2] = -1
    padded = np.full((ny + 2, nx + 2), -1)
    padded[1:-1, 1:-1] = region
    return [_rings(padded == r, lo - cell, cell) for r in range(num_labels)]


def _rings(mask: npt.NDArray[np.bool_], origin: npt.NDArray[np.float64], cell: float) -> list[Ring]:
    """The boundary of the True cells of ``mask`` as closed rings of corner points.

    Each boundary edge is directed with the region on its left; chaining the edges by their
    start corner gives the rings (outer rings counter-clockwise, holes clockwise)."""
    _ny, _nx = mask.shape
    nexts: dict[tuple[int, int], list[tuple[int, int]]] = {}

    def edge(a: tuple[int, int], b: tuple[int, int]) -> None:
        nexts.setdefault(a, []).append(b)

    for j, i in zip(*np.nonzero(mask), strict=True):
        j, i = int(j), int(i)
        if not mask[j - 1, i]:
            edge((i, j), (i + 1, j))  # bottom, going +x
        if not mask[j, i + 1]:
            edge((i + 1, j), (i + 1, j + 1))  # right, going +y
        if not mask[j + 1, i]:
            edge((i + 1, j + 1), (i, j + 1))  # top, going -x
        if not mask[j, i - 1]:
            edge((i, j + 1), (i, j))  # left, going -y
    rings: list[Ring] = []
    while nexts:
        start = min(nexts)
        corners = [start]
        here = start
        while True:
            options = nexts[here]
            there = options.pop()
            if not options:
                del nexts[here]
            if there == start:
                break
            corners.append(there)
            here = there
        corners = _drop_collinear(corners)
        ring = [(origin[0] + cx * cell, origin[1] + cy * cell) for cx, cy in corners]
        ring.append(ring[0])
        rings.append(ring)
    return rings


def _drop_collinear(corners: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    n = len(corners)
    for k in range(n):
        (ax, ay), (bx, by), (cx, cy) = corners[k - 1], corners[k], corners[(k + 1) % n]
        if (bx - ax) * (cy - by) != (by - ay) * (cx - bx):
            out.append(corners[k])
    return out


def ring_area(ring: Ring) -> float:
    """Signed area (positive counter-clockwise)."""
    return 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in itertools.pairwise(ring))


@dataclass(frozen=True, slots=True)
class LabelBox:
    """A label's box in equal-scale units: centre and half sizes."""

    x: float
    y: float
    half_width: float
    half_height: float

    def overlap(self, other: LabelBox) -> float:
        dx = self.half_width + other.half_width - abs(self.x - other.x)
        dy = self.half_height + other.half_height - abs(self.y - other.y)
        return max(0.0, dx) * max(0.0, dy)


def label_box(
    x: float, y: float, text: str, position: str, char: float, height: float, gap: float
) -> LabelBox:
    """The box of ``text`` written at ``position`` around a marker at (x, y)."""
    hw, hh = len(text) * char / 2, height / 2
    vertical, horizontal, *far = position.split()
    if far:
        gap *= FAR
    cy = y - gap - hh if vertical == "bottom" else y + gap + hh if vertical == "top" else y
    cx = x + gap + hw if horizontal == "right" else x - gap - hw if horizontal == "left" else x
    return LabelBox(cx, cy, hw, hh)


def place_labels(
    points: npt.NDArray[np.float64],
    texts: Sequence[str],
    *,
    char: float,
    height: float,
    gap: float,
    marker: float,
) -> list[str]:
    """A position (one of :data:`LABEL_POSITIONS`) per point, chosen so the labels overlap
    each other and the markers (squares of half size ``marker``) as little as possible.

    The most crowded points choose first; ties keep the earlier (preferred) position."""
    n = len(texts)
    markers = [LabelBox(float(px), float(py), marker, marker) for px, py in points]

    def box(t: int, position: str) -> LabelBox:
        x, y = float(points[t, 0]), float(points[t, 1])
        return label_box(x, y, texts[t], position, char, height, gap)

    def cost(t: int, candidate: LabelBox, rank: int, others: Sequence[LabelBox | None]) -> float:
        # A name over a name is unreadable; a name touching a marker only crowds it.
        total = 3 * sum(
            candidate.overlap(o) for k, o in enumerate(others) if o is not None and k != t
        )
        total += sum(candidate.overlap(m) for k, m in enumerate(markers) if k != t)
        return total + rank * 1e-6  # prefer the usual places when nothing overlaps

    d = np.sqrt(((points[:, None, :] - points[None, :, :]) ** 2).sum(axis=2))
    crowding = (d < 6 * height).sum(axis=1)
    order = sorted(range(n), key=lambda t: (-int(crowding[t]), t))
    placed: list[LabelBox | None] = [None] * n
    chosen = [LABEL_POSITIONS[0]] * n
    # Greedy first (the most crowded choose first), then passes that let each label move to its
    # best place given all the others, until none moves.
    for sweep in range(12):
        moved = False
        for t in order:
            scored = [
                (cost(t, box(t, p), rank, placed), p) for rank, p in enumerate(LABEL_POSITIONS)
            ]
            best = min(scored)[1]
            if best != chosen[t] or placed[t] is None:
                moved = moved or (sweep > 0 and best != chosen[t])
                chosen[t] = best
                placed[t] = box(t, best)
        if sweep > 0 and not moved:
            break
    # A pair stuck overlapping may get free by moving both at once: try every pair of places.
    for i, j in itertools.combinations(range(n), 2):
        a, b = placed[i], placed[j]
        if a is None or b is None or a.overlap(b) == 0:
            continue
        options = []
        for (ri, pi), (rj, pj) in itertools.product(enumerate(LABEL_POSITIONS), repeat=2):
            bi, bj = box(i, pi), box(j, pj)
            trial = list(placed)
            trial[i], trial[j] = bi, bj
            total = cost(i, bi, ri, trial) + cost(j, bj, rj, trial)
            options.append((total, pi, pj, bi, bj))
        _, chosen[i], chosen[j], placed[i], placed[j] = min(options, key=lambda o: o[0])
    return chosen
