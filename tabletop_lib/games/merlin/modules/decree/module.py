"""The king's decree module's plug-in: decrees taken at a principality space instead of the
henchman's action, and spent at the turn's main points (ME.decree.when)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.validation import Bounds

from ...actions import Action
from ...constants import ACTION, CHOOSE_DIE, END_TURN, HENCHMAN, NUM_COLOURS, PRE_MOVE
from ...effects import pre_move, resume_main
from ...plugin import MerlinModule, PanelRow
from . import rules as R
from .actions import (
    DecreeDie,
    DecreeGood,
    DecreeInfluence,
    DecreePoints,
    PlaceHenchmanForDecree,
    TakeDecree,
)
from .describe import DESCRIBERS
from .lessons import LESSONS
from .state import FIELDS
from .tables import DecreeTables, tables

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

_SPEND = (DecreeGood, DecreeInfluence, DecreePoints)
_ALL = (PlaceHenchmanForDecree, TakeDecree, DecreeDie, *_SPEND)


def spend_choices(s: MerlinState) -> list[Action]:
    """ME.decree.when: the goods, influence and points the current player's decrees may buy
    now, at any main point of the turn (the die changes are offered before moving only)."""
    t: DecreeTables = s.game.tables.modules[R.MODULE]  # (tables() inline: a hot path)
    k = s.decree_where.count(NUM_COLOURS + s.current)  # R.held, counted once for the three
    if k < t.least_spend:  # most players hold too few decrees: nothing, at once
        return []
    good = t.good
    out: list[Action] = [good[i // NUM_COLOURS][i % NUM_COLOURS] for i in R.good_choices(s, k)]
    if R.can_spend_influence(s, k):
        out.extend(t.influence)
    if R.can_spend_points(s, k):
        out.append(t.points)
    return out


def _after_decree(s: MerlinState, stage: int) -> None:
    """ME.decree.when: decrees are spent at any main point of the turn; it is offered again."""
    if stage == PRE_MOVE:
        pre_move(s)
    else:
        resume_main(s, stage)


def _on_henchman(s: MerlinState, a: PlaceHenchmanForDecree, stage: int) -> None:
    R.henchman_for_decree(s, s.game.henchman_index[a.henchman])


def _on_take(s: MerlinState, a: TakeDecree, stage: int) -> None:
    R.take_decree(s, tables(s.game).index[a.tile])


def _on_die(s: MerlinState, a: DecreeDie, stage: int) -> None:
    R.spend_die(s, a.step)
    pre_move(s)


def _on_good(s: MerlinState, a: DecreeGood, stage: int) -> None:
    g = s.game
    R.spend_good(s, g.good_index[a.good], g.colour_index[a.colour])
    _after_decree(s, stage)


def _on_influence(s: MerlinState, a: DecreeInfluence, stage: int) -> None:
    R.spend_influence(s, s.game.colour_index[a.colour])
    _after_decree(s, stage)


def _on_points(s: MerlinState, a: DecreePoints, stage: int) -> None:
    R.spend_points(s)
    _after_decree(s, stage)


class DecreeModule(MerlinModule):
    """ME.decree.*: the decree stacks on the principalities, taking and spending decrees."""

    name = R.MODULE
    title = "Decree"
    board_keys = ("decree_stacks",)
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    categories = (R.CATEGORY,)
    tables_always = True
    actions = (
        PlaceHenchmanForDecree,
        TakeDecree,
        DecreeDie,
        DecreeGood,
        DecreeInfluence,
        DecreePoints,
    )
    stages = MappingProxyType({R.DECREE_PICK: "action: take a decree"})
    stage_actions = MappingProxyType(
        {
            R.DECREE_PICK: (TakeDecree,),
            HENCHMAN: (PlaceHenchmanForDecree,),
            PRE_MOVE: (DecreeDie, *_SPEND),
            CHOOSE_DIE: _SPEND,
            ACTION: _SPEND,
            END_TURN: _SPEND,
        }
    )
    expected = MappingProxyType({R.DECREE_PICK: "a decree of the stack ('take-decree <id>')"})
    handlers = MappingProxyType(
        {
            PlaceHenchmanForDecree: _on_henchman,
            TakeDecree: _on_take,
            DecreeDie: _on_die,
            DecreeGood: _on_good,
            DecreeInfluence: _on_influence,
            DecreePoints: _on_points,
        }
    )
    action_rules = MappingProxyType(
        {
            PlaceHenchmanForDecree: "ME.decree.take",
            TakeDecree: "ME.decree.take",
            DecreeDie: "ME.decree.spend-die",
            DecreeGood: "ME.decree.spend-good",
            DecreeInfluence: "ME.decree.spend-influence",
            DecreePoints: "ME.decree.spend-points",
        }
    )
    describers = DESCRIBERS
    fields = FIELDS
    stage_choices = MappingProxyType(
        {R.DECREE_PICK: lambda s: [tables(s.game).take[t] for t in R.pick_choices(s)]}
    )

    def tables(self, game: MerlinGame) -> DecreeTables:
        return DecreeTables.build(game, R.tile_ids(game.data_dir))

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        colours = game.colour_index
        if isinstance(action, PlaceHenchmanForDecree):
            ok = action.henchman in game.henchman_index
            return "" if ok else f"no henchman {action.henchman!r}"
        if isinstance(action, TakeDecree):
            ok = action.tile in tables(game).index
            return "" if ok else f"no decree {action.tile!r}"
        if isinstance(action, DecreeGood):
            if action.good not in game.good_index:
                return f"no good {action.good!r}"
            return "" if action.colour in colours else f"no principality colour {action.colour!r}"
        if isinstance(action, DecreeInfluence):
            return "" if action.colour in colours else f"no principality colour {action.colour!r}"
        return "" if isinstance(action, _ALL) else None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        if isinstance(action, (DecreeDie, *_SPEND)):
            return R.why_not(s, rule, action)
        if isinstance(action, PlaceHenchmanForDecree):
            if R.MODULE not in s.game.params.modules:
                return R.why_not(s, rule)
            return rule, f"no decree is left there, or the {action.henchman} cannot go there"
        if isinstance(action, TakeDecree):
            return rule, "that decree is not in this principality's stack"
        return None

    # -- extension points ---------------------------------------------------------------------
    after_setup = staticmethod(R.setup_hook)

    # both asked at every move: R.held and tables() inline, the usual answer (too few
    # decrees) given before anything else is read
    def pre_move_possible(self, s: MerlinState) -> bool:
        t: DecreeTables = s.game.tables.modules[R.MODULE]
        if s.decree_where.count(NUM_COLOURS + s.current) < t.least_pre_move:
            return False
        return bool(R.die_steps(s)) or R.can_spend(s)

    def pre_move_choices(self, s: MerlinState) -> list[Action]:
        t: DecreeTables = s.game.tables.modules[R.MODULE]
        if s.decree_where.count(NUM_COLOURS + s.current) < t.least_pre_move:
            return []
        die = t.die
        out: list[Action] = [die[step] for step in R.die_steps(s)]
        out.extend(spend_choices(s))
        return out

    # the rules' functions themselves (``staticmethod``): the engine asks them at every main
    # point of every turn, and a forwarding method would double each call
    side_possible = staticmethod(R.can_spend)
    side_choices = staticmethod(spend_choices)

    def henchman_choices(self, s: MerlinState, henchmen: list[int]) -> list[Action]:
        if not R.can_take(s):
            return []
        table = tables(s.game).henchman
        return [table[h] for h in henchmen]

    def observe_player(self, s: MerlinState, p: int, entry: dict[str, Any]) -> None:
        entry["decrees"] = s.decree_where.count(NUM_COLOURS + p)

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        # the stacks lie face down: only their sizes are public (the player taking one sees it)
        colours = s.game.data.colours
        view["decree_stacks"] = {c: s.decree_where.count(i) for i, c in enumerate(colours)}

    def invariant(self, s: MerlinState) -> str | None:
        n = s.game.num_players
        if len(s.decree_where) != 24 or not all(-1 <= w < 6 + n for w in s.decree_where):
            return f"decrees at {s.decree_where}"
        return None

    def ranges(self, game: MerlinGame) -> dict[str, Bounds]:
        return {"decree_where": (-1, NUM_COLOURS + game.num_players - 1)}
