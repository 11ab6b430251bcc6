"""The RuleBook driven from Python, as a reader would use it."""

from __future__ import annotations

import pytest

from tabletop_lib.core.examples import load_index, step_events
from tabletop_lib.core.rules import rule_name, rule_sections
from tabletop_lib.widgets import RuleBook, RuleBooks


@pytest.fixture(scope="module")
def book() -> RuleBook:
    return RuleBook("brian_boru")


def shown(book: RuleBook) -> list[str]:
    return [value for _, value in book.rules.options if value is not None]


def test_lists_every_rule_by_name_grouped_by_the_rulebook_sections(book: RuleBook) -> None:
    book.filter.value = ""
    assert sorted(shown(book)) == sorted(book.catalog)
    sections: list[str] = []
    expected = {rule_id: title for title, ids in rule_sections("BB.") for rule_id in ids}
    for label, value in book.rules.options:
        if value is None:
            sections.append(label.strip("─ ").split(" (")[0])
        else:
            assert expected[value] == sections[-1], label
            assert label.strip().endswith(rule_name(value)) and value not in label
    # In the order of play, not alphabetical: setup first, the final scoring near the end.
    assert sections[0] == "Setup" and sections.index("End of the game and scoring") > 5
    cov = load_index("brian_boru").coverage()
    assert f"{cov['with_example']} of them with a live example" in book.header.value


def test_the_filter_matches_ids_sentences_and_citations(book: RuleBook) -> None:
    book.filter.value = "claim token"
    ids = shown(book)
    assert ids and len(ids) < len(book.catalog)
    for rule_id in ids:
        r = book.catalog[rule_id]
        text = f"{rule_name(r.id)} {r.id} {r.text} {r.citation}".lower()
        assert "claim" in text and "token" in text
    hidden = set(book.catalog) - set(ids)
    assert all("token" not in book.catalog[r].text.lower() for r in hidden if "claim" in r)
    assert f"{len(ids)} of {len(book.catalog)} rules shown" in book.count.value
    book.filter.value = ""


def test_picking_an_event_rule_opens_a_stepper_with_the_action_in_redo(book: RuleBook) -> None:
    example = next(e for e in load_index("brian_boru").examples.values() if e.kind == "event")
    book.rules.value = example.rule
    assert book.stepper is not None and book.stepper.widget in book.stepper_box.children
    match = book.stepper.match
    assert match.step == example.step and match.can_redo()
    assert str(match.actions[match.step]) == example.action
    assert rule_name(example.rule) in book.detail.value and "Redo" in book.detail.value
    after = match.redo()
    assert example.rule in {e.rule for e in step_events(after)}


def test_a_refusal_rule_shows_the_position_and_the_refused_action(book: RuleBook) -> None:
    example = next(e for e in load_index("brian_boru").examples.values() if e.kind == "refuses")
    book.select(example.rule)
    assert book.stepper is not None
    assert book.stepper.match.step == example.step and not book.stepper.match.can_redo()
    assert "Refused" in book.refusal.value and example.rule in book.refusal.value
    assert example.action.split()[0] in book.refusal.value


def test_a_rule_without_an_example_says_so_and_why(book: RuleBook) -> None:
    index = load_index("brian_boru")
    rule_id = next(r for r in book.catalog if r not in index.examples)
    book.select(rule_id)
    assert book.stepper is None and book.stepper_box.children == ()
    assert "No live example" in book.detail.value
    assert index.why_none(rule_id)[:30] in book.detail.value.replace("&#x27;", "'")


def test_select_clears_a_filter_that_hides_the_rule(book: RuleBook) -> None:
    book.filter.value = "marriage"
    hidden = next(r for r in book.catalog if r not in shown(book))
    book.select(hidden)
    assert book.filter.value == "" and book.rules.value == hidden
    with pytest.raises(KeyError):
        book.select("BB.no.such-rule")


def test_the_game_picker_opens_each_games_rule_book() -> None:
    books = RuleBooks("brian_boru")
    books.picker.value = "paladins"
    assert books.book.game == "paladins" and books.book.widget in books.widget.children
    assert all(r.startswith("PA.") for r in shown(books.book))
    example = next(e for e in load_index("paladins").examples.values() if e.kind == "event")
    books.book.select(example.rule)
    assert books.book.stepper is not None
    assert books.book.stepper.match.game.name == "paladins"


def test_an_explained_rule_offers_the_example_it_points_to() -> None:
    book = RuleBook("paladins")
    book.select("PA.score.debts")
    assert book.stepper is None and "No live example" in book.detail.value
    assert book.see_also.layout.display != "none"
    assert "“Final scoring”" in book.see_also.description and "PA." not in book.see_also.description
    book.see_also.click()
    assert book.rules.value == "PA.end.final-scoring"
    assert book.stepper is not None and book.stepper.match.can_redo()
    assert book.see_also.layout.display == "none"
