"""The market module (manual p. 27-28; docs/rules/merlin.md §5.14): ``modules=["market"]`` (brings
``gold``)."""

from __future__ import annotations

import pytest

import tabletop_lib
from tabletop_lib.games.merlin import MerlinGame, MerlinState, rules
from tabletop_lib.games.merlin.modules.arthur import data as arthur_data
from tabletop_lib.games.merlin.modules.market import rules as module_market
from tabletop_lib.games.merlin.modules.market import turn as market_turn

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
    hand,
    held,
    influence,
    land_knight,
    legal_strs,
    new_state,
    play_randomly,
    run_scoring,
    set_influence,
    set_traitors,
    space_of,
    start_turn,
    supply,
)

TOKENS = 6 + 6 + 6 + 4


def market_state(num_players: int = 4, seed: int = 0, more: tuple[str, ...] = ()) -> MerlinState:
    return MerlinGame(num_players, modules=["market", *more]).new_initial_state(seed)


def stock(s: MerlinState, kind: str) -> int:
    return s.market_stock[module_market.STOCK_KINDS.index(kind)]


def held_tokens(s: MerlinState) -> int:
    """Every market token counted where it is: on the board, beside castles, under markers."""
    workers = len(s.market_workers)
    return sum(s.market_stock) + sum(s.market_held) + sum(s.market_additions) + workers


def test_load_game_with_market_brings_gold_and_plays_with_the_others() -> None:
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["market"])
    assert game.options["modules"] == ["gold", "market"]
    assert game.in_play("market") and game.in_play("gold")
    assert "market" in game.params.modules
    base = new_state(3)
    assert not base.game.in_play("market") and base.market_stock == [] and base.market_held == []
    assert "market-buy" not in " ".join(legal_strs(base))


def test_ME_market_setup__the_market_board_and_its_tokens() -> None:
    s = market_state(3)
    assert s.market_stock == [6, 6, 6, 4]
    assert s.market_workers == [-1] * 6
    assert "ME.market.setup" in event_rules(s.events())
    assert "Market module" in next(e.text for e in s.events() if e.rule == "ME.market.setup")
    view = s.observation(0)
    assert view["market"]["shield"] == 6 and view["market"]["temporary_workers"] == [
        1,
        2,
        3,
        4,
        5,
        6,
    ]
    assert view["players"][1]["market"]["addition_markers"] == 0
    data = module_market.module_data()
    assert data["verified"] is False and data["workers"] == [1, 2, 3, 4, 5, 6]


def test_ME_market_buy__one_gold_for_any_token_once_per_turn() -> None:
    s = bare_table(market_state(4))
    start_turn(s, 0, (1, 2, 3, 4))
    legal = legal_strs(s)
    assert "market-buy shield-black" in legal and "market-buy material-brown" in legal
    assert "market-buy addition" in legal and "market-buy apple-mistletoe" in legal
    assert "market-buy worker-6" in legal
    gold, gold_supply = s.gold[0], s.gold_supply
    n = len(s.events())
    act(s, "market-buy shield-black")
    assert s.gold[0] == gold - 1 and s.gold_supply == gold_supply + 1
    assert held(s, 0, "shield", "black") == 1 and supply(s, "shield", "black") == 6
    assert stock(s, "shield") == 5
    assert event_rules(events_since(s, n)) == ["ME.market.buy"]
    assert events_since(s, n)[0].text.startswith("Market module:")
    assert s.stage == C.CHOOSE_DIE and s.current == 0
    assert not any(a.startswith("market-buy") for a in legal_strs(s))
    assert_illegal(s, "market-buy addition", "ME.market.buy")  # once per turn
    # the next player's turn: a new purchase is possible
    act(s, "die knight 1", "move cw")
    while s.current == 0:
        act(s, legal_strs(s)[-1])
    assert s.current == 1 and s.stage == C.CHOOSE_DIE
    assert "market-buy addition" in legal_strs(s)
    # without the module the market's actions are refused, naming the rule
    base = new_state(4)
    assert_illegal(base, "market-buy addition", "ME.market.buy")


def test_ME_market_buy__needs_a_gold_coin_and_a_token_left() -> None:
    s = bare_table(market_state(4))
    s.gold[0] = 0
    start_turn(s, 0, (1, 2, 3, 4))
    assert not any(a.startswith("market-buy") for a in legal_strs(s))
    assert_illegal(s, "market-buy addition", "ME.market.buy")
    s.gold[0] = 1
    s.market_stock[module_market.S_ADDITION] = 0
    assert "market-buy addition" not in legal_strs(s)
    assert_illegal(s, "market-buy addition", "ME.market.buy")
    with pytest.raises(ValueError, match="market token"):
        s.parse_action("market-buy dragon")


def test_ME_market_buy__at_the_action_and_before_ending_the_turn() -> None:
    s = bare_table(market_state(4))
    land_knight(s, 0, space_of(s, "principality", "blue"))
    assert s.stage == C.ACTION
    assert "market-buy addition" in legal_strs(s)
    act(s, "market-buy addition")
    assert s.stage == C.ACTION and s.current == 0
    act(s, "act", "henchman builder")
    assert s.market_held[module_market.HELD_ADDITION] == 1


def test_ME_market_no_mission__no_mission_after_a_purchase() -> None:
    s = bare_table(market_state(4))
    hand(s, 0, ["M01"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    start_turn(s, 0, (1, 2, 3, 4))
    assert "complete-mission M01" in legal_strs(s)
    act(s, "market-buy apple-mistletoe")
    assert "complete-mission M01" not in legal_strs(s)
    assert_illegal(s, "complete-mission M01", "ME.market.no-mission")
    s.mistletoe[0] = 2
    hand(s, 0, ["M01", "M39"])
    assert_illegal(s, "mistletoe-mission M39", "ME.market.no-mission")
    assert_illegal(s, "market-mistletoe-mission M39", "ME.market.no-mission")


def test_ME_market_no_mission__no_purchase_after_a_mission() -> None:
    s = bare_table(market_state(4))
    hand(s, 0, ["M01"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "complete-mission M01")
    assert not any(a.startswith("market-buy") for a in legal_strs(s))
    assert_illegal(s, "market-buy addition", "ME.market.no-mission")


def test_ME_market_shield__a_normal_shield_back_to_the_market_against_a_traitor() -> None:
    s = bare_table(market_state(4))
    hand(s, 0, ["M01"])
    give(s, 0, "flag", "blue")
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "market-buy shield-black")
    # it counts for missions (next turn: no mission in the purchase's turn)
    s.market_used = 0
    assert "complete-mission M01" in legal_strs(s)
    s.market_used = 1
    set_traitors(s, 0, ["black", "black"])
    give(s, 0, "shield", "black")  # one of the principality's own shields too
    score = s.score[0]
    n = len(s.events())
    run_scoring(s, 2)
    seen = event_rules(events_since(s, n))
    assert "ME.market.shield" in seen
    # both traitors repelled: the token went to the market, the other shield to black
    assert held(s, 0, "shield", "black") == 0
    assert stock(s, "shield") == 6 and supply(s, "shield", "black") == 6
    assert category(s, 0, "traitors") == 0 and s.score[0] >= score


def test_ME_market_shield__a_token_given_back_another_way_also_returns() -> None:
    s = bare_table(market_state(4))
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "market-buy shield-grey")
    from tabletop_lib.games.merlin.common import return_good

    return_good(s, 0, C.SHIELD, s.game.colour_index["grey"])
    assert stock(s, "shield") == 6 and supply(s, "shield", "grey") == 6


def test_ME_market_material__builds_a_manor_then_back_to_the_market() -> None:
    s = bare_table(market_state(4))
    name = s.game.grid.name(0)
    colour = accepted(s, name)[0]
    s.knights[0] = (space_of(s, "build-manor") - 3) % 24
    start_turn(s, 0, (3, 1, 2, 4))
    act(s, f"market-buy material-{colour}")
    assert held(s, 0, "material", colour) == 1 and stock(s, "material") == 5
    act(s, "die knight 3")
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    act(s, "act", f"build {name}")
    n = len(s.events())
    if s.stage == C.BUILD_PAY:
        act(s, f"pay {colour}")
    assert s.manors[0] == 1
    assert held(s, 0, "material", colour) == 0
    assert stock(s, "material") == 6 and supply(s, "material", colour) == 6
    assert "ME.market.material" in event_rules(s.events()[n - 3 :])


def test_ME_market_addition__under_a_marker_placed_this_turn() -> None:
    s = bare_table(market_state(4))
    s.market_held[module_market.HELD_ADDITION] = 1
    s.market_stock[module_market.S_ADDITION] -= 1
    land_knight(s, 0, space_of(s, "principality", "black"))
    assert not any(a.startswith("market-addition") for a in legal_strs(s))
    assert_illegal(s, "market-addition black", "ME.market.addition")
    act(s, "act", "henchman lady-in-waiting")
    assert influence(s, 0, "black") == 1
    assert s.stage == C.END_TURN and s.current == 0
    assert "market-addition black" in legal_strs(s)
    assert "market-addition grey" not in legal_strs(s)
    n = len(s.events())
    act(s, "market-addition black")
    assert event_rules(events_since(s, n)) == ["ME.market.addition"]
    assert s.market_additions[s.game.colour_index["black"]] == 1
    assert s.observation(1)["players"][0]["market"]["additions_placed"]["black"] == 1
    assert "market-addition black" not in legal_strs(s)


def test_ME_market_addition_scoring__manual_example_majority_and_six_points() -> None:
    """p. 28's example: thanks to the addition marker green has the majority in the
    principality and scores 6 points (2 markers + addition = 3, against 2 and 1)."""
    s = bare_table(market_state(4))
    black = s.game.colour_index["black"]
    set_influence(s, 0, "black", 2)
    set_influence(s, 1, "black", 2)
    set_influence(s, 2, "black", 1)
    s.market_additions[0 * 6 + black] = 1
    s.market_stock[module_market.S_ADDITION] -= 1
    castle = s.castle_influence[:]
    n = len(s.events())
    run_scoring(s, 2)
    assert category(s, 0, "influence") == 6 and category(s, 1, "influence") == 0
    seen = event_rules(events_since(s, n))
    assert seen.count("ME.market.addition.scoring") == 2  # counted, then back
    assert stock(s, "addition") == 6 and s.market_additions == [0] * 24
    assert influence(s, 0, "black") == 1 and s.castle_influence[0] == castle[0] + 1
    assert influence(s, 1, "black") == 1 and s.castle_influence[1] == castle[1] + 1
    # without the addition: a 2-2 tie sharing 5 points
    t = bare_table(market_state(4))
    set_influence(t, 0, "black", 2)
    set_influence(t, 1, "black", 2)
    set_influence(t, 2, "black", 1)
    run_scoring(t, 2)
    assert category(t, 0, "influence") == 2 and category(t, 1, "influence") == 2


def test_ME_market_addition_scoring__no_marker_left_no_effect() -> None:
    s = bare_table(market_state(4))
    grey = s.game.colour_index["grey"]
    s.market_additions[1 * 6 + grey] = 1
    s.market_stock[module_market.S_ADDITION] -= 1
    set_influence(s, 0, "grey", 1)
    run_scoring(s, 2)
    assert category(s, 1, "influence") == 0 and category(s, 0, "influence") == 1
    assert stock(s, "addition") == 6 and s.castle_influence[1] == s.game.params.influence_markers


def test_ME_market_apple_mistletoe__as_an_apple() -> None:
    """p. 28, example 1: the token changes one of the player's dice to any other value."""
    s = bare_table(market_state(4))
    s.gold[0] = 1
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "market-buy apple-mistletoe")
    assert s.gold[0] == 0
    act(s, "die knight 1")
    assert s.stage == C.PRE_MOVE
    legal = legal_strs(s)
    assert [a for a in legal if a.startswith("market-apple")] == [
        f"market-apple {f}" for f in range(2, 7)
    ]
    knight = s.knights[0]
    n = len(s.events())
    act(s, "market-apple 6")
    assert event_rules(events_since(s, n))[0] == "ME.market.apple-mistletoe"
    assert s.knights[0] == (knight + 6) % 24  # nothing else to decide: moved at once
    assert stock(s, "apple-mistletoe") == 4 and s.market_held[module_market.HELD_CHOICE] == 0


def test_ME_market_apple_mistletoe__as_a_mistletoe() -> None:
    """p. 28, example 2: the token ignores a requirement of a mission card."""
    s = bare_table(market_state(4))
    hand(s, 0, ["M39"])
    give(s, 0, "shield", "black", 2)  # M39 also needs 2 orange flags: missing
    s.mistletoe[0] = 0
    s.market_held[module_market.HELD_CHOICE] = 1
    s.market_stock[module_market.S_CHOICE] -= 1
    start_turn(s, 0, (1, 2, 3, 4))
    assert "mistletoe-mission M39" not in legal_strs(s)
    assert "market-mistletoe-mission M39" in legal_strs(s)
    score = s.score[0]
    n = len(s.events())
    act(s, "market-mistletoe-mission M39")
    assert s.score[0] == score + 3
    assert event_rules(events_since(s, n))[:2] == [
        "ME.market.apple-mistletoe",
        "ME.mission.complete",
    ]
    assert stock(s, "apple-mistletoe") == 4
    # with two requirements missing, the token and one mistletoe are spent
    t = bare_table(market_state(4))
    hand(t, 0, ["M39"])
    t.mistletoe[0] = 0
    t.market_held[module_market.HELD_CHOICE] = 1
    start_turn(t, 0, (1, 2, 3, 4))
    assert_illegal(t, "market-mistletoe-mission M39", "ME.market.apple-mistletoe")
    t.mistletoe[0] = 1
    act(t, "market-mistletoe-mission M39")
    assert t.mistletoe[0] == 0 and t.market_held[module_market.HELD_CHOICE] == 0


def test_ME_market_worker__instead_of_a_die_nothing_changes_it() -> None:
    s = bare_table(market_state(4))
    s.apples[0] = 2
    s.gold[0] = 3
    start_turn(s, 0, (1, 2, 4, 6))
    act(s, "market-buy worker-3")
    assert s.market_workers[2] == 0
    assert "market-worker 3" in legal_strs(s)
    assert not any(a.startswith("market-buy worker") for a in legal_strs(s))
    knight = s.knights[0]
    n = len(s.events())
    act(s, "market-worker 3")
    # the knight moved 3 at once: no apple, gold or flag could change the worker
    assert s.knights[0] == (knight + 3) % 24 and s.space == s.knights[0]
    assert s.dice[0:4] == [1, 2, 4, 6]
    assert s.market_workers[2] == -1 and s.market_worker == 3
    assert s.observation(1)["market"]["worker_this_turn"] == 3
    seen = event_rules(events_since(s, n))
    assert seen[:2] == ["ME.market.worker", "ME.turn.knight-moves-clockwise"]
    assert s.stage in (C.ACTION, C.END_TURN) or s.current != 0
    assert_illegal(s, "market-worker 3", "ME.turn.pending-decision")


def test_ME_market_worker__only_the_value_held() -> None:
    s = bare_table(market_state(4))
    start_turn(s, 0, (1, 2, 4, 6))
    assert_illegal(s, "market-worker 3", "ME.market.worker")
    with pytest.raises(ValueError, match="temporary worker"):
        s.parse_action("market-worker 9")


def test_ME_market_worker_extra_turn__the_kept_die_is_played_at_the_end() -> None:
    g = MerlinGame(2, modules=["market"])
    s = bare_table(g.new_initial_state(0))
    k = g.dice_per_player
    start_turn(s, 0, (1, 2, 4, 6))
    act(s, "market-buy worker-3", "market-worker 3")
    while s.current == 0 and s.turn == 0:
        act(s, legal_strs(s)[-1])
    # everyone's normal turns are over: player 0 still holds a die
    s.dice = [0] * (2 * k)
    s.dice[2] = 4
    s.turn = 2 * k
    s.first = 0
    s.pc = C.PC_TURN
    rules.run(s)
    assert s.current == 0 and s.stage == C.CHOOSE_DIE and s.round == 1
    assert "die knight 4" in legal_strs(s) and "pass" not in legal_strs(s)


def test_ME_market_worker_extra_turn__a_held_worker_gives_a_turn_or_may_be_kept() -> None:
    g = MerlinGame(2, modules=["market"])
    s = bare_table(g.new_initial_state(0))
    k = g.dice_per_player
    s.market_workers[4] = 1  # player 1 holds the worker showing 5
    s.market_workers[1] = 0  # player 0 the one showing 2
    s.dice = [0] * (2 * k)
    s.turn = 2 * k
    s.first = 0
    s.pc = C.PC_TURN
    rules.run(s)
    assert market_turn.extra_turn_hook(s, 0) and market_turn.extra_turn_hook(s, 1)
    assert s.current == 0 and s.stage == C.CHOOSE_DIE
    legal = legal_strs(s)
    assert legal[0] == "market-worker 2" and legal[-1] == "pass"
    act(s, "pass")  # player 0 keeps the worker for a later round
    assert s.current == 1 and "market-worker 5" in legal_strs(s)
    act(s, "market-worker 5")
    while s.round == 1:
        act(s, legal_strs(s)[-1])
    assert s.market_workers[4] == -1 and s.market_workers[1] == 0
    assert not market_turn.extra_turn_hook(s, 1)


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize(
    "more",
    [
        (),
        ("arthur",),
        ("caerleon",),
        ("knights",),
        ("morgana",),
        ("kings_favor", "arthur", "knights", "caerleon", "morgana", "decree", "treasures"),
    ],
)
def test_random_playouts_with_the_market_keep_the_contract(n: int, more: tuple[str, ...]) -> None:
    game = tabletop_lib.load_game("merlin", num_players=n, modules=["market", *more])

    def tokens_conserved(s: MerlinState, action: object, mover: tuple[int, int]) -> None:
        assert held_tokens(s) == TOKENS + 6  # every token (and worker) somewhere, once
        assert min(s.market_stock) >= 0 and min(s.market_held) >= 0
        assert sum(s.gold) + s.gold_supply == 30
        assert min(s.castle_influence) >= 0
        assert all(-1 <= h < s.num_players for h in s.market_workers)

    seen = play_randomly(game, range(2), salt=300, check=tokens_conserved)
    assert "MarketBuy" in seen.used


def test_ME_market_addition_scoring__the_grail_breaks_a_tie_made_by_an_addition() -> None:
    s = bare_table(market_state(4))
    black = s.game.colour_index["black"]
    set_influence(s, 0, "black", 1)
    set_influence(s, 1, "black", 2)
    s.market_additions[0 * 6 + black] = 1
    s.market_stock[module_market.S_ADDITION] -= 1
    s.grail = 0
    castle = s.castle_influence[:]
    run_scoring(s, 2)
    assert s.stage == C.GRAIL and s.current == 0
    assert module_market.additions_counted(s) and influence(s, 0, "black") == 2
    act(s, "use-grail")
    assert category(s, 0, "influence") == 4 and category(s, 1, "influence") == 0
    assert not module_market.additions_counted(s)
    assert s.castle_influence[0] == castle[0] and s.castle_influence[1] == castle[1] + 1
    assert stock(s, "addition") == 6


# -- with the other modules ---------------------------------------------------------------------
def test_ME_market_no_mission__with_arthur_the_signet_ring_is_a_mission() -> None:
    """The signet ring's mission (Arthur module) is a mission like any other: none after a
    purchase, and no purchase after it."""
    from .test_module_arthur import land_arthur

    s = bare_table(market_state(4, more=("arthur",)))
    hand(s, 0, ["M19"])
    land_arthur(s, 0, "signet-ring")
    act(s, "market-buy addition")
    act(s, "act")  # the ring is taken, but no mission may follow the purchase
    assert s.signet == 0 and s.stage != arthur_data.ARTHUR_SIGNET
    assert [s.game.data.missions[c].id for c in s.hands[0]] == ["M19"]
    t = bare_table(market_state(4, more=("arthur",)))
    hand(t, 0, ["M19"])
    t.gold[0] = 2
    land_arthur(t, 0, "signet-ring")
    act(t, "act", "signet-mission M19")
    assert not module_market.may_buy(t)
    assert not any(a.startswith("market-buy") for a in legal_strs(t))


def test_ME_market_worker__with_arthur_it_moves_the_knight_only() -> None:
    """Arthur module: five dice, the black die moves Arthur; the worker still moves the
    knight, and every die stays for later."""
    s = bare_table(market_state(4, more=("arthur",)))
    start_turn(s, 0, (1, 2, 4, 5, 6))
    act(s, "market-buy worker-2")
    arthur, merlin, knight = s.arthur, s.merlin, s.knights[0]
    act(s, "market-worker 2")
    assert s.knights[0] == (knight + 2) % 24 and s.arthur == arthur and s.merlin == merlin
    assert s.dice[0:5] == [1, 2, 4, 5, 6]


def test_ME_market_material__with_caerleon_a_token_exchanged_at_the_market_district() -> None:
    """Caerleon module: a token given back at the district market goes to the market board."""
    s = bare_table(market_state(4, more=("caerleon",)))
    start_turn(s, 0, (1, 2, 3, 4))
    act(s, "market-buy material-blue")
    from tabletop_lib.games.merlin.common import return_good

    return_good(s, 0, C.MATERIAL, s.game.colour_index["blue"])
    assert stock(s, "material") == 6 and supply(s, "material", "blue") == 6


def test_ME_market_worker__one_a_round_so_that_the_round_ends() -> None:
    s = bare_table(market_state(4))
    s.gold[0] = 3
    start_turn(s, 0, (1, 2, 4, 6))
    act(s, "market-buy worker-3", "market-worker 3")
    s.market_used = 0  # as in a later turn of the same round
    s.stage = C.CHOOSE_DIE
    act(s, "market-buy worker-5")
    assert s.market_workers[4] == 0
    assert "market-worker 5" not in legal_strs(s)
    assert_illegal(s, "market-worker 5", "ME.market.worker")
    assert not market_turn.extra_turn_hook(s, 0)
    module_market.new_round(s)
    assert "market-worker 5" in legal_strs(s) and market_turn.extra_turn_hook(s, 0)


def test_ME_market_no_mission__with_the_knights_no_colour_change_mission_either() -> None:
    """Knights module: Sir Percival's colour-change tile completes a mission: not after a
    purchase."""
    from .test_module_knights import with_allies

    game = MerlinGame(4, modules=["knights", "market"], knights_draft="random")
    s = with_allies(bare_table(game.new_initial_state(0)), {0: ["percival"]})
    hand(s, 0, ["M19"])  # 2 black shields, 1 purple material
    give(s, 0, "shield", "black", 2)
    give(s, 0, "material", "orange", 1)
    start_turn(s, 0)
    assert "ally percival M19" in legal_strs(s)
    act(s, "market-buy addition")
    assert "ally percival M19" not in legal_strs(s)


def test_ME_market_no_mission__with_the_knights_kays_tile_stays_open_after_a_purchase() -> None:
    """Knights module: a purchase forbids missions only; Sir Kay's tile for an influence marker
    placed this turn may still be added, so the end of the turn waits for it (ME.knights.kay)."""
    from tabletop_lib.games.merlin.common import place_influence

    from .test_module_knights import with_allies

    game = MerlinGame(4, modules=["knights", "market"], knights_draft="random")
    s = with_allies(bare_table(game.new_initial_state(0)), {0: ["kay"]})
    start_turn(s, 0)
    place_influence(s, 0, game.colour_index["black"])
    act(s, "market-buy shield-black")
    assert "ally kay black" in legal_strs(s)
    assert rules.any_side_option(s)
    assert rules.end_turn_step(s) and s.stage == C.END_TURN
    assert "ally kay black" in legal_strs(s)


def test_ME_market_worker_extra_turn__with_morgana_both_substitutes_are_offered() -> None:
    """Morgana module: in an extra turn without a die, the worker, Morgana's dice and pass."""
    from tabletop_lib.games.merlin.modules.morgana import kitchen

    g = MerlinGame(2, modules=["market", "morgana"])
    s = bare_table(g.new_initial_state(0))
    k = g.dice_per_player
    s.market_workers[1] = 0  # player 0 holds the worker showing 2
    s.dice = [0] * (2 * k)
    s.turn = 2 * k
    s.first = 0
    s.pc = C.PC_TURN
    rules.run(s)
    assert s.current == 0 and s.stage == C.CHOOSE_DIE
    legal = s.legal_actions()
    morgana = kitchen.die_stage_choices(s)
    assert morgana and all(a in legal for a in morgana)
    assert str(legal[0]) == "market-worker 2" and str(legal[-1]) == "pass"
