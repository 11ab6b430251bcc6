"""The errors every game raises, so callers can catch them without knowing the game."""

from __future__ import annotations


class TabletopError(Exception):
    """Base class of every error raised by tabletop_lib."""


class ConfigError(TabletopError, ValueError):
    """A game was asked for with a bad name, player count or option."""


class DataError(TabletopError, ValueError):
    """A data file or saved game is malformed; the message names the file and the field."""

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        super().__init__(f"{source}: field {field!r}: {problem}")


class IllegalActionError(TabletopError, ValueError):
    """An action that the rules forbid in the current state.

    ``rule`` is the id of the rule that forbids it (look it up with
    ``tabletop_lib.core.rules.rule``). Raising it never changes the state.
    """

    def __init__(
        self, *, game: str, phase: str, player: int, action: object, rule: str, reason: str
    ) -> None:
        self.game = game
        self.phase = phase
        self.player = player
        self.action = action
        self.rule = rule
        self.reason = reason
        super().__init__(
            f"{game}: illegal action {str(action)!r} by player {player} in phase {phase}: "
            f"{reason} [rule {rule}]"
        )
