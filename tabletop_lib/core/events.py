"""Events: the narration of a game and the log that analyses read."""

from __future__ import annotations

from typing import NamedTuple


class Event(NamedTuple):
    """Something that happened, with the rule that made it happen.

    ``player`` is the seat the event concerns, or -1 when it concerns nobody in particular.
    ``step`` is the number of actions applied before it (0 for setup), so events can be grouped
    by the action that caused them.
    """

    step: int
    rule: str
    text: str
    player: int = -1

    def to_json(self) -> list[object]:
        return [self.step, self.rule, self.text, self.player]

    @classmethod
    def from_json(cls, item: list[object]) -> Event:
        step, rule_id, text, player = item
        if type(step) is type(player) is int and type(rule_id) is type(text) is str:
            return tuple.__new__(cls, (step, rule_id, text, player))  # as saved: nothing to read
        return cls(int(str(step)), str(rule_id), str(text), int(str(player)))
