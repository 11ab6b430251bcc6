"""Which games exist and how to load them.

Every package under ``tabletop_lib.games`` registers itself on import with
:func:`register_game`; :func:`list_games` imports them all, so a new game is only a new folder.
A game from outside the package registers through the entry-point group ``tabletop_lib.games``
(:data:`ENTRY_POINT_GROUP`): the entry point names a module that calls :func:`register_game`
when imported, a :class:`GameInfo`, or a callable returning one (pytest's and Jupyter's
plug-ins are found the same way). The built-in games are declared there too.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import ConfigError
from .game import Game

if TYPE_CHECKING:
    from .faces import Faces

ENTRY_POINT_GROUP = "tabletop_lib.games"
"""The entry-point group through which installed packages add games."""


@dataclass(frozen=True)
class GameInfo:
    """How to make a game: its name, title, player counts, options and factory."""

    name: str
    title: str
    player_counts: tuple[int, ...]
    factory: Callable[..., Game[Any, Any]]
    options: Mapping[str, str] = field(default_factory=dict)
    """Option name -> one sentence on what it does and what values it takes."""
    list_options: tuple[str, ...] = ()
    """The options whose value is a list (the command line reads ``a,b`` or ``["a", "b"]``)."""
    faces: Faces | None = None
    """What the generic layers show and use of the game (``core.faces``); None: the module
    ``faces`` beside the factory's module declares them, or every face has its default."""


_GAMES: dict[str, GameInfo] = {}
_discovered = False


def register_game(info: GameInfo) -> None:
    """Add a game (or replace one of the same name): the built-in games call it on import, an
    outside game from its entry point (or a test, as an entry point would)."""
    from .faces import forget

    _GAMES[info.name] = info
    forget(info.name)


def unregister_game(name: str) -> None:
    """Remove a game registered from outside (tests that register a game of their own)."""
    from .faces import forget

    _GAMES.pop(name, None)
    forget(name)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    import tabletop_lib.games as games_pkg

    for mod in sorted(pkgutil.iter_modules(games_pkg.__path__), key=lambda m: m.name):
        if mod.ispkg:
            importlib.import_module(f"{games_pkg.__name__}.{mod.name}")
    for entry in sorted(entry_points(), key=lambda e: e.name):
        load_entry_point(entry)
    _discovered = True


def entry_points() -> list[importlib.metadata.EntryPoint]:
    """The installed entry points of :data:`ENTRY_POINT_GROUP`."""
    return list(importlib.metadata.entry_points(group=ENTRY_POINT_GROUP))


def load_entry_point(entry: importlib.metadata.EntryPoint) -> None:
    """Register the game an entry point names: importing a module registers its game; a
    :class:`GameInfo`, or a callable returning one, is registered here."""
    loaded = entry.load()
    if callable(loaded) and not isinstance(loaded, type):
        loaded = loaded()
    if isinstance(loaded, GameInfo):
        register_game(loaded)


def list_games() -> list[str]:
    """The names of every registered game, sorted."""
    _discover()
    return sorted(_GAMES)


def game_info(name: str) -> GameInfo:
    if name not in _GAMES and name.isidentifier():
        # Import just this game first, so one game's import error cannot hide the others.
        try:
            importlib.import_module(f"tabletop_lib.games.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"tabletop_lib.games.{name}":
                raise
    if name not in _GAMES:
        _discover()
    try:
        return _GAMES[name]
    except KeyError:
        raise ConfigError(
            f"unknown game {name!r}; the games are: {', '.join(sorted(_GAMES))}"
        ) from None


def game_package(name: str) -> str:
    """The package that holds a game's folder (its ``catalog``, ``params``, ``data/``): the
    package of its factory's module (``tabletop_lib.games.merlin``; an outside game's own)."""
    return game_info(name).factory.__module__.rpartition(".")[0]


def load_game(name: str, num_players: int | None = None, **options: Any) -> Game[Any, Any]:
    """Make a game: ``load_game("brian_boru", num_players=4)``.

    ``num_players`` defaults to the smallest count the game allows. Unknown names, player counts
    or options raise :class:`ConfigError` listing what is allowed.
    """
    info = game_info(name)
    if num_players is None:
        num_players = info.player_counts[0]
    if (
        not isinstance(num_players, int)
        or isinstance(num_players, bool)
        or num_players not in info.player_counts
    ):
        allowed = ", ".join(map(str, info.player_counts))
        raise ConfigError(f"{name} is for {allowed} players, not {num_players!r}")
    unknown = sorted(set(options) - set(info.options))
    if unknown:
        allowed = ", ".join(sorted(info.options)) or "none"
        raise ConfigError(f"{name} has no option {', '.join(unknown)}; its options are: {allowed}")
    return info.factory(num_players, **options)
