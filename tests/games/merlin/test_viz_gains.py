"""The Merlin ring's hover (what each space gives the player to move now) and the plain-word
changes it shares with the diff figure, checked against the engine's own outcome."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import rule
from tabletop_lib.games.merlin.viz.diff import diff_figure
from tabletop_lib.games.merlin.viz.figure import PLAYER_COLOURS, board_figure
from tabletop_lib.games.merlin.viz.gains import player_words, view_changes
from tabletop_lib.games.merlin.viz.hover import space_hovers
from tabletop_lib.games.merlin.words import PLAYER_COLOUR_NAMES
from tabletop_lib.viz import diff_for


def _states(modules: list[str] | None = None, seed: int = 3, steps: int = 300) -> Any:
    """Every state of a seeded random game, in order (one object, changed in place)."""
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
        assert f"{PLAYER_COLOUR_NAMES[state.current_player()]} would gain" in hover
        line = next(part for part in hover.split("<br>") if part.startswith(how))
        assert f"+{points} victory point" in line
        assert rule(state.game.ruleset.space_at[space].rule).text in hover.replace("<br>", " ")
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


# -- the "what changed" figure ------------------------------------------------------------------
def _trace(figure: Any, name: str) -> Any:
    return next(t for t in figure.data if t.name == name)


def test_the_diff_marks_the_knight_that_moved_and_the_manor_built() -> None:
    """ME.space.build-manor: the manor built and the material paid, and nothing else."""
    for state in _states(steps=400):
        if state.phase() != "action: build (tile)":
            continue
        p = state.current_player()
        start = state
        after = state.child(state.legal_actions()[0])
        while not after.is_terminal() and after.current_player() == p and after.phase() in (
            "action: build (pay)", "action: tower bonus"
        ):  # fmt: skip
            after = after.child(after.legal_actions()[0])
        figure = diff_for(start, after)
        assert figure.to_json() == diff_figure(start, after).to_json()
        built = _trace(figure, "manors built")
        new = set(after.full_view()["surroundings"]["manors"]) - set(
            start.full_view()["surroundings"]["manors"]
        )
        assert [k.split(":", 1)[1] for k in built.customdata] == sorted(new)
        changes = _trace(figure, "player changes").cells.values
        row = list(changes[0]).index(f"{PLAYER_COLOUR_NAMES[p]}")
        assert "+1 manor" in changes[1][row]
        assert len(_trace(figure, "moves").x) == 0  # nobody moved while building
        return
    raise AssertionError("no manor was built in 400 steps")


def test_the_diff_of_a_move_draws_it_and_says_where() -> None:
    state = next(s for s in _states() if s.phase() == "choose a die")
    die = next(a for a in state.legal_actions() if a.verb == "die" and a.kind == "knight")
    after = state.child(die)
    if after.phase() == "move":  # the reverse flag offers a choice of way
        after = after.child(after.parse_action("move cw"))
    p = state.current_player()
    was = state.full_view()["players"][p]["knight"]
    now = after.full_view()["players"][p]["knight"]
    moves = _trace(diff_figure(state, after), "moves")
    where = after.game.space_name(now)
    knight = f"{PLAYER_COLOUR_NAMES[p]}'s knight"
    assert was != now and f"{knight} moves to {where}" in moves.hovertext[0]
    assert moves.marker.color[0] == PLAYER_COLOURS[p]


def test_the_diff_of_a_state_with_itself_lists_nothing() -> None:
    state = next(s for s in _states() if s.phase() == "choose a die")
    figure = diff_figure(state, state)
    assert list(_trace(figure, "player changes").cells.values[1]) == ["no change"]
    assert list(_trace(figure, "table changes").cells.values[0]) == ["-"]
    assert len(_trace(figure, "moves").x) == 0


def test_a_seats_diff_shows_no_hidden_card_and_no_narration() -> None:
    states = [s.clone() for s in _states(steps=60)]
    before, after = states[10], states[-1]
    full = after.full_view()
    hidden = set(full["mission_deck"]) | set(full["hands"][0]) | set(full["hands"][2])
    text = diff_figure(before, after, viewer=1).to_json()
    assert not any(f'"{card}"' in text for card in hidden)
    assert list(_trace(diff_figure(before, after, 1), "narration").cells.values[0]) == ["-"]
    assert len(_trace(diff_figure(before, after), "narration").cells.values[0]) > 1


def test_the_diff_lists_module_pieces_that_changed() -> None:
    states = [s.clone() for s in _states(modules=["gold", "morgana", "knights"], steps=90)]
    before, after = states[40], states[-1]
    rows = list(_trace(diff_figure(before, after), "table changes").cells.values[0])
    a, b = before.full_view(), after.full_view()
    if a["gold_supply"] != b["gold_supply"]:
        assert "Gold supply" in rows
    assert all(not r.lower().startswith(("players", "hands")) for r in rows)
    assert any(
        r.startswith(("Kitchen", "Knights of the Round Table", "Gold supply", "Mistletoe"))
        for r in rows
    )
    changes = list(_trace(diff_figure(before, after), "table changes").cells.values[1])
    shown = " ".join(rows + changes)
    assert not engine_words(shown), engine_words(shown)
    assert "True" not in shown and "False" not in shown and "{" not in shown


def test_the_merlin_figures_are_valid_plotly() -> None:
    """Built without plotly's validation, for speed: validated here, every module on."""
    modules = ["kings_favor", "arthur", "knights", "gold", "market", "caerleon", "morgana",
               "treasures", "decree"]  # fmt: skip
    states = [s.clone() for s in _states(modules=modules, steps=80)]
    for figure in (
        board_figure(states[-1]),
        board_figure(states[-1], 2),
        diff_figure(states[20], states[-1]),
        diff_figure(states[20], states[-1], 0),
    ):
        go.Figure(figure.to_dict())  # raises on any invalid property


def test_once_the_figure_stands_only_its_space_says_what_it_gives() -> None:
    """ME.turn.take-or-decline: after the move the space's action is taken or declined; the
    hover of that space says what taking it gives, the others say nothing of reach."""
    state = next(s for s in _states() if s.phase() == "space action")
    here = state.full_view()["turn"]["space"]
    hovers = space_hovers(state)
    assert "here now:" in hovers[here]
    assert not any("Out of reach" in h or "would gain" in h for i, h in enumerate(hovers)
                   if i != here)  # fmt: skip
