"""Nim's engine: the game, its state and its one action, on the ``tabletop_lib`` contract.

The rules (C. L. Bouton, "Nim, a game with a complete mathematical theory", *Annals of
Mathematics*, second series, vol. 3, 1901, pp. 35-39, "the game"): tokens lie in heaps; the
players take turns, each taking one or more tokens from one heap; whoever takes the last token
wins. Bouton's game is for two; here two to four play in turn, and the player who takes the
last token wins alone. Our setup deals each heap a size drawn from the state's seeded generator
(between ``MIN_HEAP`` and ``MAX_HEAP``), so that games differ; ``max_take`` bounds a turn's take
(the "subtraction game" variant), unbounded by default as in Bouton.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop_lib.core.errors import ConfigError, DataError
from tabletop_lib.core.events import Event
from tabletop_lib.core.game import Game, State, Verdict
from tabletop_lib.core.rng import Rng

NAME = "nim"
PLAYER_COUNTS = (2, 3, 4)
HEAP_NAMES = ("A", "B", "C")
MIN_HEAP = 3
MAX_HEAP = 7
COLOURS = ("Red", "Blue", "Green", "Yellow")
OPTION_HELP = {"max_take": "the most tokens a turn may take (a whole number; default: no limit)"}
_TAKE_TEXT = re.compile(r"take (\d+) from ([A-Z])")


@dataclass(frozen=True, slots=True)
class Take:
    """Take ``count`` tokens from the heap named ``heap``."""

    heap: str
    count: int

    def __str__(self) -> str:
        return f"take {self.count} from {self.heap}"


class NimGame(Game[Take, "NimState"]):
    """Nim for 2-4 players (module docstring)."""

    name = NAME
    title = "Nim"

    def __init__(self, num_players: int, max_take: int | None = None) -> None:
        if max_take is not None and (not isinstance(max_take, int) or max_take < 1):
            raise ConfigError(f"max_take is a whole number from 1, not {max_take!r}")
        self.num_players = num_players
        self.player_names = COLOURS[:num_players]
        self.max_take = max_take if max_take is not None else MAX_HEAP
        self._options = {} if max_take is None else {"max_take": max_take}
        self.tables = tuple(
            Take(heap, count) for heap in HEAP_NAMES for count in range(1, self.max_take + 1)
        )

    @property
    def options(self) -> Mapping[str, Any]:
        return dict(self._options)

    def new_initial_state(self, seed: int | None = None) -> NimState:
        rng = Rng(0 if seed is None else seed)
        heaps = [MIN_HEAP + rng.below(MAX_HEAP - MIN_HEAP + 1) for _ in HEAP_NAMES]
        state = NimState(self, heaps, 0, [], [], rng.state)
        sizes = ", ".join(f"heap {h} has {n}" for h, n in zip(HEAP_NAMES, heaps, strict=True))
        state.log.append(Event(0, "NIM.setup", f"Setup: {sizes} tokens."))
        return state

    def parse_action(self, text: str) -> Take:
        found = _TAKE_TEXT.fullmatch(text.strip())
        if found is None or found.group(2) not in HEAP_NAMES:
            raise ValueError(f"not a Nim action: {text!r}")
        return Take(found.group(2), int(found.group(1)))

    def state_from_dict(self, data: Mapping[str, Any], source: str = "<dict>") -> NimState:
        heaps = _int_list(data, "heaps", source, len(HEAP_NAMES))
        if any(h < 0 or h > MAX_HEAP for h in heaps):
            raise DataError(source, "heaps", f"heap sizes run from 0 to {MAX_HEAP}")
        current = data.get("current")
        if not isinstance(current, int) or not 0 <= current < self.num_players:
            raise DataError(source, "current", "the player to move is a seat of the game")
        history = data.get("history")
        if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
            raise DataError(source, "history", "a list of action texts")
        try:
            actions = [self.parse_action(a) for a in history]
            events = [Event.from_json(e) for e in data.get("events", [])]
        except (ValueError, TypeError) as exc:
            raise DataError(source, "history", str(exc)) from None
        rng_state = data.get("rng")
        if not isinstance(rng_state, int) or rng_state < 0:
            raise DataError(source, "rng", "the generator's state, a whole number")
        return NimState(self, heaps, current, actions, events, rng_state)


def _int_list(data: Mapping[str, Any], key: str, source: str, length: int) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != length:
        raise DataError(source, key, f"a list of {length} whole numbers")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise DataError(source, key, "whole numbers only")
    return list(value)


class NimState(State[Take]):
    """The heaps, the player to move, the history and the narration."""

    def __init__(
        self,
        game: NimGame,
        heaps: list[int],
        current: int,
        history: list[Take],
        log: list[Event],
        rng_state: int,
    ) -> None:
        self.game = game
        self.heaps = heaps
        self.current = current
        self.actions = history
        self.log = log
        self.rng_state = rng_state

    # -- the contract ------------------------------------------------------------------
    def current_player(self) -> int:
        return -1 if self.is_terminal() else self.current

    def legal_actions(self) -> list[Take]:
        if self.is_terminal():
            return []
        limit = self.game.max_take  # type: ignore[attr-defined]
        return [
            Take(heap, count)
            for heap, size in zip(HEAP_NAMES, self.heaps, strict=True)
            for count in range(1, min(size, limit) + 1)
        ]

    def check_action(self, action: object) -> Verdict:
        if not isinstance(action, Take) or action.heap not in HEAP_NAMES or self.is_terminal():
            return Verdict(False, "NIM.take", "That is not a take from a heap now")
        size = self.heaps[HEAP_NAMES.index(action.heap)]
        if not 1 <= action.count <= self.game.max_take:  # type: ignore[attr-defined]
            return Verdict(False, "NIM.take.limit", "A turn takes between one and the limit")
        if action.count > size:
            return Verdict(False, "NIM.take.heap", f"Heap {action.heap} holds only {size}")
        return Verdict(True, "NIM.take", f"{self.game.player_names[self.current]} may take it")

    def _apply(self, action: Take) -> None:
        index = HEAP_NAMES.index(action.heap)
        self.heaps[index] -= action.count
        self.actions.append(action)
        step = len(self.actions)
        who = self.game.player_names[self.current]
        tokens = "token" if action.count == 1 else "tokens"
        text = f"{who} takes {action.count} {tokens} from heap {action.heap}."
        self.log.append(Event(step, "NIM.take", text, self.current))
        if self.is_terminal():
            self.log.append(Event(step, "NIM.end", f"{who} took the last token and wins.", -1))
        else:
            self.current = (self.current + 1) % self.num_players

    def clone(self) -> NimState:
        return NimState(
            self.game,  # type: ignore[arg-type]
            list(self.heaps),
            self.current,
            list(self.actions),
            list(self.log),
            self.rng_state,
        )

    def is_terminal(self) -> bool:
        return not any(self.heaps)

    def scores(self) -> list[int]:
        return [int(p in self.winners()) for p in range(self.num_players)]

    def score_breakdown(self) -> list[dict[str, object]]:
        return [
            {"player": p, "category": "last_token", "points": points}
            for p, points in enumerate(self.scores())
        ]

    def winners(self) -> list[int]:
        # the player who moved last is still ``current`` at the end
        return [self.current] if self.is_terminal() else []

    def observation(self, player: int) -> dict[str, Any]:
        """Nim hides nothing: every player sees the heaps and whose turn it is."""
        return {
            "game": NAME,
            "player": player,
            "heaps": dict(zip(HEAP_NAMES, self.heaps, strict=True)),
            "to_move": self.current_player(),
            "taken_turns": len(self.actions),
        }

    def history(self) -> list[Take]:
        return list(self.actions)

    def events(self) -> list[Event]:
        return list(self.log)

    def phase(self) -> str:
        return "over" if self.is_terminal() else "take"

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": NAME,
            "heaps": list(self.heaps),
            "current": self.current,
            "history": [str(a) for a in self.actions],
            "events": [e.to_json() for e in self.log],
            "rng": self.rng_state,
        }

    def resample(self, player: int, seed: int) -> NimState:
        """Nothing is hidden and nothing is left to chance after setup: a copy."""
        return self.clone()

    def _describe_action(self, action: Take) -> str:
        tokens = "token" if action.count == 1 else "tokens"
        return f"Take {action.count} {tokens} from heap {action.heap}"
