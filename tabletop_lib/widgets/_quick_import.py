"""Import plotly's widget layer without the second it spends on a grammar nobody here uses.

plotly's FigureWidget imports its renderers, which import nbformat, whose validator imports
jsonschema; jsonschema's format checkers import ``rfc3987_syntax`` when it is installed, and
that module builds a full IRI grammar with lark at import time: about 1.2 s of CPU (9 s of
wall time on a busy two-core machine), most of a first tutor game's start in a fresh kernel
(``python -X importtime -c "import tabletop_lib.widgets"`` shows it). Nothing in a notebook
validates IRIs, so :func:`import_plotly_widgets` imports that chain once with
``rfc3987_syntax`` hidden: jsonschema then simply has no "iri" format check in this process.
The module is hidden only during that import; an explicit ``import rfc3987_syntax`` later
works as usual.
"""

from __future__ import annotations

import sys

SLOW_OPTIONAL = "rfc3987_syntax"


def import_plotly_widgets() -> None:
    """Import ``plotly.basewidget`` (and jsonschema under it) without ``rfc3987_syntax``,
    unless jsonschema is already imported (then there is nothing left to save)."""
    if "jsonschema" in sys.modules or SLOW_OPTIONAL in sys.modules:
        import plotly.basewidget

        return
    sys.modules[SLOW_OPTIONAL] = None  # type: ignore[assignment]  # an ImportError on import
    try:
        import plotly.basewidget  # noqa: F401
    finally:
        del sys.modules[SLOW_OPTIONAL]


import_plotly_widgets()
