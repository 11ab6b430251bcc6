"""The Knights of the Round Table module (manual pp. 20-25; docs/rules/merlin.md §5.12):
``modules=["knights"]``."""

from __future__ import annotations

import random

import pytest

import tabletop_lib
from tabletop_lib.core.errors import ConfigError, IllegalActionError
from tabletop_lib.core.registry import game_info
from tabletop_lib.games.merlin import (
    MerlinGame,
    MerlinState,
    rules,
)
from tabletop_lib.games.merlin.modules.kings_favor import rules as module_kings_favor
from tabletop_lib.games.merlin.modules.knights import abilities, scoring
from tabletop_lib.games.merlin.modules.knights import rules as module_knights
from tabletop_lib.games.merlin.modules.knights.actions import AllyAction
from tabletop_lib.games.merlin.modules.knights.rules import (
    ALLY_NAMES,
    GARETH,
    GERAINT,
    IN_BOX,
    IN_STACK,
    KAY,
    KNIGHTS_DRAFT,
    LANCELOT,
    gareth_points,
    geraint_points,
    stack_of,
    token_count,
)
from tabletop_lib.games.merlin.params import OPTION_HELP
from tabletop_lib.games.merlin.ruleset import REGISTERED

from .scenarios import (
    C,
    accepted,
    act,
    assert_illegal,
    bare_table,
    card,
    category,
    colour_index,
    event_rules,
    give,
    hand,
    hand_ids,
    held,
    influence,
    land_knight,
    legal_strs,
    place,
    run_scoring,
    set_influence,
    set_layout,
    set_traitors,
    space_of,
    start_turn,
    tile,
    where,
)
from .test_manors import LAYOUT

KNIGHTS = "knights"
EVERY = ["kings_favor", "knights", "gold", "decree", "treasures"]


def knights_state(num_players: int = 4, seed: int = 0, draft: str = "random") -> MerlinState:
    game = MerlinGame(num_players, modules=["knights"], knights_draft=draft)
    return game.new_initial_state(seed)


def with_allies(s: MerlinState, allies: dict[int, list[str]]) -> MerlinState:
    """Only these allies in play, with their full tokens (as when taken)."""
    s.ally_owner = [IN_BOX] * 12
    s.ally_tokens = [token_count(s, a) for a in range(12)]
    s.ally_tokens[GARETH] = s.ally_tokens[GERAINT] = 0
    s.kay_at = [-1] * token_count(s, KAY)
    for p, names in allies.items():
        for n in names:
            a = ALLY_NAMES.index(n)
            s.ally_owner[a] = p
            if a == LANCELOT:
                s.ally_tokens[a] = s.game.ruleset.space_arg[s.knights[p]]
    return s


def table(allies: dict[int, list[str]], n: int = 4) -> MerlinState:
    return with_allies(bare_table(knights_state(n)), allies)


def test_load_game_with_knights_alone_and_with_the_others() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["knights"])
    assert KNIGHTS in game.ruleset.categories and game.in_play("knights")
    assert game.options == {"modules": ["knights"], "knights_draft": "draft"}
    every = tabletop_lib.load_game("merlin", num_players=2, modules=EVERY, knights_draft="random")
    assert {KNIGHTS, "gold", "decrees", "king's favor"} <= set(every.ruleset.categories)
    # the module declares its option; the base game's help names it not
    assert "knights_draft" in REGISTERED["knights"].option_help
    assert "knights_draft" in game_info("merlin").options
    assert "knights_draft" not in OPTION_HELP
    with pytest.raises(ConfigError, match="knights_draft"):
        MerlinGame(2, modules=["knights"], knights_draft="auction")
    assert not MerlinGame(2).in_play("knights") and "knights_draft" not in MerlinGame(2).options
    with pytest.raises(ConfigError, match="needs the knights module"):
        MerlinGame(2, modules=["gold"], knights_draft="random")


def test_ME_knights_setup__two_stacks_and_the_tokens() -> None:
    s = knights_state(3, draft="draft")
    assert module_knights.module_data()["verified"] is False
    assert [stack_of(s, a) for a in range(12)].count(0) == 6
    assert [token_count(s, a) for a in range(12)] == [6, 3, 0, 6, 1, 5, 6, 3, 2, 6, 8, 2]
    assert s.kay_at == [-1, -1] and s.castles == [0, 0, 0]
    assert "ME.knights.setup" in event_rules(s.events())
    base = MerlinGame(3).new_initial_state(0)
    assert base.ally_owner == [] and "knights" not in base.observation(0)


def test_ME_knights_draft__stack_A_clockwise_stack_B_counter_clockwise() -> None:
    s = knights_state(3, seed=1, draft="draft")
    first = s.first
    last = (first - 1) % 3
    assert s.stage == KNIGHTS_DRAFT and s.current == first
    order = []
    while s.stage == KNIGHTS_DRAFT:
        stack = s.ally_draft[0] % 2
        options = legal_strs(s)
        assert options
        assert all(stack_of(s, ALLY_NAMES.index(o.split()[1])) == stack for o in options)
        # the drafter alone sees the stack's allies; the others see only its size
        assert s.observation(s.current)["knights"]["draft"]["options"] == [
            o.split()[1] for o in options
        ]
        other = (s.current + 1) % 3
        assert "options" not in s.observation(other)["knights"]["draft"]
        assert "options" not in s.full_view()["knights"]["draft"]
        if stack == 0:
            wrong = next(n for n in ALLY_NAMES if stack_of(s, ALLY_NAMES.index(n)) == 1)
            assert_illegal(s, f"draft-ally {wrong}", "ME.knights.draft")
        order.append((s.current, "AB"[stack]))
        act(s, options[0])
    assert order == [
        (first, "A"),
        (last, "B"),
        ((first + 1) % 3, "A"),
        ((last - 1) % 3, "B"),
        ((first + 2) % 3, "A"),
        ((last - 2) % 3, "B"),
    ]
    for p in range(3):
        mine = module_knights.allies_of(s, p)
        assert sorted(stack_of(s, a) for a in mine) == [0, 1]
    assert s.ally_owner.count(IN_BOX) == 6 and IN_STACK not in s.ally_owner
    assert s.stage == C.CHOOSE_DIE and s.current == first
    assert s.observation(0)["knights"]["allies"]


def test_ME_knights_draft_random__one_ally_of_each_stack() -> None:
    for seed in range(4):
        s = knights_state(4, seed=seed, draft="random")
        assert s.stage == C.CHOOSE_DIE
        for p in range(4):
            assert sorted(stack_of(s, a) for a in module_knights.allies_of(s, p)) == [0, 1]
        assert "ME.knights.draft-random" in event_rules(s.events())
        assert s.ally_owner.count(IN_BOX) == 4
        # the allies left in the box are not shown
        assert len(s.observation(0)["knights"]["allies"]) == 8


def test_ME_knights_tristram__plus_or_minus_one_or_two_on_a_knight_die() -> None:
    s = start_turn(table({0: ["tristram"]}), 0, (3, 6, 5, 4))
    act(s, "die knight 3")
    options = legal_strs(s)
    assert {"ally tristram -2", "ally tristram -1", "ally tristram +1", "ally tristram +2"} <= set(
        options
    )
    act(s, "ally tristram +2")
    assert s.die_value == 5 and s.ally_tokens[0] == 5
    start = s.knights[0]
    act(s, "move cw")
    assert s.knights[0] == (start + 5) % 24
    s2 = start_turn(table({0: ["tristram"]}), 0, (6, 2, 5, 4))
    act(s2, "die knight 6")
    assert_illegal(s2, "ally tristram +1", "ME.knights.tristram")
    assert "ally tristram -2" in legal_strs(s2)


def test_ME_knights_gawain__the_merlin_die_to_any_value() -> None:
    s = start_turn(table({0: ["gawain"]}), 0, (1, 2, 3, 2))
    act(s, "die merlin 2")
    assert "ally gawain 6" in legal_strs(s) and "ally gawain 2" not in legal_strs(s)
    act(s, "ally gawain 6")
    assert s.die_value == 6 and s.ally_tokens[1] == 2
    s2 = start_turn(table({0: ["gawain"]}), 0, (1, 2, 3, 2))
    act(s2, "die knight 1")
    assert_illegal(s2, "ally gawain 4", "ME.knights.gawain")


def test_ME_knights_lamorak__a_henchman_already_there_acts() -> None:
    s = table({0: ["lamorak"]})
    place(s, 0, "builder", "blue")
    land_knight(s, 0, space_of(s, "principality", "blue"))
    act(s, "act")
    assert "ally lamorak builder" in legal_strs(s) and "henchman builder" not in legal_strs(s)
    act(s, "ally lamorak builder")
    assert held(s, 0, "material", "blue") == 1 and where(s, 0, "builder") == "blue"
    # all four henchmen there: the space is still worth taking with Lamorak
    s3 = table({0: ["lamorak"]})
    for h in C.HENCHMAN_NAMES:
        place(s3, 0, h, "blue")
    land_knight(s3, 0, space_of(s3, "principality", "blue"))
    assert s3.stage == C.ACTION and "act" in legal_strs(s3)
    act(s3, "act", "ally lamorak flag-bearer")
    assert held(s3, 0, "flag", "blue") == 1
    s2 = table({1: ["lamorak"]})
    place(s2, 0, "builder", "blue")
    land_knight(s2, 0, space_of(s2, "principality", "blue"))
    act(s2, "act")
    assert_illegal(s2, "ally lamorak builder", "ME.knights.lamorak")


def test_ME_knights_gareth__first_expulsion_of_a_colour_scores_one() -> None:
    s = table({0: ["gareth"]})
    set_traitors(s, 0, ["grey", "grey", "blue"])
    give(s, 0, "shield", "grey", 2)
    give(s, 0, "shield", "blue", 1)
    run_scoring(s, 2)
    assert s.ally_tokens[GARETH] == (1 << colour_index(s, "grey")) | (1 << colour_index(s, "blue"))
    assert category(s, 0, KNIGHTS) == 2
    assert "ME.knights.gareth" in event_rules(s.events())
    abilities.traitor_repelled(s, 0, colour_index(s, "grey"))  # again: nothing
    assert category(s, 0, KNIGHTS) == 2


@pytest.mark.parametrize(("tiles", "points"), [(0, 0), (1, 1), (2, 3), (3, 5), (4, 7), (5, 9)])
def test_ME_knights_gareth_final__the_table(tiles: int, points: int) -> None:
    """p. 23: 1-6 different defence tiles score 1/3/5/7/9/12."""
    s = table({2: ["gareth"]})
    assert gareth_points(s, tiles) == points
    assert gareth_points(s, 6) == 12
    s.ally_tokens[GARETH] = (1 << tiles) - 1
    before = s.score[2]
    scoring.final_allies(s)
    assert s.score[2] - before == points
    if points:
        assert "ME.knights.gareth-final" in event_rules(s.events())


def test_ME_knights_lancelot__a_henchman_placed_by_the_marshal_acts_twice() -> None:
    s = table({0: ["lancelot"]})
    c = s.ally_tokens[LANCELOT]
    colour = s.game.data.colours[c]
    assert s.game.ruleset.space_arg[s.knights[0]] == c  # the knight's start principality
    land_knight(s, 0, space_of(s, "principality", colour))
    act(s, "act", "henchman builder")
    assert held(s, 0, "material", colour) == 2
    assert "ME.knights.lancelot" in event_rules(s.events()[-4:])
    other = s.game.data.colours[(c + 1) % 6]
    s2 = table({0: ["lancelot"]})
    land_knight(s2, 0, space_of(s2, "principality", other))
    act(s2, "act", "henchman builder")
    assert held(s2, 0, "material", other) == 1


def test_ME_knights_geraint__first_landing_places_a_tile_and_scores_one_more() -> None:
    s = table({0: ["geraint"]})
    give(s, 0, "shield", "blue", 3)
    land_knight(s, 0, space_of(s, "victory-points", "shield"))
    assert s.ally_tokens[GERAINT] == 1 << 0
    act(s, "act")
    assert category(s, 0, "victory point spaces") == 3 and category(s, 0, KNIGHTS) == 1
    assert "ME.knights.geraint" in event_rules(s.events())
    assert module_knights.geraint_space(s, "manor-points", -1) == 4  # Arthur's fifth type
    # scoring the same space again (here through the King's Favor flag-bearer) earns +1 again
    game = MerlinGame(4, modules=["kings_favor", "knights"], knights_draft="random")
    s2 = with_allies(bare_table(game.new_initial_state(0)), {0: ["geraint"]})
    s2.ally_tokens[GERAINT] = 1 << 3
    s2.favor[module_kings_favor.cell(0, C.FLAG_BEARER, 3)] = module_kings_favor.READY
    set_influence(s2, 0, "blue", 2)
    land_knight(s2, 0, space_of(s2, "victory-points", "influence"))
    act(s2, "favor-ability", "favor-score influence")
    assert category(s2, 0, KNIGHTS) == 1


@pytest.mark.parametrize(("tiles", "points"), [(0, 0), (1, 1), (2, 3), (3, 5), (4, 7), (5, 10)])
def test_ME_knights_geraint_final__the_table(tiles: int, points: int) -> None:
    """p. 23: 1-5 ally tiles score 1/3/5/7/10."""
    s = table({1: ["geraint"]})
    assert geraint_points(s, tiles) == points
    s.ally_tokens[GERAINT] = (1 << tiles) - 1
    before = s.score[1]
    scoring.final_allies(s)
    assert s.score[1] - before == points


def test_ME_knights_galahad__the_same_good_from_another_principality() -> None:
    s = table({0: ["galahad"]})
    land_knight(s, 0, space_of(s, "principality", "blue"))
    act(s, "act")
    assert "ally galahad builder:orange" in legal_strs(s)
    assert not any(o.startswith("ally galahad lady") for o in legal_strs(s))
    act(s, "ally galahad builder:orange")
    assert held(s, 0, "material", "orange") == 1 and held(s, 0, "material", "blue") == 0
    assert where(s, 0, "builder") == "blue" and s.ally_tokens[6] == 5
    # on an influence space: any principality instead of one with influence
    s2 = table({0: ["galahad"]})
    set_influence(s2, 0, "grey", 1)
    land_knight(s2, 0, space_of(s2, "influence-good", "flag"))
    act(s2, "act")
    assert "take flag grey" in legal_strs(s2) and "ally galahad flag:brown" in legal_strs(s2)
    act(s2, "ally galahad flag:brown")
    assert held(s2, 0, "flag", "brown") == 1
    # on the influence-henchman space: to a principality with influence, the good from another
    s3 = table({0: ["galahad"]})
    set_influence(s3, 0, "grey", 1)
    land_knight(s3, 0, space_of(s3, "influence-henchman"))
    act(s3, "act", "henchman shield-bearer")
    assert s3.stage == C.TARGET and "ally galahad grey:black" in legal_strs(s3)
    assert "ally galahad grey:grey" not in legal_strs(s3)
    act(s3, "ally galahad grey:black")
    assert where(s3, 0, "shield-bearer") == "grey" and held(s3, 0, "shield", "black") == 1
    assert held(s3, 0, "shield", "grey") == 0


def test_ME_knights_bors__a_portal_to_any_principality_space() -> None:
    s = start_turn(table({0: ["bors"]}), 0, (1, 2, 3, 4))
    act(s, "die knight 2")
    act(s, "ally bors purple")
    assert s.knights[0] == space_of(s, "principality", "purple")
    assert s.dice[0:4] == [1, 0, 3, 4] and s.ally_tokens[7] == 2
    act(s, "act", "henchman shield-bearer")
    assert held(s, 0, "shield", "purple") == 1
    s2 = start_turn(table({0: ["bors"]}), 0, (1, 2, 3, 4))
    act(s2, "die merlin 4")
    assert_illegal(s2, "ally bors purple", "ME.knights.bors")


def test_ME_knights_gaheris__a_castle_doubles_the_tower_bonus() -> None:
    s = table({0: ["gaheris"]})
    set_layout(s, LAYOUT)
    give(s, 0, "material", "grey")
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act", "ally gaheris r1c4")
    assert s.castles[0] == 1 << tile(s, "r1c4") and module_knights.is_castle(s, tile(s, "r1c4"))
    assert s.stage == C.TOWER_BONUS
    act(s, "tower-bonus shield black")
    assert s.stage == C.TOWER_BONUS  # the second bonus, in another principality
    assert "tower-bonus flag black" not in legal_strs(s)
    act(s, "tower-bonus influence grey")
    assert held(s, 0, "shield", "black") == 1 and influence(s, 0, "grey") == 1
    assert s.ally_tokens[8] == 1


def test_ME_knights_gaheris_scoring__a_castle_counts_as_one_more_manor() -> None:
    s = table({0: ["gaheris"]})
    set_layout(s, LAYOUT)
    big = next(t for t in s.territories if t.bit_count() >= 3)
    a, b, c = [pos for pos in range(s.game.grid.size) if big >> pos & 1][:3]
    s.manors[0] = s.castles[0] = 1 << a
    s.manors[1] = (1 << b) | (1 << c)
    assert module_knights.manor_weight(s, 0, big) == 2
    run_scoring(s, 2)
    # 1 manor + 1 castle ties 2 manors: the tiles are shared
    share = big.bit_count() // 2
    assert category(s, 0, "surroundings") == share == category(s, 1, "surroundings")


def test_ME_knights_gaheris__with_the_treasures_only_tower_tiles_double() -> None:
    from tabletop_lib.games.merlin.modules.treasures import rules as module_treasures

    game = MerlinGame(4, modules=["knights", "treasures"], knights_draft="random")
    s = with_allies(bare_table(game.new_initial_state(0)), {0: ["gaheris"]})
    pos = next(i for i, k in enumerate(s.layout) if not s.game.data.tile_kinds[k].tower)
    ids = [t["id"] for t in module_treasures.module_data()["tiles"]]
    s.treasure_at = [-1] * len(s.layout)
    s.treasure_at[pos] = ids.index("T03")  # points and an apple
    name = s.game.grid.name(pos)
    give(s, 0, "material", accepted(s, name)[0])
    land_knight(s, 0, space_of(s, "build-manor"))
    act(s, "act", f"ally gaheris {name}")
    if s.stage == C.BUILD_PAY:
        act(s, f"pay {accepted(s, name)[0]}")
    assert s.castles[0] == 1 << pos and s.knights_turn[3] == 0  # no doubled bonus
    points = module_treasures.module_data()["tiles"][ids.index("T03")]["points"]
    assert s.score[0] == points and s.apples[0] == 1  # the treasure's effect once


def test_ME_knights_bedivere__six_missions_and_swap_tiles() -> None:
    s = knights_state(2, seed=3, draft="draft")
    while s.stage == KNIGHTS_DRAFT:
        options = legal_strs(s)
        act(s, "draft-ally bedivere" if "draft-ally bedivere" in options else options[0])
    p = s.ally_owner[ALLY_NAMES.index("bedivere")]
    assert len(s.hands[p]) == 6 and "ME.knights.bedivere" in event_rules(s.events())
    s = table({0: ["bedivere"]})
    hand(s, 0, ["M19"])
    start_turn(s, 0)
    shown = s.game.data.missions[s.display[0]].id
    act(s, f"ally bedivere M19:{shown}")
    assert hand_ids(s, 0) == [shown] and card(s, "M19") in s.display
    assert s.ally_tokens[9] == 5 and s.stage == C.CHOOSE_DIE
    assert "ME.knights.bedivere-swap" in event_rules(s.events())


def test_ME_knights_percival__one_requirement_in_another_colour() -> None:
    """p. 25: a card asks for a purple flag; a colour-change tile makes it any colour."""
    s = table({0: ["percival"]})
    hand(s, 0, ["M19"])  # 2 black shields, 1 purple material
    give(s, 0, "shield", "black", 2)
    give(s, 0, "material", "orange", 1)
    start_turn(s, 0)
    assert "complete-mission M19" not in legal_strs(s)
    act(s, "ally percival M19")
    assert category(s, 0, "missions") == 2 and s.ally_tokens[10] == 7
    s2 = table({0: ["percival"]})
    hand(s2, 0, ["M19"])
    give(s2, 0, "shield", "grey", 2)  # two requirements off: not enough
    give(s2, 0, "material", "orange", 1)
    start_turn(s2, 0)
    assert_illegal(s2, "ally percival M19", "ME.knights.percival")


def test_ME_knights_kay__a_tile_with_an_influence_marker() -> None:
    s = table({0: ["kay"]})
    land_knight(s, 0, space_of(s, "principality", "blue"))
    act(s, "act", "henchman lady-in-waiting")
    assert s.stage == C.END_TURN and "ally kay blue" in legal_strs(s)
    assert "ally kay grey" not in legal_strs(s)
    act(s, "ally kay blue")
    assert s.kay_at == [colour_index(s, "blue"), -1]
    assert "ally kay blue" not in legal_strs(s)  # one tile per marker
    assert s.observation(1)["knights"]["kay_tiles"] == {"blue": 1}


def test_ME_knights_kay_scoring__majority_only_then_back() -> None:
    s = table({0: ["kay"]})
    set_influence(s, 0, "blue", 1)
    set_influence(s, 1, "blue", 1)
    s.kay_at = [colour_index(s, "blue"), -1]
    run_scoring(s, 2)
    # 1 + tile beats 1: player 0 wins the majority and scores the 2 markers, not 3
    assert category(s, 0, "influence") == 2 and category(s, 1, "influence") == 0
    assert s.kay_at == [-1, -1]
    assert "ME.knights.kay-scoring" in event_rules(s.events())
    assert scoring.influence_with_tiles([1, 1], [1, 0], None) == {0: 2, 1: 0}


def test_ally_actions_of_other_players_or_without_the_module_are_refused() -> None:
    s = start_turn(table({1: ["tristram"]}), 0, (3, 2, 5, 4))
    act(s, "die knight 3")
    assert_illegal(s, "ally tristram +1", "ME.knights.tristram")
    base = MerlinGame(2).new_initial_state(0)
    with pytest.raises(IllegalActionError):
        base.apply_action(base.parse_action("ally tristram +1"))
    with pytest.raises(ValueError):
        base.parse_action("ally mordred +1")


@pytest.mark.parametrize("draft", ["draft", "random"])
@pytest.mark.parametrize("modules", [["knights"], EVERY])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_with_knights_keep_the_contract(
    n: int, modules: list[str], draft: str
) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=modules, knights_draft=draft)
    used: set[str] = set()
    seed = n * 7 + len(modules)
    s = game.new_initial_state(seed)
    chooser = random.Random(500 + seed)
    steps = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal
        for a in legal:
            assert s.check_action(a).legal
        action = chooser.choice(legal)
        if steps % 11 == 0:
            other = s.clone()
            assert other.to_json() == s.to_json()
        if isinstance(action, AllyAction):
            used.add(action.ally)
        if steps % 17 == 0:  # an ally action not offered now is refused and changes nothing
            wrong = AllyAction(chooser.choice(ALLY_NAMES), chooser.choice(["+1", "blue", "6"]))
            if wrong not in legal:
                before = s.to_json()
                with pytest.raises(IllegalActionError) as caught:
                    s.apply_action(wrong)
                assert caught.value.rule.startswith("ME.")
                assert s.to_json() == before
        s.apply_action(action)
        steps += 1
        if steps % 13 == 0:
            text = s.to_json()
            assert game.state_from_json(text).to_json() == text
        assert min(s.score) >= 0
        assert sum(1 for o in s.ally_owner if o >= 0) == 2 * n or s.ally_draft
    text = s.to_json()
    assert game.replay(seed, s.history()).to_json() == text
    assert s.score[0] == sum(category(s, 0, cat) for cat in game.ruleset.categories)
    assert rules.legal_actions(s) == []
