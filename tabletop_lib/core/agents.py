"""Agents choose actions; :func:`play` plays a whole game with them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .game import Game, State
from .rng import Rng


class Agent(Protocol):
    def choose(self, state: State[Any]) -> Any: ...


class RandomAgent:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, state: State[Any]) -> Any:
        actions = state.legal_actions()
        return actions[self._rng.below(len(actions))]

    def __repr__(self) -> str:
        return "RandomAgent()"


def play(
    game: Game[Any, Any],
    agents: Sequence[Agent] | None = None,
    seed: int | None = 0,
    on_step: Callable[[State[Any], Any], None] | None = None,
) -> State[Any]:
    """Play ``game`` from the initial state of ``seed`` to the end and return the final state.

    ``agents`` holds one agent per seat (default: random agents seeded from ``seed``).
    ``on_step(state, action)`` is called before each action is applied.
    """
    if agents is None:
        base = 0 if seed is None else seed
        agents = [RandomAgent(base * 1000 + i + 1) for i in range(game.num_players)]
    if len(agents) != game.num_players:
        raise ValueError(f"{game.name} needs {game.num_players} agents, got {len(agents)}")
    state: State[Any] = game.new_initial_state(seed)
    while not state.is_terminal():
        action = agents[state.current_player()].choose(state)
        if on_step is not None:
            on_step(state, action)
        state.apply_action(action)
    return state


class GreedyAgent:
    """Takes the action with the best immediate score gain for the player to move.

    Each legal action is tried on a clone (unchecked); the gain is the mover's score after it
    minus before. Ties, which are common when no action scores, are broken by its own seeded
    generator, so a greedy agent is as reproducible as a random one.
    """

    def __init__(self, seed: int = 0) -> None:
        self._rng = Rng(seed)

    def choose(self, state: State[Any]) -> Any:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        me = state.current_player()
        before = state.scores()[me]
        best_gain: int | None = None
        best: list[Any] = []
        for action in actions:
            trial = state.clone()
            trial.apply_action(action, check=False)
            gain = trial.scores()[me] - before
            if best_gain is None or gain > best_gain:
                best_gain, best = gain, [action]
            elif gain == best_gain:
                best.append(action)
        return best[self._rng.below(len(best))]

    def __repr__(self) -> str:
        return "GreedyAgent()"


AGENTS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "greedy": GreedyAgent}
"""The core's agent kinds: ``AGENTS[name](seed)``. The stronger ones (``heuristic``,
``ismcts``) live in :mod:`tabletop_lib.agents`; :func:`make_agent` and :func:`check_agent`
answer every name."""


def make_agent(kind: str, seed: int = 0, **params: Any) -> Agent:
    """An agent by name or spec (``"random"``, ``"greedy"``, ``"heuristic"``, ``"ismcts"``,
    ``"ismcts:simulations=200"``), with keyword parameters (``simulations=200``);
    ``ValueError`` lists the kinds."""
    if kind in AGENTS and not params:
        return AGENTS[kind](seed)
    from tabletop_lib.agents.registry import make_agent as make_named

    return make_named(kind, seed, **params)


def check_agent(kind: str) -> None:
    """Raise ``ValueError`` (listing the kinds) unless ``kind`` names an agent."""
    if kind in AGENTS:
        return
    from tabletop_lib.agents.registry import parse_agent_spec

    parse_agent_spec(kind)


def agent_names() -> list[str]:
    """Every agent kind, for help texts."""
    from tabletop_lib.agents.registry import agent_kinds

    return agent_kinds()
