"""A game in progress for notebooks: undo, redo, jump to any step, save and load.

A saved match is a JSON-lines file: the first line holds the game, player count, options and
seed; every further line is one action's text (a JSON string), and the last line is the closing
record ``{"end": <number of actions>}``, so a file cut short (at a line end or not) is refused.
A save goes to a temporary file in the same folder, flushed and synced, then renamed over the
target (``os.replace``): a reader sees the old file or the new one, never half of one.
"""

from __future__ import annotations

import copy
import json
import os
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .errors import ConfigError, DataError
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
        lines.append(json.dumps({END: len(self._actions)}))
        return "\n".join(lines) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the match atomically: a temporary file beside ``path``, synced, then renamed."""
        write_atomically(Path(path), self.dumps())

    @classmethod
    def loads(cls, text: str, source: str = "<match>") -> Match:
        """The match saved as ``text`` (see :meth:`dumps`); anything else raises DataError."""
        lines = [line for line in text.splitlines() if line.strip()]
        if not lines:
            raise DataError(source, "<header>", "the file is empty")
        game, seed = _read_header(lines[0], source)
        body, end = _closing_record(lines[1:])
        match = cls(game, seed)
        for number, line in enumerate(body, start=2):
            match._apply_line(line, number, source)
        if end is None:
            raise DataError(source, "<end>", "no closing record: the file is cut short")
        if end != len(body):
            raise DataError(source, "<end>", f"the file closes {end!r} actions, holds {len(body)}")
        return match

    def _apply_line(self, line: str, number: int, source: str) -> None:
        """Apply the action saved on line ``number``."""
        try:
            text_action = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DataError(source, f"line {number}", f"not a JSON string: {exc}") from None
        if not isinstance(text_action, str):
            raise DataError(source, f"line {number}", f"expected an action's text: {line[:80]}")
        try:
            self.apply(text_action)
        except ValueError as exc:  # unknown text, or an action the rules forbid there
            raise DataError(
                source,
                f"line {number}",
                f"step {number - 1}, {text_action!r}, is not a legal action: {exc}",
            ) from None

    @classmethod
    def load(cls, path: str | Path) -> Match:
        """Load a saved match file; a folder, a binary or non-UTF-8 file raises DataError."""
        path = Path(path)
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise DataError(str(path), "<document>", f"larger than {MAX_FILE_BYTES} bytes")
            raw = path.read_bytes()
        except IsADirectoryError:
            raise DataError(str(path), "<document>", "is a folder, not a match file") from None
        except OSError as exc:
            raise DataError(str(path), "<document>", f"cannot be read: {exc.strerror}") from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            kind = "gzip-compressed" if raw[:2] == b"\x1f\x8b" else "not UTF-8 text"
            raise DataError(str(path), "<document>", f"{kind}: not a match file") from None
        return cls.loads(text, str(path))

    @classmethod
    def from_actions(cls, game: Game[Any, Any], seed: int | None, actions: Iterable[Any]) -> Match:
        match = cls(game, seed)
        for action in actions:
            match.apply(action)
        return match

    @classmethod
    def from_states(
        cls,
        game: Game[Any, Any],
        seed: int | None,
        actions: Sequence[Any],
        states: Sequence[State[Any]],
    ) -> Match:
        """The match :meth:`from_actions` would replay, from its states already played:
        ``states[0]`` the initial state of ``seed``, ``states[i + 1]`` the state after
        ``actions[i]`` (each its own object, never changed later). It stands at the last."""
        if len(states) != len(actions) + 1:
            raise ValueError(f"{len(actions)} actions need {len(actions) + 1} states")
        match = cls.__new__(cls)
        match.game = game
        match.seed = seed
        match._states = list(states)
        match._actions = list(actions)
        match._step = len(actions)
        match.built = False
        return match

    def copy(self) -> Match:
        """A second cursor over the same recorded game: its own step and redo line, the same
        (immutable) states, so nothing is replayed. Applying an action to one leaves the other
        as it was."""
        twin = copy.copy(self)
        twin._states = list(self._states)
        twin._actions = list(self._actions)
        return twin

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


END = "end"
"""The key of a match file's closing record."""

MAX_FILE_BYTES = 64 << 20
"""A match file larger than this is refused unread (a long game is a few hundred KB)."""


def _read_header(line: str, source: str) -> tuple[Game[Any, Any], int | None]:
    """The game and seed of a match file's first line."""
    try:
        header = json.loads(line)
    except json.JSONDecodeError as exc:
        raise DataError(source, "<header>", f"not a match header: {exc}") from None
    if not isinstance(header, dict):
        raise DataError(source, "<header>", "not a match header: expected a JSON object")
    name, players = header.get("game"), header.get("num_players")
    options, seed = header.get("options", {}), header.get("seed")
    if not isinstance(name, str):
        raise DataError(source, "<header>", f"game: expected a game's name, got {name!r}")
    if not isinstance(players, int) or isinstance(players, bool):
        raise DataError(
            source, "<header>", f"num_players: expected a player count, got {players!r}"
        )
    if not isinstance(options, dict):
        raise DataError(source, "<header>", f"options: expected a JSON object, got {options!r}")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise DataError(source, "<header>", f"seed: expected an integer or null, got {seed!r}")
    try:
        return load_game(name, num_players=players, **options), seed
    except (ConfigError, TypeError) as exc:
        raise DataError(source, "<header>", f"no such game here: {exc}") from None


def _closing_record(lines: list[str]) -> tuple[list[str], object]:
    """The action lines and the closing record's count (None if the file has none)."""
    if lines:
        try:
            last = json.loads(lines[-1])
        except json.JSONDecodeError:
            return lines, None
        if isinstance(last, dict) and set(last) == {END}:
            return lines[:-1], last[END]
    return lines, None


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file in ``path``'s folder, sync it, and rename it over
    ``path``, so that a concurrent reader never sees a partial file."""
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
