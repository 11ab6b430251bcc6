"""The GameStepper on Brian Boru, driven from Python as a person would click it: its rule ids in
the tooltips, its tricks and phases, its towns on the board, its players' columns."""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go
import pytest

import tabletop_lib
from tabletop_lib.core.game import explain
from tabletop_lib.core.plain import visible_text
from tabletop_lib.widgets import GameStepper


def simple_figure(state: Any, viewer: int | None) -> go.Figure:
    """A tiny stand-in figure: one bar per player's score, so tests need no board drawing."""
    return go.Figure(go.Bar(y=state.scores(), name="scores"), layout={"title": state.phase()})


@pytest.fixture
def stepper() -> GameStepper:
    game = tabletop_lib.load_game("brian_boru", num_players=3)
    return GameStepper(game, seed=5, figure=simple_figure)


def test_shows_the_legal_actions_with_the_rule_that_allows_them(stepper: GameStepper) -> None:
    legal = stepper.state.legal_actions()
    assert [value for _, value in stepper.actions.options] == legal
    state = stepper.state
    assert [label for label, _ in stepper.actions.options] == [
        state.describe_action(a) for a in legal
    ]
    # The rule's id sits only in the markup (a tooltip), never in the text a learner reads.
    assert "data-rule='BB.setup.start-town'" in stepper.why.value
    assert "BB." not in visible_text(stepper.why.value)
    assert state.describe_action(stepper.actions.value) in visible_text(stepper.why.value)
    status = visible_text(stepper.status.value)
    assert state.status_words() in status and f"{state.game.player_names[0]} to play" in status


def test_agents_play_to_the_end_of_the_trick(stepper: GameStepper) -> None:
    stepper.milestone_buttons["trick"].click()
    progress = stepper.state.progress()
    assert progress["trick"] == 1
    assert stepper.state.phase() == "tricks"
    assert str(stepper.state.legal_actions()[0]).startswith("mark")


def test_agents_play_to_the_end_of_the_phase_and_game(stepper: GameStepper) -> None:
    stepper.agent_phase.click()
    assert stepper.state.phase() == "card selection"
    stepper.agent_game.click()
    assert stepper.state.is_terminal()
    assert stepper.apply_button.disabled
    assert "Game over" in stepper.status.value
    # the figure followed the game: its bars are the final scores
    assert list(stepper.figure_widget.data[0].y) == stepper.state.scores()


def test_an_illegal_action_is_reported_and_changes_nothing(stepper: GameStepper) -> None:
    snapshot = stepper.state.to_json()
    stepper.apply("mark tara")
    assert stepper.state.to_json() == snapshot
    reason = explain(stepper.state, "mark tara").text
    assert reason and html.escape(reason) in stepper.message.value


def test_the_board_figure_follows_the_game_in_place() -> None:
    game = tabletop_lib.load_game("brian_boru", num_players=4)
    stepper = GameStepper(game, seed=9)  # the real board figure
    figure = stepper.figure_widget
    owned = next(t for t in figure.data if t.name == "owned towns")
    assert len(owned.x or ()) == 0
    stepper.play_until("trick")
    owned = next(t for t in figure.data if t.name == "owned towns")
    # The start towns, the town won in the first trick and any expansion are drawn as owned.
    owners = stepper.state.full_view()["town_owner"]
    assert len(owners) >= 5
    assert sorted(owned.customdata) == sorted(owners)
    assert stepper.figure_widget is figure, "the figure is updated in place, not replaced"
    marker = next(t for t in figure.data if t.name.lower() == "active town marker")
    assert marker is not None
    assert "Round 1" in stepper.status.value


class _Points:
    """What plotly passes to a click callback: the indices of the clicked points."""

    def __init__(self, *indices: int) -> None:
        self.point_inds = list(indices)


def _trace(stepper: GameStepper, name: str) -> Any:
    return next(t for t in stepper.figure_widget.data if t.name == name)


def test_clicking_a_town_narrows_the_actions_to_it() -> None:
    stepper = GameStepper(tabletop_lib.load_game("brian_boru", num_players=3), seed=5)
    towns = _trace(stepper, "towns")
    everything = len(stepper.actions.options)
    stepper._on_click(towns, _Points(list(towns.customdata).index("tara")), None)
    assert stepper.target == "tara"
    assert [str(a) for _, a in stepper.actions.options] == ["start-town tara"]
    assert str(stepper.actions.value) == "start-town tara"
    assert "1 of" in stepper.target_note.value and stepper.show_all.layout.display is None
    stepper.show_all.click()
    assert stepper.target is None and len(stepper.actions.options) == everything
    # Applying clears the target too.
    stepper._on_click(towns, _Points(list(towns.customdata).index("tara")), None)
    stepper.apply_button.click()
    assert stepper.state.history()[-1].town == "tara" and stepper.target is None


def test_a_click_where_no_action_points_says_so() -> None:
    stepper = GameStepper(tabletop_lib.load_game("brian_boru", num_players=3), seed=5)
    stepper.play_until("round")  # the draft: no action points at a town
    options = list(stepper.actions.options)
    towns = _trace(stepper, "towns")
    stepper._on_click(towns, _Points(0), None)
    assert stepper.target is None and list(stepper.actions.options) == options
    assert "No legal action points at" in stepper.message.value


def test_the_filter_box_narrows_the_actions_by_words() -> None:
    stepper = GameStepper(tabletop_lib.load_game("brian_boru", num_players=3), seed=5)
    stepper.filter.value = "tara"
    assert [str(a) for _, a in stepper.actions.options] == ["start-town tara"]
    stepper.filter.value = "no such town"
    assert stepper.actions.options == () and stepper.actions.value is None
    stepper.filter.value = ""
    assert len(stepper.actions.options) == len(stepper.state.legal_actions())


def test_a_step_sends_only_the_traces_that_changed() -> None:
    stepper = GameStepper(tabletop_lib.load_game("brian_boru", num_players=3), seed=5)
    sent: list[int] = []
    for i, trace in enumerate(stepper.figure_widget.data):
        trace.on_change(lambda *_, i=i: sent.append(i), "x", "marker.color", "hovertext")
    stepper.apply_button.click()  # a start town: the owners' rings and the towns' hover change
    names = {stepper.figure_widget.data[i].name for i in sent}
    assert "owned towns" in names
    assert "region labels" not in names  # nothing about the regions changed
    assert "data-stepper-figure='1'" in stepper.status.value
    # A draft pick changes nothing on the map: no trace is sent at all.
    stepper.play_until("phase")
    while stepper.state.phase() == "setup":
        stepper.play_agents(1)
    sent.clear()
    stepper.play_agents(1)
    assert stepper.state.phase() == "card selection"
    assert sent == [] and "data-stepper-figure='0'" in stepper.status.value


def test_every_panel_and_the_players_columns_are_drawn() -> None:
    stepper = GameStepper(tabletop_lib.load_game("brian_boru", num_players=4), seed=2)
    titles = [p.value.split("data-title='", 1)[1].split("'", 1)[0] for p in stepper.panels]
    assert titles[:2] == ["Players", "Regions"]
    assert any(t.startswith("Trick and table") for t in titles) and "Hands" in titles
    players = stepper.panels[0].value
    for column in ("Viking-held", "Raiders", "Church", "Marriage", "Claim tokens"):
        assert f">{column}</th>" in players
