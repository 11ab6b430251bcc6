"""Brian Boru's plain words (``words.py``): every rule named and placed in a rulebook section,
every card and score category readable, and whole seeded games narrated without engine words."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from tabletop_lib import load_game
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import (
    all_rules,
    has_lesson,
    has_rule_name,
    lesson,
    rule_name,
    rule_sections,
)
from tabletop_lib.core.words import cards, glossary, labels, sentence, words
from tabletop_lib.games.brian_boru import words as W
from tabletop_lib.games.brian_boru.actions import ACTIONS
from tabletop_lib.games.brian_boru.constants import CATEGORIES
from tabletop_lib.games.brian_boru.data import load_cards

GAME = "brian_boru"


ACTION_CODES: set[str] = set()
"""The compact texts of every legal action met in the walked games (filled by ``played``)."""


@cache
def played(num_players: int, seed: int) -> tuple[list[str], set[str], set[str]]:
    """A whole seeded random game: (event texts, action kinds, descriptions of legal actions).
    Each description must differ from the engine's default spelling of the action's code."""
    s = load_game(GAME, num_players=num_players).new_initial_state(seed)
    chooser = random.Random(seed)
    kinds: set[str] = set()
    described: set[str] = set()
    rules: set[str] = set()
    while not s.is_terminal():
        legal = s.legal_actions()
        for a in legal:
            kinds.add(type(a).__name__)
            text = s.describe_action(a)
            assert text and text != sentence(words(str(a))), f"{a!s} has no description"
            described.add(text)
            ACTION_CODES.add(str(a))
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
    for e in s.events():
        assert e.text and has_rule_name(e.rule), e
        rules.add(e.rule)
    return [e.text for e in s.events()], kinds, described


def codes() -> set[str]:
    """Card ids of the plain-words deck and the action codes met in play (whole words)."""
    return {c for c in cards(GAME) if "-" in c} | {c for c in ACTION_CODES if " " in c}


def test_every_action_kind_is_described_in_play() -> None:
    kinds: set[str] = set()
    for n in (3, 4, 5):
        kinds |= played(n, 7 + n)[1]
    missing = {k.__name__ for k in ACTIONS.by_verb.values()} - kinds
    assert not missing, f"action kinds never met or described: {missing}"


def test_every_rule_has_a_name_and_a_section() -> None:
    rules = all_rules("BB.")
    grouped = {r for title, ids in rule_sections("BB.") if title != "Other rules" for r in ids}
    unnamed = [r for r in rules if not rule_name(r) or rule_name(r) == r]
    assert not unnamed, f"rules without a plain name: {unnamed}"
    assert set(rules) <= grouped, f"rules outside any section: {set(rules) - grouped}"


def test_every_card_and_category_is_readable() -> None:
    deck = load_cards()
    held = cards(GAME)
    assert len(held) == len(deck.values) + len(deck.marriage) + 1 + len(deck.viking_strengths)
    for card in held.values():
        assert card.name and card.text.endswith("."), card
    assert set(labels(GAME, "score")) == set(CATEGORIES)


def test_symbol_rows_count_repeats() -> None:
    # A row of three coins and an expand reads as one phrase, not a list of repeats.
    assert W.symbol_phrase((1, 1, 1, 7)) == "take 3 coins and expand to a town next to yours"


def test_glossary_links_to_known_rules() -> None:
    rules = all_rules("BB.")
    for term in glossary(GAME).values():
        assert term.rules and set(term.rules) <= set(rules), term


@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_games_are_told_in_plain_words(num_players: int) -> None:
    events, kinds, described = played(num_players, 7 + num_players)
    assert events and described and kinds
    found = {text: hits for text in [*events, *described] if (hits := engine_words(text, codes()))}
    assert not found, f"engine words in play texts: {list(found.items())[:5]}"


def test_rule_texts_lessons_glossary_and_cards_are_plain() -> None:
    texts = [r.text for r in all_rules("BB.").values()]
    texts += [lesson(r) for r in all_rules("BB.") if has_lesson(r)]
    texts += [t.definition for t in glossary(GAME).values()]
    texts += [c.text for c in cards(GAME).values()] + [rule_name(r) for r in all_rules("BB.")]
    found = {t: hits for t in texts if (hits := engine_words(t, codes()))}
    assert not found, f"engine words: {list(found.items())[:5]}"
    meta = [t for t in texts if re.search(r"this project|\[option|docs/|\[gap\]", t)]
    assert not meta, f"meta remarks a learner cannot use: {meta[:3]}"


def test_citations_name_an_english_section_and_page() -> None:
    for rid, r in all_rules("BB.").items():
        assert "docs/" not in r.citation and "§" not in r.citation and "[gap]" not in r.citation, (
            rid
        )
        silent = "The rulebook does not say" in r.citation
        assert silent or ("our translation" in r.citation or "p." in r.citation), rid
        assert silent or "p." in r.citation, rid


def test_a_portuguese_heading_becomes_an_english_section() -> None:
    from tabletop_lib.games.brian_boru.citations import plain_citation

    cited = plain_citation("R: Preparação 8-9; N §2", "R", "N")
    assert cited.endswith("Setup, steps 8-9 (Preparação; our translation), p. 4")
    assert plain_citation("N §6.1 [gap]", "R", "N").endswith(
        "The rulebook does not say; this is how it is played here"
    )


def test_the_final_line_lists_scores_by_player_not_as_a_list() -> None:
    assert engine_words("Final scores [25, 20, 34]") == ["[25, 20, 34]"]
    events, _, _ = played(3, 10)
    final = events[-1]
    assert final.startswith("Final scores: Purple ") and "Green" in final and "Brown" in final
