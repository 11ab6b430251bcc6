"""IS-MCTS on Merlin: a forced move is played without a search."""

from __future__ import annotations

from typing import Any

from tabletop_lib import load_game
from tabletop_lib.agents import ISMCTSAgent
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.game import State


def test_a_forced_move_is_played_without_a_search() -> None:
    state: State[Any] = load_game("merlin", num_players=3).new_initial_state(1)
    mover = RandomAgent(1)
    while len(state.legal_actions()) != 1:
        state.apply_action(mover.choose(state))
    agent = ISMCTSAgent(seed=1, simulations=5)
    assert agent.choose(state) == state.legal_actions()[0]
    assert agent.thinking is None
