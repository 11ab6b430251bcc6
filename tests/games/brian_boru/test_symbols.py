"""The action symbols (Símbolos e Ações) and the score floor."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop_lib.core.data import data_path
from tabletop_lib.games.brian_boru.constants import (
    BUY,
    EXPAND,
    MARK,
    REMOVE_VIKING,
    SECONDARY,
)
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    act,
    assert_illegal,
    category,
    event_rules,
    events_since,
    free_neighbours,
    legal_strs,
    new_state,
    play_trick,
    quiet_table,
    set_towns,
    settle,
    skip_to_first_trick,
    start_trick,
    town,
    towns_where,
    trick_table,
)

CARDS_JSON = data_path("brian_boru", "cards.json")


def lose_with(s: State, card: int, lead: int = 20, others: tuple[int, int] = (23, 25)) -> str:
    """Seat 0 leads ``lead`` (white 20 wins a red town); seat 1 plays ``card`` and loses.

    Seats 2 and 3 play ``others`` (off-colour, above ``card``), so seat 1 resolves first.
    Returns the active town.
    """
    used = {card, lead, *others}
    spare = [c for c in range(1, 26) if c not in used and c != 24]
    hands = [(lead, *spare[0:2]), (card, *spare[2:4]), (others[0], *spare[4:6])]
    start_trick(s, 0, [*hands, (others[1], *spare[6:8])])
    active = towns_where(s, colour="red", free=True)[0]
    play_trick(s, active, [lead, card, *others])
    assert s.trick_winner == 0
    return active


def home_with_free_road(s: State, avoid: str = "") -> str:
    return next(
        t for t in towns_where(s, free=True) if t != avoid and len(free_neighbours(s, t)) >= 1
    )


def test_BB_symbol_left_to_right() -> None:
    s = trick_table(4, seed=20)
    home = towns_where(s, region="munster")[0]
    set_towns(s, 1, [home])
    s.coins[1] = 2
    lose_with(s, 2)
    assert s.stage == SECONDARY and s.current_player() == 1
    n = len(s.events())
    act(s, "secondary A")
    # coin, coin, coin, then expand: the three coins just gained make the 5 coins it costs.
    assert s.stage == EXPAND and s.coins[1] == 5
    seen = [r for r in event_rules(events_since(s, n)) if r.startswith("BB.symbol.")]
    assert seen == ["BB.symbol.coin"] * 3
    target = free_neighbours(s, home)[0]
    act(s, f"expand {target}")
    assert s.coins[1] == 0 and s.discs[1] >> town(s, target) & 1


def test_BB_symbol_left_to_right__no_credit_from_later_symbols() -> None:
    s = trick_table(4, seed=21)
    set_towns(s, 1, [towns_where(s, region="munster")[0]])
    s.coins[1] = 3
    lose_with(s, 14)  # yellow 14 secondary A: coin, then expand -> 4 coins, too few
    n = len(s.events())
    act(s, "secondary A")
    assert s.stage != EXPAND and s.coins[1] == 4
    assert any("cannot expand" in e.text for e in events_since(s, n))


def test_BB_symbol_town() -> None:
    s = trick_table(4, seed=22)
    active = lose_with(s, 6)
    settle(s)
    assert s.discs[0] == 1 << town(s, active)
    assert s.marker == 0 and s.current_player() == 0 and s.stage == MARK
    assert s.active_town == -1
    assert any(e.rule == "BB.symbol.town" and e.player == 0 for e in s.events())


def test_BB_symbol_coin() -> None:
    s = trick_table(4, seed=23)
    lose_with(s, 10)
    act(s, "secondary A")  # yellow 10 secondary A: coin, coin, expand (nowhere to expand)
    assert s.coins[1] == 5
    assert [e.player for e in s.events() if e.rule == "BB.symbol.coin"][-2:] == [1, 1]


def win_with_17(s: State, coins: int, score: int) -> None:
    """Seat 0 wins a yellow town with yellow 17: pay a coin, then take the town."""
    s.coins[0] = coins
    s.score[0] = score
    s.points[0] = score
    start_trick(s, 0, [(17, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11)])
    play_trick(s, towns_where(s, colour="yellow", free=True)[0], [17, 3, 6, 9])
    settle(s)


def test_BB_symbol_pay_coin() -> None:
    s = trick_table(4, seed=24)
    win_with_17(s, coins=2, score=10)
    assert s.coins[0] == 1 and s.score[0] == 10
    s = trick_table(4, seed=24)
    win_with_17(s, coins=0, score=10)
    assert s.coins[0] == 0 and s.score[0] == 8
    assert category(s, 0, "coin penalty") == -2
    s = trick_table(4, seed=24)
    win_with_17(s, coins=0, score=0)
    assert s.coins[0] == 0 and s.score[0] == 0
    assert any("no coin and no points" in e.text for e in s.events())


def test_BB_invariant_score_floor() -> None:
    s = trick_table(4, seed=25)
    win_with_17(s, coins=0, score=1)
    assert s.score[0] == 0, "a score never goes below 0"
    assert category(s, 0, "coin penalty") == -1
    assert sum(int(str(r["points"])) for r in s.score_breakdown() if r["player"] == 0) == 0


def test_BB_symbol_renown(tmp_path: Path) -> None:
    """No printed card carries renown (docs/rules/brian_boru.md §7.1); a corrected card file may,
    and it works."""
    doc = json.loads(CARDS_JSON.read_text(encoding="utf-8"))
    white20 = doc["action_cards"][19]
    assert white20["value"] == 20
    white20["secondary"] = [["renown", "coin"]]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    s = quiet_table(skip_to_first_trick(new_state(4, seed=26, cards_path=path)))
    s.battle_area = 10
    lose_with(s, 20, lead=22)
    # White 20 has a single secondary: renown then a coin, with no decision.
    assert s.renown[1] == 2 and s.coins[1] == 4
    assert any(e.rule == "BB.symbol.renown" and e.player == 1 for e in s.events())


def test_BB_symbol_church() -> None:
    s = trick_table(4, seed=27)
    lose_with(s, 6)
    act(s, "secondary B")  # blue 6: church, church
    assert s.church[1] == 1 and s.stage == BUY
    assert legal_strs(s) == ["buy-extra", "stop-buying"]
    act(s, "buy-extra")
    # 1 coin left: no more extras can be offered; the second church symbol resolves.
    assert s.church[1] == 3 and s.coins[1] == 1
    assert s.current_player() != 1 or s.stage != BUY


def test_BB_symbol_extra_cost() -> None:
    s = trick_table(4, seed=28)
    s.coins[1] = 5
    lose_with(s, 16)
    act(s, "secondary B")  # blue 16: church x3
    act(s, "buy-extra")
    assert s.coins[1] == 3 and s.church[1] == 2 and s.stage == BUY
    act(s, "buy-extra")
    # 1 coin left: no more purchase; the two remaining church symbols resolve at once.
    assert s.coins[1] == 1 and s.church[1] == 5
    assert not (s.stage == BUY and s.current_player() == 1)


def test_BB_symbol_extra_cost__only_buy_or_stop_while_buying() -> None:
    s = trick_table(4, seed=28)
    lose_with(s, 16)
    act(s, "secondary B")
    assert s.stage == BUY and s.current_player() == 1
    assert legal_strs(s) == ["buy-extra", "stop-buying"]
    assert_illegal(s, "decline-expand", "BB.turn.pending-decision")
    assert_illegal(s, "play 1", "BB.turn.pending-decision")
    assert_illegal(s, "secondary A", "BB.turn.pending-decision")
    act(s, "stop-buying")
    assert s.church[1] == 2 and s.coins[1] == 3


def test_BB_symbol_extra_cost__refused_without_coins() -> None:
    s = trick_table(4, seed=28)
    s.coins[1] = 2
    lose_with(s, 16)
    act(s, "secondary B")
    act(s, "buy-extra")
    assert s.coins[1] == 0
    # The next church symbols are free; with 0 coins no purchase is offered.
    assert not (s.stage == BUY and s.current_player() == 1)
    assert s.church[1] == 4


def test_BB_symbol_raider() -> None:
    s = trick_table(4, seed=29)
    s.battle_area = 3
    s.coins[1] = 9
    lose_with(s, 15)
    n = len(s.events())
    act(s, "secondary B")  # red 15: raider x3
    assert s.raiders[1] == 1 and s.battle_area == 2 and s.stage == BUY
    act(s, "buy-extra", "buy-extra")
    # The area is now empty: no more extras, and the later raider symbols have no effect.
    assert s.raiders[1] == 3 and s.battle_area == 0 and s.coins[1] == 5
    assert not (s.stage == BUY and s.current_player() == 1)
    empty = [e for e in events_since(s, n) if "battle area is empty" in e.text]
    assert len(empty) == 2


def test_BB_symbol_raider__empty_area() -> None:
    s = trick_table(4, seed=29)
    s.battle_area = 0
    lose_with(s, 15)
    act(s, "secondary B")
    assert s.raiders[1] == 0 and s.coins[1] == 3
    assert not (s.stage == BUY and s.current_player() == 1)


def test_BB_symbol_courtship() -> None:
    s = trick_table(4, seed=30)
    top = len(s.game.cards.track) - 1
    s.track[1] = top - 2
    s.coins[1] = 9
    lose_with(s, 14)
    act(s, "secondary B")  # yellow 14: courtship x3
    assert s.track[1] == top - 1 and s.stage == BUY
    act(s, "buy-extra")
    # At the top: no more purchase is offered and the remaining steps have no effect.
    assert s.track[1] == top and s.coins[1] == 7
    assert not (s.stage == BUY and s.current_player() == 1)
    assert any("top of the marriage track" in e.text for e in s.events())


def courtship_from(space: int, others: dict[int, int]) -> State:
    """Seat 3 loses with yellow 10 (courtship x2, no coins for extras) from ``space``."""
    s = trick_table(4, seed=31)
    s.track[3] = space
    for seat, where in others.items():
        s.track[seat] = where
    s.coins[3] = 0
    start_trick(s, 0, [(20, 2, 1), (3, 4, 6), (5, 7, 9), (10, 8, 11)])
    play_trick(s, towns_where(s, colour="yellow", free=True)[0], [20, 3, 5, 10])
    settle(s)
    return s


def test_BB_symbol_courtship_bump() -> None:
    # Passing an occupied space on the way is fine: only the final space is checked.
    s = courtship_from(1, {1: 2})
    assert s.track[3] == 3 and s.track[1] == 2
    # Ending on an occupied space: down to the nearest free space below.
    s = courtship_from(1, {1: 3, 2: 2})
    assert s.track[3] == 1
    assert any(e.rule == "BB.symbol.courtship.bump" and e.player == 3 for e in s.events())
    # Every space below is taken: down to the bottom, which holds any number of discs.
    s = courtship_from(1, {0: 1, 1: 3, 2: 2})
    assert s.track[3] == 0 and s.track[1:3] == [3, 2]


def test_BB_symbol_courtship_bump__from_the_top() -> None:
    s = courtship_from(7, {0: 9, 1: 8})
    assert s.track[3] == 7, "the top and the space below are taken: back to the free space 7"
    s = courtship_from(7, {0: 9})
    assert s.track[3] == 8


def test_BB_symbol_expand() -> None:
    s = trick_table(4, seed=32)
    active = towns_where(s, colour="red")[0]
    home = next(
        t
        for t in towns_where(s)
        if len(free_neighbours(s, t)) >= 2 and active not in free_neighbours(s, t) and t != active
    )
    near = free_neighbours(s, home)
    set_towns(s, 1, [home])
    s.coins[1] = 3
    # One neighbour is taken by another player: not a target.
    set_towns(s, 2, [near[0]])
    # A town of seat 1 under Viking control gives no road.
    captured, beyond = next(
        (t, far_side[0])
        for t in towns_where(s, free=True)
        if t not in (active, home)
        and (far_side := [u for u in free_neighbours(s, t) if u != active and u not in near])
    )
    s.discs[1] |= 1 << town(s, captured)
    s.viking |= 1 << town(s, captured)
    start_trick(s, 0, [(20, 1, 3), (2, 4, 5), (23, 6, 8), (25, 7, 9)])
    play_trick(s, active, [20, 2, 23, 25])
    act(s, "secondary A")
    assert s.stage == EXPAND and s.coins[1] == 6
    expected = [f"expand {t}" for t in towns_where(s, free=True) if t in near[1:]]
    assert legal_strs(s) == [*expected, "decline-expand"]
    far = next(t for t in towns_where(s, free=True) if t not in near and t != active)
    assert_illegal(s, f"expand {far}", "BB.symbol.expand")
    assert_illegal(s, f"expand {near[0]}", "BB.symbol.expand")
    assert_illegal(s, f"expand {beyond}", "BB.symbol.expand")
    act(s, f"expand {near[1]}")
    assert s.coins[1] == 1 and s.discs[1] >> town(s, near[1]) & 1


def test_BB_symbol_expand__decline() -> None:
    s = trick_table(4, seed=33)
    home = home_with_free_road(s)
    set_towns(s, 1, [home])
    s.coins[1] = 3
    lose_with(s, 2)
    act(s, "secondary A", "decline-expand")
    assert s.coins[1] == 6 and s.discs[1] == 1 << town(s, home)


def test_BB_symbol_expand_not_active_town() -> None:
    s = trick_table(4, seed=34)
    active = towns_where(s, colour="red")[0]
    home = free_neighbours(s, active)[0]
    set_towns(s, 1, [home])
    s.coins[1] = 3
    start_trick(s, 0, [(20, 1, 3), (2, 4, 5), (23, 6, 8), (25, 7, 9)])
    play_trick(s, active, [20, 2, 23, 25])
    act(s, "secondary A")
    assert f"expand {active}" not in legal_strs(s)
    assert_illegal(s, f"expand {active}", "BB.symbol.expand.not-active-town")
    settle(s)
    assert s.discs[0] >> town(s, active) & 1, "the winner still takes the active town"


def test_BB_symbol_remove_viking() -> None:
    s = trick_table(4, seed=35)
    mine, theirs, other = towns_where(s, region="leinster")[:3]
    set_towns(s, 1, [mine])
    set_towns(s, 2, [theirs, other])
    s.viking = 1 << town(s, mine) | 1 << town(s, theirs)
    lose_with(s, 13)
    act(s, "secondary B")  # white 13: pay a coin, then remove a Viking control token
    assert s.coins[1] == 2
    assert s.stage == REMOVE_VIKING and s.current_player() == 1
    assert legal_strs(s) == [f"remove-viking {t}" for t in towns_where(s) if t in (mine, theirs)]
    assert_illegal(s, f"remove-viking {other}", "BB.symbol.remove-viking")
    act(s, f"remove-viking {theirs}")
    # Any token may go: the disc beneath (seat 2's) controls its town again.
    assert s.viking == 1 << town(s, mine)
    assert s.controlled(2) >> town(s, theirs) & 1
    assert s.discs[2] >> town(s, theirs) & 1


def test_BB_symbol_remove_viking__none_on_board() -> None:
    s = trick_table(4, seed=36)
    lose_with(s, 13)
    act(s, "secondary B")
    assert s.stage != REMOVE_VIKING
    assert any("No Viking control token" in e.text for e in s.events())
