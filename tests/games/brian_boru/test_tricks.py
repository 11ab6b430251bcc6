"""Tricks (Fase de Ações > Vazas), with the rulebook's worked trick."""

from __future__ import annotations

import pytest

from tabletop_lib.games.brian_boru.actions import PlaceMarker
from tabletop_lib.games.brian_boru.constants import (
    BUY,
    DRAFT,
    EXPAND,
    MARK,
    MONASTERY,
    PC_TRICK_START,
    PLAY,
    SECONDARY,
)

from .scenarios import (
    act,
    assert_illegal,
    colour_of,
    event_rules,
    events_since,
    free_neighbours,
    legal_strs,
    new_state,
    play_random_until,
    play_trick,
    region_of,
    run_upkeep_from,
    set_towns,
    settle,
    start_trick,
    town,
    towns_where,
    trick_table,
)

# Disjoint filler cards so that no hand runs out after one trick.
FILLER = ((5, 6), (7, 8), (9, 10), (12, 14))


def test_BB_trick_resolve_ascending__rulebook_example() -> None:
    """Rulebook p7: red 2, red 11, white 13 and yellow 17 on a red town of Connaught.

    13 wins; the cards resolve 2, 11, 13, 17: red 2 takes secondary A (3 coins, then it may
    expand), red 11 secondary B (2 raiders), white 13 its primary (a coin, then the town),
    yellow 17 secondary B (3 courtship steps).
    """
    s = trick_table(4, seed=0)
    red_town = towns_where(s, region="connaught", colour="red", free=True)[0]
    home = next(
        t
        for t in towns_where(s)
        if region_of(s, t) != "connaught" and free_neighbours(s, t) and t != red_town
    )
    set_towns(s, 0, [home])
    start_trick(s, 0, [(2, *FILLER[0]), (11, *FILLER[1]), (13, *FILLER[2]), (17, *FILLER[3])])
    assert colour_of(s, red_town) == "red"
    area = s.battle_area
    n = len(s.events())
    play_trick(s, red_town, [2, 11, 13, 17])
    assert s.trick_winner == 2

    # Red 2 loses and chooses secondary A: three coins, then an optional expansion.
    assert s.stage == SECONDARY and s.current_player() == 0
    act(s, "secondary A")
    assert s.coins[0] == 6
    assert s.stage == EXPAND and s.current_player() == 0
    target = free_neighbours(s, home)[0]
    assert f"expand {target}" in legal_strs(s) and legal_strs(s)[-1] == "decline-expand"
    act(s, f"expand {target}")
    assert s.coins[0] == 1 and s.discs[0] >> town(s, target) & 1

    # Red 11 loses and chooses secondary B: two raiders (extras declined).
    assert s.stage == SECONDARY and s.current_player() == 1
    act(s, "secondary B")
    assert s.stage == BUY
    act(s, "stop-buying")
    assert s.stage == BUY
    act(s, "stop-buying")
    assert s.raiders[1] == 2 and s.battle_area == area - 2 and s.coins[1] == 3

    # White 13 wins: its primary, a coin and the active town, resolves without a decision.
    assert s.coins[2] == 4
    assert s.discs[2] == 1 << town(s, red_town) and s.marker == 2

    # Yellow 17 loses and chooses secondary B: three courtship steps.
    assert s.stage == SECONDARY and s.current_player() == 3
    act(s, "secondary B")
    settle(s)
    assert s.track[3] == 3 and s.coins[3] == 3

    # The trick is over: 13's owner holds the marker and leads the next trick.
    assert s.stage == MARK and s.current_player() == 2
    events = events_since(s, n)
    order = next(e for e in events if e.rule == "BB.trick.resolve-ascending")
    assert order.text.endswith("the red 2, the red 11, the white 13 and the yellow 17.")
    win = next(e for e in events if e.rule == "BB.trick.winner")
    assert win.player == 2 and "13" in win.text
    resolving = [e.player for e in events if e.rule in ("BB.trick.primary", "BB.trick.secondary")]
    assert dedupe(resolving) == [0, 1, 2, 3]
    effects = [
        (e.player, e.rule)
        for e in events
        if e.rule.startswith("BB.symbol.") and e.rule != "BB.symbol.courtship.bump"
    ]
    assert effects == [
        (0, "BB.symbol.coin"),
        (0, "BB.symbol.coin"),
        (0, "BB.symbol.coin"),
        (0, "BB.symbol.expand"),
        (1, "BB.symbol.raider"),
        (1, "BB.symbol.raider"),
        (2, "BB.symbol.coin"),
        (2, "BB.symbol.town"),
        (3, "BB.symbol.courtship"),
        (3, "BB.symbol.courtship"),
        (3, "BB.symbol.courtship"),
    ]
    assert sorted(s.discards[-4:]) == [2, 11, 13, 17]


def dedupe(players: list[int]) -> list[int]:
    out: list[int] = []
    for p in players:
        if not out or out[-1] != p:
            out.append(p)
    return out


# docs/rules/brian_boru.md §7.1: value -> colour, primary, secondaries (symbol codes of §3.4).
REFERENCE_CARDS = """
1 yellow SEAL SEAL C+ TOWN | C+ C+ C+ EXP5 | SEAL SEAL
2 red AXE AXE C+ TOWN | C+ C+ C+ EXP5 | AXE AXE
3 blue CROSS CROSS C+ TOWN | C+ C+ C+ EXP5 | CROSS CROSS
4 yellow SEAL SEAL TOWN | C+ C+ C+ EXP5 | SEAL SEAL
5 red AXE AXE TOWN | C+ C+ EXP5 | AXE AXE
6 blue CROSS CROSS TOWN | C+ C+ C+ EXP5 | CROSS CROSS
7 yellow SEAL C+ TOWN | C+ C+ EXP5 | SEAL SEAL
8 red AXE C+ TOWN | C+ C+ EXP5 | AXE AXE
9 blue CROSS C+ TOWN | C+ C+ EXP5 | CROSS CROSS
10 yellow C+ C+ TOWN | C+ C+ EXP5 | SEAL SEAL
11 red C+ C+ TOWN | C+ C+ EXP5 | AXE AXE
12 blue C+ C+ TOWN | C+ C+ EXP5 | CROSS CROSS
13 white C+ TOWN | C+ C+ EXP5 | C- XV
14 yellow TOWN | C+ EXP5 | SEAL SEAL SEAL
15 red TOWN | C+ EXP5 | AXE AXE AXE
16 blue TOWN | C+ EXP5 | CROSS CROSS CROSS
17 yellow C- TOWN | C+ EXP5 | SEAL SEAL SEAL
18 red C- TOWN | C+ EXP5 | AXE AXE AXE
19 blue C- TOWN | C+ EXP5 | CROSS CROSS CROSS
20 white TOWN | C+ C+ EXP5
21 white C- TOWN | C+ C+ EXP5
22 white C- C- TOWN | C+ C+ EXP5
23 yellow C- C- TOWN | C+ EXP5 | SEAL SEAL SEAL
24 red C- C- TOWN | C+ EXP5 | AXE AXE AXE
25 blue C- C- TOWN | C+ EXP5 | CROSS CROSS CROSS
"""
CODES = ("TOWN", "C+", "C-", "REN", "CROSS", "AXE", "SEAL", "EXP5", "XV")  # data.SYMBOLS order


def test_action_cards_match_the_reference_table() -> None:
    cards = new_state(3).game.cards
    colours = ("red", "blue", "yellow", "white")
    assert cards.values == tuple(range(1, 26))
    for line in REFERENCE_CARDS.strip().splitlines():
        head, *secondaries = line.split(" | ")
        value, colour, *primary = head.split()
        card = cards.action[int(value)]
        assert colours[card.colour] == colour, value
        assert [CODES[x] for x in card.primary] == primary, value
        assert [[CODES[x] for x in sec] for sec in card.secondary] == [
            sec.split() for sec in secondaries
        ], value


def test_BB_trick_place_marker() -> None:
    s = trick_table(4, seed=1)
    taken = towns_where(s, region="munster")[0]
    set_towns(s, 1, [taken])
    start_trick(s, 3, [(5, 6), (7, 8), (9, 10), (13, 1)])
    # With a white card in hand, every town without a disc may be marked.
    assert legal_strs(s) == [f"mark {t}" for t in towns_where(s, free=True)]
    assert f"mark {taken}" not in legal_strs(s)
    assert_illegal(s, f"mark {taken}", "BB.trick.place-marker")
    assert_illegal(s, PlaceMarker("camelot"), "BB.trick.place-marker")
    # A town under a Viking control token still has a disc: it cannot be marked.
    captured = towns_where(s, free=True)[0]
    set_towns(s, 0, [captured])
    s.viking = 1 << town(s, captured)
    assert f"mark {captured}" not in legal_strs(s)
    assert_illegal(s, f"mark {captured}", "BB.trick.place-marker")
    assert_illegal(s, "play 13", "BB.turn.pending-decision")
    target = towns_where(s, colour="blue", free=True)[0]
    n = len(s.events())
    act(s, f"mark {target}")
    assert s.active_town == town(s, target) and s.stage == PLAY and s.current_player() == 3
    assert "BB.trick.place-marker" in event_rules(events_since(s, n))
    assert s.occupied() >> town(s, target) & 1 == 0, "marking puts no disc"


def test_BB_trick_lead_colour() -> None:
    s = trick_table(4, seed=2)
    start_trick(s, 0, [(2, 3, 11, 12), (1, 4), (5, 6), (7, 8)])
    marks = {a.split()[1] for a in legal_strs(s)}
    assert marks == set(towns_where(s, colour="red") + towns_where(s, colour="blue"))
    yellow = towns_where(s, colour="yellow")[0]
    assert_illegal(s, f"mark {yellow}", "BB.trick.lead-colour")
    act(s, f"mark {towns_where(s, colour='red')[0]}")
    assert legal_strs(s) == ["play 2", "play 11"]
    assert_illegal(s, "play 3", "BB.trick.lead-colour")
    act(s, "play 11")
    assert s.current_player() == 1


def test_BB_trick_lead_colour__white_leads_anywhere() -> None:
    s = trick_table(4, seed=2)
    start_trick(s, 0, [(3, 20), (1, 4), (5, 6), (7, 8)])
    act(s, f"mark {towns_where(s, colour='yellow')[0]}")
    assert legal_strs(s) == ["play 20"]


def test_BB_trick_lead_fallback() -> None:
    s = trick_table(4, seed=3)
    # Every yellow town is taken and the leader holds only yellow cards.
    set_towns(s, 1, towns_where(s, colour="yellow"))
    start_trick(s, 0, [(1, 4, 7), (3, 6), (9, 12), (16, 19)])
    assert legal_strs(s) == [f"mark {t}" for t in towns_where(s, free=True)]
    red = towns_where(s, colour="red", free=True)[0]
    n = len(s.events())
    act(s, f"mark {red}")
    assert "BB.trick.lead-fallback" in event_rules(events_since(s, n))
    assert legal_strs(s) == ["play 1", "play 4", "play 7"], "any card may be led"
    for card in (4, 3, 9, 16):
        act(s, f"play {card}")
    # No card matches the red town: nobody wins, everybody takes a secondary action.
    assert s.trick_winner == -1
    settle(s)
    assert s.occupied() >> town(s, red) & 1 == 0, "nobody takes the town"
    assert s.marker == 0 and s.current_player() == 0
    events = events_since(s, n)
    assert "BB.trick.primary" not in event_rules(events)
    assert event_rules(events).count("BB.trick.secondary") >= 4


def test_BB_trick_no_empty_town() -> None:
    s = trick_table(4, seed=4)
    set_towns(s, 1, towns_where(s))
    hands = [h[:] for h in s.hands]
    s.battle_area = 0
    s.church[1] = 1  # so upkeep stops at the church leader's monastery, before a new deal
    n = len(s.events())
    run_upkeep_from(s, PC_TRICK_START)
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen[0] == "BB.trick.no-empty-town"
    assert rules_seen[1] == "BB.upkeep.order"
    assert rules_seen[2].startswith("BB.upkeep.marriage")
    assert all(c in s.discards for h in hands for c in h), "the hands are discarded"
    assert all(h == [] for h in s.hands)
    assert "BB.trick.winner" not in rules_seen
    assert s.stage == MONASTERY and s.round == 1


def test_BB_trick_follow_any() -> None:
    s = trick_table(4, seed=5)
    start_trick(s, 0, [(2, 5), (1, 3, 25), (6, 7), (8, 9)])
    act(s, f"mark {towns_where(s, colour='red')[0]}", "play 2")
    assert s.current_player() == 1
    assert legal_strs(s) == ["play 1", "play 3", "play 25"]
    act(s, "play 25")
    assert s.played[1] == 25 and s.hands[1] == [1, 3]


def test_BB_trick_own_card() -> None:
    s = trick_table(4, seed=6)
    start_trick(s, 0, [(2, 5), (1, 3), (6, 7), (8, 9)])
    act(s, f"mark {towns_where(s, colour='red')[0]}")
    assert_illegal(s, "play 8", "BB.trick.own-card")
    act(s, "play 5")
    assert_illegal(s, "play 2", "BB.trick.own-card")
    assert_illegal(s, "play 5", "BB.trick.own-card")


def test_BB_trick_winner() -> None:
    s = trick_table(4, seed=7)
    blue = towns_where(s, colour="blue")[0]
    start_trick(s, 0, [(3, 1, 2), (24, 4, 5), (9, 7, 6), (14, 10, 8)])
    play_trick(s, blue, [3, 24, 9, 14])
    # 24 and 14 are higher but off-colour: the highest blue card, 9, wins.
    assert s.trick_winner == 2
    settle(s)
    assert s.discs[2] >> town(s, blue) & 1 and s.marker == 2


def test_BB_trick_winner__white_counts_as_town_colour() -> None:
    s = trick_table(4, seed=7)
    yellow = towns_where(s, colour="yellow")[0]
    start_trick(s, 1, [(25, 1), (4, 3), (21, 6), (23, 8)])
    play_trick(s, yellow, [4, 21, 23, 25])
    # Seats 1, 2, 3, 0 played 4, 21, 23, 25: yellow 23 beats white 21; blue 25 is off-colour.
    assert s.trick_winner == 3
    s2 = trick_table(4, seed=7)
    start_trick(s2, 1, [(25, 1), (4, 3), (22, 6), (10, 8)])
    play_trick(s2, yellow, [4, 22, 10, 25])
    assert s2.trick_winner == 2, "white 22 beats yellow 10 and 4"


def test_BB_trick_resolve_ascending() -> None:
    s = trick_table(4, seed=8)
    red = towns_where(s, colour="red")[0]
    start_trick(s, 2, [(20, 1, 2), (15, 4, 3), (11, 6, 5), (21, 7, 8)])
    n = len(s.events())
    # Seats 2, 3, 0, 1 play 11, 21, 20, 15: resolution goes 11, 15, 20, 21 = seats 2, 1, 0, 3.
    play_trick(s, red, [11, 21, 20, 15])
    settle(s)
    events = events_since(s, n)
    resolving = [e.player for e in events if e.rule in ("BB.trick.primary", "BB.trick.secondary")]
    assert dedupe(resolving) == [2, 1, 0, 3]
    assert s.trick_winner == 3, "white 21 is the highest card of the town's colour"


def test_BB_trick_primary() -> None:
    s = trick_table(4, seed=9)
    red = towns_where(s, colour="red")[0]
    start_trick(s, 0, [(11, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 12)])
    n = len(s.events())
    play_trick(s, red, [11, 3, 6, 9])
    settle(s)
    # Red 11's primary: coin, coin, town.
    assert s.coins[0] == 5
    assert s.discs[0] == 1 << town(s, red) and s.marker == 0
    assert ("BB.trick.primary", 0) in [(e.rule, e.player) for e in events_since(s, n)]


def test_BB_trick_primary__pays_coin() -> None:
    s = trick_table(4, seed=9)
    red = towns_where(s, colour="red")[0]
    start_trick(s, 0, [(24, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 12)])
    play_trick(s, red, [24, 3, 6, 9])
    settle(s)
    assert s.coins[0] == 1, "red 24's primary returns two coins"
    assert s.discs[0] == 1 << town(s, red)


def test_BB_trick_secondary() -> None:
    s = trick_table(4, seed=10)
    red = towns_where(s, colour="red")[0]
    start_trick(s, 0, [(24, 1, 2), (20, 4, 5), (6, 7, 8), (9, 10, 12)])
    play_trick(s, red, [24, 20, 6, 9])
    # Blue 6 loses first: it has two secondary actions, so seat 2 chooses.
    assert s.stage == SECONDARY and s.current_player() == 2
    assert legal_strs(s) == ["secondary A", "secondary B"]
    assert_illegal(s, "stop-buying", "BB.turn.pending-decision")
    act(s, "secondary B")
    assert s.church[2] == 1
    settle(s, stop=(SECONDARY,))
    assert s.current_player() == 3
    act(s, "secondary A")  # blue 9: coin, coin, expand (unaffordable: no decision)
    assert s.coins[3] == 5
    # White 20 lost to red 24, and has a single secondary: it resolves with no choice.
    assert s.stage == MARK
    assert s.coins[1] == 5
    assert s.trick_winner == 0


def test_BB_trick_discard() -> None:
    s = trick_table(4, seed=11)
    red = towns_where(s, colour="red")[0]
    start_trick(s, 0, [(2, 1, 3), (11, 4, 5), (20, 7, 6), (18, 10, 8)])
    before = len(s.discards)
    play_trick(s, red, [2, 11, 20, 18])
    assert s.discards[before:] == []
    act(s, "secondary B")
    # A card goes to the discards only once its whole action has resolved.
    assert s.stage == BUY and s.discards[before:] == []
    settle(s, stop=(SECONDARY,))
    assert s.discards[before:] == [2]
    settle(s)
    assert s.discards[before:] == [2, 11, 18, 20]
    assert all(c not in h for h in s.hands for c in (2, 11, 18, 20))
    assert s.played == [-1, -1, -1, -1]


def test_BB_trick_last_card() -> None:
    s = trick_table(4, seed=12)
    s.battle_area = 0
    red = towns_where(s, colour="red")[0]
    start_trick(s, 0, [(11, 1), (3, 4), (6, 7), (9, 10)])
    s.church[0] = 9  # upkeep stops at seat 0's monastery, before the next deal
    n = len(s.events())
    play_trick(s, red, [11, 3, 6, 9])
    settle(s, stop=(MARK, DRAFT, MONASTERY))
    assert s.stage == MONASTERY
    rules_seen = event_rules(events_since(s, n))
    assert "BB.trick.last-card" in rules_seen
    last = rules_seen.index("BB.trick.last-card")
    assert rules_seen[last + 1] == "BB.upkeep.order"
    assert rules_seen[last + 2].startswith("BB.upkeep.marriage")
    for card in (1, 4, 7, 10):
        assert card in s.discards, "the last card in each hand is discarded unplayed"
    settle(s, stop=(DRAFT,))
    assert s.round == 2 and s.discards == [], "a new round reshuffles every card"


@pytest.mark.parametrize(("num_players", "tricks"), [(3, 7), (4, 5), (5, 4)])
def test_BB_trick_last_card__tricks_per_round(num_players: int, tricks: int) -> None:
    s = new_state(num_players, seed=13)
    play_random_until(
        s,
        lambda st: "BB.trick.last-card" in event_rules(st.events()),
        agent_seed=13,
    )
    seen = event_rules(s.events())
    assert seen.count("BB.trick.resolve-ascending") == tricks == s.game.params.tricks_per_round
    assert seen.count("BB.trick.last-card") == 1
    assert s.round == 1
