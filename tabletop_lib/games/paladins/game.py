"""The Paladins game object: parameters, static data, precomputed tables, the state factory."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.game import Game
from tabletop_lib.core.words import and_list

from . import rules
from .actions import (
    ACTIONS,
    WORKER_MULTISETS,
    Action,
    AssignWorkers,
    AttackOutsider,
    BuildWorkshop,
    ChooseAction,
    ChooseOption,
    ClearSpace,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    KeepPaladin,
    Pass,
    PayDebt,
    PlaceJar,
    PlaceMonk,
    PlaceOutpost,
    RaiseAttribute,
    TakeTavern,
    TopPaladin,
    UseFavour,
)
from .constants import (
    ABSOLVE,
    ANY,
    ATTRIBUTES,
    CHOICE_SPACE,
    CHOICE_WORKERS,
    CHOICES,
    COMMISSION,
    CONVERT,
    CRIMINAL,
    FORTIFY,
    GARRISON,
    MAX_LEVEL,
    NUM_WORKER_TYPES,
    RIGHT_SPACES,
    SPACES,
)
from .data import GameData, Row, load_data
from .describe import effect_words, worker_list
from .params import SEAT_NAMES, Params, make_params
from .state import PaladinsState


def assignments(requirements: tuple[int, ...], counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct multiset of workers (types ascending) that fills ``requirements``.

    A clear slot (ANY) takes any worker; a coloured slot its colour or a Criminal (rules:
    "Regras de Trabalhadores"). Two ways of filling the slots that spend the same workers are
    the same move, so each multiset appears once. Order: fewest Criminals first, then by type.
    """
    found: set[tuple[int, ...]] = set()

    def fill(i: int, left: list[int], chosen: list[int]) -> None:
        if i == len(requirements):
            found.add(tuple(sorted(chosen)))
            return
        need = requirements[i]
        options = range(NUM_WORKER_TYPES) if need == ANY else (need, CRIMINAL)
        for t in options:
            if left[t] > 0:
                left[t] -= 1
                chosen.append(t)
                fill(i + 1, left, chosen)
                chosen.pop()
                left[t] += 1

    fill(0, list(counts), [])
    return sorted(found, key=lambda m: (m.count(CRIMINAL), m))


# Requirements (the sorted open slots of an action) get ids shared by every game, so the
# caches below serve every game object of the process; both are pure functions of their key.
_REQ_IDS: dict[tuple[int, ...], int] = {}
_REQ_KEYS: list[tuple[int, ...]] = []
_REQ_NEEDS: list[tuple[int, tuple[tuple[int, int], ...]]] = []
_REQ_CANDIDATES: list[tuple[tuple[int, AssignWorkers], ...]] = []
_FEASIBLE: dict[int, int] = {}
_ASSIGN: dict[int, tuple[AssignWorkers, ...]] = {}
_WORKER_ACTIONS: dict[tuple[int, ...], AssignWorkers] = {
    m: AssignWorkers(m) for m in WORKER_MULTISETS
}


def requirement_id(slots: tuple[int, ...]) -> int:
    """The shared id of a set of open slots (a worker type per slot, or ANY)."""
    key = tuple(sorted(slots))
    found = _REQ_IDS.get(key)
    if found is None:
        found = _REQ_IDS[key] = len(_REQ_KEYS)
        _REQ_KEYS.append(key)
        needs = tuple((c, key.count(c)) for c in sorted(set(key)) if c != ANY)
        _REQ_NEEDS.append((len(key), needs))
        # Every multiset that fills the slots when workers are plentiful, in canonical order,
        # with its counts spread to 3 bits per type (see assign_options).
        plenty = (len(key),) * NUM_WORKER_TYPES
        _REQ_CANDIDATES.append(
            tuple((_spread(m), _WORKER_ACTIONS[m]) for m in assignments(key, plenty))
        )
        _FEASIBLE.clear()
    return found


_GUARDS = sum(4 << (3 * t) for t in range(NUM_WORKER_TYPES))
"""Bit 2 of each 3-bit field: a borrow clears it when a count exceeds the one held."""


def _spread(workers: tuple[int, ...]) -> int:
    """A multiset as counts in 3-bit fields (every count of an action is at most 3)."""
    return sum(1 << (3 * t) for t in workers)


def feasible(packed: int) -> int:
    """Bitmask over requirement ids: the ones these workers (packed counts) can fill.

    Coloured slots take their colour or a Criminal, clear slots anything, a Criminal slot only
    a Criminal: the slots can be filled when there are enough workers in all and the spare
    Criminals cover every colour's shortfall.
    """
    mask = _FEASIBLE.get(packed)
    if mask is None:
        counts = [packed >> (2 * t) & 3 for t in range(NUM_WORKER_TYPES)]
        total = sum(counts)
        mask = 0
        for r, (size, needs) in enumerate(_REQ_NEEDS):
            if total < size:
                continue
            spare = counts[CRIMINAL]
            short = 0
            for colour, n in needs:
                if colour == CRIMINAL:
                    spare -= n
                elif n > counts[colour]:
                    short += n - counts[colour]
            if spare >= short:
                mask |= 1 << r
        _FEASIBLE[packed] = mask
    return mask


def assign_options(packed: int, req: int) -> tuple[AssignWorkers, ...]:
    """The distinct worker assignments for requirement ``req``, in canonical order."""
    key = packed << 16 | req
    found = _ASSIGN.get(key)
    if found is None:
        # A multiset fits the workers held when no 3-bit field borrows in held - needed.
        held = _GUARDS | sum((packed >> (2 * t) & 3) << (3 * t) for t in range(NUM_WORKER_TYPES))
        found = tuple(
            action for need, action in _REQ_CANDIDATES[req] if (held - need) & _GUARDS == _GUARDS
        )
        _ASSIGN[key] = found
    return found


def tax_start(params: Params, data: GameData) -> int:
    """The tax supply's silver at setup and after each Inquisition (PA.setup.tax-supply):
    option tax_supply 'data' reads main_board.json's table for the player count,
    'players-plus-4' gives 4 + players, an int gives itself."""
    rule = params.tax_supply
    if isinstance(rule, int):
        return rule
    n = params.num_players
    if rule == "players-plus-4":
        return 4 + n
    if n not in data.tax_by_players:
        raise ValueError(f"the tax supply has no entry for {n} players")
    return data.tax_by_players[n]


def favour_windows(params: Params, data: GameData) -> tuple[tuple[int, int], ...]:
    """Per round (0 to rounds + 1), the positions ``first <= k < end`` of the King's Favours
    that take workers (PA.favour.duration, option favour_duration): 'round' the ones revealed
    this round, 'game' every revealed one, 'from-next-round' the ones revealed before it."""
    rounds = data.favour_rounds[: params.kings_favours]
    out = []
    for rnd in range(params.rounds + 2):
        before = sum(1 for r in rounds if r < rnd)
        revealed = sum(1 for r in rounds if r <= rnd)
        if params.favour_duration == "round":
            out.append((before, revealed))
        elif params.favour_duration == "game":
            out.append((0, revealed))
        else:
            out.append((0, before))
    return tuple(out)


@dataclass(frozen=True)
class ActionTables:
    """Every action object built once, so the hot path indexes instead of constructing."""

    keep: tuple[KeepPaladin, ...]
    top: tuple[TopPaladin, ...]
    tavern: tuple[TakeTavern, ...]
    choose: tuple[ChooseAction, ...]
    favour: tuple[UseFavour, ...]
    pass_: Pass
    pay_debt: PayDebt
    workers: Mapping[tuple[int, ...], AssignWorkers]
    workshop: tuple[BuildWorkshop, ...]
    dismiss: tuple[tuple[DiscardTownsfolk, DiscardTownsfolk], ...]
    hire: tuple[tuple[HireTownsfolk, HireTownsfolk], ...]
    clear: tuple[ClearSpace, ...]
    monk: tuple[PlaceMonk, ...]
    outpost: tuple[PlaceOutpost, ...]
    jar: tuple[PlaceJar, ...]
    attack: tuple[AttackOutsider, ...]
    convert: tuple[ConvertOutsider, ...]
    option: tuple[ChooseOption, ...]
    raise_: tuple[RaiseAttribute, ...]

    @classmethod
    def build(cls, data: GameData, num_players: int, favours: int) -> ActionTables:
        rows = max(len(data.townsfolk_costs), len(data.outsider_thresholds))
        widest = max((len(c) for c in data.choices), default=2)
        return cls(
            keep=tuple(KeepPaladin(p.id) for p in data.paladins),
            top=tuple(TopPaladin(p.id) for p in data.paladins),
            tavern=tuple(TakeTavern(i) for i in range(num_players + 1)),
            choose=tuple(ChooseAction(c) for c in CHOICES),
            favour=tuple(UseFavour(i) for i in range(favours)),
            pass_=Pass(),
            pay_debt=PayDebt(),
            workers=MappingProxyType(_WORKER_ACTIONS),
            workshop=tuple(BuildWorkshop(s) for s in SPACES),
            dismiss=tuple(
                (DiscardTownsfolk(i, False), DiscardTownsfolk(i, True)) for i in range(rows)
            ),
            hire=tuple((HireTownsfolk(i, False), HireTownsfolk(i, True)) for i in range(rows)),
            clear=tuple(ClearSpace(s) for s in SPACES),
            monk=tuple(PlaceMonk(sp.id) for sp in data.spaces),
            outpost=tuple(PlaceOutpost(sp.id) for sp in data.spaces),
            jar=tuple(PlaceJar(a.id) for a in data.absolve_spaces),
            attack=tuple(AttackOutsider(i) for i in range(rows)),
            convert=tuple(ConvertOutsider(i) for i in range(rows)),
            option=tuple(ChooseOption(i) for i in range(widest)),
            raise_=tuple(RaiseAttribute(a) for a in ATTRIBUTES),
        )


def _level_masks(requirements: list[int], allowed: int) -> tuple[int, ...]:
    """Per attribute level 0..MAX_LEVEL: bitmask of the allowed items it reaches."""
    return tuple(
        sum(1 << i for i, need in enumerate(requirements) if need <= level and allowed >> i & 1)
        for level in range(MAX_LEVEL + 1)
    )


class PaladinsGame(Game[Action, PaladinsState]):
    """Paladins of the West Kingdom, for 2-4 players.

    ``cards_path``, ``player_board_path`` and ``main_board_path`` load other data files (same
    format as games/paladins/data/), for anyone correcting the unverified facts.
    """

    name = "paladins"
    milestones = ("turn", "round")
    title = "Paladins of the West Kingdom"

    def __init__(
        self,
        num_players: int,
        cards_path: str | Path | None = None,
        player_board_path: str | Path | None = None,
        main_board_path: str | Path | None = None,
        **options: Any,
    ) -> None:
        self.num_players = num_players
        self.params: Params = make_params(num_players, **options)
        opts = dict(options)
        if "order_points" in opts and opts["order_points"] is not None:
            opts["order_points"] = list(opts["order_points"])
        paths = (cards_path, player_board_path, main_board_path)
        for key, path in zip(
            ("cards_path", "player_board_path", "main_board_path"), paths, strict=True
        ):
            if path is not None:
                opts[key] = str(path)
        self._options = opts
        data = load_data(*(Path(p) if p is not None else None for p in paths))
        self.data: GameData = data
        n = num_players
        self.player_names = SEAT_NAMES[:n]
        self.order_points: tuple[int, ...] = self.params.order_points or data.order_points
        self.tax_start = tax_start(self.params, data)
        values = sorted(set(data.suspicion))
        self.suspicion_values: tuple[int, ...] = tuple(values)
        self.suspicion_kinds = len(values)
        self.suspicion_index: Mapping[int, int] = MappingProxyType(
            {v: i for i, v in enumerate(values)}
        )
        # Main-board spaces in play at this player count, and the ones each level reaches.
        spaces = data.spaces
        self.space_ok = sum(1 << i for i, sp in enumerate(spaces) if sp.min_players <= n)
        self.monk_reach = _level_masks([sp.faith for sp in spaces], self.space_ok)
        self.outpost_reach = _level_masks([sp.strength for sp in spaces], self.space_ok)
        # A space is offered only when no earlier space of its region with the same reward is
        # free: taking either gives the same position (docs/rules §6.9: each distinct move once).
        self.space_twins = tuple(
            sum(
                1 << j
                for j in range(i)
                if spaces[j].region == sp.region
                and spaces[j].effects == sp.effects
                and self.space_ok >> j & 1
            )
            for i, sp in enumerate(spaces)
        )
        self.rows: tuple[Row | None, ...] = tuple(
            {
                COMMISSION: data.monks,
                FORTIFY: data.walls_row,
                GARRISON: data.outposts,
                ABSOLVE: data.jars,
                CONVERT: data.converts,
            }.get(sp)
            for sp in range(len(SPACES))
        )
        """The row of pieces of each right-hand action space (None for the others)."""
        jars = data.absolve_spaces
        self.jar_reach = _level_masks([a.influence for a in jars], (1 << len(jars)) - 1)
        self.space_index: Mapping[str, int] = MappingProxyType(
            {sp.id: i for i, sp in enumerate(spaces)}
        )
        self.jar_index: Mapping[str, int] = MappingProxyType({a.id: i for i, a in enumerate(jars)})
        self.paladin_index: Mapping[str, int] = MappingProxyType(
            {p.id: i for i, p in enumerate(data.paladins)}
        )
        # Worker requirements: one id per distinct multiset of slots.
        req_id = requirement_id
        self.choice_req = tuple(
            req_id(data.slots[CHOICE_SPACE[c]][: CHOICE_WORKERS[c]]) for c in range(len(CHOICES))
        )
        right: list[int] = []
        for s in range(len(SPACES)):
            for w in range(data.workshop_max + 1):
                if s in RIGHT_SPACES:
                    covered = set(data.workshop_covers[s][:w])
                    open_slots = tuple(
                        need for i, need in enumerate(data.slots[s]) if i not in covered
                    )
                    right.append(req_id(open_slots))
                else:
                    right.append(-1)
        self.right_req = tuple(right)
        self.req_width = data.workshop_max + 1
        """``right_req[space * (workshop_max + 1) + workshops]``: the open slots' req id."""
        self.favour_req = tuple(req_id((f.worker,)) for f in data.favours)
        self.favours_by_round = tuple(
            sum(1 for r in data.favour_rounds[: self.params.kings_favours] if r <= rnd)
            for rnd in range(self.params.rounds + 2)
        )
        """How many King's Favours are face up in each round."""
        self.favour_window = favour_windows(self.params, data)
        """Per round, the (first, end) positions of the Favours that take workers."""
        # Triggers: bitmasks over the Townsfolk.
        tf = data.townsfolk
        self.tf_action = tuple(
            sum(1 << i for i, t in enumerate(tf) if t.trigger == "action" and t.space == s)
            for s in range(len(SPACES))
        )
        self.tf_pay_debt = sum(1 << i for i, t in enumerate(tf) if t.trigger == "pay_debt")
        self.tf_inquisition = sum(1 << i for i, t in enumerate(tf) if t.trigger == "inquisition")
        self.choice_text = (
            "the Develop action",
            f"the Hunt action (one worker, to {effect_words(data, data.hunt[0])})",
            f"the Hunt action (two workers, to {effect_words(data, data.hunt[1])})",
            f"the Trade action (one worker, to {effect_words(data, data.trade[0])})",
            f"the Trade action (two workers, to {effect_words(data, data.trade[1])})",
            "the Recruit action (one worker, to dismiss a Townsfolk)",
            "the Recruit action (two workers, to hire a Townsfolk)",
            "the Pray action",
            f"the Conspire action (to {effect_words(data, data.conspire)})",
            "the Commission action",
            "the Fortify action",
            "the Garrison action",
            "the Absolve action",
            "the Attack action",
            "the Convert action",
        )
        """How the narration names each choice."""
        self.tavern_text = tuple(worker_list(card) for card in data.tavern_workers)
        self.paladin_bonus_text = tuple(
            and_list(
                [f"+{v} {a.capitalize()}" for a, v in zip(ATTRIBUTES, pal.bonus, strict=True) if v]
            )
            for pal in data.paladins
        )
        self.tables = ActionTables.build(data, n, self.params.kings_favours)
        self._parsed: dict[str, Action] = {}
        self._names: dict[str, frozenset[str]] = {
            "paladin": frozenset(self.paladin_index),
            "space": frozenset(self.space_index),
            "jar": frozenset(self.jar_index),
        }

    # -- worker assignments (cached by the capped worker counts) -----------------------------
    @staticmethod
    def pack(counts: list[int], base: int) -> int:
        """Worker counts capped at 3 (no action takes more), two bits per type."""
        a, b, c, d, e, f = counts[base : base + NUM_WORKER_TYPES]
        return (
            (a if a < 3 else 3)
            | (b if b < 3 else 3) << 2
            | (c if c < 3 else 3) << 4
            | (d if d < 3 else 3) << 6
            | (e if e < 3 else 3) << 8
            | (f if f < 3 else 3) << 10
        )

    feasible = staticmethod(feasible)
    assign_options = staticmethod(assign_options)

    # -- the Game contract --------------------------------------------------------------------
    @property
    def options(self) -> Mapping[str, Any]:
        return MappingProxyType(self._options)

    @property
    def verified(self) -> bool:
        """False while any data file in use is marked unverified."""
        return self.data.verified

    def new_initial_state(self, seed: int | None = None) -> PaladinsState:
        state = PaladinsState(self)
        rules.setup(state, 0 if seed is None else seed)
        return state

    def state_from_dict(self, data: Mapping[str, Any], source: str = "<dict>") -> PaladinsState:
        return PaladinsState.from_dict(self, data, source)

    def parse_action(self, text: str) -> Action:
        """The action whose text is ``text`` (parsed once per text: replays and saved games
        parse the same few hundred texts over and over)."""
        action = self._parsed.get(text)
        if action is None:
            action = ACTIONS.parse(text, self._names)
            if len(self._parsed) < 10_000:
                self._parsed[text] = action
        return action
