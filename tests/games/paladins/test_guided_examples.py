"""Paladins' rule examples found by seeking agents that look ahead (a favoured action)."""

from __future__ import annotations

from tabletop_lib.core.example_search import search_configuration
from tabletop_lib.core.examples import KINDS, Example, game_rules


def test_a_guided_agent_with_a_horizon_is_reproducible() -> None:
    """Seeking agents that look ahead by random continuations choose from their own seeded
    generator, so a game they play is the same game every time, and its examples rebuild."""
    from tabletop_lib.core import load_game
    from tabletop_lib.core.examples import make_agents, seat_seeds

    game = load_game("paladins", num_players=2)
    games = []
    for _ in range(2):
        agents = make_agents("seeking", seat_seeds(3, 2), ["XX.none"], ["PA.action.garrison"], 4)
        state = game.new_initial_state(3)
        for _ in range(60):
            state.apply_action(agents[state.current_player()].choose(state), check=False)
        games.append([str(a) for a in state.history()])
    assert games[0] == games[1]
    config = {"num_players": 2, "agent": "seeking", "favour": ["PA.action.garrison"], "horizon": 3}
    wanted = dict.fromkeys(game_rules("paladins"), len(KINDS))
    found = search_configuration("paladins", {**config, "games": 1}, wanted, lambda _: None)
    example = next(iter(found.values()))
    assert example.horizon == 3 and example.favour == ("PA.action.garrison",)
    assert Example.from_json("paladins", example.rule, example.to_json()) == example
    assert example.problem() is None
