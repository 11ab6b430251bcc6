"""Every rulebook number and option in a game's ``Params`` is read by its engine.

A field nothing reads is a dead number: the rule it names is hard-coded somewhere else, or
gone. The check scans the engine's source for reads (``params.<field>``, ``prm.<field>``, and
in ``params.py`` itself the properties that read ``self.<field>``, counted when the property is
read). A scan, rather than recording attribute reads during play, sees every read whatever
seed or option reaches it: a read in a rare branch (a spurned Princess, an Inquisition with a
finite worker supply) would need seeded games that reach every such branch.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
from pathlib import Path

import pytest

import tabletop_lib.games as games_pkg

GAMES_DIR = Path(games_pkg.__file__).parent
GAMES = tuple(sorted(p.name for p in GAMES_DIR.iterdir() if (p / "params.py").is_file()))
"""Every game folder of the package with a params.py (each game's own list follows)."""
READ = r"\b(?:params|prm)\.{name}\b"
NOT_RULES = {
    "brian_boru": {
        # The player count the params were made for; the engines read game.num_players.
        "num_players",
        # An option with one reading so far (LEAD_FALLBACKS): it names, in the options and in
        # saved games, the reading rules.marker_targets makes; a second reading would be read
        # there.
        "lead_fallback",
    },
    "merlin": {"num_players"},
    "paladins": {"num_players"},
}


def _params_class(game: str) -> type:
    module = importlib.import_module(f"tabletop_lib.games.{game}.params")
    cls: type = module.Params
    return cls


def _engine_source(game: str) -> str:
    folder = GAMES_DIR / game
    files = sorted(p for p in folder.rglob("*.py") if p.name != "params.py")
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def _property_reads(cls: type) -> dict[str, set[str]]:
    """Per property or method of ``cls``, the names it reads as ``self.<name>``."""
    out: dict[str, set[str]] = {}
    for name, value in vars(cls).items():
        function = value.fget if isinstance(value, property) else value
        if inspect.isfunction(function) and not name.startswith("__"):
            out[name] = set(re.findall(r"\bself\.(\w+)", inspect.getsource(function)))
    return out


def unread_fields(game: str) -> list[str]:
    cls = _params_class(game)
    source = _engine_source(game)
    read = {f.name for f in dataclasses.fields(cls) if re.search(READ.format(name=f.name), source)}
    for prop, names in _property_reads(cls).items():
        if re.search(READ.format(name=prop), source):
            read |= names
    read |= NOT_RULES[game]
    return sorted(f.name for f in dataclasses.fields(cls) if f.name not in read)


@pytest.mark.parametrize("game", GAMES)
def test_every_params_field_is_read_by_the_engine(game: str) -> None:
    assert unread_fields(game) == []


def test_the_scan_finds_a_field_nothing_reads() -> None:
    @dataclasses.dataclass(frozen=True)
    class Toy:
        used: int = 1
        unused: int = 2

    source = "x = prm.used\n"
    read = {f.name for f in dataclasses.fields(Toy) if re.search(READ.format(name=f.name), source)}
    assert read == {"used"}
