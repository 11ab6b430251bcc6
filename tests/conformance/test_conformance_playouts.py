"""Random playouts to the end of every registered game and player count."""

from __future__ import annotations

import pytest
from conformance_kit import NORMAL_GAMES, case_params, check_playouts, corpus


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_random_playouts_keep_the_contract(name: str, num_players: int) -> None:
    check_playouts(corpus(name, num_players, NORMAL_GAMES))


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_seeds_give_different_games(name: str, num_players: int) -> None:
    games = corpus(name, num_players, NORMAL_GAMES)
    assert len({po.actions for po in games}) > len(games) // 2
