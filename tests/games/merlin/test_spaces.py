"""The action spaces (manual p. 6-8): principalities and henchmen, victory points, influence,
relocate, exchange, missions, Excalibur and the Grail."""

from __future__ import annotations

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    card,
    category,
    event_rules,
    events_since,
    give,
    hand,
    hand_ids,
    held,
    influence,
    land_knight,
    legal_strs,
    new_state,
    place,
    set_influence,
    set_traitors,
    space_of,
    supply,
    traitors,
    where,
)


def test_ME_space_principality__place_and_act() -> None:
    """p. 6-7: the builder goes to the principality of the space and takes its material."""
    s = bare_table(new_state(4))
    land_knight(s, 0, space_of(s, "principality", "blue"))
    assert legal_strs(s) == ["act", "decline"]
    act(s, "act")
    assert legal_strs(s) == [f"henchman {h}" for h in C.HENCHMAN_NAMES]
    act(s, "henchman builder")
    assert where(s, 0, "builder") == "blue"
    assert held(s, 0, "material", "blue") == 1 and supply(s, "material", "blue") == 5
    assert s.current_player() == 1


def test_ME_space_principality__from_another_principality() -> None:
    """p. 6: the henchman may come from any of the other five principalities."""
    s = bare_table(new_state(4))
    place(s, 0, "flag-bearer", "grey")
    land_knight(s, 0, space_of(s, "principality", "purple"))
    act(s, "act", "henchman flag-bearer")
    assert where(s, 0, "flag-bearer") == "purple"
    assert held(s, 0, "flag", "purple") == 1


def test_ME_space_principality_not_same() -> None:
    s = bare_table(new_state(4))
    place(s, 0, "builder", "blue")
    land_knight(s, 0, space_of(s, "principality", "blue"))
    act(s, "act")
    assert "henchman builder" not in legal_strs(s)
    assert_illegal(s, "henchman builder", "ME.space.principality.not-same")


def test_ME_space_principality_displace() -> None:
    """p. 6: an opponent's henchman of the same kind goes back to its owner's castle."""
    s = bare_table(new_state(4))
    place(s, 2, "shield-bearer", "orange")
    place(s, 3, "builder", "orange")
    n = len(s.events())
    land_knight(s, 0, space_of(s, "principality", "orange"))
    act(s, "act", "henchman shield-bearer")
    assert where(s, 2, "shield-bearer") is None
    assert where(s, 3, "builder") == "orange"
    assert held(s, 0, "shield", "orange") == 1
    assert "ME.space.principality.displace" in event_rules(events_since(s, n))


def test_ME_henchman_builder_flag_bearer_shield_bearer__if_available() -> None:
    s = bare_table(new_state(4))
    n = s.game.num_players
    # No brown flag left in the supply.
    s.goods[n * C.GOODS_BLOCK + C.FLAG * 6 + s.game.data.colour_index("brown")] = 0
    land_knight(s, 1, space_of(s, "principality", "brown"))
    act(s, "act", "henchman flag-bearer")
    assert where(s, 1, "flag-bearer") == "brown" and held(s, 1, "flag", "brown") == 0
    land_knight(s, 1, space_of(s, "principality", "brown"))
    act(s, "act", "henchman shield-bearer")
    assert held(s, 1, "shield", "brown") == 1
    land_knight(s, 1, space_of(s, "principality", "brown"))
    act(s, "act", "henchman builder")
    assert held(s, 1, "material", "brown") == 1
    rules = event_rules(s.events())
    for rule in ("ME.henchman.flag-bearer", "ME.henchman.shield-bearer", "ME.henchman.builder"):
        assert rule in rules


def test_ME_henchman_lady_in_waiting() -> None:
    """p. 7: she places an influence marker from the castle, added to any already there."""
    s = bare_table(new_state(4))
    set_influence(s, 0, "grey", 2)
    land_knight(s, 0, space_of(s, "principality", "grey"))
    act(s, "act", "henchman lady-in-waiting")
    assert influence(s, 0, "grey") == 3 and s.castle_influence[0] == 4
    # With no marker left in the castle she places none.
    s.castle_influence[0] = 0
    place(s, 0, "lady-in-waiting", None)
    land_knight(s, 0, space_of(s, "principality", "grey"))
    act(s, "act", "henchman lady-in-waiting")
    assert influence(s, 0, "grey") == 3 and where(s, 0, "lady-in-waiting") == "grey"


def test_ME_space_victory_points() -> None:
    """p. 7: a point per shield, flag or material held, or per influence marker on the board."""
    s = bare_table(new_state(4))
    give(s, 0, "shield", "blue", 2)
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "black")
    land_knight(s, 0, space_of(s, "victory-points", "shield"))
    act(s, "act")
    assert s.score[0] == 3 and category(s, 0, "victory point spaces") == 3
    set_influence(s, 1, "blue", 2)
    set_influence(s, 1, "orange", 1)
    land_knight(s, 1, space_of(s, "victory-points", "influence"))
    act(s, "act")
    assert s.score[1] == 3
    give(s, 2, "material", "grey", 4)
    land_knight(s, 2, space_of(s, "victory-points", "material"))
    act(s, "act")
    assert s.score[2] == 4


def test_ME_space_influence_good() -> None:
    """p. 7: a good of the space's kind from a principality where the player has influence."""
    s = bare_table(new_state(4))
    set_influence(s, 0, "grey", 1)
    set_influence(s, 0, "orange", 2)
    land_knight(s, 0, space_of(s, "influence-good", "shield"))
    act(s, "act")
    assert legal_strs(s) == ["take shield grey", "take shield orange"]
    assert_illegal(s, "take shield blue", "ME.space.influence-good")
    act(s, "take shield orange")
    assert held(s, 0, "shield", "orange") == 1


def test_ME_space_influence_good__needs_influence() -> None:
    s = bare_table(new_state(4))
    land_knight(s, 0, space_of(s, "influence-good", "flag"))
    assert s.current_player() == 1  # nothing to take: the turn passed


def test_ME_space_influence_henchman() -> None:
    """p. 7: a henchman (from the castle or another principality) goes to a principality where
    the player has influence, and acts there."""
    s = bare_table(new_state(4))
    set_influence(s, 0, "purple", 1)
    set_influence(s, 0, "black", 1)
    place(s, 0, "builder", "purple")
    land_knight(s, 0, space_of(s, "influence-henchman"))
    act(s, "act")
    assert legal_strs(s) == [f"henchman {h}" for h in C.HENCHMAN_NAMES]
    act(s, "henchman builder")
    assert legal_strs(s) == ["to black"]  # not where it already stands
    assert_illegal(s, "to purple", "ME.space.influence-henchman")
    act(s, "to black")
    assert where(s, 0, "builder") == "black" and held(s, 0, "material", "black") == 1


def test_ME_space_relocate() -> None:
    """p. 8 (red's builder moves counter-clockwise to purple and takes a purple material)."""
    s = bare_table(new_state(4))
    colours = s.game.data.colours
    after_purple = colours[(colours.index("purple") + 1) % 6]
    place(s, 2, "builder", after_purple)
    place(s, 2, "lady-in-waiting", "black")
    place(s, 3, "builder", "purple")
    land_knight(s, 2, space_of(s, "relocate-henchman"))
    act(s, "act")
    assert legal_strs(s) == ["henchman lady-in-waiting", "henchman builder"]
    act(s, "henchman builder")
    assert legal_strs(s) == ["relocate cw", "relocate ccw"]
    act(s, "relocate ccw")
    assert where(s, 2, "builder") == "purple" and held(s, 2, "material", "purple") == 1
    assert where(s, 3, "builder") is None


def test_ME_space_relocate__clockwise_wraps() -> None:
    s = bare_table(new_state(4))
    colours = s.game.data.colours
    place(s, 0, "shield-bearer", colours[5])
    land_knight(s, 0, space_of(s, "relocate-henchman"))
    act(s, "act", "henchman shield-bearer", "relocate cw")
    assert where(s, 0, "shield-bearer") == colours[0]


def test_ME_space_relocate_all_home() -> None:
    """p. 8 Exceção: with every henchman at home, send one to any principality."""
    s = bare_table(new_state(4))
    land_knight(s, 1, space_of(s, "relocate-henchman"))
    act(s, "act")
    assert len(legal_strs(s)) == 4
    act(s, "henchman lady-in-waiting")
    assert legal_strs(s) == [f"to {c}" for c in s.game.data.colours]
    act(s, "to brown")
    assert where(s, 1, "lady-in-waiting") == "brown" and influence(s, 1, "brown") == 1


def test_ME_space_exchange__manual_example() -> None:
    """p. 8: return a blue building material and take an orange flag."""
    s = bare_table(new_state(4))
    give(s, 0, "material", "blue")
    land_knight(s, 0, space_of(s, "exchange"))
    act(s, "act")
    assert legal_strs(s) == ["return material blue"]
    act(s, "return material blue")
    assert supply(s, "material", "blue") == 6
    assert len(legal_strs(s)) == 18
    act(s, "take flag orange")
    assert held(s, 0, "flag", "orange") == 1 and held(s, 0, "material", "blue") == 0
    assert s.current_player() == 1


def test_ME_space_exchange__needs_a_good() -> None:
    s = bare_table(new_state(4))
    land_knight(s, 0, space_of(s, "exchange"))
    assert s.current_player() == 1


def test_ME_space_missions() -> None:
    """p. 8: discard up to two missions, then draw as many from the display and/or deck; a
    display card is replaced at once."""
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    shown = list(s.display)
    land_knight(s, 0, space_of(s, "missions"))
    act(s, "act")
    assert legal_strs(s)[-1] == "stop-discarding"
    act(s, "discard-mission M02", "discard-mission M04")
    assert s.stage == C.MISSION_DRAW
    taken = s.game.data.missions[shown[1]].id
    n = len(s.events())
    act(s, f"draw-mission {taken}")
    assert s.display[1] not in (shown[1], -1)
    assert "ME.mission.refill-display" in event_rules(events_since(s, n))
    act(s, "draw-mission deck")
    assert len(s.hands[0]) == 4 and hand_ids(s, 0)[:3] == ["M01", "M03", taken]
    assert card(s, "M02") in s.mission_discard and card(s, "M04") in s.mission_discard
    assert s.current_player() == 1


def test_ME_space_missions__stop_early() -> None:
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    land_knight(s, 0, space_of(s, "missions"))
    act(s, "act", "discard-mission M03", "stop-discarding", "draw-mission deck")
    assert len(s.hands[0]) == 4 and s.current_player() == 1
    assert_illegal(s, "stop-discarding", "ME.turn.pending-decision")


def test_ME_space_excalibur() -> None:
    """p. 8: defeat a traitor (discarded) and take Excalibur, even from another player."""
    s = bare_table(new_state(4))
    set_traitors(s, 0, ["blue", "blue", "grey"])
    s.excalibur = 3
    land_knight(s, 0, space_of(s, "excalibur"))
    act(s, "act")
    assert legal_strs(s) == ["defeat-traitor grey", "defeat-traitor blue"]
    discards = len(s.traitor_discard)
    act(s, "defeat-traitor blue")
    assert traitors(s, 0) == {"grey": 1, "blue": 1}
    assert len(s.traitor_discard) == discards + 1 and s.excalibur == 0


def test_ME_space_excalibur__single_colour_needs_no_choice() -> None:
    s = bare_table(new_state(4))
    set_traitors(s, 1, ["purple", "purple"])
    land_knight(s, 1, space_of(s, "excalibur"))
    act(s, "act")
    assert traitors(s, 1) == {"purple": 1} and s.excalibur == 1
    assert s.current_player() == 2


def test_ME_space_grail() -> None:
    """p. 8: take an apple from the supply and the Grail, even from another player."""
    s = bare_table(new_state(4))
    s.grail = 2
    apples = s.apple_supply
    land_knight(s, 0, space_of(s, "grail"))
    act(s, "act")
    assert s.apples[0] == 1 and s.apple_supply == apples - 1 and s.grail == 0
    # The holder with no apple left in the supply has nothing to gain.
    s.apple_supply = 0
    land_knight(s, 0, space_of(s, "grail"))
    assert s.apples[0] == 1 and s.current_player() == 1
