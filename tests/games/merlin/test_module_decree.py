"""The king's decree module (manual p. 35; docs/rules/merlin.md §5.17): ``modules=["decree"]``."""

from __future__ import annotations

import random

import pytest

import tabletop_lib
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.modules.decree import rules as module_decree

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    colour_index,
    event_rules,
    events_since,
    held,
    influence,
    land_knight,
    legal_strs,
    new_state,
    place,
    play_randomly,
    space_of,
    start_turn,
    supply,
    where,
)

HELD = 6  # decree_where of a decree held by player 0


def decree_state(num_players: int = 4, seed: int = 0) -> MerlinState:
    return MerlinGame(num_players, modules=["decree"]).new_initial_state(seed)


def give_decrees(s: MerlinState, p: int, k: int) -> None:
    """Hand player ``p`` the first ``k`` decrees still on a stack."""
    for t, w in enumerate(s.decree_where):
        if k and 0 <= w < 6:
            s.decree_where[t] = 6 + p
            k -= 1


def test_load_game_with_decree_alone_and_with_gold() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["decree"])
    assert "decrees" in game.ruleset.categories and game.in_play("decree")
    both = tabletop_lib.load_game("merlin", num_players=2, modules=["gold", "decree"])
    assert {"gold", "decrees"} <= set(both.ruleset.categories)


def test_ME_decree_setup__four_face_down_decrees_per_principality() -> None:
    s = decree_state(3)
    assert sorted(s.decree_where) == sorted(c for c in range(6) for _ in range(4))
    assert "ME.decree.setup" in event_rules(s.events())
    view = s.observation(1)
    assert set(view["decree_stacks"].values()) == {4}
    assert view["players"][0]["decrees"] == 0
    assert module_decree.module_data()["verified"] is False
    assert len(module_decree.tile_ids()) == 24
    base = new_state(3)
    assert base.decree_where == [] and "decrees" not in base.game.ruleset.categories
    assert "decree_stacks" not in base.observation(0)


def test_ME_decree_take__instead_of_the_henchmans_action() -> None:
    s = bare_table(decree_state(4))
    black = colour_index(s, "black")
    s.decree_where = [module_decree.SPENT] * 24
    s.decree_where[0] = black  # D01: a black shield
    s.decree_where[20] = black  # D21: 2 points
    place(s, 1, "builder", "black")
    land_knight(s, 0, space_of(s, "principality", "black"))
    act(s, "act")
    assert s.stage == C.HENCHMAN
    assert "henchman-decree builder" in legal_strs(s)
    materials = held(s, 0, "material", "black")
    n = len(s.events())
    act(s, "henchman-decree builder")
    assert s.stage == module_decree.DECREE_PICK
    # once the stack is looked at, a decree must be taken
    assert legal_strs(s) == ["take-decree D01", "take-decree D21"]
    assert_illegal(s, "henchman builder", "ME.turn.pending-decision")
    assert_illegal(s, "take-decree D02", "ME.decree.take")
    # the henchman is placed (the opponent's goes home) but takes no material
    assert where(s, 0, "builder") == "black" and where(s, 1, "builder") is None
    assert held(s, 0, "material", "black") == materials
    rules_seen = event_rules(events_since(s, n))
    assert "ME.decree.take" in rules_seen and "ME.space.principality.builder" not in rules_seen
    assert "Decree module" in events_since(s, n)[-1].text


def test_ME_decree_take__not_without_decrees_or_the_module() -> None:
    s = bare_table(decree_state(4))
    black = colour_index(s, "black")
    s.decree_where = [w if w != black else module_decree.SPENT for w in s.decree_where]
    land_knight(s, 0, space_of(s, "principality", "black"))
    act(s, "act")
    assert not [a for a in legal_strs(s) if a.startswith("henchman-decree")]
    assert_illegal(s, "henchman-decree builder", "ME.decree.take")
    base = bare_table(new_state(4))
    land_knight(base, 0, space_of(base, "principality", "black"))
    act(base, "act")
    assert_illegal(base, "henchman-decree lady-in-waiting", "ME.decree.take")


def test_ME_decree_gain__the_good_shown_or_its_points_and_keep_it() -> None:
    s = bare_table(decree_state(4))
    black = colour_index(s, "black")
    s.decree_where = [module_decree.SPENT] * 24
    s.decree_where[0] = black  # D01: a black shield
    s.decree_where[22] = black  # D23: 3 points
    land_knight(s, 0, space_of(s, "principality", "black"))
    act(s, "act", "henchman-decree builder")
    shields = supply(s, "shield", "black")
    n = len(s.events())
    act(s, "take-decree D01")
    assert held(s, 0, "shield", "black") == 1 and supply(s, "shield", "black") == shields - 1
    assert s.decree_where[0] == HELD and s.decree_where[22] == black
    assert "ME.decree.gain" in event_rules(events_since(s, n))
    assert s.observation(2)["players"][0]["decrees"] == 1
    s2 = bare_table(decree_state(4))
    s2.decree_where = [module_decree.SPENT] * 24
    s2.decree_where[22] = black
    land_knight(s2, 0, space_of(s2, "principality", "black"))
    score = s2.score[0]
    act(s2, "act", "henchman-decree lady-in-waiting", "take-decree D23")
    assert s2.score[0] == score + 3 and category(s2, 0, "decrees") == 3
    assert influence(s2, 0, "black") == 0  # the lady-in-waiting placed no influence


def test_ME_decree_spend_die__one_decree_one_step_no_wrap() -> None:
    s = bare_table(decree_state(4))
    s.knights[0] = 0
    give_decrees(s, 0, 1)
    start_turn(s, 0, (6, 2, 3, 4))
    act(s, "die knight 6")
    assert s.stage == C.PRE_MOVE
    assert "decree-die -1" in legal_strs(s)
    assert_illegal(s, "decree-die +1", "ME.decree.spend-die")
    n = len(s.events())
    act(s, "decree-die -1")
    assert "ME.decree.spend-die" in event_rules(events_since(s, n))
    assert s.knights[0] == 5 and s.decree_where.count(HELD) == 0
    assert s.decree_where.count(module_decree.SPENT) == 1


def test_ME_decree_spend_good__two_decrees_any_good() -> None:
    s = bare_table(decree_state(4))
    give_decrees(s, 0, 2)
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "die knight 1")
    assert "decree-good flag purple" in legal_strs(s)
    n = len(s.events())
    act(s, "decree-good flag purple")
    assert held(s, 0, "flag", "purple") == 1 and s.decree_where.count(HELD) == 0
    assert "ME.decree.spend-good" in event_rules(events_since(s, n))
    s2 = bare_table(decree_state(4))
    give_decrees(s2, 0, 1)
    start_turn(s2, 0, (1, 2, 3, 4))
    act(s2, "die knight 1")
    assert_illegal(s2, "decree-good flag purple", "ME.decree.spend-good")


def test_ME_decree_spend_influence__two_decrees_any_principality() -> None:
    s = bare_table(decree_state(4))
    give_decrees(s, 0, 2)
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "die knight 1")
    before = influence(s, 0, "orange")
    n = len(s.events())
    act(s, "decree-influence orange")
    assert influence(s, 0, "orange") == before + 1
    assert "ME.decree.spend-influence" in event_rules(events_since(s, n))
    s2 = bare_table(decree_state(4))
    give_decrees(s2, 0, 2)
    s2.castle_influence[0] = 0
    start_turn(s2, 0, (1, 2, 3, 4))
    act(s2, "die knight 1")
    assert_illegal(s2, "decree-influence orange", "ME.decree.spend-influence")


def test_ME_decree_spend_points__three_decrees_five_points() -> None:
    s = bare_table(decree_state(4))
    give_decrees(s, 0, 3)
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "die knight 1")
    score = s.score[0]
    n = len(s.events())
    act(s, "decree-points")
    assert s.score[0] == score + 5 and category(s, 0, "decrees") == 5
    assert "ME.decree.spend-points" in event_rules(events_since(s, n))
    assert s.decree_where.count(module_decree.SPENT) == 3
    s2 = bare_table(decree_state(4))
    give_decrees(s2, 0, 2)
    start_turn(s2, 0, (1, 2, 3, 4))
    act(s2, "die knight 1")
    assert_illegal(s2, "decree-points", "ME.decree.spend-points")


def test_ME_decree_when__before_moving_any_number_and_not_without_the_module() -> None:
    s = bare_table(decree_state(4))
    give_decrees(s, 0, 5)
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "die knight 1", "decree-points", "decree-good shield black")
    assert s.decree_where.count(module_decree.SPENT) == 5
    assert s.stage != C.PRE_MOVE  # nothing left to decide: the knight moved
    base = bare_table(new_state(4))
    base.apples[0] = 1
    start_turn(base, 0, (1, 2, 3, 4))
    act(base, "die knight 1")
    assert not [a for a in legal_strs(base) if a.startswith("decree")]
    assert_illegal(base, "decree-points", "ME.decree.spend-points")


@pytest.mark.parametrize("modules", [["decree"], ["gold", "decree"]])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_decree_keep_the_contract(n: int, modules: list[str]) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules)

    def decrees_conserved(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        assert len(s.decree_where) == 24
        assert all(-1 <= w < 6 + n for w in s.decree_where)

    seen = play_randomly(game, range(2), salt=200, check=decrees_conserved)
    assert {"PlaceHenchmanForDecree", "TakeDecree"} <= seen.used


def last_turn_with_a_knight_die(num_players: int = 2) -> MerlinState:
    """A decree game played at random to the last turn of round 6, whose player holds one
    knight die (the first seed, from 0, where the last die left is a knight die)."""
    for seed in range(40):
        s = decree_state(num_players, seed)
        chooser = random.Random(seed)
        last = num_players * s.game.dice_per_player - 1
        while not (s.round == s.game.params.rounds and s.turn == last and s.stage == C.CHOOSE_DIE):
            s.apply_action(chooser.choice(s.legal_actions()))
        if [str(a) for a in s.legal_actions() if str(a).startswith("die knight")]:
            return s
    raise AssertionError("no seed ends with a knight die")


def test_ME_decree_when__a_decree_taken_with_the_games_last_action_is_cashed() -> None:
    """p. 35 "No seu turno, um jogador pode descartar quantas fichas de decreto ele quiser":
    a third decree taken with the last action of the game is still spent for 5 points
    before the turn (and the game) ends."""
    s = last_turn_with_a_knight_die()
    p = s.current
    black = colour_index(s, "black")
    for t, w in enumerate(s.decree_where):
        if w == HELD + p:
            s.decree_where[t] = module_decree.SPENT
    s.decree_where[0] = s.decree_where[1] = HELD + p  # two decrees held
    s.decree_where[22] = black  # D23 (3 points) on the black stack
    die = next(str(a) for a in s.legal_actions() if str(a).startswith("die knight"))
    value = int(die.split()[-1])
    s.knights[p] = (space_of(s, "principality", "black") - value) % s.game.ruleset.rondel.size
    act(s, die)
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    act(s, "act")
    henchman = next(a for a in legal_strs(s) if a.startswith("henchman-decree"))
    points = category(s, p, "decrees")
    act(s, henchman, "take-decree D23")
    assert s.stage == C.END_TURN and s.current == p and not s.is_terminal()
    assert "decree-points" in legal_strs(s) and "end-turn" in legal_strs(s)
    n = len(s.events())
    act(s, "decree-points")
    assert "ME.decree.spend-points" in event_rules(events_since(s, n))
    assert s.decree_where.count(HELD + p) == 0
    while not s.is_terminal():  # nothing left to spend: the turn ends; the final scoring
        assert "decree-points" not in legal_strs(s)
        s.apply_action(s.legal_actions()[-1])
    final = {(r["player"], r["category"]): r["points"] for r in s.score_breakdown()}
    assert final[(p, "decrees")] == points + 3 + 5  # the decree's 3, then 5 for three decrees


def test_ME_decree_when__before_choosing_the_die_and_after_moving() -> None:
    """Decrees buy goods and points at every main point of the turn, which is offered again
    after each spend; the die changes stay before moving (a die chosen later can be changed
    then, at the same price)."""
    s = bare_table(decree_state(4))
    give_decrees(s, 0, 5)
    start_turn(s, 0, (1, 2, 3, 4))
    assert "decree-points" in legal_strs(s) and "decree-good flag purple" in legal_strs(s)
    assert not [a for a in legal_strs(s) if a.startswith("decree-die")]
    score = s.score[0]
    act(s, "decree-points")
    assert s.stage == C.CHOOSE_DIE and s.score[0] == score + 5
    assert "decree-points" not in legal_strs(s) and "decree-good flag purple" in legal_strs(s)
    vp_shield = space_of(s, "victory-points", "shield")
    s.knights[0] = (vp_shield - 1) % s.game.ruleset.rondel.size
    act(s, "die knight 1")
    assert s.stage == C.PRE_MOVE and "decree-die +1" in legal_strs(s)
    act(s, "move cw")
    assert s.stage == C.ACTION and s.space == vp_shield
    assert "decree-good shield black" in legal_strs(s)
    assert not [a for a in legal_strs(s) if a.startswith("decree-die")]
    act(s, "decree-good shield black")
    assert s.stage == C.ACTION and held(s, 0, "shield", "black") == 1
    assert s.decree_where.count(HELD) == 0
    act(s, "act")  # the shield just bought counts on the victory-points space
    assert s.score[0] == score + 5 + 1


def test_ME_decree_spend_die__personal_or_merlin_not_arthurs_black_die() -> None:
    """p. 35 "(pessoal ou Merlin)": a decree changes a personal or the Merlin die; Arthur's
    black die only with gold (p. 26 names it) or the Arthur flag."""
    game = MerlinGame(4, modules=["arthur", "decree"])
    s = bare_table(game.new_initial_state(0))
    give_decrees(s, 0, 1)
    start_turn(s, 0, (1, 2, 3, 4, 3))
    act(s, "die arthur 3")
    assert s.stage == C.PRE_MOVE
    assert not [a for a in legal_strs(s) if a.startswith("decree-die")]
    assert_illegal(s, "decree-die +1", "ME.decree.spend-die")
    assert "not Arthur's black die" in s.explain(s.game.parse_action("decree-die +1")).text
    s2 = bare_table(game.new_initial_state(0))
    give_decrees(s2, 0, 1)
    start_turn(s2, 0, (1, 2, 3, 4, 3))
    act(s2, "die merlin 4")
    assert {"decree-die +1", "decree-die -1"} <= set(legal_strs(s2))
    act(s2, "decree-die +1")
    assert s2.die_value == 5 and s2.decree_where.count(module_decree.SPENT) == 1
