"""Every agent by name, with parameters: ``make_agent("ismcts", seed=1, simulations=200)``.

An agent *spec* is a kind with optional parameters, as command lines and studies write it:
``"ismcts"``, ``"ismcts:simulations=200"``, ``"ismcts:simulations=100,rollout=heuristic"``.
Parameter values are read as integers, then as decimals, else kept as text. The kinds:

- ``random``: uniform among the legal actions;
- ``greedy``: the best immediate score gain (one step);
- ``heuristic``: the game's valuation, one step ahead (:mod:`.heuristic`);
- ``ismcts``: information-set Monte Carlo tree search (:mod:`.ismcts`), parameters
  ``simulations``, ``seconds``, ``exploration``, ``rollout``, ``depth``, ``evaluation``.

The registry itself lives in :mod:`tabletop_lib.core.agents` (the kinds of this package by
reference), so the core and this package do not import each other; this module names it here.
"""

from __future__ import annotations

from tabletop_lib.core.agents import (
    AGENT_KINDS,
    agent_kinds,
    make_agent,
    parse_agent_spec,
    register_agent_kind,
)

__all__ = ["AGENT_KINDS", "agent_kinds", "make_agent", "parse_agent_spec", "register_agent_kind"]
