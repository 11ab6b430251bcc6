"""The gold coins and mistletoe module (manual p. 26-27; docs/rules/merlin.md §5.13):
``modules=["gold"]``."""

from __future__ import annotations

import pytest

import tabletop_lib
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.modules.gold import rules as module_gold

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    event_rules,
    events_since,
    give,
    hand,
    land_knight,
    legal_strs,
    new_state,
    play_randomly,
    space_of,
    start_turn,
)


def gold_state(num_players: int = 4, seed: int = 0) -> MerlinState:
    return MerlinGame(num_players, modules=["gold"]).new_initial_state(seed)


def test_load_game_with_gold() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["gold"])
    assert game.options["modules"] == ["gold"]
    assert "gold" in game.ruleset.categories


def test_ME_gold_setup__two_gold_one_mistletoe_each() -> None:
    s = gold_state(3)
    assert s.gold == [2, 2, 2] and s.mistletoe == [1, 1, 1]
    assert "ME.gold.setup" in event_rules(s.events())
    assert s.observation(0)["players"][1]["gold"] == 2
    base = new_state(3)
    assert base.gold == [0, 0, 0] and base.mistletoe == [0, 0, 0]
    assert "gold" not in base.game.ruleset.categories
    assert "ME.gold.setup" not in event_rules(base.events())


def test_ME_gold_change_die__one_step_per_coin_no_wrap() -> None:
    s = bare_table(gold_state(4))
    s.knights[0] = 0
    start_turn(s, 0, (1, 6, 3, 4))
    act(s, "die knight 6")
    assert s.stage == C.PRE_MOVE
    assert legal_strs(s) == ["move cw", "gold -1"]
    assert_illegal(s, "gold +1", "ME.gold.change-die")  # a 6 never becomes a 1
    n = len(s.events())
    act(s, "gold -1")
    assert s.die_value == 5 and s.gold[0] == 1
    assert "ME.gold.change-die" in event_rules(events_since(s, n))
    assert "Gold module" in events_since(s, n)[-1].text
    assert legal_strs(s) == ["move cw", "gold +1", "gold -1"]
    act(s, "gold -1")
    # the last coin spent, nothing is left to decide: the knight moves at once
    assert s.gold[0] == 0 and s.knights[0] == 4
    assert s.dice[0:4] == [1, 0, 3, 4]


def test_ME_gold_change_die__a_one_never_becomes_a_six() -> None:
    s = bare_table(gold_state(2))
    s.gold[1] = 3
    start_turn(s, 1, (1, 2, 3, 4))
    act(s, "die knight 1")
    assert legal_strs(s) == ["move cw", "gold +1"]
    assert_illegal(s, "gold -1", "ME.gold.change-die")
    act(s, "gold +1", "gold +1", "gold +1")
    assert s.gold[1] == 0 and s.stage != C.PRE_MOVE  # moved with a 4


def test_ME_gold_change_die__not_without_the_module() -> None:
    s = bare_table(new_state(4))
    s.apples[0] = 1
    start_turn(s, 0, (2, 6, 3, 4))
    act(s, "die knight 2")
    assert s.stage == C.PRE_MOVE
    assert not [a for a in legal_strs(s) if a.startswith("gold")]
    assert_illegal(s, "gold +1", "ME.gold.change-die")


def test_ME_gold_final__three_points_per_two_coins() -> None:
    assert module_gold.gold_points([5, 1, 2, 0], 2, 3) == {0: 6, 1: 0, 2: 3, 3: 0}
    s = gold_state(4)
    s.gold = [5, 1, 2, 0]
    before = s.score[:]
    n = len(s.events())
    module_gold.final_gold(s)
    assert [s.score[p] - before[p] for p in range(4)] == [6, 0, 3, 0]
    assert [category(s, p, "gold") for p in range(4)] == [6, 0, 3, 0]
    assert event_rules(events_since(s, n)) == ["ME.gold.final", "ME.gold.final"]


def test_ME_gold_mistletoe__ignores_a_missing_requirement() -> None:
    """p. 27's example: two of a 3-point card's requirements... here one of two is held; one
    mistletoe ignores the other and the card scores its full points."""
    s = bare_table(gold_state(4))
    hand(s, 0, ["M39", "M01"])
    give(s, 0, "shield", "black", 2)  # M39 also needs 2 orange flags: missing
    s.mistletoe[0] = 1
    start_turn(s, 0, (1, 2, 3, 4))
    assert "mistletoe-mission M39" in legal_strs(s)
    assert "complete-mission M39" not in legal_strs(s)
    score = s.score[0]
    n = len(s.events())
    act(s, "mistletoe-mission M39")
    assert s.mistletoe[0] == 0 and s.score[0] == score + 3
    assert "M39" not in [s.game.data.missions[c].id for c in s.hands[0]]
    rules_seen = event_rules(events_since(s, n))
    assert rules_seen[:2] == ["ME.gold.mistletoe", "ME.mission.complete"]
    # the one-mission-per-turn limit still holds
    assert_illegal(s, "mistletoe-mission M01", "ME.mission.one-per-turn")


def test_ME_gold_mistletoe__one_per_missing_requirement() -> None:
    s = bare_table(gold_state(4))
    hand(s, 0, ["M39"])
    s.mistletoe[0] = 1
    start_turn(s, 0, (1, 2, 3, 4))
    assert_illegal(s, "mistletoe-mission M39", "ME.gold.mistletoe")  # two missing, one held
    s.mistletoe[0] = 2
    act(s, "mistletoe-mission M39")
    assert s.mistletoe[0] == 0


def test_ME_gold_mistletoe__not_offered_when_every_requirement_is_held() -> None:
    s = bare_table(gold_state(4))
    hand(s, 0, ["M01"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    s.mistletoe[0] = 3
    start_turn(s, 0, (1, 2, 3, 4))
    assert "complete-mission M01" in legal_strs(s)
    assert "mistletoe-mission M01" not in legal_strs(s)
    assert_illegal(s, "mistletoe-mission M01", "ME.gold.mistletoe")


def test_ME_gold_medallion__four_spaces_from_the_unverified_data() -> None:
    s = gold_state(4)
    kinds = [spec.kind for spec in s.game.ruleset.rondel.spaces]
    assert kinds.count("gold") == 2 and kinds.count("apple-or-mistletoe") == 2
    assert len(kinds) == 24
    assert module_gold.module_data()["verified"] is False
    base = new_state(4).game.ruleset.rondel.spaces
    assert not {"gold", "apple-or-mistletoe"} & {spec.kind for spec in base}


def test_ME_gold_space_gold__one_coin_from_the_supply() -> None:
    s = bare_table(gold_state(4))
    target = space_of(s, "gold")
    supply = s.gold_supply
    assert supply == 30 - 4 * 2
    land_knight(s, 0, target)
    assert legal_strs(s)[0] == "act"
    n = len(s.events())
    act(s, "act")
    assert s.gold[0] == 3 and s.gold_supply == supply - 1
    assert "ME.gold.space.gold" in event_rules(events_since(s, n))
    # an empty supply gives nothing, so the action is not offered
    s2 = bare_table(gold_state(4))
    s2.gold_supply = 0
    land_knight(s2, 0, target)
    assert "act" not in legal_strs(s2)
    assert_illegal(s2, "act", "ME.gold.space.gold")


def test_ME_gold_space_apple_or_mistletoe__the_player_chooses() -> None:
    s = bare_table(gold_state(4))
    target = space_of(s, "apple-or-mistletoe")
    land_knight(s, 0, target)
    act(s, "act")
    assert s.stage == module_gold.APPLE_OR_MISTLETOE
    assert legal_strs(s) == ["take-supply apple", "take-supply mistletoe"]
    assert_illegal(s, "move cw", "ME.turn.pending-decision")
    mistletoe, supply = s.mistletoe[0], s.mistletoe_supply
    act(s, "take-supply mistletoe")
    assert s.mistletoe[0] == mistletoe + 1 and s.mistletoe_supply == supply - 1
    assert s.apples[0] == 0
    # with no mistletoe left the apple is taken without asking
    s2 = bare_table(gold_state(4))
    s2.mistletoe_supply = 0
    land_knight(s2, 0, target)
    n = len(s2.events())
    act(s2, "act")
    assert s2.apples[0] == 1 and s2.stage != module_gold.APPLE_OR_MISTLETOE
    assert "ME.gold.space.apple-or-mistletoe" in event_rules(events_since(s2, n))
    s3 = bare_table(gold_state(4))
    s3.mistletoe_supply = 0
    s3.apple_supply = 0
    land_knight(s3, 0, target)
    assert_illegal(s3, "take-supply apple", "ME.turn.pending-decision")
    assert_illegal(s3, "act", "ME.gold.space.apple-or-mistletoe")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_gold_keep_the_contract(n: int) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=["gold"])

    def coins_conserved(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        assert min(s.gold) >= 0 and min(s.mistletoe) >= 0
        assert sum(s.gold) + s.gold_supply == 30
        assert sum(s.mistletoe) + s.mistletoe_supply == 11

    seen = play_randomly(game, range(2), salt=100, check=coins_conserved)
    assert {"SpendGold", "CompleteMissionWithMistletoe", "TakeFromSupply"} <= seen.used
