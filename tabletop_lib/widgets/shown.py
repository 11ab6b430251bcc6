"""How the library's widgets show themselves: the live widget, and a one-line note in words
where it cannot be live.

A notebook keeps each widget output as two alternatives: the live widget and a plain text. The
text is what a reader sees wherever the widget cannot come back: a notebook opened untrusted
(its stored outputs), on GitHub, in a viewer without a kernel. ipywidgets' own text is the
widget's repr ("VBox(children=(Box(children=(…"); ours says, in the reader's words, what the
output was and how to bring it back.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

NOT_LIVE = "{what}: not live here; run this cell to show it again."


def note(what: str) -> str:
    """The one-line text shown in place of a widget that cannot be live (``what`` names it:
    "Brian Boru: High King of Ireland, step by step")."""
    return NOT_LIVE.format(what=what)


def bundle(widget: w.DOMWidget, what: str) -> dict[str, Any]:
    """``widget``'s display data with :func:`note` as its plain text."""
    data: dict[str, Any] = dict(widget._repr_mimebundle_() or {})
    data["text/plain"] = note(what)
    return data


def show(widget: w.DOMWidget, what: str) -> None:
    """Display ``widget`` with :func:`note` as its plain-text alternative."""
    from IPython.display import display

    display(bundle(widget, what), raw=True)  # type: ignore[no-untyped-call]
