"""Game-agnostic machinery: errors, the engine contract, rules registry, agents, matches."""

from __future__ import annotations

from .agents import AGENTS, Agent, GreedyAgent, RandomAgent, make_agent, play
from .errors import ConfigError, DataError, IllegalActionError, TabletopError
from .events import Event
from .game import Explanation, Game, State, Verdict, explain
from .match import Match
from .registry import GameInfo, game_info, list_games, load_game, register_game
from .rules import Rule, all_rules, lesson, lesson_coverage, rule

__all__ = [
    "AGENTS",
    "Agent",
    "ConfigError",
    "DataError",
    "Event",
    "Explanation",
    "Game",
    "GameInfo",
    "GreedyAgent",
    "IllegalActionError",
    "Match",
    "RandomAgent",
    "Rule",
    "State",
    "TabletopError",
    "Verdict",
    "all_rules",
    "explain",
    "game_info",
    "lesson",
    "lesson_coverage",
    "list_games",
    "load_game",
    "make_agent",
    "play",
    "register_game",
    "rule",
]
