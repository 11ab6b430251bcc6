"""A learner's clicks in the tutor, for the tutor's tests (generic and per game)."""

from __future__ import annotations

import json
from typing import Any

from tabletop_lib.core.registry import load_game
from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.tutor_model import TutorModel


def to_decision(tutor: Tutor, decisions: int) -> None:
    """Play on (Continue past every moment, the learner choosing the last option) until the
    learner has made ``decisions`` more choices and faces the next one, or the game ends."""
    made = 0
    while not tutor.model.state.is_terminal():
        if tutor.model.pending is not None:
            tutor.proceed()
        elif tutor.model.is_learners_turn():
            if made == decisions:
                return
            tutor.choose(len(tutor._options) - 1)
            made += 1
        else:
            tutor.proceed()


def board_json(tutor: Tutor) -> str:
    """The tutor's board as drawn (its traces as plotly JSON)."""
    return json.dumps([t.to_plotly_json() for t in tutor.board.figure_widget.data], default=str)


def drawn(tutor: Tutor) -> list[dict[str, Any]]:
    """The board's traces without plotly's per-widget trace uids."""
    traces = json.loads(board_json(tutor))
    return [{k: v for k, v in t.items() if k != "uid"} for t in traces]


def click(tutor: Tutor) -> str:
    """One learner's click: Continue past a moment, else Choose the last option."""
    if tutor.model.pending is not None:
        tutor.continue_button.click()
        return "continue"
    tutor.options.value = len(tutor.options.options) - 1
    tutor.choose_button.click()
    return "choose"


def model_for(name: str, options: dict[str, Any], seat: int, seed: int = 3) -> TutorModel:
    """A 3-player tutor model of ``name`` against random opponents."""
    game = load_game(name, num_players=3, **options)
    return TutorModel(game, seat=seat, seed=seed, opponents="random")


def to_learners_turn(model: TutorModel) -> None:
    """Continue until the learner decides (the game must not end first)."""
    while not model.is_learners_turn():
        assert not model.state.is_terminal()
        model.proceed()
