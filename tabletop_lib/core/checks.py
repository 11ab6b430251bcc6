"""The checked path's template: why an action is legal now, or the rule that forbids it.

Every engine answers ``check_action`` the same way (boardgame.io's move pipeline: validate,
then change): the game is over -> the action is not of the kind the pending decision takes ->
it is legal -> else the game says why not. :class:`ActionChecks` holds that order; a game
gives it its tables and three hooks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .game import LoggedState, Verdict
from .words import may

S = TypeVar("S", bound=LoggedState[Any])

Problem = tuple[str, str] | None
"""``None`` when the action is legal, else ``(rule id, reason)``."""


@dataclass(frozen=True, slots=True)
class ActionChecks(Generic[S]):
    """One game's ``check_action``.

    ``stage_actions[stage]`` are the action classes the decision of ``stage`` takes and
    ``expected[stage]`` says so to people; ``rule_for(s, action)`` is the rule that governs an
    action of the right kind now; ``problem(s, action, rule)`` is ``None`` when the action is
    legal, else ``(rule, reason)``; ``describe(s, action)`` is the sentence of a legal verdict
    ("Player 2 may mark Tara").
    """

    game_over_rule: str
    pending_rule: str
    stage_actions: Mapping[int, tuple[type, ...]]
    expected: Mapping[int, str]
    rule_for: Callable[[S, Any], str]
    problem: Callable[[S, Any, str], Problem]
    describe: Callable[[S, Any], str]

    def check(self, s: S, action: object) -> Verdict:
        """Whether ``action`` is legal now, and the rule that allows or forbids it."""
        if s.stage == s.TERMINAL_STAGE:
            return Verdict(False, self.game_over_rule, "the game is over")
        if not isinstance(action, self.stage_actions[s.stage]):
            reason = f"the game is waiting for {self.expected[s.stage]}"
            return Verdict(False, self.pending_rule, reason)
        rule = self.rule_for(s, action)
        problem = self.problem(s, action, rule)
        if problem is None:
            who = s.game.player_names[s.current]
            return Verdict(True, rule, may(who, self.describe(s, action)))
        return Verdict(False, *problem)
