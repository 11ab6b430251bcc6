"""Glossary terms explained on hover in the text a learner reads (``core.words.glossed``)."""

from __future__ import annotations

import html
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from registered import games

from tabletop_lib.core.registry import load_game
from tabletop_lib.core.words import Term, glossary, glossed, register_glossary

TAG = re.compile(r"<[^>]+>")
TERMS = re.compile(r"<span class='tabletop-term' title='([^']*)'[^>]*>([^<]*)</span>")


def shown(markup: str) -> str:
    """What a browser shows of ``markup``, spaces and all (tags dropped, entities decoded)."""
    return html.unescape(TAG.sub("", markup))


@pytest.fixture(scope="module", autouse=True)
def _games() -> None:
    for game in games():
        load_game(game)


TOY = "glossed-toy"
"""A glossary of this test's own (registered under a name no game has)."""
register_glossary(
    TOY,
    [
        Term("traitor", "A card that costs points at the end."),
        Term("manor", "A building that scores."),
        Term("flag", "A marker of a territory."),
        Term("flag-bearer", "The figure who carries the banner."),
    ],
)


def test_first_mention_of_each_term_carries_its_definition() -> None:
    text = "Each traitor costs points; another traitor too, and a manor scores."
    marked = glossed(text, TOY)
    found = TERMS.findall(marked)
    assert [word for _, word in found] == ["traitor", "manor"]  # the first mention only
    entries = glossary(TOY)
    for title, word in found:
        assert html.unescape(title) == f"{word.capitalize()}: {entries[word].definition}"
    assert shown(marked) == text


def test_plural_and_capital_mentions_are_found_but_not_parts_of_words() -> None:
    marked = glossed("Traitors leave. A traitorous flag-bearer waves.", TOY)
    words = [word for _, word in TERMS.findall(marked)]
    assert "Traitors" in words and "flag-bearer" in words
    assert "traitor" not in " ".join(words).replace("Traitors", "")
    assert "flag" not in words  # the longer term wins, the shorter is not cut out of it


def test_a_game_without_a_glossary_only_escapes() -> None:
    assert glossed("a < b & c", "no such game") == "a &lt; b &amp; c"


def test_the_pattern_follows_a_growing_glossary() -> None:
    register_glossary("glossed-test", [Term("widget", "A small thing.")])
    assert "tabletop-term" in glossed("one widget", "glossed-test")
    register_glossary("glossed-test", [Term("gadget", "Another small thing.")])
    assert "Another small thing." in glossed("one gadget", "glossed-test")


@given(st.text(max_size=200))
def test_the_visible_text_never_changes(text: str) -> None:
    for game in games():
        assert shown(glossed(text, game)) == text
