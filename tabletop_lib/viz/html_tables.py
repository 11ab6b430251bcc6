"""Small HTML tables for the panels beside a board (ipywidgets ``HTML`` values).

A table that is really a table reads better, wraps to the output's width and redraws faster as
HTML than as a plotly table: the stepper updates only the panels whose HTML changed. Every
value is escaped; a cell may carry a hover text (``title``).
"""

from __future__ import annotations

import html
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
