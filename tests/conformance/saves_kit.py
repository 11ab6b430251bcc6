"""Shared by the reload soak and the save-editing property test: the configurations, random
checked games, and playing an accepted state on to its end."""

from __future__ import annotations

import random
from typing import Any

from registered import configurations, option_id, variants

import tabletop_lib
from tabletop_lib.core.errors import DataError

CONFIGS: tuple[tuple[str, int, dict[str, Any]], ...] = tuple(configurations(None))
"""Every registered game at every player count, and each option setting its faces declare
(Merlin with all its Big Box modules) at every count, read from the registry."""

MAX_STEPS = 5000


def config_id(config: tuple[str, int, dict[str, Any]]) -> str:
    name, n, options = config
    words = next((w for w, o in variants(name) if o == options), None)
    setting = "-".join(words.split()) if words else option_id(name, options).removeprefix(name)
    return f"{name}-{n}p" + (f"-{setting}" if words else setting)


def load(config: tuple[str, int, dict[str, Any]]) -> Any:
    name, n, options = config
    return tabletop_lib.load_game(name, num_players=n, **options)


def states_of_a_game(game: Any, seed: int) -> list[str]:
    """The saved text of every state of one checked random game of ``seed``."""
    chooser = random.Random(seed)
    state = game.new_initial_state(seed)
    saves = [state.to_json()]
    while not state.is_terminal() and len(saves) < MAX_STEPS:
        legal = state.legal_actions()
        state.apply_action(legal[chooser.randrange(len(legal))])
        saves.append(state.to_json())
    return saves


def reload_refusals(game: Any, saves: list[str]) -> list[str]:
    """What the loader says of each legal state it refuses (nothing, if all reload exactly)."""
    refusals = []
    for i, text in enumerate(saves):
        try:
            back = game.state_from_json(text, f"step {i}")
        except DataError as exc:
            refusals.append(str(exc))
            continue
        if back.to_json() != text:
            refusals.append(f"step {i}: reloads differently")
    return refusals


def play_on(state: Any, seed: int) -> int:
    """Play an accepted state to its end (checked), asking its observation and scores on the
    way; returns the steps played. Any exception or a game without end fails the caller."""
    chooser = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        assert steps < MAX_STEPS, "no end in sight"
        legal = state.legal_actions()
        assert legal, "not over, yet no legal action"
        state.observation(state.current_player())
        state.apply_action(legal[chooser.randrange(len(legal))])
        steps += 1
    state.scores()
    return steps
