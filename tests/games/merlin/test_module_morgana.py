"""The Morgana module (manual pp. 31-33; docs/rules/merlin.md §2.2, §5.16):
``modules=["morgana"]``."""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest

import tabletop_lib
from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import DataError
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.modules.morgana import rules as morgana_rules
from tabletop_lib.games.merlin.modules.morgana import scoring as morgana_scoring
from tabletop_lib.games.merlin.modules.morgana.cauldrons import effect_choices, effect_possible
from tabletop_lib.games.merlin.modules.morgana.rules import EFFECTS, MORGANA, slot_table

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    colour_index,
    event_rules,
    events_since,
    give,
    give_flag,
    held,
    legal_strs,
    play_randomly,
    run_scoring,
    set_influence,
    space_of,
    start_turn,
    supply,
    tile,
)

KITCHEN = "morgana"


def morgana_state(num_players: int = 4, seed: int = 0) -> MerlinState:
    s = MerlinGame(num_players, modules=["morgana"]).new_initial_state(seed)
    bare_table(s)
    for p in range(num_players):
        s.gold[p] = 0
    return s


def take_morgana_die(
    s: MerlinState, p: int, value: int, dice: tuple[int, ...] = (1, 2, 3, 4)
) -> MerlinState:
    """Start ``p``'s turn with Morgana die 0 showing ``value`` and take it."""
    start_turn(s, p, dice)
    s.morgana_dice = [value, 0, 0, 0]
    act(s, "morgana-die 0")
    assert s.stage == MORGANA and s.morgana_value == value
    return s


def cauldron_with(s: MerlinState, effect: str, number: int | None = None) -> tuple[int, int]:
    """Put a cauldron showing ``effect`` on cauldron space 0: (its first slot, that slot's
    face)."""
    for t, info in enumerate(morgana_rules.module_data()["cauldrons"]):
        for f, face in enumerate(info["faces"]):
            if face["action"] == effect and (number is None or face["number"] == number):
                others = [x for x in s.cauldrons if x // 2 != t]
                s.cauldrons = [t * 2 + f, *others[: len(s.cauldrons) - 1]]
                slot = next(i for i, (pos, _) in enumerate(slot_table()) if pos == 0)
                return slot, slot_table()[slot][1]
    raise AssertionError(f"no cauldron face {effect}")


def cauldron_turn(s: MerlinState, p: int, effect: str, morgana_to: str = "black") -> MerlinState:
    """``p`` takes a Morgana die, uses a cauldron showing ``effect`` and places Morgana."""
    slot, face = cauldron_with(s, effect)
    take_morgana_die(s, p, face)
    act(s, f"cauldron {slot}")
    assert s.morgana_step == morgana_rules.STEP_PLACE
    act(s, f"morgana-to {morgana_to}")
    return s


# -- setup and dice ---------------------------------------------------------------------------
def test_load_game_with_morgana_alone_and_with_the_others() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["morgana"])
    assert game.in_play("morgana") and game.in_play("gold") and "morgana" in game.ruleset.categories
    every = ["kings_favor", "gold", "decree", "treasures", "morgana"]
    assert tabletop_lib.load_game("merlin", num_players=2, modules=every).in_play("morgana")
    assert not MerlinGame(2).in_play("morgana")


def _data_dir_with(tmp_path: Path, change: str) -> Path:
    """A copy of games/merlin/data/ whose morgana.json has ``change`` applied."""
    folder = tmp_path / "merlin"
    shutil.copytree(data_path("merlin", ""), folder)
    doc = json.loads((folder / "morgana.json").read_text())
    if change == "more apples":
        doc["supply"]["poisoned_apples"] += 3
    else:
        doc["cauldrons"][0]["faces"][0]["action"] = "dragon"
    (folder / "morgana.json").write_text(json.dumps(doc))
    return folder


def test_ME_morgana_setup__the_kitchen_is_read_from_the_data_dir_option(tmp_path: Path) -> None:
    folder = _data_dir_with(tmp_path, "more apples")
    corrected = MerlinGame(3, modules=["morgana"], data_dir=folder).new_initial_state(1)
    plain = MerlinGame(3, modules=["morgana"]).new_initial_state(1)
    assert corrected.poison_supply == plain.poison_supply + 3
    assert corrected.cauldrons == plain.cauldrons


def test_ME_morgana_setup__a_malformed_kitchen_in_the_data_dir_is_refused(tmp_path: Path) -> None:
    folder = _data_dir_with(tmp_path, "unknown cauldron")
    with pytest.raises(DataError, match=re.escape("morgana.json")):
        MerlinGame(3, modules=["morgana"], data_dir=folder).new_initial_state(1)


def test_ME_morgana_setup__kitchen_supplies_cauldrons_and_dice() -> None:
    s = MerlinGame(4, modules=["morgana"]).new_initial_state(3)
    assert "ME.morgana.setup" in event_rules(s.events())
    assert morgana_rules.module_data()["verified"] is False
    assert s.poison_supply == 11 and s.hut_supply == 7 and s.marker_supply == 6
    assert sorted(c // 2 for c in s.cauldrons) == [0, 1, 2, 3, 4]
    assert len(s.morgana_dice) == 4 and all(1 <= v <= 6 for v in s.morgana_dice)
    assert s.pentagrams == [-1] * 4 and s.morgana == -1 and s.morgana_cup == -1
    assert s.poisoned == [0] * 4 and not any(s.cauldron_slots)
    assert "kitchen" in s.observation(0)


def test_ME_morgana_dice_roll__three_equal_values_are_rolled_again() -> None:
    """p. 31, worded like p. 5: 3 or 4 equal values are rolled again; two pairs stand."""
    s = morgana_state()
    pairs = 0
    for _ in range(200):
        morgana_rules.roll_morgana_dice(s)
        assert max(s.morgana_dice.count(v) for v in s.morgana_dice) < 3
        pairs += len(set(s.morgana_dice)) == 2
    assert pairs > 0
    assert "ME.morgana.dice-roll" in event_rules(s.events())


def test_ME_morgana_extra_die__one_pentagram_per_player_and_round() -> None:
    s = morgana_state()
    take_morgana_die(s, 1, 2)
    assert s.pentagrams[0] == 1
    assert "ME.morgana.extra-die" in event_rules(s.events())
    # only on the kitchen board: the die moves no figure
    assert_illegal(s, "move cw", "ME.turn.pending-decision")
    act(s, "kitchen-apple")
    # the same player's next turn in the round: no second Morgana die
    s.morgana_dice = [0, 3, 4, 5]
    start_turn(s, 1)
    assert not any(a.startswith("morgana-die") for a in legal_strs(s))
    assert_illegal(s, "morgana-die 1", "ME.morgana.extra-die")
    # another player may take one
    start_turn(s, 2)
    assert "morgana-die 1" in legal_strs(s)


def test_ME_morgana_extra_die__an_additional_turn_each_round() -> None:
    """With ME.round.extra-turns: the Morgana turn comes on top of the player's own dice."""
    s = MerlinGame(2, modules=["morgana"]).new_initial_state(1)
    chooser = random.Random(2)
    p = s.current
    s.morgana_dice = [1, 2, 3, 4]
    act(s, "morgana-die 0", "kitchen-apple")
    while s.stage != C.CHOOSE_DIE:
        s.apply_action(chooser.choice(s.legal_actions()))
    turns = {0: 0, 1: 0}
    while s.round == 1:
        if s.stage == C.CHOOSE_DIE:
            legal = [a for a in legal_strs(s) if a.startswith("die ")]
            if not legal:  # the other player's own extra Morgana turn: passed
                act(s, "pass")
                continue
            turns[s.current] += 1
            act(s, legal[0])
            continue
        s.apply_action(chooser.choice(s.legal_actions()))
    assert turns[p] == 4 and turns[1 - p] == 4  # every own die was still played
    assert "ME.round.extra-turns" in event_rules(s.events())


def test_ME_morgana_round_end__pentagrams_return_and_dice_are_rolled() -> None:
    s = morgana_state()
    slot, face = cauldron_with(s, "bewitch")
    take_morgana_die(s, 0, face)
    act(s, f"cauldron {slot}", "morgana-to blue", "cauldron-pass")
    assert s.pentagrams[0] == 0 and s.cauldron_slots[slot] == 1
    mark = len(s.events())
    run_scoring(s, 1)
    assert s.pentagrams == [-1] * 4 and not any(s.cauldron_slots)
    assert all(v > 0 for v in s.morgana_dice)
    assert {"ME.morgana.round-end", "ME.morgana.dice-roll"} <= set(
        event_rules(events_since(s, mark))
    )


def test_ME_morgana_wild_six__any_slot() -> None:
    s = morgana_state()
    take_morgana_die(s, 0, 6)
    slots = [a for a in legal_strs(s) if a.startswith("cauldron ")]
    assert len(slots) == len(slot_table())
    s2 = morgana_state()
    take_morgana_die(s2, 0, 1)
    ones = [f"cauldron {i}" for i, (_, f) in enumerate(slot_table()) if f == 1]
    assert [a for a in legal_strs(s2) if a.startswith("cauldron ")] == ones
    other = next(i for i, (_, f) in enumerate(slot_table()) if f == 2)
    assert_illegal(s2, f"cauldron {other}", "ME.morgana.cauldron")
    act(s, f"cauldron {other}")
    assert "ME.morgana.wild-six" in event_rules(s.events())


# -- apples and the horn cup ------------------------------------------------------------------
def test_ME_morgana_poisoned_apple__any_value() -> None:
    s = morgana_state()
    take_morgana_die(s, 0, 4)
    act(s, "kitchen-apple")
    assert s.poisoned[0] == 1 and s.poison_supply == 10
    assert "ME.morgana.poisoned-apple" in event_rules(s.events())
    assert s.stage != MORGANA


def test_ME_morgana_poison_swap__one_of_your_dice_and_an_opponents() -> None:
    s = morgana_state()
    start_turn(s, 0, (1, 2, 3, 4))
    k = s.game.dice_per_player
    s.dice[k : 2 * k] = [6, 5, 5, 2]
    assert_illegal(s, "poison 0 1 0", "ME.morgana.poison-swap")
    s.poisoned[0] = 1
    act(s, "poison 0 1 3")  # my knight die (1) and player 1's Merlin die (2)
    assert s.dice[0] == 2 and s.dice[k + 3] == 1 and s.poisoned[0] == 0
    assert s.stage == C.CHOOSE_DIE
    assert "ME.morgana.poison-swap" in event_rules(s.events())
    # with the Morgana die just taken
    s.poisoned[0] = 1
    s.morgana_dice = [3, 0, 0, 0]
    act(s, "morgana-die 0", "poison morgana 1 0")
    assert s.morgana_value == 6 and s.dice[k] == 3


def test_ME_morgana_apple_not_morgana__no_apple_gold_or_decree_on_a_morgana_die() -> None:
    s = morgana_state()
    s.apples[0] = 1
    s.gold[0] = 2
    take_morgana_die(s, 0, 3)
    assert_illegal(s, "apple 5", "ME.turn.pending-decision")
    assert_illegal(s, "gold +1", "ME.turn.pending-decision")
    assert not any(a.startswith(("apple", "gold")) for a in legal_strs(s))


def test_ME_morgana_horn_cup__raised_to_seven_for_the_cup_an_apple_and_a_point() -> None:
    s = morgana_state()
    take_morgana_die(s, 0, 4)
    assert "horn-cup" not in legal_strs(s)
    assert_illegal(s, "horn-cup", "ME.morgana.horn-cup")
    s2 = morgana_state()
    s2.morgana_cup = 2
    s2.gold[0] = 1
    give(s2, 0, "material", "blue", 2)
    take_morgana_die(s2, 0, 4)
    act(s2, "horn-cup")
    assert legal_strs(s2) == ["kitchen-pay gold", "kitchen-pay blue"]
    act(s2, "kitchen-pay gold", "kitchen-pay blue", "kitchen-pay blue")
    assert s2.morgana_cup == 0 and s2.poisoned[0] == 1
    assert s2.gold[0] == 0 and held(s2, 0, "material", "blue") == 0
    assert category(s2, 0, KITCHEN) == 1
    assert "ME.morgana.horn-cup" in event_rules(s2.events())


def test_ME_morgana_horn_cup_points__the_round_number_at_each_round_end() -> None:
    s = morgana_state()
    s.morgana_cup = 2
    run_scoring(s, 3)
    assert category(s, 2, KITCHEN) == 3
    assert "ME.morgana.horn-cup.points" in event_rules(s.events())


# -- the cauldrons ----------------------------------------------------------------------------
def test_ME_morgana_cauldron__slot_taken_then_flipped() -> None:
    s = morgana_state()
    slot, face = cauldron_with(s, "bewitch")
    before = s.cauldrons[0]
    take_morgana_die(s, 0, face)
    act(s, f"cauldron {slot}", "morgana-to grey", "cauldron-pass")
    assert s.cauldrons[0] == before ^ 1
    assert "ME.morgana.cauldron" in event_rules(s.events())
    s.morgana_dice = [face, 0, 0, 0]
    start_turn(s, 1)
    act(s, "morgana-die 0")
    assert_illegal(s, f"cauldron {slot}", "ME.morgana.cauldron")


def test_ME_morgana_move__placed_anywhere_then_moved_the_cauldrons_number() -> None:
    s = morgana_state()
    cauldron_turn(s, 0, "bewitch", morgana_to="purple")
    act(s, "cauldron-pass")
    assert s.morgana == colour_index(s, "purple")
    slot, face = cauldron_with(s, "dark-influence", 3)
    s.cauldron_slots = [0] * len(s.cauldron_slots)
    s.morgana_dice = [face, 0, 0, 0]
    start_turn(s, 1)
    act(s, "morgana-die 0", f"cauldron {slot}")
    assert_illegal(s, "morgana-to black", "ME.morgana.move")
    assert legal_strs(s) == ["morgana-move cw", "morgana-move ccw"]
    act(s, "morgana-move ccw")
    order = morgana_rules.ring_order(s)
    expect = order[(order.index(colour_index(s, "purple")) - 3) % len(order)]
    assert s.morgana == expect
    assert "ME.morgana.move" in event_rules(s.events())


def test_ME_morgana_block__space_skipped_and_goods_out_of_reach() -> None:
    s = morgana_state()
    cauldron_turn(s, 0, "bewitch", morgana_to="grey")
    act(s, "cauldron-pass")
    grey = space_of(s, "principality", "grey")
    assert supply(s, "shield", "grey") == 0 and s.morgana_stash == [6, 6, 6]
    # a knight 2 spaces before the blocked space moving 3 does not count it
    s.knights[1] = (grey - 2) % 24
    start_turn(s, 1, (3, 1, 2, 5))
    act(s, "die knight 3")
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    assert s.knights[1] == (grey + 2) % 24
    assert "ME.morgana.block" in event_rules(s.events())
    # goods returned there stay out of reach
    s.goods[4 * C.GOODS_BLOCK + C.FLAG * C.NUM_COLOURS + colour_index(s, "grey")] += 1
    start_turn(s, 2)
    assert supply(s, "flag", "grey") == 0 and s.morgana_stash[C.FLAG] == 7
    # no mirror flag onto her space, no other-action flag for it
    s.knights[3] = grey
    s.knights[2] = (grey + 12 - 3) % 24
    give_flag(s, 2, "mirror")
    give_flag(s, 2, "other-action")
    start_turn(s, 2, (3, 1, 2, 5))
    act(s, "die knight 3")
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    assert "flag-mirror" not in legal_strs(s)
    assert f"flag-other {grey}" not in legal_strs(s)
    # when she leaves, the goods come back
    morgana_rules.set_morgana(s, colour_index(s, "blue"))
    assert supply(s, "flag", "grey") == 7 and supply(s, "flag", "blue") == 0


def test_ME_morgana_bewitch__your_die_or_an_opponents_personal_die() -> None:
    s = morgana_state()
    cauldron_turn(s, 0, "bewitch")
    k = s.game.dice_per_player
    assert "bewitch 0 1 6" in legal_strs(s)
    assert "bewitch 1 3 6" not in legal_strs(s)  # an opponent's Merlin die
    assert_illegal(s, "bewitch 1 3 6", "ME.morgana.bewitch")
    s.dice[k] = 2
    act(s, "bewitch 1 0 5")
    assert s.dice[k] == 5
    assert "ME.morgana.bewitch" in event_rules(s.events())


def test_ME_morgana_swap_pawns__two_knights_change_places() -> None:
    s = morgana_state()
    s.knights[0], s.knights[2] = 1, 9
    cauldron_turn(s, 0, "swap-pawns")
    act(s, "swap-knights 2")
    assert s.knights[0] == 9 and s.knights[2] == 1
    assert "ME.morgana.swap-pawns" in event_rules(s.events())


def test_ME_morgana_dark_influence__blocked_and_adjacent_principality() -> None:
    s = morgana_state()
    set_influence(s, 0, "blue", 1)
    cauldron_turn(s, 0, "dark-influence", morgana_to="blue")
    n = s.game.num_players
    blue = colour_index(s, "blue")
    assert s.morgana_influence[blue * (n + 1) + 0] == 1  # on the player's own marker
    assert s.marker_supply == 5
    order = morgana_rules.ring_order(s)
    i = order.index(blue)
    adjacent = sorted({order[(i + 1) % 6], order[(i - 1) % 6]})
    assert legal_strs(s) == [
        *(f"dark-influence {s.game.data.colours[c]}" for c in adjacent),
        "cauldron-pass",
    ]
    far = next(c for c in s.game.data.colours if colour_index(s, c) not in (*adjacent, blue))
    assert_illegal(s, f"dark-influence {far}", "ME.morgana.dark-influence")
    side = s.game.data.colours[adjacent[0]]
    act(s, f"dark-influence {side}")
    assert s.morgana_influence[adjacent[0] * (n + 1) + n] == 1  # alone
    assert "ME.morgana.dark-influence" in event_rules(s.events())


def test_ME_morgana_dark_influence_scoring__the_manuals_examples() -> None:
    # red wins because of the Morgana marker on their marker: 4 points
    assert morgana_scoring.morgana_influence_points([2, 1, 1], 0) == {0: 4, 1: 0, 2: 0}
    # Morgana wins: neither blue nor yellow scores
    assert morgana_scoring.morgana_influence_points([0, 1, 1], 2) == {0: 0, 1: 0, 2: 0}
    # on the table
    s = morgana_state()
    n = s.game.num_players
    purple = colour_index(s, "purple")
    set_influence(s, 0, "purple", 1)
    set_influence(s, 1, "purple", 1)
    set_influence(s, 2, "purple", 1)
    s.morgana_influence[purple * (n + 1) + 0] = 1
    s.marker_supply = 5
    orange = colour_index(s, "orange")
    set_influence(s, 1, "orange", 1)
    set_influence(s, 3, "orange", 1)
    s.morgana_influence[orange * (n + 1) + n] = 2
    s.marker_supply = 3
    run_scoring(s, 2)
    assert category(s, 0, "influence") == 4
    assert category(s, 1, "influence") == 0 and category(s, 3, "influence") == 0
    assert not any(s.morgana_influence) and s.marker_supply == 6
    # the covered marker went back to the castle
    assert s.influence[0 * C.NUM_COLOURS + purple] == 0
    assert "ME.morgana.dark-influence.scoring" in event_rules(s.events())


def test_ME_morgana_witch_hut__on_your_manor_without_one() -> None:
    s = morgana_state()
    s.manors[0] = 1 << tile(s, "r0c1")
    cauldron_turn(s, 0, "witch-hut")
    assert legal_strs(s) == ["witch-hut r0c1", "cauldron-pass"]
    assert_illegal(s, "witch-hut r0c2", "ME.morgana.witch-hut")
    act(s, "witch-hut r0c1")
    assert s.morgana_huts == 1 << tile(s, "r0c1") and s.hut_supply == 6
    assert "ME.morgana.witch-hut" in event_rules(s.events())
    # without a manor the action has nothing to do
    s2 = morgana_state()
    cauldron_turn(s2, 0, "witch-hut")
    assert s2.stage != MORGANA


def test_ME_morgana_witch_hut_scoring__the_manuals_example_10_is_6_3_1() -> None:
    s = morgana_state()
    g = s.game
    six = sum(1 << tile(s, f"r0c{c}") for c in range(6))
    three = sum(1 << tile(s, f"r1c{c}") for c in range(3))
    s.territories = (six, three)
    red, blue = 0, 1
    hut = 1 << tile(s, "r0c1")
    s.manors[red] = hut | 1 << tile(s, "r1c0")
    s.manors[blue] = 1 << tile(s, "r0c4")
    s.morgana_huts = hut
    s.hut_supply = 6
    assert g.grid.size >= 9
    run_scoring(s, 2)
    assert category(s, red, "surroundings") == 10  # 6 + 3 + 1
    assert category(s, blue, "surroundings") == 0
    assert s.manors[red] == 1 << tile(s, "r1c0")  # the manor with the hut went back
    assert s.morgana_huts == 0 and s.hut_supply == 7
    assert "ME.morgana.witch-hut.scoring" in event_rules(s.events())


def test_ME_morgana_witch_gold__two_goods_for_three_gold() -> None:
    s = morgana_state()
    give(s, 0, "shield", "blue")
    give(s, 0, "flag", "brown")
    cauldron_turn(s, 0, "witch-gold")
    act(s, "witch-gold shield blue", "witch-gold flag brown")
    assert s.gold[0] == 3 and held(s, 0, "shield", "blue") == 0
    assert "ME.morgana.witch-gold" in event_rules(s.events())


def test_ME_morgana_buy__two_gold_for_three_goods_from_the_blocked_principality() -> None:
    s = morgana_state()
    s.gold[0] = 2
    cauldron_turn(s, 0, "buy", morgana_to="orange")
    assert legal_strs(s) == [
        "morgana-buy shield",
        "morgana-buy flag",
        "morgana-buy material",
        "cauldron-pass",
    ]
    # the manual's example: 2 flags and 1 material
    act(s, "morgana-buy flag", "morgana-buy flag", "morgana-buy material")
    assert s.gold[0] == 0
    assert held(s, 0, "flag", "orange") == 2 and held(s, 0, "material", "orange") == 1
    assert s.morgana_stash == [6, 4, 5]
    assert "ME.morgana.buy" in event_rules(s.events())
    s2 = morgana_state()
    s2.gold[0] = 1
    cauldron_turn(s2, 0, "buy")
    assert s2.stage != MORGANA  # not enough gold: nothing to do


def test_morgana_action_texts_round_trip() -> None:
    game = MerlinGame(3, modules=["morgana"])
    for text in (
        "morgana-die 2",
        "poison morgana 1 3",
        "poison 0 2 1",
        "bewitch 1 0 6",
        "kitchen-pay gold",
        "witch-gold shield blue",
        "cauldron-pass",
    ):
        assert str(game.parse_action(text)) == text
    with pytest.raises(ValueError):
        game.parse_action("witch-hut z9")
    with pytest.raises(ValueError):
        game.parse_action("kitchen-pay silver")


EVERY = ["kings_favor", "gold", "decree", "treasures", "morgana"]


@pytest.mark.parametrize("modules", [["morgana"], EVERY])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_morgana_keep_the_contract(n: int, modules: list[str]) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules)
    per_round: dict[tuple[int, int, str], int] = {}

    def kitchen_kept(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        key = (*mover, type(action).__name__)
        per_round[key] = per_round.get(key, 0) + 1
        blocked = morgana_rules.blocked_space(s)
        if blocked >= 0 and s.stage == C.ACTION:
            assert s.space != blocked or s.turn_flags & C.TF_REDIRECTED
        assert s.marker_supply + sum(s.morgana_influence) == 6
        assert s.hut_supply + s.morgana_huts.bit_count() == 7
        if s.morgana_effect >= 0:  # the quick test agrees with the listed choices, every face
            for code in range(len(morgana_rules.face_table())):
                c = s.clone()
                c.cauldrons[c.morgana_effect] = code
                assert effect_possible(c) == bool(effect_choices(c))

    used: set[str] = set()
    for seed in range(3):
        per_round.clear()
        used |= play_randomly(game, [seed], salt=500, check=kitchen_kept).used
        for r in range(1, 7):  # every own die played each round, at most one Morgana die
            for p in range(n):
                assert per_round.get((r, p, "UseDie"), 0) == game.dice_per_player
                assert per_round.get((r, p, "UseMorganaDie"), 0) <= 1
    assert {"UseMorganaDie", "UseCauldron"} <= used


def test_effects_named_in_the_data_are_the_six_actions() -> None:
    actions = {
        face["action"] for c in morgana_rules.module_data()["cauldrons"] for face in c["faces"]
    }
    assert actions == set(EFFECTS)
