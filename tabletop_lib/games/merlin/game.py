"""The Merlin game object: parameters, static data, the ruleset, interned actions, the factory."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.game import Game
from tabletop_lib.core.options import check_choice, words

from . import actions as A
from . import (
    rules,
    upkeep,
)
from .board import HexGrid
from .common import flag_goods, single_flag_colours
from .constants import GOOD_NAMES, HENCHMAN_NAMES, NUM_COLOURS
from .data import MerlinData, load_data
from .die_table import DieChoices, DieGroups, compile_die_choices, die_groups
from .missions import Check, Code, compile_card, compile_check
from .modules import registry as _registry  # noqa: F401  (registers the modules)
from .params import OPTION_NAMES, Params, check_modules, make_params
from .plugin import DieKind
from .ruleset import OWNER, REGISTERED, Ruleset, build_ruleset
from .state import MerlinState
from .words import PLAYER_COLOUR_NAMES, register_missions, register_space_names, space_name


def module_option_help() -> dict[str, str]:
    """Every module's options with their help (``MerlinModule.option_help``), for
    ``load_game``: the base game names none of them."""
    return {k: v for m in REGISTERED.values() for k, v in m.option_help.items()}


def _module_options(modules: tuple[str, ...], given: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of the modules in play: its value in ``given`` (checked by the module that
    declares it) or its default. An option of no module, or of a module not in play, or a
    value it does not take, is a ``ConfigError`` that says which."""
    owners = {option: m for m in REGISTERED.values() for option in m.option_choices}
    checked: dict[str, Any] = {}
    for option, value in given.items():
        owner = owners.get(option)
        if owner is None:
            known = ", ".join(sorted(owners)) or "none"
            raise ConfigError(f"Merlin has no option {option}; the modules' options are: {known}")
        if owner.name not in modules:
            raise ConfigError(
                f"{option} needs the {owner.name} module: add {owner.name} to modules"
            )
        checked[option] = check_choice(option, value, owner.option_choices[option])
    defaults = {
        option: choices[0]
        for m in modules
        for option, choices in REGISTERED[m].option_choices.items()
    }
    return {**defaults, **checked}


def _chosen_options(
    params: Params, given: Mapping[str, Any], data_dir: str | Path | None
) -> dict[str, Any]:
    """The game's ``options``: the modules, the options given and those the modules in play
    always show (checked, from ``params``), and the data folder."""
    options: dict[str, Any] = {"modules": list(params.modules)}
    for module_name in params.modules:  # the modules' options, in the modules' order
        module = REGISTERED[module_name]
        for option in module.option_choices:
            if option in given or option in module.options:
                options[option] = params.module_options[option]
    for option in OPTION_NAMES:  # then the base game's
        if option in given:
            options[option] = getattr(params, option)
    if data_dir is not None:
        options["data_dir"] = str(data_dir)
    return options


@dataclass(frozen=True)
class ActionTables:
    """Every action object built once, so the hot path indexes instead of constructing."""

    die: tuple[tuple[A.UseDie, ...], ...]
    apple: tuple[A.SpendApple, ...]
    apple_except: Mapping[int, tuple[A.SpendApple, ...]]
    """Die value -> the apples that change a die of that value (every other face), so the
    PRE_MOVE stage does not filter the faces at each call."""
    move: tuple[A.Move, A.Move]
    flip: A.FlipDie
    take_action: A.TakeAction
    take_action_with_staff: A.TakeActionWithStaff
    decline: A.DeclineAction
    mirror: A.MirrorKnight
    other: tuple[A.TakeOtherAction, ...]
    complete: tuple[A.CompleteMission, ...]
    repel: tuple[A.RepelTraitors, ...]
    henchman: tuple[A.PlaceHenchman, ...]
    to: tuple[A.ChoosePrincipality, ...]
    relocate: tuple[A.RelocateHenchman, A.RelocateHenchman]
    take: tuple[tuple[A.TakeGood, ...], ...]
    give_back: tuple[tuple[A.ReturnGood, ...], ...]
    discard: tuple[A.DiscardMission, ...]
    stop_discarding: A.StopDiscarding
    draw: tuple[A.DrawMission, ...]
    draw_deck: A.DrawMission
    defeat: tuple[A.DefeatTraitor, ...]
    build_on: tuple[A.BuildManor, ...]
    pay: tuple[A.PayMaterial, ...]
    tower: tuple[tuple[A.TowerBonus, ...], ...]
    skip_tower: A.SkipTowerBonus
    end_turn: A.EndTurn
    pass_turn: A.PassTurn
    use_grail: A.UseGrail
    keep_grail: A.KeepGrail
    modules: Mapping[str, Any]
    """Module name -> the module's own interned actions (``MerlinModule.tables``)."""

    @classmethod
    def build(
        cls,
        data: MerlinData,
        kinds: tuple[str, ...],
        faces: int,
        ring: int,
        grid: HexGrid,
        modules: Mapping[str, Any],
    ) -> ActionTables:
        colours = data.colours
        cards = tuple(c.id for c in data.missions)
        apple = tuple(A.SpendApple(f) for f in range(faces + 1))
        return cls(
            die=tuple(tuple(A.UseDie(k, v) for v in range(faces + 1)) for k in kinds),
            apple=apple,
            apple_except=MappingProxyType(
                {v: tuple(a for a in apple[1:] if a.face != v) for v in range(faces + 1)}
            ),
            move=(A.Move(A.DIRECTIONS[0]), A.Move(A.DIRECTIONS[1])),
            flip=A.FlipDie(),
            take_action=A.TakeAction(),
            take_action_with_staff=A.TakeActionWithStaff(),
            decline=A.DeclineAction(),
            mirror=A.MirrorKnight(),
            other=tuple(A.TakeOtherAction(i) for i in range(ring)),
            complete=tuple(A.CompleteMission(c) for c in cards),
            repel=tuple(A.RepelTraitors(c) for c in colours),
            henchman=tuple(A.PlaceHenchman(h) for h in HENCHMAN_NAMES),
            to=tuple(A.ChoosePrincipality(c) for c in colours),
            relocate=(A.RelocateHenchman(A.DIRECTIONS[0]), A.RelocateHenchman(A.DIRECTIONS[1])),
            take=tuple(tuple(A.TakeGood(g, c) for c in colours) for g in GOOD_NAMES),
            give_back=tuple(tuple(A.ReturnGood(g, c) for c in colours) for g in GOOD_NAMES),
            discard=tuple(A.DiscardMission(c) for c in cards),
            stop_discarding=A.StopDiscarding(),
            draw=tuple(A.DrawMission(c) for c in cards),
            draw_deck=A.DrawMission("deck"),
            defeat=tuple(A.DefeatTraitor(c) for c in colours),
            build_on=tuple(A.BuildManor(grid.name(pos)) for pos in range(grid.size)),
            pay=tuple(A.PayMaterial(c) for c in colours),
            tower=tuple(tuple(A.TowerBonus(k, c) for c in colours) for k in A.TOWER_BONUS_KINDS),
            skip_tower=A.SkipTowerBonus(),
            end_turn=A.EndTurn(),
            pass_turn=A.PassTurn(),
            use_grail=A.UseGrail(),
            keep_grail=A.KeepGrail(),
            modules=MappingProxyType(dict(modules)),
        )


def title_with(modules: tuple[str, ...] | list[str]) -> str:
    """The game's title with its modules by their chapter names: "Merlin (Big Box) with
    Arthur and Morgana"; more than two are counted ("with 9 modules")."""
    from tabletop_lib.core.words import label

    if not modules:
        return "Merlin (Big Box)"
    if len(modules) > 2:
        return f"Merlin (Big Box) with {len(modules)} modules"
    return "Merlin (Big Box) with " + " and ".join(label("merlin", "module", m) for m in modules)


class MerlinGame(Game[A.Action, MerlinState]):
    """Merlin (Queen Games; Big Box edition), the base game for 2-4 players.

    ``modules`` lists Big Box modules (see ``params.IMPLEMENTED_MODULES``);
    ``data_dir`` loads corrected copies of data/merlin/*.json; ``flip_flag_dice`` is
    ``"knight"`` (default) or ``"any"`` (which dice the flip-die flag turns, p. 13);
    ``reroll_reading`` is ``"literal"`` (default) or ``"trigger"`` (how the re-roll passages
    are read, ``dice.py``). Any other keyword is a module's option, declared and checked by
    its module (``MerlinModule.option_choices``: the knights module's ``knights_draft``, the
    Caerleon module's ``caerleon_side``), accepted only with that module in play.
    """

    name = "merlin"
    milestones = ("turn", "round", "scoring period")
    """A stepper plays on to the end of a turn, a round, or a scoring period (rounds 1-2, 3-4
    and 5-6 each end with a scoring, manual p. 10)."""
    title = "Merlin (Big Box)"
    """The base game's title; a game with modules names them (:func:`title_with`)."""

    def __init__(
        self,
        num_players: int,
        modules: list[str] | tuple[str, ...] | None = None,
        data_dir: str | Path | None = None,
        flip_flag_dice: str | None = None,
        reroll_reading: str | None = None,
        **module_options: Any,
    ) -> None:
        self.num_players = num_players
        given = {"flip_flag_dice": flip_flag_dice, "reroll_reading": reroll_reading}
        extra = {option: value for option, value in given.items() if value is not None}
        chosen = {k: v for k, v in module_options.items() if v is not None}
        # The option is checked as given: a string stays one name, never a list of letters.
        self.params: Params = make_params(
            num_players,
            modules=modules,
            module_options=_module_options(check_modules(modules), chosen),
            **extra,
        )
        self._options: dict[str, Any] = _chosen_options(self.params, {**extra, **chosen}, data_dir)
        self.data: MerlinData = load_data(Path(data_dir) if data_dir is not None else None)
        folder = Path(data_dir) if data_dir is not None else None
        self.data_dir: Path | None = folder
        """The ``data_dir`` option: where the base game's and the modules' data are read."""
        self.ruleset: Ruleset = build_ruleset(
            self.data,
            self.params,
            upkeep.BASE_SCORING_STEPS,
            upkeep.BASE_FINAL_STEPS,
            [REGISTERED[m] for m in self.params.modules],
            folder,
        )
        rs = self.ruleset
        kinds = tuple(dict.fromkeys(rs.dice))
        self.die_kinds: tuple[DieKind, ...] = tuple(rs.die_kinds[k] for k in kinds)
        self.die_kind_index: Mapping[str, int] = MappingProxyType(
            {k: i for i, k in enumerate(kinds)}
        )
        self.die_slot_kind: tuple[int, ...] = tuple(kinds.index(k) for k in rs.dice)
        self.dice_per_player = len(rs.dice)
        self.title = title_with(self.params.modules)
        self.num_categories = len(rs.categories)
        tiles = self.data.tiles_for(num_players)
        self.grid: HexGrid = self.data.grid_for(len(tiles))
        self.accepts: tuple[int, ...] = self.data.accepts_for(len(tiles))
        self.tile_mask = (1 << len(tiles)) - 1
        self.tiles_accepting: tuple[int, ...] = tuple(
            sum(1 << pos for pos, mask in enumerate(self.accepts) if mask >> c & 1)
            for c in range(NUM_COLOURS)
        )
        """Per material colour: bitmask of the grid positions that accept it."""
        self.mission_codes: tuple[Code, ...] = tuple(compile_card(c) for c in self.data.missions)
        self.mission_checks: tuple[Check, ...] = tuple(compile_check(c) for c in self.mission_codes)
        self.ability_colour_list: tuple[tuple[int, ...], ...] = tuple(
            tuple(c for c in range(NUM_COLOURS) if mask >> c & 1)
            for mask in self.data.ability_colours
        )
        self.ability_single_colour: tuple[int, ...] = single_flag_colours(self.ability_colour_list)
        for module in rs.in_play:  # e.g. flags swapped for a module's
            module.configure(self)
        self.flag_goods: tuple[int, ...] = flag_goods(self.ability_single_colour)
        """Per ability, its one flag's place in a player's goods block (``common.flag_goods``)."""
        self.colour_index: Mapping[str, int] = MappingProxyType(
            {c: i for i, c in enumerate(self.data.colours)}
        )
        self.good_index: Mapping[str, int] = MappingProxyType(
            {g: i for i, g in enumerate(GOOD_NAMES)}
        )
        self.henchman_index: Mapping[str, int] = MappingProxyType(
            {h: i for i, h in enumerate(HENCHMAN_NAMES)}
        )
        self.mission_index: Mapping[str, int] = MappingProxyType(
            {c.id: i for i, c in enumerate(self.data.missions)}
        )
        self.tile_index: Mapping[str, int] = MappingProxyType(
            {self.grid.name(pos): pos for pos in range(self.grid.size)}
        )
        module_tables: dict[str, Any] = {}
        for module in REGISTERED.values():
            if module.tables_always or module in rs.in_play:
                built = module.tables(self)
                if built is not None:
                    module_tables[module.name] = built
        self.tables = ActionTables.build(
            self.data, kinds, self.params.die_faces, rs.rondel.size, self.grid, module_tables
        )
        self.die_groups: DieGroups = die_groups(self)
        """Per die kind, its slots and its actions per set of values (``die_table``)."""
        self.die_choices: DieChoices = compile_die_choices(self)
        """The die stage's dice, written out for this game's dice (``die_table``)."""
        self.player_names = PLAYER_COLOUR_NAMES[:num_players]
        if self.data_dir is None:  # the printed cards; a corrected copy keeps its own texts
            register_missions(self.data.colours, self.data.missions)
        labels = tuple(
            kind.label(self.data.colours, arg)
            for kind, arg in zip(rs.space_at, rs.space_arg, strict=True)
        )
        self._space_labels = labels
        register_space_names(labels)
        self._parsed: dict[str, A.Action] = {}
        """Actions already parsed, by text (actions are immutable, so they can be shared)."""

    @property
    def options(self) -> Mapping[str, Any]:
        return MappingProxyType(self._options)

    def in_play(self, module: str) -> bool:
        """Whether the Big Box module named ``module`` is in play."""
        return module in self.ruleset.modules

    @property
    def verified(self) -> bool:
        """False while any data file in use is marked unverified."""
        return self.data.verified

    def space_label(self, space: int) -> str:
        """A short name of the action space at ring index ``space``."""
        return self._space_labels[space]

    def space_name(self, space: int) -> str:
        """The action space at ring index ``space`` as a learner reads it ("Black
        principality", "Influence and flag", "Points for shields")."""
        return space_name(self._space_labels[space])

    def new_initial_state(self, seed: int | None = None) -> MerlinState:
        state = MerlinState(self)
        rules.setup(state, 0 if seed is None else seed)
        return state

    def state_from_dict(self, data: Mapping[str, Any], source: str = "<dict>") -> MerlinState:
        return MerlinState.from_dict(self, data, source)

    def parse_action(self, text: str) -> A.Action:
        """The action whose ``str`` is ``text``; names must exist in this game's data."""
        known = self._parsed.get(text)
        if known is not None:
            return known
        action = A.parse_action(text)
        problem = self._unknown_name(action)
        if problem:
            raise ValueError(f"{text!r}: {problem}")
        if len(self._parsed) < 100_000:
            self._parsed[text] = action
        return action

    def _unknown_name(self, a: A.Action) -> str:
        owner = OWNER.get(type(a))
        if owner is not None:
            problem = owner.unknown_name(self, a)
            if problem is not None:
                return problem
        check = _NAME_CHECKS.get(type(a))
        return check(self, a) if check is not None else ""


def _face(g: MerlinGame, face: int) -> str:
    faces = g.params.die_faces
    return "" if 1 <= face <= faces else f"a die shows 1 to {faces}"


def _colour(g: MerlinGame, colour: str) -> str:
    return "" if colour in g.colour_index else f"no principality colour {colour!r}"


def _die_name(g: MerlinGame, a: A.UseDie) -> str:
    if a.kind not in g.die_kind_index:
        return f"no die kind {a.kind!r} (kinds: {', '.join(g.die_kind_index)})"
    return _face(g, a.value)


def _direction_name(g: MerlinGame, a: A.Move | A.RelocateHenchman) -> str:
    return "" if a.direction in A.DIRECTIONS else "the direction is 'cw' or 'ccw'"


def _space_name(g: MerlinGame, a: A.TakeOtherAction) -> str:
    return "" if 0 <= a.space < g.ruleset.rondel.size else "no such space on the ring"


def _card_name(g: MerlinGame, a: A.CompleteMission | A.DiscardMission) -> str:
    return "" if a.card in g.mission_index else f"no mission card {a.card!r}"


def _draw_name(g: MerlinGame, a: A.DrawMission) -> str:
    ok = a.source == "deck" or a.source in g.mission_index
    return "" if ok else f"no mission card {a.source!r}"


def _henchman_name(g: MerlinGame, a: A.PlaceHenchman) -> str:
    return "" if a.henchman in g.henchman_index else f"no henchman {a.henchman!r}"


def _good_name(g: MerlinGame, a: A.TakeGood | A.ReturnGood) -> str:
    return f"no good {a.good!r}" if a.good not in g.good_index else _colour(g, a.colour)


def _tower_name(g: MerlinGame, a: A.TowerBonus) -> str:
    if a.kind not in A.TOWER_BONUS_KINDS:
        return f"a tower bonus is one of: {words(A.TOWER_BONUS_KINDS)}"
    return _colour(g, a.colour)


def _tile_name(g: MerlinGame, a: A.BuildManor) -> str:
    return "" if a.tile in g.tile_index else f"no tile {a.tile!r} in these surroundings"


_NAME_CHECKS: dict[type, Callable[[MerlinGame, Any], str]] = {
    A.UseDie: _die_name,
    A.SpendApple: lambda g, a: _face(g, a.face),
    A.Move: _direction_name,
    A.RelocateHenchman: _direction_name,
    A.TakeOtherAction: _space_name,
    A.CompleteMission: _card_name,
    A.DiscardMission: _card_name,
    A.DrawMission: _draw_name,
    A.RepelTraitors: lambda g, a: _colour(g, a.colour),
    A.ChoosePrincipality: lambda g, a: _colour(g, a.colour),
    A.DefeatTraitor: lambda g, a: _colour(g, a.colour),
    A.PayMaterial: lambda g, a: _colour(g, a.colour),
    A.PlaceHenchman: _henchman_name,
    A.TakeGood: _good_name,
    A.ReturnGood: _good_name,
    A.TowerBonus: _tower_name,
    A.BuildManor: _tile_name,
}
"""What a parsed base action may name that this game does not have (a die kind, a face, a
card, a colour, a tile ...): a message, or "" when every name is known."""
