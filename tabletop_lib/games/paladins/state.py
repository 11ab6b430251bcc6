"""The mutable position of a Paladins game: plain ints and lists of ints, cloned cheaply.

Per-player values are lists indexed by seat (or flat ``p * k + i`` for k values per seat); sets
of cards or spaces are bitmasks. Static data is shared through ``state.game``. History and
events live in persistent logs that clones share. The rules are in ``rules.py``,
``legality.py``, ``choices.py``, ``costs.py``, ``board_actions.py``, ``targets.py``,
``effects.py`` and ``effect_stack.py``; this module holds the data and the contract's
plumbing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.fields import FieldSchema
from tabletop_lib.core.game import LoggedState, Verdict, ranked_winners
from tabletop_lib.core.log import Chunks, Log, RawEvent
from tabletop_lib.core.rng import Rng
from tabletop_lib.core.validation import check_loaded

from . import legality as _legality
from . import observation as _observation
from . import rules as _rules
from . import scoring as _scoring
from .actions import Action
from .constants import CATEGORIES, PERIOD_NAMES, STAGE_NAMES, TERMINAL
from .describe import describe as _describe
from .validation import CHECKS

if TYPE_CHECKING:
    from .game import PaladinsGame

_INTS = (
    "stage",
    "pc",
    "period",
    "round",
    "current",
    "first_player",
    "tax",
    "debt_supply",
    "action",
    "target",
    "ctx",
    "resume",
    "passed",
    "revealed",
    "occupied",
)
_LISTS = (
    "silver",
    "provisions",
    "attrs",
    "unpaid",
    "paid",
    "paladin",
    "ptop",
    "pbottom",
    "used",
    "hired",
    "walls",
    "attacked",
    "converted",
    "pdiscard",
    "monk_at",
    "outpost_at",
    "jars",
    "workers",
    "workshops",
    "suspicion",
    "phand",
    "townsfolk_row",
    "outsider_row",
    "tavern_row",
    "tavern_taker",
    "favour_used",
    "townsfolk_deck",
    "townsfolk_discard",
    "outsider_deck",
    "outsider_discard",
    "wall_deck",
    "tavern_deck",
    "tavern_discard",
    "suspicion_deck",
    "suspicion_discard",
    "stack",
    "queue",
    "final",
    "supply",
    "on_space",
    "favour_workers",
)
_NESTED = ("pdeck",)
_TUPLES = ("orders", "favours")
_SCHEMA = FieldSchema(
    ints=_INTS, lists=_LISTS, tuples=_TUPLES, nested=_NESTED, per_player=("silver",)
)


class PaladinsState(LoggedState[Action]):
    """A Paladins position. Build with ``load_game("paladins").new_initial_state(seed)``."""

    TERMINAL_STAGE = TERMINAL

    game: PaladinsGame

    __slots__ = ("game", "rng", "_history", "_events", "_tail", *_INTS, *_LISTS, *_NESTED, *_TUPLES)

    # -- the decision and the program ------------------------------------------------------
    stage: int
    """What the current player is asked for (constants: KEEP ... TERMINAL)."""
    pc: int
    """The automatic step to run next (constants: PC_...)."""
    period: int
    round: int
    current: int
    first_player: int
    action: int
    """The action being resolved: a CHOICES index, FAVOUR_BASE + track position, or -1."""
    target: int
    """What the TARGET stage asks for (constants: T_...)."""
    ctx: int
    """The choice (OPTION) or the amount (ATTRIBUTE) being decided."""
    resume: int
    """Where the program goes when the effect stack is empty."""
    passed: int
    """Bitmask of the seats that have passed this round."""
    revealed: int
    """Bitmask of the seats whose Paladin is face up this round."""
    # -- the table -------------------------------------------------------------------------
    tax: int
    debt_supply: int
    occupied: int
    """Bitmask of the main-board spaces holding a monk or an outpost."""
    townsfolk_row: list[int]
    """Five slots from the left (newest, dearest) to the right; -1 is empty."""
    outsider_row: list[int]
    """Six slots from the left (oldest, easiest) to the right (newest); -1 is empty."""
    tavern_row: list[int]
    """This round's Tavern cards (they stay until the reset, turned once taken)."""
    tavern_taker: list[int]
    """Per Tavern slot: the seat that took it, or -1."""
    favour_used: list[int]
    """Per King's Favour position: bitmask of the seats with a worker on it this round."""
    orders: tuple[int, ...]
    favours: tuple[int, ...]
    townsfolk_deck: list[int]
    townsfolk_discard: list[int]
    outsider_deck: list[int]
    outsider_discard: list[int]
    wall_deck: list[int]
    tavern_deck: list[int]
    tavern_discard: list[int]
    suspicion_deck: list[int]
    """Suspicion cards as their silver values; the last item is the top card."""
    suspicion_discard: list[int]
    stack: list[int]
    """Effects still to resolve for the current player; the last item resolves first."""
    queue: list[int]
    """Seats still to act in a sequential step (setup hire, Paladin choice, Tavern)."""
    final: list[int]
    """Final points per seat and category, flat; empty until the game ends."""
    supply: list[int]
    """The shared supply's workers per type with option worker_supply 'finite'; empty (no
    limit) with 'unlimited'."""
    on_space: list[int]
    """Workers placed on each action space this round, ``on_space[p * 12 + space]``, as 3-bit
    counts per worker type (bits ``3 * type``)."""
    favour_workers: list[int]
    """Workers placed on the King's Favours this round, per type."""
    # -- the players -----------------------------------------------------------------------
    silver: list[int]
    provisions: list[int]
    attrs: list[int]
    """Faith, Strength, Influence per seat: ``attrs[p * 3 + a]``."""
    unpaid: list[int]
    paid: list[int]
    paladin: list[int]
    """The Paladin kept this round (face down until revealed), or -1."""
    ptop: list[int]
    """1 when the top card of the seat's Paladin deck is the one it put there."""
    pbottom: list[int]
    """How many cards at the bottom of the seat's Paladin deck it put there itself."""
    used: list[int]
    """Bitmask of the action spaces holding workers this round."""
    hired: list[int]
    walls: list[int]
    attacked: list[int]
    converted: list[int]
    pdiscard: list[int]
    monk_at: list[int]
    outpost_at: list[int]
    jars: list[int]
    """Bitmask of the absolve spaces holding a jar."""
    workers: list[int]
    """Workers in hand: ``workers[p * 6 + type]``."""
    workshops: list[int]
    """Workshops per action space: ``workshops[p * 12 + space]``."""
    suspicion: list[int]
    """Suspicion cards held, counted by value index: ``suspicion[p * V + k]``."""
    phand: list[int]
    """The Paladins drawn this round and not yet placed: ``phand[p * 3 + i]``, -1 empty."""
    pdeck: list[list[int]]
    """Each seat's Paladin deck, top card first."""
    rng: Rng
    _history: Log[Action]
    _events: Chunks
    _tail: list[RawEvent] | None

    def __init__(self, game: PaladinsGame) -> None:
        self.game = game

    # -- cloning and serialisation ---------------------------------------------------------
    def clone(self) -> PaladinsState:
        new = PaladinsState.__new__(PaladinsState)
        new.game = self.game
        new.rng = Rng(self.rng.state)
        self.share_logs(new)
        new.orders = self.orders
        new.favours = self.favours
        new.stage = self.stage
        new.pc = self.pc
        new.period = self.period
        new.round = self.round
        new.current = self.current
        new.first_player = self.first_player
        new.tax = self.tax
        new.debt_supply = self.debt_supply
        new.action = self.action
        new.target = self.target
        new.ctx = self.ctx
        new.resume = self.resume
        new.passed = self.passed
        new.revealed = self.revealed
        new.occupied = self.occupied
        new.silver = self.silver[:]
        new.provisions = self.provisions[:]
        new.attrs = self.attrs[:]
        new.unpaid = self.unpaid[:]
        new.paid = self.paid[:]
        new.paladin = self.paladin[:]
        new.ptop = self.ptop[:]
        new.pbottom = self.pbottom[:]
        new.used = self.used[:]
        new.hired = self.hired[:]
        new.walls = self.walls[:]
        new.attacked = self.attacked[:]
        new.converted = self.converted[:]
        new.pdiscard = self.pdiscard[:]
        new.monk_at = self.monk_at[:]
        new.outpost_at = self.outpost_at[:]
        new.jars = self.jars[:]
        new.workers = self.workers[:]
        new.workshops = self.workshops[:]
        new.suspicion = self.suspicion[:]
        new.phand = self.phand[:]
        new.townsfolk_row = self.townsfolk_row[:]
        new.outsider_row = self.outsider_row[:]
        new.tavern_row = self.tavern_row[:]
        new.tavern_taker = self.tavern_taker[:]
        new.favour_used = self.favour_used[:]
        new.townsfolk_deck = self.townsfolk_deck[:]
        new.townsfolk_discard = self.townsfolk_discard[:]
        new.outsider_deck = self.outsider_deck[:]
        new.outsider_discard = self.outsider_discard[:]
        new.wall_deck = self.wall_deck[:]
        new.tavern_deck = self.tavern_deck[:]
        new.tavern_discard = self.tavern_discard[:]
        new.suspicion_deck = self.suspicion_deck[:]
        new.suspicion_discard = self.suspicion_discard[:]
        new.stack = self.stack[:]
        new.queue = self.queue[:]
        new.final = self.final[:]
        new.supply = self.supply[:]
        new.on_space = self.on_space[:]
        new.favour_workers = self.favour_workers[:]
        new.pdeck = [d[:] for d in self.pdeck]
        return new

    def to_dict(self) -> dict[str, Any]:
        return _SCHEMA.dump(self)

    def _fields_to_write(self) -> dict[str, Any]:
        return _SCHEMA.dump(self, to_write=True)

    @classmethod
    def from_dict(cls, game: PaladinsGame, data: Mapping[str, Any], source: str) -> PaladinsState:
        state = cls(game)
        _SCHEMA.load(state, data, source)
        check_loaded(state, _SCHEMA.numeric, CHECKS, source)
        return state

    # -- the engine contract ---------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return _legality.legal_actions(self)

    def check_action(self, action: object) -> Verdict:
        return _legality.ACTION_CHECKS.check(self, action)

    def _refusal(self, action: object) -> Verdict | None:
        return _legality.ACTION_CHECKS.refusal(self, action)

    def _describe_action(self, action: Action) -> str:
        return _describe(self, action)

    def _effect(self, action: Action) -> None:
        _rules.apply(self, action)

    def points(self) -> list[list[int]]:
        """Points per seat and category: final once the game is over, else as things stand."""
        if self.final:
            k = len(CATEGORIES)
            return [self.final[p * k : (p + 1) * k] for p in range(self.num_players)]
        return _scoring.state_points(self)

    def scores(self) -> list[int]:
        return [sum(row) for row in self.points()]

    def score_breakdown(self) -> list[dict[str, object]]:
        return [
            {"player": p, "category": name, "points": value}
            for p, row in enumerate(self.points())
            for name, value in zip(CATEGORIES, row, strict=True)
        ]

    def winners(self) -> list[int]:
        """Most points; with tie_break 'resources', then most silver and provisions left."""
        if self.stage != TERMINAL:
            return []
        scores = self.scores()
        keys: list[tuple[int, ...]] = [(scores[p],) for p in range(self.num_players)]
        if self.game.params.tie_break == "resources":
            keys = [(scores[p], self.silver[p] + self.provisions[p]) for p in range(len(keys))]
        return ranked_winners(keys)

    def resample(self, player: int, seed: int) -> PaladinsState:
        """The hidden cards redealt for ``player`` (see ``resample.py``)."""
        from .resample import resample

        return resample(self, player, seed)

    def observation(self, player: int) -> dict[str, Any]:
        return _observation.observe(self, player)

    def full_view(self) -> dict[str, Any]:
        return _observation.full(self)

    def progress(self) -> dict[str, int]:
        from .turns import turns_finished

        return {"step": len(self._history), "round": self.round, "turn": turns_finished(self)}

    def status_words(self) -> str:
        """Where the game stands in the game's words ("Round 2 of 7 · taking actions")."""
        from .describe import status

        return status(self)

    def phase(self) -> str:
        if self.stage == TERMINAL:
            return STAGE_NAMES[TERMINAL]
        return f"{PERIOD_NAMES[self.period]}: {STAGE_NAMES[self.stage]}"

    # -- queries the rules, the observation and the notebooks share ------------------------
    def attribute(self, player: int, attribute: int) -> int:
        """The track value (what scores)."""
        return self.attrs[player * 3 + attribute]

    def effective(self, player: int, attribute: int) -> int:
        """The track value plus the revealed Paladin's bonus (what requirements check)."""
        value = self.attrs[player * 3 + attribute]
        if self.revealed >> player & 1:
            value += self.game.data.paladins[self.paladin[player]].bonus[attribute]
        return value

    def worker_count(self, player: int) -> int:
        return sum(self.workers[player * 6 : player * 6 + 6])

    def suspicion_count(self, player: int) -> int:
        v = self.game.suspicion_kinds
        return sum(self.suspicion[player * v : (player + 1) * v])

    def __repr__(self) -> str:
        return (
            f"<PaladinsState {self.num_players}p round {self.round} {self.phase()} "
            f"player {self.current_player()}>"
        )

    def __str__(self) -> str:
        return _observation.summary(self)
