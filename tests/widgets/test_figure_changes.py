"""The stepper's update turns the figure shown into the next one, and sends only what differs.

``figure_changes`` gives one plotly update (restyle, relayout, trace indexes). Applied as plotly
applies it (a value per changed trace; ``Undefined`` leaves that trace's key; None removes it),
it must turn each board of a seeded game into the next, for each game's board view; and it must
leave out what did not change, trace by trace.
"""

from __future__ import annotations

import copy
import itertools
from typing import Any

import pytest
from plotly.basedatatypes import Undefined
from registered import case, games

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.viz import board_view_for
from tabletop_lib.widgets.stepper import figure_changes

STEPS = 60


def _apply(
    traces: list[dict[str, Any]], restyle: dict[str, list[Any]], indexes: list[int]
) -> list[dict[str, Any]]:
    out = copy.deepcopy(traces)
    for key, values in restyle.items():
        for i, value in zip(indexes, values, strict=True):
            if value is Undefined:
                continue
            if value is None:
                out[i].pop(key, None)
            else:
                out[i][key] = value
    return out


def _boards(game: str) -> list[tuple[list[dict[str, Any]], dict[str, Any]]]:
    view = board_view_for(game)
    state = tabletop_lib.load_game(game, num_players=3).new_initial_state(seed=3)
    agent, boards = RandomAgent(3), []
    for _ in range(STEPS):
        if state.is_terminal():
            break
        if view.data is not None:
            traces, layout = view.data(state, 0)
        else:
            figure = view.figure(state, 0)
            traces = [t.to_plotly_json() for t in figure.data]
            layout = figure.layout.to_plotly_json()
        boards.append((traces, layout))
        state.apply_action(agent.choose(state))
    return boards


@pytest.mark.parametrize("game", games())
def test_the_update_turns_each_board_into_the_next(game: str) -> None:
    boards = _boards(game)
    left_out = sent = 0
    for (old, old_layout), (new, new_layout) in itertools.pairwise(boards):
        restyle, relayout, changed = figure_changes(old, new, old_layout, new_layout)
        assert _apply(old, restyle, changed) == new
        applied = {**old_layout, **relayout}
        assert all(applied[k] == v for k, v in new_layout.items() if k != "template")
        unchanged = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a == b]
        assert not set(unchanged) & set(changed)
        for values in restyle.values():
            left_out += sum(v is Undefined for v in values)
            sent += sum(v is not Undefined for v in values)
    assert sent > 0
    if case(game, "FIGURE_KEYS_CHANGE_APART", False):  # few large traces
        assert left_out > 0
