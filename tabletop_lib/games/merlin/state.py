"""The mutable position of a Merlin game: plain ints and lists, cloned cheaply.

Per-player numbers live in flat lists (``goods[owner * 18 + good * 6 + colour]`` with the
principalities' supply as owner ``num_players``; ``influence[p * 6 + colour]``;
``henchmen[p * 4 + h]`` = a principality or -1 at home; ``dice[p * k + i]`` = a value, 0 once
used). The surroundings' layout and territories never change after setup and are shared
tuples. History and events live in persistent logs shared by clones. The rules that change a
state are in ``rules.py``, ``spaces.py`` and ``upkeep.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.fields import FieldSchema
from tabletop_lib.core.game import LoggedState, Verdict, ranked_winners
from tabletop_lib.core.log import Chunks, Deferred, Log, RawEvent
from tabletop_lib.core.log import new_object as _new_log
from tabletop_lib.core.rng import Rng
from tabletop_lib.core.validation import check_loaded

from . import checks as _checks
from . import common as _common
from . import effects as _effects
from . import observation as _observation
from . import rules as _rules
from .actions import Action
from .constants import PC_WAIT, STAGE_NAMES, TERMINAL
from .describe import describe as _describe
from .modules import registry as _registry  # noqa: F401  (the modules' state fields)
from .modules.fields import ModuleFields
from .ruleset import FIELDS
from .ruleset import HANDLERS as _HANDLERS
from .validation import CHECKS

_run = _rules.run

if TYPE_CHECKING:
    from .game import MerlinGame

_INTS: tuple[str, ...] = (
    "stage",
    "pc",
    "round",
    "first",
    "current",
    "turn",
    "die",
    "die_value",
    "turn_flags",
    "space",
    "acts_left",
    "missions_done",
    "sub",
    "chosen",
    "target",
    "swaps",
    "draws_left",
    "draw_purpose",
    "merlin",
    "grail",
    "excalibur",
    "apple_supply",
    "score_step",
    "score_pos",
    "grail_used",
    "turns_played",
    "extra_passed",
    "figure_kind",
)
_LISTS: tuple[str, ...] = (
    "knights",
    "score",
    "points",
    "dice",
    "goods",
    "henchmen",
    "influence",
    "castle_influence",
    "apples",
    "staffs",
    "manors",
    "traitors",
    "traitor_deck",
    "traitor_discard",
    "mission_deck",
    "mission_discard",
    "display",
)
_INTS = (*_INTS, *(name for fragment in FIELDS for name in fragment.ints))
_LISTS = (
    *_LISTS,
    *(name for fragment in FIELDS for name in (*fragment.lists, *fragment.per_player)),
)
_TUPLES = ("layout", "territories")
_SCHEMA = FieldSchema(
    ints=_INTS, lists=_LISTS, tuples=_TUPLES, nested=("hands",), per_player=("knights", "hands")
)


class MerlinState(LoggedState[Action], ModuleFields):
    """A Merlin position. Build with ``load_game("merlin").new_initial_state(seed)``."""

    TERMINAL_STAGE = TERMINAL

    game: MerlinGame

    __slots__ = ("game", "rng", "_history", "_events", "_tail", "hands", *_INTS, *_LISTS, *_TUPLES)

    stage: int
    pc: int
    round: int
    first: int
    current: int
    turn: int
    """Turns taken in this round."""
    die: int
    """The slot of the die chosen this turn, or -1."""
    die_value: int
    turn_flags: int
    space: int
    """The space whose action this turn takes."""
    acts_left: int
    missions_done: int
    sub: int
    chosen: int
    target: int
    swaps: int
    draws_left: int
    draw_purpose: int
    merlin: int
    grail: int
    """The Grail's holder, or -1 while it is on its space."""
    excalibur: int
    apple_supply: int
    score_step: int
    score_pos: int
    grail_used: int
    turns_played: int
    """Turns finished in the whole game (extra turns included): the progress counter."""
    extra_passed: int
    """Bit p: player p declined their extra turn this round (plugin.HOOK_POINTS extra_turn)."""
    knights: list[int]
    score: list[int]
    points: list[int]
    """Flat per-player score categories: ``points[p * num_categories + c]``."""
    dice: list[int]
    goods: list[int]
    henchmen: list[int]
    influence: list[int]
    castle_influence: list[int]
    apples: list[int]
    staffs: list[int]
    manors: list[int]
    """Per player: bitmask of the grid positions with their manors."""
    traitors: list[int]
    """``traitors[p * 6 + colour]``: a player's traitors, face up by shield colour."""
    traitor_deck: list[int]
    traitor_discard: list[int]
    mission_deck: list[int]
    mission_discard: list[int]
    display: list[int]
    figure_kind: int
    """The die kind index moving this turn instead of the die's own (a module's flag or space
    may choose the figure), or -1."""
    hands: list[list[int]]
    layout: tuple[int, ...]
    """Per grid position: the index of the tile kind lying there."""
    territories: tuple[int, ...]
    """Bitmasks of grid positions, one per territory."""
    rng: Rng
    _history: Log[Action]
    _events: Chunks
    _tail: list[RawEvent] | None

    _aside_none: tuple[Log[Action], int, int] | None = None
    """The "nothing aside" memo (``sides``): the history link, the player and
    ``turns_played`` of the last waiting position whose side options came out empty. Not a
    slot, so a clone starts without it; :meth:`forget_legal_actions` drops it."""

    _feasible_at: Log[Action] | None = None
    """The history link of the ACTION position whose space's action ``rules.action_step``
    found feasible, read by the ACTION list that follows (``legality.action_choices``): the
    link names that one position (every action appends a new one), a clone starts without it
    (not a slot), and :meth:`forget_legal_actions` drops it."""

    def __init__(self, game: MerlinGame) -> None:
        self.game = game

    def forget_legal_actions(self) -> None:
        super().forget_legal_actions()
        self._aside_none = None
        self._feasible_at = None

    # -- narration: a module's title in front of its rules' events, added as they are read
    PLAIN_TEXT_IS_FINAL = False

    def final_text(self, rule: str, text: str | Deferred) -> str:
        return _common.final_text(self, rule, text)

    # -- cloning and serialisation ------------------------------------------------------
    def clone(self) -> MerlinState:
        return _clone(self)

    def to_dict(self) -> dict[str, Any]:
        return _SCHEMA.dump(self)

    def _fields_to_write(self) -> dict[str, Any]:
        return _SCHEMA.dump(self, to_write=True)

    @classmethod
    def from_dict(cls, game: MerlinGame, data: Mapping[str, Any], source: str) -> MerlinState:
        state = cls(game)
        _SCHEMA.load(state, data, source)
        if len(state.layout) != game.grid.size:
            raise DataError(source, "layout", "does not fit the game's surroundings")
        check_loaded(state, _SCHEMA.numeric, CHECKS, source)
        return state

    # -- the engine contract ------------------------------------------------------------
    # ``_legal_actions`` and ``_effect`` (what LoggedState's checked path calls) are the rules'
    # functions themselves; ``legal_actions`` and the unchecked ``apply_action`` below carry
    # their bodies inline: the playout path makes no call that only forwards to another.
    _legal_actions = _rules.legal_actions

    def legal_actions(self) -> list[Action]:
        # LoggedState.legal_actions with ``legality.legal_actions`` inlined, the stage's
        # function and its one adjuster called here in turn (``Ruleset.legal_parts``, the
        # parts of ``legal_at``): two calls less at most steps.
        rs = self.game.ruleset
        parts = rs.legal_parts.get(self.stage)
        if parts is None:
            actions = rs.legal_other(self)
        else:
            choices, adjust = parts
            actions = choices(self) if adjust is None else adjust(self, choices(self))
        self._offered = (self._history, tuple(actions))
        return actions

    def apply_action(self, action: Action | str, check: bool = True) -> None:
        # LoggedState.apply_action with ``effects.apply`` inline, on both paths (two calls
        # less per action). Checked: an action this very position offered in its last
        # ``legal_actions()`` answer is legal (``LoggedState._was_offered``); any other goes
        # through ``_checked``, which parses text and names the rule that forbids it. The
        # caller usually passes one of the very objects offered: identity is tried first, in
        # C (``==`` on a dataclass is a Python call per action passed over).
        history = self._history
        if check:
            offered = self._offered
            if offered is None or offered[0] is not history:
                action = self._checked(action)
            else:
                for known in offered[1]:  # (a loop: cheaper here than any(map(is_, ...)))
                    if known is action:
                        break
                else:
                    action = self._checked(action)
        # The history's new link (``Log.append`` inline: a call less per action), then the
        # action's handler and the automatic steps after it.
        link: Log[Action] = _new_log(Log)
        link._head = (history._head, action)  # type: ignore[assignment]
        link._len = history._len + 1
        self._history = link
        stage = self.stage
        self.pc = PC_WAIT
        _HANDLERS[type(action)](self, action, stage)
        if self.pc != PC_WAIT:
            _run(self)

    def check_action(self, action: object) -> Verdict:
        return _checks.ACTION_CHECKS.check(self, action)

    def _refusal(self, action: object) -> Verdict | None:
        return _checks.ACTION_CHECKS.refusal(self, action)

    _effect = _effects.apply

    def _describe_action(self, action: Action) -> str:
        return _describe(self, action)

    def scores(self) -> list[int]:
        return self.score[:]

    def score_breakdown(self) -> list[dict[str, object]]:
        categories = self.game.ruleset.categories
        k = len(categories)
        return [
            {"player": p, "category": cat, "points": self.points[p * k + c]}
            for p in range(self.num_players)
            for c, cat in enumerate(categories)
        ]

    def winners(self) -> list[int]:
        """ME.final.winner: the most points wins; tied players share the victory."""
        if self.stage != TERMINAL:
            return []
        return ranked_winners([(v,) for v in self.score])

    def resample(self, player: int, seed: int) -> MerlinState:
        """The hidden cards redealt for ``player`` (see ``resample.py``)."""
        from .resample import resample

        return resample(self, player, seed)

    def observation(self, player: int) -> dict[str, Any]:
        return _observation.observe(self, player)

    def full_view(self) -> dict[str, Any]:
        return _observation.full(self)

    def progress(self) -> dict[str, int]:
        """``scoring period`` counts from 1 and grows when the round after a scoring begins
        (scorings after rounds 2, 4 and 6, manual p. 10; the last one ends the game)."""
        done = sum(1 for r in self.game.params.scoring_rounds if r < self.round)
        return {
            "step": len(self._history),
            "round": self.round,
            "turn": self.turns_played,
            "scoring period": done + 1,
        }

    def phase(self) -> str:
        return STAGE_NAMES[self.stage]

    def status_words(self) -> str:
        """ "Round 2 of 6, turn 3 of 4" (the turn counted within the round, one per die; a
        module's turns without a die are "an extra turn"), then what the turn is at once past
        choosing a die: "Round 2 of 6, turn 3 of 4: Move"."""
        from tabletop_lib.core.words import label

        params = self.game.params
        if self.is_terminal():
            return "The game is over"
        per, n = self.game.dice_per_player, self.num_players
        words = f"Round {self.round} of {params.rounds}, " + (
            f"turn {self.turn // n + 1} of {per}" if self.turn < n * per else "an extra turn"
        )
        phase = self.phase()
        if phase == "choose a die":
            return words
        return f"{words}: {label('merlin', 'phase', phase)}"

    def __repr__(self) -> str:
        return (
            f"<MerlinState {self.num_players}p round {self.round} {self.phase()} "
            f"player {self.current_player()} scores {self.score}>"
        )

    def __str__(self) -> str:
        return _observation.summary(self)


def _compile_clone() -> Callable[[MerlinState], MerlinState]:
    """The copy of a state, written out field by field from the schema (base and modules'
    fields alike): ints are shared, lists sliced, the surroundings' tuples and the logs shared,
    the hands copied one level deep."""
    lines = [
        "def clone(self):",
        "    new = _new(_cls)",
        "    new.game = self.game",
        "    new.rng = _Rng(self.rng.state)",
        "    self.share_logs(new)",
        *(f"    new.{name} = self.{name}" for name in (*_INTS, *_TUPLES)),
        *(f"    new.{name} = self.{name}[:]" for name in _LISTS),
        "    new.hands = [h[:] for h in self.hands]",
        "    return new",
    ]
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": MerlinState, "_Rng": Rng}
    exec("\n".join(lines), scope)
    clone: Callable[[MerlinState], MerlinState] = scope["clone"]
    return clone


_clone = _compile_clone()
