"""Card selection (Fase de Seleção de Cartas)."""

from __future__ import annotations

import pytest

from tabletop_lib.games.brian_boru.constants import DRAFT, MARK
from tabletop_lib.games.brian_boru.state import BrianBoruState as State

from .scenarios import (
    assert_illegal,
    event_rules,
    events_since,
    legal_strs,
    new_state,
    play_random_until,
)


def at_draft(num_players: int, seed: int = 0) -> State:
    s = new_state(num_players, seed=seed)
    play_random_until(s, lambda st: st.stage == DRAFT, agent_seed=seed)
    return s


@pytest.mark.parametrize(("num_players", "dealt", "aside"), [(3, 8, 1), (4, 6, 1), (5, 5, 0)])
def test_BB_draft_deal(num_players: int, dealt: int, aside: int) -> None:
    s = at_draft(num_players, seed=1)
    assert [len(p) for p in s.packs] == [dealt] * num_players
    assert len(s.set_aside) == aside
    everything = sorted([c for p in s.packs for c in p] + s.set_aside)
    assert everything == list(range(1, 26)), "all 25 action cards are dealt or set aside"
    assert s.hands == [[]] * num_players
    assert "BB.draft.deal" in event_rules(s.events())
    # The set-aside card is unseen: no observation shows it.
    for card in s.set_aside:
        for p in range(num_players):
            obs = s.observation(p)
            assert card not in obs["hand"] and card not in obs["pack"]


def test_BB_draft_pick() -> None:
    s = at_draft(4, seed=2)
    pack = s.packs[0][:]
    assert s.current_player() == 0 and s.picks_left == 2
    assert legal_strs(s) == [f"pick {c}" for c in pack]
    missing = next(c for c in range(1, 26) if c not in pack)
    assert_illegal(s, f"pick {missing}", "BB.draft.pick")
    s.apply_action(s.parse_action(f"pick {pack[3]}"))
    assert s.hands[0] == [pack[3]] and pack[3] not in s.packs[0]
    assert s.current_player() == 0, "two picks per pass, one at a time"
    assert legal_strs(s) == [f"pick {c}" for c in s.packs[0]]
    s.apply_action(s.parse_action(f"pick {pack[0]}"))
    assert s.hands[0] == sorted([pack[0], pack[3]])
    assert s.current_player() == 1 and len(s.packs[0]) == 4


def test_BB_draft_pass_left() -> None:
    s = at_draft(4, seed=3)
    for _ in range(4 * 2):
        s.apply_action(s.legal_actions()[-1])
    # Every seat kept its two highest cards; seat p's remaining 4 cards go to seat p + 1.
    assert all(len(h) == 2 for h in s.hands)
    assert all(len(p) == 4 for p in s.packs)
    assert any(e.rule == "BB.draft.pass-left" for e in s.events())
    # Seat 1's new pack is what seat 0 left: it holds none of seat 0's picks.
    for p in range(4):
        assert not set(s.packs[(p + 1) % 4]) & set(s.hands[p])
    assert s.current_player() == 0 and s.stage == DRAFT


def test_BB_draft_pass_left_receives_from_right() -> None:
    s = at_draft(3, seed=4)
    before = [p[:] for p in s.packs]
    picks: list[list[int]] = [[], [], []]
    for seat in range(3):
        for _ in range(2):
            card = s.legal_actions()[0]
            picks[seat].append(card.card)  # type: ignore[union-attr]
            s.apply_action(card)
    for seat in range(3):
        left_over = sorted(set(before[seat]) - set(picks[seat]))
        assert sorted(s.packs[(seat + 1) % 3]) == left_over


@pytest.mark.parametrize(("num_players", "hand", "picks"), [(3, 8, 6), (4, 6, 4), (5, 5, 4)])
def test_BB_draft_keep_small_pack(num_players: int, hand: int, picks: int) -> None:
    s = at_draft(num_players, seed=5)
    n = len(s.events())
    decisions = 0
    while s.stage == DRAFT:
        s.apply_action(s.legal_actions()[0])
        decisions += 1
    assert s.stage == MARK
    assert decisions == picks * num_players, "the last pack of 1 or 2 is kept, not picked"
    assert [len(h) for h in s.hands] == [hand] * num_players
    assert s.packs == [[]] * num_players
    assert "BB.draft.keep-small-pack" in event_rules(events_since(s, n))
    dealt = sorted(c for h in s.hands for c in h)
    assert len(set(dealt)) == len(dealt) == hand * num_players


def test_BB_draft_hidden() -> None:
    s = at_draft(4, seed=6)
    while s.stage == DRAFT:
        s.apply_action(s.legal_actions()[0])
    obs = s.observation(0)
    assert obs["hand"] == s.hands[0]
    assert [p["hand_size"] for p in obs["players"]] == [len(h) for h in s.hands]
    # Swapping another player's hand for other cards is invisible to player 0.
    other = s.clone()
    other.hands[1], other.hands[2] = other.hands[2], other.hands[1]
    assert other.observation(0) == obs
    assert other.observation(1) != s.observation(1)
    text = str(s.observation(0))
    assert "set_aside" not in text and "viking_deck'" not in text


def test_BB_draft_deal__every_round_reshuffles_all_cards() -> None:
    s = new_state(4, seed=7)
    play_random_until(s, lambda st: st.round == 2 and st.stage == DRAFT, agent_seed=7)
    assert sorted([c for p in s.packs for c in p] + s.set_aside) == list(range(1, 26))
    assert s.hands == [[]] * 4
    assert event_rules(s.events()).count("BB.draft.deal") == 2
