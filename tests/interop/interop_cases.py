"""The game configurations the interop tests run, read from the registry: every game and
player count, and each option setting a game's faces declare (Merlin with all nine Big Box
modules) at every player count."""

from __future__ import annotations

from typing import Any

import pytest
from registered import games, table, variants

from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import game_info

Case = tuple[str, int, dict[str, Any]]

SETTINGS: list[tuple[str, dict[str, Any]]] = [
    (name, options) for name in games() for _, options in variants(name)
]
"""Each game's declared option settings, as (game, options)."""

CASES: list[Case] = [
    *((name, n, {}) for name in games() for n in game_info(name).player_counts),
    *((name, n, options) for name, options in SETTINGS for n in game_info(name).player_counts),
]


def case_id(name: str, n: int, options: dict[str, Any]) -> str:
    """``merlin-2p``, ``merlin[all-modules]-3p`` (a declared setting named by its words),
    ``merlin[arthur]-3p`` (other options by their values)."""
    words = next((w for w, o in variants(name) if o == options), None)
    if words is None:
        words = " ".join(str(v) for value in options.values() for v in _listed(value))
    setting = "-".join(words.split())
    return f"{name}[{setting}]-{n}p" if setting else f"{name}-{n}p"


def _listed(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def case_params(cases: list[Case] | None = None) -> list[Any]:
    return [pytest.param(*c, id=case_id(*c)) for c in (cases or CASES)]


BASE_PER_GAME: list[Case] = [(name, min(game_info(name).player_counts), {}) for name in games()]
"""The smallest table of each game, without options."""

ONE_PER_GAME: list[Case] = [
    *BASE_PER_GAME,
    *((name, table(name), options) for name, options in SETTINGS),
]
"""The smallest table of each game, and each declared setting at 3 players (Merlin with every
module): for the slower checks."""

EACH_CHOICE: list[Case] = [
    (name, table(name), {faces_of(name).tutor_list_option: [choice]})
    for name in games()
    if faces_of(name).tutor_list_option
    for choice in faces_of(name).tutor_choices
]
"""Each choice of a game's list option alone, at 3 players (Merlin: each Big Box module)."""


def sim_params() -> list[Any]:
    """CASES for OpenSpiel's random simulation, the slowest check: in ``make test`` every game
    at every player count, and each declared setting at 3 players (or the nearest count:
    Merlin's nine modules together, so every module's rules are met); each setting at its other
    counts is marked ``soak``."""
    return [
        pytest.param(
            name,
            n,
            options,
            id=case_id(name, n, options),
            marks=[pytest.mark.soak] if options and n != table(name) else [],
        )
        for name, n, options in CASES
    ]
