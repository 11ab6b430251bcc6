"""The Paladins figure's backdrop: the section boxes and every label that never changes (region
names, row names, the rewards printed on the board spaces, the worker kinds) drawn as one SVG
image under the axes.

Plotly redraws every trace when any trace's data change, and positioned text is what costs the
browser most; drawn once as a layout image, the static labels cost nothing at a step (the same
approach as :mod:`.brian_boru_backdrop`). No rules live here.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

from tabletop_lib.viz.common import Trace, svg_backdrop

_BOLD = re.compile(r"<b>(.*?)</b>")
_ANCHOR = {"right": "start", "center": "middle", "left": "end"}


def _line(text: str) -> str:
    """One line of plotly's label markup (``<b>`` only) as SVG tspans."""
    out, last = [], 0
    for match in _BOLD.finditer(text):
        out.append(html.escape(text[last : match.start()]))
        out.append(f"<tspan font-weight='bold'>{html.escape(match.group(1))}</tspan>")
        last = match.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


class Frame:
    """Data coordinates to the pixels of the plot area."""

    def __init__(self, x_range: Sequence[float], y_range: Sequence[float], size: tuple[int, int]):
        self.x0, self.x1 = x_range
        self.y0, self.y1 = y_range
        self.width, self.height = size

    def x(self, x: float) -> float:
        return (x - self.x0) / (self.x1 - self.x0) * self.width

    def y(self, y: float) -> float:
        return (self.y1 - y) / (self.y1 - self.y0) * self.height


def _text(frame: Frame, x: float, y: float, text: str, size: float, colour: str, where: str) -> str:
    vertical, _, horizontal = where.partition(" ")
    anchor = _ANCHOR.get(horizontal, "middle")
    lines = text.split("<br>")
    step = size * 1.15
    px, py = frame.x(x), frame.y(y)
    if vertical == "bottom":
        py += size * 1.05
    elif vertical == "top":
        py -= step * len(lines)
    else:
        py -= step * (len(lines) - 1) / 2
    spans = "".join(
        f"<tspan x='{px:.1f}' y='{py + k * step + size * 0.35:.1f}'>{_line(line)}</tspan>"
        for k, line in enumerate(lines)
    )
    return f"<text font-size='{size:g}' fill='{colour}' text-anchor='{anchor}'>{spans}</text>"


def _shape(frame: Frame, shape: dict[str, Any]) -> str:
    """A plotly rect or circle shape (data coordinates) as SVG."""
    x, y = frame.x(shape["x0"]), frame.y(shape["y1"])
    w, h = frame.x(shape["x1"]) - x, frame.y(shape["y0"]) - y
    line = shape["line"]
    paint = f"fill='{shape['fillcolor']}' stroke='{line['color']}' stroke-width='{line['width']}'"
    if shape.get("type") == "circle":
        return (
            f"<ellipse cx='{x + w / 2:.1f}' cy='{y + h / 2:.1f}' rx='{w / 2:.1f}' "
            f"ry='{h / 2:.1f}' {paint}/>"
        )
    return f"<rect x='{x:.1f}' y='{y:.1f}' width='{w:.1f}' height='{h:.1f}' {paint}/>"


def backdrop_svg(frame: Frame, shapes: Sequence[dict[str, Any]], labels: Sequence[Trace]) -> str:
    """The SVG text of the boxes and the labels (text-only traces)."""
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {frame.width} {frame.height}' "
        f"width='{frame.width}' height='{frame.height}' font-family='Open Sans, Arial, sans-serif'>"
    ]
    parts += [_shape(frame, s) for s in shapes]
    for trace in labels:
        font = trace.get("textfont", {})
        size, colour = font.get("size", 10), font.get("color", "#222222")
        where = trace.get("textposition", "middle center")
        for k, (x, y, text) in enumerate(zip(trace["x"], trace["y"], trace["text"], strict=True)):
            s = size[k] if isinstance(size, list) else size
            c = colour[k] if isinstance(colour, list) else colour
            w = where[k] if isinstance(where, list) else where
            if text:
                parts.append(_text(frame, x, y, text, s, c, w))
    parts.append("</svg>")
    return "".join(parts)


def backdrop_image(
    frame: Frame, shapes: Sequence[dict[str, Any]], labels: Sequence[Trace]
) -> dict[str, Any]:
    """A layout image laying the backdrop exactly over the axes' ranges."""
    svg = backdrop_svg(frame, shapes, labels)
    return svg_backdrop(svg, frame.x0, frame.y0, frame.x1, frame.y1)
