"""The GameStepper driven from Python, as a person would click it."""

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


def test_apply_button_applies_the_chosen_action(stepper: GameStepper) -> None:
    choice = stepper.state.legal_actions()[-1]
    stepper.actions.value = choice
    stepper.apply_button.click()
    assert stepper.match.step == 1
    assert stepper.state.history() == [choice]
    assert "data-rule='BB.setup.start-town'" in stepper.narration.value
    assert "BB." not in visible_text(stepper.narration.value)
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


def test_agent_seats_answer_a_person_automatically() -> None:
    game = tabletop_lib.load_game("brian_boru", num_players=3)
    stepper = GameStepper(game, seed=5, seats=["human", "random", "greedy"], figure=simple_figure)
    # Play until the human seat (0) must act, then act once: the agents must reply.
    while stepper.state.current_player() != 0:
        stepper.play_agents(1)
    before = stepper.match.step
    stepper.apply_button.click()
    assert stepper.match.step > before
    assert stepper.state.is_terminal() or stepper.state.current_player() == 0


def test_an_illegal_action_is_reported_and_changes_nothing(stepper: GameStepper) -> None:
    snapshot = stepper.state.to_json()
    stepper.apply("mark tara")
    assert stepper.state.to_json() == snapshot
    reason = explain(stepper.state, "mark tara").text
    assert reason and html.escape(reason) in stepper.message.value


def test_bad_seats_are_refused() -> None:
    game = tabletop_lib.load_game("brian_boru", num_players=3)
    with pytest.raises(ValueError, match="3 seats"):
        GameStepper(game, seats=["human"], figure=simple_figure)
    with pytest.raises(ValueError, match="unknown agent"):
        GameStepper(game, seats=["human", "human", "wizard"], figure=simple_figure)


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


def test_merlin_plays_on_to_the_end_of_a_scoring_period() -> None:
    """ME.round.end: the first scoring follows round 2; the button stops when round 3 begins,
    with the scoring's events in the step's narration."""
    stepper = GameStepper(tabletop_lib.load_game("merlin", num_players=2), seed=4)
    assert stepper.milestone_buttons["scoring period"].description.endswith("scoring period")
    assert "Round 1 of 6, turn 1 of 4" in stepper.status.value
    stepper.milestone_buttons["scoring period"].click()
    state = stepper.state
    assert state.progress()["scoring period"] == 2 and state.round == 3
    assert "Round 3 of 6" in stepper.status.value
    rules = {e.rule for e in state.events()}
    assert "ME.scoring.order" in rules
    stepper.milestone_buttons["round"].click()
    assert stepper.state.round == 4 and stepper.state.progress()["scoring period"] == 2


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


def test_the_narration_explains_the_games_terms_on_hover() -> None:
    """The setup's narration marks glossary terms (once each); the tooltip is the definition
    and the visible sentence is the game's own."""
    import re

    from tabletop_lib.core.match import Match
    from tabletop_lib.core.words import glossary

    stepper = GameStepper(Match(tabletop_lib.load_game("merlin", num_players=3), 1), 1)
    terms = {t.term.lower(): t.definition for t in glossary("merlin").values()}
    found = re.findall(
        r"class='tabletop-term' title='([^']*)'[^>]*>([^<]*)<", stepper.narration.value
    )
    assert found
    marked = [word.lower() for _, word in found]
    assert len(marked) == len(set(marked))  # each term once
    for title, _ in found:
        term, _, definition = html.unescape(title).partition(": ")
        assert terms[term.lower()] == definition
    sentences = [e.text for e in stepper.state.events()][-stepper.narration_events :]
    shown = html.unescape(re.sub(r"<[^>]+>", "", stepper.narration.value))
    assert all(sentence in shown for sentence in sentences)
