"""Fixed layers of a board drawn once, as one SVG image under the traces.

Plotly redraws every trace of a subplot whenever one of them changes, so a layer that never
changes during a game (terrain, outlines, printed labels) costs the browser at every click
while it is a trace. :func:`backdrop_image` draws such scatter traces (lines, filled polygons,
a few marker symbols, text) into one SVG, laid under the axes as a layout image
(:func:`~tabletop_lib.viz.common.svg_backdrop`): it is sent and decoded once, and a click
redraws only the traces that can change. Only traces nobody hovers or clicks belong there
(an image answers no pointer). No game names here.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Iterator, Sequence
from typing import Any

from .common import Trace, svg_backdrop

_BOLD = re.compile(r"<b>(.*?)</b>")
_ANCHOR = {"right": "start", "center": "middle", "left": "end"}


class Frame:
    """Data coordinates to the pixels of a plot area of ``size`` (width, height)."""

    def __init__(
        self, x_range: Sequence[float], y_range: Sequence[float], size: tuple[float, float]
    ) -> None:
        self.x0, self.x1 = x_range
        self.y0, self.y1 = y_range
        self.width, self.height = size

    def x(self, x: float) -> float:
        return (x - self.x0) / (self.x1 - self.x0) * self.width

    def y(self, y: float) -> float:
        return (self.y1 - y) / (self.y1 - self.y0) * self.height


def _line(text: str) -> str:
    """One line of plotly's label markup (``<b>`` only) as SVG tspans."""
    out, last = [], 0
    for match in _BOLD.finditer(text):
        out.append(html.escape(text[last : match.start()]))
        out.append(f"<tspan font-weight='bold'>{html.escape(match.group(1))}</tspan>")
        last = match.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def _text(px: float, py: float, text: str, size: float, colour: str, where: str) -> str:
    """Text at a pixel, placed as plotly's ``textposition`` places it."""
    vertical, _, horizontal = where.partition(" ")
    anchor = _ANCHOR.get(horizontal, "middle")
    lines = text.split("<br>")
    step = size * 1.15
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


def _runs(xs: Sequence[Any], ys: Sequence[Any]) -> Iterator[list[tuple[float, float]]]:
    """The runs of points between None gaps (plotly's breaks in a line)."""
    run: list[tuple[float, float]] = []
    for x, y in zip(xs, ys, strict=True):
        if x is None or y is None:
            if run:
                yield run
            run = []
        else:
            run.append((float(x), float(y)))
    if run:
        yield run


def _lines(frame: Frame, trace: Trace) -> list[str]:
    """A ``lines`` trace: each run a polyline, or a polygon with ``fill: toself``."""
    line = trace.get("line", {})
    stroke = f"stroke='{line.get('color', '#444')}' stroke-width='{line.get('width', 2):g}'"
    filled = trace.get("fill") == "toself"
    out = []
    for run in _runs(trace["x"], trace["y"]):
        points = " ".join(f"{frame.x(x):.1f},{frame.y(y):.1f}" for x, y in run)
        if filled:
            fill = trace.get("fillcolor", "#dddddd")
            out.append(f"<polygon points='{points}' fill='{fill}' {stroke}/>")
        else:
            out.append(
                f"<polyline points='{points}' fill='none' {stroke} stroke-linejoin='round'/>"
            )
    return out


def _symbol(symbol: str, r: float) -> str:
    """Plotly's path of a marker symbol of radius ``r`` around the origin."""
    base = symbol.removesuffix("-open")
    if base == "triangle-up":
        rt, r2 = r * 2 / math.sqrt(3), r / 2
        return f"M{-rt:.2f},{r2:.2f}H{rt:.2f}L0,{-r:.2f}Z"
    if base == "square":
        return f"M{r:.2f},{r:.2f}H{-r:.2f}V{-r:.2f}H{r:.2f}Z"
    if base == "circle":
        return f"M{r:.2f},0A{r:.2f},{r:.2f} 0 1,1 0,{-r:.2f}A{r:.2f},{r:.2f} 0 0,1 {r:.2f},0Z"
    raise ValueError(f"no backdrop drawing of the marker symbol {symbol!r}")


def _per_point(value: Any, k: int, default: Any) -> Any:
    if isinstance(value, list | tuple):
        return value[k]
    return default if value is None else value


def _markers(frame: Frame, trace: Trace) -> list[str]:
    """A ``markers`` trace: each point its symbol (a few of plotly's; open ones unfilled)."""
    marker = trace.get("marker", {})
    line = marker.get("line", {})
    out = []
    for k, (x, y) in enumerate(zip(trace["x"], trace["y"], strict=True)):
        symbol = _per_point(marker.get("symbol"), k, "circle")
        colour = _per_point(marker.get("color"), k, "#444")
        size = float(_per_point(marker.get("size"), k, 6))
        path = _symbol(symbol, size / 2)
        if symbol.endswith("-open"):
            width = _per_point(line.get("width"), k, 1)
            paint = f"fill='none' stroke='{colour}' stroke-width='{width:g}'"
        else:
            width = _per_point(line.get("width"), k, 0)
            edge = _per_point(line.get("color"), k, "#444")
            paint = f"fill='{colour}' stroke='{edge}' stroke-width='{width:g}'"
        out.append(
            f"<path transform='translate({frame.x(x):.1f},{frame.y(y):.1f})' d='{path}' {paint}/>"
        )
    return out


def _texts(frame: Frame, trace: Trace) -> list[str]:
    """A ``text`` trace: each point's text at its place."""
    font = trace.get("textfont", {})
    out = []
    for k, (x, y, text) in enumerate(zip(trace["x"], trace["y"], trace["text"], strict=True)):
        if not text:
            continue
        size = float(_per_point(font.get("size"), k, 12))
        colour = _per_point(font.get("color"), k, "#444")
        where = _per_point(trace.get("textposition"), k, "middle center")
        out.append(_text(frame.x(x), frame.y(y), str(text), size, colour, where))
    return out


def trace_svg(frame: Frame, trace: Trace) -> list[str]:
    """The SVG elements of one scatter trace (``lines``, ``markers`` or ``text`` mode)."""
    mode = trace.get("mode", "lines")
    if trace.get("type", "scatter") != "scatter" or mode not in ("lines", "markers", "text"):
        raise ValueError(f"no backdrop drawing of a {mode} {trace.get('type')} trace")
    return {"lines": _lines, "markers": _markers, "text": _texts}[mode](frame, trace)


def shape_svg(frame: Frame, shape: dict[str, Any]) -> str:
    """A plotly ``rect`` or ``circle`` layout shape (in data coordinates) as SVG."""
    x, y = frame.x(shape["x0"]), frame.y(shape["y1"])
    w, h = frame.x(shape["x1"]) - x, frame.y(shape["y0"]) - y
    line = shape.get("line", {})
    paint = (
        f"fill='{shape.get('fillcolor', 'none')}' stroke='{line.get('color', '#444')}' "
        f"stroke-width='{line.get('width', 2):g}'"
    )
    if shape.get("type") == "circle":
        return (
            f"<ellipse cx='{x + w / 2:.1f}' cy='{y + h / 2:.1f}' rx='{w / 2:.1f}' "
            f"ry='{h / 2:.1f}' {paint}/>"
        )
    if shape.get("type", "rect") != "rect":
        raise ValueError(f"no backdrop drawing of a {shape.get('type')} shape")
    return f"<rect x='{x:.1f}' y='{y:.1f}' width='{w:.1f}' height='{h:.1f}' {paint}/>"


def backdrop_svg(
    frame: Frame, traces: Sequence[Trace], shapes: Sequence[dict[str, Any]] = ()
) -> str:
    """The SVG text of ``shapes`` (layout shapes below the traces, as plotly's ``layer:
    below``) and ``traces``, in their drawing order (a trace's ``opacity`` kept), over the
    frame."""
    parts = [
        f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {frame.width:g} {frame.height:g}' "
        f"width='{frame.width:g}' height='{frame.height:g}' "
        "font-family='Open Sans, Arial, sans-serif'>"
    ]
    parts += [shape_svg(frame, s) for s in shapes]
    for trace in traces:
        drawn = trace_svg(frame, trace)
        opacity = trace.get("opacity")
        if opacity is not None and opacity != 1:
            drawn = [f"<g opacity='{opacity:g}'>", *drawn, "</g>"]
        parts += drawn
    parts.append("</svg>")
    return "".join(parts)


def backdrop_image(
    frame: Frame, traces: Sequence[Trace], shapes: Sequence[dict[str, Any]] = ()
) -> dict[str, Any]:
    """A layout image laying ``shapes`` and ``traces`` exactly over the axes' ranges, below
    the traces."""
    svg = backdrop_svg(frame, traces, shapes)
    return svg_backdrop(svg, frame.x0, frame.y0, frame.x1, frame.y1)
