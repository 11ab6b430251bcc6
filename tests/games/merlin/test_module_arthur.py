"""The Arthur module (manual pp. 16-19; docs/rules/merlin.md §2.3, §5.11): modules=["arthur"]."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from types import MappingProxyType

import pytest

import tabletop_lib
from tabletop_lib.games.merlin import MerlinGame, MerlinState, upkeep
from tabletop_lib.games.merlin.modules.arthur import data as arthur_data
from tabletop_lib.games.merlin.modules.arthur import manors as arthur_manors
from tabletop_lib.games.merlin.modules.arthur import picts as arthur_picts
from tabletop_lib.games.merlin.modules.kings_favor.rules import FAVOR_CHOICE, READY, cell

from .scenarios import (
    HENCHMEN,
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    event_rules,
    events_since,
    give,
    hand,
    held,
    influence,
    knight_to,
    legal_strs,
    place,
    play_randomly,
    set_layout,
    set_traitors,
    space_of,
    start_turn,
    tile,
)

HALVES = ["lake"] * 12 + ["forest"] * 12
ALL = ["kings_favor", "arthur", "gold", "decree", "treasures"]


def arthur_state(
    num_players: int = 4, seed: int = 0, modules: Sequence[str] = ("arthur",)
) -> MerlinState:
    return MerlinGame(num_players, modules=list(modules)).new_initial_state(seed)


def inner(s: MerlinState, kind: str, good: str | None = None) -> int:
    """The first inner-ring index of a space of ``kind`` (and good)."""
    ring = s.game.ruleset.inner_rings[0]
    for i, spec in enumerate(ring.spaces):
        if spec.kind == kind and (good is None or C.GOOD_NAMES[spec.arg] == good):
            return i
    raise AssertionError(f"no inner {kind} space")


def outer(s: MerlinState, kind: str) -> int:
    return next(i for i, spec in enumerate(s.game.ruleset.rondel.spaces) if spec.kind == kind)


def flag_colour(s: MerlinState, ability: str) -> str:
    flags = arthur_data.module_data()["flags"]
    return next(c for c, a in flags.items() if a == ability)


def land_arthur(
    s: MerlinState, p: int, kind: str, good: str | None = None, value: int = 3
) -> MerlinState:
    """Start ``p``'s turn and move Arthur with a black die of ``value`` onto ``kind``."""
    target = inner(s, kind, good)
    s.arthur = (target - value) % 13
    start_turn(s, p, (1, 2, 4, 5, value))
    act(s, f"die arthur {value}", "move cw")
    assert s.arthur == target and s.space == 24 + target
    return s


def land_knight5(s: MerlinState, p: int, target: int, value: int = 3) -> MerlinState:
    knight_to(s, p, target, value)
    others = [v for v in (1, 2, 4, 5, 6) if v != value][:2]
    start_turn(s, p, (value, *others, 6, 2))
    act(s, f"die knight {value}")
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    assert s.knights[p] == target
    return s


def pict(s: MerlinState, pict_id: str) -> int:
    return [t["id"] for t in arthur_data.picts()].index(pict_id)


def picts_summing(total: int, taken: set[int]) -> list[int]:
    """Some Picts (not in ``taken``) whose values add up to ``total``."""
    values = [(int(arthur_data.picts()[t]["value"]), t) for t in range(30) if t not in taken]
    reach: dict[int, list[int]] = {0: []}
    for v, t in values:
        for have, used in list(reach.items()):
            if have + v <= total and have + v not in reach:
                reach[have + v] = [*used, t]
    return reach[total]


# -- setup, medallion, inner ring, dice -------------------------------------------------------
def test_ME_arthur_setup__display_piles_arthur_and_black_dice() -> None:
    s = arthur_state(3)
    start = int(arthur_data.module_data()["inner_ring"]["start"])
    assert s.arthur == start and s.signet == -1
    assert len(s.pict_display) == 4 and all(t >= 0 for t in s.pict_display)
    assert len(s.pict_pile_a) + len(s.pict_pile_b) == 26
    assert s.pict_owner == [-1] * 30
    assert s.game.dice_per_player == 5 and s.game.ruleset.dice[-1] == "arthur"
    assert "ME.arthur.setup" in event_rules(s.events())
    assert "Arthur module" in next(e.text for e in s.events() if e.rule == "ME.arthur.setup")
    view = s.observation(0)["arthur"]
    assert view["pict_piles"] == [13, 13] and len(view["pict_display"]) == 4
    assert view["signet_ring"] is None and view["picts"] == [[], [], []]
    assert [d["kind"] for d in s.observation(0)["players"][0]["dice"]][-1] == "arthur"
    base = MerlinGame(3).new_initial_state(0)
    assert "arthur" not in base.observation(0) and base.arthur == -1
    assert "ME.arthur.setup" not in event_rules(base.events())


def test_ME_arthur_medallion__four_outer_spaces_disjoint_from_gold() -> None:
    s = arthur_state(2)
    covered = {int(e["index"]): e["kind"] for e in arthur_data.module_data()["overlay"]["spaces"]}
    assert sorted(covered.values()) == sorted(arthur_data.OUTER_KINDS)
    kinds = [spec.kind for spec in s.game.ruleset.rondel.spaces]
    assert all(kinds[i] == k for i, k in covered.items())
    assert "grail" not in kinds and "excalibur" not in kinds
    gold = {5, 11, 19, 23}
    assert not gold & set(covered)
    both = MerlinGame(2, modules=["arthur", "gold"]).ruleset.rondel.spaces
    assert [both[i].kind for i in sorted(covered)] == [covered[i] for i in sorted(covered)]
    assert [both[i].kind for i in sorted(gold)] == ["apple-or-mistletoe", "gold"] * 2
    assert arthur_data.module_data()["verified"] is False


def test_ME_arthur_inner_ring__thirteen_spaces_after_the_outer_ring() -> None:
    s = arthur_state(2)
    ring = s.game.ruleset.inner_rings[0]
    kinds = [spec.kind for spec in ring.spaces]
    assert len(kinds) == 13
    counts = {k: kinds.count(k) for k in set(kinds)}
    assert counts == {
        "signet-ring": 1,
        "grail": 1,
        "excalibur": 1,
        "stairs": 1,
        "arthur-good": 3,
        "arthur-influence": 1,
        "arthur-merlin": 1,
        "picts": 3,
        "replace-manor": 1,
    }
    assert len(s.game.ruleset.space_at) == 24 + 13
    assert s.game.ruleset.space_at[24 + inner(s, "stairs")].name == "stairs"
    assert s.game.space_label(24 + inner(s, "arthur-good", "flag")) == "Arthur: any flag"


def test_ME_arthur_black_die__moves_arthur_either_way_five_turns_a_round() -> None:
    s = bare_table(arthur_state(4))
    s.arthur = 5
    start_turn(s, 0, (1, 2, 4, 5, 3))
    assert "die arthur 3" in legal_strs(s)
    act(s, "die arthur 3")
    assert legal_strs(s) == ["move cw", "move ccw"]
    assert tabletop_lib.explain(s, "move ccw").rule == "ME.arthur.black-die"
    n = len(s.events())
    act(s, "move ccw")
    assert s.arthur == 2 and s.space == 24 + 2 and s.dice[4] == 0
    assert "ME.arthur.black-die" in event_rules(events_since(s, n))
    s.arthur = 11
    s.dice[0:5] = [0, 0, 0, 0, 4]
    s.stage, s.pc, s.turn = C.CHOOSE_DIE, C.PC_TURN, 1
    start_turn(s, 1, (1, 2, 4, 5, 4))
    act(s, "die arthur 4", "move cw")
    assert s.arthur == (11 + 4) % 13
    # five turns each: the round ends after 4 x 5 dice
    g = tabletop_lib.load_game("merlin", num_players=4, modules=["arthur"])
    r = g.new_initial_state(1)
    chooser = random.Random(0)
    dice_used = 0
    while r.round == 1:
        a = chooser.choice(r.legal_actions())
        dice_used += str(a).startswith("die ")
        r.apply_action(a)
    assert dice_used == 20


def test_ME_arthur_reroll__four_or_five_equal_numbers_are_rolled_again() -> None:
    """p. 16: 4 or 5 equal numbers are rolled again; a first roll's full house stands."""
    s = arthur_state(2)
    n = len(s.events())
    full_houses = 0
    for _ in range(400):
        upkeep.roll_dice(s, 0)
        values = s.dice[0:5]
        assert max(values.count(v) for v in values) < 4
        full_houses += len(set(values)) == 2
    assert full_houses > 0
    assert "ME.arthur.reroll" in event_rules(events_since(s, n))
    assert s.game.params.round_reroll.trigger == 4


# -- inner spaces -------------------------------------------------------------------------------
def test_ME_arthur_space_signet_ring__completes_a_mission_without_requirements() -> None:
    s = bare_table(arthur_state(4))
    hand(s, 0, ["M19"])
    land_arthur(s, 0, "signet-ring")
    act(s, "act")
    assert s.signet == 0 and s.stage == arthur_data.ARTHUR_SIGNET
    assert legal_strs(s) == ["signet-mission M19"]
    act(s, "signet-mission M19")
    assert category(s, 0, "missions") == 2 and not s.hands[0]
    assert s.stage == C.MISSION_DRAW and s.draws_left == 1
    assert s.observation(1)["arthur"]["signet_ring"] == 0
    # another player takes the ring from its holder
    s2 = bare_table(arthur_state(4))
    s2.signet = 2
    s2.hands[1] = []
    land_arthur(s2, 1, "signet-ring")
    act(s2, "act")
    assert s2.signet == 1


def test_ME_arthur_signet_extra_mission__two_missions_two_draws() -> None:
    s = bare_table(arthur_state(4))
    hand(s, 0, ["M19", "M20"])
    give(s, 0, "shield", "black", 2)
    give(s, 0, "material", "purple", 1)
    land_arthur(s, 0, "signet-ring")
    act(s, "complete-mission M19", "act")
    n = len(s.events())
    act(s, "signet-mission M20")
    assert "ME.arthur.signet-extra-mission" in event_rules(events_since(s, n))
    assert category(s, 0, "missions") == 4 and category(s, 0, "two-mission bonus") == 0
    assert s.stage == C.MISSION_DRAW and s.draws_left == 2


def test_ME_arthur_signet_with_kings_favor__the_favor_choice_then_the_turn_goes_on() -> None:
    s = bare_table(arthur_state(4, modules=["kings_favor", "arthur"]))
    hand(s, 0, ["M19"])
    land_arthur(s, 0, "signet-ring")
    act(s, "act", "signet-mission M19")
    assert s.stage == FAVOR_CHOICE
    act(s, "favor-seal 2")
    assert s.stage == C.MISSION_DRAW and category(s, 0, "missions") == 0


def test_ME_arthur_space_grail_excalibur__as_in_the_base_game() -> None:
    s = bare_table(arthur_state(4))
    land_arthur(s, 0, "grail")
    act(s, "act")
    assert s.grail == 0 and s.apples[0] == 1
    s2 = bare_table(arthur_state(4))
    set_traitors(s2, 1, ["blue"])
    land_arthur(s2, 1, "excalibur")
    act(s2, "act")
    assert s2.excalibur == 1 and not any(s2.traitors[6:12])


def test_ME_arthur_space_stairs__knight_to_the_next_principality_space() -> None:
    s = bare_table(arthur_state(4))
    grey = space_of(s, "principality", "grey")
    s.knights[0] = grey - 3
    land_arthur(s, 0, "stairs")
    n = len(s.events())
    act(s, "act")
    assert s.knights[0] == grey and s.space == grey
    assert "ME.arthur.space.stairs" in event_rules(events_since(s, n))
    assert s.stage == C.ACTION and "decline" in legal_strs(s)
    act(s, "act", "henchman lady-in-waiting")
    assert influence(s, 0, "grey") == 1


def test_ME_arthur_space_resource__a_good_from_any_principality() -> None:
    s = bare_table(arthur_state(4))
    land_arthur(s, 0, "arthur-good", "shield")
    act(s, "act")
    assert s.stage == arthur_data.ARTHUR_TAKE
    assert len(legal_strs(s)) == 6  # no influence needed anywhere
    assert_illegal(s, "arthur-take flag purple", "ME.arthur.space.resource")
    act(s, "arthur-take shield purple")
    assert held(s, 0, "shield", "purple") == 1


def test_ME_arthur_space_influence__a_marker_in_any_principality() -> None:
    s = bare_table(arthur_state(4))
    land_arthur(s, 0, "arthur-influence")
    act(s, "act", "arthur-influence brown")
    assert influence(s, 0, "brown") == 1 and s.castle_influence[0] == 6


def test_ME_arthur_space_merlin__up_to_three_either_way_staff_allowed() -> None:
    s = bare_table(arthur_state(4))
    blue = space_of(s, "principality", "blue")
    s.merlin = blue + 2
    s.staffs[0] = 1
    land_arthur(s, 0, "arthur-merlin")
    act(s, "act")
    assert legal_strs(s) == [f"arthur-merlin {k:+d}" for k in (1, 2, 3, -1, -2, -3)]
    act(s, "arthur-merlin -2")
    assert s.merlin == blue and s.space == blue
    assert "act-with-staff" in legal_strs(s)
    act(s, "act-with-staff", "henchman builder")
    assert held(s, 0, "material", "blue") == 1 and s.staffs[0] == 0


def test_ME_arthur_space_picts__take_one_and_its_bonus() -> None:
    s = bare_table(arthur_state(4))
    shown = [pict(s, i) for i in ("P01", "P25", "P29", "P10")]
    rest = [t for t in range(30) if t not in shown]
    s.pict_display, s.pict_pile_a, s.pict_pile_b = shown, rest[:12], rest[12:]
    land_arthur(s, 0, "picts")
    act(s, "act")
    assert legal_strs(s) == ["take-pict P01", "take-pict P25", "take-pict P29", "take-pict P10"]
    bonus = arthur_data.picts()[pict(s, "P01")]["bonus"]
    act(s, "take-pict P01")
    assert held(s, 0, bonus["good"], bonus["colour"]) == 1
    assert s.pict_owner[pict(s, "P01")] == 0
    assert s.observation(2)["arthur"]["picts"][0] == ["P01"]
    # a manor Pict: built free on a free tile of its terrain
    s2 = bare_table(arthur_state(4))
    set_layout(s2, HALVES)
    s2.pict_display[0] = pict(s2, "P29")
    s2.pict_pile_a = [t for t in s2.pict_pile_a if t != pict(s2, "P29")]
    s2.pict_pile_b = [t for t in s2.pict_pile_b if t != pict(s2, "P29")]
    land_arthur(s2, 0, "picts")
    act(s2, "act", "take-pict P29")
    assert arthur_data.picts()[pict(s2, "P29")]["bonus"] == {"kind": "manor", "terrain": "forest"}
    assert s2.stage == arthur_data.ARTHUR_BUILD
    assert legal_strs(s2)[0] == "arthur-build r2c0" and len(legal_strs(s2)) == 12
    assert_illegal(s2, "arthur-build r0c0", "ME.arthur.space.picts")
    act(s2, "arthur-build r2c0")
    assert s2.manors[0] == 1 << tile(s2, "r2c0")


def test_ME_arthur_picts_refill__from_the_larger_pile() -> None:
    s = bare_table(arthur_state(4))
    shown = [0, 1, 2, 3]
    rest = list(range(4, 30))
    s.pict_display, s.pict_pile_a, s.pict_pile_b = shown, rest[:12], rest[12:]
    land_arthur(s, 0, "picts")
    n = len(s.events())
    act(s, "act", "take-pict P02")
    assert s.pict_display == [0, rest[-1], 2, 3]
    assert len(s.pict_pile_b) == 13 and len(s.pict_pile_a) == 12
    assert "ME.arthur.picts.refill" in event_rules(events_since(s, n))


def test_ME_arthur_space_replace_manor__no_material_no_tower_bonus() -> None:
    s = bare_table(arthur_state(4))
    set_layout(s, ["lake-tower"] + ["lake"] * 11 + ["forest"] * 12)
    s.manors[2] = 1 << tile(s, "r0c0")
    land_arthur(s, 0, "replace-manor")
    act(s, "act")
    assert legal_strs(s) == ["arthur-replace r0c0"]
    assert_illegal(s, "arthur-replace r0c1", "ME.arthur.space.replace-manor")
    act(s, "arthur-replace r0c0")
    assert s.manors[0] == 1 << tile(s, "r0c0") and s.manors[2] == 0
    assert s.stage != C.TOWER_BONUS and held(s, 0, "flag", "black") == 0
    # with all seven manors built, nothing can be replaced
    s.manors[0] = (1 << 7) - 1 << 10
    s.manors[2] = 1
    assert arthur_manors.replace_choices(s, 0) == 0
    assert arthur_manors.can_replace_manor(s, 1, 0)


# -- outer spaces -------------------------------------------------------------------------------
def test_ME_arthur_space_apple__one_apple() -> None:
    s = bare_table(arthur_state(4))
    land_knight5(s, 0, outer(s, "arthur-apple"))
    act(s, "act")
    assert s.apples[0] == 1 and s.apple_supply == 10


def test_ME_arthur_space_activate_henchman__acts_again_where_it_is() -> None:
    s = bare_table(arthur_state(4))
    place(s, 0, "builder", "blue")
    land_knight5(s, 0, outer(s, "activate-henchman"))
    act(s, "act")
    assert legal_strs(s) == ["activate builder"]
    act(s, "activate builder")
    assert held(s, 0, "material", "blue") == 1
    assert s.henchmen[0 * C.NUM_HENCHMEN + HENCHMEN["builder"]] == 2


def test_ME_arthur_space_move_arthur__one_space_then_its_action() -> None:
    s = bare_table(arthur_state(4))
    s.arthur = inner(s, "arthur-good", "shield") - 1
    land_knight5(s, 0, outer(s, "move-arthur"))
    act(s, "act")
    assert legal_strs(s) == ["arthur-step cw", "arthur-step ccw"]
    act(s, "arthur-step cw")
    assert s.space == 24 + inner(s, "arthur-good", "shield") and s.stage == C.ACTION
    act(s, "act", "arthur-take shield grey")
    assert held(s, 0, "shield", "grey") == 1


def test_ME_arthur_space_manor_points__three_manors_three_points() -> None:
    """Manual p. 19 example: red has 3 manors in the surroundings and scores 3."""
    s = bare_table(arthur_state(4))
    s.manors[0] = 0b10101
    land_knight5(s, 0, outer(s, "manor-points"))
    n = len(s.events())
    act(s, "act")
    assert category(s, 0, "victory point spaces") == 3
    assert "ME.arthur.space.manor-points" in event_rules(events_since(s, n))
    assert arthur_manors.manor_points(0b111) == 3
    assert "manor-points" in arthur_manors.vp_space_kinds()


def test_ME_arthur_nested_action__staff_repeats_the_last_space() -> None:
    s = bare_table(arthur_state(4))
    s.staffs[0] = 1
    s.arthur = inner(s, "arthur-good", "shield") - 1
    s.merlin = outer(s, "move-arthur") - 2
    start_turn(s, 0, (1, 3, 4, 2, 5))
    act(s, "die merlin 2", "move cw", "act-with-staff", "arthur-step cw")
    assert s.stage == C.ACTION
    act(s, "act", "arthur-take shield blue")
    assert s.stage == C.ACTION and "act-with-staff" not in legal_strs(s)
    act(s, "act", "arthur-take shield blue")
    assert held(s, 0, "shield", "blue") == 2
    assert s.arthur == inner(s, "arthur-good", "shield")


# -- flags --------------------------------------------------------------------------------------
def test_ME_arthur_flags__black_and_grey_swapped() -> None:
    s = bare_table(arthur_state(4))
    g = s.game
    colours = g.data.colours
    black, grey = colours.index("black"), colours.index("grey")
    assert g.ability_colour_list[arthur_data.ANY_DIE] == (colours.index(flag_colour(s, "any-die")),)
    assert g.ability_colour_list[arthur_data.DIE_STEP] == (
        colours.index(flag_colour(s, "die-step")),
    )
    for cs in g.ability_colour_list[:6]:
        assert black not in cs and grey not in cs
    give(s, 0, "flag", "black")
    set_traitors(s, 0, ["blue"])
    start_turn(s, 0, (1, 2, 4, 5, 3))
    assert not any(a.startswith("flag-repel") for a in legal_strs(s))
    base = MerlinGame(4).ability_colour_list
    assert any(black in cs for cs in base)


def test_ME_arthur_flag_any_die__the_knight_die_moves_arthur() -> None:
    s = bare_table(arthur_state(4))
    colour = flag_colour(s, "any-die")
    give(s, 0, "flag", colour)
    s.arthur = 5
    start_turn(s, 0, (3, 1, 2, 5, 6))
    act(s, "die knight 3")
    assert "flag-figure merlin" in legal_strs(s) and "flag-figure arthur" in legal_strs(s)
    assert "flag-figure knight" not in legal_strs(s)
    n = len(s.events())
    act(s, "flag-figure arthur")
    assert held(s, 0, "flag", colour) == 0
    assert "ME.arthur.flag.any-die" in event_rules(events_since(s, n))
    act(s, "move ccw")
    assert s.arthur == 2 and s.knights[0] == s.knights[0] and s.dice[0] == 0
    # the black die may move Merlin, whose action a staff may double
    s2 = bare_table(arthur_state(4))
    give(s2, 0, "flag", colour)
    s2.staffs[0] = 1
    blue = space_of(s2, "principality", "blue")
    s2.merlin = blue - 4
    start_turn(s2, 0, (3, 1, 2, 5, 4))
    act(s2, "die arthur 4", "flag-figure merlin", "move cw")
    assert s2.space == blue and "act-with-staff" in legal_strs(s2)
    assert_illegal(s2, "flag-figure knight", "ME.turn.pending-decision")


def test_ME_arthur_flag_die_step__seven_or_zero() -> None:
    s = bare_table(arthur_state(4))
    colour = flag_colour(s, "die-step")
    give(s, 0, "flag", colour)
    s.knights[0] = 0
    start_turn(s, 0, (6, 1, 2, 5, 3))
    act(s, "die knight 6")
    assert "flag-step +1" in legal_strs(s) and "flag-step -1" in legal_strs(s)
    act(s, "flag-step +1")
    assert s.knights[0] == 7 and held(s, 0, "flag", colour) == 0
    s2 = bare_table(arthur_state(4))
    give(s2, 0, "flag", colour)
    here = outer(s2, "arthur-apple")
    s2.knights[0] = here
    start_turn(s2, 0, (1, 2, 3, 5, 4))
    act(s2, "die knight 1", "flag-step -1")
    assert s2.knights[0] == here and s2.space == here
    act(s2, "act")
    assert s2.apples[0] == 1
    s3 = bare_table(arthur_state(4))
    start_turn(s3, 0, (1, 2, 3, 5, 4))
    act(s3, "die arthur 4")
    assert_illegal(s3, "flag-step +1", "ME.arthur.flag.die-step")
    base = bare_table(MerlinGame(4).new_initial_state(0))
    start_turn(base, 0, (1, 2, 3, 5))
    act(base, "die merlin 5")
    assert_illegal(base, "flag-step +1", "ME.arthur.flag.die-step")


# -- scoring ------------------------------------------------------------------------------------
def test_ME_arthur_scoring_one_manor_per_territory__first_player_first_chooses() -> None:
    s = bare_table(arthur_state(4))
    set_layout(s, HALVES)
    s.first = 1
    lake = next(i for i, m in enumerate(s.territories) if m >> tile(s, "r0c0") & 1)
    s.manors[0] = 1 << tile(s, "r0c0") | 1 << tile(s, "r0c1")
    s.manors[1] = 1 << tile(s, "r3c0") | 1 << tile(s, "r3c1") | 1 << tile(s, "r3c2")
    s.manors[2] = 1 << tile(s, "r0c2")
    s.score = [20] * 4
    s.pc = C.PC_ROUND_END
    s.round = 2
    n = len(s.events())
    from tabletop_lib.games.merlin import rules

    rules.run(s)
    assert s.stage == arthur_data.ARTHUR_KEEP and s.current == 1
    assert "ME.scoring.surroundings" in event_rules(events_since(s, n))
    assert legal_strs(s) == ["arthur-keep r3c0", "arthur-keep r3c1", "arthur-keep r3c2"]
    assert_illegal(s, "arthur-keep r0c0", "ME.arthur.scoring.one-manor-per-territory")
    act(s, "arthur-keep r3c1")
    assert s.manors[1] == 1 << tile(s, "r3c1")
    assert s.stage == arthur_data.ARTHUR_KEEP and s.current == 0 and s.target == lake
    act(s, "arthur-keep r0c1")
    assert s.manors[0] == 1 << tile(s, "r0c1") and s.manors[2] == 1 << tile(s, "r0c2")
    assert "ME.arthur.scoring.one-manor-per-territory" in event_rules(events_since(s, n))
    assert s.stage == C.CHOOSE_DIE and s.round == 3
    assert arthur_data.protected_manors(s, 0) == 0


def test_ME_arthur_scoring_picts__example_11_against_9_plus_3() -> None:
    """Manual p. 19 example: red's Picts total 11, green's 9 + 3 for the signet ring = 12:
    green scores 3, red loses 3."""
    assert arthur_picts.picts_points([11, 12]) == [-3, 3]
    s = bare_table(arthur_state(2))
    red = picts_summing(11, set())
    green = picts_summing(9, set(red))
    for t in red:
        s.pict_owner[t] = 0
    for t in green:
        s.pict_owner[t] = 1
    s.signet = 1
    s.score = [10, 10]
    assert arthur_picts.pict_sums(s) == [11, 12]
    n = len(s.events())
    arthur_picts.score_picts(s)
    assert category(s, 0, "picts") == -3 and category(s, 1, "picts") == 3
    assert s.score == [7, 13]
    assert "ME.arthur.scoring.picts" in event_rules(events_since(s, n))
    assert all(s.pict_owner[t] == -2 for t in red + green)
    assert arthur_picts.pict_sums(s) == [0, 3]


def test_ME_arthur_scoring_picts__ties_none_and_the_floor() -> None:
    assert arthur_picts.picts_points([5, 5, 0, 0]) == [3, 3, -3, -3]
    assert arthur_picts.picts_points([4, 4, 4]) == [0, 0, 0]
    assert arthur_picts.picts_points([0, 2, 7]) == [-3, 0, 3]
    s = bare_table(arthur_state(3))
    s.pict_owner[0] = 2
    s.score = [1, 5, 5]
    arthur_picts.score_picts(s)
    assert s.score == [0, 2, 8]  # never below 0; nobody's Picts count 0


def test_ME_arthur_scoring_signet_ring__three_more_for_its_holder() -> None:
    s = bare_table(arthur_state(3))
    s.signet = 2
    s.score = [5, 5, 5]
    assert arthur_picts.pict_sums(s) == [0, 0, 3]
    n = len(s.events())
    arthur_picts.score_picts(s)
    assert "ME.arthur.scoring.signet-ring" in event_rules(events_since(s, n))
    assert s.score == [2, 2, 8] and s.signet == 2


# -- with the King's Favor ------------------------------------------------------------------------
def test_kings_favor_flag_bearer_scores_manors_with_arthur() -> None:
    s = bare_table(arthur_state(4, modules=["kings_favor", "arthur"]))
    s.favor[cell(0, HENCHMEN["flag-bearer"], 3)] = READY
    s.manors[0] = 0b11
    land_knight5(s, 0, outer(s, "manor-points"))
    act(s, "favor-ability")
    assert "favor-score manor" in legal_strs(s)
    act(s, "favor-score manor")
    assert category(s, 0, "king's favor") == 3


# -- whole games --------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("modules", [["arthur"], ALL], ids=["alone", "all"])
def test_random_playouts_with_arthur_keep_the_contract(n: int, modules: list[str]) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules)

    def picts_conserved(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        free = sorted(t for t in (*s.pict_display, *s.pict_pile_a, *s.pict_pile_b) if t >= 0)
        assert free == [t for t, o in enumerate(s.pict_owner) if o == -1]

    seen = play_randomly(game, range(2), salt=300, check=picts_conserved)
    assert seen.used & {"TakePict", "ArthurStep", "ArthurTake", "ArthurInfluence"}


def test_ME_arthur_space_replace_manor__protected_manors_hook() -> None:
    """A module's ``protected_manors`` hook (Sir Gaheris' castle) keeps a manor from being
    replaced and from the one-manor-per-territory reduction."""
    s = bare_table(arthur_state(4))
    set_layout(s, HALVES)
    g = s.game
    hooks = dict(g.ruleset.hooks)
    hooks["protected_manors"] = (lambda st, p: 1 << tile(st, "r0c0") if p == 2 else 0,)
    g.ruleset = dataclasses.replace(g.ruleset, hooks=MappingProxyType(hooks))
    s.manors[2] = 1 << tile(s, "r0c0") | 1 << tile(s, "r0c1")
    assert arthur_manors.replace_choices(s, 0) == 1 << tile(s, "r0c1")
    assert not arthur_manors.can_replace_manor(s, 0, tile(s, "r0c0"))
    s.first = 2
    s.score_pos = 0
    assert not arthur_manors.reduce_manors(s)  # the castle does not count: one manor left
    assert s.manors[2] == 1 << tile(s, "r0c0") | 1 << tile(s, "r0c1")


def test_arthurs_moves_name_the_inner_space_as_the_board_does() -> None:
    """The narration names the inner ring's space as the board labels it ("Move Merlin"),
    never by its code label ("Arthur: move Merlin")."""
    import random
    import re

    import tabletop_lib

    state = tabletop_lib.load_game("merlin", num_players=3, modules=["arthur"]).new_initial_state(4)
    choose = random.Random(4).choice
    while not state.is_terminal():
        state.apply_action(choose(state.legal_actions()))
    moves = [
        e.text
        for e in state.events()
        if e.rule in ("ME.arthur.black-die", "ME.arthur.space.move-arthur")
    ]
    assert moves
    for text in moves:
        assert re.search(r"to the \u201c[A-Z][^\u201d:]*\u201d space of the inner ring\.$", text), (
            text
        )
