"""The Arthur module's plug-in (manual pp. 16-19, docs/rules/merlin.md §2.3, §5.11): the overlay
medallion and its inner ring walked by Arthur with the black die, the two new flags before
moving, the inner and new outer spaces, one manor per territory after the surroundings scoring,
the Picts and the signet ring.

How it plugs in: the inner ring's spaces follow the outer ring's in ``Ruleset.space_at``, so
``state.space`` is ``outer size + inner index`` while Arthur's space acts, and the engine's
action program (offer, act or decline, staff) runs unchanged. A space that moves a figure again
(stairs, Merlin, move Arthur) moves it, sets ``state.space`` to the new space and lets the
program offer that space's action (ME.arthur.nested-action). The any-die flag and the Merlin
space set ``state.figure_kind``, which ``rules.die_kind`` reads instead of the die's own kind.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.options import words
from tabletop_lib.core.rng import Rng
from tabletop_lib.core.validation import Bounds
from tabletop_lib.core.words import clause, third_person

from ...actions import DIRECTIONS, Action
from ...common import bits, finish, name
from ...constants import PRE_MOVE
from ...data import Rondel, SpaceSpec
from ...describe import describe, tile
from ...plugin import DieKind, MerlinModule, PanelRow, ScoringStep
from ...spaces import SpaceKind
from . import data as D
from .actions import (
    ActivateHenchman,
    ArthurBuild,
    ArthurDieStep,
    ArthurFigure,
    ArthurInfluence,
    ArthurMerlin,
    ArthurStep,
    ArthurTake,
    KeepManor,
    ReplaceManor,
    SignetMission,
    TakePict,
)
from .catalog import RULES
from .describe import DESCRIBERS, SPACE_WORDS, moving_arthur
from .inner import on_influence, on_merlin, on_signet, on_take, take_choices
from .lessons import LESSONS
from .manors import keep_choices, on_keep, on_replace, reduce_manors, replace_choices
from .moves import any_pre_move, move_arthur, on_die_step, on_figure, pre_move_choices
from .outer import activate_choices, on_activate, on_step
from .picts import free_tiles, on_build, on_pict, resample_piles, score_picts, setup_hook
from .spaces import SPACE_KINDS
from .state import FIELDS
from .tables import ArthurTables, tables

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

STAGE_CHOICES: Mapping[int, Callable[[MerlinState], list[Action]]] = MappingProxyType(
    {
        D.ARTHUR_SIGNET: lambda s: [tables(s).signet[c] for c in s.hands[s.current]],
        D.ARTHUR_TAKE: lambda s: [tables(s).take[s.chosen][c] for c in take_choices(s)],
        D.ARTHUR_INFLUENCE: lambda s: list(tables(s).influence),
        D.ARTHUR_MERLIN: lambda s: list(tables(s).merlin),
        D.ARTHUR_STEP: lambda s: list(tables(s).step),
        D.ARTHUR_PICT: lambda s: [tables(s).pict[i] for i in s.pict_display if i >= 0],
        D.ARTHUR_BUILD: lambda s: [
            tables(s).build[pos] for pos in bits(free_tiles(s, s.current, s.chosen))
        ],
        D.ARTHUR_REPLACE: lambda s: [
            tables(s).replace[pos] for pos in bits(replace_choices(s, s.current))
        ],
        D.ARTHUR_HENCHMAN: lambda s: [
            tables(s).activate[h] for h in activate_choices(s, s.current)
        ],
        D.ARTHUR_KEEP: lambda s: [tables(s).keep[pos] for pos in keep_choices(s)],
    }
)
"""The legal actions of the module's decision stages."""


def _colour_problem(game: MerlinGame, colour: str) -> str:
    return "" if colour in game.colour_index else f"no principality colour {colour!r}"


def _take_problem(game: MerlinGame, a: ArthurTake) -> str:
    if a.good not in game.good_index:
        return f"no good {a.good!r}"
    return _colour_problem(game, a.colour)


def _tile_problem(game: MerlinGame, a: ArthurBuild | ReplaceManor | KeepManor) -> str:
    return "" if a.tile in game.tile_index else f"no tile {a.tile!r} in these surroundings"


def _pict_problem(game: MerlinGame, a: TakePict) -> str:
    ids = {str(t["id"]) for t in D.picts(game.data_dir)}
    return "" if a.pict in ids else f"no Pict {a.pict!r}"


_NAME_PROBLEMS: Mapping[type, Callable[[MerlinGame, Any], str]] = MappingProxyType(
    {
        ArthurFigure: lambda g, a: (
            "" if a.figure in D.FIGURES else f"a figure is one of: {words(D.FIGURES)}"
        ),
        ArthurDieStep: lambda g, a: "" if a.step in (1, -1) else "a step is +1 or -1",
        ArthurMerlin: lambda g, a: (
            "" if 1 <= abs(a.step) <= D.MERLIN_REACH else "Merlin moves 1 to 3 spaces"
        ),
        SignetMission: lambda g, a: (
            "" if a.card in g.mission_index else f"no mission card {a.card!r}"
        ),
        ArthurTake: _take_problem,
        ArthurInfluence: lambda g, a: _colour_problem(g, a.colour),
        ArthurStep: lambda g, a: (
            "" if a.direction in DIRECTIONS else "the direction is 'cw' or 'ccw'"
        ),
        TakePict: _pict_problem,
        ActivateHenchman: lambda g, a: (
            "" if a.henchman in g.henchman_index else f"no henchman {a.henchman!r}"
        ),
        ArthurBuild: _tile_problem,
        ReplaceManor: _tile_problem,
        KeepManor: _tile_problem,
    }
)
"""Per action class: what in the action names nothing of this game ("" when all is well)."""


def observe(s: MerlinState) -> dict[str, Any]:
    """The module's public table: Arthur, the signet ring, the Picts (piles face down)."""
    tiles = D.pict_tiles(s)
    return {
        "arthur": s.arthur,
        "arthur_space": s.game.space_label(D.inner_space(s, s.arthur)),
        "signet_ring": None if s.signet < 0 else s.signet,
        "pict_display": [None if t < 0 else tiles[t]["id"] for t in s.pict_display],
        "pict_piles": [len(s.pict_pile_a), len(s.pict_pile_b)],
        "picts": [
            [tiles[t]["id"] for t, o in enumerate(s.pict_owner) if o == p]
            for p in range(s.game.num_players)
        ],
    }


class ArthurModule(MerlinModule):
    """ME.arthur.*: the inner ring and the black die, the new spaces and flags, the Picts and
    the signet ring, one manor per territory."""

    name = D.MODULE
    title = "Arthur"
    board_keys = ("arthur",)
    interacts_with = ("treasures", "kings_favor", "morgana")
    """A Pict's manor on a treasure; the signet ring's mission and the King's Favor choice;
    the stairs and the Merlin space skip the space Morgana blocks."""
    rules = RULES
    lessons = MappingProxyType(LESSONS)
    die_kinds = (
        DieKind(
            D.DIE,
            "arthur",
            either_way=True,
            staff=False,
            move=move_arthur,
            rule="ME.arthur.black-die",
            label="black die (Arthur's)",
            moving=moving_arthur,
            moves_only=True,  # (move_arthur: the die, Arthur, the space, the counters)
        ),
    )
    extra_dice = (D.DIE,)
    categories = (D.CATEGORY,)
    reroll_rule = "ME.arthur.reroll"
    point_order = MappingProxyType({"pre_move_choices": 100})
    """The flags' choices come after the other modules' before moving (the market's last)."""
    actions = (
        ArthurFigure,
        ArthurDieStep,
        SignetMission,
        ArthurTake,
        ArthurInfluence,
        ArthurMerlin,
        ArthurStep,
        TakePict,
        ArthurBuild,
        ReplaceManor,
        ActivateHenchman,
        KeepManor,
    )
    stages = MappingProxyType(D.STAGE_NAMES)
    stage_actions = MappingProxyType(
        {
            D.ARTHUR_SIGNET: (SignetMission,),
            D.ARTHUR_TAKE: (ArthurTake,),
            D.ARTHUR_INFLUENCE: (ArthurInfluence,),
            D.ARTHUR_MERLIN: (ArthurMerlin,),
            D.ARTHUR_STEP: (ArthurStep,),
            D.ARTHUR_PICT: (TakePict,),
            D.ARTHUR_BUILD: (ArthurBuild,),
            D.ARTHUR_REPLACE: (ReplaceManor,),
            D.ARTHUR_HENCHMAN: (ActivateHenchman,),
            D.ARTHUR_KEEP: (KeepManor,),
            PRE_MOVE: (ArthurFigure, ArthurDieStep),
        }
    )
    expected = MappingProxyType(
        {
            D.ARTHUR_SIGNET: "a mission to complete with the signet ring ('signet-mission <card>')",
            D.ARTHUR_TAKE: "a good from any principality ('arthur-take <good> <colour>')",
            D.ARTHUR_INFLUENCE: "a principality ('arthur-influence <colour>')",
            D.ARTHUR_MERLIN: "Merlin's move ('arthur-merlin +1' ... '-3')",
            D.ARTHUR_STEP: "'arthur-step cw' or 'arthur-step ccw'",
            D.ARTHUR_PICT: "a Pict of the display ('take-pict <id>')",
            D.ARTHUR_BUILD: "a free tile for the Pict's manor ('arthur-build <tile>')",
            D.ARTHUR_REPLACE: "a manor to replace ('arthur-replace <tile>')",
            D.ARTHUR_HENCHMAN: "a henchman to activate ('activate <henchman>')",
            D.ARTHUR_KEEP: "the manor to keep in this territory ('arthur-keep <tile>')",
        }
    )
    handlers = MappingProxyType(
        {
            ArthurFigure: on_figure,
            ArthurDieStep: on_die_step,
            SignetMission: on_signet,
            ArthurTake: on_take,
            ArthurInfluence: on_influence,
            ArthurMerlin: on_merlin,
            ArthurStep: on_step,
            TakePict: on_pict,
            ArthurBuild: on_build,
            ReplaceManor: on_replace,
            ActivateHenchman: on_activate,
            KeepManor: on_keep,
        }
    )
    action_rules = MappingProxyType(
        {
            ArthurFigure: "ME.arthur.flag.any-die",
            ArthurDieStep: "ME.arthur.flag.die-step",
            SignetMission: "ME.arthur.space.signet-ring",
            ArthurTake: "ME.arthur.space.resource",
            ArthurInfluence: "ME.arthur.space.influence",
            ArthurMerlin: "ME.arthur.space.merlin",
            ArthurStep: "ME.arthur.space.move-arthur",
            TakePict: "ME.arthur.space.picts",
            ArthurBuild: "ME.arthur.space.picts",
            ReplaceManor: "ME.arthur.space.replace-manor",
            ActivateHenchman: "ME.arthur.space.activate-henchman",
            KeepManor: "ME.arthur.scoring.one-manor-per-territory",
        }
    )
    describers = DESCRIBERS
    space_words = SPACE_WORDS
    fields = FIELDS
    stage_choices = STAGE_CHOICES
    resumes = MappingProxyType({D.ARTHUR_SIGNET: finish})
    """The King's Favor choice after the signet ring's mission ends the space's action."""

    # -- static parts that read the game's data ---------------------------------------------
    def tables(self, game: MerlinGame) -> ArthurTables:
        return ArthurTables.build_for(game)

    def space_kinds(self, folder: Path | None) -> tuple[SpaceKind, ...]:
        return SPACE_KINDS

    def rondel_overlay(self, folder: Path | None) -> Mapping[int, SpaceSpec]:
        return D.overlay(folder)

    def inner_ring(self, folder: Path | None) -> Rondel | None:
        return D.inner_ring(folder)

    def scoring_steps(self, folder: Path | None) -> tuple[tuple[str, str, ScoringStep], ...]:
        return (
            ("one manor per territory", "surroundings", reduce_manors),
            ("picts", str(D.module_data(folder)["scoring"]["picts_after"]), score_picts),
        )

    def configure(self, game: MerlinGame) -> None:
        """ME.arthur.flags: the black and grey flags are swapped."""
        game.ability_colour_list, game.ability_single_colour = D.flag_abilities(game)

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        check = _NAME_PROBLEMS.get(type(action))
        return None if check is None else check(game, action)

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        if not s.game.in_play(D.MODULE):
            return rule, "the Arthur module is not in play"
        who = name(s, s.current)
        if isinstance(action, (ArthurFigure, ArthurDieStep)):
            return rule, (
                f"{who} holds no such flag, or used it this turn, or the die cannot change so"
            )
        if isinstance(action, ReplaceManor):
            return rule, f"{who} may not replace the manor on {tile(s, action.tile)}"
        if isinstance(action, KeepManor):
            return rule, f"{tile(s, action.tile)} is not one of {who}'s manors in this territory"
        return rule, f"{who} cannot now {clause(third_person(describe(s, action)))}"

    # -- hooks ----------------------------------------------------------------------------------
    def after_setup(self, s: MerlinState) -> None:
        setup_hook(s)

    def turn_started(self, s: MerlinState) -> None:
        s.arthur_draws = 0

    def turn_draws(self, s: MerlinState) -> int:
        """ME.arthur.signet-extra-mission: a card for each signet ring's mission."""
        return s.arthur_draws

    def resample(self, s: MerlinState, rng: Rng) -> None:
        resample_piles(s, rng)

    # -- extension points -------------------------------------------------------------------
    # the rules' functions themselves (``staticmethod``): the engine asks them at every move,
    # and a forwarding method would double each call
    pre_move_possible = staticmethod(any_pre_move)
    pre_move_choices = staticmethod(pre_move_choices)

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        # the Picts' piles lie face down: only their sizes are public
        view["arthur"] = observe(s)

    # -- saved games ------------------------------------------------------------------------------
    def invariant(self, s: MerlinState) -> str | None:
        free = sorted(t for t in (*s.pict_display, *s.pict_pile_a, *s.pict_pile_b) if t >= 0)
        if free != [t for t, o in enumerate(s.pict_owner) if o == -1]:
            return "the Picts in the display and piles are not the unowned ones"
        return None

    def ranges(self, game: MerlinGame) -> Mapping[str, Bounds]:
        picts = len(D.picts(game.data_dir)) - 1
        # ME.arthur.flag.die-step: a 6 raised to 7 on the die in use (checked by die-step)
        faces = game.params.die_faces
        # ME.arthur.scoring.one-manor-per-territory: the territory decided (target-in-step)
        stepped = {
            "dice": (0, faces + 1),
            "die_value": (-1, faces + 1),
            "target": (-1, game.grid.size - 1),
        }
        return {
            **(stepped if game.in_play(self.name) else {}),
            # ME.arthur.inner-ring: Arthur's space on the inner ring
            "arthur": (-1, D.inner_ring(game.data_dir).size - 1),
            "signet": (-1, game.num_players - 1),
            # a Pict's owner, -1 in the piles or the display, -2 out of the game
            "pict_owner": (-2, game.num_players - 1),
            "pict_display": (-1, picts),
            "pict_pile_a": (0, picts),
            "pict_pile_b": (0, picts),
        }
