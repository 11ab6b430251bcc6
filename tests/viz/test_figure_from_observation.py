"""``figure_for(state.observation(p))`` draws seat p's view for every registered game with a
board figure: the same board as ``figure_for(state, viewer=p)`` (the same traces and layout;
the state's figure adds what the player to move may do, which a view does not offer), and
nothing of what seat p cannot see."""

from __future__ import annotations

import random
from typing import Any

import pytest
from registered import shipped

import tabletop_lib
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import list_games
from tabletop_lib.viz import figure_for

GAMES = [name for name in list_games() if faces_of(name).figure]


def _outline(figure: Any) -> tuple[Any, ...]:
    """What a board is made of: its traces (name, kind, how many points) and its size."""
    doc = figure.to_plotly_json()
    traces = tuple((t.get("name"), t.get("type"), len(t.get("x") or ())) for t in doc["data"])
    layout = doc["layout"]
    return traces, layout.get("width"), layout.get("height"), len(layout.get("shapes") or ())


def _positions(name: str) -> list[Any]:
    """A few positions along a seeded random game."""
    game = tabletop_lib.load_game(name, num_players=3)
    state = game.new_initial_state(4)
    chooser = random.Random(4)
    out = []
    for step in range(60):
        if state.is_terminal():
            break
        if step % 20 == 10:
            out.append(state.clone())
        actions = state.legal_actions()
        state.apply_action(actions[chooser.randrange(len(actions))])
    return out


def test_every_shipped_game_declares_a_figure() -> None:
    assert shipped() and set(shipped()) <= set(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_an_observation_draws_the_seats_board(name: str) -> None:
    for state in _positions(name):
        for seat in range(state.num_players):
            if seat == state.current_player():
                continue  # the player to move sees previews of their moves in the state's figure
            drawn = figure_for(state.observation(seat))
            assert _outline(drawn) == _outline(figure_for(state, viewer=seat))


@pytest.mark.parametrize("name", GAMES)
def test_two_states_the_seat_cannot_tell_apart_draw_the_same(name: str) -> None:
    """The hidden hands and decks are dealt again (``resample``): the seat's figure, drawn from
    its observation, does not change, so it shows nothing of them but backs and counts."""
    for state in _positions(name):
        seat = (state.current_player() + 1) % state.num_players
        other = state.resample(seat, 99)
        assert other.to_json() != state.to_json()  # something hidden did change
        first = figure_for(state.observation(seat)).to_plotly_json()
        again = figure_for(other.observation(seat)).to_plotly_json()
        assert first == again
