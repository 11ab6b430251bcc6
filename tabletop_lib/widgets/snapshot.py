"""A widget as static HTML: what a reader of a rendered notebook sees without a kernel.

A notebook stored with its widgets' state (``nbclient``'s ``store_widget_state``) can be shown
live only by a page that loads the Jupyter widget manager and every widget's JavaScript from a
CDN; plotly's ``FigureWidget`` (an anywidget) does not render that way at all. The documentation
site therefore shows a *snapshot* of each widget instead: this module draws a widget tree from
its saved state as plain HTML (boxes as flex rows and columns, text as it reads, buttons and
lists as they stand, folds as ``<details>``) and each figure with plotly.js, which the page
loads once from its own files. Nothing reaches a network, and the snapshot shows exactly the
state the notebook left.

- :func:`state_html` draws one widget from a saved state (``{model_id: {"model_name": ...,
  "state": {...}}}``, the ``application/vnd.jupyter.widget-state+json`` format);
- :func:`static_html` draws a live widget the same way (``ipywidgets.embed.dependency_state``);
- :func:`sync_figures` brings the figure widgets' saved state up to their figures (a figure
  widget's later changes travel as one-off messages that a saved state does not keep);
- :func:`figure_html` draws a plotly figure given as JSON (``{"data": ..., "layout": ...}``).
"""

from __future__ import annotations

import html
import itertools
import json
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["figure_html", "state_html", "static_html", "sync_figures"]

States = Mapping[str, Mapping[str, Any]]
PREFIX = "IPY_MODEL_"
_ids = itertools.count()


def figure_html(figure: Mapping[str, Any], div_id: str | None = None) -> str:
    """A plotly figure (its JSON: ``data``, ``layout``, optional ``config``) as a ``<div>`` and
    the script that draws it with the page's ``Plotly``: at once if plotly.js is loaded, else
    when the page has loaded it (a site may load it after its content)."""
    div_id = div_id or f"tabletop-figure-{next(_ids)}"
    layout = dict(figure.get("layout", {}))
    config = {"displaylogo": False, "responsive": False, **dict(figure.get("config", {}))}
    payload = ", ".join(
        json.dumps(part, separators=(",", ":")).replace("</", "<\\/")
        for part in (list(figure.get("data", [])), layout, config)
    )
    width = layout.get("width")
    height = layout.get("height")
    size = (f"width:{width}px;" if width else "") + (f"height:{height}px;" if height else "")
    return (
        f"<div style='overflow-x:auto'><div id='{div_id}' class='tabletop-figure' "
        f"style='{size}'></div></div>"
        "<script>(function(){var draw=function(){Plotly.newPlot("
        f"'{div_id}', {payload});}};window.Plotly?draw():window.addEventListener('load',draw);"
        "})();</script>"
    )


def static_html(widget: Any) -> str:
    """A live ipywidget drawn as :func:`state_html` draws it from a saved state."""
    from ipywidgets.embed import dependency_state

    sync_figures(_figures_in(widget))
    return state_html(dependency_state(widget), widget.model_id)


def _figures_in(root: Any) -> list[Any]:
    """The figure widgets of ``root``'s tree: the widgets its synced traits hold, directly or
    in a list, tuple or dict (where ``ipywidgets.embed.dependency_state`` looks), and theirs."""
    import plotly.graph_objects as go
    from ipywidgets import Widget

    seen: dict[str, Any] = {}
    stack = [root]
    while stack:
        widget = stack.pop()
        if widget.model_id in seen:
            continue
        seen[widget.model_id] = widget
        for key in widget.keys:
            value = getattr(widget, key, None)
            if isinstance(value, dict):
                value = list(value.values())
            items = value if isinstance(value, (list, tuple)) else [value]
            stack.extend(item for item in items if isinstance(item, Widget))
    return [w for w in seen.values() if isinstance(w, go.FigureWidget)]


def sync_figures(figures: list[Any] | None = None) -> int:
    """Copy each live ``FigureWidget``'s current figure (or each of ``figures``) into its
    synced state; returns how many. A figure widget sends later changes to the browser as
    one-off messages, so its saved state keeps the figure it was first shown with; a snapshot
    wants the last one (the documentation build runs this in the kernel before it saves the
    widgets' state; :func:`static_html` syncs only the figures of the widget it draws, not
    every figure the kernel ever made)."""
    from copy import deepcopy

    import plotly.graph_objects as go
    from ipywidgets.widgets.widget import _instances

    if figures is None:
        figures = [w for w in list(_instances.values()) if isinstance(w, go.FigureWidget)]
    for figure in figures:
        figure._widget_layout = deepcopy(figure._layout_obj._props)
        figure._widget_data = deepcopy(figure._data)
    return len(figures)


def state_html(states: States, model_id: str) -> str:
    """The widget ``model_id`` of ``states`` (and everything inside it) as static HTML; a
    widget whose layout hides it draws nothing, an unknown kind draws its description."""
    model = states.get(_bare(model_id))
    if model is None:
        return ""
    state = model.get("state", {})
    layout = _layout(states, state)
    if layout.get("display") == "none" or layout.get("visibility") == "hidden":
        return ""
    draw = _DRAWERS.get(model.get("model_name", ""), _unknown)
    return draw(states, state, _style(layout))


# -- the widget kinds ---------------------------------------------------------------------------


def _children(states: States, state: Mapping[str, Any]) -> list[str]:
    return [state_html(states, child) for child in state.get("children", [])]


def _box(direction: str) -> Callable[[States, Mapping[str, Any], str], str]:
    def draw(states: States, state: Mapping[str, Any], style: str) -> str:
        inside = "".join(_children(states, state))  # each child is one element: a flex item
        return (
            f"<div class='tabletop-snapshot-box' style='display:flex;flex-direction:{direction};"
            f"gap:6px;{style}'>{inside}</div>"
        )

    return draw


def _html(states: States, state: Mapping[str, Any], style: str) -> str:
    return f"<div style='{style}'>{state.get('value', '')}</div>"


def _text(states: States, state: Mapping[str, Any], style: str) -> str:
    label = _description(state)
    value = html.escape(str(state.get("value", "")))
    return f"<div style='{style}'>{label}<span>{value}</span></div>"


def _button(states: States, state: Mapping[str, Any], style: str) -> str:
    words = html.escape(str(state.get("description", "")))
    return f"<button disabled style='{style}' title='Needs a running notebook'>{words}</button>"


def _choices(states: States, state: Mapping[str, Any], style: str) -> str:
    labels = state.get("_options_labels", [])
    chosen = state.get("index")
    picked = set(chosen) if isinstance(chosen, list | tuple) else {chosen}
    items = "".join(
        f"<li style='{'font-weight:600;background:#e8f0fe' if i in picked else ''}'>"
        f"{html.escape(str(label))}</li>"
        for i, label in enumerate(labels)
    )
    return (
        f"<div style='{style}'>{_description(state)}<ul style='list-style:none;margin:0;"
        f"padding:2px 4px;border:1px solid #ccc'>{items}</ul></div>"
    )


def _check(states: States, state: Mapping[str, Any], style: str) -> str:
    mark = "☑" if state.get("value") else "☐"
    return f"<div style='{style}'>{mark} {html.escape(str(state.get('description', '')))}</div>"


def _progress(states: States, state: Mapping[str, Any], style: str) -> str:
    low, high = state.get("min", 0), state.get("max", 100)
    value = state.get("value", 0)
    return (
        f"<div style='{style}'>{_description(state)}<progress value='{value - low}' "
        f"max='{high - low}'></progress></div>"
    )


def _folds(states: States, state: Mapping[str, Any], style: str) -> str:
    titles = list(state.get("titles", []))
    chosen = state.get("selected_index")
    folds = []
    for i, child in enumerate(_children(states, state)):
        title = html.escape(str(titles[i])) if i < len(titles) and titles[i] else ""
        opened = " open" if i == chosen else ""
        folds.append(f"<details{opened}><summary>{title}</summary>{child}</details>")
    return f"<div style='{style}'>{''.join(folds)}</div>"


def _output(states: States, state: Mapping[str, Any], style: str) -> str:
    parts = []
    for out in state.get("outputs", []):
        data = out.get("data", {})
        view = data.get("application/vnd.jupyter.widget-view+json")
        if view is not None:
            parts.append(state_html(states, view.get("model_id", "")))
        elif "text/html" in data:
            parts.append(_joined(data["text/html"]))
        elif "application/vnd.plotly.v1+json" in data:
            parts.append(figure_html(data["application/vnd.plotly.v1+json"]))
        elif "text/plain" in data or "text" in out:
            text = _joined(data.get("text/plain", out.get("text", "")))
            parts.append(f"<pre>{html.escape(text)}</pre>")
    return f"<div style='{style}'>{''.join(parts)}</div>"


def _any(states: States, state: Mapping[str, Any], style: str) -> str:
    if "_widget_data" in state or "_widget_layout" in state:  # plotly's FigureWidget
        figure = {"data": state.get("_widget_data", []), "layout": state.get("_widget_layout", {})}
        return f"<div style='{style}'>{figure_html(figure)}</div>"
    return _unknown(states, state, style)


def _unknown(states: States, state: Mapping[str, Any], style: str) -> str:
    words = state.get("description") or state.get("value")
    return f"<div style='{style}'>{html.escape(str(words))}</div>" if words else ""


_DRAWERS: dict[str, Callable[[States, Mapping[str, Any], str], str]] = {
    "VBoxModel": _box("column"),
    "BoxModel": _box("column"),
    "GridBoxModel": _box("column"),
    "HBoxModel": _box("row"),
    "HTMLModel": _html,
    "HTMLMathModel": _html,
    "LabelModel": _text,
    "TextModel": _text,
    "TextareaModel": _text,
    "IntTextModel": _text,
    "FloatTextModel": _text,
    "IntSliderModel": _text,
    "FloatSliderModel": _text,
    "ButtonModel": _button,
    "SelectModel": _choices,
    "SelectMultipleModel": _choices,
    "DropdownModel": _choices,
    "RadioButtonsModel": _choices,
    "ToggleButtonsModel": _choices,
    "CheckboxModel": _check,
    "ToggleButtonModel": _check,
    "IntProgressModel": _progress,
    "FloatProgressModel": _progress,
    "AccordionModel": _folds,
    "TabModel": _folds,
    "StackModel": _folds,
    "OutputModel": _output,
    "AnyModel": _any,
}


# -- helpers ------------------------------------------------------------------------------------


def _bare(model_id: str) -> str:
    return model_id.removeprefix(PREFIX)


def _layout(states: States, state: Mapping[str, Any]) -> Mapping[str, Any]:
    ref = state.get("layout")
    layout: Mapping[str, Any] = {}
    if isinstance(ref, str):
        layout = states.get(_bare(ref), {}).get("state", {})
    return layout


def _style(layout: Mapping[str, Any]) -> str:
    keep = (
        "width", "max_width", "min_width", "height", "max_height", "margin", "padding",
        "flex", "flex_flow", "align_items", "justify_content", "grid_gap", "overflow",
    )  # fmt: skip
    return "".join(
        f"{key.replace('_', '-')}:{layout[key]};" for key in keep if layout.get(key) is not None
    )


def _description(state: Mapping[str, Any]) -> str:
    words = state.get("description")
    return f"<span style='margin-right:6px'>{html.escape(str(words))}</span>" if words else ""


def _joined(text: Any) -> str:
    return "".join(text) if isinstance(text, list) else str(text)
