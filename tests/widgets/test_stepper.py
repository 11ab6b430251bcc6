"""The GameStepper driven from Python, as a person would click it, on every registered game."""

from __future__ import annotations

import html
from collections.abc import Iterator
from typing import Any

import plotly.graph_objects as go
import pytest
from registered import case, games, having, table

import tabletop_lib
from tabletop_lib.core.game import explain
from tabletop_lib.core.plain import visible_text
from tabletop_lib.widgets import GameStepper
from tabletop_lib.widgets.stepper import ACTIONS_CLASS


def simple_figure(state: Any, viewer: int | None) -> go.Figure:
    """A tiny stand-in figure: one bar per player's score, so tests need no board drawing."""
    return go.Figure(go.Bar(y=state.scores(), name="scores"), layout={"title": state.phase()})


@pytest.fixture(params=games())
def stepper(request: pytest.FixtureRequest) -> GameStepper:
    """A stepper on each registered game at three players (or the count nearest it)."""
    game = tabletop_lib.load_game(request.param, num_players=table(request.param))
    return GameStepper(game, seed=5, figure=simple_figure)


def test_shows_the_legal_actions_with_the_rule_that_allows_them(stepper: GameStepper) -> None:
    state = stepper.state
    legal = state.legal_actions()
    assert [value for _, value in stepper.actions.options] == legal
    assert [label for label, _ in stepper.actions.options] == [
        state.describe_action(a) for a in legal
    ]
    # The rule's id sits only in the markup (a tooltip), never in the text a learner reads.
    rule = state.check_action(stepper.actions.value).rule
    assert f"data-rule='{rule}'" in stepper.why.value
    assert rule not in visible_text(stepper.why.value)
    assert state.describe_action(stepper.actions.value) in visible_text(stepper.why.value)
    status = visible_text(stepper.status.value)
    assert state.status_words() in status


def test_apply_button_applies_the_chosen_action(stepper: GameStepper) -> None:
    choice = stepper.state.legal_actions()[-1]
    stepper.actions.value = choice
    stepper.apply_button.click()
    assert stepper.match.step == 1
    assert stepper.state.history() == [choice]
    told = [e for e in stepper.state.events() if e.step == 1 and e.rule]
    assert told, "the action was narrated"
    assert f"data-rule='{told[-1].rule}'" in stepper.narration.value
    assert told[-1].rule not in visible_text(stepper.narration.value)
    assert not stepper.undo_button.disabled and stepper.redo_button.disabled


def test_undo_redo_and_slider(stepper: GameStepper) -> None:
    stepper.play_agents(6)
    assert stepper.match.step == 6 and stepper.slider.max == 6
    stepper.undo_button.click()
    assert stepper.match.step == 5 and stepper.slider.value == 5
    stepper.redo_button.click()
    assert stepper.match.step == 6
    stepper.slider.value = 2
    assert stepper.match.step == 2
    assert (
        stepper.state.to_json() == stepper.match.game.replay(5, stepper.match.actions[:2]).to_json()
    )


def test_agents_play_to_the_end_of_the_phase_and_game(stepper: GameStepper) -> None:
    before = stepper.state.phase()
    stepper.agent_phase.click()
    assert stepper.state.is_terminal() or stepper.state.phase() != before
    stepper.agent_game.click()
    assert stepper.state.is_terminal()
    assert stepper.apply_button.disabled
    assert "Game over" in stepper.status.value
    # the figure followed the game: its bars are the final scores
    assert list(stepper.figure_widget.data[0].y) == stepper.state.scores()


@pytest.mark.parametrize("name", games())
def test_agent_seats_answer_a_person_automatically(name: str) -> None:
    game = tabletop_lib.load_game(name, num_players=table(name))
    seats = ["human", *(("random", "greedy") * game.num_players)[: game.num_players - 1]]
    stepper = GameStepper(game, seed=5, seats=seats, figure=simple_figure)
    # Play until the human seat (0) must act, then act once: the agents must reply.
    while stepper.state.current_player() != 0:
        stepper.play_agents(1)
    before = stepper.match.step
    stepper.apply_button.click()
    assert stepper.match.step > before
    assert stepper.state.is_terminal() or stepper.state.current_player() == 0


@pytest.mark.parametrize("name", having("REFUSED_ACTION"))
def test_an_illegal_action_is_reported_and_changes_nothing(name: str) -> None:
    game = tabletop_lib.load_game(name, num_players=table(name))
    stepper = GameStepper(game, seed=3, figure=simple_figure)
    refused = case(name, "REFUSED_ACTION")
    snapshot = stepper.state.to_json()
    stepper.apply(refused)
    assert stepper.state.to_json() == snapshot
    reason = explain(stepper.state, refused).text
    assert reason and html.escape(reason) in stepper.message.value


@pytest.mark.parametrize("name", games())
def test_bad_seats_are_refused(name: str) -> None:
    game = tabletop_lib.load_game(name, num_players=table(name))
    with pytest.raises(ValueError, match=f"{game.num_players} seats"):
        GameStepper(game, seats=["human"] * (game.num_players - 1), figure=simple_figure)
    with pytest.raises(ValueError, match="unknown agent"):
        GameStepper(
            game, seats=["human"] * (game.num_players - 1) + ["wizard"], figure=simple_figure
        )


@pytest.mark.parametrize("name", having("STEPPER_MILESTONES"))
def test_each_game_offers_its_own_milestones(name: str) -> None:
    milestones = list(case(name, "STEPPER_MILESTONES"))
    stepper = GameStepper(tabletop_lib.load_game(name, num_players=table(name)), seed=1)
    assert list(stepper.milestone_buttons) == [*milestones, "phase", "game"]
    first = milestones[0]
    start = stepper.state.progress()[first]
    stepper.milestone_buttons[first].click()
    assert stepper.state.is_terminal() or stepper.state.progress()[first] == start + 1
    with pytest.raises(ValueError, match="goal must be one of"):
        stepper.play_until(next(g for g in ("trick", "turn") if g not in milestones))


def _descendants(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _descendants(child)


@pytest.mark.parametrize("name", games())
def test_long_action_labels_wrap_instead_of_being_cut(name: str) -> None:
    """At 960 px the action list is 360 px wide: a long label ("Move your knight 4 spaces
    clockwise to ...") wraps onto more lines, for every game, by the stepper's own style."""
    loaded = tabletop_lib.load_game(name, num_players=table(name))
    stepper = GameStepper(loaded, seed=1, figure=simple_figure)
    assert ACTIONS_CLASS in stepper.actions._dom_classes
    shown = list(_descendants(stepper.widget))
    assert stepper.style in shown and stepper.actions in shown
    css = stepper.style.value
    assert css.startswith("<style>") and f".{ACTIONS_CLASS} select > option" in css
    assert "white-space: normal" in css and "overflow-wrap: break-word" in css
    assert f".{ACTIONS_CLASS} select {{ height:" in css  # a tall label does not grow the list
    assert ".tabletop-stepper" in css and "tabletop-stepper" in stepper.widget._dom_classes


@pytest.mark.parametrize("name", games())
def test_a_stepper_without_controls_keeps_only_the_board_panels_and_status(name: str) -> None:
    """The tutor shows a stepper's board, panels and status line only: with ``controls=False``
    a step draws those and leaves the hidden action list, slider and narration alone (no
    legal action put into words, no message to the page for them)."""
    game = tabletop_lib.load_game(name, num_players=table(name))
    full, bare = GameStepper(game, seed=4), GameStepper(game, seed=4, controls=False)
    for stepper in (full, bare):
        stepper.play_agents(3)
    assert full.actions.options and not bare.actions.options
    assert bare.slider.max == 0 and not bare.narration.value
    assert bare.status.value.replace(
        f"revision='{bare.revision}'", ""
    ) == full.status.value.replace(f"revision='{full.revision}'", "")
    assert [p.value for p in bare.panels] == [p.value for p in full.panels]
    drawn = [
        [{k: v for k, v in t.items() if k != "uid"} for t in s.figure_widget.to_dict()["data"]]
        for s in (bare, full)
    ]
    assert drawn[0] == drawn[1]
