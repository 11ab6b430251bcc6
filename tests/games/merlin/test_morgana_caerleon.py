"""Morgana with the City of Caerleon (ME.morgana.block.caerleon): she blocks the whole district
she stands on (Merlin Big Box manual, p. 32, the Morgana module's note on Caerleon), and with
Caerleon every shield, material and flag lies in the forge, quarry and tailor (p. 29): while
she blocks the forge nobody takes a shield of any colour, from any space."""

from __future__ import annotations

from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin import spaces as merlin_spaces
from tabletop_lib.games.merlin.modules.caerleon import rules as caerleon_rules
from tabletop_lib.games.merlin.modules.morgana import rules as morgana_rules

from .scenarios import (
    C,
    act,
    bare_table,
    colour_index,
    give,
    land_knight,
    legal_strs,
    set_influence,
    space_of,
)

# The front side (games/merlin/data/caerleon.json) lays the districts on these colours.
MINT, MARKET, FORGE, QUARRY = "black", "grey", "purple", "orange"


def blocked_on(district: str, num_players: int = 3) -> MerlinState:
    """Caerleon and Morgana in play, Morgana standing on ``district``'s principality."""
    game = MerlinGame(num_players, modules=["caerleon", "morgana"], caerleon_side="front")
    s = bare_table(game.new_initial_state(1))
    morgana_rules.set_morgana(s, colour_index(s, district))
    return s


def offered(s: MerlinState, good: str) -> list[str]:
    return [a for a in legal_strs(s) if a.startswith(f"take {good} ")]


def test_morgana_on_the_forge_blocks_every_shield_at_the_exchange_space() -> None:
    s = blocked_on(FORGE)
    give(s, 0, "material", MINT)
    land_knight(s, 0, space_of(s, "exchange"))
    act(s, "act", f"return material {MINT}")
    assert s.stage == C.EXCHANGE_TAKE
    assert offered(s, "shield") == []
    assert offered(s, "flag") and offered(s, "material")


def test_morgana_on_the_mint_leaves_the_forges_shields_to_the_exchange_space() -> None:
    s = blocked_on(MINT)
    give(s, 0, "material", QUARRY)
    land_knight(s, 0, space_of(s, "exchange"))
    act(s, "act", f"return material {QUARRY}")
    # the mint's own colour stays set aside (the base block); the forge gives the rest
    shields = offered(s, "shield")
    assert f"take shield {FORGE}" in shields and f"take shield {MINT}" not in shields


def test_morgana_on_the_forge_blocks_the_influence_spaces_shield() -> None:
    s = blocked_on(FORGE)
    set_influence(s, 0, QUARRY, 1)
    assert not merlin_spaces.influence_good_feasible(s, 0, C.SHIELD)
    assert merlin_spaces.influence_good_feasible(s, 0, C.MATERIAL)
    moved = blocked_on(MINT)
    set_influence(moved, 0, QUARRY, 1)
    assert merlin_spaces.influence_good_feasible(moved, 0, C.SHIELD)


def test_morgana_on_the_forge_blocks_shields_at_the_market_district() -> None:
    s = blocked_on(FORGE)
    give(s, 0, "flag", MINT)
    land_knight(s, 0, space_of(s, "principality", MARKET))
    act(s, "act", "henchman builder", f"return flag {MINT}")
    assert s.stage == caerleon_rules.CAER_MARKET_TAKE
    assert offered(s, "shield") == [] and offered(s, "material")


def test_morgana_on_the_quarry_blocks_materials_not_shields() -> None:
    s = blocked_on(QUARRY)
    assert caerleon_rules.kind_blocked(s, C.MATERIAL)
    assert not caerleon_rules.kind_blocked(s, C.SHIELD)
    assert not caerleon_rules.kind_blocked(s, C.FLAG)


def test_the_exchange_space_needs_a_good_that_may_be_taken() -> None:
    s = blocked_on(FORGE)
    give(s, 0, "shield", MINT)
    assert merlin_spaces.exchange_feasible(s, 0, 0)
    board = s.game.num_players * C.GOODS_BLOCK
    for i in range(C.GOODS_BLOCK):
        if i // C.NUM_COLOURS != C.SHIELD:
            s.goods[board + i] = 0  # only the blocked forge's shields are left
    assert not merlin_spaces.exchange_feasible(s, 0, 0)
