"""Setup (rules "Preparação" 1-14): one scenario per rule."""

from __future__ import annotations

import pytest

from .scenarios import C, act, event_rules, legal, new_state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_townsfolk_row(n: int) -> None:
    s = new_state(n, seed=3)
    assert len(s.townsfolk_row) == 5 and all(c >= 0 for c in s.townsfolk_row)
    assert len(s.townsfolk_deck) == 32 - 5
    assert sorted(s.townsfolk_row + s.townsfolk_deck) == list(range(32))
    assert "PA.setup.townsfolk-row" in event_rules(s.events())


def test_PA_setup_wall_deck() -> None:
    s = new_state(2, seed=1)
    assert sorted(s.wall_deck) == list(range(24))
    assert s.wall_deck != list(range(24)), "shuffled"
    assert s.observation(0)["deck_sizes"]["walls"] == 24


@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_tax_supply(n: int) -> None:
    s = new_state(n)
    assert s.tax == s.game.data.tax_by_players[n]
    assert 5 <= s.tax <= 8, "Preparação 4: 5 to 8 silver"


def test_PA_setup_debt_deck() -> None:
    s = new_state(3)
    assert s.debt_supply == 24
    assert s.unpaid == [0, 0, 0] and s.paid == [0, 0, 0]


def test_PA_setup_suspicion_deck() -> None:
    s = new_state(2, seed=5)
    assert sorted(s.suspicion_deck) == [0] * 10 + [1] * 8 + [2] * 6
    assert "PA.setup.suspicion-deck" in event_rules(s.events())


def test_PA_setup_outsider_row() -> None:
    s = new_state(4, seed=2)
    assert len(s.outsider_row) == 6 and all(c >= 0 for c in s.outsider_row)
    assert sorted(s.outsider_row + s.outsider_deck) == list(range(36))


def test_PA_setup_kings_cards() -> None:
    s = new_state(2, seed=9)
    assert len(s.orders) == 3 and len(set(s.orders)) == 3
    assert len(s.favours) == 5 and len(set(s.favours)) == 5
    view = s.observation(0)
    assert view["kings_orders"] == [None, None, None], "face down before round 1"
    assert view["kings_favours"] == [None] * 5
    seen = {new_state(2, seed=k).orders for k in range(8)}
    assert len(seen) > 1, "random"


def test_PA_setup_tavern_deck() -> None:
    s = new_state(2, seed=4)
    assert sorted(s.tavern_deck) == list(range(24))
    assert s.tavern_row == []


def test_PA_setup_supply() -> None:
    s = new_state(2)
    assert "PA.setup.supply" in event_rules(s.events())
    assert s.workers == [0] * 12, "workers come from the unlimited supply"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_player_pieces(n: int) -> None:
    s = new_state(n)
    assert s.silver == [3] * n and s.provisions == [1] * n
    assert s.attrs == [0] * (3 * n)
    assert s.monk_at == [0] * n and s.outpost_at == [0] * n and s.jars == [0] * n
    assert s.workshops == [0] * (12 * n)
    assert s.game.params.workshops == 8 and s.game.params.monks == 7


def test_PA_setup_paladin_deck() -> None:
    s = new_state(3, seed=7)
    for deck in s.pdeck:
        assert sorted(deck) == list(range(12))
    assert len({tuple(d) for d in s.pdeck}) == 3, "each player shuffles their own deck"


def test_PA_setup_first_player() -> None:
    firsts = {new_state(4, seed=k).first_player for k in range(20)}
    assert len(firsts) > 1
    s = new_state(4, seed=0)
    assert "PA.setup.first-player" in event_rules(s.events())


def test_PA_setup_free_hire() -> None:
    s = new_state(3, seed=2)
    first = s.first_player
    order = []
    while s.period == C.P_SETUP:
        order.append(s.current)
        assert legal(s) == [f"hire {i}" for i in range(5) if s.townsfolk_row[i] >= 0]
        choice = legal(s)[0]
        card = s.townsfolk_row[int(choice.split()[1])]
        silver = s.silver[s.current]
        act(s, choice)
        p = order[-1]
        assert s.hired[p] >> card & 1
        assert s.silver[p] >= silver, "free: no silver paid"
    assert order == [(first - 1) % 3, (first - 2) % 3, first], "reverse turn order"


def test_PA_setup_row_refill() -> None:
    s = new_state(2, seed=11)
    before = s.townsfolk_row[:]
    act(s, "hire 4", "hire 1")
    # Cards 0, 2, 3 remain; they slide right and two new cards fill the left.
    row = s.townsfolk_row
    assert row[2:] == [before[0], before[2], before[3]]
    assert all(c >= 0 for c in row)
    assert "PA.setup.row-refill" in event_rules(s.events())
