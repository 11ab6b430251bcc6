"""The games the generic tests run over, read from the registry, and each game's own test facts.

A generic test keeps no list of game names: it parametrizes over :func:`games` (every game
registered when the tests are collected), so a new game is covered without an edit. What a test
needs of one game that the game's faces do not say (a refused action's text, a seed that
reaches a draw, the seat a tutor game is played from) lives in that game's own test folder, in
``tests/games/<game>/cases.py``, read here by :func:`case`; a game without that file, or
without a fact, gets the test's default.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import game_info, game_package, list_games

TESTS = Path(__file__).resolve().parent
SHIPPED_PACKAGE = "tabletop_lib.games."
"""The package whose folders are the games the library ships."""


def games() -> list[str]:
    """Every registered game, sorted."""
    return list(list_games())


def shipped() -> list[str]:
    """The registered games whose folder lies inside the library (``tabletop_lib/games/``)."""
    return [name for name in games() if game_package(name).startswith(SHIPPED_PACKAGE)]


def table(name: str, preferred: int = 3) -> int:
    """``preferred`` players when the game allows it, else the allowed count nearest to it
    (the smaller of two as near)."""
    return min(game_info(name).player_counts, key=lambda n: (abs(n - preferred), n))


def variants(name: str) -> list[tuple[str, dict[str, Any]]]:
    """The game's settings with options, as (words, options): the settings of its shipped
    corpus beyond the base game (``Faces.corpus``; Merlin: every Big Box module)."""
    return [(plan.variant, dict(plan.options)) for plan in faces_of(name).corpus if plan.options]


def option_sets(name: str) -> list[dict[str, Any]]:
    """The option sets the game's faces name for its lessons (``Faces.coverage_options``:
    the base game first)."""
    return [dict(options) for options in faces_of(name).coverage_options]


_MISSING = object()


def game_module(name: str, stem: str) -> ModuleType | None:
    """``tests/games/<name>/<stem>.py``, imported once (as ``game_<stem>_<name>``), or None
    when the game's test folder has no such file."""
    module_name = f"game_{stem}_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    path = TESTS / "games" / name / f"{stem}.py"
    if not path.is_file():
        return None
    spec = importlib.util.spec_from_file_location(module_name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


def cases_module(name: str) -> ModuleType | None:
    """``tests/games/<name>/cases.py``, imported once, or None when the game has none."""
    return game_module(name, "cases")


def case(name: str, fact: str, default: Any = _MISSING) -> Any:
    """One test fact of one game (``tests/games/<name>/cases.py``'s ``fact``), else
    ``default``; with no default, a missing fact fails and names the file to add it to."""
    module = cases_module(name)
    value = getattr(module, fact, default) if module is not None else default
    if value is _MISSING:
        raise LookupError(f"{name} has no {fact}: add it to tests/games/{name}/cases.py")
    return value


def having(fact: str) -> list[str]:
    """The registered games whose test folder gives ``fact``."""
    return [name for name in games() if case(name, fact, None) is not None]


def option_id(name: str, options: dict[str, Any]) -> str:
    """A test id for a game with options: ``merlin-arthur-gold``, ``paladins`` (no options)."""
    words = [name]
    for value in options.values():
        words += [str(v) for v in value] if isinstance(value, list | tuple) else [str(value)]
    return "-".join(words)


def largest_setting(name: str) -> dict[str, Any]:
    """The game's declared option setting with the most options (Merlin: every module), or
    no options."""
    return max((options for _, options in variants(name)), key=len, default={})


def configurations(preferred: int | None = 3) -> list[tuple[str, int, dict[str, Any]]]:
    """(game, players, options): every game at ``preferred`` players (or the nearest allowed
    count), then each option setting its faces declare, at the same count; with ``preferred``
    None, every game and every declared setting at every player count the game allows."""
    if preferred is None:
        return [
            (name, n, options)
            for name in games()
            for options in ({}, *(options for _, options in variants(name)))
            for n in game_info(name).player_counts
        ]
    return [
        *((name, table(name, preferred), {}) for name in games()),
        *(
            (name, table(name, preferred), options)
            for name in games()
            for _, options in variants(name)
        ),
    ]
