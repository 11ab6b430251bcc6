"""IS-MCTS on Brian Boru: stronger than random players in a small seeded match."""

from __future__ import annotations

from typing import Any

from tabletop_lib import load_game
from tabletop_lib.agents import ISMCTSAgent
from tabletop_lib.core.agents import RandomAgent, play


def test_ismcts_beats_random_players_in_a_small_seeded_match() -> None:
    """Four 4-player Brian Boru games, the searcher's seat rotated, 40 simulations a move."""
    game = load_game("brian_boru", num_players=4)
    wins = 0
    for seed in range(4):
        seat = seed % 4
        agents: list[Any] = [RandomAgent(seed * 10 + i) for i in range(4)]
        agents[seat] = ISMCTSAgent(seed=seed, simulations=40)
        wins += seat in play(game, agents, seed=seed).winners()
    assert wins >= 3, f"IS-MCTS won {wins} of 4 games against random players"
