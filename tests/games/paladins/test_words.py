"""Paladins' plain words (``words.py``, ``card_texts.py``, ``citations.py``): every rule named
and placed in a rulebook section, every card of the data readable, a glossary linked to real
rules, and whole seeded games at 2, 3 and 4 players narrated and described without engine
words."""

from __future__ import annotations

import json
import random
import re
from functools import cache
from importlib import resources

import pytest

from tabletop_lib import load_game
from tabletop_lib.core.citations import reader_rule_text
from tabletop_lib.core.examples import load_index
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import (
    all_rules,
    has_lesson,
    lesson,
    rule_name,
    rule_sections,
)
from tabletop_lib.core.words import cards, glossary, labels, sentence, words
from tabletop_lib.games.paladins.actions import ACTIONS
from tabletop_lib.games.paladins.citations import EDITION, SILENT, plain_citation
from tabletop_lib.games.paladins.constants import CATEGORIES

GAME = "paladins"
ACTION_CODES: set[str] = set()
"""The compact texts of every legal action met in the walked games (filled by ``played``)."""


@cache
def played(
    num_players: int, seed: int, pay_debt_silver: int | None = None
) -> tuple[list[str], set[str], set[str]]:
    """A whole seeded random game: (event texts, action kinds, descriptions of legal actions).
    Each description must differ from the engine's default spelling of the action's code.
    ``pay_debt_silver`` turns on the option that makes paying a Debt an action."""
    options = {} if pay_debt_silver is None else {"pay_debt_silver": pay_debt_silver}
    s = load_game(GAME, num_players=num_players, **options).new_initial_state(seed)
    chooser = random.Random(seed)
    kinds: set[str] = set()
    described: set[str] = set()
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
        assert e.text and rule_name(e.rule) != e.rule, e
    return [e.text for e in s.events()], kinds, described


def codes() -> set[str]:
    """Card ids and the action codes met in play (those of more than one word, so that a code
    such as "pass" does not count the English word)."""
    return {c for c in cards(GAME) if "-" in c} | {c for c in ACTION_CODES if " " in c}


def _card_data() -> dict[str, object]:
    text = resources.files("tabletop_lib.games.paladins").joinpath("data/cards.json").read_text()
    loaded: dict[str, object] = json.loads(text)
    return loaded


def test_every_action_kind_is_described_in_play() -> None:
    kinds: set[str] = set()
    for n in (2, 3, 4):
        kinds |= played(n, 20 + n)[1]
    # Paying a Debt as an action exists only with its option; this game also meets a choice
    # of attribute (a King's Favour or an absolve space that raises one).
    kinds |= played(4, 0, 2)[1]
    missing = {k.__name__ for k in ACTIONS.by_verb.values()} - kinds
    assert not missing, f"action kinds never met or described: {missing}"


def test_every_rule_has_a_name_and_a_section() -> None:
    rules = all_rules("PA.")
    grouped = {r for title, ids in rule_sections("PA.") if title != "Other rules" for r in ids}
    unnamed = [r for r in rules if not rule_name(r) or rule_name(r) == r]
    assert not unnamed, f"rules without a plain name: {unnamed}"
    assert set(rules) <= grouped, f"rules outside any section: {set(rules) - grouped}"


def test_every_card_of_the_data_has_a_text() -> None:
    data = _card_data()
    ids = set()
    for section in ("paladins", "townsfolk", "outsiders", "walls", "kings_orders", "kings_favours"):
        block = data[section]
        assert isinstance(block, dict)
        ids |= {c["id"] for c in block["cards"]}
    held = cards(GAME)
    assert ids - set(held) == set(), f"cards without a text: {sorted(ids - set(held))}"
    kinds = {c.kind for c in held.values()}
    assert {"Suspicion", "Debt", "Player-board action"} <= kinds
    for card in held.values():
        assert card.name and card.text.endswith("."), card
        assert card.id not in card.text and card.id not in card.name, card


def test_card_texts_follow_the_card_data() -> None:
    # The Abbot that gives a labourer on Absolve and a cleric and a labourer when dismissed.
    abbot = cards(GAME)["abbot-1"]
    assert "Absolve" in abbot.text and "gain a cleric and a labourer" in abbot.text
    # A converted Outsider's scoring condition, read from its data.
    adventurer = cards(GAME)["adventurer-blue"].text
    assert "1 point for every 2 monks" in adventurer and "gain 1 Strength" in adventurer


def test_labels_cover_the_score_categories() -> None:
    assert set(labels(GAME, "score")) == set(CATEGORIES)


def test_glossary_links_to_known_rules() -> None:
    rules = all_rules("PA.")
    terms = glossary(GAME)
    for wanted in ("faith", "debt", "suspicion", "king's order", "criminal", "tavern", "monk"):
        assert wanted in terms, wanted
    for term in terms.values():
        assert term.rules and set(term.rules) <= set(rules), term
        assert term.definition.endswith("."), term


@pytest.mark.parametrize(
    ("num_players", "seed", "debt"), [(2, 22, None), (3, 23, None), (4, 24, None), (4, 0, 2)]
)
def test_games_are_told_in_plain_words(num_players: int, seed: int, debt: int | None) -> None:
    events, kinds, described = played(num_players, seed, debt)
    assert events and described and kinds
    found = {text: hits for text in [*events, *described] if (hits := engine_words(text, codes()))}
    assert not found, f"engine words in play texts: {list(found.items())[:5]}"


def test_players_are_named_by_colour() -> None:
    events, _, _ = played(3, 23)
    assert not [e for e in events if re.search(r"\bPlayer \d", e)]
    assert any(e.startswith(("Red ", "Blue ", "Green ")) for e in events)


def test_rule_texts_lessons_glossary_and_cards_are_plain() -> None:
    played(2, 22)
    rules = all_rules("PA.")
    texts = [lesson(r) for r in rules if has_lesson(r)] + [rule_name(r) for r in rules]
    texts += [reader_rule_text(r.text) for r in rules.values()]
    texts += [t.definition for t in glossary(GAME).values()]
    texts += [c.text for c in cards(GAME).values()] + [c.name for c in cards(GAME).values()]
    found = {t: hits for t in texts if (hits := engine_words(t, codes()))}
    assert not found, f"engine words: {list(found.items())[:5]}"
    meta = [
        t
        for t in texts
        if re.search(
            r"this project|\[option|docs/|\[gap\]|\[engine|\bdata\b|unverified|by option", t
        )
    ]
    assert not meta, f"meta remarks a learner cannot use: {meta[:3]}"


def test_citations_name_an_english_section_or_say_the_rulebook_is_silent() -> None:
    for rid, r in all_rules("PA.").items():
        assert r.citation.startswith(EDITION), rid
        assert not re.search(r"docs/|§|\[|option|engine", r.citation), (rid, r.citation)
        assert SILENT in r.citation or "our translation" in r.citation or "published" in r.citation


def test_a_portuguese_heading_becomes_an_english_section() -> None:
    from tabletop_lib.games.paladins.citations import REF, SEED

    cited = plain_citation(f"{SEED}: Preparação 11-12; {REF} §2.2 [option tax_supply]")
    assert "Setup, steps 11-12 (Preparação 11-12; our translation)" in cited
    assert cited.endswith(f"{SILENT}.")
    assert "(from the published" in plain_citation(f"{REF} §2.7.5")
    with pytest.raises(ValueError, match="Portuguese heading"):
        plain_citation(f"{SEED}: Um Título Desconhecido")


def test_verdicts_on_any_action_are_plain() -> None:
    """Why an action is or is not allowed, asked of every action met in play at every
    fifteenth decision of a whole game: the reasons name slots, spaces and cards as the board
    does, and the decision awaited in words, not as a command to type."""
    played(3, 23)
    texts = sorted(ACTION_CODES)
    s = load_game(GAME, num_players=3).new_initial_state(23)
    chooser = random.Random(23)
    found: dict[str, list[str]] = {}
    step = 0
    while not s.is_terminal():
        if step % 15 == 0:
            for text in texts:
                why = s.explain(text).text
                if hits := engine_words(why, codes()) + re.findall(r"<\w+>|'\w+ <", why):
                    found.setdefault(why, hits)
        legal = s.legal_actions()
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
        step += 1
    assert not found, f"engine words in verdicts: {list(found.items())[:5]}"


def test_why_a_rule_has_no_live_example_is_said_plainly() -> None:
    """The rule book shows these sentences when a rule has no example: game words only, with
    rules by name (no id, data file, search configuration or agent)."""
    index = load_index(GAME)
    texts = [reader_rule_text(index.why_none(r)) for r in index.explanations]
    assert texts
    found = {t: hits for t in texts if (hits := engine_words(t, codes()))}
    assert not found, f"engine words: {list(found.items())[:3]}"
    meta = [t for t in texts if re.search(r"\bid\b|data|configuration|random|agent|event", t)]
    assert not meta, meta[:3]


def test_status_says_the_round_and_what_is_decided() -> None:
    s = load_game(GAME, num_players=2).new_initial_state(1)
    assert s.status_words() == "Setup: each player hires a free Townsfolk"
    chooser = random.Random(1)
    seen = set()
    while not s.is_terminal():
        seen.add(s.status_words())
        legal = s.legal_actions()
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
    assert s.status_words() == "Game over"
    assert "Round 7 of 7 · taking actions: choose an action" in seen
    assert not [w for w in seen if "turn" in w or engine_words(w)]
