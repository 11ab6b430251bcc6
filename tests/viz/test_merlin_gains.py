"""The Merlin ring's hover (what each space gives the player to move now) and the plain-word
changes it shares with the diff figure, checked against the engine's own outcome."""

from __future__ import annotations

from typing import Any

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.rules import rule
from tabletop_lib.viz.merlin import board_figure
from tabletop_lib.viz.merlin_gains import player_words, space_hovers, view_changes


def _states(modules: list[str] | None = None, seed: int = 3, steps: int = 300) -> Any:
    """Every state of a seeded random game, in order."""
    game = tabletop_lib.load_game("merlin", num_players=3, modules=modules or [])
    state = game.new_initial_state(seed=seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        yield state
        state.apply_action(agent.choose(state))


def _vp_route(state: Any) -> tuple[int, int, str] | None:
    """A (space, points, die words) where a knight die lands on a victory-points space."""
    for die in state.legal_actions():
        if die.verb != "die" or die.kind != "knight":
            continue
        moved = state.child(die)
        if moved.phase() == "move":  # a single way to go is taken at once
            moved = moved.child(moved.parse_action("move cw"))
        space = moved.full_view()["players"][state.current_player()]["knight"]
        if state.game.ruleset.space_at[space].name != "victory-points":
            continue
        acted = moved.child(moved.parse_action("act"))
        points = acted.scores()[state.current_player()] - state.scores()[state.current_player()]
        if points > 0:
            return space, points, f"knight die {die.value}:"
    return None


def test_a_reachable_victory_point_space_says_the_points_the_engine_gives() -> None:
    for state in _states():
        if state.phase() != "choose a die":
            continue
        found = _vp_route(state)
        if found is None:
            continue
        space, points, how = found
        hover = space_hovers(state)[space]
        assert f"Player {state.current_player()} would gain" in hover
        line = next(part for part in hover.split("<br>") if part.startswith(how))
        assert f"+{points} victory point" in line
        assert rule(state.game.ruleset.space_at[space].rule).text in hover
        return
    raise AssertionError("no knight die reached a victory-points space in 300 steps")


def test_spaces_out_of_reach_name_the_die_values_that_reach_them() -> None:
    state = next(s for s in _states() if s.phase() == "choose a die")
    view = state.full_view()
    mover = state.current_player()
    knight, merlin = view["players"][mover]["knight"], view["merlin"]
    hovers = space_hovers(state)
    size = len(hovers)
    for i, hover in enumerate(hovers):
        if "Out of reach" not in hover:
            continue
        d = (i - knight) % size
        if 1 <= d <= 6:
            assert f"a knight die of {d}" in hover
        else:
            assert "knight die" not in hover.split("Out of reach", 1)[1]
        if not any(1 <= v <= 6 for v in ((i - merlin) % size, (merlin - i) % size)):
            assert "Merlin die of" not in hover
    assert any("would gain" in h for h in hovers)


def test_the_hover_changes_nothing_and_shows_no_hidden_card() -> None:
    for k, state in enumerate(_states(steps=120)):
        if k % 15:
            continue
        before = state.to_json()
        full = state.full_view()
        viewer = (state.current_player() + 1) % 3
        hidden = set(full["mission_deck"]) | {
            card for p, hand in enumerate(full["hands"]) if p != viewer for card in hand
        }
        hovers = space_hovers(state, viewer)
        assert state.to_json() == before
        assert not any(card in hover for card in hidden for hover in hovers)


def test_the_figure_carries_the_hover_of_the_state() -> None:
    state = next(s for s in _states() if s.phase() == "choose a die")
    spaces = next(t for t in board_figure(state, 1).data if t.name == "ring spaces")
    assert list(spaces.hovertext) == space_hovers(state, 1)


def test_player_words_name_what_an_action_changed() -> None:
    """ME.space.principality: a henchman sent to a principality, and what it brings."""
    for state in _states():
        actions = [a for a in state.legal_actions() if a.verb == "henchman"]
        if state.phase() != "action: henchman" or not actions:
            continue
        p = state.current_player()
        after = state.child(actions[0])
        if after.phase() == "action: principality":  # where to send it is asked next
            after = after.child(after.legal_actions()[0])
        a, b = state.full_view(), after.full_view()
        words = player_words(a["players"][p], b["players"][p], state.game)
        placed = b["players"][p]["henchmen"][actions[0].henchman]
        assert any(w.startswith(f"the {actions[0].henchman.replace('-', ' ')}") for w in words)
        assert any(placed in w for w in words)
        assert view_changes(a, a, state.game) == [[], [], []]
        return
    raise AssertionError("no henchman was placed")


def test_module_counters_read_as_words() -> None:
    """Gold module (ME.gold.space.gold): a gold coin gained reads "+1 gold coin"."""
    for state in _states(modules=["gold", "kings_favor"], steps=400):
        if state.phase() != "space action":
            continue
        p = state.current_player()
        after = state.child(state.parse_action("act"))
        a, b = state.full_view()["players"][p], after.full_view()["players"][p]
        if b["gold"] > a["gold"]:
            assert f"+{b['gold'] - a['gold']} gold coin" in player_words(a, b, state.game)[0]
            return
    raise AssertionError("no gold coin was taken")
