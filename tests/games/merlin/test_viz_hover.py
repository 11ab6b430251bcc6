"""The Merlin ring's hover with the Big Box modules: Arthur's inner ring and black die, the
overlays' spaces, Morgana's blocked space, all held to the engine's legal actions."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.games.merlin.viz.figure import KIND_STYLE, board_figure
from tabletop_lib.games.merlin.viz.hover import (
    ROUTE_VERBS,
    Ring,
    die_landings,
    landing_space,
    reach_words,
    space_hovers,
    steps_between,
)
from tabletop_lib.games.merlin.viz.panels import targets
from tabletop_lib.games.merlin.words import PLAYER_COLOUR_NAMES

ALL_NINE = ["kings_favor", "arthur", "knights", "gold", "market", "caerleon", "morgana",
            "treasures", "decree"]  # fmt: skip
GAIN = "would gain</i>"


def _positions(modules: list[str], seeds: range, every: int = 4) -> Iterator[Any]:
    """Copies of every ``every``-th position of seeded random games where a die or a move is
    to be chosen."""
    game = tabletop_lib.load_game("merlin", num_players=3, modules=modules)
    for seed in seeds:
        state = game.new_initial_state(seed=seed)
        agent = RandomAgent(seed)
        k = 0
        while not state.is_terminal():
            if state.phase() in ("choose a die", "move"):
                k += 1
                if k % every == 0:
                    yield state.clone()
            state.apply_action(agent.choose(state))


@cache
def _blocked_positions() -> tuple[Any, ...]:
    """Positions of games with all nine modules where Morgana blocks a space."""
    found = [s for s in _positions(ALL_NINE, range(2)) if s.full_view()["kitchen"]["morgana"]]
    return tuple(found[:: max(1, len(found) // 12)])


def _legal_reach(state: Any) -> set[int]:
    """The spaces the legal die choices, market workers and moves bring a figure to."""
    keys = {
        key
        for a in state.legal_actions()
        if a.verb in (*ROUTE_VERBS, "move")
        for key in targets(state, a)
    }
    return {int(k.split(":", 1)[1]) for k in keys}


def _hover_reach(hovers: list[str]) -> set[int]:
    return {i for i, text in enumerate(hovers) if GAIN in text}


def test_the_hover_calls_reachable_exactly_what_the_legal_moves_reach_with_morgana() -> None:
    """ME.morgana.block (Morgana module, p. 32): nobody goes to her space, and it is not
    counted; the hover's reachable spaces are those the legal move actions target."""
    positions = _blocked_positions()
    assert len(positions) >= 6
    inner = 0
    for state in positions:
        hovers = space_hovers(state)
        reach = _legal_reach(state)
        assert _hover_reach(hovers) == reach
        ring = Ring.of(state.game, state.full_view())
        assert ring.blocked not in reach
        assert "Blocked by Morgana" in hovers[ring.blocked]
        assert "Out of reach" not in hovers[ring.blocked]
        inner += any(i >= ring.outer for i in reach)
    assert inner  # Arthur's black die reached his inner ring in some position


def _forward(state: Any, die: Any) -> list[int]:
    """Where a die takes its figure the way the die alone allows: a knight clockwise (the
    reverse flag's other way is the flag's, not the die's), Merlin and Arthur either way."""
    if die.kind != "knight":
        return die_landings(state, die)
    chosen = state.child(die)
    if chosen.phase() == "move":
        return [landing_space(chosen, chosen.parse_action("move cw"))]
    return [chosen.full_view()["players"][state.current_player()]["knight"]]


def test_the_die_values_named_are_those_that_take_the_figure_there() -> None:
    """The reach arithmetic against the engine's own moves, Morgana's space skipped: for each
    knight, Merlin and black die the player holds, the spaces it lands on are named as reached
    by that value, and some of those moves jumped over her space."""
    jumped = 0
    for state in _blocked_positions():
        if state.phase() != "choose a die":
            continue
        view = state.full_view()
        ring = Ring.of(state.game, view)
        mover = state.current_player()
        for die in state.legal_actions():
            if die.verb != "die":
                continue
            name = {"knight": "knight", "merlin": "Merlin", "arthur": "black"}[die.kind]
            for space in _forward(state, die):
                words = reach_words(view, mover, space, ring)
                assert f"a {name} die of " in words
                assert str(die.value) in words.split(f"a {name} die of ", 1)[1].split(" (")[0]
                start = view["merlin"] if die.kind == "merlin" else view["players"][mover]["knight"]
                naive = {(space - start) % ring.outer, (start - space) % ring.outer}
                jumped += die.kind != "arthur" and die.value not in naive
    assert jumped  # the test saw moves that skip the blocked space


def test_steps_skip_the_blocked_space() -> None:
    assert steps_between(2, 6, 1, 24) == 4
    assert steps_between(2, 6, 1, 24, blocked=4) == 3
    assert steps_between(2, 4, 1, 24, blocked=4) == 0  # nobody stops on it
    assert steps_between(6, 2, -1, 24, blocked=4) == 3
    assert steps_between(23, 1, 1, 24, blocked=0) == 1


@pytest.fixture(scope="module")
def all_nine() -> tuple[Any, ...]:
    return tuple(_positions(ALL_NINE, range(1), every=3))


def test_the_black_die_shows_what_arthurs_inner_spaces_give(all_nine: tuple[Any, ...]) -> None:
    """ME.arthur.black-die: the black die moves Arthur on his inner ring, either way; the
    hover of each inner space he can reach says what the mover gains there, as the engine
    gives it (checked on the Grail's and Excalibur's inner spaces)."""
    checked = 0
    for state in all_nine:
        black = [a for a in state.legal_actions() if a.verb == "die" and a.kind == "arthur"]
        if not black:
            continue
        hovers = space_hovers(state)
        outer = state.game.ruleset.rondel.size
        for space in die_landings(state, black[0]):
            assert space >= outer
            lines = hovers[space].split(
                f"{PLAYER_COLOUR_NAMES[state.current_player()]} would gain", 1
            )[1]
            assert f"black die {black[0].value}," in lines
            kind = state.game.ruleset.space_at[space].name
            if kind in ("grail", "excalibur") and state.full_view()[kind] is None:
                assert f"takes {'the Grail' if kind == 'grail' else 'Excalibur'}" in lines
                checked += 1
        out = [i for i in range(outer, len(hovers)) if f"{GAIN}" not in hovers[i]]
        assert all("needs a black die of" in hovers[i] or "no die" in hovers[i] for i in out)
    assert checked


def test_the_overlay_spaces_show_their_gain_and_move_arthur_goes_on(
    all_nine: tuple[Any, ...],
) -> None:
    """The gold medallion's spaces (ME.gold.space.gold, p. 26) and Arthur's outer spaces: a
    reachable one says what it gives; "move Arthur" names the inner space he steps to and
    what that space gives (ME.arthur.space.move-arthur)."""
    game = all_nine[0].game
    seen: set[str] = set()
    for state in all_nine:
        hovers = space_hovers(state)
        for space in _hover_reach(hovers) & set(range(game.ruleset.rondel.size)):
            kind = game.ruleset.space_at[space].name
            gain = " ".join(hovers[space].split(GAIN, 1)[1].replace("<br>", " ").split())
            gain = gain.replace("&nbsp;", "").replace("  ", " ")
            if kind == "gold" and "cannot be taken" not in gain:
                assert "gold coin" in gain
                seen.add(kind)
            elif kind == "move-arthur" and "cannot be taken" not in gain:
                arthur = state.full_view()["arthur"]["arthur"]
                size = len(game.ruleset.inner_rings[0].spaces)
                outer = game.ruleset.rondel.size
                names = [game.space_name(outer + (arthur + d) % size) for d in (1, -1)]
                steps = {f"Arthur to {name} on the inner ring" for name in names}
                assert any(step in gain for step in steps), (steps, gain)
                seen.add(kind)
    assert seen == {"gold", "move-arthur"}


def test_the_figure_draws_the_overlays_and_the_inner_ring(all_nine: tuple[Any, ...]) -> None:
    state = next(s for s in all_nine if s.phase() == "choose a die")
    game = state.game
    figure = board_figure(state)
    spaces = next(t for t in figure.data if t.name == "ring spaces")
    inner = next(t for t in figure.data if t.name == "inner ring spaces")
    outer = game.ruleset.rondel.size
    hovers = space_hovers(state)
    assert list(spaces.hovertext) == hovers[:outer]
    assert list(inner.hovertext) == hovers[outer:]
    assert list(inner.customdata) == [f"space:{i}" for i in range(outer, len(hovers))]
    for i, spec in enumerate(game.ruleset.rondel.spaces):  # the medallions' spaces as they are
        if spec.kind in KIND_STYLE:
            assert spaces.marker.symbol[i] == KIND_STYLE[spec.kind][0]
    assert len({s for s in inner.marker.symbol}) > 3
    black = next((a for a in state.legal_actions() if a.verb == "die" and a.kind == "arthur"), None)
    if black is not None:  # a click on an inner space chooses the black die
        assert all(key in inner.customdata for key in targets(state, black))
