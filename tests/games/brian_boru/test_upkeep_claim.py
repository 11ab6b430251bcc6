"""Upkeep, claim-regions step (docs/rules/brian_boru.md §4.4), and the end of a round."""

from __future__ import annotations

from tabletop_lib.games.brian_boru.constants import (
    DRAFT,
    FACE_DOWN,
    ON_BOARD,
    PC_CLAIM,
    PC_NEW_ROUND,
    TERMINAL,
)
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    event_rules,
    events_since,
    legal_strs,
    run_upkeep_from,
    run_upkeep_step,
    town,
    towns_where,
    upkeep_table,
)


def place(s: State, player: int, towns: list[str], viking: bool = False) -> None:
    for t in towns:
        s.discs[player] |= 1 << town(s, t)
        if viking:
            s.viking |= 1 << town(s, t)


def region(s: State, region_id: str) -> tuple[int, list[str], int]:
    """(index, town ids, threshold) of a region."""
    r = s.game.board.region_index(region_id)
    return r, towns_where(s, region=region_id), s.game.board.thresholds[r]


def claim_step(s: State) -> list[str]:
    n = len(s.events())
    assert not run_upkeep_step(s, PC_CLAIM, PC_NEW_ROUND)
    return event_rules(events_since(s, n))


def test_BB_upkeep_claim_unlock() -> None:
    s = upkeep_table(4, seed=70)
    r, towns, threshold = region(s, "leinster")
    assert threshold == 4
    # Seat 0: one town with a monastery (2); seat 2: one town (1); a Viking town (1): 4.
    place(s, 0, towns[:1])
    s.monastery |= 1 << town(s, towns[0])
    place(s, 2, towns[1:2])
    place(s, 1, towns[2:3], viking=True)
    rules_seen = claim_step(s)
    assert "BB.upkeep.claim.unlock" in rules_seen
    # Face up, and seat 0 (2 towns with the monastery) leads alone: they take it.
    assert s.claims[r] == 0


def test_BB_upkeep_claim_unlock__below_threshold() -> None:
    s = upkeep_table(4, seed=71)
    r, towns, threshold = region(s, "munster")
    place(s, 3, towns[: threshold - 1])
    rules_seen = claim_step(s)
    # One town short: the token stays face down, and a face-down token cannot be taken.
    assert s.claims[r] == FACE_DOWN
    assert "BB.upkeep.claim.unlock" not in rules_seen
    assert "BB.upkeep.claim.take" not in rules_seen


def test_BB_upkeep_claim_unlock__never_flips_back() -> None:
    s = upkeep_table(4, seed=72)
    r, _, _ = region(s, "dubhlinn")
    s.claims[r] = ON_BOARD
    claim_step(s)
    assert s.claims[r] == ON_BOARD


def test_BB_upkeep_claim_take() -> None:
    s = upkeep_table(4, seed=73)
    r, towns, _ = region(s, "connaught")
    s.claims[r] = ON_BOARD
    place(s, 1, towns[:3])
    place(s, 2, towns[3:5])
    rules_seen = claim_step(s)
    assert s.claims[r] == 1
    assert "BB.upkeep.claim.take" in rules_seen


def test_BB_upkeep_claim_take__tie_stays_on_board() -> None:
    s = upkeep_table(4, seed=74)
    r, towns, _ = region(s, "connaught")
    s.claims[r] = ON_BOARD
    place(s, 1, towns[:2])
    place(s, 2, towns[2:4])
    claim_step(s)
    assert s.claims[r] == ON_BOARD


def test_BB_upkeep_claim_take__holder_keeps_on_tie() -> None:
    s = upkeep_table(4, seed=75)
    r, towns, _ = region(s, "connaught")
    s.claims[r] = 3
    place(s, 3, towns[:2])
    place(s, 0, towns[2:4])
    claim_step(s)
    assert s.claims[r] == 3
    # One more town for seat 0 (through a monastery): strictly more, and the token moves.
    s.monastery |= 1 << town(s, towns[2])
    claim_step(s)
    assert s.claims[r] == 0


def test_BB_upkeep_claim_vikings() -> None:
    s = upkeep_table(4, seed=76)
    r, towns, _ = region(s, "munster")
    s.claims[r] = 2
    place(s, 2, towns[:2])
    place(s, 0, towns[2:5], viking=True)
    rules_seen = claim_step(s)
    # The Vikings (3) alone lead: the token goes back to the board.
    assert s.claims[r] == ON_BOARD
    assert "BB.upkeep.claim.vikings" in rules_seen
    # The Vikings control seat 0's towns: seat 0 counts none of them.
    claim_step(s)
    assert s.claims[r] == ON_BOARD


def test_BB_upkeep_claim_vikings__tie_with_vikings() -> None:
    s = upkeep_table(4, seed=77)
    r, towns, _ = region(s, "munster")
    s.claims[r] = ON_BOARD
    place(s, 2, towns[:2])
    place(s, 0, towns[2:4], viking=True)
    rules_seen = claim_step(s)
    # Read among players (option viking_claim_tie, default): seat 2 leads them and takes it.
    assert s.claims[r] == 2
    assert "BB.upkeep.claim.vikings-tie" in rules_seen


def test_BB_round_end() -> None:
    s = upkeep_table(4, seed=78)
    rnd = s.round
    n = len(s.events())
    run_upkeep_from(s, PC_CLAIM)
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen[0] == "BB.round.end"
    assert rules_seen[1] == "BB.prep.vikings"
    assert s.round == rnd + 1 and s.stage == DRAFT
    assert legal_strs(s) == [f"pick {c}" for c in s.packs[0]]


def test_BB_round_end__game_over_when_marriage_deck_empty() -> None:
    s = upkeep_table(4, seed=79)
    s.marriage_deck = []
    run_upkeep_from(s, PC_CLAIM)
    assert s.stage == TERMINAL and s.is_terminal()
    assert s.current_player() == -1 and s.legal_actions() == []
    end = [e for e in s.events() if e.rule == "BB.round.end"]
    assert "game ends" in end[-1].text
