"""The King's Favor module (manual pp. 14-15; docs/rules/merlin.md §5.10):
``modules=["kings_favor"]``."""

from __future__ import annotations

import random

import pytest

import tabletop_lib
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.modules.kings_favor import rules as module_kings_favor
from tabletop_lib.games.merlin.modules.kings_favor.rules import READY, USED, cell

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
    hand,
    held,
    land_knight,
    legal_strs,
    new_state,
    play_randomly,
    run_scoring,
    set_influence,
    set_traitors,
    space_of,
    start_turn,
    traitors,
    where,
)

H = {name: i for i, name in enumerate(C.HENCHMAN_NAMES)}
FAVOR = "king's favor"


def favor_state(num_players: int = 4, seed: int = 0) -> MerlinState:
    return MerlinGame(num_players, modules=["kings_favor"]).new_initial_state(seed)


def seal(s: MerlinState, p: int, henchman: str, row: int) -> None:
    s.favor[cell(p, H[henchman], row)] = READY


def ready_for_m19(s: MerlinState) -> MerlinState:
    """Player 0 holds M19 (2 points, builder) and its requirements, at the die choice."""
    hand(s, 0, ["M19"])
    give(s, 0, "shield", "black", 2)
    give(s, 0, "material", "purple", 1)
    return start_turn(s, 0)


def test_load_game_with_kings_favor_alone_and_with_the_others() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["kings_favor"])
    assert FAVOR in game.ruleset.categories and game.in_play("kings_favor")
    every = ["kings_favor", "gold", "decree", "treasures"]
    both = tabletop_lib.load_game("merlin", num_players=2, modules=every)
    assert {FAVOR, "gold", "decrees"} <= set(both.ruleset.categories)


def test_ME_kings_favor_setup__a_board_and_four_seals_each() -> None:
    s = favor_state(3)
    assert s.favor == [0] * 36 and s.favor_pending == []
    assert "ME.kings_favor.setup" in event_rules(s.events())
    assert s.observation(1)["players"][0]["favor"]["builder"] == [0, 0, 0]
    assert module_kings_favor.module_data()["verified"] is False
    assert int(module_kings_favor.module_data()["seals_per_player"]) == 4
    base = new_state(3)
    assert base.favor == [] and FAVOR not in base.game.ruleset.categories
    assert "favor" not in base.observation(0)["players"][0]


def test_ME_kings_favor_choose__points_or_a_seal_in_the_allowed_rows() -> None:
    s = ready_for_m19(bare_table(favor_state(4)))
    act(s, "complete-mission M19")
    assert s.stage == module_kings_favor.FAVOR_CHOICE
    assert legal_strs(s) == ["favor-points", "favor-seal 1", "favor-seal 2"]
    assert_illegal(s, "favor-seal 3", "ME.kings_favor.choose")
    assert_illegal(s, "die knight 1", "ME.turn.pending-decision")
    n = len(s.events())
    act(s, "favor-seal 2")
    assert category(s, 0, "missions") == 0 and s.score[0] == 0
    assert s.favor[cell(0, H["builder"], 2)] == READY
    assert s.stage == C.CHOOSE_DIE and s.current == 0
    assert "King's Favor module" in events_since(s, n)[-1].text
    kept = ready_for_m19(bare_table(favor_state(4)))
    act(kept, "complete-mission M19", "favor-points")
    assert category(kept, 0, "missions") == 2 and kept.favor == [0] * 48


def test_ME_kings_favor_seals__four_at_most_and_never_moved() -> None:
    s = bare_table(favor_state(4))
    for h in ("lady-in-waiting", "shield-bearer", "flag-bearer"):
        seal(s, 0, h, 1)
    seal(s, 0, "builder", 3)
    ready_for_m19(s)
    before = s.favor[:]
    act(s, "complete-mission M19")
    assert s.stage == C.CHOOSE_DIE  # no seal left: the points are scored
    assert category(s, 0, "missions") == 2 and s.favor == before


def test_ME_kings_favor_row1_point__the_manuals_example_three_points() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "builder", 1)
    ready_for_m19(s)
    act(s, "complete-mission M19")
    assert "ME.kings_favor.row1-point" in event_rules(s.events())
    assert legal_strs(s) == ["favor-points", "favor-seal 2"]
    act(s, "favor-points")
    assert s.score[0] == 3  # 2 for the card and 1 for the builder's first ability
    assert category(s, 0, FAVOR) == 1


def test_ME_kings_favor_row2_any_principality__from_a_principality_space() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "builder", 2)
    land_knight(s, 0, space_of(s, "principality", "black"))
    act(s, "act")
    assert "henchman-anywhere builder" in legal_strs(s)
    assert "henchman-anywhere lady-in-waiting" not in legal_strs(s)
    act(s, "henchman-anywhere builder")
    assert s.stage == C.TARGET and len(legal_strs(s)) == 6
    act(s, "to grey")
    assert where(s, 0, "builder") == "grey" and held(s, 0, "material", "grey") == 1
    assert "ME.kings_favor.row2-any-principality" in event_rules(s.events())
    # not to leave it where it is
    s2 = bare_table(favor_state(4))
    seal(s2, 0, "builder", 2)
    s2.henchmen[H["builder"]] = colour_index(s2, "grey")
    land_knight(s2, 0, space_of(s2, "principality", "black"))
    act(s2, "act", "henchman-anywhere builder")
    assert "to grey" not in legal_strs(s2)
    assert_illegal(s2, "to grey", "ME.kings_favor.row2-any-principality")
    base = bare_table(new_state(4))
    land_knight(base, 0, space_of(base, "principality", "black"))
    act(base, "act")
    assert_illegal(base, "henchman-anywhere builder", "ME.kings_favor.row2-any-principality")


def test_ME_kings_favor_row3_builder__the_build_action_twice_without_staff() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "builder", 3)
    s.staffs[0] = 1
    for c in ("black", "grey", "blue", "purple", "orange", "brown"):
        give(s, 0, "material", c, 2)
    land_knight(s, 0, space_of(s, "build-manor"))
    assert "favor-ability" in legal_strs(s)
    act(s, "favor-ability")
    assert s.favor[cell(0, H["builder"], 3)] == USED
    assert "ME.kings_favor.row3-builder" in event_rules(s.events())
    chooser = random.Random(1)
    while s.stage not in (C.ACTION, C.END_TURN, C.MISSION_DRAW):
        s.apply_action(chooser.choice(s.legal_actions()))
    assert s.manors[0].bit_count() == 1 and s.stage == C.ACTION
    assert "act-with-staff" not in legal_strs(s) and "favor-ability" not in legal_strs(s)
    act(s, "act")
    while s.stage not in (C.ACTION, C.END_TURN, C.MISSION_DRAW, C.CHOOSE_DIE):
        s.apply_action(chooser.choice(s.legal_actions()))
    assert s.manors[0].bit_count() == 2


def test_ME_kings_favor_row3_flag_bearer__any_resource_and_one_more() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "flag-bearer", 3)
    set_influence(s, 0, "black", 3)
    land_knight(s, 0, space_of(s, "victory-points", "shield"))
    assert "favor-ability" in legal_strs(s)  # even with no shield to score
    act(s, "favor-ability")
    assert s.stage == module_kings_favor.FAVOR_VP
    assert legal_strs(s) == [f"favor-score {k}" for k in module_kings_favor.SCORE_KINDS[:4]]
    act(s, "favor-score influence")
    assert category(s, 0, FAVOR) == 4 and category(s, 0, "victory point spaces") == 0
    assert "ME.kings_favor.row3-flag-bearer" in event_rules(s.events())


def test_ME_kings_favor_row3_shield_bearer__expel_a_traitor_without_a_shield() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "shield-bearer", 3)
    set_traitors(s, 0, ["black", "black"])
    start_turn(s, 0)
    assert "favor-expel black" in legal_strs(s)
    act(s, "favor-expel black")
    assert traitors(s, 0)["black"] == 1 and s.score[0] == 1
    assert s.stage == C.CHOOSE_DIE
    assert_illegal(s, "favor-expel black", "ME.kings_favor.row3-shield-bearer")


def test_ME_kings_favor_row3_lady__two_henchmen_where_influence_lies() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "lady-in-waiting", 3)
    set_influence(s, 0, "black", 1)
    s.castle_influence[0] -= 1
    land_knight(s, 0, space_of(s, "influence-henchman"))
    act(s, "favor-ability")
    assert "ME.kings_favor.row3-lady" in event_rules(s.events())
    act(s, "henchman builder", "to black")
    assert s.stage == C.ACTION and "act-with-staff" not in legal_strs(s)
    act(s, "act", "henchman shield-bearer", "to black")
    assert where(s, 0, "builder") == "black" and where(s, 0, "shield-bearer") == "black"
    assert held(s, 0, "shield", "black") == 1


def test_ME_kings_favor_row3_once__per_scoring_period() -> None:
    s = bare_table(favor_state(4))
    seal(s, 0, "shield-bearer", 3)
    set_traitors(s, 0, ["black", "grey"])
    start_turn(s, 0)
    act(s, "favor-expel black")
    assert "favor-expel grey" not in legal_strs(s)
    s.favor_pending = []
    run_scoring(s, 2)
    assert s.favor[cell(0, H["shield-bearer"], 3)] == READY
    assert "ME.kings_favor.row3-once" in event_rules(s.events())


EVERY = ["kings_favor", "gold", "decree", "treasures"]


@pytest.mark.parametrize("modules", [["kings_favor"], EVERY])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_kings_favor_keep_the_contract(n: int, modules: list[str]) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules)

    def seals_conserved(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        assert len(s.favor) == 12 * n
        for p in range(n):
            assert module_kings_favor.seals_placed(s, p) <= 4

    seen = play_randomly(game, range(3), salt=300, check=seals_conserved)
    assert {"SealFavor", "KeepMissionPoints"} & seen.used
