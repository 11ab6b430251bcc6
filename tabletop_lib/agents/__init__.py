"""Agents that play well: a heuristic per game and information-set MCTS, all by name.

``make_agent("ismcts", seed=1, simulations=200)`` or ``make_agent("ismcts:simulations=200")``;
``tabletop_lib.core.agents.make_agent`` answers the same names. The agents depend on the core
and the games only (no plotly, ipywidgets or pandas).
"""

from __future__ import annotations

from .evaluate import margin_values, outcome_values
from .heuristic import HeuristicAgent, valuation
from .ismcts import ActionStats, ISMCTSAgent, Node, Thinking
from .registry import AGENT_KINDS, agent_kinds, make_agent, parse_agent_spec

__all__ = [
    "AGENT_KINDS",
    "ActionStats",
    "HeuristicAgent",
    "ISMCTSAgent",
    "Node",
    "Thinking",
    "agent_kinds",
    "make_agent",
    "margin_values",
    "outcome_values",
    "parse_agent_spec",
    "valuation",
]
