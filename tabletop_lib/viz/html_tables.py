"""Small HTML tables for the panels beside a board (ipywidgets ``HTML`` values).

A table that is really a table reads better, wraps to the output's width and redraws faster as
HTML than as a plotly table: the stepper updates only the panels whose HTML changed. Every
value is escaped; a cell may carry a hover text (``title``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

TABLE_STYLE = (
    "border-collapse:collapse;font-size:12px;line-height:1.35;"
    "font-family:system-ui,-apple-system,Segoe UI,sans-serif"
)
CELL_STYLE = "padding:2px 6px;border-bottom:1px solid #e4e4e4;text-align:left;vertical-align:top"
HEAD_STYLE = CELL_STYLE + ";background:#efefef;font-weight:600;white-space:nowrap"


@dataclass(frozen=True, slots=True)
class Cell:
    """A table cell: its text, an optional hover text and an optional background colour."""

    text: Any
    title: str = ""
    background: str = ""
    colour: str = ""


def _cell(value: Any, tag: str, style: str) -> str:
    cell = value if isinstance(value, Cell) else Cell(value)
    extra = ""
    if cell.background:
        extra += f";background:{cell.background}"
    if cell.colour:
        extra += f";color:{cell.colour}"
    title = f" title='{html.escape(cell.title, quote=True)}'" if cell.title else ""
    return f"<{tag} style='{style}{extra}'{title}>{html.escape(str(cell.text))}</{tag}>"


def html_table(
    header: Sequence[Any], rows: Sequence[Sequence[Any]], *, name: str = "", caption: str = ""
) -> str:
    """An HTML table; ``name`` becomes its ``data-panel`` attribute (tests and styles find it)."""
    head = "".join(_cell(h, "th", HEAD_STYLE) for h in header)
    body = "".join(
        "<tr>" + "".join(_cell(v, "td", CELL_STYLE) for v in row) + "</tr>" for row in rows
    )
    cap = (
        f"<caption style='caption-side:top;text-align:left;font-weight:600;"
        f"padding:2px 0 4px 0'>{html.escape(caption)}</caption>"
        if caption
        else ""
    )
    return (
        f"<table data-panel='{html.escape(name, quote=True)}' style='{TABLE_STYLE}'>"
        f"{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def notice_html(texts: Sequence[str]) -> str:
    """Unverified-data notices as one short red line each."""
    return "".join(
        f"<div style='color:#b00020;font-size:11px'>{html.escape(t)}</div>" for t in texts
    )


_MARKUP = re.compile(r"&lt;(/?(?:b|i|br)\s*/?)&gt;")
"""The pseudo-HTML tags plotly's texts may carry (bold, italics, line breaks)."""


def plotly_markup(text: Any) -> str:
    """A plotly text as HTML: escaped, but for the tags plotly draws (``<b>``, ``<i>``,
    ``<br>``)."""
    return _MARKUP.sub(r"<\1>", html.escape(str(text), quote=False))


def _per_cell(value: Any, column: int, row: int) -> Any:
    """A table attribute as plotly reads it: one value, a value per column, or per cell."""
    if not isinstance(value, list | tuple):
        return value
    if not value:
        return None
    per_column = value[min(column, len(value) - 1)]
    if isinstance(per_column, list | tuple):
        return per_column[row] if row < len(per_column) else None
    return per_column


PLOTLY_CELL = "padding:2px 6px;border:1px solid #ffffff;text-align:left;vertical-align:top"
PLOTLY_TABLE = "border-collapse:collapse;line-height:1.3;color:#2a3f5f;font-family:Open Sans,Arial"
PLOTLY_FILLS = ("#c8d4e3", "#ebf0f8")
"""Plotly's default table look (its default template): header and cell fills, white lines."""


def table_trace_html(trace: dict[str, Any]) -> str:
    """A plotly table trace (header, cells, fills, fonts, column widths) as an HTML table in
    plotly's look: the same rows and columns, cheap for a browser to redraw."""
    header, cells = trace.get("header", {}), trace.get("cells", {})
    columns = cells.get("values") or []
    widths = trace.get("columnwidth") or [1.0] * len(columns)
    total = sum(widths[: len(columns)]) or 1.0
    head_fill = _per_cell((header.get("fill") or {}).get("color"), 0, 0) or PLOTLY_FILLS[0]
    head_size = (header.get("font") or {}).get("size", 12)
    head = "".join(
        f"<th style='{PLOTLY_CELL};font-weight:normal;font-size:{head_size}px;"
        f"background:{head_fill};width:{100 * widths[min(c, len(widths) - 1)] / total:.1f}%'>"
        f"{plotly_markup(h)}</th>"
        for c, h in enumerate(header.get("values") or [])
    )
    fills = (cells.get("fill") or {}).get("color")
    colours = (cells.get("font") or {}).get("color")
    size = (cells.get("font") or {}).get("size", 12)
    rows = []
    for r in range(max((len(c) for c in columns), default=0)):
        row = []
        for c, column in enumerate(columns):
            fill, colour = _per_cell(fills, c, r), _per_cell(colours, c, r)
            style = f"{PLOTLY_CELL};font-size:{size}px;background:{fill or PLOTLY_FILLS[1]}"
            style += f";color:{colour}" if colour else ""
            text = plotly_markup(column[r]) if r < len(column) else ""
            row.append(f"<td style='{style}'>{text}</td>")
        rows.append("<tr>" + "".join(row) + "</tr>")
    return (
        f"<table data-panel='{html.escape(str(trace.get('name', '')), quote=True)}' "
        f"style='{PLOTLY_TABLE};width:100%;table-layout:fixed'>"
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
