"""Loading the JSON data files under ``data/`` with checks that name the file and the field."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, TypeVar

from .errors import DataError

T = TypeVar("T")

# The data files live in the repository's data/ folder, next to the package (the Makefile
# installs the project in editable mode). TABLETOP_DATA points elsewhere, e.g. to a corrected
# copy or to data/ when the package was installed from a wheel.
DATA_DIR = Path(os.environ.get("TABLETOP_DATA") or Path(__file__).resolve().parents[2] / "data")


def data_path(game: str, filename: str) -> Path:
    """Where a game's data file lives: ``data/<game>/<filename>`` next to the package."""
    return DATA_DIR / game / filename


def load_json(path: Path) -> dict[str, Any]:
    """Read a data file; it must be a JSON object with ``provenance`` and ``verified``."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(source, "<file>", f"cannot be read: {exc.strerror}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(source, "<document>", f"not valid JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise DataError(source, "<document>", "expected a JSON object")
    field(doc, "provenance", str, source)
    field(doc, "verified", bool, source)
    return doc


def field(obj: Any, key: str, kind: type[T], source: str, where: str = "") -> T:
    """``obj[key]``, which must exist and be of ``kind``; else :class:`DataError`."""
    name = f"{where}.{key}" if where else key
    if not isinstance(obj, dict) or key not in obj:
        raise DataError(source, name, "is missing")
    value = obj[key]
    if (kind is int and isinstance(value, bool)) or not isinstance(value, kind):
        raise DataError(source, name, f"expected {kind.__name__}, got {type(value).__name__}")
    return value
