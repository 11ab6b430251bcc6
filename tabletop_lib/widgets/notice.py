"""The unverified-data notice every notebook shows: two lines, a link, the details folded.

The house style asks notebooks to say when a game runs on unverified data, briefly: two lines
with a link to the game's data README, and the list of unverified files in an HTML
``<details>`` block the reader opens on demand. :func:`data_notice` builds it for any game.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from IPython.display import HTML

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.words import has_label, label, sentence, words

__all__ = ["data_notice", "unverified_data"]


def unverified_data(game: Any) -> list[tuple[str, str]]:
    """(what, where it comes from) for each unverified data file or section of ``game``.

    The games keep this in three shapes: Brian Boru's ``board`` and ``cards`` objects, Merlin's
    ``data.unverified()`` files and Paladins' ``data.unverified`` lines (``file: section:
    source``). An empty list means every piece of data in use is verified.
    """
    return [(name, reader_notes(text)) for name, text in _unverified(game)]


def reader_notes(text: str) -> str:
    """A provenance note as a learner reads it: the notes on the rules named, not their file."""
    return re.sub(r"(?:\.\./)?docs/rules/[a-z_]+\.md", "the notes on the rules", text)


def _unverified(game: Any) -> list[tuple[str, str]]:
    data = getattr(game, "data", None)
    listed = getattr(data, "unverified", None)
    if callable(listed):
        return [(f"{f.name}.json", f.provenance) for f in listed()]
    if listed is not None:
        out = []
        for line in listed:
            file_name, _, rest = str(line).partition(": ")
            section, _, source = rest.partition(": ")
            out.append((f"{file_name}, {section}", source))
        return out
    out = []
    for attr in ("board", "cards"):
        part = getattr(game, attr, None)
        if part is not None and not part.verified:
            out.append((Path(part.source).name, part.provenance))
    return out


def data_notice(game: Any, readme: str | None = None) -> HTML | None:
    """The notice for ``game``, or None when all its data is verified.

    ``readme`` is the link to the data README; by default
    ``../tabletop_lib/games/<game>/data/README.md``, which
    is where it lies from the notebooks folder.
    """
    items = unverified_data(game)
    if game.verified and not items:
        return None
    href = readme if readme is not None else f"../tabletop_lib/games/{game.name}/data/README.md"
    rows = "".join(
        f"<li title='{html.escape(what, quote=True)}'>"
        f"<b>{html.escape(plain_part(what, game.name))}</b>: {html.escape(source)}</li>"
        for what, source in items
    )
    files = "file" if len(items) == 1 else "files"
    body = (
        "<div class='tabletop-data-notice' style='border-left:4px solid #d4a72c;"
        "padding:4px 10px;background:#fff8e1'>"
        f"<b>Unverified data.</b> <i>{html.escape(game.title)}</i> runs here on stand-in data "
        "that may differ from the published game.<br>"
        f"See the <a href='{html.escape(href)}' target='_blank'>data README</a> for what is "
        "known and how to correct it."
        f"<details><summary>{len(items)} unverified data {files}</summary>"
        f"{_legend(game)}<ul>{rows}</ul></details></div>"
    )
    return HTML(body)  # type: ignore[no-untyped-call]


def plain_part(what: str, game: str = "") -> str:
    """A data file (and section) named in words: ``"missions_base.json, towns"`` -> "Missions
    base, towns" (the file name itself stays in the tooltip). A section the game names among its
    ``"data"`` labels is printed so: ``"cards.json, kings_orders"`` -> "Cards: King's Orders"."""
    parts = [
        Path(p.strip()).stem if p.strip().endswith(".json") else p.strip() for p in what.split(",")
    ]
    named = [label(game, "data", p) if has_label(game, "data", p) else words(p) for p in parts if p]
    if len(named) > 1 and any(has_label(game, "data", p) for p in parts[1:]):
        return sentence(named[0]) + ": " + ", ".join(named[1:])
    return sentence(", ".join(named))


def _legend(game: Any) -> str:
    try:
        text = faces_of(game.name).data_legend
    except ConfigError:  # a game object that is not registered (a stand-in) has no legend
        text = ""
    return f"<p style='margin:4px 0'>{text}</p>" if text else ""
