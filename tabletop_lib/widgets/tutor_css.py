"""The tutor's layout rules (CSS): the options list as tall as its options, the card's parts
inside the card, and no scrolling by itself when the card changes height."""

from __future__ import annotations

from .stepper import ACTIONS_CLASS

OPTION_ROWS = 8
"""The options list shows up to this many rows, fewer when there are fewer options."""
ROW_PX = 26
"""About one option's height in the list (a one-line label with its padding and rule)."""


NO_ANCHOR = (
    ":is(body, .jp-WindowedPanel-outer, .jp-Notebook):has(.tabletop-tutor)"
    " { overflow-anchor: none; }"
)
"""The window does not scroll by itself when the tutor's card or list changes height: the
browser's scroll anchoring would move the board (by a list's change of height) to keep some
line of the card in place."""


def rows_css(scope: str) -> str:
    """A short options list as tall as its options (the stepper's list keeps about nine
    rows' height, which leaves a blank box under two options).

    Where the browser can size a list box by its content (``field-sizing``: Chromium, Safari),
    the list is exactly as tall as its options, each label wrapped whole, up to
    :data:`OPTION_ROWS` one-line rows, then it scrolls. Elsewhere one class per count of options
    sets the height of that many one-line rows (a label wrapped onto two lines then hides part
    of the last option until the list is scrolled)."""
    by_count = " ".join(
        f"{scope} .{ACTIONS_CLASS}.tabletop-rows-{n} select {{ height: {n * ROW_PX + 6}px; }}"
        for n in range(1, OPTION_ROWS)
    )
    by_content = (
        f"@supports (field-sizing: content) {{ {scope} .{ACTIONS_CLASS} select {{"
        f" field-sizing: content; height: auto !important;"
        f" max-height: {OPTION_ROWS * ROW_PX + 6}px; }} }}"
    )
    return f"{by_count} {by_content}"


SIDE_CLASS = "tabletop-tutor-side"
SIDE_CSS = (
    f":is(.{SIDE_CLASS}, .{SIDE_CLASS} .widget-vbox) > *"
    " { box-sizing: border-box; max-width: calc(100% - 4px); }"
)
"""The card's parts (and their parts) as wide as the card, less their margins: a part of
width 100% and ipywidgets' 2 px margins would overflow the card, which cuts the right edge of
the options list, the folded lessons and the list of the rules met."""
