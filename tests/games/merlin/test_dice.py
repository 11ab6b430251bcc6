"""Re-rolls (manual p. 5 D, p. 10, p. 16, p. 31): one reading for one wording.

Each passage is a trigger ("3 ou 4 valores iguais"; Arthur: "4 ou 5 números iguais") and an end
("até que o resultado mostre pelo menos 3 números diferentes"; p. 10: "não mostre mais que 2
vezes um mesmo valor"). A first roll without the trigger stands, even two pairs or a full
house; a triggered roll is rolled again until the end shows. Seeds are searched for, so each
test shows the trigger firing and not firing with the engine's own generator.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable

import pytest

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.rng import Rng
from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.dice import roll_with_rerolls, triggered
from tabletop_lib.games.merlin.params import Reroll

from .scenarios import event_rules

BASE = MerlinGame(4).params
ARTHUR = MerlinGame(4, modules=["arthur"]).params


def shape(values: list[int]) -> list[int]:
    """How many dice show each value, most first: two pairs are [2, 2]."""
    return sorted(Counter(values).values(), reverse=True)


def rolls_for(seed: int, count: int, rule: Reroll, reading: str = "literal") -> list[list[int]]:
    rng = Rng(seed)
    return roll_with_rerolls(rng, 6, count, rule, reading)


def first_seed(
    count: int, rule: Reroll, wanted: Callable[[list[list[int]]], bool], reading: str = "literal"
) -> int:
    """The first seed whose rolls are ``wanted`` (a test that finds none fails)."""
    for seed in range(20_000):
        if wanted(rolls_for(seed, count, rule, reading)):
            return seed
    raise AssertionError("no such seed")


def rerolled_through(pattern: list[int]) -> Callable[[list[list[int]]], bool]:
    """Rolls where a re-roll (not the first roll) showed ``pattern`` and was rolled again."""
    return lambda rolls: any(shape(r) == pattern for r in rolls[1:-1])


PASSAGES = [
    pytest.param(4, BASE.setup_reroll, [2, 2], id="base-setup-p5"),
    pytest.param(4, BASE.morgana_reroll, [2, 2], id="morgana-p31"),
    pytest.param(5, ARTHUR.setup_reroll, [3, 2], id="arthur-p16"),
]


@pytest.mark.parametrize(("count", "rule", "pattern"), PASSAGES)
def test_a_first_roll_without_the_trigger_stands(
    count: int, rule: Reroll, pattern: list[int]
) -> None:
    """Two pairs (4 dice) or a full house (Arthur's 5) is not "3 (4) valores iguais"."""
    seed = first_seed(count, rule, lambda rolls: shape(rolls[0]) == pattern)
    assert rolls_for(seed, count, rule) == [rolls_for(seed, count, rule)[0]]


@pytest.mark.parametrize(("count", "rule", "pattern"), PASSAGES)
def test_a_triggered_roll_is_rolled_until_three_numbers_show(
    count: int, rule: Reroll, pattern: list[int]
) -> None:
    seed = first_seed(count, rule, lambda rolls: shape(rolls[0])[0] >= rule.trigger)
    rolls = rolls_for(seed, count, rule)
    assert len(rolls) > 1 and len(set(rolls[-1])) >= 3
    assert all(len(set(r)) < 3 for r in rolls[:-1])
    # once triggered, the pattern that stands as a first roll does not end the re-rolls
    seed = first_seed(count, rule, rerolled_through(pattern))
    rolls = rolls_for(seed, count, rule)
    assert len(set(rolls[-1])) >= 3
    # ... unless the passages are read as "while the trigger shows"
    trigger_reading = rolls_for(seed, count, rule, "trigger")
    assert shape(trigger_reading[-1])[0] < rule.trigger
    assert len(trigger_reading) < len(rolls)


@pytest.mark.parametrize("count", [3, 4, 5])
def test_the_trigger_is_the_count_of_the_commonest_value(count: int) -> None:
    """``triggered`` settles most rolls by their distinct values: on every roll of 3 to 5
    dice it answers what counting the commonest value answers."""
    for rule in (BASE.setup_reroll, BASE.round_reroll, ARTHUR.setup_reroll):
        for values in itertools.product(range(1, 7), repeat=count):
            roll = list(values)
            assert triggered(rule, roll) == (max(Counter(roll).values()) >= rule.trigger)


def test_the_rounds_roll_ends_when_no_value_shows_more_than_twice() -> None:
    """p. 10: a re-roll of two pairs ends the round's re-rolls (not the set-up's, p. 5)."""
    rule = BASE.round_reroll
    seed = first_seed(4, rule, lambda rolls: len(rolls) > 1 and shape(rolls[-1]) == [2, 2])
    assert shape(rolls_for(seed, 4, rule)[0])[0] >= 3
    assert len(rolls_for(seed, 4, BASE.setup_reroll)) > len(rolls_for(seed, 4, rule))
    seed = first_seed(4, rule, lambda rolls: shape(rolls[0]) == [2, 2])
    assert len(rolls_for(seed, 4, rule)) == 1


def test_games_show_the_standing_first_rolls() -> None:
    """By play: set-ups where a player's two pairs, Morgana's two pairs and an Arthur full
    house stand; no standing roll shows its trigger."""
    seen = {"two pairs": 0, "morgana two pairs": 0, "full house": 0}
    for seed in range(60):
        s = MerlinGame(4, modules=["morgana", "arthur"]).new_initial_state(seed)
        k = s.game.dice_per_player
        for p in range(4):
            dice = s.dice[p * k : (p + 1) * k]
            assert max(shape(dice)) < 4
            seen["full house"] += shape(dice) == [3, 2]
        assert shape(s.morgana_dice)[0] < 3
        seen["morgana two pairs"] += shape(s.morgana_dice) == [2, 2]
        base = MerlinGame(3).new_initial_state(seed)
        for p in range(3):
            assert shape(base.dice[p * 4 : p * 4 + 4])[0] < 3
            seen["two pairs"] += shape(base.dice[p * 4 : p * 4 + 4]) == [2, 2]
    assert all(seen.values()), seen


def test_reroll_reading_option() -> None:
    game = MerlinGame(4, reroll_reading="trigger")
    assert game.options["reroll_reading"] == "trigger"
    assert game.params.reroll_reading == "trigger"
    with pytest.raises(ConfigError, match="reroll_reading"):
        MerlinGame(4, reroll_reading="pairs")
    rerolled = [
        seed
        for seed in range(40)
        if "ME.arthur.reroll"
        in event_rules(MerlinGame(2, modules=["arthur"]).new_initial_state(seed).events())
    ]
    assert rerolled  # Arthur's re-rolls are narrated with Arthur's rule
