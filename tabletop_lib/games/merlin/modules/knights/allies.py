"""The allies' abilities offered at each stage of a turn (manual pp. 22-25): one action
``ally <name> <argument>`` per way of using an ally, added after the base game's and the other
modules' choices (``MerlinModule.adjust_choices``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...actions import Action, TowerBonus
from ...common import bits
from ...constants import (
    ACTION,
    BUILD_TILE,
    CHOOSE_DIE,
    END_TURN,
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
from ...missions import Check, compile_card, compile_check
from ...rules import mission_limit, missions_blocked
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
    MODULE,
    PERCIVAL,
    T_FIRST,
    T_KAY,
    T_KEY,
    TRISTRAM,
    key,
    tokens,
)

if TYPE_CHECKING:
    from ...data import MissionCard, Requirement
    from ...state import MerlinState


def adjust_choices(s: MerlinState, out: list[Action]) -> list[Action]:
    """The base legal actions ``out`` with the allies': the first doubled tower bonus's colour
    taken out (ME.knights.gaheris), the space's action made possible by Lamorak alone, then
    the allies' abilities at this stage. The engine calls it at :data:`ADJUST_STAGES` only
    (elsewhere it changes nothing).

    It runs at most steps of a game with the Knights: one lookup of the stage's own adjuster
    (:data:`ADJUST_BY_STAGE`) instead of a chain of stage tests."""
    adjust = ADJUST_BY_STAGE.get(s.stage)
    return adjust(s, out) if adjust is not None else out


def _adjust_tower(s: MerlinState, out: list[Action]) -> list[Action]:
    first_colour = s.knights_turn[T_FIRST]
    if first_colour < 0:
        return out
    first = s.game.data.colours[first_colour]
    return [a for a in out if not (isinstance(a, TowerBonus) and a.colour == first)]


def _adjust_action(s: MerlinState, out: list[Action]) -> list[Action]:
    # (at every ACTION list: Lamorak's owner tested inline, so that a player without him
    # costs no further call before the side actions)
    p = s.current
    own = s.ally_owner
    if own[LAMORAK] == p and lamorak_possible(s):
        act = s.game.tables.take_action
        if act not in out:
            out.insert(0, act)  # the space's action is possible through Lamorak alone
    return _adjust_side(s, out)


def _adjust_side(s: MerlinState, out: list[Action]) -> list[Action]:
    """``out`` with :func:`side_actions`: the no-ally answer (about half the main points of a
    game) is given here, before any call."""
    p = s.current
    own = s.ally_owner
    if own[BEDIVERE] != p and own[PERCIVAL] != p and own[KAY] != p:
        return out
    found = _side_actions(s, p, own)
    if found:
        out += found
    return out


def _adjust_pre_move(s: MerlinState, out: list[Action]) -> list[Action]:
    """``out`` with :func:`pre_move_actions` (Tristram, Gawain, Bors): the no-ally answer,
    the usual one at every PRE_MOVE list, given here before any call."""
    p = s.current
    own = s.ally_owner
    if own[TRISTRAM] != p and own[GAWAIN] != p and own[BORS] != p:
        return out
    found = pre_move_actions(s)
    if found:
        out += found
    return out


def _extend_with(
    choices: Callable[[MerlinState], list[Action]],
) -> Callable[[MerlinState, list[Action]], list[Action]]:
    """An adjuster appending ``choices`` (the allies' abilities at one stage)."""

    def adjust(s: MerlinState, out: list[Action]) -> list[Action]:
        found = choices(s)
        if found:
            out += found
        return out

    return adjust


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


def _figure(s: MerlinState) -> str:
    g = s.game
    return g.die_kinds[g.die_slot_kind[s.die]].figure


# The functions below run at every step of their stage: each first asks, by plain index
# tests, whether the player holds one of the allies concerned (most players hold none).
def pre_move_actions(s: MerlinState) -> list[Action]:
    p = s.current
    own = s.ally_owner
    if own[TRISTRAM] != p and own[GAWAIN] != p and own[BORS] != p:
        return []
    # the module's interned actions (a PRE_MOVE position of an ally's holder lists ~4); the
    # tokens read as in _side_actions, by index on ``own`` (no tokens() and owner() calls)
    t = s.game.tables.modules[MODULE]
    tok = s.ally_tokens
    out: list[Action] = []
    knight = _figure(s) == "knight"
    faces = s.game.params.die_faces
    if knight and own[TRISTRAM] == p and tok[TRISTRAM] > 0:
        v = s.die_value
        tristram = t.tristram
        out.extend(tristram[d] for d in (-2, -1, 1, 2) if 1 <= v + d <= faces)
    if not knight and own[GAWAIN] == p and tok[GAWAIN] > 0:
        gawain = t.gawain
        out.extend(gawain[f - 1] for f in range(1, faces + 1) if f != s.die_value)
    if knight and own[BORS] == p and tok[BORS] > 0:
        # ME.morgana.block: not onto the space Morgana blocks (Morgana module)
        blocked = s.morgana if s.game.in_play("morgana") else -1
        bors = t.bors
        out.extend(bors[i] for i in range(len(bors)) if i != blocked)
    return out


def pre_move_possible(s: MerlinState) -> bool:
    """Whether an ally gives the PRE_MOVE stage a choice (``rules.any_pre_move_choice``)."""
    p = s.current
    own = s.ally_owner
    if own[TRISTRAM] != p and own[GAWAIN] != p and own[BORS] != p:
        return False
    tok = s.ally_tokens  # (asked at every die chosen: tokens read by index, as above)
    if _figure(s) == "knight":
        return (own[TRISTRAM] == p and tok[TRISTRAM] > 0) or (own[BORS] == p and tok[BORS] > 0)
    return own[GAWAIN] == p and tok[GAWAIN] > 0


def henchman_actions(s: MerlinState) -> list[Action]:
    p = s.current
    own = s.ally_owner
    if own[LAMORAK] != p and own[GALAHAD] != p:
        return []
    g = s.game
    base = p * NUM_HENCHMEN
    hench = s.henchmen
    out: list[Action] = []
    if own[LAMORAK] == p:
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
    if s.ally_owner[GALAHAD] != p or s.ally_tokens[GALAHAD] <= 0:
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
    if s.ally_owner[GALAHAD] != p or h == LADY or s.ally_tokens[GALAHAD] <= 0:
        return []
    g = s.game
    if g.in_play("caerleon"):
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
    if s.ally_owner[GAHERIS] != p or s.ally_tokens[GAHERIS] <= 0:
        return []
    grid = s.game.grid
    return [AllyAction("gaheris", grid.name(pos)) for pos in bits(buildable_tiles(s, p))]


def side_actions(s: MerlinState) -> list[Action]:
    """Bedivere's swaps, Percival's missions and Kay's tiles: at any main point of a turn."""
    p = s.current
    own = s.ally_owner
    if own[BEDIVERE] != p and own[PERCIVAL] != p and own[KAY] != p:
        return []  # (the usual answer: none of the three allies)
    return _side_actions(s, p, own)


def _side_actions(s: MerlinState, p: int, own: list[int]) -> list[Action]:
    """:func:`side_actions` for a holder of Bedivere, Percival or Kay (the callers ask)."""
    tok = s.ally_tokens
    t = s.game.tables.modules[MODULE]  # (the module's tables: no action built here)
    out: list[Action] = []
    if own[BEDIVERE] == p and tok[BEDIVERE] > 0:
        display = [d for d in s.display if d >= 0]
        swap = t.bedivere_swap
        for h in s.hands[p]:
            with_h = swap[h]
            out += [with_h[d] for d in display]
    if own[PERCIVAL] == p and tok[PERCIVAL] > 0:
        cards = percival_cards(s)
        if cards:  # (usually none: no list built)
            percival_on = t.percival_on
            out += [percival_on[c] for c in cards]
    if own[KAY] == p:
        tiles = kay_choices(s)
        if tiles:
            kay_on = t.kay_on
            out += [kay_on[c] for c in tiles]
    return out


def side_possible(s: MerlinState) -> bool:
    """Whether :func:`side_actions` is non-empty (``rules.any_side_option``)."""
    p = s.current
    own = s.ally_owner
    if own[BEDIVERE] != p and own[PERCIVAL] != p and own[KAY] != p:
        return False  # (the usual answer, as in side_actions)
    tok = s.ally_tokens
    if own[BEDIVERE] == p and tok[BEDIVERE] > 0 and s.hands[p] and any(d >= 0 for d in s.display):
        return True
    if own[KAY] == p and kay_choices(s):
        return True
    return own[PERCIVAL] == p and tok[PERCIVAL] > 0 and bool(percival_cards(s))


_ALLY_CHOICES: dict[int, Callable[[MerlinState], list[Action]]] = {
    CHOOSE_DIE: side_actions,
    ACTION: side_actions,
    END_TURN: side_actions,
    PRE_MOVE: pre_move_actions,
    HENCHMAN: henchman_actions,
    TAKE_GOOD: _galahad_take,
    TARGET: _galahad_target,
    BUILD_TILE: _gaheris_build,
}
"""The stages where an ally's ability may apply, and the abilities offered there."""
ADJUST_BY_STAGE: dict[int, Callable[[MerlinState, list[Action]], list[Action]]] = {
    **{stage: _extend_with(choices) for stage, choices in _ALLY_CHOICES.items()},
    CHOOSE_DIE: _adjust_side,
    END_TURN: _adjust_side,
    ACTION: _adjust_action,
    PRE_MOVE: _adjust_pre_move,
    TOWER_BONUS: _adjust_tower,
}
""":func:`adjust_choices` of each stage in :data:`ADJUST_STAGES` (the module's
``adjust_by_stage``: the engine calls them directly)."""
ADJUST_STAGES = frozenset((*_ALLY_CHOICES, TOWER_BONUS))
"""The stages :func:`adjust_choices` changes (``MerlinModule.adjust_stages``)."""


# -- Percival (p. 25) -------------------------------------------------------------------------
PercivalChecks = tuple[tuple[tuple[Check, tuple[Check, ...]], ...], ...]
"""Per mission card, per requirement: its compiled check and those of its recolourings."""


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


def percival_checks(cards: Sequence[MissionCard]) -> PercivalChecks:
    """The compiled checks :func:`_recoloured_met` runs (``missions.compile_check`` of each
    requirement alone: the card's own checks read the requirements the same way), built once
    per game."""

    def check(card: MissionCard, r: Requirement) -> Check:
        return compile_check(compile_card(dataclasses.replace(card, requires=(r,))))

    return tuple(
        tuple(
            (check(card, r), tuple(check(card, other) for other in _recolourings(r)))
            for r in card.requires
        )
        for card in cards
    )


def _recoloured_met(s: MerlinState, p: int, card: int) -> bool:
    """Whether ``card`` is met with one requirement's colour changed (ME.knights.percival):
    exactly one requirement is unmet (all met needs no Percival; two unmet cannot both be
    recoloured) and one of its recolourings is met."""
    checks: PercivalChecks = s.game.tables.modules[MODULE].percival
    return _met_recoloured(
        checks[card],
        s.goods,
        p * GOODS_BLOCK,
        s.influence,
        p * NUM_COLOURS,
        s.henchmen,
        p * NUM_HENCHMEN,
    )


def _met_recoloured(
    card: tuple[tuple[Check, tuple[Check, ...]], ...],
    goods: list[int],
    g0: int,
    influence: list[int],
    i0: int,
    henchmen: list[int],
    h0: int,
) -> bool:
    """:func:`_recoloured_met` over one card's :data:`PercivalChecks`, the state's lists given
    (:func:`percival_cards` reads them once for the whole hand)."""
    unmet: tuple[Check, ...] | None = None
    for met, recoloured in card:
        if not met(goods, g0, influence, i0, henchmen, h0):
            if unmet is not None:
                return False
            unmet = recoloured
    if unmet is None:
        return False
    for other in unmet:  # noqa: SIM110  (no generator on the hot path)
        if other(goods, g0, influence, i0, henchmen, h0):
            return True
    return False


def percival_cards(s: MerlinState) -> list[int]:
    """Hand cards completable now only with one requirement's colour changed (a card whose
    requirements are all met is no Percival card: :func:`_recoloured_met` says so).

    Asked at every main point of a Percival holder's turn: the tables and the state's lists
    are read once for the hand, not once per card."""
    p = s.current
    prm = s.game.params
    done = s.missions_done
    # (the limit is one of the two numbers: below both, no flag needs to be asked about)
    if (done >= prm.missions_per_turn or done >= prm.missions_with_flag) and (
        done >= mission_limit(s, p)
    ):
        return []
    if missions_blocked(s) is not None:  # e.g. ME.market.no-mission
        return []
    t = s.game.tables.modules[MODULE]
    goods, influence, henchmen = s.goods, s.influence, s.henchmen
    g0, i0, h0 = p * GOODS_BLOCK, p * NUM_COLOURS, p * NUM_HENCHMEN
    hand = s.hands[p]
    # Content-keyed memo (nothing to forget: the key holds every value the checks read, the
    # hand and the holder's blocks of goods, influence and henchmen; the blocks have fixed
    # lengths, so the hand's length follows from the key's). The holdings seldom change
    # between the main points of a turn, and the checks cost ~0.7 us a card.
    key = (
        *hand,
        *goods[g0 : g0 + GOODS_BLOCK],
        *influence[i0 : i0 + NUM_COLOURS],
        *henchmen[h0 : h0 + NUM_HENCHMEN],
    )
    memo: dict[tuple[int, ...], list[int]] = t.percival_memo
    found = memo.get(key)
    if found is None:
        if len(memo) >= _MEMO_SIZE:
            memo.clear()
        checks: PercivalChecks = t.percival
        found = memo[key] = [
            c for c in hand if _met_recoloured(checks[c], goods, g0, influence, i0, henchmen, h0)
        ]
    return list(found)


_MEMO_SIZE = 1 << 14
"""The most answers :func:`percival_cards` keeps before starting again."""


# -- Kay (p. 25) ------------------------------------------------------------------------------
def kay_choices(s: MerlinState) -> list[int]:
    turn = s.knights_turn
    mask = turn[T_KAY]  # usually 0: no influence placed this turn
    if not mask or turn[T_KEY] != key(s) or -1 not in s.kay_at:
        return []
    return bits(mask)
