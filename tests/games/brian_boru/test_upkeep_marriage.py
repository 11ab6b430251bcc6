"""Upkeep, marriage step (docs/rules/brian_boru.md §4.1) and the Princess of Denmark."""

from __future__ import annotations

from tabletop_lib.games.brian_boru.actions import ChoosePrincess
from tabletop_lib.games.brian_boru.constants import (
    CLAIM_TOWN,
    DRAFT,
    FACE_DOWN,
    NO_CARD,
    ON_BOARD,
    PC_BATTLE,
    PC_MARRIAGE,
    PRINCESS,
    PRINCESS_CARD,
    TERMINAL,
)
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    act,
    assert_illegal,
    category,
    event_rules,
    events_since,
    legal_strs,
    marriage_card,
    run_upkeep_from,
    run_upkeep_step,
    set_towns,
    town,
    towns_where,
    upkeep_table,
)


def track_index(s: State, **reward: int) -> int:
    """The first marriage-track space whose reward has these values (from cards.json)."""
    for i, r in enumerate(s.game.cards.track):
        if all(getattr(r, k) == v for k, v in reward.items()):
            return i
    raise AssertionError(f"no track space with {reward}")


def test_BB_upkeep_marriage_winner() -> None:
    s = upkeep_table(4, seed=40)
    brigid = marriage_card(s, "brigid")
    info = s.game.cards.marriage[brigid]
    assert info.points > 0 and info.renown == 0 and info.town_in_region < 0
    s.marriage_current = brigid
    s.track = [0, 5, 3, 0]
    n = len(s.events())
    assert not run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.marriages_won == [[], [brigid], [], []]
    assert s.track[1] == 0, "the winner drops to the bottom"
    assert s.track[2] == 3, "the others keep their positions"
    assert s.score[1] == 10 + info.points and category(s, 1, "marriage cards") == info.points
    assert s.score[2] == 10 and s.marriage_current == NO_CARD
    winner = [e for e in events_since(s, n) if e.rule == "BB.upkeep.marriage.winner"]
    assert winner and all(e.player == 1 for e in winner)


def test_BB_upkeep_marriage_winner__renown_reward() -> None:
    s = upkeep_table(4, seed=40)
    aoife = marriage_card(s, "aoife")
    info = s.game.cards.marriage[aoife]
    assert info.renown > 0
    s.marriage_current = aoife
    s.track = [0, 0, 1, 0]
    run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.renown[2] == 1 + info.renown and s.score[2] == 10 + info.points
    assert s.renown[0] == s.renown[1] == s.renown[3] == 1


def test_BB_upkeep_marriage_nobody() -> None:
    s = upkeep_table(4, seed=41)
    s.marriage_current = marriage_card(s, "brigid")
    n = len(s.events())
    run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.marriages_won == [[]] * 4
    assert s.score == [10] * 4 and s.marriage_current == NO_CARD
    rules_seen = event_rules(events_since(s, n))
    assert "BB.upkeep.marriage.nobody" in rules_seen
    assert "BB.upkeep.marriage.winner" not in rules_seen


def test_BB_upkeep_marriage_card_town() -> None:
    s = upkeep_table(4, seed=42)
    orlaith = marriage_card(s, "orlaith")
    region = s.game.board.region_ids[s.game.cards.marriage[orlaith].town_in_region]
    inside = towns_where(s, region=region)
    set_towns(s, 0, inside[:2])
    s.marriage_current = orlaith
    s.track = [0, 4, 0, 0]
    assert run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.stage == CLAIM_TOWN and s.current_player() == 1
    assert legal_strs(s) == [f"claim-town {t}" for t in inside[2:]]
    outside = next(t for t in towns_where(s, free=True) if t not in inside)
    assert_illegal(s, f"claim-town {outside}", "BB.upkeep.marriage.card-town")
    assert_illegal(s, f"claim-town {inside[0]}", "BB.upkeep.marriage.card-town")
    act(s, f"claim-town {inside[3]}")
    assert s.discs[1] == 1 << town(s, inside[3])
    assert s.stage == DRAFT and s.round == 2, "upkeep went on to the next round"


def test_BB_upkeep_marriage_card_town__region_full() -> None:
    s = upkeep_table(4, seed=42)
    orlaith = marriage_card(s, "orlaith")
    region = s.game.board.region_ids[s.game.cards.marriage[orlaith].town_in_region]
    set_towns(s, 2, towns_where(s, region=region))
    s.marriage_current = orlaith
    s.track = [0, 4, 0, 0]
    n = len(s.events())
    assert not run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.discs[1] == 0 and s.marriages_won[1] == [orlaith]
    assert any(
        e.rule == "BB.upkeep.marriage.card-town" and "No free town" in e.text
        for e in events_since(s, n)
    )


def test_BB_upkeep_marriage_track_rewards() -> None:
    s = upkeep_table(4, seed=43)
    track = s.game.cards.track
    top = len(track) - 1
    two_coins = track_index(s, coins=2)
    renown = track_index(s, renown=1)
    one_coin = track_index(s, coins=1)
    s.marriage_current = marriage_card(s, "brigid")
    s.marker = 2
    s.track = [top, two_coins, renown, one_coin]
    n = len(s.events())
    run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.track == [0, two_coins, renown, one_coin]
    assert s.coins == [3, 5, 3, 4]
    assert s.renown == [1, 1, 2, 1]
    rewarded = [e.player for e in events_since(s, n) if e.rule.endswith("track-rewards")]
    assert rewarded == [2, 3, 1], "clockwise from the marker holder; the winner gets nothing"


def test_BB_upkeep_marriage_track_town() -> None:
    s = upkeep_table(4, seed=44)
    town_space = track_index(s, town_anywhere=1)
    s.marriage_current = marriage_card(s, "brigid")
    s.track = [town_space + 1, 0, town_space, 0]
    taken = towns_where(s)[5]
    set_towns(s, 3, [taken])
    assert run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.stage == CLAIM_TOWN and s.current_player() == 2
    assert legal_strs(s) == [f"claim-town {t}" for t in towns_where(s, free=True)]
    assert_illegal(s, f"claim-town {taken}", "BB.upkeep.marriage.track-town")
    far = towns_where(s, region="munster", free=True)[-1]
    n = len(s.events())
    act(s, f"claim-town {far}")
    assert s.discs[2] == 1 << town(s, far)
    assert ("BB.upkeep.marriage.track-town", 2) in [(e.rule, e.player) for e in events_since(s, n)]


def test_BB_upkeep_marriage_track_town__no_free_town() -> None:
    s = upkeep_table(4, seed=44)
    town_space = track_index(s, town_anywhere=1)
    s.marriage_current = marriage_card(s, "brigid")
    s.track = [town_space + 1, 0, town_space, 0]
    set_towns(s, 3, towns_where(s))
    assert not run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.discs[2] == 0
    assert any(e.rule == "BB.upkeep.marriage.track-town" for e in s.events())


# -- the Princess of Denmark --------------------------------------------------------------
def last_round_princess(seed: int, winner: int = 2, **options: object) -> State:
    s = upkeep_table(4, seed=seed, **options)
    s.marriage_deck = []
    s.marriage_current = PRINCESS_CARD
    s.track[winner] = 6
    return s


def test_BB_princess_choice() -> None:
    s = last_round_princess(45)
    assert run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    assert s.stage == PRINCESS and s.current_player() == 2
    assert legal_strs(s) == [
        "princess military-support",
        "princess establish-trade",
        "princess spurn",
    ]
    assert_illegal(s, ChoosePrincess("marry"), "BB.princess.choice")
    assert_illegal(s, "claim-town tara", "BB.turn.pending-decision")
    assert s.track[2] == 0 and s.marriages_won[2] == [PRINCESS_CARD]


def test_BB_princess_spurn() -> None:
    s = last_round_princess(46)
    run_upkeep_step(s, PC_MARRIAGE, PC_BATTLE)
    act(s, "princess spurn")
    spurn = s.game.cards.princess_spurn_points
    assert spurn == 4
    assert category(s, 2, "princess") == spurn
    assert s.marriages_won[2] == [], "a spurned Princess is discarded"
    assert s.princess_holder == -1 and s.princess_mode == ""
    assert s.stage == TERMINAL


def viking_region_scenario(seed: int, option: str, **options: object) -> State:
    """Seat 2 wins the Princess in the last round and picks ``option``.

    Leinster: seat 2 has 1 town, seat 0 has 2, and 2 towns of seat 3 are under Viking control.
    Munster and Ulaid each hold one Viking town (on seat 3's discs); seat 2 also has Bréifne.
    Leinster's claim token is face up on the board.
    """
    s = last_round_princess(seed, **options)
    leinster = towns_where(s, region="leinster")
    set_towns(s, 2, [leinster[0], towns_where(s, region="breifne")[0]])
    set_towns(s, 0, leinster[1:3])
    vik = [*leinster[3:5], towns_where(s, region="munster")[0], towns_where(s, region="ulaid")[0]]
    set_towns(s, 3, vik)
    for t in vik:
        s.viking |= 1 << town(s, t)
    s.claims[s.game.board.region_index("leinster")] = ON_BOARD
    run_upkeep_from(s, PC_MARRIAGE)
    act(s, f"princess {option}")
    assert s.stage == TERMINAL
    return s


def test_BB_princess_military_support() -> None:
    s = viking_region_scenario(47, "military-support")
    leinster = s.game.board.region_index("leinster")
    assert s.princess_holder == 2 and s.princess_mode == "military-support"
    # Claim step: 1 own + 2 Viking towns = 3 beat seat 0's 2, so seat 2 takes the token.
    assert s.claims[leinster] == 2
    assert category(s, 2, "claim tokens held") == s.game.board.claim_points[leinster]
    # Regions spread: Viking towns do not count (Leinster and Bréifne only: 0 points).
    assert category(s, 2, "regions") == 0
    assert s.marriages_won[2] == [PRINCESS_CARD]


def test_BB_princess_military_support__claim_board() -> None:
    """Final scoring of a face-up token left on the board counts Viking towns for the holder."""
    s = last_round_princess(48)
    munster = s.game.board.region_index("munster")
    inside = towns_where(s, region="munster")
    set_towns(s, 0, inside[:2])
    set_towns(s, 3, inside[2:4])
    s.viking = 1 << town(s, inside[2]) | 1 << town(s, inside[3])
    s.claims[munster] = 0
    run_upkeep_from(s, PC_MARRIAGE)
    act(s, "princess military-support")
    # Seat 2 (0 own + 2 Viking) ties seat 0 (2): the held token stays with seat 0.
    assert s.claims[munster] == 0
    # Now leave a token on the board with the same tie: both tied players score half.
    s = last_round_princess(48)
    set_towns(s, 0, inside[:2])
    set_towns(s, 3, inside[2:4])
    s.viking = 1 << town(s, inside[2]) | 1 << town(s, inside[3])
    s.claims[munster] = ON_BOARD
    run_upkeep_from(s, PC_MARRIAGE)
    act(s, "princess military-support")
    half = s.game.board.claim_points[munster] // 2
    assert s.claims[munster] == ON_BOARD
    assert category(s, 2, "claim tokens on board") == half
    assert category(s, 0, "claim tokens on board") == half


def test_BB_princess_establish_trade() -> None:
    s = viking_region_scenario(49, "establish-trade")
    leinster = s.game.board.region_index("leinster")
    assert s.princess_mode == "establish-trade"
    # Claim step: Viking towns are not seat 2's; seat 0 (2) leads the players and ties the
    # Vikings (2), so by default (BB.upkeep.claim.vikings-tie) seat 0 takes the token.
    assert s.claims[leinster] == 0
    # Regions spread: Leinster, Bréifne + Munster, Ulaid through the Viking towns = 4 regions.
    assert category(s, 2, "regions") == s.game.params.region_spread[4] == 1
    assert category(s, 2, "claim tokens held") == 0
    assert category(s, 0, "claim tokens held") == s.game.board.claim_points[leinster]
    assert s.claims.count(FACE_DOWN) >= 5


def test_BB_princess_establish_trade__token_left_on_board() -> None:
    s = viking_region_scenario(49, "establish-trade", viking_claim_tie="token-stays")
    leinster = s.game.board.region_index("leinster")
    # The Viking tie keeps the token on the board; the regions spread is as by default.
    assert s.claims[leinster] == ON_BOARD
    assert category(s, 2, "regions") == 1
    # Half points of the board token: seat 0 has the most player towns there; seat 2 does not.
    assert category(s, 2, "claim tokens on board") == 0
    assert category(s, 0, "claim tokens on board") == s.game.board.claim_points[leinster] // 2
