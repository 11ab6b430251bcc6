"""The modules registered and the modules in play: what :func:`install` records once per
module, and the :class:`Ruleset` that merges the base game with the modules of one game.

``plugin.py`` declares what a module may contribute (:class:`~.plugin.MerlinModule`); this file
keeps the registries the base game reads (the action handlers, rules, describers, stages and
state fields of every registered module) and :func:`build_ruleset`, which binds the extension
points of the modules in play, in order, for the engine's hot loops.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.rules import register_lessons, register_rules

from .actions import ACTIONS, Action
from .common import MODULE_TITLES, PREFIXES
from .constants import BASE_CATEGORIES, SUB_RULES, register_stage
from .data import MerlinData, Rondel
from .legality import stage_parts, stage_table
from .params import Params
from .plugin import (
    BASE_DIE_KINDS,
    HOOK_POINTS,
    Choices,
    DieKind,
    FinalStep,
    Handler,
    MerlinModule,
    ScoringStep,
    StateFields,
    Test,
)
from .spaces import BASE_KINDS, SpaceKind

if TYPE_CHECKING:
    from .describe import Describer
    from .state import MerlinState


REGISTERED: dict[str, MerlinModule] = {}
"""Every registered module by name (``modules/__init__.py`` registers them)."""
HANDLERS: dict[type, Handler] = {}
"""The registered modules' action handlers (read by ``effects.apply``)."""
ACTION_RULES: dict[type, str] = {}
DESCRIBERS: dict[type, Describer] = {}
SPACE_WORDS: dict[str, str] = {}
OWNER: dict[type, MerlinModule] = {}
"""Action class -> the module that declares it."""
STAGE_ACTIONS: dict[int, tuple[type, ...]] = {}
"""Stage -> action types the registered modules add there (merged into ``checks``)."""
EXPECTED: dict[int, str] = {}
STAGE_OWNER: dict[int, MerlinModule] = {}
"""Module stage -> the module that declares it."""
STAGE_HANDLERS: dict[int, Handler] = {}
STAGE_DESCRIBERS: dict[tuple[int, type], Describer] = {}
FIELDS: list[StateFields] = []
RESUMES: dict[int, Callable[[MerlinState], None]] = {}
"""Module stage -> how the turn goes on after a side decision there (``effects.resume_main``)."""


def install(module: MerlinModule) -> MerlinModule:
    """Register ``module``: its rules, actions, stages, handlers and state fields."""
    if module.name in REGISTERED:
        raise ValueError(f"module {module.name!r} is registered twice")
    REGISTERED[module.name] = module
    register_rules(module.rules)
    register_lessons(module.lessons)
    for number, stage_name in module.stages.items():
        register_stage(number, stage_name)
        STAGE_OWNER[number] = module
    for cls in module.actions:
        ACTIONS.add(cls)
        OWNER[cls] = module
    for stage, types in module.stage_actions.items():
        STAGE_ACTIONS[stage] = (*STAGE_ACTIONS.get(stage, ()), *types)
    EXPECTED.update(module.expected)
    HANDLERS.update(module.handlers)
    STAGE_HANDLERS.update(module.stage_handlers)
    STAGE_DESCRIBERS.update(module.stage_describers)
    ACTION_RULES.update(module.action_rules)
    DESCRIBERS.update(module.describers)
    SUB_RULES.update(module.sub_rules)
    SPACE_WORDS.update(module.space_words)
    MODULE_TITLES[module.name] = module.title
    PREFIXES.clear()  # say's memo of the titles in front of module rules
    FIELDS.append(module.fields)
    RESUMES.update(module.resumes)
    return module


def overrides(module: MerlinModule, point: str) -> bool:
    """Whether ``module`` contributes to the extension point (or hook) ``point``."""
    return getattr(type(module), point) is not getattr(MerlinModule, point)


Adjust = Callable[["MerlinState", list[Action]], list[Action]]
"""``MerlinModule.adjust_choices``: the legal actions of a stage, as the module changes them."""


@dataclass(frozen=True)
class Ruleset:
    """The base game plus the modules in play: what the engine reads for rondel, dice,
    scoring, hooks and extension points."""

    modules: tuple[str, ...]
    in_play: tuple[MerlinModule, ...]
    rondel: Rondel
    inner_rings: tuple[Rondel, ...]
    space_kinds: Mapping[str, SpaceKind]
    space_at: tuple[SpaceKind, ...]
    """Per outer-ring index (then the inner rings' spaces): the behaviour of the space."""
    space_arg: tuple[int, ...]
    dice: tuple[str, ...]
    die_kinds: Mapping[str, DieKind]
    categories: tuple[str, ...]
    scoring_steps: tuple[tuple[str, ScoringStep], ...]
    final_steps: tuple[tuple[str, FinalStep], ...]
    hooks: Mapping[str, tuple[Callable[..., Any], ...]]
    """Hook point -> the bound methods of the modules in play that override it."""
    stage_choices: Mapping[int, Choices]
    # Extension points (POINTS): the bound methods of the modules in play that override them.
    die_substitutes: tuple[Choices, ...]
    pre_move_possible: tuple[Test, ...]
    pre_move_choices: tuple[Choices, ...]
    side_possible: tuple[Test, ...]
    side_choices: tuple[Choices, ...]
    side_possible_alone: tuple[Test, ...]
    """The ``side_possible`` of modules with no ``side_choices`` (the Knights' allies offer
    theirs through their adjuster): ``sides.any_side_option`` asks them even when its memo
    answers for the rest."""
    missions_blocked: tuple[Callable[[MerlinState], tuple[str, str] | None], ...]
    mission_possible: tuple[Test, ...]
    mission_choices: tuple[Choices, ...]
    space_possible: tuple[Test, ...]
    space_choices: tuple[Choices, ...]
    henchman_choices: tuple[Callable[[MerlinState, list[int]], list[Action]], ...]
    manor_built: tuple[Callable[[MerlinState, int, bool], bool], ...]
    observe_player: tuple[Callable[[MerlinState, int, dict[str, Any]], None], ...]
    observe_board: tuple[Callable[[MerlinState, dict[str, Any]], None], ...]
    observe_private: tuple[Callable[[MerlinState, int, dict[str, Any]], None], ...]
    observe_full: tuple[Callable[[MerlinState, dict[str, Any]], None], ...]
    adjust_at: Mapping[int, tuple[Adjust, ...]]
    """Stage -> the ``adjust_choices`` to call there (``MerlinModule.adjust_stages``); any
    other stage calls :attr:`adjust_elsewhere` (those of modules that name no stages)."""
    adjust_elsewhere: tuple[Adjust, ...]
    legal_at: Mapping[int, Choices]
    """Stage -> its legal actions with the adjusters of that stage composed on
    (``legality.stage_table``): ``legality.legal_actions`` is one lookup and one call."""
    legal_other: Choices
    """The legal actions of a stage :attr:`legal_at` does not list."""
    legal_parts: Mapping[int, tuple[Choices, Adjust | None]]
    """:attr:`legal_at` as its two parts, the stage's function and its one adjuster (or
    ``None``): ``MerlinState.legal_actions`` calls them in turn (``legality.stage_parts``)."""
    territory_counts: tuple[Callable[[MerlinState, int, list[int]], list[int]], ...]
    influence_tie: tuple[Callable[[MerlinState, int], bool | None], ...]
    score_principality: tuple[Callable[[MerlinState, int, bool], bool], ...]
    blocked_spaces: tuple[Callable[[MerlinState], int], ...]
    territory_scored: tuple[Callable[[MerlinState, int, list[int], dict[int, int]], None], ...]
    place_henchman: tuple[Callable[[MerlinState, int, int, int, str, bool], bool | None], ...]
    arrival_words: tuple[Callable[[MerlinState, int, int], str | None], ...]


def build_ruleset(
    data: MerlinData,
    params: Params,
    base_steps: Sequence[tuple[str, ScoringStep]],
    base_finals: Sequence[tuple[str, FinalStep]],
    modules: Sequence[MerlinModule] = (),
    folder: Path | None = None,
) -> Ruleset:
    """Merge the base game (its scoring and final steps) and ``modules`` (in order) into one
    :class:`Ruleset`; ``folder`` is the ``data_dir`` option."""
    kinds = {k.name: k for k in BASE_KINDS}
    die_kinds = {d.name: d for d in BASE_DIE_KINDS}
    rondel = data.rondel
    inner: list[Rondel] = []
    dice = list(params.dice)
    categories = list(BASE_CATEGORIES)
    steps: list[tuple[str, ScoringStep]] = list(base_steps)
    finals: list[tuple[str, FinalStep]] = list(base_finals)
    stage_choices: dict[int, Choices] = {}
    for module in modules:
        kinds.update({k.name: k for k in module.space_kinds(folder)})
        die_kinds.update({d.name: d for d in module.die_kinds})
        overlay = module.rondel_overlay(folder)
        if overlay:
            rondel = rondel.overlay(overlay)
        ring = module.inner_ring(folder)
        if ring is not None:
            inner.append(ring)
        dice.extend(module.extra_dice)
        categories.extend(module.categories)
        for step_name, after, step in module.scoring_steps(folder):
            at = next(i for i, (n, _) in enumerate(steps) if n == after) + 1
            steps.insert(at, (step_name, step))
        finals.extend(module.final_steps())
        stage_choices.update(module.stage_choices)
    # The inner rings' spaces follow the outer ring's: ``space_at[rondel.size + i]`` is the
    # first inner ring's space i.
    specs = rondel.spaces + tuple(spec for ring in inner for spec in ring.spaces)
    missing = sorted({spec.kind for spec in specs} - set(kinds))
    if missing:
        raise ValueError(f"no behaviour for the space kinds {missing}")
    unknown_dice = sorted(set(dice) - set(die_kinds))
    if unknown_dice:
        raise ValueError(f"no die kinds {unknown_dice}")

    def chosen(point: str) -> list[MerlinModule]:
        order = {m.name: m.point_order.get(point, i) for i, m in enumerate(modules)}
        return sorted((m for m in modules if overrides(m, point)), key=lambda m: order[m.name])

    def bound(point: str) -> tuple[Any, ...]:
        return tuple(getattr(m, point) for m in chosen(point))

    adjusting = chosen("adjust_choices")
    adjust_stages = sorted({st for m in adjusting for st in m.adjust_stages or ()})

    adjust_at = {  # (a module's own adjuster of the stage, when it names one: no dispatch)
        st: tuple(
            m.adjust_by_stage.get(st, m.adjust_choices)
            for m in adjusting
            if m.adjust_stages is None or st in m.adjust_stages
        )
        for st in adjust_stages
    }
    adjust_elsewhere = tuple(m.adjust_choices for m in adjusting if m.adjust_stages is None)
    legal_at, legal_other = stage_table(stage_choices, adjust_at, adjust_elsewhere)
    legal_parts = stage_parts(stage_choices, adjust_at, adjust_elsewhere)

    return Ruleset(
        modules=tuple(m.name for m in modules),
        in_play=tuple(modules),
        rondel=rondel,
        inner_rings=tuple(inner),
        space_kinds=MappingProxyType(kinds),
        space_at=tuple(kinds[spec.kind] for spec in specs),
        space_arg=tuple(spec.arg for spec in specs),
        dice=tuple(dice),
        die_kinds=MappingProxyType(die_kinds),
        categories=tuple(categories),
        scoring_steps=tuple(steps),
        final_steps=tuple(finals),
        hooks=MappingProxyType({point: bound(point) for point in HOOK_POINTS}),
        stage_choices=MappingProxyType(stage_choices),
        die_substitutes=bound("die_substitutes"),
        pre_move_possible=bound("pre_move_possible"),
        pre_move_choices=bound("pre_move_choices"),
        side_possible=bound("side_possible"),
        side_choices=bound("side_choices"),
        side_possible_alone=tuple(
            m.side_possible for m in chosen("side_possible") if not overrides(m, "side_choices")
        ),
        missions_blocked=bound("missions_blocked"),
        mission_possible=bound("mission_possible"),
        mission_choices=bound("mission_choices"),
        space_possible=bound("space_possible"),
        space_choices=bound("space_choices"),
        henchman_choices=bound("henchman_choices"),
        manor_built=bound("manor_built"),
        observe_player=bound("observe_player"),
        observe_board=bound("observe_board"),
        observe_private=bound("observe_private"),
        observe_full=bound("observe_full"),
        adjust_at=MappingProxyType(adjust_at),
        adjust_elsewhere=adjust_elsewhere,
        legal_at=legal_at,  # (a plain dict: its lookup runs at every step)
        legal_other=legal_other,
        legal_parts=legal_parts,  # (a plain dict, as legal_at)
        territory_counts=bound("territory_counts"),
        influence_tie=bound("influence_tie"),
        score_principality=bound("score_principality"),
        blocked_spaces=bound("blocked_spaces"),
        territory_scored=bound("territory_scored"),
        place_henchman=bound("place_henchman"),
        arrival_words=bound("arrival_words"),
    )
