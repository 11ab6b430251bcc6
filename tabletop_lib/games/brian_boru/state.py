"""The mutable position of a Brian Boru game: plain lists and ints, cloned cheaply.

Sets of towns are bitmasks over the board's town order (see ``data.py``). History and events
live in persistent logs that clones share. The rules that change a state are in ``rules.py`` and
``upkeep.py``; this module holds the data and the engine contract's plumbing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.fields import FieldSchema
from tabletop_lib.core.game import LoggedState, Verdict, ranked_winners
from tabletop_lib.core.log import Chunks, Log, RawEvent
from tabletop_lib.core.rng import Rng
from tabletop_lib.core.validation import check_loaded

from . import legality as _legality
from . import observation as _observation
from . import rules as _rules
from .actions import Action
from .constants import (
    CATEGORIES,
    NUM_CATEGORIES,
    STAGE_NAMES,
    TERMINAL,
)
from .describe import describe as _describe
from .validation import CHECKS

if TYPE_CHECKING:
    from .game import BrianBoruGame

# Fields copied by clone() and written by to_dict(): (name, kind) where kind says how to copy.
_INTS = (
    "stage",
    "pc",
    "round",
    "current",
    "start_player",
    "marker",
    "active_town",
    "viking",
    "monastery",
    "battle_area",
    "marriage_current",
    "princess_holder",
    "picks_left",
    "trick_leader",
    "trick_winner",
    "lead_free",
    "resolver",
    "resolve_pos",
    "sym_pos",
    "card_in_play",
    "buy_symbol",
    "moved_up",
    "claim_region",
    "loser",
    "chooser",
    "tricks_played",
)
_STRS = ("princess_mode",)
_LISTS = (
    "discs",
    "coins",
    "renown",
    "score",
    "raiders",
    "church",
    "track",
    "claims",
    "viking_deck",
    "marriage_deck",
    "set_aside",
    "played",
    "resolve_order",
    "queue",
    "discards",
    "points",
)
_NESTED = ("hands", "packs", "marriages_won")
_PER_PLAYER = ("discs", "coins", "renown", "score", "raiders", "church", "track", "played")
_SCHEMA = FieldSchema(
    ints=_INTS,
    strs=_STRS,
    lists=_LISTS,
    tuples=("symbols",),
    nested=_NESTED,
    per_player=(*_PER_PLAYER, *_NESTED),
)


class BrianBoruState(LoggedState[Action]):
    """A Brian Boru position. Build with ``load_game("brian_boru").new_initial_state(seed)``."""

    TERMINAL_STAGE = TERMINAL

    game: BrianBoruGame

    __slots__ = (
        "game",
        "rng",
        "symbols",
        "_history",
        "_events",
        "_tail",
        *_INTS,
        *_STRS,
        *_LISTS,
        *_NESTED,
    )

    # Declared for type checkers; values are set by rules.setup or _copy_from.
    stage: int
    pc: int
    round: int
    current: int
    start_player: int
    marker: int
    active_town: int
    viking: int
    monastery: int
    battle_area: int
    marriage_current: int
    princess_holder: int
    picks_left: int
    trick_leader: int
    trick_winner: int
    lead_free: int
    resolver: int
    resolve_pos: int
    sym_pos: int
    card_in_play: int
    buy_symbol: int
    moved_up: int
    claim_region: int
    loser: int
    chooser: int
    tricks_played: int
    princess_mode: str
    discs: list[int]
    coins: list[int]
    renown: list[int]
    score: list[int]
    raiders: list[int]
    church: list[int]
    track: list[int]
    claims: list[int]
    viking_deck: list[int]
    marriage_deck: list[int]
    set_aside: list[int]
    played: list[int]
    resolve_order: list[int]
    queue: list[int]
    discards: list[int]
    points: list[int]
    """Flat per-player score categories: ``points[p * NUM_CATEGORIES + c]``."""
    hands: list[list[int]]
    packs: list[list[int]]
    marriages_won: list[list[int]]
    symbols: tuple[int, ...]
    rng: Rng
    _history: Log[Action]
    _events: Chunks
    _tail: list[RawEvent] | None

    def __init__(self, game: BrianBoruGame) -> None:
        self.game = game

    # -- cloning and serialisation ------------------------------------------------------
    def clone(self) -> BrianBoruState:
        new = BrianBoruState.__new__(BrianBoruState)
        new.game = self.game
        new.rng = Rng(self.rng.state)
        new.symbols = self.symbols
        self.share_logs(new)
        for name in _INTS:
            setattr(new, name, getattr(self, name))
        new.princess_mode = self.princess_mode
        for name in _LISTS:
            setattr(new, name, getattr(self, name)[:])
        new.hands = [h[:] for h in self.hands]
        new.packs = [p[:] for p in self.packs]
        new.marriages_won = [m[:] for m in self.marriages_won]
        return new

    def to_dict(self) -> dict[str, Any]:
        return _SCHEMA.dump(self)

    def _fields_to_write(self) -> dict[str, Any]:
        return _SCHEMA.dump(self, to_write=True)

    @classmethod
    def from_dict(cls, game: BrianBoruGame, data: Mapping[str, Any], source: str) -> BrianBoruState:
        state = cls(game)
        _SCHEMA.load(state, data, source)
        if len(state.points) != game.num_players * NUM_CATEGORIES:
            raise DataError(source, "points", "expected one entry per player and score category")
        if len(state.claims) != game.board.num_regions:
            raise DataError(source, "claims", "expected one entry per region")
        check_loaded(state, _SCHEMA.numeric, CHECKS, source)
        return state

    # -- the engine contract ------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return _legality.legal_actions(self)

    def check_action(self, action: object) -> Verdict:
        return _legality.ACTION_CHECKS.check(self, action)

    def _refusal(self, action: object) -> Verdict | None:
        return _legality.ACTION_CHECKS.refusal(self, action)

    def _effect(self, action: Action) -> None:
        _rules.apply(self, action)

    def _describe_action(self, action: Action) -> str:
        return _describe(self, action)

    def scores(self) -> list[int]:
        return self.score[:]

    def score_breakdown(self) -> list[dict[str, object]]:
        rows: list[dict[str, object]] = []
        for p in range(self.num_players):
            base = p * NUM_CATEGORIES
            for c, name in enumerate(CATEGORIES):
                rows.append({"player": p, "category": name, "points": self.points[base + c]})
        return rows

    def winners(self) -> list[int]:
        """Most points; then most claim tokens; then most marriage cards; else shared."""
        if self.stage != TERMINAL:
            return []
        keys = [
            (self.score[p], self.claims.count(p), len(self.marriages_won[p]))
            for p in range(self.num_players)
        ]
        return ranked_winners(keys)

    def resample(self, player: int, seed: int) -> BrianBoruState:
        """The hidden cards redealt for ``player`` (see ``resample.py``)."""
        from .resample import resample

        return resample(self, player, seed)

    def observation(self, player: int) -> dict[str, Any]:
        return _observation.observe(self, player)

    def full_view(self) -> dict[str, Any]:
        return _observation.full(self)

    def progress(self) -> dict[str, int]:
        return {"step": len(self._history), "round": self.round, "trick": self.tricks_played}

    def phase(self) -> str:
        return STAGE_NAMES[self.stage]

    def status_words(self) -> str:
        """ "Setup", "Round 2 of 3, card selection", "Round 2 of 3, trick 4 of 7", "Round 2
        of 3, upkeep: battle": the trick counted within its round, as players count them."""
        from tabletop_lib.core.words import label

        params = self.game.params
        phase = self.phase()
        if self.is_terminal():
            return "The game is over"
        if phase == "setup":
            return "Setup"
        head = f"Round {self.round} of {params.rounds}"
        if phase == "tricks":
            per = params.tricks_per_round
            trick = self.tricks_played - (self.round - 1) * per + 1
            return f"{head}, trick {min(max(trick, 1), per)} of {per}"
        return f"{head}, {label('brian_boru', 'phase', phase).lower()}"

    # -- queries the rules, the observation and the notebooks share ---------------------
    def controlled(self, player: int) -> int:
        """Bitmask of the towns where ``player``'s disc is not under a Viking token."""
        return self.discs[player] & ~self.viking

    def occupied(self) -> int:
        mask = 0
        for d in self.discs:
            mask |= d
        return mask

    def __repr__(self) -> str:
        return (
            f"<BrianBoruState {self.num_players}p round {self.round} {self.phase()} "
            f"player {self.current_player()} scores {self.score}>"
        )

    def __str__(self) -> str:
        return _observation.summary(self)
