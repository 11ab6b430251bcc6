"""The treasures of the surroundings module (manual p. 34; docs/rules/merlin.md §5.17):
``modules=["treasures"]``."""

from __future__ import annotations

import pytest

import tabletop_lib
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.modules.treasures import rules as module_treasures

from .scenarios import (
    C,
    accepted,
    act,
    assert_illegal,
    bare_table,
    category,
    event_rules,
    events_since,
    give,
    held,
    influence,
    land_knight,
    legal_strs,
    new_state,
    play_randomly,
    set_influence,
    set_traitors,
    space_of,
    supply,
)

TREASURE_IDS = [t["id"] for t in module_treasures.module_data()["tiles"]]


def treasure_state(num_players: int = 4, seed: int = 0) -> MerlinState:
    return MerlinGame(num_players, modules=["treasures"]).new_initial_state(seed)


def build_on_treasure(s: MerlinState, p: int, treasure: str) -> int:
    """Lay ``treasure`` on the first plain tile, let ``p`` build there; the events count."""
    g = s.game
    pos = next(i for i, k in enumerate(s.layout) if not g.data.tile_kinds[k].tower)
    s.treasure_at = [-1] * len(s.layout)
    s.treasure_at[pos] = TREASURE_IDS.index(treasure)
    tile_name = g.grid.name(pos)
    give(s, p, "material", accepted(s, tile_name)[0])
    land_knight(s, p, space_of(s, "build-manor"))
    n = len(s.events())
    act(s, "act", f"build {tile_name}")
    if s.stage == C.BUILD_PAY:
        act(s, f"pay {accepted(s, tile_name)[0]}")
    return n


def test_load_game_with_treasures_alone_and_with_others() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["treasures"])
    assert "treasures" in game.ruleset.categories and game.in_play("treasures")
    all3 = tabletop_lib.load_game("merlin", num_players=4, modules=["gold", "decree", "treasures"])
    assert {"gold", "decrees", "treasures"} <= set(all3.ruleset.categories)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ME_treasures_setup__on_the_plain_tiles_by_terrain(n: int) -> None:
    s = treasure_state(n)
    kinds = s.game.data.tile_kinds
    terrains = s.game.data.terrains
    tiles = module_treasures.module_data()["tiles"]
    placed = [t for t in s.treasure_at if t >= 0]
    assert len(placed) == len(set(placed)) == (15 if n == 4 else 12)
    for pos, t in enumerate(s.treasure_at):
        kind = kinds[s.layout[pos]]
        assert (t >= 0) == (not kind.tower)
        if t >= 0:
            assert tiles[t]["terrain"] == terrains[kind.terrain]
    assert s.neutral_staffs == 2
    assert "ME.treasures.setup" in event_rules(s.events())
    assert module_treasures.module_data()["verified"] is False
    assert len(s.observation(0)["surroundings"]["treasures"]) == len(placed)
    base = new_state(n)
    assert base.treasure_at == [] and "treasures" not in base.observation(0)["surroundings"]


def test_ME_treasures_excalibur__discard_a_traitor_take_excalibur() -> None:
    s = bare_table(treasure_state(4))
    set_traitors(s, 0, ["black", "blue"])
    s.excalibur = 2
    n = build_on_treasure(s, 0, "T01")
    assert s.stage == C.TRAITOR
    act(s, "defeat-traitor blue")
    assert s.excalibur == 0 and s.traitors[0:6].count(1) == 1
    assert "ME.treasures.excalibur" in event_rules(events_since(s, n))


def test_ME_treasures_grail__an_apple_and_the_grail() -> None:
    s = bare_table(treasure_state(4))
    s.grail = 1
    n = build_on_treasure(s, 0, "T06")
    assert s.grail == 0 and s.apples[0] == 1
    assert "ME.treasures.grail" in event_rules(events_since(s, n))


def test_ME_treasures_points_apple__the_points_shown_and_an_apple() -> None:
    s = bare_table(treasure_state(4))
    score = s.score[0]
    n = build_on_treasure(s, 0, "T08")  # 3 points (unverified)
    assert s.score[0] == score + 3 and category(s, 0, "treasures") == 3 and s.apples[0] == 1
    assert "ME.treasures.points-apple" in event_rules(events_since(s, n))


def test_ME_treasures_influence__two_rewards_where_the_player_has_influence() -> None:
    """p. 34's example: red builds on the influence tile and takes the material and the
    shield of the black principality."""
    s = bare_table(treasure_state(4))
    set_influence(s, 0, "black", 1)
    set_influence(s, 0, "blue", 2)
    n = build_on_treasure(s, 0, "T04")  # material and shield (unverified)
    assert s.stage == module_treasures.TREASURE_INFLUENCE
    assert legal_strs(s) == ["treasure-influence black", "treasure-influence blue"]
    assert_illegal(s, "treasure-influence orange", "ME.treasures.influence")
    act(s, "treasure-influence black")
    assert held(s, 0, "material", "black") == 1 and held(s, 0, "shield", "black") == 1
    assert "ME.treasures.influence" in event_rules(events_since(s, n))
    s2 = bare_table(treasure_state(4))
    build_on_treasure(s2, 0, "T04")  # no influence anywhere: nothing to choose
    assert s2.stage != module_treasures.TREASURE_INFLUENCE


def test_ME_treasures_staff__a_neutral_staff_while_any_is_left() -> None:
    s = bare_table(treasure_state(4))
    n = build_on_treasure(s, 0, "T02")
    assert s.staffs[0] == 1 and s.neutral_staffs == 1
    assert "ME.treasures.staff" in event_rules(events_since(s, n))
    s2 = bare_table(treasure_state(4))
    s2.neutral_staffs = 0
    build_on_treasure(s2, 0, "T02")
    assert s2.staffs[0] == 0


def test_ME_treasures_discard__each_other_player_returns_one_item_shown() -> None:
    """p. 35's example: red builds on a discard tile (flag or shield); yellow discards a
    shield, green a flag, blue has neither and discards nothing."""
    s = bare_table(treasure_state(4))
    give(s, 1, "shield", "blue")
    give(s, 1, "flag", "grey")
    give(s, 2, "flag", "orange")
    give(s, 3, "material", "black")
    n = build_on_treasure(s, 0, "T05")  # flag or shield (unverified)
    assert s.stage == module_treasures.TREASURE_DISCARD and s.current_player() == 1
    assert legal_strs(s) == ["treasure-discard shield blue", "treasure-discard flag grey"]
    assert_illegal(s, "treasure-discard flag orange", "ME.treasures.discard")
    before = supply(s, "shield", "blue")
    act(s, "treasure-discard shield blue")
    assert held(s, 1, "shield", "blue") == 0 and supply(s, "shield", "blue") == before + 1
    assert s.current_player() == 2 and legal_strs(s) == ["treasure-discard flag orange"]
    act(s, "treasure-discard flag orange")
    # player 3 holds neither: the builder's turn goes on (here it ends, nothing is left)
    assert s.treasure_builder == -1 and s.stage != module_treasures.TREASURE_DISCARD
    assert s.current_player() != 3
    assert held(s, 3, "material", "black") == 1
    assert event_rules(events_since(s, n)).count("ME.treasures.discard") == 4


def test_ME_treasures_discard__influence_markers_go_back_to_the_castle() -> None:
    s = bare_table(treasure_state(3))
    set_influence(s, 2, "purple", 2)
    castle = s.castle_influence[2]
    build_on_treasure(s, 0, "T15")  # flag or influence (unverified)
    assert s.current_player() == 2
    act(s, "treasure-discard influence purple")
    assert influence(s, 2, "purple") == 1 and s.castle_influence[2] == castle + 1
    assert s.treasure_builder == -1 and s.stage != module_treasures.TREASURE_DISCARD


@pytest.mark.parametrize("modules", [["treasures"], ["gold", "decree", "treasures"]])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_treasures_keep_the_contract(n: int, modules: list[str]) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules)

    def neutral_staffs(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        assert 0 <= s.neutral_staffs <= 2

    play_randomly(game, range(2), salt=300, check=neutral_staffs)
