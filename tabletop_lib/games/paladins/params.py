"""Every number of the Portuguese Paladins rules text, and the options for the rules it leaves out.

Numbers cite the Portuguese rules text (Paladins of the West Kingdom, Garphill Games, 2019) by
section and step. Board and card facts live in games/paladins/data/. Options stand in for rules no
public source gives (the project's rules notes, docs/rules/paladins.md, cited as "docs/rules §n",
sections 2, 3 and 7); each says its default and why.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.options import check_choice
from tabletop_lib.core.words import and_list

PLAYER_COUNTS = (2, 3, 4)
SEAT_NAMES = ("Red", "Blue", "Green", "Purple")
"""How the narration, the tables and the tutor name each seat:
the colours of the players as the views draw them."""
_COUNTS = and_list([str(n) for n in PLAYER_COUNTS], "or")

INQUISITION_TRIGGERS = ("tax-empty", "end-of-round", "never")
INQUISITION_PENALTIES = ("debt", "none")
UNUSED_WORKERS = ("return", "keep")
CRIMINAL_SUSPICION = ("every-criminal", "conspire-only")
ATTACK_ROUNDING = ("up", "down")
FAVOUR_CAPACITY = ("one-per-round", "one-per-player")
TIE_BREAKS = ("resources", "shared")
TAX_RULES = ("data", "players-plus-4")
FAVOUR_DURATIONS = ("round", "game", "from-next-round")
WORKER_SUPPLIES = ("unlimited", "finite")


@dataclass(frozen=True)
class Params:
    """Rulebook numbers and options for one player count. Build with :func:`make_params`."""

    num_players: int
    rounds: int = 7  # Objetivo: "ao final da sétima rodada"
    start_silver: int = 3  # Preparação 11
    start_provisions: int = 1  # Preparação 11
    workshops: int = 8  # Preparação 11
    monks: int = 7  # Preparação 11
    outposts: int = 7  # Preparação 11
    jars: int = 7  # Preparação 11
    townsfolk_row: int = 5  # Preparação 2
    outsider_row: int = 6  # Preparação 7
    kings_orders: int = 3  # Preparação 8
    kings_favours: int = 5  # Preparação 8
    paladins_drawn: int = 3  # Estrutura da Rodada 4
    extra_taverns: int = 1  # Estrutura da Rodada 3: players + 1 Tavern cards
    action_limit: int = 7  # "no máximo 7 vezes na partida"
    # -- options for the rules no public source gives (docs/rules §2.2-2.7, §3, §7) -----------
    inquisition_trigger: str = "tax-empty"
    """docs/rules §2.2: when an Inquisition happens. 'tax-empty' (S1: whenever a take empties the
    tax supply), 'end-of-round' (after every round's reset) or 'never'."""
    inquisition_penalty: str = "debt"
    """docs/rules §2.2: what the players with the most Suspicion (at least ``inquisition_minimum``)
    receive: 'debt' (one unpaid Debt each, S1) or 'none'."""
    inquisition_minimum: int = 1
    """docs/rules §2.2: the fewest Suspicion cards that can be punished (S1: 1)."""
    inquisition_discard_half: bool = True
    """docs/rules §2.2: whether punished players also return half their Suspicion, rounded down. The
    only source (S1, rezende/bga-potwk, the Inquisition routine) says they do; no source says
    they keep them, so the default follows S1."""
    unused_workers: str = "return"
    """docs/rules §2.3: workers still in hand at the end of a round: 'return' them or 'keep'
    them."""
    discard_pays_slot_cost: bool = True
    """docs/rules §2.6: whether the one-worker Recruit (discard) also pays the row slot's cost."""
    criminal_suspicion: str = "every-criminal"
    """docs/rules §2.2: 'every-criminal' (every Criminal gained brings a Suspicion card, S6) or
    'conspire-only' (only Conspire's Criminal does)."""
    attack_rounding: str = "up"
    """The rules (Atacar) ask 1 silver per 2 missing Strength; 'up' rounds an odd gap up."""
    favour_capacity: str = "one-per-round"
    """docs/rules §3.7, §7.8: a King's Favour takes one worker per round in all ('one-per-round') or
    one per player ('one-per-player')."""
    exclusive_spaces: bool = True
    """docs/rules §2.6: one monk or outpost per main-board space (S10), first come first served."""
    pay_debt_silver: int | None = None
    """docs/rules §3.6: if set, a player may on their turn pay this much silver to pay one Debt (an
    action without workers). Unknown whether the game allows it; default: not allowed."""
    order_points: tuple[int, int, int] | None = None
    """docs/rules §2.7: points of the King's Orders revealed in rounds 1, 2, 3 (data default
    4/6/8)."""
    tie_break: str = "resources"
    """docs/rules §2.7 (tie-break unknown): 'resources' (most silver plus provisions left, then
    shared) or 'shared'."""

    # -- readings of the sources, read again (data README "Rules read again") -----------------
    tax_supply: str | int = "data"
    """Silver in the tax supply at setup and after each Inquisition. 'data' (default): the
    table per player count in main_board.json (2: 5, 3: 6, 4: 8, from S1); 'players-plus-4':
    4 + the number of players (2: 6, 3: 7, 4: 8), which fits the rules' "5 a 8" for 1-4
    players as well; or a positive int."""
    favour_duration: str = "round"
    """Which revealed King's Favours take workers. 'round' (default): only the one revealed
    this round, as the rules call them "espaços de ação temporários para a rodada" (Estrutura
    da Rodada 2); 'game': every revealed Favour until the end; 'from-next-round': every
    revealed Favour but the one revealed this round (S1's newest game logic)."""
    worker_supply: str = "unlimited"
    """'unlimited' (default, as no source says what happens when a kind runs out): the shared
    supply never runs out; 'finite': it holds the component list's workers (cards.json
    worker_supply: 22 labourers, 18 of each other kind) and a gain it cannot cover is lost,
    the rest of the effect still applying (a Criminal not received brings no Suspicion)."""

    @property
    def taverns_revealed(self) -> int:
        return self.num_players + self.extra_taverns


OPTION_HELP: Mapping[str, str] = MappingProxyType(
    {
        "inquisition_trigger": "when an Inquisition happens: 'tax-empty' (default), "
        "'end-of-round' or 'never'",
        "inquisition_penalty": "what the most suspected receive: 'debt' (default) or 'none'",
        "inquisition_minimum": "fewest Suspicion cards that can be punished (default 1)",
        "inquisition_discard_half": "punished players also return half their Suspicion, "
        "rounded down (on by default, as an online implementation plays it)",
        "unused_workers": "workers left in hand at the round's end: 'return' (default) or 'keep'",
        "discard_pays_slot_cost": "the one-worker Recruit pays the slot's cost (on by default)",
        "criminal_suspicion": "'every-criminal' (default) or 'conspire-only'",
        "attack_rounding": "silver for an odd Strength gap rounds 'up' (default) or 'down'",
        "favour_capacity": "'one-per-round' (default) or 'one-per-player' worker per Favour",
        "exclusive_spaces": "one piece per main-board space (on by default)",
        "pay_debt_silver": "silver to pay a Debt as an action; by default a Debt cannot be "
        "paid as an action",
        "order_points": "points of the Orders of rounds 1-3, e.g. 4,6,8 (default: data)",
        "tie_break": "'resources' (default: most silver + provisions left) or 'shared'",
        "tax_supply": "tax supply silver: 'data' (default: 5/6/8 for 2/3/4 players), "
        "'players-plus-4' or a positive int",
        "favour_duration": "King's Favours usable: 'round' (default: only this round's), "
        "'game' (every revealed one) or 'from-next-round'",
        "worker_supply": "'unlimited' (default) or 'finite' (22 labourers, 18 of each other "
        "kind; a gain beyond what is left is lost)",
    }
)

LIST_OPTIONS = ("order_points",)
"""The options that take a list (the command line reads ``a,b`` or ``[a, b]``)."""

_CHOICES: dict[str, tuple[str, ...]] = {
    "inquisition_trigger": INQUISITION_TRIGGERS,
    "inquisition_penalty": INQUISITION_PENALTIES,
    "unused_workers": UNUSED_WORKERS,
    "criminal_suspicion": CRIMINAL_SUSPICION,
    "attack_rounding": ATTACK_ROUNDING,
    "favour_capacity": FAVOUR_CAPACITY,
    "tie_break": TIE_BREAKS,
    "favour_duration": FAVOUR_DURATIONS,
    "worker_supply": WORKER_SUPPLIES,
}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number_options(options: dict[str, Any]) -> dict[str, Any]:
    """The numeric options that are given, checked (``ConfigError`` if bad)."""
    values: dict[str, Any] = {}
    if "inquisition_minimum" in options:
        minimum = options["inquisition_minimum"]
        if not _is_int(minimum) or minimum < 1:
            raise ConfigError(f"inquisition_minimum must be a positive int, not {minimum!r}")
        values["inquisition_minimum"] = minimum
    if options.get("pay_debt_silver") is not None:
        cost = options["pay_debt_silver"]
        if not _is_int(cost) or cost < 0:
            raise ConfigError(f"pay_debt_silver must be None or an int >= 0, not {cost!r}")
        values["pay_debt_silver"] = cost
    if options.get("order_points") is not None:
        points = options["order_points"]
        if (
            not isinstance(points, (list, tuple))
            or len(points) != 3
            or not all(_is_int(v) for v in points)
        ):
            raise ConfigError(f"order_points must be three ints, not {points!r}")
        values["order_points"] = tuple(points)
    if "tax_supply" in options:
        tax = options["tax_supply"]
        if tax not in TAX_RULES and not (_is_int(tax) and tax > 0):
            raise ConfigError(
                f"tax_supply must be 'data', 'players-plus-4' or a positive int, not {tax!r}"
            )
        values["tax_supply"] = tax
    return values


def make_params(num_players: int, **options: Any) -> Params:
    """The parameters for ``num_players`` with ``options`` checked (``ConfigError`` if bad)."""
    if num_players not in PLAYER_COUNTS:
        raise ConfigError(f"Paladins is for {_COUNTS} players here, not {num_players!r}")
    unknown = sorted(set(options) - set(OPTION_HELP))
    if unknown:
        raise ConfigError(f"Paladins has no option {', '.join(unknown)}")
    values: dict[str, Any] = {}
    for name, allowed in _CHOICES.items():
        if name in options:
            values[name] = check_choice(name, options[name], allowed)
    for name in ("inquisition_discard_half", "discard_pays_slot_cost", "exclusive_spaces"):
        if name in options:
            if not isinstance(options[name], bool):
                raise ConfigError(f"{name} must be True or False, not {options[name]!r}")
            values[name] = options[name]
    values.update(_number_options(options))
    return Params(num_players=num_players, **values)
