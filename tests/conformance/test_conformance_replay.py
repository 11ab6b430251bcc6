"""replay(seed, actions) reproduces a game, in this process and in another one."""

from __future__ import annotations

import pytest
from conformance_kit import (
    NORMAL_GAMES,
    case_params,
    check_replay,
    check_replay_in_subprocess,
    corpus,
    game_cases,
)


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_replay_reproduces_the_final_state(name: str, num_players: int) -> None:
    check_replay(corpus(name, num_players, NORMAL_GAMES))


@pytest.mark.parametrize("hash_seed", ["123", "0"])
def test_replay_is_the_same_in_another_process(hash_seed: str) -> None:
    """The first game of every case, replayed in one other process per hash seed (one process
    for all the cases: starting one costs more than replaying its games). Each game is played
    twice there, from its actions and by the same random choices, so an order that depends on
    the hash seed shows in any game; the soak replays two games of every case of the full
    matrix."""
    playouts = tuple(po for name, n in game_cases() for po in corpus(name, n, NORMAL_GAMES)[:1])
    assert {(po.game, po.num_players) for po in playouts} == set(game_cases())
    check_replay_in_subprocess(playouts, hash_seed)


@pytest.mark.soak
@pytest.mark.parametrize("hash_seed", ["123", "0"])
def test_soak_replay_is_the_same_in_another_process(hash_seed: str) -> None:
    """The first two games of every case of the full matrix, in another process."""
    cases = game_cases(full=True)
    playouts = tuple(po for name, n in cases for po in corpus(name, n, NORMAL_GAMES)[:2])
    check_replay_in_subprocess(playouts, hash_seed)
