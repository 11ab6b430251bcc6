"""Merlin's teaching situations: each is reached by playing and stands where it says; the
manual's worked examples (p. 9-12) score what the manual says once their action is played."""

from __future__ import annotations

from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.match import Match
from tabletop_lib.games.merlin import constants as C
from tabletop_lib.games.merlin import manual_examples, situations
from tabletop_lib.games.merlin.state import MerlinState

SEED = 3


@pytest.fixture(scope="module")
def game() -> Any:
    return tabletop_lib.load_game("merlin", num_players=4)


def me(match: Match) -> MerlinState:
    state = match.state
    assert isinstance(state, MerlinState)
    return state


def texts(state: MerlinState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def replayed(match: Match) -> MerlinState:
    """The situation's state replayed from its seed and actions alone."""
    assert match.seed is not None
    state = match.game.replay(match.seed, match.actions[: match.step])
    assert isinstance(state, MerlinState)
    return state


def points(state: MerlinState, category: str, player: int) -> int:
    return next(
        int(str(r["points"]))
        for r in state.score_breakdown()
        if r["category"] == category and r["player"] == player
    )


@pytest.mark.parametrize("name", sorted(situations.SITUATIONS))
def test_named_situations_are_played_and_replay(game: Any, name: str) -> None:
    match = situations.SITUATIONS[name](game, SEED)
    assert replayed(match).to_json() == match.state.to_json()
    assert situations.SITUATIONS[name](game, SEED).actions == match.actions  # deterministic


def test_turn_situations_stand_at_their_decision(game: Any) -> None:
    assert me(situations.first_die(game, SEED)).stage == C.CHOOSE_DIE
    merlin = me(situations.merlin_direction(game, SEED))
    assert merlin.stage == C.PRE_MOVE and texts(merlin)[:2] == ["move cw", "move ccw"]
    assert any(t.startswith("apple ") for t in texts(me(situations.apple_choice(game, SEED))))
    assert "act-with-staff" in texts(me(situations.staff_choice(game, SEED)))


@pytest.mark.parametrize("kind", situations.SPACE_KINDS)
def test_space_action_ends_on_that_kind(game: Any, kind: str) -> None:
    state = me(situations.space_action(kind, game, SEED))
    assert state.stage == C.ACTION and situations.space_kind(state) == kind
    assert {"act", "decline"} <= set(texts(state))


def test_space_action_refuses_unknown_kinds(game: Any) -> None:
    with pytest.raises(ValueError, match="kinds of space"):
        situations.space_action("tavern", game, SEED)


@pytest.mark.parametrize("ability", C.ABILITY_NAMES)
def test_flag_use_offers_that_flag(game: Any, ability: str) -> None:
    match = situations.flag_use(ability, game, SEED)
    state = me(match)
    verb = situations.FLAG_VERBS[ability]
    assert any(t.startswith(verb) for t in texts(state))
    flag_colour = game.data.flag_ability.index(C.ABILITY_NAMES.index(ability))
    assert state.goods[state.current * C.GOODS_BLOCK + C.FLAG * C.NUM_COLOURS + flag_colour] > 0
    if ability == "missions":
        assert state.missions_done == 1  # the flag alone allows this second mission


def test_displacement_waits_in_the_redo_line(game: Any) -> None:
    match = situations.henchman_displaced(game, SEED)
    assert "ME.space.principality.displace" not in situations.step_rules(me(match))
    after = match.redo()
    assert "ME.space.principality.displace" in situations.step_rules(after)


def test_round_scoring_waits_for_the_last_action_of_round_two(game: Any) -> None:
    match = situations.round_scoring(game, SEED)
    assert me(match).round == 2
    after = match.redo()
    assert "ME.scoring.order" in situations.step_rules(after)


def test_final_scoring_ends_the_game_after_a_turn(game: Any) -> None:
    match = situations.final_scoring(game, SEED)
    assert me(match).stage != C.GRAIL and not me(match).is_terminal()
    assert match.redo().is_terminal()


# -- the manual's worked examples ---------------------------------------------------------------
def test_build_example_p9_is_played(game: Any) -> None:
    example = manual_examples.build_example(game, SEED)
    assert not example.built and example.match.seed is not None
    state = me(example.match)
    assert replayed(example.match).to_json() == state.to_json()
    green = example.seats["green"]
    assert state.current == green
    r1c4 = next(pos for pos in range(game.grid.size) if game.grid.name(pos) == "r1c4")
    accepted = {c for i, c in enumerate(game.data.colours) if game.accepts[r1c4] >> i & 1}
    assert accepted == {"grey", "orange", "blue"}  # the manual's tile
    grey = green * C.GOODS_BLOCK + C.MATERIAL * C.NUM_COLOURS + game.data.colours.index("grey")
    built = state.child("build r1c4")
    if built.stage == C.BUILD_PAY:  # green holds another material that fits
        built = built.child("pay grey")
    assert built.goods[grey] == state.goods[grey] - 1  # the grey material paid
    assert built.manors[green] >> r1c4 & 1
    assert built.stage == C.TOWER_BONUS  # r1c4 is a lake with a tower
    shield = built.child("tower-bonus shield black")
    black = green * C.GOODS_BLOCK + C.SHIELD * C.NUM_COLOURS + game.data.colours.index("black")
    assert shield.goods[black] == built.goods[black] + 1


def test_traitors_example_p10_costs_three(game: Any) -> None:
    example = manual_examples.traitors_example(game, SEED)
    assert not example.built
    yellow = example.seats["yellow"]
    before = me(example.match)
    after = example.match.redo()
    assert isinstance(after, MerlinState)
    assert points(after, "traitors", yellow) - points(before, "traitors", yellow) == -3


def test_surroundings_example_p11_scores_like_the_manual(game: Any) -> None:
    example = manual_examples.surroundings_example(game, SEED)
    assert example.built and example.match.seed is None
    before = me(example.match)
    after = example.match.redo()
    assert isinstance(after, MerlinState)
    seats = example.seats
    gained = {
        c: points(after, "surroundings", p) - points(before, "surroundings", p)
        for c, p in seats.items()
    }
    assert gained == {"blue": 2, "green": 1, "red": 2, "yellow": 2}
    with pytest.raises(ValueError, match="cannot be saved"):
        example.match.dumps()


def test_influence_example_p11_grail_wins_orange(game: Any) -> None:
    example = manual_examples.influence_example(game, SEED)
    before = me(example.match)
    state = example.match.redo()
    assert isinstance(state, MerlinState)
    assert state.stage == C.GRAIL  # black: yellow ties, and is asked first
    state = state.child("keep-grail")
    assert state.stage == C.GRAIL  # orange
    state = state.child("use-grail")
    gained = {
        c: points(state, "influence", p) - points(before, "influence", p)
        for c, p in example.seats.items()
    }
    # black 1 each (yellow, blue, red); blue: red 6; orange: yellow 4 with the Grail.
    assert gained == {"yellow": 1 + 4, "red": 1 + 6, "blue": 1, "green": 0}


def test_end_of_game_example_p12_five_goods_one_point(game: Any) -> None:
    example = manual_examples.end_of_game_example(game, SEED)
    yellow = example.seats["yellow"]
    before = me(example.match)
    goods = before.goods[yellow * C.GOODS_BLOCK : (yellow + 1) * C.GOODS_BLOCK]
    assert sum(goods) == 5
    after = example.match.redo()
    assert isinstance(after, MerlinState) and after.is_terminal()
    assert points(after, "leftover goods", yellow) - points(before, "leftover goods", yellow) == 1


def test_built_examples_keep_every_piece(game: Any) -> None:
    """Building takes goods and markers from the supplies: none is created or lost."""
    played = me(situations.final_scoring(game, SEED))
    built = me(manual_examples.end_of_game_example(game, SEED).match)
    assert sum(built.goods) == sum(played.goods)
    scoring = me(situations.round_scoring(game, SEED))
    influence = me(manual_examples.influence_example(game, SEED).match)
    assert sum(influence.influence) + sum(influence.castle_influence) == sum(
        scoring.influence
    ) + sum(scoring.castle_influence)
