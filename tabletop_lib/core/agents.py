"""Agents choose actions; :func:`play` plays a whole game with them."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any, Protocol, cast

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
``ismcts``) live in :mod:`tabletop_lib.agents`, registered in :data:`AGENT_KINDS` by
reference; :func:`make_agent` and :func:`check_agent` answer every name."""

AGENT_KINDS: dict[str, Callable[..., Agent] | str] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "heuristic": "tabletop_lib.agents.heuristic:HeuristicAgent",
    "ismcts": "tabletop_lib.agents.ismcts:ISMCTSAgent",
}
"""Every agent kind by name, in the order help texts list them: a class, or a lazy reference
``"module:name"`` imported on first use (so the core imports no higher layer; a package adds
a kind with :func:`register_agent_kind`)."""


def register_agent_kind(name: str, factory: Callable[..., Agent] | str) -> None:
    """Add an agent kind: a class taking ``seed`` and keyword parameters, or its reference."""
    AGENT_KINDS[name] = factory


def _kind(name: str) -> Callable[..., Agent]:
    """The class of an agent kind (its reference imported now)."""
    factory = AGENT_KINDS[name]
    if isinstance(factory, str):
        from .faces import resolve

        factory = AGENT_KINDS[name] = resolve(factory)
    return cast("Callable[..., Agent]", factory)


def _value(text: str) -> int | float | str:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def parse_agent_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"ismcts:simulations=200,depth=20"`` -> ``("ismcts", {"simulations": 200, "depth": 20})``.

    ``ValueError`` names an unknown kind (listing the kinds) or parameter, or a malformed spec.
    """
    kind, _, rest = spec.strip().partition(":")
    if kind not in AGENT_KINDS:
        raise ValueError(f"unknown agent {kind!r}; the agents are: {', '.join(AGENT_KINDS)}")
    params: dict[str, Any] = {}
    signature = inspect.signature(_kind(kind)).parameters
    accepted = [p for p in signature if p != "seed"]
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"agent {spec!r}: expected KEY=VALUE, got {item!r}")
        if key not in accepted:
            known = ", ".join(accepted) or "none"
            raise ValueError(f"agent {kind!r} has no parameter {key!r} (its parameters: {known})")
        params[key] = _typed(kind, key, _value(value.strip()), signature[key].default)
    return kind, params


def _typed(kind: str, key: str, value: Any, default: Any) -> Any:
    """``value`` if it is of the kind of number the parameter's default is (an int for an int
    parameter, any number for a float one); else ValueError naming the parameter."""
    if isinstance(default, bool) or not isinstance(default, (int, float)):
        return value
    wanted = int if isinstance(default, int) else (int, float)
    if isinstance(value, bool) or not isinstance(value, wanted):
        what = "a whole number" if wanted is int else "a number"
        raise ValueError(f"agent {kind!r}: {key}={value!r} is not {what}")
    return value


def make_agent(kind: str, seed: int = 0, **params: Any) -> Agent:
    """An agent by name or spec (``"random"``, ``"greedy"``, ``"heuristic"``, ``"ismcts"``,
    ``"ismcts:simulations=200,rollout=heuristic"``: a kind with optional ``KEY=VALUE``
    parameters, integers, then decimals, else text), seeded with ``seed``; keyword ``params``
    override those written in the spec. ``ValueError`` lists the kinds."""
    if kind in AGENTS and not params:
        return AGENTS[kind](seed)
    name, written = parse_agent_spec(kind)
    written.update(params)
    try:
        return _kind(name)(seed=seed, **written)
    except TypeError as exc:
        raise ValueError(f"agent {kind!r}: {exc}") from None


def check_agent(kind: str) -> None:
    """Raise ``ValueError`` (listing the kinds) unless ``kind`` names an agent."""
    if kind in AGENTS:
        return
    parse_agent_spec(kind)


def agent_names() -> list[str]:
    """Every agent kind, for help texts."""
    return list(AGENT_KINDS)


def agent_kinds() -> list[str]:
    """The agent kinds, in the order the help texts list them."""
    return list(AGENT_KINDS)
