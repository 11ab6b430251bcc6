"""Every legally played Merlin game reloads: the market's shield and material tokens are goods
beyond a principality's 6 (Big Box manual p. 27), so a 7th good of one colour is legal."""

from __future__ import annotations

import json

import pytest

from tabletop_lib.core.errors import DataError
from tabletop_lib.games.merlin import MerlinGame, MerlinState

from .scenarios import act, bare_table, give, held, start_turn, supply


def six_black_shields_and_a_token(more: tuple[str, ...] = ()) -> MerlinState:
    """Player 0 holds all six black shields of the principality, then buys a black token."""
    s = bare_table(MerlinGame(3, modules=["market", *more]).new_initial_state(0))
    start_turn(s, 0, (1, 2, 3, 4))
    give(s, 0, "shield", "black", 6)
    act(s, "market-buy shield-black")
    return s


@pytest.mark.parametrize("more", [(), ("caerleon",)])
def test_a_seventh_shield_from_the_market_reloads(more: tuple[str, ...]) -> None:
    s = six_black_shields_and_a_token(more)
    assert held(s, 0, "shield", "black") == 7 and supply(s, "shield", "black") == 0
    back = s.game.state_from_json(s.to_json())
    assert back.to_json() == s.to_json()


def test_a_seventh_shield_without_its_token_is_refused() -> None:
    s = six_black_shields_and_a_token()
    s.market_held[s.market_held.index(1)] = 0  # the 7th shield no longer the market's token
    s.market_stock[0] += 1
    with pytest.raises(DataError, match="goods"):
        s.game.state_from_json(s.to_json())


def test_more_goods_than_the_market_holds_are_refused() -> None:
    s = six_black_shields_and_a_token()
    data = json.loads(s.to_json())
    data["goods"][0] = 13  # 6 of the principality and 6 tokens at most
    with pytest.raises(DataError, match=r"goods\[0\]': 13 is impossible here \(expected 0\.\.12\)"):
        s.game.state_from_json(json.dumps(data))
