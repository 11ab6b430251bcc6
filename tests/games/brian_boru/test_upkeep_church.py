"""Upkeep, church step (docs/rules/brian_boru.md §4.3)."""

from __future__ import annotations

from tabletop_lib.games.brian_boru.constants import (
    DRAFT,
    MARK,
    MONASTERY,
    PC_CHURCH,
    PC_CLAIM,
)
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    act,
    assert_illegal,
    category,
    event_rules,
    events_since,
    legal_strs,
    play_random_until,
    run_upkeep_from,
    run_upkeep_step,
    set_towns,
    town,
    towns_where,
    upkeep_table,
)


def church_table(church: list[int], marker: int = 0, seed: int = 60) -> State:
    """An upkeep table where seat p has ``church[p]`` church discs and two towns of region p."""
    s = upkeep_table(len(church), seed=seed)
    s.church = church[:]
    s.marker = marker
    for p in range(len(church)):
        set_towns(s, p, towns_where(s, region=s.game.board.region_ids[p])[:2])
    return s


def own_towns(s: State, p: int) -> list[str]:
    return [t for t in towns_where(s) if s.discs[p] >> town(s, t) & 1]


def test_BB_upkeep_church_leader() -> None:
    s = church_table([3, 1, 0, 0], marker=2)
    assert run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    assert s.stage == MONASTERY and s.current_player() == 0
    mine = own_towns(s, 0)
    assert legal_strs(s) == [f"monastery {t}" for t in mine]
    n = len(s.events())
    act(s, f"monastery {mine[1]}")
    assert s.monastery == 1 << town(s, mine[1])
    assert s.marker == 0, "the leader takes the active town marker"
    assert s.church[0] == 0, "and retrieves all their church discs"
    # The recount: seat 1 is now alone with the most discs (1): a point and a disc back.
    assert s.church == [0, 0, 0, 0]
    assert category(s, 1, "church recount") == 1 and s.score[1] == 11
    assert category(s, 0, "church recount") == 0
    assert "BB.upkeep.church.leader" in event_rules(events_since(s, n))
    assert s.stage == DRAFT and s.current_player() == 0


def test_BB_upkeep_church_leader__no_town_for_a_monastery() -> None:
    s = church_table([2, 1, 1, 0], marker=3)
    set_towns(s, 0, [])
    n = len(s.events())
    assert not run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    assert s.monastery == 0
    assert s.marker == 0 and s.church == [0, 0, 0, 0]
    assert [category(s, p, "church recount") for p in range(4)] == [0, 1, 1, 0]
    leader = [e for e in events_since(s, n) if e.rule == "BB.upkeep.church.leader"]
    assert any("no town" in e.text for e in leader)


def test_BB_upkeep_church_recount() -> None:
    s = church_table([2, 2, 1, 0], marker=3)
    n = len(s.events())
    assert not run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    # A tie for the most: no monastery, the marker stays; the tied players score and retrieve one.
    assert s.monastery == 0 and s.marker == 3
    assert s.church == [1, 1, 1, 0]
    assert s.score == [11, 11, 10, 10]
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen.count("BB.upkeep.church.recount") == 2
    assert "BB.upkeep.church.leader" not in rules_seen


def test_BB_upkeep_church_four_discs() -> None:
    s = church_table([5, 5, 1, 0], marker=1)
    assert run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    # The tie gives no leader; the recount leaves 4 and 4: both place a monastery,
    # clockwise from the marker holder (seat 1 first).
    assert s.church == [4, 4, 1, 0] and s.score[:2] == [11, 11]
    assert s.stage == MONASTERY and s.current_player() == 1
    act(s, f"monastery {own_towns(s, 1)[0]}")
    assert s.church[1] == 0 and s.church[0] == 4
    assert s.stage == MONASTERY and s.current_player() == 0
    act(s, f"monastery {own_towns(s, 0)[0]}")
    assert s.church == [0, 0, 1, 0]
    assert s.monastery.bit_count() == 2
    assert s.marker == 1
    assert any(e.rule == "BB.upkeep.church.four-discs" for e in s.events())


def test_BB_upkeep_church_four_discs__recount_first() -> None:
    s = church_table([6, 4, 0, 0], marker=2)
    assert run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    act(s, f"monastery {own_towns(s, 0)[0]}")
    # Seat 1 led the recount with 4 and is down to 3: too few for a monastery of their own.
    assert s.church == [0, 3, 0, 0]
    assert s.monastery.bit_count() == 1 and s.marker == 0


def test_BB_upkeep_church_four_discs__no_town_keeps_discs() -> None:
    s = church_table([5, 5, 0, 0], marker=0)
    set_towns(s, 0, [])
    assert run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    assert s.current_player() == 1
    act(s, f"monastery {own_towns(s, 1)[0]}")
    assert s.church == [4, 0, 0, 0], "only those who place a monastery retrieve their discs"
    assert any(
        e.rule == "BB.upkeep.church.four-discs" and e.player == 0 and "no town" in e.text
        for e in s.events()
    )


def test_BB_upkeep_church_monastery_town() -> None:
    s = church_table([4, 0, 0, 0], marker=0)
    mine = own_towns(s, 0)
    extra = towns_where(s, region="munster")[:2]
    s.discs[0] |= 1 << town(s, extra[0]) | 1 << town(s, extra[1])
    s.monastery = 1 << town(s, mine[0])
    s.viking = 1 << town(s, extra[0])
    assert run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    # Not a town that already has a monastery, nor one under Viking control.
    assert legal_strs(s) == [f"monastery {t}" for t in towns_where(s) if t in (mine[1], extra[1])]
    assert_illegal(s, f"monastery {mine[0]}", "BB.upkeep.church.monastery-town")
    assert_illegal(s, f"monastery {extra[0]}", "BB.upkeep.church.monastery-town")
    assert_illegal(s, f"monastery {own_towns(s, 1)[0]}", "BB.upkeep.church.monastery-town")
    free = towns_where(s, free=True)[0]
    assert_illegal(s, f"monastery {free}", "BB.upkeep.church.monastery-town")
    assert_illegal(s, "surrender tara", "BB.turn.pending-decision")
    act(s, f"monastery {extra[1]}")
    assert s.monastery == 1 << town(s, mine[0]) | 1 << town(s, extra[1])


def test_BB_upkeep_church_leader__leads_the_next_round() -> None:
    s = church_table([1, 3, 1, 0], marker=3)
    set_towns(s, 1, [])
    assert not run_upkeep_step(s, PC_CHURCH, PC_CLAIM)
    assert s.marker == 1
    run_upkeep_from(s, PC_CLAIM)
    play_random_until(s, lambda st: st.stage == MARK, agent_seed=61)
    assert s.round == 2 and s.current_player() == 1, "the church leader leads the first trick"
