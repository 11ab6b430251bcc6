"""The Tutor widget, driven from Python as a learner clicks it (no browser)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from ipywidgets import HTML
from registered import case, games, option_sets, table
from tutor_play import board_json, click, drawn

from tabletop_lib.widgets import Tutor, Tutors
from tabletop_lib.widgets.stepper import ACTIONS_CLASS, actions_css


@pytest.mark.parametrize("name", games())
def test_the_tutor_starts_with_the_goal_then_teaches_while_playing(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seat=0, seed=1, opponents="random")
    assert "data-kind='start'" in tutor.card.value
    assert tutor.continue_button.layout.display is None
    assert tutor.options.layout.display == "none", "no choosing before the start is read"
    first_board = board_json(tutor)
    taught_shown: set[str] = set()
    kinds: set[str] = set()
    for _ in range(20):
        click(tutor)
        card = tutor.card.value
        kinds |= set(re.findall(r"data-kind='(\w+)'", card))
        taught_shown |= set(re.findall(r"class='tabletop-lesson' data-rule='([^']+)'", card))
        if tutor.model.is_learners_turn():
            assert tutor.options.layout.display is None
            assert len(tutor.options.options) == len(tutor.model.state.legal_actions())
            assert "If you choose it" in tutor.preview.value
    assert {"fired", "decision"} <= kinds
    assert taught_shown and taught_shown <= set(tutor.model.taught)
    assert board_json(tutor) != first_board, "the board did not follow the game"
    met = len(tutor.model.progress().met)
    assert f"Rules met: {met} of {tutor.model.progress().total}" in tutor.progress_text.value
    assert tutor.progress_bar.value == met


@pytest.mark.parametrize("name", games())
def test_a_hint_shows_a_strong_players_choices_and_plays_nothing(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seed=4, hint_simulations=10)
    while not tutor.model.is_learners_turn():
        tutor.continue_button.click()
    step = tutor.model.match.step
    tutor.hint_button.click()
    assert tutor.advice is not None
    assert f"Suggested:</b> {tutor.advice.move}" in tutor.hint.value.replace("&#x27;", "'")
    legal = [tutor.model.state.describe_action(a) for a in tutor.model.state.legal_actions()]
    assert tutor.advice.move in legal, "the advice names one of the learner's moves"
    assert tutor.model.match.step == step


@pytest.mark.parametrize("name", games())
def test_the_progress_opens_a_remaining_rule_in_the_rule_book(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seed=1)
    remaining = tutor.model.progress().remaining
    assert [value for _, value in tutor.remaining.options] == list(remaining)
    tutor.remaining.value = remaining[0]
    tutor.open_example.click()
    assert tutor.book is not None and tutor.book.rules.value == remaining[0]


@pytest.mark.parametrize(("game", "options"), [(name, option_sets(name)[-1]) for name in games()])
def test_a_new_game_of_the_same_game_reuses_the_widgets_and_is_the_fresh_game(
    game: str, options: dict[str, Any]
) -> None:
    """*Start a new game* of the game shown rebinds the tutor's widgets (in the browser a new
    tutor costs seconds, a rebound one about a click) and shows exactly the game a fresh tutor
    with that seed shows: the same board, card, options and progress."""
    tutor = Tutor(game, num_players=3, seed=1, opponents="random", keep=False)
    for _ in range(6):
        click(tutor)
    figure, card, board = tutor.board.figure_widget, tutor.card, tutor.board
    tutor.start(num_players=4, seed=5, **options)
    assert tutor.board is board and tutor.board.figure_widget is figure and tutor.card is card
    fresh = Tutor(game, num_players=4, seed=5, opponents="random", keep=False, **options)
    assert tutor.model.state.to_json() == fresh.model.state.to_json()
    assert tutor.model.game.options == fresh.model.game.options
    assert drawn(tutor) == drawn(fresh), "the board is redrawn for the new game"
    layout = tutor.board.figure_widget.layout.to_plotly_json()
    assert layout == fresh.board.figure_widget.layout.to_plotly_json()
    assert tutor.card.value == fresh.card.value
    assert (
        tutor.board.status.value.split("data-stepper-revision")[0]
        == (fresh.board.status.value.split("data-stepper-revision")[0])
    )
    assert tutor.remaining.options == fresh.remaining.options
    assert tutor.undo_button.disabled and not tutor.change.visible
    for _ in range(6):  # and it plays on as the fresh one does
        assert click(tutor) == click(fresh)
    assert tutor.model.state.to_json() == fresh.model.state.to_json()
    assert drawn(tutor) == drawn(fresh)


@pytest.mark.parametrize("name", games())
def test_the_picker_reuses_the_tutor_for_the_same_game_only(name: str) -> None:
    tutors = Tutors(name, seed=2, opponents="random", keep=False)
    first = tutors.tutor
    tutors.seed.value = 3
    assert tutors.open() is first and first.model.seed == 3
    other = next(game for game in games() if game != name)
    tutors.picker.value = other
    assert tutors.open() is not first and tutors.tutor.model.game.name == other
    assert tutors.widget.children[1] is tutors.tutor.widget


@pytest.mark.parametrize("name", games())
def test_a_stepper_refuses_to_show_another_game(name: str) -> None:
    from tabletop_lib.core.match import Match
    from tabletop_lib.core.registry import load_game

    other = next(game for game in games() if game != name)
    tutor = Tutor(name, num_players=table(name), seed=1, opponents="random", keep=False)
    with pytest.raises(ValueError, match="cannot show a game of"):
        tutor.board.rebind(Match(load_game(other, num_players=table(other)), 1))
    assert tutor.board.match.game.name == name


@pytest.mark.parametrize("name", games())
def test_picking_an_option_draws_what_it_would_change(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seat=0, seed=1, opponents="random")
    while not tutor.model.is_learners_turn() or len(tutor.options.options) < 2:
        click(tutor)
    assert not tutor.change.visible, "the default selection draws nothing"
    assert tutor.change.widget.layout.height == "0px"
    assert "Pick it in the list" in tutor.preview.value
    tutor.options.value = 1
    assert tutor.change.visible and tutor.change.widget.layout.height is None
    assert len(tutor.change.figure.data) > 0
    assert "The figure under the board" in tutor.preview.value
    tutor.draw_changes.value = False
    tutor.options.value = 0
    assert not tutor.change.visible


@pytest.mark.parametrize("name", [name for name in games() if case(name, "PREVIEW_SEED", None)])
def test_a_preview_that_draws_says_it_shows_one_possible_draw(name: str) -> None:
    """On the game's seed whose first learner turns preview an option that draws and one that
    does not (its ``PREVIEW_SEED``)."""
    seed = case(name, "PREVIEW_SEED")
    tutor = Tutor(name, num_players=table(name), seat=0, seed=seed, opponents="random")
    tutor.draw_changes.value = False  # the words only: no figure to draw per option
    said = unsaid = 0
    for _ in range(60):
        if said and unsaid:
            break
        if not tutor.model.is_learners_turn():
            click(tutor)
            continue
        for index, option in enumerate(tutor._options):
            tutor.options.value = index
            chance = tutor.model.preview(option.action).chance
            assert ("one possible draw" in tutor.preview.value) is chance
            said, unsaid = said + chance, unsaid + (not chance)
        click(tutor)
    assert said and unsaid


@pytest.mark.parametrize("name", games())
def test_the_option_list_wraps_as_the_steppers(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seed=1)
    assert ACTIONS_CLASS in tutor.options._dom_classes
    assert actions_css(".tabletop-tutor") in json.dumps([c.value for c in _htmls(tutor.widget)])
    assert "tabletop-tutor" in tutor.widget._dom_classes


def _htmls(widget: Any) -> list[Any]:
    """The HTML widgets under ``widget``."""
    found = [widget] if isinstance(widget, HTML) else []
    for child in getattr(widget, "children", ()):
        found += _htmls(child)
    return found


@pytest.mark.parametrize("name", games())
def test_the_change_figure_keeps_its_traces_and_sends_one_update(name: str) -> None:
    """Each "what changed" figure after the first is at most one plotly update of the map,
    with the traces that differ (plotly.js redraws it once and never rebuilds it: no trace
    added, none deleted), and the tables laid over it as HTML, sent only when they changed:
    the same rows as the figure's table traces, each where its domain puts it. The box folds
    away without ``display: none`` (which froze the board in a browser)."""
    from tabletop_lib.viz import diff_for
    from tabletop_lib.widgets.tutor_change import split, tables_html

    tutor = Tutor(name, num_players=3, seat=0, seed=1, opponents="random")
    change = tutor.change
    assert change.tables is not None and change.widget.layout.display is None
    assert all(t.type != "table" for t in change.figure.data)
    sent: list[str] = []
    fw = change.figure
    for kind in ("update", "restyle", "relayout", "addTraces", "deleteTraces", "moveTraces"):
        setattr(fw, f"_send_{kind}_msg", _recording(getattr(fw, f"_send_{kind}_msg"), kind, sent))
    tables_sent: list[str] = []
    change.tables.observe(lambda c: tables_sent.append(c["new"]), names="value")
    count = len(fw.data)
    drawn = 0
    for _ in range(12):
        sent.clear()
        tables_sent.clear()
        shown = change.shown
        # Continue, or Choose the option selected by default (picking another draws its
        # preview: a second figure, for a second click in the browser).
        button = tutor.continue_button if tutor.model.pending else tutor.choose_button
        button.click()
        if change.visible and change.shown != shown:
            drawn += 1
            assert sent in ([], ["update"]), sent
            assert len(tables_sent) <= 1
            pending = tutor.model.pending
            assert pending is not None and pending.before is not None
            (_, layout), tables = split(diff_for(pending.before, pending.after, viewer=0))
            assert change.tables.value == tables_html(tables, layout)
            for table in tables:
                assert f"data-panel='{table['name']}'" in change.tables.value
        else:
            assert sent == [] and tables_sent == [], (sent, tables_sent)
            assert change.visible or change.widget.layout.height == "0px"
        assert len(fw.data) == count
    assert drawn >= 2


def test_the_change_tables_are_the_figure_s_tables_in_html() -> None:
    """Every header and cell of a diff figure's tables is in its HTML, with plotly's bold
    and line breaks kept and anything else escaped; fills and widths follow the trace."""
    from tabletop_lib.viz.html_tables import table_trace_html

    trace = {
        "type": "table", "name": "player changes", "columnwidth": [1, 3],
        "header": {"values": ["<b>Player</b>", "What changed"], "fill": {"color": "#e8e8e8"}},
        "cells": {"values": [["Red", "Blue"], ["+1 <b>shield</b><br>x < 3", ""]],
                  "fill": {"color": [["#f00", "#00f"], "#fff"]}},
    }  # fmt: skip
    out = table_trace_html(trace)
    assert "<b>Player</b>" in out and "+1 <b>shield</b><br>x &lt; 3" in out
    assert "background:#f00" in out and "background:#00f" in out and "width:25.0%" in out
    assert out.count("<tr>") == 3 and "data-panel='player changes'" in out


def _recording(send: Any, kind: str, sent: list[str]) -> Any:
    def record(*args: Any, **kwargs: Any) -> Any:
        sent.append(kind)
        return send(*args, **kwargs)

    return record
