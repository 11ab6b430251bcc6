"""Paladins' static data, loaded once from games/paladins/data/ and shared by every state.

Card and board effects are data in a small vocabulary (the data files' ``effect_vocabulary``):
an effect is compiled to one ``int``, ``op << 8 | argument`` (ops in ``constants.py``), and a
``{"choose": [...]}`` to an ``OP_CHOOSE`` whose argument indexes :attr:`GameData.choices`.
Triggers (Townsfolk abilities, Paladin abilities) say when such a list applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .constants import (
    EFFECT_OPS,
    FIRST_DECISION_OP,
    OP_CHOOSE,
    OP_WORKER,
    WORKERS,
)

Effects = tuple[int, ...]

# Counters a conversion condition may count (docs/rules §3.3); see scoring.convert_points.
COUNTERS = (
    "monks",
    "outposts",
    "walls",
    "jars",
    "workshops",
    "townsfolk",
    "faith",
    "strength",
    "influence",
    "kings_orders",
    "paid_debts",
    "unpaid_debts",
    "suspicion",
    "attacked:blue",
    "attacked:green",
    "attacked:yellow",
    "converted:Mercenary",
)
INQUISITION_CONDITIONS = ("zero", "at_least_2", "any")
INQUISITION_HELD: tuple[tuple[int, int | None], ...] = ((0, 0), (2, None), (0, None))
"""Per on-inquisition condition, the Suspicion cards its owner holds when the Townsfolk reacts:
(fewest, most or None for no limit)."""


@dataclass(frozen=True)
class Option:
    """One option of a choice: a cost paid first, then effects."""

    silver: int
    provisions: int
    debt: int
    effects: Effects


@dataclass(frozen=True)
class Paladin:
    id: str
    name: str
    workers: Effects
    """The two workers gained on reveal, as effects."""
    bonus: tuple[int, int, int]
    """Temporary Faith, Strength, Influence for requirements this round."""
    waive: int
    """Bitmask of action spaces whose silver or provisions cost this Paladin waives."""
    reduce_silver: tuple[int, ...]
    """Silver taken off each action space's cost."""
    on_action: tuple[Effects, ...]
    """Per action space: effects gained after taking that action."""


@dataclass(frozen=True)
class Townsfolk:
    id: str
    name: str
    discard: Effects
    hire: Effects
    trigger: str
    """'action', 'pay_debt' or 'inquisition'."""
    space: int
    """The action space of an 'action' trigger, else -1."""
    condition: int
    """Index into INQUISITION_CONDITIONS for an 'inquisition' trigger, else -1."""
    effects: Effects


@dataclass(frozen=True)
class Outsider:
    id: str
    name: str
    suit: int
    attack: Effects
    convert_strength: int
    counter: str
    per: int
    points: int


@dataclass(frozen=True)
class Wall:
    id: str
    effects: Effects
    points: int


@dataclass(frozen=True)
class Favour:
    id: str
    worker: int
    """The worker type it takes, or ANY."""
    silver: int
    provisions: int
    debt: int
    effects: Effects


@dataclass(frozen=True)
class Row:
    """A row of pieces on the player board: cost, bonus and points by pieces placed."""

    resource: str
    costs: tuple[int, ...]
    bonus: tuple[Effects, ...]
    points: tuple[int, ...]
    influence: tuple[int, ...]


@dataclass(frozen=True)
class BoardSpace:
    id: str
    region: int
    faith: int
    strength: int
    effects: Effects
    min_players: int


@dataclass(frozen=True)
class AbsolveSpace:
    id: str
    influence: int
    effects: Effects


@dataclass(frozen=True)
class GameData:
    """Everything in games/paladins/data/, checked and compiled."""

    sources: tuple[str, ...]
    verified: bool
    provenance: tuple[str, ...]
    unverified: tuple[str, ...]
    """One line per unverified section: 'file: section: source'."""
    choices: tuple[tuple[Option, ...], ...]
    paladins: tuple[Paladin, ...]
    paladin_sets: tuple[str, ...]
    townsfolk: tuple[Townsfolk, ...]
    outsiders: tuple[Outsider, ...]
    suits: tuple[str, ...]
    taverns: tuple[Effects, ...]
    tavern_workers: tuple[tuple[int, ...], ...]
    walls: tuple[Wall, ...]
    orders: tuple[int, ...]
    """The action space of each King's Order."""
    order_ids: tuple[str, ...]
    favours: tuple[Favour, ...]
    suspicion: tuple[int, ...]
    """The silver value of each Suspicion card."""
    debts: int
    worker_supply: tuple[int, ...]
    """The shared supply's workers per type (component list), for option worker_supply."""
    slots: tuple[tuple[int, ...], ...]
    """Per action space, the worker slots from left to right (a worker type or ANY)."""
    develop_silver: int
    pray_silver: int
    hunt: tuple[Effects, Effects]
    trade: tuple[Effects, Effects]
    conspire: Effects
    absolve: Effects
    attack: Effects
    strength_per_silver: int
    workshop_max: int
    workshop_covers: tuple[tuple[int, ...], ...]
    """Per action space, the slot indices workshops cover, in order (empty on the left)."""
    workshop_rewards: tuple[int, ...]
    workshop_points: tuple[int, ...]
    monks: Row
    outposts: Row
    walls_row: Row
    jars: Row
    converts: Row
    absolve_spaces: tuple[AbsolveSpace, ...]
    regions: tuple[str, ...]
    region_faith: tuple[int, ...]
    region_strength: tuple[int, ...]
    spaces: tuple[BoardSpace, ...]
    townsfolk_costs: tuple[int, ...]
    townsfolk_debt: tuple[bool, ...]
    outsider_thresholds: tuple[int, ...]
    tax_by_players: dict[int, int]
    order_rounds: tuple[int, ...]
    favour_rounds: tuple[int, ...]
    attribute_points: tuple[int, ...]
    track_max: int
    order_threshold: int
    order_points: tuple[int, ...]
    unpaid_debt_points: int
    paid_debt_points: int
    resources_per_point: int

    def effect_text(self, effects: Effects) -> str:
        """The effects in the data files' words, e.g. 'worker:scout, silver:2'."""
        text = _TEXTS.get((id(self), effects))
        if text is None:
            text = ", ".join(effect_text(self, e) for e in effects) or "nothing"
            _TEXTS[(id(self), effects)] = text
        return text


_TEXTS: dict[tuple[int, Effects], str] = {}
"""Narration cache: (id of a loaded GameData, effects) -> text. Loaded data live as long as
the process (``load_data`` caches them), so their ids are never reused."""


def effect_text(data: GameData, code: int) -> str:
    op, arg = code >> 8, code & 255
    name = EFFECT_OPS[op]
    if op == OP_WORKER:
        return f"worker:{WORKERS[arg]}"
    if op == OP_CHOOSE:
        options = [" + ".join(effect_text(data, e) for e in o.effects) for o in data.choices[arg]]
        return "choose(" + " | ".join(options) + ")"
    return name if arg == 1 and op >= FIRST_DECISION_OP else f"{name}:{arg}"


def load_data(
    cards_path: Path | None = None,
    player_board_path: Path | None = None,
    main_board_path: Path | None = None,
) -> GameData:
    """The data, loaded and checked once per set of files (default: games/paladins/data/*.json)."""
    from .loader import load_data_files

    return load_data_files(cards_path, player_board_path, main_board_path)
