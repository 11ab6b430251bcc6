"""Plotly's widget code sent to the browser once per kernel, not once per figure.

A plotly ``FigureWidget`` is an anywidget whose state carries plotly's whole front-end code
(``_esm``, about 5 MB) in every figure: a tutor (its board and its two "what changed" figures)
sends it three times, and the browser loads it three times. Worse, after a page reload with the
kernel running, JupyterLab asks the kernel for the state of every widget in one message; past
about 10 MB (the server's default limit on a websocket message) that message is refused and no
widget comes back: every output reads "Error displaying widget: model not found".

So the code travels in one hidden widget, :class:`PlotlyCode` (one per kernel, never shown),
which loads it into the page once, and the figures made by
:func:`~tabletop_lib.widgets.stepper.figure_widget` carry only :data:`LOADER`, a few lines that
wait for that code and hand it to anywidget. After a reload the kernel's widgets weigh about
5 MB in all, and every figure comes back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import plotly
import plotly.graph_objects as go
import traitlets as t

BUNDLE = Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"
"""Plotly's front-end code for ``FigureWidget`` (an ES module whose default export is the
anywidget definition)."""
KEY = f"tabletop_lib.plotly-widget/{plotly.__version__}"
"""Where the page keeps the loaded code (one per plotly version, shared by every kernel)."""
WAIT_MS = 60_000

CARRIER_ESM = f"""
const key = Symbol.for({KEY!r});
export default {{
  initialize({{ model }}) {{
    if (globalThis[key]) return;
    const code = new Blob([model.get("source")], {{ type: "text/javascript" }});
    const url = URL.createObjectURL(code);
    globalThis[key] = import(url).finally(() => URL.revokeObjectURL(url));
  }},
}};
"""
"""The hidden widget's module: load plotly's code from its ``source`` once per page."""

LOADER = f"""
const key = Symbol.for({KEY!r});
export default async () => {{
  for (let waited = 0; !globalThis[key]; waited += 10) {{
    if (waited > {WAIT_MS}) throw new Error("plotly's widget code never reached the page");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }}
  const plotly = await globalThis[key];
  const view = plotly.FigureView?.prototype;
  if (view && !view.__tabletopQuiet) {{
    view.__tabletopQuiet = true;
    for (const name of ["_sendTraceDeltas", "_sendLayoutDelta"]) {{
      const report = view[name];
      view[name] = function (...args) {{
        if (this.model.get("_reports_defaults") === false) return;
        return report.apply(this, args);
      }};
    }}
  }}
  const widget = plotly.default;
  return typeof widget === "function" ? widget() : widget;
}};
"""
"""A figure's module: plotly's widget definition, once the hidden widget has loaded it (its
default export makes one per figure: anywidget calls ours once per figure).

It also lets a figure skip plotly's report of its defaults (:attr:`FigureWidget.
_reports_defaults`): after every drawing, plotly's view merges the whole figure with every
default plotly.js filled in, diffs it against the figure's data and sends the result back to
the kernel, which stores it for reading defaults from Python. For a board that is redrawn on
every click that cost about 13 ms of the page's time and 20-50 KB back to the kernel per
click (``benchmarks/click_profile.py``), for values nobody reads."""


class PlotlyCode(anywidget.AnyWidget):
    """The hidden widget that carries plotly's front-end code (see the module docstring)."""

    _esm = CARRIER_ESM
    source = t.Unicode("").tag(sync=True)


_carrier: PlotlyCode | None = None


def ensure_loaded() -> PlotlyCode:
    """The kernel's :class:`PlotlyCode` widget, made (its comm opened, so the page loads the
    code) on first use and again if it was closed (``Widget.close_all()``)."""
    global _carrier
    if _carrier is None or _carrier.comm is None:
        _carrier = PlotlyCode(source=BUNDLE.read_text(encoding="utf-8"))
    return _carrier


class FigureWidget(go.FigureWidget):  # type: ignore[misc]
    """``plotly.graph_objects.FigureWidget`` that loads plotly's code through the kernel's
    :class:`PlotlyCode` widget instead of carrying it (use it wherever a FigureWidget is made:
    a notebook with a few plain ones no longer comes back after a page reload)."""

    _esm = LOADER
    _reports_defaults = t.Bool(True).tag(sync=True)
    """Whether the page reports the figure's defaults back after each drawing (plotly's
    behaviour; the stepper's and the tutor's figures turn it off: see :data:`LOADER`). Off,
    Python's ``_data_defaults`` and ``_layout_defaults`` stay empty, and
    ``on_edits_completed`` callbacks wait for ever."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        ensure_loaded()
        super().__init__(*args, **kwargs)


def shares_code(widget: Any) -> bool:
    """Whether ``widget`` carries the small loader instead of plotly's code."""
    return bool(getattr(widget, "_esm", None) == LOADER)
