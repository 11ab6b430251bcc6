"""Loading each game's JSON data files (``games/<game>/data/``) with checks that name the file
and the field."""

from __future__ import annotations

import json
import os
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from .errors import DataError

T = TypeVar("T")

ENV_VAR = "TABLETOP_DATA"
"""An environment variable naming a folder laid out as ``<folder>/<game>/<file>``: a corrected
copy of the data (someone holding the physical game fixing a board), read instead of the data
shipped inside the package."""


def data_dir() -> Path | None:
    """The folder named by ``TABLETOP_DATA``, or ``None`` when the package's own data serve."""
    override = os.environ.get(ENV_VAR)
    return Path(override) if override else None


def data_path(game: str, filename: str) -> Path:
    """Where a game's data file lives: ``<game's package>/data/<filename>`` (for the built-in
    games ``tabletop_lib/games/<game>/data/``) inside the installed package (found through
    :mod:`importlib.resources`, so a wheel installed anywhere works), or
    ``$TABLETOP_DATA/<game>/<filename>`` when that variable is set."""
    override = data_dir()
    if override is not None:
        return override / game / filename
    folder = resources.files(_package(game)) / "data" / filename
    # Installed as files (a wheel, an editable checkout), a resource is a real path.
    return Path(str(folder))


def _package(game: str) -> str:
    """The game's package: the built-in folder for a name the registry does not know yet (the
    games read their data while they register)."""
    from .registry import _GAMES, game_package

    return game_package(game) if game in _GAMES else f"tabletop_lib.games.{game}"


def load_json(path: Path) -> dict[str, Any]:
    """Read a data file; it must be a JSON object with ``provenance`` and ``verified``."""
    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        hint = (
            f"; {ENV_VAR} is set to {os.environ[ENV_VAR]!r}: unset it to use the data shipped "
            "with the package, or copy the missing file there"
            if os.environ.get(ENV_VAR)
            else "; the package looks incomplete: reinstall tabletop_lib"
        )
        raise DataError(source, "<file>", f"cannot be read: {exc.strerror}{hint}") from None
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
