"""Merlin positions that no play of the rules reaches: refused when a saved game loads.

The invariants run after every action of every playout of the conformance kit
(``tests/conformance``) and on every loaded state (:mod:`tabletop_lib.core.validation`); the
ranges bound each saved field by the table and the data (manual p. 3: the pieces and supplies;
the Big Box modules' own pieces in their invariant).

The decision asked must be one the program asks where it stands (program-in-step, turn-in-step,
as Brian Boru's and Paladins' validators do): the base game lists its stages' program steps
here; each module declares its own stages' steps, the stages where another player than the
turn's decides, and the checks of its pending decisions in its ``StateFields``
(``modules/<module>/state.py``), which run when it is in play.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any

from tabletop_lib.core.validation import (
    SENTINEL_FLOOR,
    Bounds,
    Invariant,
    StateChecks,
    points_add_up,
)

from .board import territory_masks
from .constants import (
    ACTION,
    CHOOSE_DIE,
    END_TURN,
    GRAIL,
    MISSION_DRAW,
    NUM_COLOURS,
    PC_ACTION,
    PC_DRAWS,
    PC_END_TURN,
    PC_FINAL,
    PC_NEW_ROUND,
    PC_SCORING,
    PC_TURN,
    PC_WAIT,
    PRE_MOVE,
    STAGE_NAMES,
    TERMINAL,
    TOWER_BONUS,
)
from .ruleset import REGISTERED, STAGE_OWNER, overrides


# Flat per-player lists: goods[owner * 18 + good * 6 + colour] (owner n = the principalities'
# supply), influence[p * 6 + colour], henchmen[p * 4 + kind] (-1 at home); see merlin/state.py.
def _goods_conserved(s: Any) -> str | None:
    """Every shield, flag and material of every colour is in exactly one place (6 of each)."""
    n = s.num_players
    per = s.game.params.goods_per_principality
    beyond = [m for m in s.game.ruleset.in_play if overrides(m, "goods_beyond")]
    asides = [a for a in (m.goods_aside(s) for m in s.game.ruleset.in_play) if a]
    for i in range(18):
        counts = [s.goods[owner * 18 + i] for owner in range(n + 1)]
        for aside in asides:  # goods a module holds off the board
            counts.append(aside[i])
        for module in beyond:  # a module's tokens are goods beyond the 6
            for p in range(n):
                counts[p] -= module.goods_beyond(s, p, i)
        if min(counts) < 0 or sum(counts) != per:
            return f"good slot {i}: {counts} (owners then supply) do not make {per}"
    return None


def _influence_conserved(s: Any) -> str | None:
    total = s.game.params.influence_markers
    beyond = [m for m in s.game.ruleset.in_play if overrides(m, "influence_beyond")]
    for p in range(s.num_players):
        board = s.influence[p * 6 : p * 6 + 6]
        extra = sum(module.influence_beyond(s, p) for module in beyond)
        if min(board) < 0 or s.castle_influence[p] < 0:
            return f"player {p}: negative influence {board} / castle {s.castle_influence[p]}"
        if sum(board) + s.castle_influence[p] != total + extra:
            return f"player {p}: {sum(board)} markers out and {s.castle_influence[p]} home"
    return None


def _apples_staffs_scores(s: Any) -> str | None:
    prm = s.game.params
    apples = s.apple_supply + sum(s.apples)
    if min(s.apples) < 0 or s.apple_supply < 0 or apples != prm.apples_total:
        return f"apples {s.apples} + supply {s.apple_supply} != {prm.apples_total}"
    extra = sum(module.extra_staffs(s.game) for module in s.game.ruleset.in_play)
    if not all(0 <= k <= prm.staffs + extra for k in s.staffs):
        return f"staffs {s.staffs}"
    if min(s.score) < 0:
        return f"negative score {s.score}"
    return None


@lru_cache(maxsize=1024)
def _territories(grid: Any, terrain: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`territory_masks`, remembered for the latest layouts' terrains: the check below
    runs at every state of a game (and every load), and a game's layout never changes."""
    return territory_masks(grid, terrain)


def _surroundings_tiles(s: Any) -> str | None:
    """ME.setup.surroundings (p. 5, Preparação 9): the surroundings are the game's tiles, each
    on one grid position, and the territories are those the tiles' terrains make."""
    data = s.game.data
    if sorted(s.layout) != sorted(data.tiles_for(s.num_players)):
        return f"the layout {list(s.layout)} is not the game's tiles"
    made = _territories(s.game.grid, tuple(data.tile_kinds[k].terrain for k in s.layout))
    if tuple(s.territories) != made:
        return f"the territories {list(s.territories)} are not the layout's {list(made)}"
    return None


def _module_pieces(s: Any) -> str | None:
    """The Big Box modules' own pieces are conserved: gold coins and mistletoe, decrees,
    seals, Picts, allies, the witch's markers and huts, the district slots."""
    g = s.game
    for module in g.ruleset.in_play:
        broken: str | None = module.invariant(s)
        if broken is not None:
            return broken
    return None


def _cards_and_traitors_conserved(s: Any) -> str | None:
    cards = [*s.mission_deck, *s.mission_discard, *(c for c in s.display if c >= 0)]
    cards += [c for hand in s.hands for c in hand]
    if sorted(cards) != list(range(len(s.game.data.missions))):
        return f"{len(cards)} mission places for {len(s.game.data.missions)} cards"
    held = [c for p in range(s.num_players) for c in range(6) for _ in range(s.traitors[p * 6 + c])]
    if sorted([*s.traitor_deck, *s.traitor_discard, *held]) != sorted(s.game.data.traitors):
        return "the traitors in the piles, the discards and the castles do not add up"
    return None


def _board_pieces(s: Any) -> str | None:
    """Manors: at most 7 each, one per tile, on tiles of the surroundings; one henchman of
    each kind per principality."""
    seen = 0
    for p, manors in enumerate(s.manors):
        if manors.bit_count() > s.game.params.manors or manors & seen or manors & ~s.game.tile_mask:
            return f"player {p}'s manors {manors:#x} break a limit"
        seen |= manors
    for kind in range(4):
        places = [s.henchmen[p * 4 + kind] for p in range(s.num_players)]
        out = [c for c in places if c >= 0]
        if len(out) != len(set(out)) or not all(-1 <= c < 6 for c in places):
            return f"henchmen of kind {kind} stand at {places}"
    return None


def _round_before_the_end(s: Any) -> str | None:
    """ME.round.prepare: a next round is prepared only before the last one (after the last
    round's scoring the final scoring follows, p. 10-12)."""
    if s.pc == PC_NEW_ROUND and s.round >= s.game.params.rounds:
        return f"round {s.round} of {s.game.params.rounds} is waiting for a next round"
    return None


_STAGE_STEPS: dict[int, tuple[int, ...]] = {
    # a turn's die is chosen when it starts, or after a decision that came first (a draft)
    CHOOSE_DIE: (PC_TURN, PC_WAIT),
    ACTION: (PC_ACTION,),
    # the move and the space action's own choices wait for the player's answer
    **{stage: (PC_WAIT,) for stage in range(PRE_MOVE, TOWER_BONUS + 1) if stage != ACTION},
    MISSION_DRAW: (PC_DRAWS, PC_WAIT),
    END_TURN: (PC_END_TURN,),
    GRAIL: (PC_SCORING,),
    TERMINAL: (PC_FINAL,),
}
"""Per base stage, the program steps (``state.pc``) that ask it (``rules.run``, ``upkeep``);
each module declares its own stages' in its ``StateFields.stage_steps``."""


def _program_in_step(s: Any) -> str | None:
    """The decision asked is one the program asks at its current step (rules.run): a stage of
    the base game or of a module in play, at a step that asks it."""
    owner = STAGE_OWNER.get(s.stage)
    if owner is not None and not s.game.in_play(owner.name):
        return f"stage {s.stage} ({STAGE_NAMES[s.stage]!r}) is {owner.name}'s, not in play"
    steps = _STAGE_STEPS.get(s.stage) if owner is None else owner.fields.stage_steps.get(s.stage)
    if steps is None or s.pc not in steps:
        return (
            f"stage {s.stage} ({STAGE_NAMES[s.stage]!r}) at program step {s.pc}, where the "
            "rules never ask it"
        )
    others = s.stage in (GRAIL, TERMINAL) if owner is None else s.stage in owner.fields.asks_others
    turn = (s.first + s.turn) % s.num_players
    if not others and s.current != turn:
        return f"player {s.current} decides at stage {s.stage} in player {turn}'s turn"
    return None


def _turn_in_step(s: Any) -> str | None:
    """ME.turn.choose-die, ME.turn.take-or-decline, p. 9: a turn chooses its die first (none
    set aside, no action left), moves with the die set aside, then takes the space's action
    (once, twice with a Merlin's staff) with its choices; missions are drawn at its end, one
    per mission completed."""
    if s.stage == CHOOSE_DIE and (s.die >= 0 or s.acts_left):
        return f"the die {s.die} set aside and {s.acts_left} actions left before choosing one"
    owner = STAGE_OWNER.get(s.stage)
    moving = PRE_MOVE <= s.stage <= TOWER_BONUS and s.stage != MISSION_DRAW
    moving = moving or (owner is not None and s.stage in owner.fields.during_action)
    acting = moving and s.stage != PRE_MOVE
    if moving and (s.die < 0 or (acting and (s.space < 0 or s.acts_left < 1))):
        return (
            f"stage {s.stage} ({STAGE_NAMES[s.stage]!r}) with die {s.die}, space {s.space} "
            f"and {s.acts_left} actions left"
        )
    if s.stage == MISSION_DRAW and s.draws_left < 1:  # (draws are left undone on an empty deck)
        return f"{s.draws_left} missions to draw at stage {s.stage}"
    return None


class _Invariants(Mapping[str, Invariant]):
    """The base invariants, then each registered module's ``StateFields.checks`` (run when the
    module is in play); read when a game loads, once every module is registered."""

    def __init__(self) -> None:
        self._found: dict[str, Invariant] = {}
        self._modules = -1

    def _all(self) -> dict[str, Invariant]:
        if self._modules != len(REGISTERED):  # built again when a module registers
            found: dict[str, Invariant] = dict(INVARIANTS)
            for module in REGISTERED.values():
                for key, check in module.fields.checks.items():
                    found[key] = _when_in_play(module.name, check)
            self._found, self._modules = found, len(REGISTERED)
        return self._found

    def __getitem__(self, key: str) -> Invariant:
        return self._all()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def _when_in_play(module: str, check: Invariant) -> Invariant:
    def checked(s: Any) -> str | None:
        return check(s) if s.game.in_play(module) else None

    return checked


def _not_in_play(game: Any) -> dict[str, Bounds]:
    """A module out of play keeps its fields at their value before its setup."""
    pinned: dict[str, Bounds] = {}
    for module in REGISTERED.values():
        if not game.in_play(module.name):
            pinned.update({k: (v, v) for k, v in module.fields.ints.items()})
            pinned.update({k: (0, 0) for k in module.fields.per_player})
    return pinned


def _modules_out_of_play(s: Any) -> str | None:
    """The lists of a module out of play stay empty (its setup fills them)."""
    for module in REGISTERED.values():
        if not s.game.in_play(module.name):
            for k in module.fields.lists:
                if getattr(s, k):
                    return f"{k} holds {getattr(s, k)} but {module.name} is not in play"
    return None


INVARIANTS = {
    "goods-conserved": _goods_conserved,
    "influence-conserved": _influence_conserved,
    "apples-staffs-scores": _apples_staffs_scores,
    "cards-and-traitors-conserved": _cards_and_traitors_conserved,
    "board-pieces": _board_pieces,
    "surroundings-tiles": _surroundings_tiles,
    "module-pieces": _module_pieces,
    "modules-out-of-play": _modules_out_of_play,
    "round-before-the-end": _round_before_the_end,
    "program-in-step": _program_in_step,
    "turn-in-step": _turn_in_step,
    "points-add-up": points_add_up,
}
"""Invariant id -> check (returns what breaks it, or None)."""


def ranges(game: Any) -> Mapping[str, Bounds]:
    """The bounds of every saved number the table and the data fix."""

    n = game.num_players
    prm = game.params
    seat, maybe_seat = (0, n - 1), (-1, n - 1)
    missions = len(game.data.missions) - 1
    colour = (0, NUM_COLOURS - 1)
    return {
        "stage": (0, len(STAGE_NAMES) - 1),
        "first": seat,
        "current": seat,
        # ME.setup.round-marker: round 1 at the start; six rounds (p. 6)
        "round": (1, prm.rounds),
        # a space of the outer ring (the knights' and Merlin's rondel)
        "knights": (0, game.ruleset.rondel.size - 1),
        "merlin": (0, game.ruleset.rondel.size - 1),
        # ME.setup.surroundings (p. 5, Preparação 9): a tile kind of the surroundings
        "layout": (0, len(game.data.tile_kinds) - 1),
        "die": (-1, game.dice_per_player - 1),
        # the principality a henchman is sent to (a module may widen it)
        "target": (-1, NUM_COLOURS - 1),
        # the kind of die a module's flag moves this turn (-1: the die's own)
        "figure_kind": (-1, len(game.die_kinds) - 1),
        # a face, or 0 once used (a module that raises a die above its top face says so)
        "dice": (0, prm.die_faces),
        "die_value": (-1, prm.die_faces),
        "grail": maybe_seat,
        "excalibur": maybe_seat,
        "apple_supply": (0, prm.apples_total),
        "apples": (0, prm.apples_total),
        "score": (0, None),
        # 6 of each good a principality (p. 3), plus a module's own pieces held as goods
        # (the market's tokens, p. 27); the exact count per slot is the goods-conserved check
        "goods": (0, prm.goods_per_principality + _goods_beyond_max(game)),
        "henchmen": (-1, NUM_COLOURS - 1),
        "influence": (0, prm.influence_markers),
        "castle_influence": (0, prm.influence_markers),
        "manors": (0, game.tile_mask),
        # a player's traitors of one colour: at most every traitor of it (data/merlin/traitors)
        "traitors": (0, max(game.data.traitors.count(c) for c in range(NUM_COLOURS))),
        # bitmasks: Arthur's territories (of tiles), Gaheris' castles (of grid positions), and
        # the knights' turn record (a turn key among masks)
        "territories": (0, game.tile_mask),
        "castles": (0, (1 << game.grid.size) - 1),
        "knights_turn": (SENTINEL_FLOOR, 1 << 63),
        "morgana_huts": (0, (1 << game.grid.size) - 1),
        "traitor_deck": colour,
        "traitor_discard": colour,
        "mission_deck": (0, missions),
        "mission_discard": (0, missions),
        "hands": (0, missions),
        "display": (-1, missions),
        **{k: v for module in REGISTERED.values() for k, v in module.ranges(game).items()},
        **_not_in_play(game),
    }


def _goods_beyond_max(game: Any) -> int:
    """The most goods beyond a principality's 6 that the modules in play may add to one slot."""
    return sum(module.goods_beyond_max(game) for module in game.ruleset.in_play)


FIXED_LENGTHS = frozenset(
    {
        "knights",
        "score",
        "points",
        "dice",
        "goods",
        "henchmen",
        "influence",
        "castle_influence",
        "apples",
        "staffs",
        "manors",
        "traitors",
        "display",
        "favor",
        "pict_display",
        "pict_owner",
        "ally_owner",
        "ally_tokens",
        "kay_at",
        "castles",
        "knights_turn",
        "gold",
        "mistletoe",
        "market_stock",
        "market_workers",
        "market_held",
        "market_additions",
        "districts",
        "morgana_dice",
        "pentagrams",
        "poisoned",
        "cauldrons",
        "cauldron_slots",
        "morgana_influence",
        "morgana_stash",
        "treasure_at",
        "decree_where",
        "layout",
        "hands",
    }
)
"""The list fields whose length setup fixes for the configuration (per seat, colour, space...);
found constant over random playouts of every player count (decks, piles and queues vary)."""


CHECKS = StateChecks(
    ranges=ranges,
    invariants=_Invariants(),
    signed=frozenset({"points"}),
    fixed_lengths=FIXED_LENGTHS,
)
