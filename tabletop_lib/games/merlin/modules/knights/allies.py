"""The allies' abilities offered at each stage of a turn (manual pp. 22-25): one action
``ally <name> <argument>`` per way of using an ally, added after the base game's and the other
modules' choices (``MerlinModule.adjust_choices``)."""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import TYPE_CHECKING

from ...actions import Action, TowerBonus
from ...common import bits
from ...constants import (
    ACTION,
    BUILD_TILE,
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN,
    HENCHMAN_NAMES,
    LADY,
    NUM_COLOURS,
    NUM_HENCHMEN,
    PRE_MOVE,
    SUB_INFLUENCE_HENCHMAN,
    SUB_PRINCIPALITY,
    TAKE_GOOD,
    TARGET,
    TOWER_BONUS,
)
from ...manors import buildable_tiles
from ...missions import requirement_met
from ...rules import mission_choices, mission_limit, missions_blocked
from ...spaces import take_good_choices, target_choices
from .actions import AllyAction
from .rules import (
    BEDIVERE,
    BORS,
    GAHERIS,
    GALAHAD,
    GAWAIN,
    HENCHMAN_GOOD,
    KAY,
    LAMORAK,
    PERCIVAL,
    SIDE_STAGES,
    T_FIRST,
    T_KAY,
    T_KEY,
    TRISTRAM,
    key,
    owner,
    tokens,
)

if TYPE_CHECKING:
    from ...data import Requirement
    from ...state import MerlinState


def adjust_choices(s: MerlinState, out: list[Action]) -> list[Action]:
    """The base legal actions ``out`` with the allies': the first doubled tower bonus's colour
    taken out (ME.knights.gaheris), the space's action made possible by Lamorak alone, then
    the allies' abilities at this stage."""
    stage = s.stage
    if stage == TOWER_BONUS and s.knights_turn[T_FIRST] >= 0:
        first = s.game.data.colours[s.knights_turn[T_FIRST]]
        out = [a for a in out if not (isinstance(a, TowerBonus) and a.colour == first)]
    if stage == ACTION and lamorak_possible(s):
        act = s.game.tables.take_action
        if act not in out:
            out.insert(0, act)  # the space's action is possible through Lamorak alone
    out.extend(ally_actions(s))
    return out


def lamorak_possible(s: MerlinState) -> bool:
    """Whether Lamorak gives the turn's space something to do (``rules.any_action_choice``):
    a henchman of the player already in the space's principality (or, on the
    influence-henchman space, in one where the player has influence)."""
    p = s.current
    if s.ally_owner[LAMORAK] != p or s.space < 0:
        return False
    rs = s.game.ruleset
    kind = rs.space_at[s.space].name
    where = s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN]
    if kind == "principality":
        return rs.space_arg[s.space] in where
    if kind == "influence-henchman":
        return any(c >= 0 and s.influence[p * NUM_COLOURS + c] for c in where)
    return False


def ally_actions(s: MerlinState) -> list[Action]:
    """The ally abilities the current player may use at this stage."""
    stage = s.stage
    if stage in SIDE_STAGES:
        return side_actions(s)
    if stage == PRE_MOVE:
        return pre_move_actions(s)
    if stage == HENCHMAN:
        return henchman_actions(s)
    if stage == TAKE_GOOD:
        return _galahad_take(s)
    if stage == TARGET:
        return _galahad_target(s)
    if stage == BUILD_TILE:
        return _gaheris_build(s)
    return []


def _figure(s: MerlinState) -> str:
    g = s.game
    return g.die_kinds[g.die_slot_kind[s.die]].figure


def pre_move_actions(s: MerlinState) -> list[Action]:
    p = s.current
    out: list[Action] = []
    knight = _figure(s) == "knight"
    faces = s.game.params.die_faces
    if knight and tokens(s, p, TRISTRAM) > 0:
        v = s.die_value
        out.extend(AllyAction("tristram", f"{d:+d}") for d in (-2, -1, 1, 2) if 1 <= v + d <= faces)
    if not knight and tokens(s, p, GAWAIN) > 0:
        out.extend(AllyAction("gawain", str(f)) for f in range(1, faces + 1) if f != s.die_value)
    if knight and tokens(s, p, BORS) > 0:
        # ME.morgana.block: not onto the space Morgana blocks (Morgana module)
        blocked = s.morgana if s.game.in_play("morgana") else -1
        out.extend(AllyAction("bors", c) for i, c in enumerate(s.game.data.colours) if i != blocked)
    return out


def pre_move_possible(s: MerlinState) -> bool:
    """Whether an ally gives the PRE_MOVE stage a choice (``rules.any_pre_move_choice``)."""
    p = s.current
    if _figure(s) == "knight":
        return tokens(s, p, TRISTRAM) > 0 or tokens(s, p, BORS) > 0
    return tokens(s, p, GAWAIN) > 0


def henchman_actions(s: MerlinState) -> list[Action]:
    p = s.current
    g = s.game
    base = p * NUM_HENCHMEN
    hench = s.henchmen
    out: list[Action] = []
    if owner(s, LAMORAK) == p:
        if s.sub == SUB_PRINCIPALITY:
            out.extend(
                AllyAction("lamorak", HENCHMAN_NAMES[h])
                for h in range(NUM_HENCHMEN)
                if hench[base + h] == s.target
            )
        elif s.sub == SUB_INFLUENCE_HENCHMAN:
            out.extend(
                AllyAction("lamorak", HENCHMAN_NAMES[h])
                for h in range(NUM_HENCHMEN)
                if hench[base + h] >= 0 and s.influence[p * NUM_COLOURS + hench[base + h]]
            )
    if s.sub == SUB_PRINCIPALITY and tokens(s, p, GALAHAD) > 0 and not g.in_play("caerleon"):
        supply = g.num_players * GOODS_BLOCK
        for h in range(NUM_HENCHMEN):
            if h == LADY or hench[base + h] == s.target:
                continue
            good = HENCHMAN_GOOD[h]
            for c in range(NUM_COLOURS):
                if c != s.target and s.goods[supply + good * NUM_COLOURS + c] > 0:
                    arg = f"{HENCHMAN_NAMES[h]}:{g.data.colours[c]}"
                    out.append(AllyAction("galahad", arg))
    return out


def _galahad_take(s: MerlinState) -> list[Action]:
    p = s.current
    if tokens(s, p, GALAHAD) <= 0:
        return []
    g = s.game
    good = s.chosen
    normal = set(take_good_choices(s))
    supply = g.num_players * GOODS_BLOCK + good * NUM_COLOURS
    return [
        AllyAction("galahad", f"{GOOD_NAMES[good]}:{g.data.colours[c]}")
        for c in range(NUM_COLOURS)
        if c not in normal and s.goods[supply + c] > 0
    ]


def _galahad_target(s: MerlinState) -> list[Action]:
    """The henchman chosen goes to ``target`` and takes its good from ``colour`` instead:
    ``ally galahad <target>:<colour>`` (influence-henchman, relocate-all-home, King's Favor
    row 2)."""
    p = s.current
    h = s.chosen
    g = s.game
    if h == LADY or tokens(s, p, GALAHAD) <= 0 or g.in_play("caerleon"):
        return []
    colours = g.data.colours
    supply = g.num_players * GOODS_BLOCK + HENCHMAN_GOOD[h] * NUM_COLOURS
    return [
        AllyAction("galahad", f"{colours[target]}:{colours[c]}")
        for target in target_choices(s)
        for c in range(NUM_COLOURS)
        if c != target and s.goods[supply + c] > 0
    ]


def _gaheris_build(s: MerlinState) -> list[Action]:
    p = s.current
    if tokens(s, p, GAHERIS) <= 0:
        return []
    grid = s.game.grid
    return [AllyAction("gaheris", grid.name(pos)) for pos in bits(buildable_tiles(s, p))]


def side_actions(s: MerlinState) -> list[Action]:
    """Bedivere's swaps, Percival's missions and Kay's tiles: at any main point of a turn."""
    p = s.current
    g = s.game
    ids = g.data.missions
    out: list[Action] = []
    if tokens(s, p, BEDIVERE) > 0:
        out.extend(
            AllyAction("bedivere", f"{ids[h].id}:{ids[d].id}")
            for h in s.hands[p]
            for d in s.display
            if d >= 0
        )
    if tokens(s, p, PERCIVAL) > 0:
        out.extend(AllyAction("percival", ids[c].id) for c in percival_cards(s))
    if owner(s, KAY) == p:
        out.extend(AllyAction("kay", g.data.colours[c]) for c in kay_choices(s))
    return out


def side_possible(s: MerlinState) -> bool:
    """Whether :func:`side_actions` is non-empty (``rules.any_side_option``)."""
    p = s.current
    if tokens(s, p, BEDIVERE) > 0 and s.hands[p] and any(d >= 0 for d in s.display):
        return True
    if owner(s, KAY) == p and kay_choices(s):
        return True
    return tokens(s, p, PERCIVAL) > 0 and bool(percival_cards(s))


# -- Percival (p. 25) -------------------------------------------------------------------------
@cache
def _recolourings(r: Requirement) -> tuple[Requirement, ...]:
    """``r`` with its colour (or principality) changed to each other one (Percival)."""
    if r.colour >= 0:
        return tuple(dataclasses.replace(r, colour=c) for c in range(NUM_COLOURS) if c != r.colour)
    if r.principality >= 0:
        return tuple(
            dataclasses.replace(r, principality=c)
            for c in range(NUM_COLOURS)
            if c != r.principality
        )
    return ()


def _recoloured_met(s: MerlinState, p: int, card: int) -> bool:
    """Whether ``card`` is met with one requirement's colour changed (ME.knights.percival)."""
    reqs = s.game.data.missions[card].requires
    goods = s.goods[p * GOODS_BLOCK : (p + 1) * GOODS_BLOCK]
    influence = s.influence[p * NUM_COLOURS : (p + 1) * NUM_COLOURS]
    henchmen = s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN]
    unmet = [i for i, r in enumerate(reqs) if not requirement_met(r, goods, influence, henchmen)]
    if len(unmet) != 1:  # all met needs no Percival; two unmet cannot both be recoloured
        return False
    return any(
        requirement_met(other, goods, influence, henchmen)
        for other in _recolourings(reqs[unmet[0]])
    )


def percival_cards(s: MerlinState) -> list[int]:
    """Hand cards completable now only with one requirement's colour changed."""
    p = s.current
    if s.missions_done >= mission_limit(s, p):
        return []
    if missions_blocked(s) is not None:  # e.g. ME.market.no-mission
        return []
    met = set(mission_choices(s))
    return [c for c in s.hands[p] if c not in met and _recoloured_met(s, p, c)]


# -- Kay (p. 25) ------------------------------------------------------------------------------
def kay_choices(s: MerlinState) -> list[int]:
    if s.knights_turn[T_KEY] != key(s) or -1 not in s.kay_at:
        return []
    return bits(s.knights_turn[T_KAY])
