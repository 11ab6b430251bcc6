"""A turn (manual p. 6): choose a die, move, take or decline the action; staffs and apples;
the order of turns and rounds."""

from __future__ import annotations

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    event_rules,
    events_since,
    finish_randomly,
    give,
    knight_to,
    land_knight,
    legal_strs,
    new_state,
    space_of,
    start_turn,
)


def test_ME_turn_choose_die__one_action_per_value() -> None:
    s = bare_table(new_state(4))
    start_turn(s, 1, (3, 3, 5, 2))
    assert legal_strs(s) == ["die knight 3", "die knight 5", "die merlin 2"]
    assert_illegal(s, "die knight 2", "ME.turn.choose-die")
    assert_illegal(s, "die merlin 5", "ME.turn.choose-die")


def test_ME_turn_knight_moves_clockwise__exactly_the_value() -> None:
    """p. 6: the die's value, unchanged, moves the knight clockwise; the die is used."""
    s = bare_table(new_state(4))
    s.knights[1] = 22
    start_turn(s, 1, (3, 1, 5, 2))
    n = len(s.events())
    act(s, "die knight 5")
    assert s.knights[1] == (22 + 5) % 24
    assert s.dice[4:8] == [3, 1, 0, 2]
    assert "ME.turn.knight-moves-clockwise" in event_rules(events_since(s, n))


def test_ME_turn_merlin_moves_either_way() -> None:
    """p. 6: the white die moves Merlin, clockwise or counter-clockwise; knights stay."""
    for direction, expected in (("cw", 5), ("ccw", 23)):
        s = bare_table(new_state(4))
        s.merlin = 2
        start_turn(s, 0, (1, 1, 2, 3))
        knight = s.knights[0]
        act(s, "die merlin 3")
        assert s.stage == C.PRE_MOVE
        assert legal_strs(s) == ["move cw", "move ccw"]
        act(s, f"move {direction}")
        assert s.merlin == expected and s.knights[0] == knight


def test_ME_flag_reverse__knights_need_the_flag_to_go_back() -> None:
    s = bare_table(new_state(4))
    give(s, 0, "material", "black")  # something to do later; no flag
    s.apples[0] = 1
    start_turn(s, 0, (4, 1, 2, 3))
    act(s, "die knight 4")
    assert "move ccw" not in legal_strs(s)
    assert_illegal(s, "move ccw", "ME.flag.reverse")


def test_ME_turn_take_or_decline() -> None:
    """p. 6: the action may be declined; nothing happens and the turn ends."""
    s = bare_table(new_state(4))
    give(s, 2, "shield", "blue", 2)
    land_knight(s, 2, space_of(s, "victory-points", "shield"))
    assert legal_strs(s) == ["act", "decline"]
    act(s, "decline")
    assert s.score[2] == 0
    assert s.current_player() == 3 and s.stage == C.CHOOSE_DIE


def test_ME_turn_take_or_decline__nothing_to_gain_passes_on() -> None:
    """A space with nothing for the player (no shields on the shield VP space) needs no
    decision: the turn passes on with an event."""
    s = bare_table(new_state(4))
    n = len(s.events())
    land_knight(s, 2, space_of(s, "victory-points", "shield"))
    assert s.current_player() == 3
    assert "ME.turn.take-or-decline" in event_rules(events_since(s, n))


def test_ME_turn_knights_share_spaces() -> None:
    """p. 6 Nota: any number of knights on one space."""
    s = bare_table(new_state(4))
    target = space_of(s, "missions")
    s.knights[0] = s.knights[3] = target
    n = len(s.events())
    land_knight(s, 1, target)
    assert s.knights[1] == s.knights[0] == s.knights[3] == target
    assert "ME.turn.knights-share-spaces" in event_rules(events_since(s, n))


def test_ME_turn_end__next_player_clockwise() -> None:
    s = bare_table(new_state(3))
    land_knight(s, 2, space_of(s, "victory-points", "flag"))
    assert s.current_player() == 0
    assert s.turn == 1


def test_ME_turn_pending_decision() -> None:
    s = bare_table(new_state(4))
    start_turn(s, 0, (1, 2, 3, 4))
    assert_illegal(s, "act", "ME.turn.pending-decision")
    assert_illegal(s, "end-turn", "ME.turn.pending-decision")
    assert_illegal(s, "move cw", "ME.turn.pending-decision")
    assert_illegal(s, "henchman builder", "ME.turn.pending-decision")


def test_ME_turn_game_over() -> None:
    s = finish_randomly(new_state(2, seed=3), seed=3)
    assert s.is_terminal() and s.legal_actions() == [] and s.current_player() == -1
    assert_illegal(s, "die knight 3", "ME.turn.game-over")
    assert_illegal(s, "end-turn", "ME.turn.game-over")


def test_ME_round_end_and_ME_round_prepare() -> None:
    """p. 6, 10: a round ends when all dice are used; the next is prepared: new dice, the round
    marker moves, the first player marker passes to the left."""
    s = new_state(3, seed=4)
    first = s.first
    while s.round == 1:
        assert s.current_player() == (first + s.turn) % 3
        s.apply_action(s.legal_actions()[-1])
    assert s.round == 2 and s.turn == 0
    assert s.first == (first + 1) % 3 and s.current_player() == s.first
    assert all(v > 0 for v in s.dice)
    rules = event_rules(s.events())
    assert "ME.round.end" in rules and "ME.round.prepare" in rules


def test_ME_staff_double_action() -> None:
    """p. 6: after moving Merlin a staff doubles the action; the staff leaves the game."""
    s = bare_table(new_state(4))
    give(s, 0, "flag", "blue", 2)
    s.staffs[0] = 2
    target = space_of(s, "victory-points", "flag")
    s.merlin = (target - 3) % 24
    start_turn(s, 0, (1, 1, 2, 3))
    act(s, "die merlin 3", "move cw")
    assert legal_strs(s) == ["act", "act-with-staff", "decline"]
    act(s, "act-with-staff")
    assert s.score[0] == 2 and s.staffs[0] == 1
    # The first action is complete; the second is offered (and may be declined).
    assert legal_strs(s) == ["act", "decline"]
    act(s, "act")
    assert s.score[0] == 4 and category(s, 0, "victory point spaces") == 4
    assert s.current_player() == 1


def test_ME_staff_double_action__second_action_may_be_declined() -> None:
    s = bare_table(new_state(4))
    give(s, 0, "material", "blue")
    give(s, 0, "material", "grey")
    s.staffs[0] = 1
    target = space_of(s, "build-manor")
    s.merlin = (target - 2) % 24
    start_turn(s, 0, (1, 1, 3, 2))
    act(s, "die merlin 2", "move cw", "act-with-staff")
    first_tile = legal_strs(s)[0]
    act(s, first_tile)
    if s.stage == C.BUILD_PAY:
        act(s, legal_strs(s)[0])
    if s.stage == C.TOWER_BONUS:
        act(s, "skip-tower-bonus")
    if s.stage == C.ACTION:  # the second build, if a tile is still payable
        assert "act" in legal_strs(s) and "act-with-staff" not in legal_strs(s)
        act(s, "decline")
    assert s.manors[0].bit_count() == 1 and s.current_player() == 1


def test_ME_staff_double_action__only_after_moving_merlin() -> None:
    s = bare_table(new_state(4))
    give(s, 0, "flag", "blue", 2)
    s.staffs[0] = 3
    land_knight(s, 0, space_of(s, "victory-points", "flag"))
    assert "act-with-staff" not in legal_strs(s)
    assert_illegal(s, "act-with-staff", "ME.staff.double-action")


def test_ME_apple_change_die() -> None:
    """p. 6: an apple goes back to the supply and the die shows any other face."""
    s = bare_table(new_state(4))
    s.apples[0] = 1
    s.apple_supply -= 1
    s.knights[0] = 0
    start_turn(s, 0, (2, 1, 1, 3))
    act(s, "die knight 2")
    assert legal_strs(s) == ["move cw", "apple 1", "apple 3", "apple 4", "apple 5", "apple 6"]
    assert_illegal(s, "apple 2", "ME.apple.change-die")
    supply = s.apple_supply
    act(s, "apple 5")
    assert s.knights[0] == 5
    assert s.apples[0] == 0 and s.apple_supply == supply + 1


def test_ME_apple_change_die__merlin_die_too() -> None:
    s = bare_table(new_state(4))
    s.apples[0] = 2
    s.merlin = 0
    start_turn(s, 0, (1, 1, 2, 3))
    act(s, "die merlin 3", "apple 6", "move ccw")
    assert s.merlin == 18 and s.apples[0] == 1


def test_knight_positions_are_kept_between_rounds() -> None:
    s = bare_table(new_state(2))
    knight_to(s, 0, 10, 4)
    start_turn(s, 0, (4, 1, 1, 2))
    act(s, "die knight 4")
    assert s.knights[0] == 10
