"""The modules' side, die-stage and space hooks answer what their rules read plainly say.

These hooks run at almost every main point of every turn with all modules in play, so each
answers its usual "nothing" before anything else is read (the Knights' allies when the player
holds none of Bedivere, Percival and Kay; the market's coin first; Morgana's dice memoised by
their values while a poisoned apple is left; King's Favor without the in-play test). At every
main point of two seeded 4-player games with every module they must agree with the rules
read plainly, and a Morgana die set by hand must be seen at once.
"""

from __future__ import annotations

import random

import pytest

from tabletop_lib.games.merlin import MerlinState
from tabletop_lib.games.merlin import constants as C
from tabletop_lib.games.merlin.actions import Action
from tabletop_lib.games.merlin.modules.kings_favor import rules as favor
from tabletop_lib.games.merlin.modules.knights import allies
from tabletop_lib.games.merlin.modules.knights.actions import AllyAction
from tabletop_lib.games.merlin.modules.knights.rules import (
    BEDIVERE,
    BORS,
    GAWAIN,
    KAY,
    MODULE,
    PERCIVAL,
    TRISTRAM,
    tokens,
)
from tabletop_lib.games.merlin.modules.market import rules as market
from tabletop_lib.games.merlin.modules.market import turn
from tabletop_lib.games.merlin.modules.morgana import kitchen
from tabletop_lib.games.merlin.sides import mission_limit, missions_blocked

from .scenarios import played_positions

MAIN = (C.CHOOSE_DIE, C.ACTION, C.END_TURN)


@pytest.fixture(scope="module")
def positions() -> list[MerlinState]:
    return [s for seed in (3, 8) for s in played_positions(4, seed, (*MAIN, C.PRE_MOVE))]


def _allies_read_plainly(s: MerlinState) -> list[Action]:
    """ME.knights.bedivere, .percival, .kay (manual p. 25), one ally after the other."""
    p = s.current
    own, tok = s.ally_owner, s.ally_tokens
    t = s.game.tables.modules[MODULE]
    out: list[Action] = []
    if own[BEDIVERE] == p and tok[BEDIVERE] > 0:
        out += [t.bedivere_swap[h][d] for h in s.hands[p] for d in s.display if d >= 0]
    if own[PERCIVAL] == p and tok[PERCIVAL] > 0:
        open_ = s.missions_done < mission_limit(s, p) and missions_blocked(s) is None
        hand = s.hands[p] if open_ else []
        out += [t.percival_on[c] for c in hand if allies._recoloured_met(s, p, c)]
    if own[KAY] == p:
        out += [t.kay_on[c] for c in allies.kay_choices(s)]
    return out


def test_the_allies_side_hooks_are_the_plain_reading(positions: list[MerlinState]) -> None:
    held = 0
    for s in positions:
        if s.stage not in MAIN:
            continue
        expected = _allies_read_plainly(s)
        held += s.current in (s.ally_owner[BEDIVERE], s.ally_owner[PERCIVAL], s.ally_owner[KAY])
        assert allies.side_actions(s) == expected
        assert allies.side_possible(s) == bool(expected)
        assert allies._adjust_side(s, []) == expected
    assert 50 < held < len(positions) - 50  # both paths walked


def test_the_market_s_nothing_aside_is_the_plain_reading(positions: list[MerlinState]) -> None:
    answers = set()
    for s in positions:
        if s.stage not in MAIN:
            continue
        plain = (
            not market.may_buy(s)
            and not market.addition_choices(s)
            and not turn.holds_choice_token(s, s.current)
        )
        assert turn._nothing_aside(s) == plain
        answers.add(plain)
    assert answers == {True, False}


def _morgana_read_plainly(s: MerlinState) -> list[int]:
    """ME.morgana.extra-die: the Morgana dice offered, one per value, where usable."""
    p = s.current
    if p in s.pentagrams:
        return []
    offered: dict[int, int] = {}
    for i, v in enumerate(s.morgana_dice):
        if v and v not in offered and (s.poison_supply > 0 or kitchen.kitchen_usable(s, p, v)):
            offered[v] = i
    return list(offered.values())


def _morgana_dice_offered(s: MerlinState) -> list[int]:
    return [a.index for a in kitchen.die_stage_choices(s) if isinstance(a, kitchen.UseMorganaDie)]


def test_morgana_s_die_stage_is_the_plain_reading(positions: list[MerlinState]) -> None:
    offered = 0
    for s in positions:
        if s.stage == C.CHOOSE_DIE:
            assert _morgana_dice_offered(s) == _morgana_read_plainly(s)
            offered += bool(_morgana_read_plainly(s))
    assert offered > 20


def test_a_morgana_die_set_by_hand_is_seen_at_once(positions: list[MerlinState]) -> None:
    s = next(
        s
        for s in positions
        if s.stage == C.CHOOSE_DIE and s.current not in s.pentagrams and s.poison_supply > 0
    ).clone()
    _morgana_dice_offered(s)  # (the memo has this position's dice now)
    s.morgana_dice = [0] * len(s.morgana_dice)
    assert _morgana_dice_offered(s) == []
    s.morgana_dice[-1] = 3
    assert _morgana_dice_offered(s) == [len(s.morgana_dice) - 1]


def test_king_s_favor_space_hooks_are_the_plain_reading(positions: list[MerlinState]) -> None:
    for s in positions:
        if s.stage == C.ACTION:
            assert favor.ability_here(s) == favor.space_ability(s)


def _pre_move_allies_read_plainly(s: MerlinState) -> list[AllyAction]:
    """ME.knights.tristram, .gawain, .bors (manual p. 24): the knight's die +-1 or 2, another
    die set to any other face, the knight sent to any space Morgana does not block."""
    g, p, v = s.game, s.current, s.die_value
    faces = g.params.die_faces
    knight = g.die_kinds[g.die_slot_kind[s.die]].figure == "knight"
    out = []
    if knight and tokens(s, p, TRISTRAM) > 0:
        out += [AllyAction("tristram", f"{d:+d}") for d in (-2, -1, 1, 2) if 1 <= v + d <= faces]
    if not knight and tokens(s, p, GAWAIN) > 0:
        out += [AllyAction("gawain", str(f)) for f in range(1, faces + 1) if f != v]
    if knight and tokens(s, p, BORS) > 0:
        colours = g.data.colours
        out += [AllyAction("bors", c) for i, c in enumerate(colours) if i != s.morgana]
    return out


def test_the_allies_before_moving_are_the_plain_reading(positions: list[MerlinState]) -> None:
    offered = 0
    for s in positions:
        if s.stage == C.PRE_MOVE:
            expected = _pre_move_allies_read_plainly(s)
            assert allies.pre_move_actions(s) == expected
            assert allies.pre_move_possible(s) == bool(expected)
            offered += bool(expected)
    assert offered > 20


def test_percival_s_memo_follows_holdings_set_by_hand(positions: list[MerlinState]) -> None:
    """``percival_cards`` is memoised by the hand and the holder's goods, influence and
    henchmen: goods changed by hand give the plain reading at once, asked twice."""
    choose = random.Random(1)
    holders = [
        s
        for s in positions
        if s.stage in MAIN and s.ally_owner[PERCIVAL] == s.current and s.hands[s.current]
    ]
    assert len(holders) > 10
    for s in holders[::3]:
        s = s.clone()
        p = s.current
        for _ in range(2):
            block = range(p * C.GOODS_BLOCK, (p + 1) * C.GOODS_BLOCK)
            for i in block:
                s.goods[i] = choose.randrange(3)
            plain = [c for c in s.hands[p] if allies._recoloured_met(s, p, c)]
            if s.missions_done >= mission_limit(s, p) or missions_blocked(s) is not None:
                plain = []
            assert allies.percival_cards(s) == plain
            assert allies.percival_cards(s) == plain  # (the memo's answer)


def _buys_read_plainly(s: MerlinState) -> list[str]:
    """ME.market.buy (manual p. 28): every token in stock, a free worker per value unless the
    buyer holds one."""
    if not market.may_buy(s):
        return []
    stock = s.market_stock
    colours = s.game.data.colours
    out = [
        f"{k}-{c}" for i, k in enumerate(("shield", "material")) if stock[i] > 0 for c in colours
    ]
    out += [k for i, k in ((2, "addition"), (3, "apple-mistletoe")) if stock[i] > 0]
    if s.current not in s.market_workers:
        values = market.worker_values(s)
        free = sorted({values[w] for w, h in enumerate(s.market_workers) if h < 0})
        out += [f"worker-{v}" for v in free]
    return out


def test_the_market_s_purchases_are_the_plain_reading(positions: list[MerlinState]) -> None:
    choose = random.Random(2)
    offered = 0
    for s in positions:
        if s.stage in MAIN:
            assert [a.token for a in market.buy_choices(s)] == _buys_read_plainly(s)
            offered += bool(_buys_read_plainly(s))
            s = s.clone()  # the stock and the workers set by hand are seen at once
            s.market_stock = [choose.randrange(2) for _ in s.market_stock]
            s.market_workers = [choose.randrange(-1, 4) for _ in s.market_workers]
            assert [a.token for a in market.buy_choices(s)] == _buys_read_plainly(s)
    assert offered > 10
