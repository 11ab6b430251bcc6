"""The checked path's template: why an action is legal now, or the rule that forbids it.

Every engine answers ``check_action`` the same way (boardgame.io's move pipeline: validate,
then change): the game is over -> the action is not of the kind the pending decision takes ->
it is legal -> else the game says why not. :class:`ActionChecks` holds that order; a game
gives it its tables and three hooks. A game whose legal actions are exactly its
``legal_actions`` list builds its ``problem`` hook with :func:`listed_or`; a game whose optional
parts add stages after import (Merlin's modules) joins its tables with :class:`StageTables`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
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
        refused, rule = self._refused(s, action)
        if refused is not None:
            return refused
        who = s.game.player_names[s.current]
        return Verdict(True, rule, may(who, self.describe(s, action)))

    def refusal(self, s: S, action: object) -> Verdict | None:
        """:meth:`check`'s verdict when it refuses ``action``, else None, without writing the
        sentence of a legal verdict (``State._refusal``: the checked path reads none)."""
        return self._refused(s, action)[0]

    def _refused(self, s: S, action: object) -> tuple[Verdict | None, str]:
        """The refusing verdict (None when ``action`` is legal) and the rule governing it."""
        if s.stage == s.TERMINAL_STAGE:
            return Verdict(False, self.game_over_rule, "the game is over"), self.game_over_rule
        if not isinstance(action, self.stage_actions[s.stage]):
            reason = f"the game is waiting for {self.expected[s.stage]}"
            return Verdict(False, self.pending_rule, reason), self.pending_rule
        rule = self.rule_for(s, action)
        problem = self.problem(s, action, rule)
        return (None if problem is None else Verdict(False, *problem)), rule


def listed_or(
    legal_actions: Callable[[S], Sequence[object]],
    why_not: Callable[[S, Any, str], tuple[str, str]],
) -> Callable[[S, Any, str], Problem]:
    """The ``problem`` hook of a game whose legal actions are exactly its list: ``None`` for
    an action ``legal_actions(s)`` lists, else ``why_not(s, action, rule)``."""

    def problem(s: S, action: Any, rule: str) -> Problem:
        if action in legal_actions(s):
            return None
        return why_not(s, action, rule)

    return problem


class StageTables(Mapping[int, tuple[type, ...]]):
    """Several ``stage -> action classes`` tables read as one: a stage takes the classes of
    every table that lists it, in the tables' order.

    The tables are read at each lookup, so parts of a game that register their stages after
    this object is built (Merlin's modules, installed when their package is imported) are
    seen as soon as they are registered; the checked path looks a stage up only for an action
    it was not offered."""

    __slots__ = ("_tables",)

    def __init__(self, *tables: Mapping[int, tuple[type, ...]]) -> None:
        self._tables = tables

    def __getitem__(self, stage: int) -> tuple[type, ...]:
        found: tuple[type, ...] | None = None
        for table in self._tables:
            classes = table.get(stage)
            if classes is not None:
                found = classes if found is None else found + classes
        if found is None:
            raise KeyError(stage)
        return found

    def __iter__(self) -> Iterator[int]:
        return iter(dict.fromkeys(stage for table in self._tables for stage in table))

    def __len__(self) -> int:
        return len(set().union(*self._tables))
