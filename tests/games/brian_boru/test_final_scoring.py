"""Final scoring (Pontuação Final; docs/rules/brian_boru.md §5): scoring.py and a finished game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop_lib.games.brian_boru import scoring
from tabletop_lib.games.brian_boru.constants import ON_BOARD, PC_CLAIM, TERMINAL
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    assert_illegal,
    category,
    event_rules,
    new_state,
    play_random_until,
    run_upkeep_from,
    set_towns,
    town,
    towns_where,
    upkeep_table,
)


# -- the pure functions ---------------------------------------------------------------------
def test_BB_final_regions() -> None:
    assert [scoring.region_spread_points(n) for n in range(9)] == [0, 0, 0, 1, 1, 3, 5, 7, 10]
    assert scoring.regions_points([0, 3, 8, 5]) == [0, 1, 10, 3]
    with pytest.raises(ValueError):
        scoring.region_spread_points(-1)
    params = new_state(3).game.params
    assert [scoring.region_spread_points(n, params.region_spread) for n in range(9)] == [
        0, 0, 0, 1, 1, 3, 5, 7, 10
    ]  # fmt: skip


def test_BB_final_regions_reads_the_params_table() -> None:
    s = new_state(3)
    touched = scoring.regions_touched(s)
    doubled = {n: 2 * v + 1 for n, v in s.game.params.region_spread.items()}
    s.game.params = replace(s.game.params, region_spread=doubled)
    assert scoring.final_points(s)["regions"] == [doubled[n] for n in touched]


def test_BB_final_most_coins() -> None:
    assert scoring.most_coins_points([3, 7, 2]) == [0, 1, 0]
    assert scoring.most_coins_points([7, 7, 2]) == [0, 0, 0], "nothing on a tie"
    assert scoring.most_coins_points([0, 0, 0, 1, 0]) == [0, 0, 0, 1, 0]
    assert scoring.most_coins_points([4, 1, 1], points=2) == [2, 0, 0]


def test_BB_final_marker() -> None:
    assert scoring.marker_points(4, 2) == [0, 0, 1, 0]
    assert scoring.marker_points(3, 0) == [1, 0, 0]


def test_BB_final_renown() -> None:
    assert scoring.renown_points([1, 0, 4]) == [1, 0, 4]
    assert scoring.renown_points([2, 3], per_token=2) == [4, 6]


def test_BB_final_claim_held() -> None:
    claims = [0, -2, -1, 2, 0]
    values = [6, 4, 3, 5, 2]
    assert scoring.claim_held_points(3, claims, values) == [8, 0, 5]
    assert scoring.claim_held_points(4, [-2] * 5, values) == [0, 0, 0, 0]


def test_BB_final_claim_board() -> None:
    towns = [[2, 2, 1], [0, 3, 1], [0, 0, 0], [1, 0, 0]]
    on_board = [True, True, True, False]
    values = [7, 5, 6, 4]
    # Region 0: tie 2-2 -> 3 each; region 1: 2 to seat 1; region 2: nobody has a town.
    assert scoring.claim_board_points(towns, on_board, values) == [3, 5, 0]
    # With the Vikings as rivals, a strict Viking majority voids a region; a tie does not.
    assert scoring.claim_board_points(towns, on_board, values, viking_towns=[3, 3, 5, 9]) == [
        0,
        2,
        0,
    ]


def test_BB_final_claim_board__option_players_and_vikings() -> None:
    s = finished_table(80, half_point_rivals="players-and-vikings")
    munster = s.game.board.region_index("munster")
    assert s.claims[munster] == ON_BOARD
    assert category(s, 0, "claim tokens on board") == 0, "the Vikings have more there"
    s = finished_table(80)
    assert category(s, 0, "claim tokens on board") == s.game.board.claim_points[munster] // 2


def finished_table(seed: int, **options: object) -> State:
    """The last upkeep's claim step, then final scoring, on an arranged table.

    Munster: face up on the board; seat 0 has 1 town, the Vikings 2 (on seat 3's discs).
    Seat 1 holds Leinster's token; seat 2 holds the most coins and the marker.
    """
    s = upkeep_table(4, seed=seed, **options)
    s.marriage_deck = []
    munster = towns_where(s, region="munster")
    set_towns(s, 0, munster[:1])
    set_towns(s, 3, munster[1:3])
    s.viking = 1 << town(s, munster[1]) | 1 << town(s, munster[2])
    s.claims[s.game.board.region_index("munster")] = ON_BOARD
    run_upkeep_from(s, PC_CLAIM)
    assert s.stage == TERMINAL
    return s


# -- final scoring of a state ---------------------------------------------------------------
def final_table(seed: int = 81) -> State:
    """A last upkeep about to score, with one distinct winner per category."""
    s = upkeep_table(4, seed=seed)
    s.marriage_deck = []
    board = s.game.board
    s.coins = [3, 9, 2, 9]  # tie for most coins: nobody scores it
    s.marker = 2
    s.renown = [0, 2, 1, 4]
    leinster = board.region_index("leinster")
    s.claims[leinster] = 1
    # Seat 1 keeps Leinster (sole leader there); seat 0 touches 5 regions.
    set_towns(s, 1, towns_where(s, region="leinster")[:2])
    seat0 = [towns_where(s, region=board.region_ids[r])[-1] for r in (0, 1, 2, 3, 4)]
    set_towns(s, 0, seat0)
    run_upkeep_from(s, PC_CLAIM)
    assert s.stage == TERMINAL
    return s


def test_BB_final_most_coins__in_a_game() -> None:
    s = final_table()
    assert [category(s, p, "most coins") for p in range(4)] == [0, 0, 0, 0]
    s = upkeep_table(4, seed=82)
    s.marriage_deck = []
    s.coins = [3, 9, 2, 8]
    run_upkeep_from(s, PC_CLAIM)
    assert [category(s, p, "most coins") for p in range(4)] == [0, 1, 0, 0]


def test_BB_final_marker__in_a_game() -> None:
    s = final_table()
    assert [category(s, p, "active town marker") for p in range(4)] == [0, 0, 1, 0]


def test_BB_final_renown__in_a_game() -> None:
    s = final_table()
    assert [category(s, p, "renown") for p in range(4)] == [0, 2, 1, 4]


def test_BB_final_claim_held__in_a_game() -> None:
    s = final_table()
    leinster = s.game.board.region_index("leinster")
    assert s.claims[leinster] == 1
    held = [category(s, p, "claim tokens held") for p in range(4)]
    assert held == [0, s.game.board.claim_points[leinster], 0, 0]


def test_BB_final_regions__in_a_game() -> None:
    s = final_table()
    assert [category(s, p, "regions") for p in range(4)] == [3, 0, 0, 0]


def test_BB_final_tie_break() -> None:
    s = final_table()
    # Scores: seat 0: 10 + 3 (regions); seat 1: 10 + 2 + 6; seat 2: 10 + 1 + 1; seat 3: 10 + 4.
    leinster = s.game.board.claim_points[s.game.board.region_index("leinster")]
    assert s.score == [13, 10 + 2 + leinster, 12, 14]
    assert s.winners() == [1]
    # Equal scores: the most claim tokens decides.
    s.score = [14, 14, 14, 14]
    assert s.winners() == [1]
    # Equal claim tokens too: the most marriage cards.
    s.claims = [-2] * 8
    s.marriages_won = [[], [0], [1, 2], []]
    assert s.winners() == [2]
    # Still equal: a shared win.
    s.marriages_won = [[], [0], [1], []]
    assert s.winners() == [1, 2]
    assert any(e.rule == "BB.final.tie-break" for e in s.events())


def test_BB_final_breakdown_sums_to_score() -> None:
    s = final_table()
    for p in range(4):
        rows = [r for r in s.score_breakdown() if r["player"] == p]
        assert sum(int(str(r["points"])) for r in rows) == s.score[p]
    rules_seen = event_rules(s.events())
    for rid in ("BB.final.marker", "BB.final.renown", "BB.final.claim-held", "BB.final.regions"):
        assert rid in rules_seen


def test_BB_turn_game_over() -> None:
    s = final_table()
    assert s.is_terminal() and s.current_player() == -1 and s.legal_actions() == []
    assert_illegal(s, "pick 3", "BB.turn.game-over")
    assert_illegal(s, "mark tara", "BB.turn.game-over")


def test_BB_turn_game_over__random_game_reaches_the_end() -> None:
    s = new_state(3, seed=83)
    play_random_until(s, lambda st: st.is_terminal(), agent_seed=83)
    assert s.round == 3, "3 players play 3 rounds"
    assert all(v >= 0 for v in s.score)
    assert_illegal(s, "stop-buying", "BB.turn.game-over")
