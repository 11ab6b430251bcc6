"""The six flag actions (manual p. 13). Which colour carries which action comes from
games/merlin/data/flags.json (unverified), so the tests ask the data."""

from __future__ import annotations

import pytest

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.games.merlin import MerlinGame

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    event_rules,
    events_since,
    flag_for,
    give,
    give_flag,
    hand,
    held,
    knight_to,
    land_knight,
    legal_strs,
    new_state,
    set_traitors,
    space_of,
    start_turn,
    supply,
    traitors,
)


def test_ME_flag_repel_traitors() -> None:
    """Discard all traitors of one shield colour without shields; the flag goes back."""
    s = bare_table(new_state(4))
    colour = give_flag(s, 0, "repel-traitors")
    set_traitors(s, 0, ["blue", "blue", "grey"])
    start_turn(s, 0)
    assert "flag-repel blue" in legal_strs(s) and "flag-repel grey" in legal_strs(s)
    assert_illegal(s, "flag-repel black", "ME.flag.repel-traitors")
    act(s, "flag-repel blue")
    assert traitors(s, 0) == {"grey": 1}
    assert held(s, 0, "flag", colour) == 0 and supply(s, "flag", colour) == 6
    assert s.stage == C.CHOOSE_DIE  # still the same decision point
    assert "flag-repel grey" not in legal_strs(s)


def test_ME_flag_use__any_number_and_back_to_the_principality() -> None:
    """Several flags in one turn (flip, then reverse); each returns to its principality."""
    s = bare_table(new_state(4))
    flip = give_flag(s, 0, "flip-die")
    back = give_flag(s, 0, "reverse")
    s.knights[0] = 10
    start_turn(s, 0, (2, 1, 1, 3))
    act(s, "die knight 2")
    assert legal_strs(s) == ["move cw", "move ccw", "flag-flip"]
    n = len(s.events())
    act(s, "flag-flip", "move ccw")
    assert s.knights[0] == 5  # 2 turned to 5, counter-clockwise
    assert held(s, 0, "flag", flip) == held(s, 0, "flag", back) == 0
    assert supply(s, "flag", flip) == 6 and supply(s, "flag", back) == 6
    assert {"ME.flag.flip-die", "ME.flag.reverse"} <= set(event_rules(events_since(s, n)))


def test_ME_flag_reverse() -> None:
    s = bare_table(new_state(4))
    give_flag(s, 1, "reverse")
    s.knights[1] = 2
    start_turn(s, 1, (4, 1, 1, 3))
    act(s, "die knight 4", "move ccw")
    assert s.knights[1] == 22


def test_ME_flag_flip_die() -> None:
    """Turn the die to its opposite face before moving (a 1 becomes a 6)."""
    s = bare_table(new_state(4))
    give_flag(s, 0, "flip-die")
    s.knights[0] = 0
    start_turn(s, 0, (1, 2, 2, 3))
    act(s, "die knight 1", "flag-flip")
    assert s.knights[0] == 6


def test_ME_flag_other_action() -> None:
    """After moving the knight, take the action of a space where another knight stands."""
    s = bare_table(new_state(4))
    colour = give_flag(s, 0, "other-action")
    give(s, 0, "shield", "blue", 2)
    exchange = space_of(s, "exchange")
    vp_shield = space_of(s, "victory-points", "shield")
    s.knights[2] = vp_shield
    land_knight(s, 0, exchange)
    assert f"flag-other {vp_shield}" in legal_strs(s)
    act(s, f"flag-other {vp_shield}")
    assert s.knights[0] == exchange and s.space == vp_shield
    assert "flag-other" not in " ".join(legal_strs(s))
    act(s, "act")
    # Two shields and the flag used up: the VP space counts shields only.
    assert s.score[0] == 2 and supply(s, "flag", colour) == 6


def test_ME_flag_other_action__not_after_moving_merlin() -> None:
    s = bare_table(new_state(4))
    give_flag(s, 0, "other-action")
    give(s, 0, "material", "blue")
    s.knights[1] = space_of(s, "grail")
    target = space_of(s, "exchange")
    s.merlin = (target - 3) % 24
    start_turn(s, 0, (1, 1, 2, 3))
    act(s, "die merlin 3", "move cw")
    assert not any(a.startswith("flag-other") for a in legal_strs(s))
    assert_illegal(s, f"flag-other {s.knights[1]}", "ME.flag.other-action")


def test_ME_flag_mirror() -> None:
    """Put the knight on the opposite space and take that action; it stays there."""
    s = bare_table(new_state(4))
    give_flag(s, 0, "mirror")
    give(s, 0, "flag", "grey", 3)
    vp_flag = space_of(s, "victory-points", "flag")
    opposite = (vp_flag + 12) % 24
    land_knight(s, 0, opposite)
    act(s, "flag-mirror")
    assert s.knights[0] == vp_flag and s.space == vp_flag
    act(s, "act")
    assert s.score[0] == 3
    assert s.knights[0] == vp_flag


def test_ME_flag_one_redirect() -> None:
    """[choice] After a mirror the other-action flag cannot change the space again."""
    s = bare_table(new_state(4))
    give_flag(s, 0, "mirror")
    give_flag(s, 0, "other-action")
    give(s, 0, "material", "blue")
    s.knights[3] = space_of(s, "grail")
    land_knight(s, 0, space_of(s, "exchange"))
    act(s, "flag-mirror")
    assert not any(a.startswith("flag-") for a in legal_strs(s))
    assert_illegal(s, f"flag-other {s.knights[3]}", "ME.flag.one-redirect")
    assert_illegal(s, "flag-mirror", "ME.flag.one-redirect")


def test_ME_flag_missions() -> None:
    """A second mission in the turn, after the first, for 2 more points; two draws at the end."""
    s = bare_table(new_state(4))
    colour = give_flag(s, 0, "missions")
    # M01 needs a black shield and a blue flag; M07 a henchman, placed below.
    hand(s, 0, ["M01", "M05", "M07", "M20"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    card7 = s.game.data.missions[s.game.data.mission_index("M07")]
    req = card7.requires[0]
    s.henchmen[0 * 4 + req.henchmen[0]] = req.principality
    start_turn(s, 0)
    options = legal_strs(s)
    assert "complete-mission M01" in options and "complete-mission M07" in options
    act(s, "complete-mission M01")
    assert held(s, 0, "flag", colour) == 1
    assert "complete-mission M07" in legal_strs(s)
    act(s, "complete-mission M07")
    assert held(s, 0, "flag", colour) == 0
    assert category(s, 0, "two-mission bonus") == 2
    assert category(s, 0, "missions") == 1 + card7.points
    assert not any(a.startswith("complete-mission") for a in legal_strs(s))
    knight_to(s, 0, space_of(s, "victory-points", "shield"), 1)
    act(s, "die knight 1")
    while s.stage in (C.PRE_MOVE, C.ACTION, C.END_TURN):
        act(s, {C.PRE_MOVE: "move cw", C.ACTION: "decline", C.END_TURN: "end-turn"}[s.stage])
    assert s.stage == C.MISSION_DRAW
    act(s, "draw-mission deck", "draw-mission deck")
    assert len(s.hands[0]) == 4 and s.current_player() == 1


def test_ME_flag_missions__the_flag_alone_gives_nothing() -> None:
    s = bare_table(new_state(4))
    give_flag(s, 0, "missions")
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    start_turn(s, 0)
    assert not any(a.startswith("complete-mission") for a in legal_strs(s))
    assert flag_for(s, "missions") in s.game.data.colours


def test_ME_flag_flip_die__not_the_merlin_die() -> None:
    """p. 13 "antes de mover o cavaleiro": the flag turns a die that moves the knight; on the
    Merlin die it is not offered and is refused, and the flag stays with the player."""
    s = bare_table(new_state(4))
    colour = give_flag(s, 0, "flip-die")
    start_turn(s, 0, (1, 2, 2, 3))
    act(s, "die merlin 3")
    assert "flag-flip" not in legal_strs(s)
    assert_illegal(s, "flag-flip", "ME.flag.flip-die")
    merlin = s.merlin
    act(s, "move cw")
    assert s.merlin == (merlin + 3) % s.game.ruleset.rondel.size
    assert held(s, 0, "flag", colour) == 1


def test_ME_flag_flip_die__option_any_turns_the_merlin_die() -> None:
    """The option ``flip_flag_dice="any"`` (the wider reading) lets it turn the Merlin die."""
    game = MerlinGame(4, flip_flag_dice="any")
    assert game.options["flip_flag_dice"] == "any"
    s = bare_table(game.new_initial_state(0))
    colour = give_flag(s, 0, "flip-die")
    start_turn(s, 0, (1, 2, 2, 3))
    act(s, "die merlin 3")
    assert "flag-flip" in legal_strs(s)
    merlin = s.merlin
    act(s, "flag-flip", "move cw")  # the 3 becomes a 4
    assert s.merlin == (merlin + 4) % s.game.ruleset.rondel.size
    assert held(s, 0, "flag", colour) == 0


def test_flip_flag_dice_option_is_checked() -> None:
    with pytest.raises(ConfigError, match="flip_flag_dice"):
        MerlinGame(3, flip_flag_dice="merlin")


@pytest.mark.parametrize("modules", [[], ["arthur"]])
def test_flag_places_agree_with_has_ability(modules: list[str]) -> None:
    """``MerlinGame.flag_goods`` (read inline at every die and move) names, for each ability
    carried by one flag, the place of that flag in a player's goods: holding a flag there is
    holding the ability; an ability no flag carries is never held (Arthur's flags replace two)."""
    from tabletop_lib.games.merlin.common import NO_FLAG, has_ability
    from tabletop_lib.games.merlin.constants import GOODS_BLOCK

    s = MerlinGame(3, modules=modules).new_initial_state(4)
    at = s.game.flag_goods
    single = [a for a, place in enumerate(at) if place >= 0]
    assert len(single) >= 6 and (not modules or NO_FLAG in at)
    for held_place in (None, *sorted({at[a] for a in single})):
        for p in range(3):
            for place in {at[a] for a in single}:
                s.goods[p * GOODS_BLOCK + place] = 1 if place == held_place else 0
        for ability, place in enumerate(at):
            for p in range(3):
                expected = place >= 0 and place == held_place
                assert has_ability(s, p, ability) is expected
                if place >= 0:
                    assert (s.goods[p * GOODS_BLOCK + place] > 0) is expected
