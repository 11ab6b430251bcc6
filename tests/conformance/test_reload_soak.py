"""Every state reached by legal play reloads exactly, in every configuration (issue: a Merlin
game with the market refused its saves once a player held a 7th good of one colour)."""

from __future__ import annotations

import os
from typing import Any

import pytest
from saves_kit import CONFIGS, config_id, load, reload_refusals, states_of_a_game

SOAK_GAMES = int(os.environ.get("TABLETOP_SOAK_GAMES", "20"))


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_state_of_a_random_game_reloads(config: tuple[str, int, dict[str, Any]]) -> None:
    game = load(config)
    assert reload_refusals(game, states_of_a_game(game, 1)) == []


@pytest.mark.soak
@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_soak_every_state_of_many_random_games_reloads(
    config: tuple[str, int, dict[str, Any]],
) -> None:
    game = load(config)
    states = refused = 0
    for seed in range(1000, 1000 + SOAK_GAMES):
        saves = states_of_a_game(game, seed)
        problems = reload_refusals(game, saves)
        states += len(saves)
        refused += len(problems)
        assert problems == [], f"seed {seed}: {problems[:3]}"
    print(f"{config_id(config)}: {SOAK_GAMES} games, {states} states reloaded, {refused} refused")
