"""The hot path's shortcuts answer what the plain readings answer.

The die stage, the space's action and the end of the turn ask "is there anything?" and "what
is there?" at every turn; several modules answer the first question without building the
list of the second (Morgana's kitchen, the King's Favor shield-bearer, the mistletoe), and the
base game's ``side_options`` is written flat. At every position of a few seeded games with
every module in play, each shortcut must agree with its plain reading.
"""

from __future__ import annotations

import pytest

from tabletop_lib.games.merlin import MerlinState
from tabletop_lib.games.merlin import constants as C
from tabletop_lib.games.merlin import sides as S
from tabletop_lib.games.merlin.missions import requirement_met
from tabletop_lib.games.merlin.modules.gold import rules as gold
from tabletop_lib.games.merlin.modules.kings_favor import rules as favor
from tabletop_lib.games.merlin.modules.morgana import kitchen

from .scenarios import played_positions


@pytest.fixture(scope="module")
def positions() -> list[MerlinState]:
    return [s for n, seed in ((2, 3), (3, 1), (4, 2)) for s in played_positions(n, seed)]


def _side_options_read_plainly(s: MerlinState) -> list[object]:
    """``side_options`` as the rules read it: the plain missions, the modules' other ways of
    completing one while the limit allows one more and no module forbids it, the repel flag,
    the modules' side choices."""
    rs = s.game.ruleset
    t = s.game.tables
    out: list[object] = [t.complete[c] for c in S.mission_choices(s)]
    if S.mission_limit(s, s.current) > s.missions_done and S.missions_blocked(s) is None:
        for more in rs.mission_choices:
            out.extend(more(s))
    out.extend(t.repel[c] for c in S.repel_choices(s))
    for choices in rs.side_choices:
        out.extend(choices(s))
    return out


def test_side_options_are_the_plain_reading_in_its_order(positions: list[MerlinState]) -> None:
    offered = 0
    for s in positions:
        if s.current < 0:
            continue
        found = S.side_options(s)
        assert found == _side_options_read_plainly(s), repr(s)
        if not S.any_side_option(s):  # (the knights' allies come later, in adjust_choices)
            assert found == []
        offered += bool(found)
    assert offered


def test_kitchen_usable_is_whether_the_kitchen_offers_a_use(positions: list[MerlinState]) -> None:
    seen = set()
    for position in positions:
        dry = position.clone()  # the same table with the poisoned apples all taken
        dry.poison_supply = 0
        for s in (position, dry):
            for p in range(s.game.num_players):
                for value in range(1, s.game.params.die_faces + 1):
                    usable = kitchen.kitchen_usable(s, p, value)
                    assert usable == bool(kitchen.kitchen_uses(s, p, value)), (repr(s), p, value)
                    seen.add(usable)
                extra = p not in s.pentagrams and any(
                    v and kitchen.kitchen_uses(s, p, v) for v in s.morgana_dice
                )
                assert kitchen.extra_turn_hook(s, p) == extra, (repr(s), p)
    assert seen == {True, False}


def test_may_expel_is_whether_the_shield_bearer_may_expel(positions: list[MerlinState]) -> None:
    seen = set()
    for position in positions:
        if position.current < 0:
            continue
        sealed = position.clone()  # the same table with the shield-bearer's row 3 ready
        sealed.favor[favor.cell(sealed.current, favor.SHIELD_BEARER, 3)] = favor.READY
        for s in (position, sealed):
            assert favor.may_expel(s) == bool(favor.expel_choices(s)), repr(s)
            seen.add(favor.may_expel(s))
    assert seen == {True, False}


def test_mistletoe_missions_count_the_unmet_requirements_as_the_rulebook_reads_them(
    positions: list[MerlinState],
) -> None:
    found = 0
    for s in positions:
        p = s.current
        if p < 0:
            continue
        goods = s.goods[p * C.GOODS_BLOCK : (p + 1) * C.GOODS_BLOCK]
        influence = s.influence[p * C.NUM_COLOURS : (p + 1) * C.NUM_COLOURS]
        henchmen = s.henchmen[p * C.NUM_HENCHMEN : (p + 1) * C.NUM_HENCHMEN]
        have = s.mistletoe[p]
        expected = [
            c
            for c in s.hands[p]
            if 1
            <= sum(
                not requirement_met(r, goods, influence, henchmen)
                for r in s.game.data.missions[c].requires
            )
            <= have
        ]
        assert gold.mistletoe_choices(s) == expected
        assert gold.any_mistletoe_choice(s) == bool(expected)
        found += bool(expected)
    assert found
