"""The King's Favor module's plug-in: the points-or-seal choice after a mission, the row-2
henchman sent anywhere, the row-3 abilities at the space's action and as a side option, the
seals in the observation and their count."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.options import words

from ...actions import Action
from ...common import finish, traitors_expelled
from ...constants import (
    ACTION,
    CHOOSE_DIE,
    END_TURN,
    HENCHMAN,
    HENCHMAN_NAMES,
    NUM_HENCHMEN,
    SUB_ANY_PRINCIPALITY,
    SUB_PRINCIPALITY,
    TARGET,
)
from ...effects import perform, resume_main
from ...plugin import MerlinModule, PanelRow
from . import rules as R
from .actions import (
    ExpelTraitor,
    FavorScore,
    KeepMissionPoints,
    PlaceHenchmanAnywhere,
    SealFavor,
    UseFavor,
)
from .describe import DESCRIBERS
from .lessons import LESSONS
from .state import FIELDS

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

_ALL = (KeepMissionPoints, SealFavor, PlaceHenchmanAnywhere, UseFavor, FavorScore, ExpelTraitor)


@dataclass(frozen=True)
class FavorTables:
    """The King's Favor module's interned actions."""

    keep_points: KeepMissionPoints
    seal: tuple[SealFavor, ...]
    """Indexed by row (index 0 unused)."""
    anywhere: tuple[PlaceHenchmanAnywhere, ...]
    use_favor: UseFavor
    score: tuple[FavorScore, ...]
    expel: tuple[ExpelTraitor, ...]


def tables(s: MerlinState) -> FavorTables:
    found: FavorTables = s.game.tables.modules[R.MODULE]
    return found


def _on_choice(s: MerlinState, a: KeepMissionPoints | SealFavor, stage: int) -> None:
    back = R.resolve(s, a.row if isinstance(a, SealFavor) else 0)
    resume_main(s, back)


def _on_anywhere(s: MerlinState, a: PlaceHenchmanAnywhere, stage: int) -> None:
    s.chosen = s.game.henchman_index[a.henchman]
    s.sub = SUB_ANY_PRINCIPALITY
    s.stage = TARGET


def _on_use(s: MerlinState, a: UseFavor, stage: int) -> None:
    if R.use_ability(s, R.space_ability(s)):
        perform(s)


def _on_score(s: MerlinState, a: FavorScore, stage: int) -> None:
    R.score_kind(s, R.SCORE_KINDS.index(a.kind))
    rs = s.game.ruleset
    for hook in rs.hooks["space_scored"]:  # the space is scored (Sir Geraint's extra point)
        hook(s, s.current, rs.space_at[s.space].name, rs.space_arg[s.space])
    finish(s)


def _on_expel(s: MerlinState, a: ExpelTraitor, stage: int) -> None:
    c = s.game.colour_index[a.colour]
    R.expel(s, c)
    traitors_expelled(s, s.current, c)
    resume_main(s, stage)


def _score_choices(s: MerlinState) -> list[Action]:
    """ME.kings_favor.row3-flag-bearer: the resources to score; with the Arthur module the
    flag-bearer may count manors too (p. 15)."""
    score = tables(s).score
    if s.game.in_play("arthur"):
        return list(score)
    return list(score[: R.BASE_SCORE_KINDS])


class KingsFavorModule(MerlinModule):
    """ME.kings_favor.*: the favor board, the four seals and the three rows of abilities."""

    name = R.MODULE
    title = "King's Favor"
    interacts_with = ("arthur",)
    """Arthur's manors scored by the flag-bearer."""
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    categories = (R.CATEGORY,)
    tables_always = True
    point_order = MappingProxyType({"henchman_choices": 100})
    """The henchman sent anywhere is offered after the other modules' henchman choices."""
    actions = (
        KeepMissionPoints,
        SealFavor,
        PlaceHenchmanAnywhere,
        UseFavor,
        FavorScore,
        ExpelTraitor,
    )
    stages = MappingProxyType(
        {
            R.FAVOR_CHOICE: "king's favor: points or a seal",
            R.FAVOR_VP: "king's favor: score a resource",
        }
    )
    stage_actions = MappingProxyType(
        {
            R.FAVOR_CHOICE: (KeepMissionPoints, SealFavor),
            R.FAVOR_VP: (FavorScore,),
            HENCHMAN: (PlaceHenchmanAnywhere,),
            ACTION: (UseFavor, ExpelTraitor),
            CHOOSE_DIE: (ExpelTraitor,),
            END_TURN: (ExpelTraitor,),
        }
    )
    expected = MappingProxyType(
        {
            R.FAVOR_CHOICE: "'favor-points' or a row to seal ('favor-seal <row>')",
            R.FAVOR_VP: "a resource to score ('favor-score <kind>')",
        }
    )
    handlers = MappingProxyType(
        {
            KeepMissionPoints: _on_choice,
            SealFavor: _on_choice,
            PlaceHenchmanAnywhere: _on_anywhere,
            UseFavor: _on_use,
            FavorScore: _on_score,
            ExpelTraitor: _on_expel,
        }
    )
    action_rules = MappingProxyType(
        {
            KeepMissionPoints: "ME.kings_favor.choose",
            SealFavor: "ME.kings_favor.choose",
            PlaceHenchmanAnywhere: "ME.kings_favor.row2-any-principality",
            UseFavor: "ME.kings_favor.row3-once",
            FavorScore: "ME.kings_favor.row3-flag-bearer",
            ExpelTraitor: "ME.kings_favor.row3-shield-bearer",
        }
    )
    sub_rules = MappingProxyType({SUB_ANY_PRINCIPALITY: "ME.kings_favor.row2-any-principality"})
    describers = DESCRIBERS
    fields = FIELDS
    stage_choices = MappingProxyType(
        {
            R.FAVOR_CHOICE: lambda s: [
                tables(s).keep_points,
                *(tables(s).seal[r] for r in R.pending_rows(s)),
            ],
            R.FAVOR_VP: _score_choices,
        }
    )

    def tables(self, game: MerlinGame) -> FavorTables:
        return FavorTables(
            keep_points=KeepMissionPoints(),
            seal=tuple(SealFavor(r) for r in range(4)),
            anywhere=tuple(PlaceHenchmanAnywhere(h) for h in HENCHMAN_NAMES),
            use_favor=UseFavor(),
            score=tuple(FavorScore(k) for k in R.SCORE_KINDS),
            expel=tuple(ExpelTraitor(c) for c in game.data.colours),
        )

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        colours = game.colour_index
        if isinstance(action, PlaceHenchmanAnywhere):
            ok = action.henchman in game.henchman_index
            return "" if ok else f"no henchman {action.henchman!r}"
        if isinstance(action, SealFavor):
            return "" if 1 <= action.row <= 3 else "a favor row is 1, 2 or 3"
        if isinstance(action, FavorScore):
            kinds = R.SCORE_KINDS
            return "" if action.kind in kinds else f"a resource is one of: {words(kinds)}"
        if isinstance(action, ExpelTraitor):
            return "" if action.colour in colours else f"no principality colour {action.colour!r}"
        return "" if isinstance(action, _ALL) else None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        if isinstance(action, SealFavor) and R.in_play(s) and s.favor_pending:
            return "ME.kings_favor.choose", (
                f"a row of the mission's column can be sealed only while it is empty, the "
                f"mission's points reach row {action.row} and a seal is left"
            )
        if isinstance(action, _ALL) and not isinstance(action, FavorScore):
            return R.why_not(s, rule)
        return None

    # -- extension points ---------------------------------------------------------------------
    def after_setup(self, s: MerlinState) -> None:
        R.setup_hook(s)

    def mission_completed(self, s: MerlinState, p: int, card: int) -> None:
        R.mission_hook(s, p, card)

    def after_scoring(self, s: MerlinState) -> None:
        R.after_scoring_hook(s)

    def side_possible(self, s: MerlinState) -> bool:
        if s.favor[s.current * R.CELLS + R.SHIELD_CELL] != R.READY:
            return False  # (R.may_expel's first test, inline: asked at every main point)
        return R.may_expel(s)

    def side_choices(self, s: MerlinState) -> list[Action]:
        if s.favor[s.current * R.CELLS + R.SHIELD_CELL] != R.READY:
            return []  # the usual answer (R.may_expel's first test, inline), no list built
        if not R.may_expel(s):
            return []
        expel = tables(s).expel
        return [expel[c] for c in R.expel_choices(s)]

    # (ability_here: the hooks are bound only with the module in play)
    def space_possible(self, s: MerlinState) -> bool:
        return R.ability_here(s) >= 0

    def space_choices(self, s: MerlinState) -> list[Action]:
        # at every ACTION list: most spaces have no row-3 ability (ability_here's first test,
        # inline), answered before any call
        if s.game.ruleset.space_at[s.space].name not in R.ROW3_KINDS:
            return []
        return [tables(s).use_favor] if R.ability_here(s) >= 0 else []

    def henchman_choices(self, s: MerlinState, henchmen: list[int]) -> list[Action]:
        if s.sub != SUB_PRINCIPALITY:
            return []
        anywhere = tables(s).anywhere
        return [anywhere[h] for h in R.anywhere_choices(s)]

    def observe_player(self, s: MerlinState, p: int, entry: dict[str, Any]) -> None:
        base = p * NUM_HENCHMEN * 3
        entry["favor"] = {
            h: s.favor[base + 3 * i : base + 3 * i + 3] for i, h in enumerate(HENCHMAN_NAMES)
        }

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def invariant(self, s: MerlinState) -> str | None:
        most = R.seals_per_player(s)
        if any(R.seals_placed(s, p) > most for p in range(s.game.num_players)):
            return "more seals placed than a player has"
        return None
