"""The tutor's debrief on Paladins: with a rule option changed no corpus table plays that game,
so the debrief says nothing; with the shipped rules it places the score among strong players."""

from __future__ import annotations

from tabletop_lib.widgets.tutor_debrief import strong_standing
from tabletop_lib.widgets.tutor_model import TutorModel


def test_no_strong_comparison_for_a_table_the_corpus_does_not_have() -> None:
    model = TutorModel("paladins", num_players=2, seed=1, opponents="random", tie_break="shared")
    assert strong_standing(model) == ""
    model = TutorModel("paladins", num_players=2, seed=1, opponents="random")
    assert strong_standing(model).startswith("Among strong players at 2 players")
