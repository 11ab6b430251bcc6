"""The RuleBook driven from Python, as a reader would use it, on every registered game."""

from __future__ import annotations

import html
import re

import pytest
from registered import case, games, having

from tabletop_lib.core.examples import load_index, step_events
from tabletop_lib.core.plain import visible_text
from tabletop_lib.core.rules import rule_name, rule_sections
from tabletop_lib.core.words import CardText, Term
from tabletop_lib.widgets import RuleBook, RuleBooks
from tabletop_lib.widgets.rulebook import cards_html, glossary_html, named_rules, section_of


@pytest.fixture(scope="module", params=games())
def book(request: pytest.FixtureRequest) -> RuleBook:
    return RuleBook(request.param)


def shown(book: RuleBook) -> list[str]:
    return [value for _, value in book.rules.options if value is not None]


def a_word_of(book: RuleBook) -> str:
    """A word of the book's rules that some rules' names, sentences or citations lack: the
    longest word of the first rule's name."""
    return max(rule_name(next(iter(book.catalog))).lower().split(), key=len)


def test_lists_every_rule_by_name_grouped_by_the_games_sections(book: RuleBook) -> None:
    book.filter.value = ""
    assert sorted(shown(book)) == sorted(book.catalog)
    sections: list[str] = []
    for label, value in book.rules.options:
        if value is None:
            sections.append(label.strip("─ ").rsplit(" (", 1)[0])
        else:
            assert section_of(value) == sections[-1], label
            assert label.endswith(rule_name(value)) and value not in label
    # The sections come in the order the game registered them (play order), each once.
    prefix = next(iter(book.catalog)).split(".")[0] + "."
    registered = [title for title, _ in rule_sections(prefix)]
    assert sections == [t for t in registered if t in sections] or sections == ["Rules"]
    cov = load_index(book.game).coverage()
    assert f"{cov['with_example']} with a live example" in book.header.value


def test_the_search_matches_names_sentences_and_citations(book: RuleBook) -> None:
    word = a_word_of(book)
    book.filter.value = word
    ids = shown(book)
    assert ids and len(ids) < len(book.catalog)
    for rule_id in ids:
        r = book.catalog[rule_id]
        text = f"{rule_name(rule_id)} {r.text} {r.citation}".lower()
        linked = " ".join(f"{t.term} {t.definition}" for t in book.terms if rule_id in t.rules)
        assert word in f"{text} {linked.lower()}"
    assert f"{len(ids)} of {len(book.catalog)} rules shown" in book.count.value
    book.filter.value = ""


def test_a_picked_rule_shows_its_name_and_citation_and_keeps_its_id_out_of_sight(
    book: RuleBook,
) -> None:
    rule_id = next(iter(book.catalog))
    book.select(rule_id)
    assert html.escape(rule_name(rule_id)) in book.detail.value
    assert html.escape(book.catalog[rule_id].citation) in book.detail.value
    assert f"data-rule='{rule_id}'" in book.detail.value
    assert rule_id not in visible_text(book.detail.value)


def test_the_glossary_and_card_tabs_list_the_games_words_and_follow_the_search(
    book: RuleBook,
) -> None:
    rule_id = next(iter(book.catalog))
    term = Term("Claim token", "A token won by a trick.", (rule_id,))
    listed = glossary_html([term])
    assert "Claim token" in visible_text(listed) and "A token won" in visible_text(listed)
    assert html.escape(rule_name(rule_id), quote=True) in listed
    assert rule_id not in visible_text(listed)
    card = CardText("c-1", "The Abbot", "Townsfolk", "Gain a cleric.")
    gallery = cards_html([card])
    assert "The Abbot" in gallery and "Gain a cleric." in gallery and "c-1" not in gallery
    assert [book.tabs.get_title(i) for i in range(3)] == ["Rules", "Glossary", "Cards"]
    book.filter.value = "zzzz no such word"
    assert "No glossary term matches" in book.glossary_view.value
    assert "No card matches" in book.card_view.value
    book.filter.value = ""
    if book.cards:
        assert html.escape(book.cards[0].name) in book.card_view.value


def test_picking_an_event_rule_opens_a_stepper_with_the_action_in_redo(book: RuleBook) -> None:
    example = next(e for e in load_index(book.game).examples.values() if e.kind == "event")
    book.rules.value = example.rule
    assert book.stepper is not None and book.stepper.widget in book.stepper_box.children
    match = book.stepper.match
    assert match.step == example.step and match.can_redo()
    assert str(match.actions[match.step]) == example.action
    assert f"data-rule='{example.rule}'" in book.detail.value and "Redo" in book.detail.value
    after = match.redo()
    assert example.rule in {e.rule for e in step_events(after)}


def test_a_refusal_rule_shows_the_position_and_the_refused_action(book: RuleBook) -> None:
    example = next(e for e in load_index(book.game).examples.values() if e.kind == "refuses")
    book.select(example.rule)
    assert book.stepper is not None
    assert book.stepper.match.step == example.step and not book.stepper.match.can_redo()
    assert "Refused" in book.refusal.value and f"data-rule='{example.rule}'" in book.refusal.value
    state = book.stepper.match.state
    described = state.describe_action(state.parse_action(example.action))
    assert html.escape(described) in book.refusal.value


def test_a_rule_without_an_example_says_so_and_why(book: RuleBook) -> None:
    index = load_index(book.game)
    rule_id = next(r for r in book.catalog if r not in index.examples)
    book.select(rule_id)
    assert book.stepper is None and book.stepper_box.layout.display == "none"
    assert "No live example" in book.detail.value
    assert named_rules(index.why_none(rule_id))[:30] in html.unescape(book.detail.value)


def test_select_clears_a_filter_that_hides_the_rule(book: RuleBook) -> None:
    book.filter.value = a_word_of(book)
    hidden = next(r for r in book.catalog if r not in shown(book))
    book.select(hidden)
    assert book.filter.value == "" and book.rules.value == hidden
    with pytest.raises(KeyError):
        book.select("XX.no.such-rule")


@pytest.mark.parametrize("name", having("RULE_PREFIX"))
def test_the_game_picker_opens_each_games_rule_book(name: str) -> None:
    books = RuleBooks(next(other for other in games() if other != name))
    books.picker.value = name
    assert books.book.game == name and books.book.widget in books.widget.children
    assert all(r.startswith(case(name, "RULE_PREFIX")) for r in shown(books.book))
    example = next(e for e in load_index(name).examples.values() if e.kind == "event")
    books.book.select(example.rule)
    assert books.book.stepper is not None
    assert books.book.stepper.match.game.name == name


def test_later_examples_reuse_the_stepper_and_show_what_a_new_one_shows(book: RuleBook) -> None:
    """The rule book makes its stepper once and rebinds it to each later example (a new
    stepper costs the browser seconds): each example looks exactly as in a stepper of its own,
    and a rule without an example hides the stepper until the next one."""
    from tabletop_lib.widgets import GameStepper

    index = load_index(book.game)
    with_example = [r for r in book.catalog if r in index.examples][::9][:4]
    without = next(r for r in book.catalog if r not in index.examples)
    first: GameStepper | None = None
    for rule_id in with_example:
        book.select(rule_id)
        assert book.stepper is not None and book.stepper_box.layout.display is None
        first = first or book.stepper
        assert book.stepper is first and first.widget in book.stepper_box.children
        fresh = GameStepper(index.examples[rule_id].match(), 0)
        assert first.match.step == fresh.match.step
        assert first.state.to_json() == fresh.state.to_json()
        assert first.actions.options == fresh.actions.options
        assert first.narration.value == fresh.narration.value
        drawn = [t.to_plotly_json() for t in first.figure_widget.data]
        expected = [t.to_plotly_json() for t in fresh.figure_widget.data]
        for t in (*drawn, *expected):
            t.pop("uid", None)
        assert drawn == expected
        book.select(without)
        assert book.stepper is None and book.stepper_box.layout.display == "none"


@pytest.mark.parametrize("name", games())
def test_a_shown_book_prepares_its_stepper_hidden_and_the_first_pick_uses_it(name: str) -> None:
    book = RuleBook(name)
    book.prepare()
    made = book._shown
    assert made is not None and book.stepper is None
    assert book.stepper_box.layout.display == "none" and made.widget in book.stepper_box.children
    rule_id = list(load_index(name).examples)[5]
    book.select(rule_id)
    assert book.stepper is made and book.stepper_box.layout.display is None
    assert made.match.step == load_index(name).examples[rule_id].step


def test_a_rules_text_explains_the_games_terms_on_hover(book: RuleBook) -> None:
    terms = {t.term.lower(): t for t in book.terms}
    with_term = [
        rule_id
        for rule_id, r in book.catalog.items()
        if any(f" {term} " in f" {r.text.lower()} " for term in terms)
    ]
    assert with_term
    book.select(with_term[0])
    titles = [
        html.unescape(t)
        for t in re.findall(r"class='tabletop-term' title='([^']*)'", book.detail.value)
    ]
    assert titles
    for title in titles:
        term, _, definition = title.partition(": ")
        assert terms[term.lower()].definition == definition
