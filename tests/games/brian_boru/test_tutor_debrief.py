"""The tutor's debrief on Brian Boru: compared with the winner, the turns named, and the score
placed among strong players' games at 3 players (the shipped corpus)."""

from __future__ import annotations

import html

from tutor_play import to_decision

from tabletop_lib.analysis.corpus import strong_games
from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.tutor_debrief import (
    category_points,
    end_swing,
    strong_standing,
    turn_swings,
)


def test_the_debrief_compares_with_the_winner_and_names_the_turns() -> None:
    tutor = Tutor("brian_boru", num_players=3, seed=1, opponents="random", keep=False)
    to_decision(tutor, 10_000)
    while tutor.model.pending is not None:  # the last moments of the game, read
        tutor.proceed()
    state = tutor.model.state
    assert state.is_terminal()
    card = tutor.card.value
    assert "The game is over" in card and f"You scored {state.scores()[tutor.model.seat]}" in card
    mine = category_points(state, tutor.model.seat)
    assert sum(mine.values()) == state.scores()[tutor.model.seat] or mine
    swings = turn_swings(tutor.model)
    last = tutor.model.match.step - 1  # the game's last move, with the final scoring
    assert [s[0] for s in swings] == [s for s in tutor.model.learner_steps if s < last]
    assert tutor.model.match.step == tutor.model.match.num_steps  # the match is left at the end
    # The last step's points (the final scoring) are told apart, not as one turn's.
    final = (
        state.scores()[tutor.model.seat] - tutor.model.match.jump(last).scores()[tutor.model.seat]
    )
    tutor.model.match.jump(last + 1)
    assert end_swing(tutor.model) == final
    assert (f"the final scoring: {final:+d} point" in card) == bool(final)
    best = max(swings, key=lambda s: s[2])
    if best[2] > 0:
        assert html.escape(best[1]) in card
    # Where the learner's score stands among strong players at 3 players (the shipped corpus).
    standing = strong_standing(tutor.model)
    table = strong_games("brian_boru", 3)
    beaten = (table["score"] < state.scores()[tutor.model.seat]).mean()
    assert standing.startswith("Among strong players at 3 players, your ")
    assert f"beats {beaten:.0%} of all final scores" in standing
    assert html.escape(standing) in card
    # The rules met, each one click from the rule book.
    met = tutor.model.progress().met
    assert tutor.met_box.layout.display is None and tutor.met.value == met[0]
    assert [value for _, value in tutor.met.options] == list(met)
    tutor.met.value = met[-1]
    tutor.open_met.click()
    assert tutor.extras.selected_index == 0 and tutor.book.rules.value == met[-1]
