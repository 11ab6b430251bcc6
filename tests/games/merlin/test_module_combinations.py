"""Where two Big Box modules meet (issue 6): the rules that name another module, checked with
both in play. Each module's own rules are tested in its test_module_<name>.py."""

from __future__ import annotations

from tabletop_lib.games.merlin import MerlinGame, MerlinState, rules
from tabletop_lib.games.merlin.modules.arthur import data as arthur_data
from tabletop_lib.games.merlin.modules.arthur import manors as arthur_manors
from tabletop_lib.games.merlin.modules.knights.rules import GERAINT

from .scenarios import (
    C,
    act,
    bare_table,
    category,
    event_rules,
    events_since,
    legal_strs,
    set_layout,
    tile,
)
from .test_module_arthur import land_knight5, outer
from .test_module_knights import with_allies

HALVES = ["lake"] * 12 + ["forest"] * 12


def arthur_knights(num_players: int = 4, allies: dict[int, list[str]] | None = None) -> MerlinState:
    game = MerlinGame(num_players, modules=["arthur", "knights"], knights_draft="random")
    return with_allies(bare_table(game.new_initial_state(0)), allies or {})


def test_ME_knights_gaheris__with_arthur_a_castle_manor_cannot_be_replaced() -> None:
    """p. 24, Mudanças na expansão Arthur: a manor on a castle tile is never replaced."""
    s = arthur_knights(4, {2: ["gaheris"]})
    castle, plain = tile(s, "r0c0"), tile(s, "r0c1")
    s.manors[2] = 1 << castle | 1 << plain
    s.castles[2] = 1 << castle
    assert not arthur_manors.can_replace_manor(s, 0, castle)
    assert arthur_manors.can_replace_manor(s, 0, plain)
    assert arthur_manors.replace_choices(s, 0) == 1 << plain


def test_ME_arthur_scoring_one_manor_per_territory__a_castle_is_kept_besides() -> None:
    """p. 24: the castle's manor is kept in addition to the one manor per territory."""
    s = arthur_knights(4, {0: ["gaheris"]})
    set_layout(s, HALVES)
    castle, a, b = tile(s, "r0c0"), tile(s, "r0c1"), tile(s, "r0c2")
    s.manors[0] = 1 << castle | 1 << a | 1 << b
    s.castles[0] = 1 << castle
    s.score = [20] * 4
    s.pc, s.round = C.PC_ROUND_END, 2
    rules.run(s)
    assert s.stage == arthur_data.ARTHUR_KEEP and s.current == 0
    assert legal_strs(s) == ["arthur-keep r0c1", "arthur-keep r0c2"]
    act(s, "arthur-keep r0c2")
    assert s.manors[0] == 1 << castle | 1 << b


def test_ME_knights_geraint__arthurs_manor_space_is_the_fifth_type() -> None:
    """p. 23 note: with Arthur, the points-per-manor space is Geraint's fifth VP space."""
    s = arthur_knights(4, {0: ["geraint"]})
    s.manors[0] = 0b111
    n = len(s.events())
    land_knight5(s, 0, outer(s, "manor-points"))
    assert s.ally_tokens[GERAINT] == 1 << 4
    act(s, "act")
    assert category(s, 0, "victory point spaces") == 3 and category(s, 0, "knights") == 1
    assert "ME.knights.geraint" in event_rules(events_since(s, n))


# -- Morgana with Arthur, the knights and Caerleon -----------------------------------------------
def morgana_with(*others: str) -> MerlinState:
    draft = "random" if "knights" in others else None
    game = MerlinGame(4, modules=["morgana", *others], knights_draft=draft)
    s = bare_table(game.new_initial_state(0))
    return with_allies(s, {}) if "knights" in others else s


def test_ME_morgana_witch_hut_arthur__the_whole_territory_goes_but_castles() -> None:
    """p. 33, Expansão Arthur: every manor in a territory with a hut returns after the scoring,
    anyone's, except manors on a castle tile (Sir Gaheris)."""
    s = morgana_with("arthur", "knights")
    set_layout(s, HALVES)
    hut, red_other, castle, elsewhere = (tile(s, n) for n in ("r0c0", "r0c1", "r0c2", "r3c0"))
    s.manors[0] = 1 << hut | 1 << red_other
    s.manors[1] = 1 << castle | 1 << elsewhere
    s.castles[1] = 1 << castle
    s.morgana_huts = 1 << hut
    s.hut_supply = 6
    s.score = [20] * 4
    n = len(s.events())
    s.round, s.pc = 2, C.PC_ROUND_END
    rules.run(s)
    assert s.manors[0] == 0  # the hut's manor and red's other manor of that territory
    assert s.manors[1] == 1 << castle | 1 << elsewhere
    assert "ME.morgana.witch-hut.arthur" in event_rules(events_since(s, n))
    assert s.hut_supply == 7 and s.morgana_huts == 0


def test_ME_morgana_witch_hut_scoring__a_castle_still_counts_double_with_huts() -> None:
    s = morgana_with("knights")
    set_layout(s, HALVES)
    s.manors[0] = 1 << tile(s, "r0c0") | 1 << tile(s, "r0c1")  # a hut: counts 3
    s.manors[1] = 1 << tile(s, "r0c2") | 1 << tile(s, "r0c3")
    s.castles[1] = 1 << tile(s, "r0c2") | 1 << tile(s, "r0c3")  # two castles: counts 4
    s.morgana_huts = 1 << tile(s, "r0c0")
    from tabletop_lib.games.merlin import upkeep

    upkeep.score_surroundings(s)
    assert category(s, 1, "surroundings") == 12 and category(s, 0, "surroundings") == 0


def test_ME_morgana_block_caerleon__the_district_under_morgana_gives_nothing() -> None:
    from tabletop_lib.games.merlin.modules.caerleon import rules as module_caerleon

    s = morgana_with("caerleon")
    s.morgana = 3
    assert module_caerleon.district_blocked(s, 3)
    assert not any(module_caerleon.district_blocked(s, c) for c in (0, 1, 2, 4, 5))
    s.morgana = -1
    assert not module_caerleon.district_blocked(s, 3)


def test_ME_morgana_swap_pawns__with_arthur_merlin_and_arthur_change_places() -> None:
    from tabletop_lib.games.merlin.modules.morgana import cauldrons

    from .test_module_morgana import cauldron_with, take_morgana_die

    s = morgana_with("arthur")
    s.merlin, s.arthur = 5, 10
    slot, face = cauldron_with(s, "swap-pawns")
    take_morgana_die(s, 0, face, dice=(1, 2, 3, 4, 5))
    act(s, f"cauldron {slot}", "morgana-to black")
    merlin, arthur = cauldrons.swapped_positions(s)
    assert (merlin, arthur) == (19, 2)  # 10.5/13 of a turn ~ 19.4/24; 5.5/24 ~ 2.98/13
    assert legal_strs(s)[0] == "swap-merlin-arthur"
    n = len(s.events())
    act(s, "swap-merlin-arthur")
    assert (s.merlin, s.arthur) == (19, 2)
    assert "ME.morgana.swap-pawns" in event_rules(events_since(s, n))


def test_ME_morgana_block__arthurs_stairs_and_merlin_space_skip_her_space() -> None:
    from .scenarios import space_of
    from .test_module_arthur import land_arthur

    s = morgana_with("arthur")
    grey = space_of(s, "principality", "grey")
    s.morgana = s.game.ruleset.space_arg[grey]
    s.knights[0] = grey - 3
    land_arthur(s, 0, "stairs")
    act(s, "act")
    after = next(
        i
        for i in range(grey + 1, grey + 24)
        if s.game.ruleset.rondel.spaces[i % 24].kind == "principality"
    )
    assert s.knights[0] == after % 24 != grey
    s2 = morgana_with("arthur")
    s2.morgana = s2.game.ruleset.space_arg[grey]
    s2.merlin = grey - 1
    land_arthur(s2, 0, "arthur-merlin")
    act(s2, "act", "arthur-merlin +1")
    assert s2.merlin == grey + 1  # her space is not counted


def test_ME_knights_bors__not_onto_the_space_morgana_blocks() -> None:
    from .scenarios import start_turn

    s = morgana_with("knights")
    with_allies(s, {0: ["bors"]})
    s.morgana = 3
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "die knight 2")
    portals = [a for a in legal_strs(s) if a.startswith("ally bors")]
    assert len(portals) == 5 and f"ally bors {s.game.data.colours[3]}" not in portals


def test_ME_knights_lancelot__with_caerleon_the_marshals_district_acts_twice() -> None:
    from tabletop_lib.games.merlin.modules.knights.rules import LANCELOT

    from .test_module_caerleon import MINT, caerleon_state, on_district

    s = caerleon_state(4, modules=("knights",))
    with_allies(s, {0: ["lancelot"]})
    black = s.game.data.colours.index(MINT)
    s.ally_tokens[LANCELOT] = black
    on_district(s, 0, MINT)
    n = len(s.events())
    act(s, "henchman builder")
    assert s.gold[0] == 4  # the mint's 2 gold coins, twice
    assert "ME.knights.lancelot" in event_rules(events_since(s, n))
    on_district(s, 1, MINT)
    act(s, "henchman flag-bearer")
    assert s.gold[1] == 2  # not the marshal's owner: once


def test_ME_knights_lamorak__with_caerleon_the_henchman_takes_its_districts_action() -> None:
    from .scenarios import place
    from .test_module_caerleon import MINT, caerleon_state, on_district

    s = caerleon_state(4, modules=("knights",))
    with_allies(s, {0: ["lamorak", "galahad"]})
    for h in ("builder", "shield-bearer", "flag-bearer", "lady-in-waiting"):
        place(s, 0, h, MINT)
    on_district(s, 0, MINT)
    legal = legal_strs(s)
    assert "ally lamorak builder" in legal
    assert not any(a.startswith("ally galahad") for a in legal)  # districts: no wild tile
    act(s, "ally lamorak builder")
    assert s.gold[0] == 2  # the mint's action, not a material


def test_the_narration_names_the_module_of_every_module_rule() -> None:
    """Issue 6: "the narration names the module", for every event of a module's rule."""
    import random

    from tabletop_lib.games.merlin.common import MODULE_TITLES
    from tabletop_lib.games.merlin.params import MODULE_NAMES

    assert set(MODULE_TITLES) == set(MODULE_NAMES)
    game = MerlinGame(4, modules=list(MODULE_NAMES))
    seen = set()
    for seed in range(3):
        s = game.new_initial_state(seed)
        chooser = random.Random(seed)
        while not s.is_terminal():
            s.apply_action(chooser.choice(s.legal_actions()))
        for e in s.events():
            module = e.rule.split(".")[1]
            if module in MODULE_TITLES:
                seen.add(module)
                # its own module, or the module whose piece acts (a Caerleon district ...)
                assert any(f"{t} module" in e.text for t in MODULE_TITLES.values()), e
    assert len(seen) >= 7


def test_ME_knights_kay_scoring__with_morgana_the_tiles_count_and_go_back() -> None:
    """Kay's tiles count for the majority in Morgana's influence scoring too, and return."""
    from tabletop_lib.games.merlin import upkeep
    from tabletop_lib.games.merlin.modules.knights.rules import KAY
    from tabletop_lib.games.merlin.modules.morgana import scoring

    assert scoring.morgana_influence_points([1, 2], 0, tiles=[2, 0]) == {0: 3, 1: 0}
    s = morgana_with("knights")
    with_allies(s, {0: ["kay"]})
    blue = s.game.data.colours.index("blue")
    s.influence[0 * 6 + blue] = 1
    s.influence[1 * 6 + blue] = 2
    s.castle_influence[0] -= 1
    s.castle_influence[1] -= 2
    s.kay_at = [blue] * len(s.kay_at)  # both tiles: 1 + 2 beats 2
    assert s.ally_owner[KAY] == 0
    upkeep.score_principality(s, blue, False)
    assert category(s, 0, "influence") == 3 and category(s, 1, "influence") == 0
    assert s.kay_at == [-1] * len(s.kay_at)
