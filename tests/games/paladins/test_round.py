"""The round (rules "Estrutura da Rodada" 1-7), passing, the reset and the end."""

from __future__ import annotations

import pytest

from .scenarios import (
    C,
    IllegalActionError,
    act,
    assert_illegal,
    event_rules,
    events_since,
    give,
    legal,
    new_state,
    play_random_until,
    to_actions,
)


def _through_setup(n: int = 2, seed: int = 0) -> object:
    s = new_state(n, seed)
    while s.period == C.P_SETUP:
        act(s, "hire 0" if s.townsfolk_row[0] >= 0 else legal(s)[0])
    return s


def test_PA_turn_pending_decision() -> None:
    s = new_state(2)
    assert_illegal(s, "pass", "PA.turn.pending-decision")
    assert_illegal(s, "keep roland", "PA.turn.pending-decision")


def test_PA_turn_game_over() -> None:
    s = play_random_until(new_state(2, seed=1), lambda st: st.is_terminal())
    assert s.legal_actions() == []
    assert_illegal(s, "pass", "PA.turn.game-over")
    assert s.current_player() == -1


def test_PA_round_first_player_passes() -> None:
    s = to_actions(3, seed=4)
    first = s.first_player
    play_random_until(s, lambda st: st.round == 2)
    assert s.first_player == (first + 1) % 3
    assert "PA.round.first-player-passes" in event_rules(s.events())


def test_PA_round_reveal_order() -> None:
    s = to_actions(2, seed=2)
    assert s.observation(0)["kings_orders"][0] is not None
    assert s.observation(0)["kings_orders"][1:] == [None, None]
    play_random_until(s, lambda st: st.round == 3)
    assert None not in s.observation(1)["kings_orders"]


def test_PA_round_reveal_favour() -> None:
    s = to_actions(2, seed=2)
    assert s.observation(0)["kings_favours"] == [None] * 5, "no favour before round 3"
    play_random_until(s, lambda st: st.round == 3)
    assert s.observation(0)["kings_favours"][0] is not None
    assert s.observation(0)["kings_favours"][1:] == [None] * 4
    play_random_until(s, lambda st: st.round == 7)
    assert None not in s.observation(0)["kings_favours"]
    assert "PA.round.reveal-favour" in event_rules(s.events())


@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_round_reveal_taverns(n: int) -> None:
    s = to_actions(n)
    assert len(s.tavern_row) == n + 1


def test_PA_round_draw_paladins() -> None:
    s = _through_setup(3, seed=1)
    assert s.stage == C.KEEP and s.round == 1
    for p in range(3):
        hand = s.phand[p * 3 : p * 3 + 3]
        assert all(c >= 0 for c in hand)
        assert len(s.pdeck[p]) == 9


def test_PA_round_keep_paladin() -> None:
    s = _through_setup(2, seed=1)
    p = s.current
    hand = sorted(s.phand[p * 3 : p * 3 + 3])
    names = [s.game.data.paladins[c].id for c in hand]
    assert legal(s) == [f"keep {n}" for n in names]
    act(s, f"keep {names[1]}")
    assert s.paladin[p] == hand[1]
    assert s.stage == C.TOP and s.current == p
    assert s.observation(1 - p)["players"][p]["paladin"] is None, "kept face down"
    assert s.observation(1 - p)["players"][p]["paladin_face_down"] is True


def test_PA_round_top_paladin() -> None:
    s = _through_setup(2, seed=1)
    p = s.current
    hand = sorted(s.phand[p * 3 : p * 3 + 3])
    names = [s.game.data.paladins[c].id for c in hand]
    act(s, f"keep {names[0]}")
    assert legal(s) == [f"top {names[1]}", f"top {names[2]}"]
    act(s, f"top {names[2]}")
    assert s.pdeck[p][0] == hand[2] and s.pdeck[p][-1] == hand[1]
    assert len(s.pdeck[p]) == 11
    mine = s.observation(p)["my_paladins"]
    assert mine["deck_top"] == names[2] and mine["deck_bottom"] == [names[1]]


def test_PA_round_reveal_paladin() -> None:
    s = _through_setup(2, seed=3)
    while s.stage != C.TAVERN:
        act(s, legal(s)[0])
    p = s.current
    paladin = s.game.data.paladins[s.paladin[p]]
    assert s.revealed >> p & 1
    assert sum(s.workers[p * 6 : p * 6 + 6]) == 2, "two workers"
    for code in paladin.workers:
        assert s.workers[p * 6 + (code & 255 if code >> 8 == C.OP_WORKER else 5)] >= 1
    assert s.observation(1 - p)["players"][p]["paladin"] == paladin.id


def test_PA_round_paladin_bonus() -> None:
    s = to_actions(2, seed=3)
    p = s.current
    paladin = s.game.data.paladins[s.paladin[p]]
    for a in range(3):
        assert s.effective(p, a) == s.attribute(p, a) + paladin.bonus[a]
        assert s.attribute(p, a) == 0, "the track does not move"
    play_random_until(s, lambda st: st.round == 2 and st.stage == C.KEEP)
    assert all(s.effective(q, a) == s.attribute(q, a) for q in range(2) for a in range(3))


def test_PA_round_paladin_ability() -> None:
    s = to_actions(2, seed=0)
    p = s.current
    s.paladin[p] = s.game.paladin_index["otton"]  # +2 silver when trading
    give(s, workers={"labourer": 1}, silver=0)
    act(s, "act trade-1")
    assert s.silver[p] == 1 + 2
    assert "PA.round.paladin-ability" in event_rules(s.events())


def test_PA_round_take_tavern() -> None:
    s = _through_setup(2, seed=3)
    while s.stage != C.TAVERN:
        act(s, legal(s)[0])
    p = s.current
    assert legal(s) == ["tavern 0", "tavern 1", "tavern 2"]
    s.suspicion_deck = [0] * 24
    card = s.tavern_row[1]
    act(s, "tavern 1")
    workers = s.game.data.tavern_workers[card]
    assert sum(s.workers[p * 6 : p * 6 + 6]) == 2 + 4
    assert s.suspicion_count(p) == workers.count(C.CRIMINAL)
    assert s.tavern_taker[1] == p
    assert "tavern 1" not in legal(s)


def test_PA_round_action_or_pass() -> None:
    s = to_actions(3, seed=1)
    first = s.first_player
    assert s.current == first
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.current == (first + 1) % 3, "one action, then the next player"


def test_PA_round_pass() -> None:
    s = to_actions(2, seed=1)
    p = s.current
    act(s, "pass")
    assert s.passed >> p & 1
    q = s.current
    assert q != p
    give(s, workers={"labourer": 2})
    act(s, "act conspire")
    assert s.current == q, "a passed player is skipped"


def test_PA_reset_townsfolk() -> None:
    s = to_actions(2, seed=5)
    row = s.townsfolk_row[:]
    s.townsfolk_row[1] = -1  # taken this round
    act(s, "pass", "pass")
    assert row[4] in s.townsfolk_discard, "the rightmost card leaves"
    assert s.townsfolk_row[3:] == [row[2], row[3]]
    assert s.townsfolk_row[2] == row[0]
    assert all(c >= 0 for c in s.townsfolk_row)


def test_PA_reset_outsiders() -> None:
    s = to_actions(2, seed=5)
    row = s.outsider_row[:]
    s.outsider_row[3] = -1
    act(s, "pass", "pass")
    assert row[0] in s.outsider_discard, "the leftmost card leaves"
    assert s.outsider_row[:3] == [row[1], row[2], row[4]]
    assert all(c >= 0 for c in s.outsider_row)


def test_PA_reset_taverns() -> None:
    s = to_actions(3, seed=5)
    taverns = s.tavern_row[:]
    act(s, "pass", "pass", "pass")
    assert set(taverns) <= set(s.tavern_discard)
    assert len(s.tavern_row) == 4 and not set(s.tavern_row) & set(taverns)


def test_PA_reset_favours() -> None:
    s = to_actions(2, seed=5)
    play_random_until(s, lambda st: st.round == 3 and st.stage == C.ACTION)
    s.favour_used[0] = 0b11
    s.passed = 0b11 ^ (1 << s.current)
    act(s, "pass")
    assert s.favour_used == [0] * 5


def test_PA_reset_player_board() -> None:
    s = to_actions(2, seed=5)
    p = s.current
    s.used[p] = 0b111
    give(s, workers={"scout": 2})
    s.passed = 1 << (1 - p)
    act(s, "pass")
    assert s.used == [0, 0]
    assert s.workers[p * 6 : p * 6 + 6] == [2, 0, 0, 0, 0, 0] or s.round == 2
    # after the reset the unused scouts are gone; round 2's Paladin/Tavern workers come later
    assert s.stage == C.KEEP and sum(s.workers) == 0


def test_PA_reset_player_board__keep_unused() -> None:
    s = to_actions(2, seed=5, unused_workers="keep")
    p = s.current
    give(s, workers={"scout": 2})
    s.passed = 1 << (1 - p)
    act(s, "pass")
    assert s.workers[p * 6 + C.SCOUT] == 2


def test_PA_reset_paladin_discard() -> None:
    s = to_actions(2, seed=5)
    played = s.paladin[:]
    act(s, "pass", "pass")
    for p in range(2):
        assert s.pdiscard[p] >> played[p] & 1
        assert played[p] not in s.pdeck[p]
        assert len(s.pdeck[p]) == 8
    assert s.paladin == [-1, -1] and s.revealed == 0


def test_PA_deck_reshuffle() -> None:
    s = to_actions(4, seed=5)
    s.tavern_discard = s.tavern_deck[:-2] + s.tavern_discard
    s.tavern_deck = s.tavern_deck[-2:]
    act(s, "pass", "pass", "pass", "pass")
    assert len(s.tavern_row) == 5
    assert "PA.deck.reshuffle" in event_rules(s.events())
    cards = s.tavern_row + s.tavern_deck + s.tavern_discard
    assert sorted(cards) == list(range(24))


def test_PA_end_final_scoring() -> None:
    s = play_random_until(new_state(3, seed=8), lambda st: st.is_terminal())
    assert s.round == 7
    assert len(s.final) == 3 * len(C.CATEGORIES)
    assert s.scores() == [sum(s.final[p * 12 : p * 12 + 12]) for p in range(3)]
    assert event_rules(s.events()).count("PA.end.final-scoring") == 3
    assert s.winners()


def test_pass_is_always_legal_and_only_pass_without_workers() -> None:
    s = to_actions(2, seed=5)
    give(s, workers={})
    assert legal(s) == ["pass"]
    with pytest.raises(IllegalActionError):
        act(s, "act conspire")
    count = len(s.events())
    act(s, "pass")
    assert event_rules(events_since(s, count))[0] == "PA.round.pass"
