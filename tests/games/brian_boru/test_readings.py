"""Readings of the English rulebook made explicit: the options for doubtful readings and the
rules that were implemented but only implied (issue 10, section 9).

Each reading has a scenario built with the helpers of ``scenarios.py``: arrange a table, run
the step, assert the state, the events and what may be done next.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.games.brian_boru.constants import (
    BUY,
    DRAFT,
    FACE_DOWN,
    ON_BOARD,
    PC_BATTLE,
    PC_CHURCH,
    PC_CLAIM,
    PC_NEW_ROUND,
    TERMINAL,
)
from tabletop_lib.games.brian_boru.params import make_params
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    act,
    category,
    event_rules,
    events_since,
    legal_strs,
    new_state,
    play_random_until,
    run_upkeep_from,
    run_upkeep_step,
    set_towns,
    start_trick,
    town,
    towns_where,
    trick_table,
    upkeep_table,
)

# Components (English rulebook p. 3): the box holds 60 coins and 25 discs of each colour.
BOX_COINS = 60
BOX_DISCS = 25


# -- the options ------------------------------------------------------------------------------
def test_options_default_to_the_rulebook_reading() -> None:
    params = make_params(4)
    assert params.viking_claim_tie == "player-takes"
    assert params.monastery_at_end == "one-town"
    assert params.final_monastery_weight == 1
    assert make_params(4, monastery_at_end="two-towns").final_monastery_weight == 2


@pytest.mark.parametrize(
    ("option", "bad", "words"),
    [
        ("viking_claim_tie", "vikings-win", "'player-takes' or 'token-stays'"),
        ("monastery_at_end", 2, "'one-town' or 'two-towns'"),
    ],
)
def test_a_bad_option_value_names_the_allowed_ones(option: str, bad: object, words: str) -> None:
    with pytest.raises(ConfigError, match=f"{option} must be {words}, not {bad!r}"):
        make_params(4, **{option: bad})


# -- BB.upkeep.claim.vikings-tie [gap] ----------------------------------------------------------
def vikings_tie_table(seed: int, **options: object) -> tuple[State, int]:
    """Munster's token is held by seat 1 (1 town); seat 2 has 2 towns; the Vikings hold 2
    (on seat 0's discs). Returns the state and Munster's index."""
    s = upkeep_table(4, seed=seed, **options)
    munster = towns_where(s, region="munster")
    set_towns(s, 1, munster[:1])
    set_towns(s, 2, munster[1:3])
    set_towns(s, 0, munster[3:5])
    s.viking = 1 << town(s, munster[3]) | 1 << town(s, munster[4])
    r = s.game.board.region_index("munster")
    s.claims[r] = 1
    return s, r


def test_BB_upkeep_claim_vikings_tie() -> None:
    """Read among players (the default): seat 2 leads the players and takes the token."""
    s, r = vikings_tie_table(90)
    n = len(s.events())
    run_upkeep_from(s, PC_CLAIM)
    assert s.claims[r] == 2
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen.index("BB.upkeep.claim.vikings-tie") < rules_seen.index(
        "BB.upkeep.claim.take"
    )
    # The round is over and the next one has begun with its deal.
    assert s.stage == DRAFT and legal_strs(s) == [f"pick {c}" for c in s.packs[0]]


def test_BB_upkeep_claim_vikings_tie__option_token_stays() -> None:
    s, r = vikings_tie_table(90, viking_claim_tie="token-stays")
    n = len(s.events())
    run_upkeep_from(s, PC_CLAIM)
    assert s.claims[r] == 1, "the token stays with its holder"
    rules_seen = event_rules(events_since(s, n))
    assert "BB.upkeep.claim.vikings-tie" in rules_seen
    assert "BB.upkeep.claim.take" not in rules_seen
    assert s.stage == DRAFT


def test_BB_upkeep_claim_vikings_tie__more_vikings_still_win() -> None:
    """With one Viking town more the Vikings lead alone under either reading."""
    for option in ("player-takes", "token-stays"):
        s, r = vikings_tie_table(91, viking_claim_tie=option)
        extra = towns_where(s, region="munster")[5]
        s.discs[3] |= 1 << town(s, extra)
        s.viking |= 1 << town(s, extra)
        assert not run_upkeep_step(s, PC_CLAIM, PC_NEW_ROUND)
        assert s.claims[r] == ON_BOARD


# -- monasteries ------------------------------------------------------------------------------
def monastery_claim_table(seed: int) -> tuple[State, int]:
    """Leinster's token is face up on the board; seat 0 has one monastery town there and
    seat 1 one plain town. Returns the state and Leinster's index."""
    s = upkeep_table(4, seed=seed)
    leinster = towns_where(s, region="leinster")
    set_towns(s, 0, leinster[:1])
    set_towns(s, 1, leinster[1:2])
    s.monastery = 1 << town(s, leinster[0])
    r = s.game.board.region_index("leinster")
    s.claims[r] = ON_BOARD
    return s, r


def test_BB_upkeep_claim_monastery_double() -> None:
    """Seat 0's monastery town counts 2 and beats seat 1's one town."""
    s, r = monastery_claim_table(92)
    n = len(s.events())
    assert not run_upkeep_step(s, PC_CLAIM, PC_NEW_ROUND)
    assert s.claims[r] == 0
    assert "BB.upkeep.claim.monastery-double" in event_rules(events_since(s, n))


def test_BB_upkeep_claim_monastery_double__weight_from_params() -> None:
    """The claim step reads ``params.monastery_town_weight``: at 1, the towns tie 1-1."""
    s, r = monastery_claim_table(92)
    s.game.params = replace(s.game.params, monastery_town_weight=1)
    assert not run_upkeep_step(s, PC_CLAIM, PC_NEW_ROUND)
    assert s.claims[r] == ON_BOARD


def monastery_end_table(seed: int, **options: object) -> tuple[State, int]:
    """The last claim step: seat 0 has one monastery town in Connaught, seat 2 two towns; the
    face-up token lies on the board. Returns the finished game and Connaught's index."""
    s = upkeep_table(4, seed=seed, **options)
    s.marriage_deck = []
    connaught = towns_where(s, region="connaught")
    set_towns(s, 0, connaught[:1])
    set_towns(s, 2, connaught[1:3])
    s.monastery = 1 << town(s, connaught[0])
    r = s.game.board.region_index("connaught")
    s.claims[r] = ON_BOARD
    run_upkeep_from(s, PC_CLAIM)
    assert s.stage == TERMINAL and s.legal_actions() == []
    return s, r


def test_BB_final_claim_board_monastery() -> None:
    """Default: the monastery doubles in the claim step (a 2-2 tie keeps the token on the
    board) but not at the end, where seat 2 alone has the most towns."""
    s, r = monastery_end_table(93)
    half = s.game.board.claim_points[r] // 2
    assert s.claims[r] == ON_BOARD
    assert category(s, 2, "claim tokens on board") == half
    assert category(s, 0, "claim tokens on board") == 0
    final = [e for e in s.events() if e.rule == "BB.final.claim-board.monastery"]
    assert len(final) == 1 and "one town" in final[0].text


def test_BB_final_claim_board_monastery__option_two_towns() -> None:
    s, r = monastery_end_table(93, monastery_at_end="two-towns")
    half = s.game.board.claim_points[r] // 2
    assert s.claims[r] == ON_BOARD
    assert category(s, 2, "claim tokens on board") == half
    assert category(s, 0, "claim tokens on board") == half, "the tie shares the half points"


# -- the other implied rules --------------------------------------------------------------------
STEP_OF = {"marriage": 1, "princess": 1, "battle": 2, "church": 3, "claim": 4}


def upkeep_steps(rule_ids: list[str]) -> list[int]:
    """The upkeep step (1-4) of each upkeep event, in order."""
    steps = []
    for rule_id in rule_ids:
        parts = rule_id.split(".")
        if parts[1] == "princess":
            steps.append(1)
        elif parts[1] == "upkeep" and parts[2] in STEP_OF:
            steps.append(STEP_OF[parts[2]])
    return steps


def test_BB_upkeep_order() -> None:
    """In every upkeep of a seeded game the steps come marriage, battle, church, claim."""
    s = play_random_until(new_state(4, seed=94), lambda st: st.is_terminal(), agent_seed=94)
    rule_ids = event_rules(s.events())
    starts = [i for i, r in enumerate(rule_ids) if r == "BB.upkeep.order"]
    ends = [i for i, r in enumerate(rule_ids) if r == "BB.round.end"]
    assert len(starts) == len(ends) == s.game.params.rounds
    for start, end in zip(starts, ends, strict=True):
        steps = upkeep_steps(rule_ids[start:end])
        assert steps == sorted(steps)
        assert {1, 2} <= set(steps), "marriage and battle always report"


def test_BB_round_count() -> None:
    for n, rounds in ((3, 3), (4, 4), (5, 4)):
        s = new_state(n, seed=95)
        assert s.game.params.rounds == rounds
        setup = [e.text for e in s.events() if e.rule == "BB.round.count"]
        assert setup == [
            f"One round per marriage card: with {n} players the game lasts {rounds} rounds."
        ]
        play_random_until(s, lambda st: st.is_terminal(), agent_seed=n)
        assert s.round == rounds
        assert event_rules(s.events()).count("BB.prep.marriage-card") == rounds


def test_BB_upkeep_battle_no_raiders() -> None:
    """Nobody holds a raider: the battle step scores and gives nothing."""
    s = upkeep_table(4, seed=96)
    n = len(s.events())
    assert not run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert s.score == [10] * 4 and s.renown == [1] * 4
    assert event_rules(events_since(s, n)) == [
        "BB.upkeep.battle.repelled",
        "BB.upkeep.battle.no-raiders",
    ]


def test_BB_upkeep_battle_no_raiders__after_the_spoils() -> None:
    """The sole leader returns every raider; nobody is left for the recount."""
    s = upkeep_table(4, seed=97)
    s.raiders = [3, 0, 0, 0]
    n = len(s.events())
    assert not run_upkeep_step(s, PC_BATTLE, PC_CHURCH)
    assert s.raiders == [0] * 4
    assert [category(s, p, "battle recount") for p in range(4)] == [0] * 4
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen[-2:] == ["BB.upkeep.battle.spoils", "BB.upkeep.battle.no-raiders"]


def test_BB_supply_unlimited() -> None:
    """A player already holding every coin and disc of the box still takes more."""
    s = trick_table(4, seed=98)
    assert "BB.supply.unlimited" in event_rules(s.events())
    s.coins[1] = BOX_COINS
    s.church[1] = BOX_DISCS
    # Seat 1 loses with blue 16 (secondary B: three church discs) to white 20.
    start_trick(s, 0, [(20, 1, 2), (16, 4, 5), (23, 7, 8), (25, 10, 11)])
    act(s, f"mark {towns_where(s, colour='red', free=True)[0]}", "play 20", "play 16")
    act(s, "play 23", "play 25", "secondary B")
    assert s.church[1] == BOX_DISCS + 1
    assert s.stage == BUY and legal_strs(s) == ["buy-extra", "stop-buying"]
    act(s, "buy-extra")
    assert s.church[1] == BOX_DISCS + 2 and s.coins[1] == BOX_COINS - s.game.params.extra_cost


def test_BB_final_face_down() -> None:
    """Seat 3 alone has towns in Munster, one short of its threshold: the token stays face
    down, and a face-down token scores for nobody."""
    s = upkeep_table(4, seed=99)
    s.marriage_deck = []
    r = s.game.board.region_index("munster")
    threshold = s.game.board.thresholds[r]
    set_towns(s, 3, towns_where(s, region="munster")[: threshold - 1])
    run_upkeep_from(s, PC_CLAIM)
    assert s.stage == TERMINAL
    assert s.claims[r] == FACE_DOWN
    assert category(s, 3, "claim tokens held") == category(s, 3, "claim tokens on board") == 0
    face_down = [e for e in s.events() if e.rule == "BB.final.face-down"]
    assert len(face_down) == 1 and s.game.board.region_names[r] in face_down[0].text
