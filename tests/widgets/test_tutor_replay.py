"""A finished tutor game replays move by move on the tutor's board, and is offered again
(its debrief and the replay) when the tutor is opened the next day."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from registered import games, table

from tabletop_lib.widgets import Tutor, tutor_save


def _finish(tutor: Tutor) -> None:
    """Play the tutor's game to its end (the learner takes the last option) and read the
    closing moments."""
    model = tutor.model
    while not model.state.is_terminal() or model.pending is not None:
        if model.pending is None and model.is_learners_turn():
            tutor.choose(len(tutor._options) - 1)
        else:
            tutor.proceed()


def _shown(widget: Any) -> bool:
    return widget.layout.display != "none"


@pytest.fixture(scope="module", params=games())
def finished(request: pytest.FixtureRequest) -> Tutor:
    name = request.param
    tutor = Tutor(name, num_players=table(name, 2), seed=3, opponents="random", keep=False)
    assert not _shown(tutor.replay.widget)  # no replay while the game is played
    _finish(tutor)
    return tutor


def test_a_finished_game_replays_move_by_move_and_goes_back_to_its_end(finished: Tutor) -> None:
    tutor, match = finished, finished.model.match
    end_json, debrief = match.state.to_json(), tutor.card.value
    assert _shown(tutor.replay.widget) and _shown(tutor.replay.start_button)
    assert not _shown(tutor.replay.controls)
    tutor.replay.start_button.click()
    replay = tutor.replay
    assert replay.replaying and _shown(replay.controls) and not _shown(replay.start_button)
    # The board shows the game's first position, from the learner's seat.
    assert tutor.board.match.step == 0 and tutor.board.viewer == tutor.model.seat
    first = tutor.board.state
    assert first.to_json() == replay.match.jump(0).to_json()
    assert replay.back_button.disabled and not replay.forward_button.disabled
    assert replay.slider.max == match.num_steps
    replay.forward_button.click()
    replay.forward_button.click()
    assert tutor.board.match.step == 2 and replay.slider.value == 2
    assert "What happened" in tutor.board.narration.value
    replay.back_button.click()
    assert tutor.board.match.step == 1
    replay.slider.value = match.num_steps  # the slider jumps to the last move
    assert tutor.board.match.step == match.num_steps and replay.forward_button.disabled
    # The tutor's own match never moved: it is still at its end, and the save with it.
    assert match.step == match.num_steps and match.state.to_json() == end_json
    replay.leave_button.click()
    assert not replay.replaying and tutor.board.match is match
    assert tutor.card.value == debrief and _shown(replay.start_button)
    assert f"data-stepper-step='{match.num_steps}'" in tutor.board.status.value


def test_a_click_of_the_tutor_ends_the_replay(finished: Tutor) -> None:
    tutor = finished
    tutor.replay.start_button.click()
    tutor.replay.forward_button.click()
    tutor.undo()  # "Undo my last choice": back into the game, the replay closes
    assert not tutor.replay.replaying and tutor.board.match is tutor.model.match
    assert not _shown(tutor.replay.widget) and not tutor.model.state.is_terminal()


def test_a_finished_game_is_offered_again_with_its_debrief(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tutor_save.DIR_VAR, str(tmp_path))
    name = games()[0]
    first = Tutor(name, num_players=table(name, 2), seed=4, opponents="random")
    _finish(first)
    again = Tutor(name, num_players=table(name, 2), seed=8, opponents="random")
    button, note = again.resume_bar.children
    assert button.description == "See your last game again" and "finished" in note.value
    button.click()
    assert again.model.state.is_terminal()
    assert again.model.state.to_json() == first.model.state.to_json()
    assert again.card.value == first.card.value and _shown(again.replay.start_button)
