"""A Markdown extension for the documentation site (mkdocs.yml's ``markdown_extensions``).

The docstrings are written for Python's ``help()`` and for doctest: reST roles such as
``:class:`Match``` and ``>>>`` examples. Markdown would show the roles as raw text and read an
example's ``[...]`` as a link, so this turns each role into a code span and each run of doctest
lines (up to a blank line) into a fenced Python block.
"""

from __future__ import annotations

import re

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

ROLE = re.compile(r":(?:class|func|meth|mod|attr|data|exc|obj):`~?\.?([^`]+)`")


class DocstringPreprocessor(Preprocessor):
    """Roles to code spans, doctest runs to fenced blocks."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        in_doctest = False
        for line in lines:
            if not in_doctest and line.lstrip().startswith(">>>"):
                out += ["", "```python"]
                in_doctest = True
            elif in_doctest and not line.strip():
                out.append("```")
                in_doctest = False
            out.append(line if in_doctest else ROLE.sub(r"`\1`", line))
        if in_doctest:
            out.append("```")
        return out


class DocstringExtension(Extension):
    """Registers :class:`DocstringPreprocessor` before the other preprocessors."""

    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.register(DocstringPreprocessor(md), "tabletop_docstrings", 40)


def makeExtension(**kwargs: object) -> DocstringExtension:
    """The entry point Markdown looks for."""
    return DocstringExtension(**kwargs)
