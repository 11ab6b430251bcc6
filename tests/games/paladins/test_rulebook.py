"""Paladins' rule book: a rule explained by another offers that rule's example."""

from __future__ import annotations

from tabletop_lib.core.rules import rule_name
from tabletop_lib.widgets import RuleBook


def test_an_explained_rule_offers_the_example_it_points_to() -> None:
    book = RuleBook("paladins")
    book.select("PA.score.debts")
    assert book.stepper is None and "No live example" in book.detail.value
    assert book.see_also.layout.display != "none"
    assert rule_name("PA.end.final-scoring") in book.see_also.description
    assert book.see_also.tooltip == "PA.end.final-scoring"
    book.see_also.click()
    assert book.rules.value == "PA.end.final-scoring"
    assert book.stepper is not None and book.stepper.match.can_redo()
    assert book.see_also.layout.display == "none"
