"""Every rule of every game has a plain name, and every game a glossary and card texts.

A rule, a glossary or a card list that is missing is a failure that names what is missing, not
a silent fallback to a code (issue "plain words").
"""

from __future__ import annotations

import pytest
from registered import games, shipped

from tabletop_lib.core.examples import game_rules
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.registry import list_games
from tabletop_lib.core.rules import has_rule_name
from tabletop_lib.core.words import cards, glossary, intro

GAMES = games()


def test_the_three_shipped_games_are_registered_and_checked_here() -> None:
    assert shipped() and set(shipped()) <= set(list_games())
    assert list_games() == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_a_plain_name(game: str) -> None:
    missing = [rule_id for rule_id in game_rules(game) if not has_rule_name(rule_id)]
    assert not missing, f"{len(missing)} rules of {game} have no plain name: {missing[:40]}"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_glossary_and_card_texts(game: str) -> None:
    assert glossary(game), f"{game} has no glossary"
    assert cards(game), f"{game} has no card texts"
    for term in glossary(game).values():
        unknown = [r for r in term.rules if r not in game_rules(game)]
        assert not unknown, f"{game} glossary term {term.term!r} links unknown rules {unknown}"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_introduced_in_plain_words(game: str) -> None:
    """The tutor's welcome: what the game is about, how to win, how a round goes, a tip."""
    told = intro(game)
    assert told is not None, f"{game} has no introduction (core.words.register_intro)"
    assert len(told.rounds) >= 2 and told.tip
    for text in (told.theme, told.goal, *told.rounds, told.tip):
        assert not engine_words(text), f"{game}'s introduction shows {engine_words(text)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_for_no_live_example_reads_in_words(game: str) -> None:
    """The rule book says why a rule has no live example as a rulebook would: no rule ids
    (named instead), file names, search configurations or engine talk."""
    from tabletop_lib.core.citations import reader_rule_text
    from tabletop_lib.core.examples import load_index
    from tabletop_lib.widgets.rulebook import named_rules

    index = load_index(game)
    assert index.explanations, f"{game} explains no rule without an example"
    for rule_id in index.explanations:
        shown = reader_rule_text(named_rules(index.why_none(rule_id)))
        assert not engine_words(shown), (rule_id, engine_words(shown))
        for jargon in ("this id", ".json", "verdict", "configuration", "conformance"):
            assert jargon not in shown, (rule_id, jargon)
