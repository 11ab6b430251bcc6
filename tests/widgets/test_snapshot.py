"""Static snapshots of widgets (``widgets.snapshot``): what the documentation site shows of a
stepper or a tutor without a kernel, drawn from the widgets' saved state."""

from __future__ import annotations

import json
import re

import pytest
from ipywidgets.embed import dependency_state
from registered import games, table

import tabletop_lib
from tabletop_lib.core.match import Match
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.widgets import GameStepper, Tutor
from tabletop_lib.widgets.snapshot import figure_html, state_html, static_html

SCRIPT = re.compile(r"<script>.*?</script>", re.S)
FIGURE_ID = re.compile(r"tabletop-figure-\d+")
PLOT = re.compile(r"Plotly\.newPlot\('([^']+)', (.*)\);\};window")


def shown(markup: str) -> str:
    return " ".join(visible_text(SCRIPT.sub("", markup)).split())


@pytest.mark.parametrize("name", games())
def test_a_tutor_snapshot_shows_its_card_options_and_board_and_hides_what_is_hidden(
    name: str,
) -> None:
    tutor = Tutor(name, num_players=table(name), seed=2, opponents="random", keep=False)
    while tutor.model.pending is not None or not tutor.model.is_learners_turn():
        tutor.proceed()
    markup = static_html(tutor.widget)
    text = shown(markup)
    assert tutor.board.status.value and shown(tutor.board.status.value) in text
    for label, _ in tutor.options.options:  # every option the learner has, in words
        assert str(label) in text
    assert "<button disabled" in markup and "Choose" in text
    assert "Continue" not in text  # hidden while the learner decides
    assert not engine_words(text), engine_words(text)
    figures = PLOT.findall(markup)
    assert figures, "the board is drawn"
    drawn = json.loads("[" + figures[0][1] + "]")
    board = tutor.board.figure_widget
    assert len(drawn[0]) == len(board.data)  # every trace of the live board


@pytest.mark.parametrize("name", games())
def test_a_stepper_snapshot_from_a_saved_state_equals_the_live_one(name: str) -> None:
    game = tabletop_lib.load_game(name, num_players=table(name, 2))
    stepper = GameStepper(Match(game, 1), 1)
    states = dependency_state(stepper.widget)
    saved = {k: {"model_name": v["model_name"], "state": v["state"]} for k, v in states.items()}
    live = static_html(stepper.widget)
    again = state_html(saved, stepper.widget.model_id)
    assert FIGURE_ID.sub("", again) == FIGURE_ID.sub("", live)
    assert state_html(saved, "IPY_MODEL_" + stepper.widget.model_id) != ""
    assert state_html(saved, "no such model") == ""


def test_a_figure_is_drawn_from_its_json_with_a_safe_script() -> None:
    markup = figure_html(
        {"data": [{"type": "bar", "y": [1, 2], "name": "</script><b>x"}], "layout": {"width": 820}},
        "fig-1",
    )
    assert "id='fig-1'" in markup and "width:820px" in markup
    assert markup.count("</script>") == 1  # a closing tag inside the data cannot end it
    assert '"displaylogo":false' in markup
