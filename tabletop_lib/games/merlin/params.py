"""Every number of the Merlin base game, and the ``modules`` option.

Numbers cite the manual of *Merlin: Big Box* (Queen Games, 2020; Portuguese edition by Vem pra
Mesa Jogos) by page ("p. n"), or the project's rules notes, docs/rules/merlin.md, as
"docs/rules §n". Board, card and tile facts live in games/merlin/data/.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.options import check_choice, words

PLAYER_COUNTS = (2, 3, 4)

MODULE_NAMES = (
    "kings_favor",
    "arthur",
    "knights",
    "gold",
    "market",
    "caerleon",
    "morgana",
    "treasures",
    "decree",
)
"""The Big Box modules (issue 6), in the manual's order."""

IMPLEMENTED_MODULES: tuple[str, ...] = (
    "kings_favor",
    "arthur",
    "knights",
    "gold",
    "caerleon",
    "morgana",
    "treasures",
    "decree",
)
IMPLEMENTED_MODULES += ("market",)

REQUIRED_MODULES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {"market": ("gold",), "caerleon": ("gold",), "morgana": ("gold",)}
)
"""p. 26: the gold coins and mistletoe are used with the market, Caerleon and Morgana, so
choosing one of them brings ``gold`` along."""


@dataclass(frozen=True)
class Reroll:
    """One re-roll passage: a roll with ``trigger`` or more equal values is rolled again until
    it shows at least ``until_distinct`` different values and no value more than
    ``until_most_same`` times (0: that end is not part of the passage). See ``dice.py``."""

    trigger: int
    until_distinct: int = 0
    until_most_same: int = 0


LITERAL_REROLL = "literal"
REROLL_READINGS = (LITERAL_REROLL, "trigger")
"""Option ``reroll_reading``: ``literal`` (a first roll without the trigger stands; once
triggered, roll until the passage's end shows) or ``trigger`` (roll again while the trigger
shows)."""

FLIP_FLAG_DICE = ("knight", "any")
"""p. 13 (option ``flip_flag_dice``): which dice the flip-die flag turns: ``knight`` (a die
moving the knight, "antes de mover o cavaleiro") or ``any`` (a die moving any figure)."""

# Die kinds: which figure a die moves. A module adds kinds (Arthur's black die) to ``dice``.
KNIGHT_DIE = "knight"
MERLIN_DIE = "merlin"


@dataclass(frozen=True)
class Params:
    """Rulebook numbers and options for one player count. Build with :func:`make_params`."""

    num_players: int
    modules: tuple[str, ...] = ()
    rounds: int = 6  # p. 6: six rounds
    scoring_rounds: tuple[int, ...] = (2, 4, 6)  # p. 10
    dice: tuple[str, ...] = (KNIGHT_DIE, KNIGHT_DIE, KNIGHT_DIE, MERLIN_DIE)  # p. 4 (A)
    die_faces: int = 6
    setup_reroll: Reroll = Reroll(3, until_distinct=3)
    """p. 5 (D): "Caso um jogador role 3 ou 4 valores iguais, ele deve rolar novamente todos os
    seus dados, repetidamente, até que o resultado mostre pelo menos 3 números diferentes"."""
    round_reroll: Reroll = Reroll(3, until_most_same=2)
    """p. 10: "Se um jogador obtiver 3 ou 4 valores iguais nos dados, ele deve rolar novamente
    todos os dados [...] até que o resultado não mostre mais que 2 vezes um mesmo valor"."""
    morgana_reroll: Reroll = Reroll(3, until_distinct=3)
    """Morgana module (p. 31, Preparação 2): "Se você rolar 3 ou 4 valores iguais, repita as
    rolagens até que o resultado mostre pelo menos 3 valores diferentes"."""
    reroll_reading: str = LITERAL_REROLL
    """How every re-roll passage is read (``REROLL_READINGS``, ``dice.py``)."""
    goods_per_principality: int = 6  # p. 3: 36 shields, flags, materials, 6 per principality
    apples_total: int = 11  # p. 3
    start_apples: int = 1  # p. 4 (A)
    staffs: int = 3  # p. 4 (A)
    manors: int = 7  # p. 4 (A); p. 9: no more than 7
    influence_markers: int = 7  # p. 3 (7 per player; 6 on the castle, 1 from the start tile)
    henchmen: int = 4  # p. 3
    hand_size: int = 4  # p. 5 (C)
    display_size: int = 3  # p. 4 step 7
    traitors_dealt: int = 3  # p. 5 (C); p. 10 (b)
    mission_space_swaps: int = 2  # p. 8: discard up to two
    missions_per_turn: int = 1  # p. 9
    missions_with_flag: int = 2  # p. 13: the missions flag allows a second one
    two_missions_bonus: int = 2  # p. 13
    traitor_penalty: int = 3  # p. 10
    excalibur_bonus: int = 3  # p. 10
    apple_points: int = 1  # p. 12
    staff_points: int = 2  # p. 12
    leftover_goods_per_point: int = 3  # p. 12
    start_gold: int = 2  # p. 26 (gold module), Preparação 3
    start_mistletoe: int = 1  # p. 26 (gold module), Preparação 3
    gold_per_points: int = 2  # p. 26: 3 points for every 2 gold coins
    points_per_gold: int = 3
    decrees_for_die: int = 1  # p. 35 (decree module), Ações dos decretos
    decree_die_kinds: tuple[str, ...] = (KNIGHT_DIE, MERLIN_DIE)
    """p. 35: a decree changes "um dos seus dados (pessoal ou Merlin)": not Arthur's black die
    (the gold coin, p. 26, names "pessoal, Merlin ou Arthur")."""
    decrees_for_good: int = 2
    decrees_for_influence: int = 2
    decrees_for_points: int = 3
    decree_points: int = 5
    flip_flag_dice: str = "knight"
    """p. 13, Virar um dado: "O jogador pode virar um dos seus dados para o lado oposto antes de
    mover o cavaleiro": by default only a die that moves the knight (``knight``); ``any`` lets
    the flag turn the die moving Merlin (or, with Arthur, Arthur) as well."""
    district_exchanges: int = 4  # p. 30 (Caerleon module), Mercado: up to 4 exchanges
    module_options: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    """The options of the modules in play, each module's every option (its default when not
    given): option -> value. The modules declare, check and read them
    (``MerlinModule.option_choices``: the knights module's ``knights_draft``, the Caerleon
    module's ``caerleon_side``); the base game names none."""

    @property
    def turns_per_round(self) -> int:
        """p. 6: a round ends when everyone has used all their dice (4 turns each)."""
        return len(self.dice)


OPTION_HELP: Mapping[str, str] = MappingProxyType(
    {
        "modules": "a list of Big Box modules to play with, e.g. modules=arthur,morgana; "
        f"implemented: {words(IMPLEMENTED_MODULES)}. Module names: {words(MODULE_NAMES)}",
        "data_dir": "a folder holding corrected copies of games/merlin/data/*.json (same format)",
        "reroll_reading": "how the re-roll passages (p. 5, 10, 16, 31) are read: 'literal' "
        "(default; a first roll without its trigger, such as two pairs, stands; once "
        "triggered, the dice are rolled until the passage's end shows) or 'trigger' (rolled "
        "again while the trigger shows)",
        "flip_flag_dice": "which dice the flip-die flag turns (p. 13): 'knight' (default; only "
        "a die that moves the knight, 'antes de mover o cavaleiro') or 'any' (the die moving "
        "Merlin or Arthur too)",
    }
)

LIST_OPTIONS = ("modules",)
"""The options that take a list (the command line reads ``a,b`` or ``["a", "b"]``)."""


OPTION_NAMES = ("modules", "flip_flag_dice", "reroll_reading")
"""The base game's options :func:`make_params` accepts (``data_dir`` is the game's own); the
modules' options come checked by the game (``MerlinModule.option_choices``) as
``module_options``."""


def check_modules(modules: Any) -> tuple[str, ...]:
    """The ``modules`` option as a tuple in the manual's order, without repeats and with the
    modules each one needs (``REQUIRED_MODULES``); ``ConfigError`` for unknown or unimplemented
    ones."""
    if modules is None:
        return ()
    if isinstance(modules, str) or not isinstance(modules, (list, tuple)):
        raise ConfigError(
            f"modules must be a list of module names, not {modules!r} "
            f"(the modules are: {words(MODULE_NAMES)})"
        )
    unknown = [m for m in modules if m not in MODULE_NAMES]
    if unknown:
        raise ConfigError(
            f"unknown Merlin module(s) {', '.join(map(repr, unknown))}; "
            f"the modules are: {words(MODULE_NAMES)}"
        )
    wanted = set(modules)
    for m in modules:
        wanted.update(REQUIRED_MODULES.get(m, ()))
    chosen = tuple(m for m in MODULE_NAMES if m in wanted)
    missing = [m for m in chosen if m not in IMPLEMENTED_MODULES]
    if missing:
        raise ConfigError(
            f"Merlin module(s) {words(missing)} not yet implemented; implemented: "
            f"{words(IMPLEMENTED_MODULES)}. The modules are: {words(MODULE_NAMES)}"
        )
    return chosen


def make_params(
    num_players: int, module_options: Mapping[str, Any] | None = None, **options: Any
) -> Params:
    """The parameters for ``num_players`` with ``options`` checked (``ConfigError`` if bad);
    ``module_options`` are the modules' options (``Params`` fields), already checked by the
    modules that declare them."""
    if num_players not in PLAYER_COUNTS:
        raise ConfigError(f"Merlin is for 2, 3 or 4 players, not {num_players!r}")
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ConfigError(f"Merlin has no option {', '.join(unknown)}")
    modules = check_modules(options.get("modules"))
    flip = check_choice("flip_flag_dice", options.get("flip_flag_dice", "knight"), FLIP_FLAG_DICE)
    reading = check_choice(
        "reroll_reading", options.get("reroll_reading", LITERAL_REROLL), REROLL_READINGS
    )
    params = Params(
        num_players=num_players,
        modules=modules,
        flip_flag_dice=flip,
        reroll_reading=reading,
    )
    if module_options:
        params = replace(params, module_options=MappingProxyType(dict(module_options)))
    if "arthur" in modules:  # ME.arthur.reroll (p. 16), at every round's roll too
        arthur = Reroll(4, until_distinct=3)
        params = replace(params, setup_reroll=arthur, round_reroll=arthur)
    return params
