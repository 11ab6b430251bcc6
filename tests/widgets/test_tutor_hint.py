"""The tutor's hint in words: the move, what it gains (from its preview), how it compares."""

from __future__ import annotations

import pytest
from registered import games, table

from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.widgets.tutor_hint import (
    ABOUT_AS_GOOD,
    CLEARLY_BETTER,
    advice_of,
    advice_text,
    hint_html,
)
from tabletop_lib.widgets.tutor_model import Hint, HintChoice, TutorModel


def _learners_turn(game: str, seed: int) -> TutorModel:
    model = TutorModel(game, num_players=table(game), seed=seed, hint_simulations=16)
    while not model.is_learners_turn():
        model.proceed()
    return model


@pytest.mark.parametrize("name", games())
def test_the_advice_is_the_searchs_best_move_with_the_points_its_preview_scores(
    name: str,
) -> None:
    model = _learners_turn(name, 4)
    hint = model.hint()
    assert hint is not None and hint.source == "ismcts"
    advice = advice_of(hint, model.preview)
    best = hint.choices[0]
    assert advice.move == best.label
    assert str(hint.simulations) in advice.reason and str(best.visits) in advice.reason
    points = model.preview(best.action).points
    assert (f"{abs(points)} point" in advice.gains) == bool(points)
    text = visible_text(hint_html(advice, hint))
    assert advice.move in text and "The search's figures" in text
    assert engine_words(text) == []


def _hint(best: float, second: float) -> Hint:
    return Hint(
        "ismcts",
        20,
        (
            HintChoice("a", "Play the yellow 10", 12, best),
            HintChoice("b", "Play the red 3", 8, second),
        ),
    )


def test_the_runner_up_is_compared_by_the_gap_in_value() -> None:
    def none(_: object) -> None:
        return None

    close = advice_of(_hint(0.6, 0.6 - ABOUT_AS_GOOD / 2), none)
    far = advice_of(_hint(0.7, 0.7 - 2 * CLEARLY_BETTER), none)
    middle = advice_of(_hint(0.6, 0.6 - (ABOUT_AS_GOOD + CLEARLY_BETTER) / 2), none)
    assert close.runner_up == "play the red 3 is about as good"
    assert "clearly better than play the red 3" in far.runner_up
    assert "a little better" in middle.runner_up
    assert advice_text(close).startswith("Play the yellow 10. Why:")
    assert advice_text(close).endswith("Play the red 3 is about as good.")


def test_a_forced_move_says_it_is_the_only_one() -> None:
    forced = Hint("forced", 0, (HintChoice("a", "Pass", 0, 0.0),))
    advice = advice_of(forced, lambda _: None)
    assert "only move" in advice.reason and advice.runner_up == ""
    assert "<details>" not in hint_html(advice, forced)
