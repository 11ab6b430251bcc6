"""The unverified-data notice: two lines, a link to the data README, the details folded."""

from __future__ import annotations

import html
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from registered import shipped

import tabletop_lib
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.core.words import register_labels
from tabletop_lib.widgets import data_notice
from tabletop_lib.widgets.notice import plain_part, unverified_data

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.mark.parametrize("name", shipped())
def test_the_notice_is_two_lines_with_a_link_and_folded_details(name: str) -> None:
    game = tabletop_lib.load_game(name)
    assert not game.verified, "the shipped data is unverified"
    notice = data_notice(game)
    assert notice is not None
    text = str(notice.data)
    visible, _, folded = text.partition("<details>")
    assert visible.count("<br>") == 1, "two lines before the details"
    href = re.search(r"href='([^']+)'", visible)
    assert href is not None and href.group(1) == f"../tabletop_lib/games/{name}/data/README.md"
    assert (NOTEBOOKS / href.group(1)).resolve().is_file(), "the link works from notebooks/"
    # Every unverified file is listed, but only inside the folded block.
    items = unverified_data(game)
    assert items and folded.count("<li ") == len(items)
    assert f"{len(items)} unverified data file" in folded
    for what, _ in items:
        # Named in words; the file name only in the tooltip.
        shown = plain_part(what, name)
        assert html.escape(shown) in folded and shown not in visible
        assert ".json" not in shown and "_" not in shown
        assert f"title='{html.escape(what, quote=True)}'" in folded


def test_no_notice_once_everything_is_verified() -> None:
    part = SimpleNamespace(verified=True, source="board.json", provenance="checked")
    game = SimpleNamespace(name="demo", title="Demo", verified=True, board=part, cards=part)
    assert unverified_data(game) == []
    assert data_notice(game) is None


def test_the_provenance_is_escaped_and_the_link_can_be_changed() -> None:
    part = SimpleNamespace(verified=False, source="x/board.json", provenance="a <b>bold</b> claim")
    game = SimpleNamespace(name="demo", title="Demo", verified=False, board=part, cards=None)
    notice = data_notice(game, readme="elsewhere/README.md")
    assert notice is not None
    assert "&lt;b&gt;bold&lt;/b&gt;" in notice.data and "<b>bold</b>" not in notice.data
    assert "href='elsewhere/README.md'" in notice.data


def code_of(notebook: Path) -> str:
    import json

    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")


@pytest.mark.parametrize("notebook", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_every_notebook_shows_the_library_notice(notebook: Path) -> None:
    code = code_of(notebook)
    assert "data_notice(" in code
    assert "def unverified_notice" not in code, "no notebook keeps its own copy of the notice"


@pytest.mark.parametrize("name", shipped())
def test_the_notice_reads_as_plain_notes(name: str) -> None:
    """Its notes say what is uncertain in words: no source shorthand, file or field name."""
    notice = data_notice(tabletop_lib.load_game(name))
    assert notice is not None
    folded = notice.data.split("<details>", 1)[1]
    shown = visible_text(folded)
    assert "S1" not in shown and "docs/rules" not in folded and not engine_words(shown)


def test_a_section_the_game_names_is_printed_so() -> None:
    register_labels("demo-notice", "data", {"kings_orders": "King's Orders"})
    assert plain_part("cards.json, kings_orders", "demo-notice") == "Cards: King's Orders"
    assert plain_part("cards.json, other_things", "demo-notice") == "Cards, other things"
    assert plain_part("start_tiles.json") == "Start tiles"
