"""The heuristic agent on Paladins wins more often than its share against random players."""

from __future__ import annotations

from typing import Any

from tabletop_lib import load_game
from tabletop_lib.agents import HeuristicAgent
from tabletop_lib.core.agents import RandomAgent, play


def test_the_heuristic_beats_random_players_more_often_than_its_share() -> None:
    """Paladins, 3 players, 6 seeded games with the seat rotated: a seat's share is 2 wins."""
    game = load_game("paladins", num_players=3)
    wins = 0
    for seed in range(6):
        agents: list[Any] = [RandomAgent(seed * 10 + i) for i in range(3)]
        agents[seed % 3] = HeuristicAgent(seed)
        wins += seed % 3 in play(game, agents, seed=seed).winners()
    assert wins >= 4
