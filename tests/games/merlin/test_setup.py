"""Preparação (manual p. 4-5): the table and each player's components after setup."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop_lib.games.merlin import MerlinGame

from .scenarios import C, event_rules, new_state


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ME_setup_round_marker_merlin_grail_excalibur(n: int) -> None:
    s = new_state(n, seed=1)
    assert s.round == 1
    assert s.merlin == s.game.ruleset.rondel.merlin_start
    assert s.game.data.colours[s.game.ruleset.space_arg[s.merlin]] == "black"
    assert s.grail == -1 and s.excalibur == -1
    rules = event_rules(s.events())
    for rule in ("ME.setup.round-marker", "ME.setup.merlin", "ME.setup.grail-excalibur"):
        assert rule in rules


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ME_setup_supplies_and_ME_setup_player_components(n: int) -> None:
    s = new_state(n, seed=2)
    prm = s.game.params
    # Each good of each colour: 6 in all, between the principality and the start tiles.
    for i in range(C.GOODS_BLOCK):
        total = sum(s.goods[p * C.GOODS_BLOCK + i] for p in range(n + 1))
        assert total == prm.goods_per_principality
    assert s.apple_supply + sum(s.apples) == prm.apples_total
    assert s.apples == [1] * n
    assert s.staffs == [3] * n
    assert s.manors == [0] * n
    assert s.henchmen == [C.HOME] * (4 * n)
    assert s.score == [0] * n
    for p in range(n):
        assert s.castle_influence[p] + sum(s.influence[p * 6 : p * 6 + 6]) == 7
    assert "ME.setup.supplies" in event_rules(s.events())
    assert "ME.setup.player-components" in event_rules(s.events())


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ME_setup_start_tile(n: int) -> None:
    """p. 5 (B): knight on the start principality's space, its flag, shield and material, and
    one influence marker there."""
    s = new_state(n, seed=3)
    data = s.game.data
    starts = []
    for p in range(n):
        space = s.game.ruleset.rondel.spaces[s.knights[p]]
        assert space.kind == "principality"
        c = space.arg
        starts.append(c)
        assert c in data.start_tiles
        for good in range(3):
            assert s.goods[p * C.GOODS_BLOCK + good * 6 + c] == 1
        assert sum(s.goods[p * C.GOODS_BLOCK : (p + 1) * C.GOODS_BLOCK]) == 3
        assert s.influence[p * 6 + c] == 1
        assert s.castle_influence[p] == 6
    assert len(set(starts)) == n
    assert event_rules(s.events()).count("ME.setup.start-tile") == n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ME_setup_missions_and_ME_setup_missions_dealt(n: int) -> None:
    s = new_state(n, seed=4)
    assert len(s.display) == 3 and all(c >= 0 for c in s.display)
    assert all(len(h) == 4 for h in s.hands)
    assert len(s.mission_deck) == 55 - 3 - 4 * n
    every = sorted([*s.mission_deck, *s.display, *(c for h in s.hands for c in h)])
    assert every == list(range(55))
    assert "ME.setup.missions" in event_rules(s.events())
    assert "ME.setup.missions-dealt" in event_rules(s.events())


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ME_setup_traitors_and_ME_setup_traitors_dealt(n: int) -> None:
    """p. 5 step 8 and (C): the traitors are shuffled face down; each player takes 3."""
    s = new_state(n, seed=5)
    for p in range(n):
        assert sum(s.traitors[p * 6 : p * 6 + 6]) == 3
    held = Counter(c for p in range(n) for c in range(6) for _ in range(s.traitors[p * 6 + c]))
    assert held + Counter(s.traitor_deck) == Counter(s.game.data.traitors)
    assert "ME.setup.traitors" in event_rules(s.events())
    assert event_rules(s.events()).count("ME.setup.traitors-dealt") == n


@pytest.mark.parametrize(
    ("n", "rule", "tiles"),
    [
        (4, "ME.setup.surroundings", 24),
        (3, "ME.setup.surroundings.small", 18),
        (2, "ME.setup.surroundings.small", 18),
    ],
)
def test_ME_setup_surroundings(n: int, rule: str, tiles: int) -> None:
    """p. 5 step 9: rows of 6; with 2-3 players one tile of each kind is left out."""
    s = new_state(n, seed=6)
    assert len(s.layout) == tiles
    assert s.game.grid.columns == 6 and s.game.grid.rows * 6 == tiles
    assert rule in event_rules(s.events())
    union = 0
    for mask in s.territories:
        assert not union & mask
        union |= mask
    assert union == (1 << tiles) - 1


def test_setups_differ_by_seed_and_repeat_by_seed() -> None:
    game = MerlinGame(4)
    a, b = game.new_initial_state(7), game.new_initial_state(7)
    assert a.to_json() == b.to_json()
    layouts = {game.new_initial_state(seed).layout for seed in range(10)}
    assert len(layouts) == 10


def test_ME_setup_first_player() -> None:
    """p. 5 step 10: a random first player, who takes the first turn."""
    firsts = {new_state(4, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    s = new_state(4, seed=8)
    assert s.current_player() == s.first
    assert "ME.setup.first-player" in event_rules(s.events())


def test_ME_dice_roll_and_ME_dice_reroll() -> None:
    """p. 5 (D), p. 10: 4 dice each; a roll with 3 or 4 equal values is rolled again."""
    rerolled = 0
    for seed in range(120):
        s = new_state(4, seed)
        for p in range(4):
            dice = s.dice[p * 4 : p * 4 + 4]
            assert all(1 <= v <= 6 for v in dice)
            assert max(Counter(dice).values()) <= 2
        rules = event_rules(s.events())
        assert rules.count("ME.dice.roll") + rules.count("ME.dice.reroll") == 4
        rerolled += rules.count("ME.dice.reroll")
    assert rerolled > 0
