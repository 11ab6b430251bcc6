"""How the Big Box modules plug in: a :class:`Module` contributes pieces, a :class:`Ruleset`
is the base game with every chosen module's pieces merged, and the engine only reads the
ruleset. See the package docstring for the walk-through.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .constants import BASE_CATEGORIES
from .data import MerlinData, Rondel, SpaceSpec
from .params import KNIGHT_DIE, MERLIN_DIE, Params
from .spaces import BASE_KINDS, SpaceKind

if TYPE_CHECKING:
    from .state import MerlinState

ScoringStep = Callable[["MerlinState"], bool]
"""A scoring category: runs on the state, returns True when it stopped for a decision (it
keeps its progress in ``state.score_pos`` and is called again after the decision)."""
FinalStep = Callable[["MerlinState"], None]

HOOK_POINTS = (
    "after_setup",
    "mission_completed",
    "after_scoring",
    "round_prepared",
    "extra_turn",
    "district_blocked",
    "protected_manors",
    "traitor_repelled",
    "round_end",
)
"""Where a module may run code of its own: after setup; after a mission card is completed
(``hook(state, player, card)``); after each scoring; after a new round's dice are rolled; when
a player expels traitors of a colour (``traitor_repelled``, ``hook(state, player, colour)``:
shields at a scoring, the repel flag, Excalibur, the King's Favor shield-bearer);
``district_blocked`` (``hook(state, colour) -> bool``, read by the Caerleon module: True when
that district gives nothing now, e.g. Morgana standing there); ``protected_manors``:
``hook(state, player) -> bitmask`` of that player's manors that may be neither replaced nor
removed (read by the Arthur module; e.g. Sir Gaheris' castle); at the end of every round,
before its scoring (``round_end``).

``extra_turn`` hooks are questions, not actions: ``hook(state, player) -> bool`` says whether
``player`` may still take a turn this round without a die of their own (a Morgana die, a
temporary worker). Once every player's dice are used (the normal ``players x dice`` turns),
the round goes on clockwise from the first player with ME.round.extra-turns: a player takes a
turn while they hold a die (they used a substitute instead of it earlier) or a hook says yes;
a player with no die left may ``pass`` instead (``PassTurn``), and is not asked again this
round. The module puts its substitute actions among the die choices (stage ``CHOOSE_DIE``,
``rules.legal_actions``) and makes its hook answer False once the substitute is used."""


@dataclass(frozen=True)
class DieKind:
    """A kind of die: which figure it moves, on which ring, and how."""

    name: str
    figure: str
    either_way: bool
    staff: bool
    """Whether a Merlin's staff may double the action reached with it."""


BASE_DIE_KINDS = (
    DieKind(KNIGHT_DIE, "knight", either_way=False, staff=False),
    DieKind(MERLIN_DIE, "merlin", either_way=True, staff=True),
)


@dataclass(frozen=True)
class Module:
    """The pieces one Big Box module adds or replaces. Every field is optional."""

    name: str
    space_kinds: tuple[SpaceKind, ...] = ()
    """New kinds of action space (or replacements of base kinds, by name)."""
    rondel_overlay: Mapping[int, SpaceSpec] = field(default_factory=dict)
    """Outer-ring spaces covered by an overlay medallion: index -> new space."""
    inner_ring: Rondel | None = None
    """A second ring (Arthur's), walked by the figure of an extra die kind."""
    die_kinds: tuple[DieKind, ...] = ()
    extra_dice: tuple[str, ...] = ()
    """Die kinds each player rolls in addition to the base four (one more turn each)."""
    categories: tuple[str, ...] = ()
    """Score categories added after the base ones."""
    scoring_steps: tuple[tuple[str, str, ScoringStep], ...] = ()
    """(name, the step it follows, step) inserted into the scoring after rounds 2, 4, 6."""
    final_steps: tuple[tuple[str, FinalStep], ...] = ()
    hooks: Mapping[str, Callable[..., Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class Ruleset:
    """The base game plus modules: what the engine reads for rondel, dice, scoring and hooks."""

    modules: tuple[str, ...]
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


def build_ruleset(data: MerlinData, params: Params, modules: Sequence[Module] = ()) -> Ruleset:
    """Merge the base game and ``modules`` (in order) into one :class:`Ruleset`."""
    from . import upkeep

    kinds = {k.name: k for k in BASE_KINDS}
    die_kinds = {d.name: d for d in BASE_DIE_KINDS}
    rondel = data.rondel
    inner: list[Rondel] = []
    dice = list(params.dice)
    categories = list(BASE_CATEGORIES)
    steps: list[tuple[str, ScoringStep]] = list(upkeep.BASE_SCORING_STEPS)
    finals: list[tuple[str, FinalStep]] = list(upkeep.BASE_FINAL_STEPS)
    hooks: dict[str, list[Callable[..., Any]]] = {point: [] for point in HOOK_POINTS}
    for module in modules:
        kinds.update({k.name: k for k in module.space_kinds})
        die_kinds.update({d.name: d for d in module.die_kinds})
        if module.rondel_overlay:
            rondel = rondel.overlay(module.rondel_overlay)
        if module.inner_ring is not None:
            inner.append(module.inner_ring)
        dice.extend(module.extra_dice)
        categories.extend(module.categories)
        for step_name, after, step in module.scoring_steps:
            at = next(i for i, (n, _) in enumerate(steps) if n == after) + 1
            steps.insert(at, (step_name, step))
        finals.extend(module.final_steps)
        for point, hook in module.hooks.items():
            if point not in hooks:
                raise ValueError(f"module {module.name}: no hook point {point!r}")
            hooks[point].append(hook)
    # The inner rings' spaces follow the outer ring's: ``space_at[rondel.size + i]`` is the
    # first inner ring's space i (Arthur module).
    specs = rondel.spaces + tuple(spec for ring in inner for spec in ring.spaces)
    missing = sorted({spec.kind for spec in specs} - set(kinds))
    if missing:
        raise ValueError(f"no behaviour for the space kinds {missing}")
    unknown_dice = sorted(set(dice) - set(die_kinds))
    if unknown_dice:
        raise ValueError(f"no die kinds {unknown_dice}")
    return Ruleset(
        modules=tuple(m.name for m in modules),
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
        hooks=MappingProxyType({k: tuple(v) for k, v in hooks.items()}),
    )


def _gold_module() -> Module:
    from . import module_gold

    return Module(
        name="gold",
        space_kinds=module_gold.SPACE_KINDS,
        rondel_overlay=module_gold.medallion(),
        categories=(module_gold.CATEGORY,),
        final_steps=((module_gold.CATEGORY, module_gold.final_gold),),
        hooks={"after_setup": module_gold.setup_hook},
    )


def _decree_module() -> Module:
    from . import module_decree

    return Module(
        name="decree",
        categories=(module_decree.CATEGORY,),
        hooks={"after_setup": module_decree.setup_hook},
    )


def _treasures_module() -> Module:
    from . import module_treasures

    return Module(
        name="treasures",
        categories=(module_treasures.CATEGORY,),
        hooks={"after_setup": module_treasures.setup_hook},
    )


def _kings_favor_module() -> Module:
    from . import module_kings_favor

    return Module(
        name="kings_favor",
        categories=(module_kings_favor.CATEGORY,),
        hooks={
            "after_setup": module_kings_favor.setup_hook,
            "mission_completed": module_kings_favor.mission_hook,
            "after_scoring": module_kings_favor.after_scoring_hook,
        },
    )


def _caerleon_module() -> Module:
    from . import module_caerleon

    return Module(
        name="caerleon",
        space_kinds=module_caerleon.SPACE_KINDS,
        hooks={"after_setup": module_caerleon.setup_hook},
    )


def _arthur_module() -> Module:
    from . import module_arthur

    return Module(
        name="arthur",
        space_kinds=module_arthur.SPACE_KINDS,
        rondel_overlay=module_arthur.overlay(),
        inner_ring=module_arthur.inner_ring(),
        die_kinds=(DieKind(module_arthur.DIE, "arthur", either_way=True, staff=False),),
        extra_dice=(module_arthur.DIE,),
        categories=(module_arthur.CATEGORY,),
        scoring_steps=(
            ("one manor per territory", "surroundings", module_arthur.reduce_manors),
            (
                "picts",
                str(module_arthur.module_data()["scoring"]["picts_after"]),
                module_arthur.score_picts,
            ),
        ),
        hooks={"after_setup": module_arthur.setup_hook},
    )


def _knights_module() -> Module:
    from . import module_knights

    return Module(
        name="knights",
        categories=(module_knights.CATEGORY,),
        final_steps=((module_knights.CATEGORY, module_knights.final_allies),),
        hooks={
            "after_setup": module_knights.setup_hook,
            "traitor_repelled": module_knights.traitor_repelled,
            "protected_manors": module_knights.protected_manors,
        },
    )


def _morgana_module() -> Module:
    from . import module_morgana

    return Module(
        name="morgana",
        categories=(module_morgana.CATEGORY,),
        hooks={
            "after_setup": module_morgana.setup_hook,
            "round_end": module_morgana.round_end_hook,
            "extra_turn": module_morgana.extra_turn_hook,
            "district_blocked": module_morgana.district_blocked_hook,
        },
    )


def _market_module() -> Module:
    from . import module_market

    return Module(
        name="market",
        scoring_steps=(
            (module_market.ADDITIONS_COUNT, "surroundings", module_market.additions_count),
            (module_market.ADDITIONS_RETURN, "influence", module_market.additions_return),
        ),
        hooks={
            "after_setup": module_market.setup_hook,
            "extra_turn": module_market.extra_turn_hook,
            "round_prepared": module_market.new_round,
        },
    )


MODULES: Mapping[str, Module] = MappingProxyType(
    {
        "kings_favor": _kings_favor_module(),
        "arthur": _arthur_module(),
        "knights": _knights_module(),
        "gold": _gold_module(),
        "decree": _decree_module(),
        "treasures": _treasures_module(),
        "caerleon": _caerleon_module(),
        "market": _market_module(),
        "morgana": _morgana_module(),
    }
)
"""The implemented modules by name (see ``params.IMPLEMENTED_MODULES``)."""
