"""Paladins' figure and panels, checked by their data."""

from __future__ import annotations

from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.viz import figure_for
from tabletop_lib.viz.paladins import PLAYER_COLOURS, board_figure, panels, targets
from tabletop_lib.widgets import GameStepper


def trace(figure: Any, name: str) -> Any:
    return next(t for t in figure.data if t.name == name)


@pytest.fixture(scope="module")
def mid() -> Any:
    state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=1)
    agent = RandomAgent(3)
    while len(state.full_view()["main_board"]) < 3:
        state.apply_action(agent.choose(state))
    return state


def test_the_main_board_shows_every_space_and_who_took_it(mid: Any) -> None:
    figure = board_figure(mid)
    spaces = trace(figure, "board spaces")
    data = mid.game.data
    assert list(spaces.customdata) == [f"space:{s.id}" for s in data.spaces]
    taken = mid.full_view()["main_board"]
    pieces = trace(figure, "taken spaces")
    assert len(pieces.x) == len(taken) >= 3
    owners = sorted(PLAYER_COLOURS[int(p["player"])] for p in taken.values())
    assert sorted(pieces.marker.color) == owners
    for space, hover in zip(data.spaces, spaces.hovertext, strict=True):
        assert f"Faith {space.faith}" in hover and f"Strength {space.strength}" in hover


def test_the_tracks_follow_the_attributes(mid: Any) -> None:
    figure = board_figure(mid, 0)
    view = mid.observation(0)
    for attribute in ("faith", "strength", "influence"):
        bars = trace(figure, attribute.capitalize())
        assert list(bars.x) == [info[attribute] for info in view["players"]]


def test_the_panels_show_the_players_and_hide_nothing_they_should_not(mid: Any) -> None:
    titles = [t for t, _ in panels(mid, 0)]
    assert titles[:3] == ["Players", "Round", "Townsfolk and Outsiders"]
    players = dict(panels(mid, 0))["Players"]
    for column in ("Silver", "Workers", "Debts", "Suspicion", "Paladin", "Workshops"):
        assert f">{column}</th>" in players
    assert figure_for(mid).data[0].name == "board spaces"


def test_a_monk_or_outpost_points_at_its_space() -> None:
    state = tabletop_lib.load_game("paladins", num_players=2).new_initial_state(seed=2)
    agent = RandomAgent(4)
    found = 0
    for _ in range(2000):
        if state.is_terminal():
            break
        for action in state.legal_actions():
            space = getattr(action, "space", None)
            if isinstance(space, str) and space in state.game.space_index:
                assert targets(state, action) == (f"space:{space}",)
                found += 1
            else:
                assert targets(state, action) == ()
        state.apply_action(agent.choose(state))
    assert found > 0


def test_the_stepper_draws_paladins() -> None:
    stepper = GameStepper(tabletop_lib.load_game("paladins", num_players=2), seed=1)
    assert trace(stepper.figure_widget, "board spaces") is not None
    assert list(stepper.milestone_buttons) == ["round", "phase", "game"]
    for expected in (1, 2):
        stepper.milestone_buttons["round"].click()
        assert stepper.state.progress()["round"] == expected
