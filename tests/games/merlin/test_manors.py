"""Building manors in the surroundings (manual p. 9)."""

from __future__ import annotations

from .scenarios import (
    C,
    accepted,
    act,
    assert_illegal,
    bare_table,
    give,
    give_flag,
    held,
    influence,
    land_knight,
    legal_strs,
    new_state,
    set_layout,
    set_traitors,
    space_of,
    supply,
    tile,
)

# A 4-row layout with a lake tower on r1c4 (the tile of the manual's example).
LAYOUT = (
    ["mountain"] * 6
    + ["forest", "forest", "lake", "lake", "lake-tower", "mountain"]
    + ["forest-tower", "forest", "lake", "mountain-tower", "mountain", "mountain"]
    + ["forest", "lake", "lake", "forest", "forest-tower", "mountain-tower"]
)


def test_ME_space_build_manor__manual_example() -> None:
    """p. 9: green pays a grey material, builds on the lake tile with a tower and, for the
    tower, takes a black shield. r1c4 accepts grey, orange or blue (the p. 9 example tile)."""
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    assert accepted(s, "r1c4") == ["grey", "blue", "orange"]
    give(s, 3, "material", "grey")
    land_knight(s, 3, space_of(s, "build-manor"))
    act(s, "act")
    options = legal_strs(s)
    assert "build r1c4" in options
    assert all("grey" in accepted(s, o.split()[1]) for o in options)
    act(s, "build r1c4")  # one eligible colour held: paid at once
    assert s.manors[3] == 1 << tile(s, "r1c4")
    assert held(s, 3, "material", "grey") == 0 and supply(s, "material", "grey") == 6
    assert s.stage == C.TOWER_BONUS
    act(s, "tower-bonus shield black")
    assert held(s, 3, "shield", "black") == 1
    assert s.current_player() == 0


def test_ME_manor_tower_bonus__choices() -> None:
    """p. 9: a shield or a flag from any principality, or an influence marker anywhere; or
    nothing."""
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    give(s, 0, "material", "orange")
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act", "build r1c4")
    options = legal_strs(s)
    assert len(options) == 6 + 6 + 6 + 1 and options[-1] == "skip-tower-bonus"
    act(s, "tower-bonus influence brown")
    assert influence(s, 0, "brown") == 1 and s.castle_influence[0] == 6


def test_ME_manor_tower_bonus__skip_and_plain_tiles() -> None:
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    give(s, 0, "material", "blue", 2)
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act", "build r1c4", "skip-tower-bonus")
    assert s.current_player() == 1
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act", "build r1c2")  # a plain lake: no bonus
    assert s.current_player() == 1 and s.manors[0].bit_count() == 2


def test_ME_manor_material_line__choose_the_colour_to_pay() -> None:
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    give(s, 1, "material", "grey")
    give(s, 1, "material", "blue")
    give(s, 1, "material", "black")
    land_knight(s, 1, space_of(s, "build-manor"))
    act(s, "act", "build r1c4")
    assert legal_strs(s) == ["pay grey", "pay blue"]
    assert_illegal(s, "pay black", "ME.manor.material-line")
    act(s, "pay blue")
    assert held(s, 1, "material", "blue") == 0 and held(s, 1, "material", "grey") == 1


def test_ME_manor_material_line__only_tiles_the_material_reaches() -> None:
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    give(s, 0, "material", "black")
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act")
    built = [o.split()[1] for o in legal_strs(s)]
    assert built and all("black" in accepted(s, t) for t in built)
    assert "build r1c4" not in legal_strs(s)
    assert_illegal(s, "build r1c4", "ME.manor.material-line")


def test_ME_manor_one_per_tile() -> None:
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    s.manors[2] = 1 << tile(s, "r1c4")
    give(s, 0, "material", "grey")
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act")
    assert "build r1c4" not in legal_strs(s)
    assert_illegal(s, "build r1c4", "ME.manor.one-per-tile")


def test_ME_manor_limit() -> None:
    """p. 9: no more than 7 manors."""
    s = bare_table(new_state(4))
    set_layout(s, LAYOUT)
    s.manors[0] = sum(1 << p for p in range(7))
    give(s, 0, "material", "grey")
    give_flag(s, 0, "repel-traitors")
    set_traitors(s, 0, ["blue"])
    land_knight(s, 0, space_of(s, "build-manor"))
    assert legal_strs(s) == ["flag-repel blue", "decline"]
    assert_illegal(s, "act", "ME.manor.limit")
