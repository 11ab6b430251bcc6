"""The Caerleon module (manual pp. 29-30; docs/rules/merlin.md §5.15): ``modules=["caerleon"]``.

The front side (games/merlin/data/caerleon.json, unverified) lays the districts as: black mint, grey
market, blue orchard, purple forge, orange quarry, brown tailor.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

import tabletop_lib
from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import ConfigError, DataError
from tabletop_lib.core.registry import game_info
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.modules.caerleon import districts as caerleon_districts
from tabletop_lib.games.merlin.modules.caerleon import rules as caerleon_rules
from tabletop_lib.games.merlin.modules.decree import rules as module_decree
from tabletop_lib.games.merlin.modules.kings_favor.rules import READY, cell
from tabletop_lib.games.merlin.params import OPTION_HELP
from tabletop_lib.games.merlin.ruleset import REGISTERED

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
    held,
    influence,
    land_knight,
    legal_strs,
    new_state,
    place,
    play_randomly,
    run_scoring,
    set_influence,
    space_of,
    supply,
    where,
)

H = {name: i for i, name in enumerate(C.HENCHMAN_NAMES)}
MINT, MARKET, ORCHARD, FORGE, QUARRY, TAILOR = (
    "black",
    "grey",
    "blue",
    "purple",
    "orange",
    "brown",
)


def caerleon_state(
    num_players: int = 4, seed: int = 0, side: str | None = None, modules: tuple[str, ...] = ()
) -> MerlinState:
    game = MerlinGame(num_players, modules=["caerleon", *modules], caerleon_side=side)
    s = bare_table(game.new_initial_state(seed))
    for p in range(num_players):
        s.gold[p] = 0
        s.mistletoe[p] = 0
    return s


def on_district(s: MerlinState, p: int, colour: str) -> MerlinState:
    """Player ``p`` lands on the district space of ``colour`` and takes the action."""
    land_knight(s, p, space_of(s, "principality", colour))
    return act(s, "act")


# -- set-up and the option -------------------------------------------------------------------
def test_load_game_with_caerleon_brings_gold_and_takes_the_side_option() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["caerleon"])
    assert game.params.modules == ("gold", "caerleon")
    assert game.in_play("caerleon") and game.in_play("gold")
    assert game.options == {"modules": ["gold", "caerleon"]}
    back = tabletop_lib.load_game(
        "merlin", num_players=2, modules=["caerleon"], caerleon_side="back"
    )
    assert back.params.module_options["caerleon_side"] == "back"
    assert back.options == {"modules": ["gold", "caerleon"], "caerleon_side": "back"}
    with pytest.raises(ConfigError, match="caerleon_side must be one of: front, back"):
        tabletop_lib.load_game("merlin", num_players=2, modules=["caerleon"], caerleon_side="up")
    with pytest.raises(ConfigError, match="needs the caerleon module"):
        tabletop_lib.load_game("merlin", num_players=2, caerleon_side="back")
    assert "caerleon_side" in REGISTERED["caerleon"].option_help  # the module declares it
    assert "caerleon_side" in game_info("merlin").options and "caerleon" in OPTION_HELP["modules"]
    assert "caerleon_side" not in OPTION_HELP
    base = new_state(3)
    assert not base.game.in_play("caerleon")
    assert base.districts == [] and base.caerleon_pending == []
    assert "districts" not in base.observation(0)


def test_ME_caerleon_setup__front_side_each_district_on_its_roof_colour() -> None:
    s = MerlinGame(4, modules=["caerleon"]).new_initial_state(3)
    view = s.observation(0)
    assert view["caerleon_side"] == "front"
    assert view["districts"] == {
        MINT: "mint",
        MARKET: "market",
        ORCHARD: "orchard",
        FORGE: "forge",
        QUARRY: "quarry",
        TAILOR: "tailor",
    }
    assert event_rules(s.events()).count("ME.caerleon.setup") == 2
    assert caerleon_rules.module_data()["verified"] is False
    # the same on every seed
    assert MerlinGame(2, modules=["caerleon"]).new_initial_state(9).districts == s.districts


def test_ME_caerleon_setup_back__a_random_layout_taking_the_principalitys_colour() -> None:
    layouts = {
        tuple(
            MerlinGame(3, modules=["caerleon"], caerleon_side="back").new_initial_state(k).districts
        )
        for k in range(12)
    }
    assert len(layouts) > 1
    assert all(sorted(layout) == list(range(6)) for layout in layouts)
    s = MerlinGame(3, modules=["caerleon"], caerleon_side="back").new_initial_state(5)
    assert "ME.caerleon.setup.back" in event_rules(s.events())
    # a district takes the colour of the principality it covers: the forge gives shields of it
    bare_table(s)
    forge = s.game.data.colours[caerleon_rules.district_colour(s, caerleon_rules.FORGE)]
    on_district(s, 0, forge)
    act(s, "henchman shield-bearer")
    assert s.stage == caerleon_rules.CAER_GOODS
    act(s, f"take shield {forge}", "take shield black")
    assert held(s, 0, "shield", forge) == 1 + (forge == "black")


# -- principality reads district ----------------------------------------------------------------
def test_ME_caerleon_districts__principality_reads_district_everywhere() -> None:
    s = caerleon_state(4, modules=("kings_favor",))
    label = s.game.space_label(space_of(s, "principality", FORGE))
    assert label == f"district space ({FORGE})"
    # King's Favor row 2: "any principality" is any district, and the district acts
    s.favor[cell(0, H["builder"], 2)] = READY
    on_district(s, 0, MINT)
    act(s, "henchman-anywhere builder", f"to {QUARRY}")
    assert s.stage == caerleon_rules.CAER_GOODS and where(s, 0, "builder") == QUARRY
    act(s, "take material blue", "take material blue")
    assert held(s, 0, "material", "blue") == 2
    # King's Favor row 3 of the lady: two henchmen, each acting in its district
    s2 = caerleon_state(4, modules=("kings_favor",))
    s2.favor[cell(0, H["lady-in-waiting"], 3)] = READY
    set_influence(s2, 0, MINT, 1)
    s2.gold_supply = 10
    land_knight(s2, 0, space_of(s2, "influence-henchman"))
    act(s2, "favor-ability", "henchman builder", f"to {MINT}")
    act(s2, "act", "henchman flag-bearer", f"to {MINT}")
    assert s2.gold[0] == 4
    assert "ME.kings_favor.row3-lady" in event_rules(s2.events())
    # the narration names the module
    assert any(e.text.startswith("Caerleon module:") for e in s2.events())


def test_ME_caerleon_district_space__from_the_castle_or_another_district() -> None:
    s = caerleon_state(4)
    s.gold_supply = 10
    on_district(s, 0, MINT)
    assert s.stage == C.HENCHMAN
    assert sorted(legal_strs(s)) == sorted(f"henchman {h}" for h in C.HENCHMAN_NAMES)
    n = len(s.events())
    act(s, "henchman builder")
    assert where(s, 0, "builder") == MINT and s.gold[0] == 2
    assert "ME.caerleon.district-space" in event_rules(events_since(s, n))
    # from another district: the builder moves from the mint to the orchard
    s.apple_supply = 5
    s.mistletoe_supply = 5
    on_district(s, 0, ORCHARD)
    act(s, "henchman builder", "take-supply apple", "take-supply apple")
    assert where(s, 0, "builder") == ORCHARD and s.apples[0] == 2
    # a henchman already there cannot be placed there again
    on_district(s, 0, ORCHARD)
    assert "henchman builder" not in legal_strs(s)
    assert_illegal(s, "henchman builder", "ME.space.principality.not-same")


def test_relocating_into_a_district_uses_the_slots_and_acts() -> None:
    # the relocate space (ME.caerleon.district-space: "from another district"): the henchman
    # moves to the neighbouring district, where the slots apply and it acts
    s = caerleon_state(4)
    colours = s.game.data.colours
    forge = colour_index(s, FORGE)
    before = colours[(forge - 1) % 6]
    place(s, 0, "shield-bearer", before)
    place(s, 1, "builder", FORGE)
    place(s, 2, "flag-bearer", FORGE)
    land_knight(s, 0, space_of(s, "relocate-henchman"))
    act(s, "act", "henchman shield-bearer", "relocate cw")
    assert s.stage == caerleon_rules.CAER_EVICT
    act(s, "caerleon-evict 1 builder", "take shield grey", "take shield grey")
    assert where(s, 0, "shield-bearer") == FORGE and held(s, 0, "shield", "grey") == 2


# -- slots --------------------------------------------------------------------------------------
def test_ME_caerleon_lady_slot__a_lady_replaces_another_lady_only() -> None:
    # the manual's example: blue's lady sends green's lady home, then an influence marker
    s = caerleon_state(4)
    place(s, 1, "lady-in-waiting", FORGE)
    place(s, 2, "builder", FORGE)
    place(s, 3, "shield-bearer", FORGE)
    on_district(s, 0, FORGE)
    n = len(s.events())
    act(s, "henchman lady-in-waiting")
    assert where(s, 1, "lady-in-waiting") is None
    assert where(s, 2, "builder") == FORGE and where(s, 3, "shield-bearer") == FORGE
    assert "ME.caerleon.lady-slot" in event_rules(events_since(s, n))
    assert influence(s, 0, FORGE) == 1


def test_ME_caerleon_slots__the_same_kind_is_replaced() -> None:
    s = caerleon_state(4)
    place(s, 1, "builder", FORGE)
    place(s, 2, "flag-bearer", FORGE)
    place(s, 3, "lady-in-waiting", FORGE)
    on_district(s, 0, FORGE)
    n = len(s.events())
    act(s, "henchman builder")
    assert where(s, 1, "builder") is None and where(s, 2, "flag-bearer") == FORGE
    assert where(s, 3, "lady-in-waiting") == FORGE
    assert "ME.caerleon.slots" in event_rules(events_since(s, n))
    assert s.stage == caerleon_rules.CAER_GOODS  # the builder then takes a shield
    # a third non-lady henchman is never added: two slots at most
    act(s, "take shield grey")
    assert len(caerleon_districts.occupants(s, colour_index(s, FORGE))) == 2


def test_ME_caerleon_slots_choose__both_full_the_active_player_chooses() -> None:
    s = caerleon_state(4)
    place(s, 1, "builder", FORGE)
    place(s, 2, "flag-bearer", FORGE)
    on_district(s, 0, FORGE)
    act(s, "henchman shield-bearer")
    assert s.stage == caerleon_rules.CAER_EVICT
    assert sorted(legal_strs(s)) == ["caerleon-evict 1 builder", "caerleon-evict 2 flag-bearer"]
    assert_illegal(s, "caerleon-evict 3 builder", "ME.caerleon.slots.choose")
    assert_illegal(s, "take shield black", "ME.turn.pending-decision")
    act(s, "caerleon-evict 2 flag-bearer")
    assert where(s, 2, "flag-bearer") is None and where(s, 1, "builder") == FORGE
    assert where(s, 0, "shield-bearer") == FORGE
    act(s, "take shield black", "take shield blue")  # the shield-bearer's 2 shields
    assert held(s, 0, "shield", "black") == 1 and held(s, 0, "shield", "blue") == 1
    assert "ME.caerleon.slots.choose" in event_rules(s.events())
    # their own henchman may be the one to go
    s2 = caerleon_state(4)
    place(s2, 0, "builder", FORGE)
    place(s2, 2, "flag-bearer", FORGE)
    on_district(s2, 0, FORGE)
    act(s2, "henchman shield-bearer")
    assert "caerleon-evict 0 builder" in legal_strs(s2)
    act(s2, "caerleon-evict 0 builder")
    assert where(s2, 0, "builder") is None


# -- the districts' actions --------------------------------------------------------------------
def test_ME_caerleon_lady__an_influence_marker_in_any_district() -> None:
    s = caerleon_state(4)
    s.gold_supply = 10
    on_district(s, 0, MINT)
    act(s, "henchman lady-in-waiting")
    assert influence(s, 0, MINT) == 1 and s.gold[0] == 0
    assert "ME.caerleon.lady" in event_rules(s.events())


def test_ME_caerleon_quarry__builder_two_materials_others_one() -> None:
    s = caerleon_state(4)
    on_district(s, 0, QUARRY)
    act(s, "henchman builder")
    assert s.stage == caerleon_rules.CAER_GOODS
    assert sorted(legal_strs(s)) == sorted(f"take material {c}" for c in s.game.data.colours)
    assert_illegal(s, "take shield black", "ME.caerleon.quarry")
    act(s, "take material purple", "take material purple")
    assert held(s, 0, "material", "purple") == 2
    on_district(s, 1, QUARRY)
    act(s, "henchman flag-bearer", "take material grey")
    assert held(s, 1, "material", "grey") == 1 and s.stage != caerleon_rules.CAER_GOODS
    assert "ME.caerleon.quarry" in event_rules(s.events())


def test_ME_caerleon_mint__two_gold_if_available() -> None:
    s = caerleon_state(4)
    s.gold_supply = 3
    on_district(s, 0, MINT)
    act(s, "henchman shield-bearer")
    assert s.gold[0] == 2 and s.gold_supply == 1
    on_district(s, 1, MINT)
    act(s, "henchman builder")
    assert s.gold[1] == 1 and s.gold_supply == 0
    assert "ME.caerleon.mint" in event_rules(s.events())


def test_ME_caerleon_forge__shield_bearer_two_shields_others_one() -> None:
    s = caerleon_state(4)
    on_district(s, 0, FORGE)
    act(s, "henchman shield-bearer", "take shield orange", "take shield brown")
    assert held(s, 0, "shield", "orange") == 1 and held(s, 0, "shield", "brown") == 1
    on_district(s, 1, FORGE)
    act(s, "henchman builder", "take shield orange")
    assert held(s, 1, "shield", "orange") == 1 and s.stage != caerleon_rules.CAER_GOODS
    assert "ME.caerleon.forge" in event_rules(s.events())


def test_ME_caerleon_orchard__two_apples_or_mistletoe_in_any_mix() -> None:
    s = caerleon_state(4)
    s.apple_supply = 3
    s.mistletoe_supply = 3
    on_district(s, 0, ORCHARD)
    act(s, "henchman builder")
    assert s.stage == caerleon_rules.CAER_ORCHARD
    assert legal_strs(s) == ["take-supply apple", "take-supply mistletoe"]
    act(s, "take-supply apple", "take-supply mistletoe")
    assert s.apples[0] == 1 and s.mistletoe[0] == 1
    s.mistletoe_supply = 0
    on_district(s, 1, ORCHARD)
    act(s, "henchman flag-bearer")
    assert legal_strs(s) == ["take-supply apple"]
    assert_illegal(s, "take-supply mistletoe", "ME.caerleon.orchard")
    act(s, "take-supply apple", "take-supply apple")
    assert s.apples[1] == 2 and s.apple_supply == 0
    assert "ME.caerleon.orchard" in event_rules(s.events())


def test_ME_caerleon_tailor__flag_bearer_two_flags_others_one() -> None:
    s = caerleon_state(4)
    on_district(s, 0, TAILOR)
    act(s, "henchman flag-bearer", "take flag grey", "take flag grey")
    assert held(s, 0, "flag", "grey") == 2
    on_district(s, 1, TAILOR)
    act(s, "henchman shield-bearer", "take flag blue")
    assert held(s, 1, "flag", "blue") == 1 and s.stage != caerleon_rules.CAER_GOODS
    assert "ME.caerleon.tailor" in event_rules(s.events())


def test_ME_caerleon_market__the_manuals_example_four_exchanges() -> None:
    # "descarta dois escudos azuis, uma moeda de ouro e um material laranja, escolhendo ganhar
    # três bandeiras pretas e um material marrom"
    s = caerleon_state(4)
    give(s, 0, "shield", "blue", 2)
    give(s, 0, "material", "orange", 1)
    s.gold[0] = 1
    s.gold_supply = 5
    on_district(s, 0, MARKET)
    act(s, "henchman builder")
    assert s.stage == caerleon_rules.CAER_MARKET_GIVE
    assert "caerleon-stop" in legal_strs(s) and "caerleon-gold give" in legal_strs(s)
    act(s, "return shield blue", "take flag black")
    act(s, "return shield blue", "take flag black")
    act(s, "caerleon-gold give")
    assert "caerleon-gold take" not in legal_strs(s)
    assert_illegal(s, "caerleon-gold take", "ME.caerleon.market")
    act(s, "take flag black")
    act(s, "return material orange", "take material brown")
    assert s.stage != caerleon_rules.CAER_MARKET_GIVE  # four exchanges at most
    assert held(s, 0, "flag", "black") == 3 and held(s, 0, "material", "brown") == 1
    assert held(s, 0, "shield", "blue") == 0 and s.gold[0] == 0
    assert supply(s, "shield", "blue") == 6 and s.gold_supply == 6
    assert "ME.caerleon.market" in event_rules(s.events())
    # a good for a gold coin, and stopping early
    s2 = caerleon_state(4)
    give(s2, 0, "flag", "grey", 1)
    s2.gold_supply = 5
    on_district(s2, 0, MARKET)
    act(s2, "henchman shield-bearer", "return flag grey", "caerleon-gold take")
    assert s2.gold[0] == 1 and legal_strs(s2) == ["caerleon-gold give", "caerleon-stop"]
    act(s2, "caerleon-stop")
    assert s2.stage not in caerleon_rules.STAGES and s2.gold[0] == 1
    s3 = caerleon_state(4)
    give(s3, 0, "flag", "grey", 2)
    on_district(s3, 0, MARKET)
    act(s3, "henchman shield-bearer", "return flag grey", "take shield black", "caerleon-stop")
    assert held(s3, 0, "flag", "grey") == 1 and held(s3, 0, "shield", "black") == 1
    # nothing to give: no exchange at all
    s4 = caerleon_state(4)
    on_district(s4, 0, MARKET)
    act(s4, "henchman builder")
    assert s4.stage not in caerleon_rules.STAGES and where(s4, 0, "builder") == MARKET


def test_ME_caerleon_influence_good__the_colour_of_a_district_with_influence() -> None:
    # the manual's example: influence in the purple district gives a purple material
    s = caerleon_state(4)
    set_influence(s, 0, FORGE, 1)  # the purple district is the forge
    land_knight(s, 0, space_of(s, "influence-good", "material"))
    n = len(s.events())
    act(s, "act")
    assert "ME.caerleon.influence-good" in event_rules(events_since(s, n))
    assert legal_strs(s) == [f"take material {FORGE}"]
    act(s, f"take material {FORGE}")
    assert held(s, 0, "material", FORGE) == 1


def test_ME_caerleon_influence_henchman__a_henchman_to_a_district_with_influence() -> None:
    # the manual's example: the shield-bearer may go to the forge, with influence there
    s = caerleon_state(4)
    set_influence(s, 0, FORGE, 1)
    land_knight(s, 0, space_of(s, "influence-henchman"))
    n = len(s.events())
    act(s, "act", "henchman shield-bearer")
    assert legal_strs(s) == [f"to {FORGE}"]
    act(s, f"to {FORGE}")
    assert "ME.caerleon.influence-henchman" in event_rules(events_since(s, n))
    assert where(s, 0, "shield-bearer") == FORGE and s.stage == caerleon_rules.CAER_GOODS
    act(s, "take shield black", "take shield black")
    assert held(s, 0, "shield", "black") == 2


def test_ME_caerleon_henchmen_scoring__a_point_per_henchman_in_a_district() -> None:
    s = caerleon_state(3)
    place(s, 0, "builder", FORGE)
    place(s, 0, "lady-in-waiting", FORGE)
    place(s, 0, "flag-bearer", MINT)
    place(s, 1, "builder", QUARRY)
    run_scoring(s, 2)
    assert category(s, 0, "henchmen") == 3 and category(s, 1, "henchmen") == 1
    assert "ME.scoring.henchmen" in event_rules(s.events())


def test_ME_caerleon_decree__a_decree_instead_of_the_districts_action() -> None:
    s = caerleon_state(4, modules=("decree",))
    forge = colour_index(s, FORGE)
    s.decree_where = [module_decree.SPENT] * 24
    s.decree_where[0] = forge  # D01: a black shield
    place(s, 1, "builder", FORGE)
    place(s, 2, "flag-bearer", FORGE)
    on_district(s, 0, FORGE)
    act(s, "henchman-decree shield-bearer")
    assert s.stage == caerleon_rules.CAER_EVICT  # the slots first
    act(s, "caerleon-evict 1 builder")
    assert s.stage == module_decree.DECREE_PICK and where(s, 0, "shield-bearer") == FORGE
    act(s, "take-decree D01")
    assert held(s, 0, "shield", "black") == 1  # the decree's shield, not the forge's two
    assert s.stage not in caerleon_rules.STAGES
    # without a slot choice the decree comes at once
    s2 = caerleon_state(4, modules=("decree",))
    s2.decree_where = [module_decree.SPENT] * 24
    s2.decree_where[0] = colour_index(s2, MINT)
    s2.gold_supply = 10
    on_district(s2, 0, MINT)
    act(s2, "henchman-decree builder")
    assert s2.stage == module_decree.DECREE_PICK and s2.gold[0] == 0
    assert "ME.caerleon.decree" in event_rules(s2.events())


def test_district_blocked__the_hook_for_morgana() -> None:
    s = caerleon_state(4)
    forge = colour_index(s, FORGE)
    hooks = dict(s.game.ruleset.hooks)
    hooks["district_blocked"] = (lambda st, c: c == forge,)
    object.__setattr__(s.game.ruleset, "hooks", hooks)
    try:
        assert caerleon_rules.district_blocked(s, forge)
        on_district(s, 0, FORGE)
        act(s, "henchman shield-bearer")
        assert where(s, 0, "shield-bearer") == FORGE and s.stage not in caerleon_rules.STAGES
        assert held(s, 0, "shield", "black") == 0
    finally:
        object.__setattr__(s.game.ruleset, "hooks", {**hooks, "district_blocked": ()})


EVERY = ["kings_favor", "gold", "caerleon", "treasures", "decree"]


@pytest.mark.parametrize("side", ["front", "back"])
@pytest.mark.parametrize("modules", [["caerleon"], EVERY])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_caerleon_keep_the_contract(
    n: int, modules: list[str], side: str
) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules, caerleon_side=side)

    def slots_kept(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        for c in range(6):  # two free slots and one lady per district
            assert len(caerleon_districts.occupants(s, c)) <= 2
            assert s.henchmen[0::4].count(c) <= 1

    seen = play_randomly(game, range(2), salt=500, check=slots_kept)
    assert seen.stages & caerleon_rules.STAGES


def _caerleon_copy(tmp_path: Path, front: dict[str, str]) -> Path:
    """A copy of games/merlin/data/ whose caerleon.json lays the front side as ``front``."""
    folder = tmp_path / "merlin"
    shutil.copytree(data_path("merlin", ""), folder)
    doc = json.loads((folder / "caerleon.json").read_text())
    doc["front"] = front
    (folder / "caerleon.json").write_text(json.dumps(doc))
    return folder


def test_ME_caerleon_setup__the_roof_colours_are_read_from_the_data_dir(tmp_path: Path) -> None:
    shipped = caerleon_rules.module_data()["front"]
    swapped = {**shipped, "mint": shipped["forge"], "forge": shipped["mint"]}
    folder = _caerleon_copy(tmp_path, swapped)
    s = MerlinGame(3, modules=["caerleon"], data_dir=folder).new_initial_state(1)
    plain = MerlinGame(3, modules=["caerleon"]).new_initial_state(1)
    mint, forge = caerleon_rules.MINT, caerleon_rules.FORGE
    assert s.districts.index(mint) == plain.districts.index(forge)
    assert s.districts.index(forge) == plain.districts.index(mint)


def test_ME_caerleon_setup__a_malformed_district_file_is_refused(tmp_path: Path) -> None:
    shipped = caerleon_rules.module_data()["front"]
    folder = _caerleon_copy(tmp_path, {**shipped, "mint": shipped["forge"]})
    with pytest.raises(DataError, match=re.escape("caerleon.json")):
        MerlinGame(3, modules=["caerleon"], data_dir=folder).new_initial_state(1)
