"""Upkeep, battle step (docs/rules/brian_boru.md §4.2), with the worked tie example there."""

from __future__ import annotations

from tabletop_lib.games.brian_boru.constants import (
    DRAFT,
    PC_BATTLE,
    PC_CHURCH,
    SURRENDER,
)
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    act,
    assert_illegal,
    category,
    event_rules,
    events_since,
    legal_strs,
    run_upkeep_from,
    run_upkeep_step,
    set_towns,
    town,
    towns_where,
    upkeep_table,
)


def battle_table(raiders: list[int], area: int, seed: int = 50) -> State:
    """An upkeep table where seat p holds ``raiders[p]`` raiders and two towns of region p."""
    s = upkeep_table(len(raiders), seed=seed)
    s.raiders = raiders[:]
    s.battle_area = area
    for p in range(len(raiders)):
        region = s.game.board.region_ids[p]
        set_towns(s, p, towns_where(s, region=region)[:2])
    return s


def test_BB_upkeep_battle_tie_example() -> None:
    """docs/rules/brian_boru.md §4.2 (4): the area is empty; A=4, B=4, C=2: nobody loses a town,
    no spoils, A and B score 1 and keep 3, C keeps 2."""
    s = battle_table([4, 4, 2], area=0, seed=51)
    n = len(s.events())
    assert not run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert s.viking == 0
    assert s.raiders == [3, 3, 2]
    assert s.score == [11, 11, 10]
    assert s.renown == [1, 1, 1]
    assert [category(s, p, "battle recount") for p in range(3)] == [1, 1, 0]
    assert [category(s, p, "battle spoils") for p in range(3)] == [0, 0, 0]
    rules_seen = event_rules(events_since(s, n))
    assert "BB.upkeep.battle.repelled" in rules_seen
    assert "BB.upkeep.battle.spoils" not in rules_seen
    assert rules_seen.count("BB.upkeep.battle.recount") == 2


def test_BB_upkeep_battle_repelled() -> None:
    s = battle_table([0, 0, 0, 0], area=0)
    n = len(s.events())
    assert not run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert s.viking == 0 and s.score == [10] * 4
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen == ["BB.upkeep.battle.repelled", "BB.upkeep.battle.no-raiders"]


def test_BB_upkeep_battle_fewest_lose_town() -> None:
    s = battle_table([2, 0, 3, 0], area=4)
    s.marker = 2
    n = len(s.events())
    assert run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert "BB.upkeep.battle.fewest-lose-town" in event_rules(events_since(s, n))
    # Seats 1 and 3 (0 raiders) lose a town each, clockwise from the marker: seat 3 first.
    assert s.stage == SURRENDER and s.loser == 3
    seat3 = [t for t in towns_where(s) if s.discs[3] >> town(s, t) & 1]
    assert legal_strs(s) == [f"surrender {t}" for t in seat3]
    act(s, f"surrender {seat3[1]}")
    assert s.viking == 1 << town(s, seat3[1])
    assert s.discs[3] >> town(s, seat3[1]) & 1, "the disc stays under the Viking token"
    assert s.stage == SURRENDER and s.loser == 1
    seat1 = [t for t in towns_where(s) if s.discs[1] >> town(s, t) & 1]
    act(s, f"surrender {seat1[0]}")
    assert s.viking == 1 << town(s, seat3[1]) | 1 << town(s, seat1[0])
    assert s.controlled(1).bit_count() == 1 and s.controlled(3).bit_count() == 1
    assert s.controlled(0).bit_count() == 2 and s.controlled(2).bit_count() == 2
    assert s.stage == DRAFT, "after the surrenders the upkeep runs on"


def test_BB_upkeep_battle_fewest_lose_town__everyone_tied() -> None:
    s = battle_table([0, 0, 0], area=3)
    s.marker = 1
    assert run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    losers = []
    while s.stage == SURRENDER:
        losers.append(s.loser)
        assert s.current_player() == s.loser, "with no sole leader each loser picks"
        s.apply_action(s.legal_actions()[0])
    assert losers == [1, 2, 0]
    assert s.viking.bit_count() == 3


def test_BB_upkeep_battle_chooser() -> None:
    # A sole leader in raiders (seat 2) picks the town every loser gives up.
    s = battle_table([1, 0, 3, 1], area=2)
    s.marker = 0
    run_upkeep_from(s, PC_BATTLE)
    assert s.stage == SURRENDER and s.loser == 1 and s.current_player() == 2
    seat1 = [t for t in towns_where(s) if s.discs[1] >> town(s, t) & 1]
    assert legal_strs(s) == [f"surrender {t}" for t in seat1]
    # The chooser may only take the loser's towns, not their own or anyone else's.
    own = next(t for t in towns_where(s) if s.discs[2] >> town(s, t) & 1)
    assert_illegal(s, f"surrender {own}", "BB.upkeep.battle.chooser")
    act(s, f"surrender {seat1[1]}")
    assert s.viking == 1 << town(s, seat1[1])


def test_BB_upkeep_battle_chooser__tied_leaders() -> None:
    s = battle_table([3, 0, 3, 1], area=2)
    run_upkeep_from(s, PC_BATTLE)
    assert s.stage == SURRENDER and s.loser == 1 and s.current_player() == 1


def test_BB_upkeep_battle_no_town() -> None:
    s = battle_table([1, 0, 2, 0], area=2)
    s.marker = 0
    set_towns(s, 1, [])
    # Seat 3's towns are all under Viking control already.
    s.viking = s.discs[3]
    n = len(s.events())
    assert not run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    no_town = [e.player for e in events_since(s, n) if e.rule == "BB.upkeep.battle.no-town"]
    assert no_town == [1, 3]
    assert s.viking == s.discs[3]


def test_BB_upkeep_battle_clear_area() -> None:
    s = battle_table([3, 2, 1, 0], area=5)
    set_towns(s, 3, [])  # the only loser has no town: no decision interrupts the step
    n = len(s.events())
    assert not run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert s.battle_area == 0
    cleared = [e for e in events_since(s, n) if e.rule == "BB.upkeep.battle.clear-area"]
    assert len(cleared) == 1 and "5 raiders" in cleared[0].text
    # Raiders held by players are not the battle area: only the spoils and recount change them.
    assert s.raiders == [0, 1, 1, 0]


def test_BB_upkeep_battle_spoils() -> None:
    s = battle_table([5, 3, 3, 0], area=0)
    s.renown = [2, 1, 1, 1]
    n = len(s.events())
    run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    # The sole leader gains a renown (3), scores 3 points and returns every raider.
    assert s.renown[0] == 3 and category(s, 0, "battle spoils") == 3
    assert s.raiders[0] == 0
    assert ("BB.upkeep.battle.spoils", 0) in [(e.rule, e.player) for e in events_since(s, n)]


def test_BB_upkeep_battle_recount() -> None:
    s = battle_table([5, 3, 3, 0], area=0)
    run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    # After the leader's spoils, seats 1 and 2 are now tied for the most: 1 point, 1 raider back.
    assert s.raiders == [0, 2, 2, 0]
    assert [category(s, p, "battle recount") for p in range(4)] == [0, 1, 1, 0]
    assert s.score == [10 + 2, 11, 11, 10]


def test_BB_upkeep_battle_recount__nobody_holds_raiders() -> None:
    s = battle_table([0, 0, 0, 0], area=0)
    run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert s.score == [10] * 4 and s.renown == [1] * 4
