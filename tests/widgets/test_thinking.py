"""PlayAgainstSearch: a person against IS-MCTS, the search's thinking shown and asked for."""

from __future__ import annotations

from typing import Any

import pytest
from registered import games, table

from tabletop_lib import load_game
from tabletop_lib.core.game import Game
from tabletop_lib.widgets import PlayAgainstSearch
from tabletop_lib.widgets.thinking import thinking_html


@pytest.fixture(scope="module", params=games())
def game(request: pytest.FixtureRequest) -> Game[Any, Any]:
    """Each registered game at three players (or the count nearest it)."""
    return load_game(request.param, num_players=table(request.param))


def test_the_agents_move_until_the_person_decides_and_show_their_thinking(
    game: Game[Any, Any],
) -> None:
    widget = PlayAgainstSearch(game, seed=2, human=1, simulations=8)
    stepper = widget.stepper
    assert stepper.state.current_player() == 1
    for _ in range(6):  # a few of the person's moves; the searchers answer each time
        stepper.actions.value = stepper.state.legal_actions()[0]
        stepper.apply_button.click()
        assert stepper.state.is_terminal() or stepper.state.current_player() == 1
    assert widget.decisions, "no agent searched in six rounds of play"
    last = widget.decisions[-1]
    assert last.player != 1
    assert last.thinking.simulations == 8
    assert last.labels[0] in widget.thinking.value
    assert widget.stepper.state.game.player_names[last.player] in widget.thinking.value


def test_asking_for_advice_searches_without_moving(game: Game[Any, Any]) -> None:
    widget = PlayAgainstSearch(game, seed=3, human=0, simulations=6)
    before = widget.stepper.match.step
    widget.ask_button.click()
    assert widget.stepper.match.step == before
    assert "A strong player would weigh" in widget.advice.value
    assert "games imagined" in widget.advice.value
    assert widget.stepper.state.game.player_names[0] in widget.advice.value


def test_no_search_yet_says_so() -> None:
    assert "no search yet" in thinking_html(None, "The last searched move")
