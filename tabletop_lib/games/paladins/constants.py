"""Paladins' fixed vocabulary: workers, attributes, action spaces, effect codes, stages.

These are the engine's words, not rulebook numbers (those live in ``params.py`` and the data
files). Data files name things with the strings below; the engine uses their indices.
"""

from __future__ import annotations

# Worker types, in the order the rules list them (setup step 10). ANY marks a clear slot.
WORKERS = ("labourer", "scout", "merchant", "fighter", "cleric", "criminal")
LABOURER, SCOUT, MERCHANT, FIGHTER, CLERIC, CRIMINAL = range(6)
ANY = 6
NUM_WORKER_TYPES = 6

ATTRIBUTES = ("faith", "strength", "influence")
FAITH, STRENGTH, INFLUENCE = range(3)
MAX_LEVEL = 64
"""Attribute values (with Paladin bonuses) are clamped to this to index requirement masks."""

# The twelve action spaces of the player board (docs/rules §2.4); bit i of ``state.used[p]``.
SPACES = (
    "develop",
    "hunt",
    "trade",
    "recruit",
    "pray",
    "conspire",
    "commission",
    "fortify",
    "garrison",
    "absolve",
    "attack",
    "convert",
)
(
    DEVELOP,
    HUNT,
    TRADE,
    RECRUIT,
    PRAY,
    CONSPIRE,
    COMMISSION,
    FORTIFY,
    GARRISON,
    ABSOLVE,
    ATTACK,
    CONVERT,
) = range(12)
RIGHT_SPACES = (COMMISSION, FORTIFY, GARRISON, ABSOLVE, ATTACK, CONVERT)
"""The right-hand actions, which workshops can cover (rules: Desenvolver)."""

# What a player chooses on their turn: an action space, with one or two workers for the
# two-slot actions of the left side (rules: Recrutar, Caçar e Negociar).
CHOICES = (
    "develop",
    "hunt-1",
    "hunt-2",
    "trade-1",
    "trade-2",
    "recruit-1",
    "recruit-2",
    "pray",
    "conspire",
    "commission",
    "fortify",
    "garrison",
    "absolve",
    "attack",
    "convert",
)
(
    C_DEVELOP,
    C_HUNT1,
    C_HUNT2,
    C_TRADE1,
    C_TRADE2,
    C_RECRUIT1,
    C_RECRUIT2,
    C_PRAY,
    C_CONSPIRE,
    C_COMMISSION,
    C_FORTIFY,
    C_GARRISON,
    C_ABSOLVE,
    C_ATTACK,
    C_CONVERT,
) = range(15)
CHOICE_SPACE = (
    DEVELOP,
    HUNT,
    HUNT,
    TRADE,
    TRADE,
    RECRUIT,
    RECRUIT,
    PRAY,
    CONSPIRE,
    COMMISSION,
    FORTIFY,
    GARRISON,
    ABSOLVE,
    ATTACK,
    CONVERT,
)
CHOICE_WORKERS = (2, 1, 2, 1, 2, 1, 2, 1, 1, 3, 3, 3, 3, 3, 3)
"""Slots a choice fills before workshops: the one-worker variants use the left slot only."""
FAVOUR_BASE = 100
"""``state.action`` of a King's Favour: FAVOUR_BASE + its position on the King's track."""

# Effect codes: ``op << 8 | argument`` (see data.py for the vocabulary in the data files).
EFFECT_OPS = (
    "worker",
    "criminal",
    "silver",
    "provisions",
    "faith",
    "strength",
    "influence",
    "tax",
    "suspicion",
    "remove_suspicion",
    "pay_debt",
    "remove_debt",
    "take_debt",
    "free_recruit",
    "free_develop",
    "pray",
    "choose_attribute",
    "choose",
)
(
    OP_WORKER,
    OP_CRIMINAL,
    OP_SILVER,
    OP_PROVISIONS,
    OP_FAITH,
    OP_STRENGTH,
    OP_INFLUENCE,
    OP_TAX,
    OP_SUSPICION,
    OP_REMOVE_SUSPICION,
    OP_PAY_DEBT,
    OP_REMOVE_DEBT,
    OP_TAKE_DEBT,
    OP_FREE_RECRUIT,
    OP_FREE_DEVELOP,
    OP_PRAY,
    OP_CHOOSE_ATTRIBUTE,
    OP_CHOOSE,
) = range(len(EFFECT_OPS))
FIRST_DECISION_OP = OP_FREE_RECRUIT
"""Ops from here on ask the player a question; the ones before apply at once."""

# Decision stages: what the current player is asked for.
(
    KEEP,
    TOP,
    TAVERN,
    ACTION,
    WORKERS_STAGE,
    TARGET,
    OPTION,
    ATTRIBUTE,
    TERMINAL,
) = range(9)
STAGE_NAMES = (
    "keep a Paladin",
    "put a Paladin on top",
    "take a Tavern card",
    "choose an action",
    "assign workers",
    "choose a target",
    "choose an option",
    "choose an attribute",
    "game over",
)

# Periods of the game, for phase(): setup, the Paladin draw, the Tavern, the action phase.
P_SETUP, P_PALADINS, P_TAVERN, P_ACTIONS, P_OVER = range(5)
PERIOD_NAMES = ("setup", "paladins", "tavern", "actions", "game over")

# Targets of the TARGET stage.
(
    T_WORKSHOP,
    T_DISCARD,
    T_HIRE,
    T_FREE_HIRE,
    T_CLEAR_OTHER,
    T_CLEAR,
    T_MONK,
    T_OUTPOST,
    T_JAR,
    T_ATTACK,
    T_CONVERT,
) = range(11)

# Program counter labels: the automatic steps between decisions (see rules.run).
(
    PC_SETUP_HIRE,
    PC_ROUND_START,
    PC_PALADIN_CHOICE,
    PC_REVEAL,
    PC_ACTIONS,
    PC_EFFECTS,
    PC_END_ACTION,
    PC_RESET,
) = range(8)

# Score categories, in the order a breakdown lists them (docs/rules §2.7).
CATEGORIES = (
    "king's orders",
    "faith",
    "influence",
    "strength",
    "develop",
    "debts",
    "silver and provisions",
    "commission",
    "garrison",
    "absolve",
    "fortify",
    "convert",
)
NUM_CATEGORIES = len(CATEGORIES)
CATEGORY_TITLES = (
    "King's Orders",
    "Faith",
    "Influence",
    "Strength",
    "Workshops",
    "Debts",
    "Silver and provisions",
    "Monks",
    "Outposts",
    "Jars",
    "Walls",
    "Converted Outsiders",
)
"""How a score sheet names each category, in the order of CATEGORIES."""
