"""Setup (Preparação), the preparation phase and the turn rules."""

from __future__ import annotations

import pytest

from tabletop_lib.games.brian_boru.constants import (
    DRAFT,
    FACE_DOWN,
    PC_NEW_ROUND,
    PRINCESS_CARD,
    SETUP_TOWN,
)

from .scenarios import (
    assert_illegal,
    event_rules,
    events_since,
    legal_strs,
    new_state,
    region_of,
    run_upkeep_from,
    towns_where,
)


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_BB_setup_supplies(num_players: int) -> None:
    s = new_state(num_players, seed=3)
    assert s.coins == [3] * num_players
    assert s.renown == [1] * num_players
    assert s.score == [10] * num_players
    assert s.track == [0] * num_players
    assert s.raiders == [0] * num_players and s.church == [0] * num_players
    assert s.discs == [0] * num_players
    start = {(r["player"], r["category"]): r["points"] for r in s.score_breakdown()}
    assert all(start[(p, "start")] == 10 for p in range(num_players))
    assert "BB.setup.supplies" in event_rules(s.events())


@pytest.mark.parametrize(("num_players", "above"), [(3, 2), (4, 3), (5, 3)])
def test_BB_setup_marriage_deck(num_players: int, above: int) -> None:
    decks = set()
    for seed in range(12):
        s = new_state(num_players, seed=seed)
        deck = s.marriage_deck
        assert len(deck) == above + 1
        assert deck[0] == PRINCESS_CARD, "the Princess lies at the bottom"
        ordinary = deck[1:]
        assert len(set(ordinary)) == above
        assert all(0 <= c < len(s.game.cards.marriage) for c in ordinary)
        decks.add(tuple(deck))
    assert len(decks) > 1, "the ordinary marriage cards are chosen at random"


def test_BB_setup_viking_deck() -> None:
    strengths = sorted(new_state(4).game.cards.viking_strengths)
    orders = set()
    for seed in range(10):
        s = new_state(4, seed=seed)
        assert sorted(s.viking_deck) == strengths
        orders.add(tuple(s.viking_deck))
    assert len(orders) > 1, "the Viking deck is shuffled"
    assert "BB.setup.viking-deck" in event_rules(new_state(4).events())


def test_BB_setup_claim_tokens() -> None:
    s = new_state(5, seed=1)
    assert s.claims == [FACE_DOWN] * 8
    assert "BB.setup.claim-tokens" in event_rules(s.events())


def test_BB_setup_start_player() -> None:
    seen = set()
    for seed in range(40):
        s = new_state(4, seed=seed)
        assert s.marker == s.start_player == s.current_player()
        seen.add(s.start_player)
    assert seen == {0, 1, 2, 3}


def test_BB_setup_start_town() -> None:
    s = new_state(4, seed=2)
    first = s.start_player
    legal = legal_strs(s)
    assert legal == [f"start-town {t}" for t in towns_where(s)], "any town at first"
    target = towns_where(s, region="leinster")[0]
    n_events = len(s.events())
    s.apply_action(s.parse_action(f"start-town {target}"))
    assert s.discs[first] == 1 << s.game.board.town_index(target)
    assert "BB.setup.start-town" in event_rules(events_since(s, n_events))
    # Clockwise: the next seat places next.
    assert s.stage == SETUP_TOWN and s.current_player() == (first + 1) % 4
    assert_illegal(s, f"start-town {target}", "BB.setup.start-town")
    # After every seat has placed, the first round begins with the card selection.
    for _ in range(3):
        s.apply_action(s.legal_actions()[0])
    assert s.stage == DRAFT and s.round == 1
    assert all(d.bit_count() == 1 for d in s.discs)


def test_BB_setup_start_town_distinct_region() -> None:
    s = new_state(3, seed=5)
    leinster = towns_where(s, region="leinster")
    s.apply_action(s.parse_action(f"start-town {leinster[0]}"))
    legal = legal_strs(s)
    assert legal, "other regions remain open"
    assert not any(region_of(s, a.split()[1]) == "leinster" for a in legal)
    assert_illegal(s, f"start-town {leinster[1]}", "BB.setup.start-town.distinct-region")
    s.apply_action(s.legal_actions()[0])
    s.apply_action(s.legal_actions()[0])
    regions = {region_of(s, t) for t in towns_where(s) if s.occupied() >> s.game.town_index[t] & 1}
    assert len(regions) == 3


def test_BB_prep_vikings() -> None:
    s = new_state(3, seed=4)
    top = s.viking_deck[-1]
    rest = s.viking_deck[:-1]
    for _ in range(3):
        s.apply_action(s.legal_actions()[0])
    assert s.round == 1
    assert s.battle_area == top
    assert s.viking_deck == rest, "the revealed card is discarded"
    assert any(e.rule == "BB.prep.vikings" and str(top) in e.text for e in s.events())


def test_BB_prep_marriage_card() -> None:
    s = new_state(4, seed=4)
    top = s.marriage_deck[-1]
    for _ in range(4):
        s.apply_action(s.legal_actions()[0])
    assert s.marriage_current == top and len(s.marriage_deck) == 3
    prep = [e for e in s.events() if e.rule == "BB.prep.marriage-card"]
    assert len(prep) == 1 and "last round" not in prep[0].text
    # When the reveal empties the deck, the round is announced as the last: it is the Princess.
    s.marriage_deck = [PRINCESS_CARD]
    n = len(s.events())
    run_upkeep_from(s, PC_NEW_ROUND)
    assert s.marriage_current == PRINCESS_CARD and s.marriage_deck == []
    prep = [e for e in events_since(s, n) if e.rule == "BB.prep.marriage-card"]
    assert len(prep) == 1 and "last round" in prep[0].text


def test_BB_turn_pending_decision() -> None:
    s = new_state(4, seed=0)
    assert s.stage == SETUP_TOWN
    assert_illegal(s, "pick 3", "BB.turn.pending-decision")
    assert_illegal(s, "mark tara", "BB.turn.pending-decision")
    assert_illegal(s, "stop-buying", "BB.turn.pending-decision")


def test_BB_turn_current_player() -> None:
    """Only the current player acts: the legal actions are theirs and the turn moves on."""
    s = new_state(4, seed=6)
    for _ in range(4):
        p = s.current_player()
        s.apply_action(s.legal_actions()[0])
    # In the card selection, seat 0 picks from their own pack only, two cards per pass.
    assert s.current_player() == 0
    assert legal_strs(s) == [f"pick {c}" for c in s.packs[0]]
    other = s.packs[1][0]
    assert_illegal(s, f"pick {other}", "BB.draft.pick")
    s.apply_action(s.legal_actions()[0])
    s.apply_action(s.legal_actions()[0])
    assert s.current_player() == 1
    assert p == (s.start_player + 3) % 4
