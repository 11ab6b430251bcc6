"""Merlin's state constants: goods, henchmen, flag abilities, decision stages, program labels."""

from __future__ import annotations

# Goods on the castle board; each comes in the six principality colours.
GOOD_NAMES = ("shield", "flag", "material")
SHIELD, FLAG, MATERIAL = range(3)
NUM_GOODS = 3
NUM_COLOURS = 6
GOODS_BLOCK = NUM_GOODS * NUM_COLOURS
"""Entries per owner in ``state.goods``: ``goods[owner * 18 + good * 6 + colour]``."""

# Henchmen (p. 3: Dama de companhia, Escudeiro, Construtor, Porta-bandeira).
HENCHMAN_NAMES = ("lady-in-waiting", "shield-bearer", "builder", "flag-bearer")
LADY, SHIELD_BEARER, BUILDER, FLAG_BEARER = range(4)
NUM_HENCHMEN = 4
HOME = -1
"""A henchman's position when it stands on its owner's castle board."""

# The six flag abilities (p. 13), in the manual's order.
ABILITY_NAMES = ("repel-traitors", "missions", "reverse", "flip-die", "other-action", "mirror")
REPEL, MISSIONS, REVERSE, FLIP, OTHER, MIRROR = range(6)

# Decision stages: what the current player is asked for.
(
    CHOOSE_DIE,
    PRE_MOVE,
    ACTION,
    HENCHMAN,
    TARGET,
    RELOCATE_DIR,
    TAKE_GOOD,
    EXCHANGE_RETURN,
    EXCHANGE_TAKE,
    MISSION_DISCARD,
    MISSION_DRAW,
    TRAITOR,
    BUILD_TILE,
    BUILD_PAY,
    TOWER_BONUS,
    END_TURN,
    GRAIL,
    TERMINAL,
) = range(18)
# Stages 18-23 are the modules' (modules/<module>/); numbers once given stay (saved games).

STAGE_NAMES: list[str] = [
    "choose a die",
    "move",
    "space action",
    "action: henchman",
    "action: principality",
    "action: relocate",
    "action: take",
    "action: exchange (return)",
    "action: exchange (take)",
    "action: missions (discard)",
    "draw a mission",
    "action: Excalibur",
    "action: build (tile)",
    "action: build (pay)",
    "action: tower bonus",
    "end of turn",
    "scoring: Grail",
    "game over",
]
"""Stage number -> name. The base stages are 0-17; a module registers its own with fixed
numbers (:func:`register_stage`), which saved games keep."""


def register_stage(number: int, name: str) -> None:
    """Name stage ``number`` (a module's stage); a number is given once."""
    if number < len(STAGE_NAMES) and STAGE_NAMES[number]:
        raise ValueError(f"stage {number} is already {STAGE_NAMES[number]!r}")
    STAGE_NAMES.extend([""] * (number + 1 - len(STAGE_NAMES)))
    STAGE_NAMES[number] = name


# Stages 29-38 are a module's (modules/<module>/).


# What a henchman or principality choice is for.
SUB_PRINCIPALITY, SUB_INFLUENCE_HENCHMAN, SUB_RELOCATE, SUB_RELOCATE_HOME, SUB_ANY_PRINCIPALITY = (
    range(5)
)
"""``SUB_ANY_PRINCIPALITY``: a module's henchman sent to any principality but its own (the rule
is the module's, ``SUB_RULES``)."""
SUB_RULES: dict[int, str] = {}
"""Henchman or principality choice -> the rule of a module that offers it (``ruleset.install``)."""
# Why missions are drawn.
DRAW_MISSION_SPACE, DRAW_END_OF_TURN = range(2)

# Turn flags (``state.turn_flags``).
TF_MERLIN = 1
"""The die moved Merlin (else the player's knight)."""
TF_STAFF = 2
TF_REVERSED = 4
TF_REDIRECTED = 8
"""A mirror or other-action flag already changed this turn's space."""
# Bits 16 and 32 are a module's (modules/<module>/).

# Program counter labels: the automatic steps between decisions (see rules.run).
PC_WAIT = -1
"""Set while a decision is pending: the action that answers it says where the program goes."""
(
    PC_TURN,
    PC_ACTION,
    PC_AFTER_ACTION,
    PC_END_TURN,
    PC_DRAWS,
    PC_ROUND_END,
    PC_SCORING,
    PC_NEW_ROUND,
    PC_FINAL,
) = range(9)

# Score categories of the base game, in the order a breakdown lists them. Modules append theirs
# (``Ruleset.categories``), so these indices stay valid.
BASE_CATEGORIES = (
    "missions",
    "two-mission bonus",
    "victory point spaces",
    "traitors",
    "excalibur",
    "surroundings",
    "influence",
    "henchmen",
    "apples",
    "staffs",
    "leftover goods",
)
(
    CAT_MISSIONS,
    CAT_TWO_MISSIONS,
    CAT_VP_SPACES,
    CAT_TRAITORS,
    CAT_EXCALIBUR,
    CAT_SURROUNDINGS,
    CAT_INFLUENCE,
    CAT_HENCHMEN,
    CAT_APPLES,
    CAT_STAFFS,
    CAT_LEFTOVERS,
) = range(len(BASE_CATEGORIES))
