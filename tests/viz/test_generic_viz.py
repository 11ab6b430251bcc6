"""Games without a board figure still draw: the score breakdown per player."""

from __future__ import annotations

import pytest
from registered import games, table

import tabletop_lib
from tabletop_lib.viz.generic import scores_figure
from tabletop_lib.widgets import GameStepper


@pytest.mark.parametrize("name", games())
def test_the_score_figure_draws_any_game(name: str) -> None:
    state = tabletop_lib.play(tabletop_lib.load_game(name, num_players=table(name)), seed=4)
    figure = scores_figure(state)
    totals = [sum(int(bar.y[p]) for bar in figure.data) for p in range(state.num_players)]
    assert totals == state.scores()
    assert "Game over" in figure.layout.title.text
    names = {bar.name for bar in figure.data}
    assert not any("_" in n or "-" in n for n in names), names


@pytest.mark.parametrize("name", games())
def test_the_stepper_steps_through_any_game(name: str) -> None:
    stepper = GameStepper(tabletop_lib.load_game(name, num_players=table(name, 2)), seed=1)
    stepper.agent_phase.click()
    assert stepper.match.step > 0
    assert f"data-stepper-step='{stepper.match.step}'" in stepper.status.value
    assert stepper.state.status_words() in stepper.status.value
    assert stepper.panels, "the stepper shows the game's panels"
