"""How a Big Box module plugs into Merlin: one :class:`MerlinModule` object per module.

A module is a subclass of :class:`MerlinModule` that fills in what it adds, of two kinds:

- **Static parts**, the same whether the module is in play or not, installed once when the
  module is registered (``ruleset.install``, called by ``modules/__init__.py``): its rules
  (catalog), its action classes (each with its text), its decision stages (numbered, so
  saved games keep their stage numbers), which action types each stage accepts, the effect
  of each of its actions, the rule and the refusal (``why_not``) of each, their describers,
  its state fields (a fragment of the state schema: clone, ``to_dict`` and ``from_dict``
  handle them like the base fields).
- **Extension points**, methods the base game calls only for the modules in play (the
  :class:`~.ruleset.Ruleset` keeps, per point, the modules that override it, in the order of
  ``params.MODULE_NAMES``): the die substitutes and the choices before moving, the side
  options at a turn's main points, extra ways to complete a mission, the space's extra
  options, the henchman choices, the legal actions of its own stages, a manor just built,
  scoring steps, the observation part, its invariants and saved-field ranges, and the hooks
  of :data:`HOOK_POINTS`.

The base game holds no module's name: it loops over ``game.ruleset``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.data import data_path, load_json

from .actions import Action, ModuleAction
from .data import Rondel, SpaceSpec
from .params import KNIGHT_DIE, MERLIN_DIE
from .spaces import SpaceKind

if TYPE_CHECKING:
    from tabletop_lib.core.rng import Rng
    from tabletop_lib.core.validation import Bounds

    from .describe import Describer
    from .game import MerlinGame
    from .state import MerlinState

ScoringStep = Callable[["MerlinState"], bool]
"""A scoring category: runs on the state, returns True when it stopped for a decision (it
keeps its progress in ``state.score_pos`` and is called again after the decision)."""
FinalStep = Callable[["MerlinState"], None]
Handler = Callable[["MerlinState", Any, int], None]
"""Applies a legal action: ``handler(state, action, stage the action answered)``."""
Choices = Callable[["MerlinState"], list[Action]]
Test = Callable[["MerlinState"], bool]
PanelRow = tuple[str, str]
"""(title, text) of one row of a module's section in the "Modules" panel."""

HOOK_POINTS = (
    "after_setup",
    "mission_completed",
    "after_scoring",
    "round_prepared",
    "extra_turn",
    "district_blocked",
    "good_blocked",
    "protected_manors",
    "traitor_repelled",
    "round_end",
    "turn_started",
    "good_returned",
    "influence_placed",
    "shields_spent",
    "figure_moved",
    "acts_again",
    "space_scored",
    "tower_bonus_done",
    "turn_draws",
    "resample",
    "surroundings_scored",
)
"""Methods of :class:`MerlinModule` that the base game (or another module) calls for every module
in play through ``ruleset.hooks[point]``: after setup; after a mission card is completed
(``hook(state, player, card)``); after each scoring; after a new round's dice are rolled; when
a player expels traitors of a colour (``traitor_repelled``, ``hook(state, player, colour)``);
``district_blocked`` (``hook(state, colour) -> bool``: True when that district gives nothing
now); ``good_blocked`` (``hook(state, good) -> bool``: True when no good of that kind, of any
colour, may be taken from the board now); ``protected_manors`` (``hook(state, player) ->
bitmask`` of manors that may be neither replaced nor removed); at the end of every round,
before its scoring (``round_end``); when a turn starts (``turn_started``); when one of
``p``'s goods goes back to its principality (``good_returned``, ``hook(state, p, good,
colour)``); when ``p`` places an influence marker in a principality (``influence_placed``,
``hook(state, p, colour)``); after the traitor scoring
repelled ``spent[c]`` of ``p``'s traitors of each colour with shields, put back on the
principalities (``shields_spent``, ``hook(state, p, spent)``); when a figure's move ends on
``state.space`` (``figure_moved``: it must not change what a side option reads, ``sides``);
``acts_again`` (``hook(state, p, colour) -> bool``: True when ``p``'s henchman just placed in
that principality acts once more); when ``p`` scores a victory-point space (``space_scored``,
``hook(state, p, kind, arg)``); ``tower_bonus_done`` (``hook(state, colour) -> bool`` after a
tower bonus in that colour, -1 when none was taken: True when the module offers another bonus
now, the stage staying open); ``turn_draws`` (``hook(state) -> int``: mission cards drawn at
the end of the turn beyond one per mission completed); ``resample`` (``hook(state, rng)``:
redeal the module's face-down pieces in a copy for ``State.resample``); after the surroundings
scoring has scored every territory (``surroundings_scored``).

``extra_turn`` hooks are questions, not actions: ``hook(state, player) -> bool`` says whether
``player`` may still take a turn this round without a die of their own. Once every player's
dice are used, the round goes on clockwise from the first player with ME.round.extra-turns: a
player takes a turn while they hold a die (they used a substitute instead of it earlier) or a
hook says yes; a player with no die left may ``pass`` instead, and is not asked again this
round."""

POINTS = (
    "die_substitutes",
    "pre_move_possible",
    "pre_move_choices",
    "side_possible",
    "side_choices",
    "missions_blocked",
    "mission_possible",
    "mission_choices",
    "space_possible",
    "space_choices",
    "henchman_choices",
    "manor_built",
    "observe_player",
    "observe_board",
    "observe_private",
    "observe_full",
    "adjust_choices",
    "territory_counts",
    "influence_tie",
    "score_principality",
    "blocked_spaces",
    "territory_scored",
    "place_henchman",
    "arrival_words",
)
"""The extension points called on the turn's hot path and in the observation (see the
methods of :class:`MerlinModule`)."""


@dataclass(frozen=True)
class DieKind:
    """A kind of die: which figure it moves, on which ring, and how."""

    name: str
    figure: str
    either_way: bool
    staff: bool
    """Whether a Merlin's staff may double the action reached with it."""
    move: Callable[[MerlinState, int, int], None] | None = None
    """Moves the figure on a module's own ring (``move(state, sign, die)``, ``die`` as
    ``effects.move_figure`` takes it); None: the base figures (knight, Merlin) on the outer ring."""
    rule: str = ""
    """The rule of moving this die's figure, when it is a module's."""
    label: str = ""
    """What people call the die ("black die"), when it is a module's."""
    moving: Callable[[MerlinState, int, int], str] | None = None
    """People's words for a move (``moving(state, steps, sign)``), when it is a module's."""
    moves_only: bool = False
    """``move`` changes only the die, the figure, the space and the turn's counters, as the base
    move does: the "no side option" answer before it still holds (``sides``)."""


BASE_DIE_KINDS = (
    DieKind(KNIGHT_DIE, "knight", either_way=False, staff=False),
    DieKind(MERLIN_DIE, "merlin", either_way=True, staff=True),
)


@dataclass(frozen=True)
class StateFields:
    """A module's fragment of the state schema: every game carries these fields (a saved game
    has the same keys whichever modules are in play); the module's ``after_setup`` fills them
    in when it is in play."""

    ints: Mapping[str, int] = field(default_factory=dict)
    """Integer fields and their value before the module's setup."""
    lists: tuple[str, ...] = ()
    """Flat lists of integers, empty before the module's setup."""
    per_player: tuple[str, ...] = ()
    """Lists of one integer per player, zeros before the module's setup."""
    stage_steps: Mapping[int, tuple[int, ...]] = field(default_factory=dict)
    """Each of the module's stages -> the program steps (``state.pc``) at which its rules ask
    it; a saved game at another step is refused (``validation.py``, program-in-step)."""
    during_action: frozenset[int] = frozenset()
    """The module's stages asked during a space's action (a die set aside, the space reached,
    an action left: turn-in-step)."""
    asks_others: frozenset[int] = frozenset()
    """The module's stages at which a player other than the one whose turn it is decides (the
    others' discards, a draft, a scoring's choices)."""
    checks: Mapping[str, Callable[[Any], str | None]] = field(default_factory=dict)
    """Invariant id -> a check of the module's fields against the rest of a loaded state
    (run when the module is in play; returns what breaks it, or None)."""


class MerlinModule:
    """One Big Box module. Every attribute and method is optional; see the module docstring.

    Class attributes are the static parts; methods are the extension points (the defaults do
    nothing and are skipped by the :class:`~.ruleset.Ruleset`)."""

    name: str = ""
    title: str = ""
    """How the narration names the module ("Morgana" in "Morgana module: ...")."""
    interacts_with: tuple[str, ...] = ()
    """The other modules whose rules meet this one's and live here (the module's code asks
    ``game.in_play(other)`` or uses the other's functions only for these)."""
    rules: tuple[tuple[str, str, str], ...] = ()
    """(id, citation, text) of each rule ``ME.<module>.*``."""
    lessons: Mapping[str, str] = MappingProxyType({})
    """Rule id -> its learner-facing lesson (``core.rules.register_lessons``), for the tutor."""
    actions: tuple[type[ModuleAction], ...] = ()
    """The module's action classes; each declares its verb and its text (``arg``), and
    ``ruleset.install`` adds them to the parser (``actions.ACTIONS``)."""
    stages: Mapping[int, str] = MappingProxyType({})
    """New decision stages: number -> name (the numbers are saved in games)."""
    stage_actions: Mapping[int, tuple[type, ...]] = MappingProxyType({})
    """Stage -> the action types the module adds there (its own stages or base ones)."""
    expected: Mapping[int, str] = MappingProxyType({})
    """Stage -> what the game waits for there, for refusals."""
    handlers: Mapping[type, Handler] = MappingProxyType({})
    action_rules: Mapping[type, str] = MappingProxyType({})
    """Action class -> the rule that governs it (``checks.rule_for``)."""
    describers: Mapping[type, Describer] = MappingProxyType({})
    space_words: Mapping[str, str] = MappingProxyType({})
    """Space kind -> how people call a space of the module's kind ("a gold coin space")."""
    sub_rules: Mapping[int, str] = MappingProxyType({})
    """Henchman-choice code (``constants.SUB_*``) -> the module's rule for it."""
    fields: StateFields = StateFields()
    stage_choices: Mapping[int, Choices] = MappingProxyType({})
    """The legal actions at each of the module's own stages."""
    stage_handlers: Mapping[int, Handler] = MappingProxyType({})
    """Module stage -> how the base game's goods actions (``take``, ``return``) apply there."""
    stage_describers: Mapping[tuple[int, type], Describer] = MappingProxyType({})
    """(module stage, base action class) -> how that action reads there."""
    tables_always: bool = False
    """Build :meth:`tables` in every game, so that the interop action universe (which walks
    ``game.tables``) keeps the ids it had before the modules became plug-ins."""
    categories: tuple[str, ...] = ()
    """Score categories added after the base ones."""
    extra_dice: tuple[str, ...] = ()
    die_kinds: tuple[DieKind, ...] = ()
    options: tuple[str, ...] = ()
    """The game options that belong to the module (``Params`` fields): ``game.options`` shows
    them when the module is in play."""
    option_choices: Mapping[str, tuple[str, ...]] = MappingProxyType({})
    """Every option of the module (a ``Params`` field) -> the values it takes, the default
    first. The game accepts it only with the module in play; ``game.options`` shows it when
    given, or always when it is in :attr:`options`."""
    option_help: Mapping[str, str] = MappingProxyType({})
    """Option -> one sentence on what it does and its values (``load_game``'s help)."""
    resumes: Mapping[int, Callable[[MerlinState], None]] = MappingProxyType({})
    """Module stage -> how the turn goes on when a decision that interrupted it there (the
    King's Favor choice after a mission) is taken."""
    adjust_stages: frozenset[int] | None = None
    """The stages at which :meth:`adjust_choices` may change the legal actions; None: every
    stage. ``legality.legal_actions`` calls it at those stages only (it runs at every step)."""
    adjust_by_stage: Mapping[int, Callable[[MerlinState, list[Action]], list[Action]]] = (
        MappingProxyType({})
    )
    """Stage of :attr:`adjust_stages` -> the function :meth:`adjust_choices` would run there,
    when it dispatches on the stage: the engine composes it in directly (one call less at
    every step). A stage not listed calls :meth:`adjust_choices`."""
    reroll_rule: str = ""
    """The rule that re-rolls a player's dice instead of ME.dice.reroll (a module's dice
    change the passage read)."""
    board_keys: tuple[str, ...] = ()
    """The keys the module adds to a view's table (``observe_board``) that :meth:`panel_rows`
    puts in words; the stepper's "Modules" panel shows any other key as it is."""
    point_order: Mapping[str, int] = MappingProxyType({})
    """Extension point -> where this module's contribution goes among the modules in play
    (lower first; by default its index in ``params.MODULE_NAMES``). It keeps the legal
    actions in the order they had before the modules became plug-ins, so that seeded random
    playouts replay the same games."""

    # -- static parts that read the game's data --------------------------------------------
    def tables(self, game: MerlinGame) -> object | None:
        """The module's interned actions (``game.tables.modules[name]``)."""
        return None

    def universe_actions(self, game: MerlinGame) -> list[Action]:
        """The actions the module builds while playing that :meth:`tables` does not hold,
        for the interop adapters' fixed action universe (the game's ``extra_actions`` face)."""
        return []

    def space_kinds(self, folder: Path | None) -> tuple[SpaceKind, ...]:
        return ()

    def rondel_overlay(self, folder: Path | None) -> Mapping[int, SpaceSpec]:
        """Outer-ring spaces covered by an overlay medallion: index -> new space."""
        return {}

    def inner_ring(self, folder: Path | None) -> Rondel | None:
        """A second ring, walked by the figure of an extra die kind."""
        return None

    def scoring_steps(self, folder: Path | None) -> tuple[tuple[str, str, ScoringStep], ...]:
        """(name, the step it follows, step) inserted into the scorings of rounds 2, 4, 6."""
        return ()

    def final_steps(self) -> tuple[tuple[str, FinalStep], ...]:
        return ()

    def configure(self, game: MerlinGame) -> None:
        """Adjust the game's precomputed tables once it is built (e.g. flags swapped)."""

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        """For one of the module's actions: what in it names nothing of this game ("" when
        all is well); None for actions that are not the module's."""
        return None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        """(rule, reason) refusing one of the module's actions, or any action at one of its
        stages; None if neither."""
        return None

    def stage_rule(self, s: MerlinState) -> str | None:
        """The rule of every decision at the module's own stage ``s.stage``; None: each
        action's own rule."""
        return None

    def action_rule(self, s: MerlinState, action: object) -> str | None:
        """The rule of one of the module's actions when it depends on the action's arguments
        (None: ``action_rules`` names it)."""
        return None

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        """The module's shared pieces on the table in the rulebook's words, read from ``view``
        (``observation(p)`` or ``full_view()``): (title, text) rows for the stepper's "Modules"
        panel, players by their colour. Cheap: it runs at every click."""
        return []

    # -- hooks (HOOK_POINTS) -----------------------------------------------------------------
    def after_setup(self, s: MerlinState) -> None: ...
    def mission_completed(self, s: MerlinState, p: int, card: int) -> None: ...
    def after_scoring(self, s: MerlinState) -> None: ...
    def round_prepared(self, s: MerlinState) -> None: ...
    def extra_turn(self, s: MerlinState, p: int) -> bool:
        return False

    def district_blocked(self, s: MerlinState, c: int) -> bool:
        return False

    def good_blocked(self, s: MerlinState, good: int) -> bool:
        return False

    def protected_manors(self, s: MerlinState, p: int) -> int:
        return 0

    def traitor_repelled(self, s: MerlinState, p: int, c: int) -> None: ...
    def round_end(self, s: MerlinState) -> None: ...
    def turn_started(self, s: MerlinState) -> None: ...
    def good_returned(self, s: MerlinState, p: int, good: int, c: int) -> None: ...
    def influence_placed(self, s: MerlinState, p: int, c: int) -> None: ...
    def shields_spent(self, s: MerlinState, p: int, spent: list[int]) -> None: ...
    def figure_moved(self, s: MerlinState) -> None: ...
    def acts_again(self, s: MerlinState, p: int, c: int) -> bool:
        return False

    def space_scored(self, s: MerlinState, p: int, kind: str, arg: int) -> None: ...
    def tower_bonus_done(self, s: MerlinState, c: int) -> bool:
        return False

    def turn_draws(self, s: MerlinState) -> int:
        return 0

    def surroundings_scored(self, s: MerlinState) -> None: ...

    def resample(self, s: MerlinState, rng: Rng) -> None: ...

    # -- the turn (POINTS) ---------------------------------------------------------------------
    def die_substitutes(self, s: MerlinState) -> list[Action]:
        """What the player may use instead of a die of their own (ME.round.extra-turns),
        offered after their dice."""
        return []

    def pre_move_possible(self, s: MerlinState) -> bool:
        """Whether :meth:`pre_move_choices` offers anything (moving then needs a decision)."""
        return bool(self.pre_move_choices(s))

    def pre_move_choices(self, s: MerlinState) -> list[Action]:
        """Changes to the die or the move offered before moving."""
        return []

    def side_possible(self, s: MerlinState) -> bool:
        """Whether :meth:`side_choices` offers anything."""
        return bool(self.side_choices(s))

    def side_choices(self, s: MerlinState) -> list[Action]:
        """Side options at every main point of the turn (choosing a die, the space's action,
        the end of the turn), after the missions and the repel flag."""
        return []

    def missions_blocked(self, s: MerlinState) -> tuple[str, str] | None:
        """(rule, reason) forbidding any mission now, or None."""
        return None

    def mission_possible(self, s: MerlinState) -> bool:
        """Whether :meth:`mission_choices` offers anything."""
        return bool(self.mission_choices(s))

    def mission_choices(self, s: MerlinState) -> list[Action]:
        """Other ways of completing a mission, offered after the plain ones while the turn's
        mission limit allows one more."""
        return []

    def space_possible(self, s: MerlinState) -> bool:
        return bool(self.space_choices(s))

    def space_choices(self, s: MerlinState) -> list[Action]:
        """Options at the space's action, after taking it (with or without a staff)."""
        return []

    def henchman_choices(self, s: MerlinState, henchmen: list[int]) -> list[Action]:
        """Options at the henchman choice, after the plain ones (``henchmen`` may go)."""
        return []

    def manor_built(self, s: MerlinState, pos: int, tower: bool) -> bool:
        """A manor was just built on ``pos``; True when the module takes over what follows
        (the tower bonus and the end of the action)."""
        return False

    def observe_player(self, s: MerlinState, p: int, entry: dict[str, Any]) -> None:
        """Add the module's public part of player ``p`` to ``entry``."""

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        """Add the module's public part of the table to ``view``."""

    def observe_private(self, s: MerlinState, player: int, view: dict[str, Any]) -> None:
        """Add what only ``player`` sees of the module to their observation ``view``."""

    def observe_full(self, s: MerlinState, view: dict[str, Any]) -> None:
        """Add the module's hidden parts to the umpire's ``view``."""

    def adjust_choices(self, s: MerlinState, out: list[Action]) -> list[Action]:
        """The module's last word on the legal actions ``out`` of a stage (after every other
        contribution): what it adds at the end, or takes out. Called at the stages of
        :attr:`adjust_stages` only, when the module names them."""
        return out

    def territory_counts(self, s: MerlinState, mask: int, counts: list[int]) -> list[int]:
        """The surroundings scoring's manor counts per player in territory ``mask``, as the
        module weighs them (``counts`` as the base game and earlier modules counted)."""
        return counts

    def influence_tie(self, s: MerlinState, c: int) -> bool | None:
        """Whether the Grail holder is tied for the lead in principality ``c`` as the module
        counts the influence there; None leaves it to the base game's count."""
        return None

    def score_principality(self, s: MerlinState, c: int, grail: bool) -> bool:
        """Score the influence in principality ``c`` (``grail``: the Grail breaks the tie) the
        module's way; False leaves it to the base game."""
        return False

    def blocked_spaces(self, s: MerlinState) -> int:
        """Bitmask of outer-ring spaces that figures skip (not counted when moving) and flags
        may not send a knight to."""
        return 0

    def territory_scored(
        self, s: MerlinState, mask: int, counts: list[int], points: dict[int, int]
    ) -> None:
        """Territory ``mask`` was just scored: ``counts`` per player gave ``points``."""

    def place_henchman(
        self, s: MerlinState, p: int, h: int, c: int, rule: str, act: bool
    ) -> bool | None:
        """Place ``p``'s henchman ``h`` in principality ``c`` the module's way (``act``: then it
        acts); True when a decision is pending, None leaves it to the base game."""
        return None

    def arrival_words(self, s: MerlinState, h: int, c: int) -> str | None:
        """What henchman ``h`` (not the lady) does on arrival in principality ``c``, in words,
        when the module changes it."""
        return None

    # -- saved games ------------------------------------------------------------------------------
    def invariant(self, s: MerlinState) -> str | None:
        """What breaks the conservation of the module's pieces, or None."""
        return None

    def ranges(self, game: MerlinGame) -> Mapping[str, Bounds]:
        """Bounds of the module's saved fields."""
        return {}

    def extra_staffs(self, game: MerlinGame) -> int:
        """Merlin's staffs the module adds beyond each player's own."""
        return 0

    def goods_beyond_max(self, game: MerlinGame) -> int:
        """The most of the module's own pieces one player may hold in one goods slot, beyond
        the principalities' 6 (the loader's range of ``goods`` widens by it)."""
        return 0

    def goods_beyond(self, s: MerlinState, p: int, slot: int) -> int:
        """How many of ``p``'s goods in ``state.goods`` slot ``slot`` (good * 6 + colour) are
        the module's pieces, beyond the principalities' own."""
        return 0

    def goods_aside(self, s: MerlinState) -> Sequence[int]:
        """Per goods slot (``good * 6 + colour``): the goods the module holds off the board
        (empty when none), counted in their conservation."""
        return ()

    def influence_beyond(self, s: MerlinState, p: int) -> int:
        """How many of ``p``'s influence counts on the board are no marker of theirs now
        (added by the module for a scoring under way)."""
        return 0


_DATA: dict[tuple[str, Path | None], Mapping[str, Any]] = {}


def load_module_data(
    filename: str,
    folder: Path | None,
    check: Callable[[Mapping[str, Any], str], None] | None = None,
) -> Mapping[str, Any]:
    """A module's data file: from ``folder`` (the ``data_dir`` option) when it holds a copy,
    else the shipped ``games/merlin/data/`` one; ``check`` raises ``DataError`` on a malformed
    document. Read and checked once per folder."""
    key = (filename, folder)
    found = _DATA.get(key)
    if found is None:
        path = folder / filename if folder is not None else None
        if path is None or not path.exists():
            path = data_path("merlin", filename)
        doc = load_json(path)
        if check is not None:
            check(doc, str(path))
        found = _DATA[key] = MappingProxyType(doc)
    return found
