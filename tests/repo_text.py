"""The repository's text, for the tests that check it stands on its own.

:func:`tracked_files` lists what a clone holds (``git ls-files``, or a walk of the tree when git
is missing); :func:`outside_references` finds text pointing outside the repository;
:func:`docs_sections` and :func:`missing_sections` check ``docs/rules/<game>.md §n`` references.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

SKIPPED_DIRS = frozenset(
    {".git", ".venv", "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", "artifacts"}
)
"""Folders of a working tree that a clone does not hold (caches, test artefacts)."""

# Written so that this file does not match itself: each pattern's own text differs from what it
# finds (escaped dots, a group after the slash).
OUTSIDE = re.compile(
    r"\.\./+shared\b"  # the sibling folder of the machine the project was built on
    r"|\bshared/+(?:reference|seeds|STYLE)"  # its contents, named without the ../
    r"|(?<![\w.:/~-])/(?:work|root|home|tmp)/"  # absolute paths of a machine
)


def tracked_files(root: Path = REPO) -> list[Path]:
    """The files of the repository at ``root``: ``git ls-files``, else a walk of the tree."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z"],
            cwd=root,
            capture_output=True,
            check=True,
            timeout=60,
        ).stdout.decode("utf-8")
    except (OSError, subprocess.SubprocessError):
        return sorted(_walk(root))
    return sorted(root / name for name in listed.split("\0") if name and (root / name).is_file())


def _walk(root: Path) -> Iterator[Path]:
    for path in root.iterdir():
        if path.is_dir():
            if path.name not in SKIPPED_DIRS and not path.name.endswith(".egg-info"):
                yield from _walk(path)
        elif path.is_file():
            yield path


def read_text(path: Path) -> str | None:
    """The file's text, or None for a binary file."""
    data = path.read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _where(path: Path, root: Path) -> Path:
    return path.relative_to(root) if path.is_relative_to(root) else path


def _hits(where: str, text: str) -> list[str]:
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        match = OUTSIDE.search(line)
        if match:
            start = max(match.start() - 40, 0)
            found.append(f"{where}:{number}: ...{line[start : match.end() + 40].strip()}...")
    return found


def _cells(path: Path) -> list[dict[str, Any]]:
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    return [c for c in cells if isinstance(c, dict)]


def _joined(value: object) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def outside_references(files: Iterable[Path], root: Path = REPO) -> list[str]:
    """``path:line: text`` for every line of a text file that points outside the repository.

    A notebook is checked cell by cell (``nb.ipynb[cell 3]:line``) on its sources only; its
    stored outputs are :func:`notebook_output_references`'s business."""
    found = []
    for path in files:
        where = str(_where(path, root))
        if path.suffix == ".ipynb":
            for i, cell in enumerate(_cells(path)):
                found.extend(_hits(f"{where}[cell {i}]", _joined(cell.get("source", ""))))
            continue
        text = read_text(path)
        if text is not None:
            found.extend(_hits(where, text))
    return found


def notebook_output_references(files: Iterable[Path], root: Path = REPO) -> list[str]:
    """The same check on the stored outputs of the notebooks among ``files``."""
    found = []
    for path in files:
        if path.suffix != ".ipynb":
            continue
        where = str(_where(path, root))
        for i, cell in enumerate(_cells(path)):
            for output in cell.get("outputs", []):
                text = json.dumps(output, ensure_ascii=False).replace("\\n", "\n")
                found.extend(_hits(f"{where}[cell {i} output]", text))
    return found


_HEADING = re.compile(r"^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s", re.M)
_ITEM = re.compile(r"^\s*(\d+)\.\s", re.M)


def docs_sections(path: Path) -> dict[str, str]:
    """Section number -> the text under its heading (``## 4. Upkeep`` -> ``"4"``)."""
    text = path.read_text(encoding="utf-8")
    heads = list(_HEADING.finditer(text))
    return {
        m.group(1): text[m.end() : heads[i + 1].start() if i + 1 < len(heads) else len(text)]
        for i, m in enumerate(heads)
    }


def section_exists(sections: dict[str, str], number: str) -> bool:
    """A cited ``§a.b.c`` names a heading, or a numbered item under the longest heading."""
    parts = number.split(".")
    for cut in range(len(parts), 0, -1):
        head = ".".join(parts[:cut])
        if head in sections:
            rest = parts[cut:]
            if not rest:
                return True
            return rest[0] in {m.group(1) for m in _ITEM.finditer(sections[head])}
    return False


_DOC = re.compile(r"docs/rules(?:/(\w+)\.md)?(?= §)")
_SECTION = re.compile(r"§(\d+(?:\.\d+)*)")


def cited_sections(text: str, default_doc: str | None = None) -> list[tuple[str, str]]:
    """(game, section) for every ``docs/rules/<game>.md §n`` in ``text``: each ``§n`` after the
    path up to the end of the line or the next path. With ``default_doc``, the short form
    ``docs/rules §n`` (used inside a game's own package) counts as that game's."""
    found = []
    for line in text.splitlines():
        marks = list(_DOC.finditer(line))
        for i, mark in enumerate(marks):
            game = mark.group(1) or default_doc
            if game is None:
                continue
            end = marks[i + 1].start() if i + 1 < len(marks) else len(line)
            found.extend((game, n) for n in _SECTION.findall(line[mark.end() : end]))
    return found


def missing_sections(refs: Iterable[tuple[str, str]], root: Path = REPO) -> list[str]:
    """The references whose document or section does not exist."""
    cache: dict[str, dict[str, str] | None] = {}
    missing = []
    for game, number in refs:
        if game not in cache:
            path = root / "docs" / "rules" / f"{game}.md"
            cache[game] = docs_sections(path) if path.is_file() else None
        sections = cache[game]
        if sections is None or not section_exists(sections, number):
            missing.append(f"docs/rules/{game}.md §{number}")
    return missing
