"""A game in progress for notebooks: undo, redo, jump to any step, save and load.

A saved match is a JSON-lines file: the first line holds the game, player count, options and
seed; every further line is one action's text (a JSON string).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .errors import DataError
from .game import Game, State
from .registry import load_game


class Match:
    """A sequence of states from one seed; ``state`` is the one at the current step."""

    def __init__(self, game: Game[Any, Any], seed: int | None = 0) -> None:
        self.game = game
        self.seed = seed
        self._states: list[State[Any]] = [game.new_initial_state(seed)]
        self._actions: list[Any] = []
        self._step = 0
        self.built = False
        """True for a match that starts at a position built rather than played (see
        :meth:`from_state`): it has no seed and actions to replay it from."""

    # -- where we are -------------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        return self._states[self._step]

    @property
    def step(self) -> int:
        """How many actions lead to the current state."""
        return self._step

    @property
    def num_steps(self) -> int:
        """How many actions are recorded (the redo line included)."""
        return len(self._actions)

    @property
    def actions(self) -> list[Any]:
        """The recorded actions, the redo line included."""
        return list(self._actions)

    def can_undo(self) -> bool:
        return self._step > 0

    def can_redo(self) -> bool:
        return self._step < len(self._actions)

    # -- moving -------------------------------------------------------------------------
    def apply(self, action: Any) -> State[Any]:
        """Apply a (checked) action at the current step; it drops any redo line."""
        if isinstance(action, str):
            action = self.state.parse_action(action)
        nxt = self.state.child(action)
        del self._states[self._step + 1 :]
        del self._actions[self._step :]
        self._states.append(nxt)
        self._actions.append(action)
        self._step += 1
        return nxt

    def undo(self) -> State[Any]:
        if not self.can_undo():
            raise IndexError("nothing to undo: the match is at its first step")
        self._step -= 1
        return self.state

    def redo(self) -> State[Any]:
        if not self.can_redo():
            raise IndexError("nothing to redo: the match is at its last recorded step")
        self._step += 1
        return self.state

    def jump(self, step: int) -> State[Any]:
        """Go to any recorded step, 0 (the initial state) to ``num_steps``."""
        if not 0 <= step <= len(self._actions):
            raise IndexError(f"step {step} is outside 0..{len(self._actions)}")
        self._step = step
        return self.state

    # -- saving -------------------------------------------------------------------------
    def dumps(self) -> str:
        if self.built:
            raise ValueError("a match built from a state cannot be saved: no seed replays it")
        header = {
            "game": self.game.name,
            "num_players": self.game.num_players,
            "options": dict(self.game.options),
            "seed": self.seed,
        }
        lines = [json.dumps(header, sort_keys=True)]
        lines += [json.dumps(str(a)) for a in self._actions]
        return "\n".join(lines) + "\n"

    def save(self, path: str | Path) -> None:
        Path(path).write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def loads(cls, text: str, source: str = "<match>") -> Match:
        lines = [line for line in text.splitlines() if line.strip()]
        if not lines:
            raise DataError(source, "<header>", "the file is empty")
        try:
            header = json.loads(lines[0])
            game = load_game(
                header["game"], num_players=header["num_players"], **header.get("options", {})
            )
            seed = header.get("seed")
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise DataError(source, "<header>", f"not a match header: {exc}") from None
        match = cls(game, seed)
        for number, line in enumerate(lines[1:], start=2):
            try:
                text_action = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DataError(source, f"line {number}", f"not a JSON string: {exc}") from None
            try:
                match.apply(str(text_action))
            except ValueError as exc:  # unknown text, or an action the rules forbid there
                raise DataError(
                    source,
                    f"line {number}",
                    f"step {number - 1}, {text_action!r}, is not a legal action: {exc}",
                ) from None
        return match

    @classmethod
    def load(cls, path: str | Path) -> Match:
        return cls.loads(Path(path).read_text(encoding="utf-8"), str(path))

    @classmethod
    def from_actions(cls, game: Game[Any, Any], seed: int | None, actions: Iterable[Any]) -> Match:
        match = cls(game, seed)
        for action in actions:
            match.apply(action)
        return match

    @classmethod
    def from_state(cls, state: State[Any]) -> Match:
        """A match whose first step is ``state``: for a position built rather than played (a
        tutorial's copy of a rulebook's worked example). It steps, undoes and redoes like any
        match, but its ``seed`` is None, ``built`` is True and it cannot be saved."""
        match = cls.__new__(cls)
        match.game = state.game
        match.seed = None
        match._states = [state]
        match._actions = []
        match._step = 0
        match.built = True
        return match

    def __repr__(self) -> str:
        return f"<Match {self.game!r} seed={self.seed} step {self._step}/{len(self._actions)}>"
