"""Merlin speaks the game's words (issue 30): every rule has a plain name and a section, every
card and score category its text, and the narration, action descriptions, lessons, rule texts,
glossary and card texts of whole seeded games (base, each module alone, all nine together, at
2, 3 and 4 players) hold no rule id, action code, card id, repr, snake_case or "(s)" hedge."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import (
    all_rules,
    has_lesson,
    has_rule_name,
    lesson,
    rule_name,
    rule_sections,
)
from tabletop_lib.core.words import card_text, cards, glossary, has_label, label
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES
from tabletop_lib.games.merlin.words import PLAYER_COLOUR_NAMES

GAME = "merlin"
SETS = [(), *[(m,) for m in IMPLEMENTED_MODULES], IMPLEMENTED_MODULES]
SET_IDS = ["base", *IMPLEMENTED_MODULES, "all"]


@cache
def walk(
    num_players: int, modules: tuple[str, ...], seed: int = 7
) -> tuple[MerlinState, tuple[str, ...], frozenset[str]]:
    """A whole seeded random game: its final state, every legal action's description met on
    the way (at most a few per step, to stay fast) and the action kinds seen."""
    game = MerlinGame(num_players, modules=list(modules)) if modules else MerlinGame(num_players)
    state = game.new_initial_state(seed)
    chooser = random.Random(seed)
    texts: list[str] = []
    kinds: set[str] = set()
    while not state.is_terminal():
        legal = state.legal_actions()
        for action in legal:
            kinds.add(type(action).__name__)
            texts.append(state.describe_action(action))
        state.apply_action(chooser.choice(legal))
    return state, tuple(texts), frozenset(kinds)


def codes(state: MerlinState) -> set[str]:
    """The codes a learner must never read: action texts as the engine writes them, card ids."""
    found = {c for c in cards(GAME)}
    grid = state.game.grid
    found |= {grid.name(pos) for pos in range(grid.size)}  # tile codes such as "r0c0"
    for action in state.history():
        text = str(action)
        if len(text.split()) >= 3 or any(c in text for c in "-=:_"):
            found.add(text)  # a code such as "die knight 3"; "act", "to blue" read as English
    return {c for c in found if len(c) > 2}


def test_every_rule_has_a_name_and_a_section() -> None:
    rules = all_rules("ME.")
    assert len(rules) > 200
    unnamed = [k for k in rules if rule_name(k) == rules[k].text]
    assert not unnamed, f"rules without a plain name: {unnamed}"
    sections = rule_sections("ME.")
    assert "Other rules" not in [title for title, _ in sections]
    assert sorted(k for _, ids in sections for k in ids) == sorted(rules)
    assert sections[0][0].startswith("Setup")


@pytest.mark.parametrize("modules", SETS, ids=SET_IDS)
def test_every_action_kind_and_event_has_plain_text(modules: tuple[str, ...]) -> None:
    """Every action kind met in a whole game is described, every event is a sentence whose rule
    has a plain name, and every phase met has a label."""
    state, described, kinds = walk(3, modules)
    assert kinds and described and all(text.strip() for text in described)
    assert not [d for d in described if d.startswith("No action")]
    events = state.events()
    unnamed = sorted({e.rule for e in events if e.rule and not has_rule_name(e.rule)})
    assert not unnamed, f"events under rules without a name: {unnamed}"
    assert all(e.text[:1].isupper() and e.text.rstrip()[-1] in ".!)" for e in events), [
        e.text for e in events if not (e.text[:1].isupper() and e.text.rstrip()[-1] in ".!)")
    ][:5]
    assert has_label(GAME, "phase", state.phase())


def test_the_scan_finds_what_it_must() -> None:
    """The scan itself catches a rule id, a code and a hedge."""
    assert engine_words("see ME.turn.choose-die") and engine_words("1 traitor(s)")
    assert engine_words("Mission M39", codes={"M39"})


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_players_are_named_by_their_colours(num_players: int) -> None:
    state, _, _ = walk(num_players, ())
    assert state.game.player_names == PLAYER_COLOUR_NAMES[:num_players]
    assert not any("Player " in e.text for e in state.events())


def test_every_mission_card_has_a_readable_text() -> None:
    game = MerlinGame(2)
    for card in game.data.missions:
        text = card_text(GAME, card.id)
        assert f"{card.points} point" in text.text and card.id not in text.text + text.name
        assert not engine_words(text.text + " " + text.name), text


@pytest.mark.parametrize("modules", SETS, ids=SET_IDS)
def test_every_score_category_has_a_label(modules: tuple[str, ...]) -> None:
    state, _, _ = walk(2, modules)
    categories = {row["category"] for row in state.score_breakdown()}
    missing = sorted(c for c in categories if not has_label(GAME, "score", str(c)))
    assert not missing, f"score categories without a label: {missing}"
    assert all(label(GAME, "score", str(c))[0].isupper() for c in categories)


def test_module_cards_are_named_and_readable() -> None:
    """Allies, treasures, decrees and Picts each have a name and a text without codes."""
    kinds = {c.kind for c in cards(GAME).values()}
    assert {"Mission", "Ally", "Treasure", "Decree", "Pict", "Favor"} <= kinds
    for card in cards(GAME).values():
        words = card.name + " " + card.text
        assert card.id not in words and not engine_words(words), card


def test_the_glossary_terms_link_to_real_rules() -> None:
    terms = glossary(GAME)
    assert {"henchman", "principality", "traitor", "manor", "flag", "influence", "mission"} <= set(
        terms
    )
    rules = all_rules("ME.")
    for term in terms.values():
        assert term.rules and all(r in rules for r in term.rules), term
        assert term.definition.count(". ") == 0 and term.definition.endswith("."), term


@pytest.mark.parametrize("modules", SETS, ids=SET_IDS)
@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_no_engine_words_in_what_a_learner_reads(
    num_players: int, modules: tuple[str, ...]
) -> None:
    state, described, _ = walk(num_players, modules)
    hidden = codes(state)
    hits: dict[str, list[str]] = {}
    for text in [*(e.text for e in state.events()), *described]:
        for word in engine_words(text, hidden):
            hits.setdefault(word, []).append(text)
    assert not hits, "engine words: " + "; ".join(f"{w!r} in {t[0]!r}" for w, t in hits.items())


META = re.compile(
    r"docs/|data/|\.json\b|\.md\b|this project|\[choice|\[option|option \w+=|unverified|placeholder"
)
"""What a learner must not read in a rule, its citation or its lesson: file paths and remarks
about the software rather than the game."""


def test_citations_and_rule_texts_speak_as_a_rulebook() -> None:
    """Each citation names the rulebook and a page; translated headings say so; no rule text,
    citation or lesson points at a file or at the software."""
    for rule_id, r in all_rules("ME.").items():
        assert r.citation.startswith("Merlin: Big Box manual"), rule_id
        assert re.search(r" pp?\. \d", r.citation), f"{rule_id} cites no page"
        texts = [r.text, r.citation, lesson(rule_id) if has_lesson(rule_id) else ""]
        hits = [m.group(0) for t in texts for m in META.finditer(t)]
        assert not hits, f"{rule_id}: {hits}"
    translated = [r for r in all_rules("ME.").values() if "our translation" in r.citation]
    assert len(translated) > 150


def test_no_engine_words_in_rules_lessons_glossary_and_cards() -> None:
    texts = [f"{rule_name(k)}: {r.text}" for k, r in all_rules("ME.").items()]
    texts += [lesson(k) for k in all_rules("ME.") if has_lesson(k)]
    texts += [f"{t.term}: {t.definition}" for t in glossary(GAME).values()]
    texts += [f"{c.name}: {c.text}" for c in cards(GAME).values()]
    hits = [(w, t) for t in texts for w in engine_words(t, set(cards(GAME)))]
    assert not hits, "\n".join(f"{w!r} in {t[:120]!r}" for w, t in hits)
