"""replay(seed, actions) reproduces a game, in this process and in another one."""

from __future__ import annotations

import pytest
from conformance_kit import (
    NORMAL_GAMES,
    case_params,
    check_replay,
    check_replay_in_subprocess,
    corpus,
)


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_replay_reproduces_the_final_state(name: str, num_players: int) -> None:
    check_replay(corpus(name, num_players, NORMAL_GAMES))


@pytest.mark.parametrize("hash_seed", ["123", "0"])
@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_replay_is_the_same_in_another_process(name: str, num_players: int, hash_seed: str) -> None:
    check_replay_in_subprocess(corpus(name, num_players, NORMAL_GAMES)[:2], hash_seed)
