"""The documentation site's Markdown extension: docstring roles and doctest examples."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

markdown = pytest.importorskip("markdown")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import docs_markdown  # noqa: E402


def render(text: str) -> str:
    return markdown.markdown(text, extensions=[docs_markdown.makeExtension(), "fenced_code"])


def test_roles_become_code_spans() -> None:
    html = render("Found by :func:`tabletop_lib.core.situations.find` and :mod:`.merlin_hover`.")
    assert "<code>tabletop_lib.core.situations.find</code>" in html
    assert "<code>merlin_hover</code>" in html
    assert ":func:" not in html and ":mod:" not in html


def test_doctest_runs_become_code_blocks_and_keep_brackets() -> None:
    text = "Example:\n\n>>> xs = [1, 2, 3]\n>>> xs[:2]\n[1, 2]\n\nAfter :class:`Match`."
    html = render(text)
    block = html[html.index("<pre>") : html.index("</pre>")]
    assert "xs[:2]" in block and "[1, 2]" in block
    assert "<code>Match</code>" in html.split("</pre>")[1]


def test_role_inside_a_doctest_is_left_alone() -> None:
    html = render(">>> ':class:`X`'")
    assert ":class:`X`" in html


def test_api_pages_cover_every_public_module_once() -> None:
    import build_docs

    names = build_docs.modules_of("core")
    assert names[0] == "tabletop_lib.core"
    assert "tabletop_lib.core.rules" in names and len(names) == len(set(names))
    files = {p.stem for p in (build_docs.ROOT / "tabletop_lib" / "core").glob("*.py")}
    assert {n.rsplit(".", 1)[1] for n in names[1:]} == files - {"__init__"}


def test_notebook_titles_are_their_first_headings() -> None:
    import build_docs

    for path in sorted((build_docs.ROOT / "notebooks").glob("*.ipynb")):
        title = build_docs.notebook_title(path)
        assert title and not title.startswith("#") and title != path.stem
