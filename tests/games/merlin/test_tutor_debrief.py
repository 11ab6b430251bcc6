"""The tutor's debrief on Merlin with only Arthur's module: no corpus table plays that game, so
the debrief says nothing rather than compare with another game."""

from __future__ import annotations

from tabletop_lib.widgets.tutor_debrief import strong_standing
from tabletop_lib.widgets.tutor_model import TutorModel


def test_no_strong_comparison_for_a_module_the_corpus_does_not_have() -> None:
    model = TutorModel("merlin", num_players=2, seed=1, opponents="random", modules=["arthur"])
    assert strong_standing(model) == ""
