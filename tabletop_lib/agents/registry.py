"""Every agent by name, with parameters: ``make_agent("ismcts", seed=1, simulations=200)``.

An agent *spec* is a kind with optional parameters, as command lines and studies write it:
``"ismcts"``, ``"ismcts:simulations=200"``, ``"ismcts:simulations=100,rollout=heuristic"``.
Parameter values are read as integers, then as decimals, else kept as text. The kinds:

- ``random``: uniform among the legal actions;
- ``greedy``: the best immediate score gain (one step);
- ``heuristic``: the game's valuation, one step ahead (:mod:`.heuristic`);
- ``ismcts``: information-set Monte Carlo tree search (:mod:`.ismcts`), parameters
  ``simulations``, ``seconds``, ``exploration``, ``rollout``, ``depth``, ``evaluation``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from typing import Any

from tabletop_lib.core.agents import Agent, GreedyAgent, RandomAgent

from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent

AGENT_KINDS: Mapping[str, Callable[..., Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "heuristic": HeuristicAgent,
    "ismcts": ISMCTSAgent,
}


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
    signature = inspect.signature(AGENT_KINDS[kind]).parameters
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


def make_agent(spec: str, seed: int = 0, **params: Any) -> Agent:
    """The agent of ``spec`` (a kind, with or without ``:KEY=VALUE,...``) seeded with ``seed``;
    keyword ``params`` override those written in the spec."""
    kind, written = parse_agent_spec(spec)
    written.update(params)
    try:
        return AGENT_KINDS[kind](seed=seed, **written)
    except TypeError as exc:
        raise ValueError(f"agent {spec!r}: {exc}") from None


def agent_kinds() -> list[str]:
    """The agent kinds, in the order the help texts list them."""
    return list(AGENT_KINDS)
