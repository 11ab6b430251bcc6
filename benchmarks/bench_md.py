"""BENCHMARKS.md sections: a bench with ``--write-md`` replaces its own ``## `` section."""

from __future__ import annotations

from pathlib import Path


def replace_section(path: Path, heading: str, text: str) -> None:
    """Put ``text`` in place of the section that starts with ``heading`` (up to the next
    ``## `` heading), or append it when the file has no such section yet."""
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    start = old.find(heading)
    if start < 0:
        new = old.rstrip("\n") + "\n\n" + text
    else:
        end = old.find("\n## ", start + len(heading))
        new = old[:start] + text + (old[end + 1 :] if end >= 0 else "")
    path.write_text(new, encoding="utf-8")
