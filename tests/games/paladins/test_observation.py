"""Observations: JSON, and nothing a player may not see (rules, round step 4;
docs/rules/paladins.md §5)."""

from __future__ import annotations

import json
import random

import pytest

from tabletop_lib.core.agents import RandomAgent

from .hidden import hidden_variants
from .scenarios import C, act, legal, new_state


def _states(n: int, seed: int, every: int = 7) -> list:
    s = new_state(n, seed)
    agent = RandomAgent(seed)
    out = []
    step = 0
    while not s.is_terminal():
        if step % every == 0 or s.stage in (C.KEEP, C.TOP):
            out.append(s.clone())
        s.apply_action(agent.choose(s))
        step += 1
    out.append(s)
    return out


@pytest.mark.parametrize("n", [2, 3, 4])
def test_observation_does_not_depend_on_hidden_things(n: int) -> None:
    rng = random.Random(n)
    for s in _states(n, seed=n):
        for p in range(n):
            view = s.observation(p)
            assert json.loads(json.dumps(view)) == view
            for variant in hidden_variants(s, p, rng):
                assert variant.observation(p) == view


def test_observation_shows_own_paladins_only() -> None:
    s = new_state(3, seed=5)
    while s.stage != C.KEEP:
        act(s, legal(s)[0])
    p = s.current
    mine = s.observation(p)["my_paladins"]
    hand = sorted(s.game.data.paladins[c].id for c in s.phand[p * 3 : p * 3 + 3])
    assert sorted(mine["hand"]) == hand
    for q in range(3):
        if q != p:
            other = s.observation(q)
            assert other["players"][p]["paladins_in_hand"] == 3
            theirs = sorted(s.game.data.paladins[c].id for c in s.phand[q * 3 : q * 3 + 3])
            assert sorted(other["my_paladins"]["hand"]) == theirs


def test_hidden_variants_change_something() -> None:
    s = new_state(2, seed=1)
    while s.stage != C.TOP:
        act(s, legal(s)[0])
    variants = hidden_variants(s, 0, random.Random(0))
    assert any(v.to_json() != s.to_json() for v in variants)


def test_full_view_shows_everything() -> None:
    s = new_state(2, seed=1)
    view = s.full_view()
    assert view["player"] is None
    assert len(view["decks"]["walls"]) == 24
    assert len(view["kings_orders_all"]) == 3 and len(view["kings_favours_all"]) == 5
    assert [len(p["deck"]) for p in view["paladins"]] == [12, 12]


def test_summary_and_repr() -> None:
    s = new_state(2, seed=1)
    assert "Paladins of the West Kingdom" in str(s)
    assert "PaladinsState" in repr(s)
    with pytest.raises(ValueError):
        s.observation(2)
