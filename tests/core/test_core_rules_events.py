"""The rules registry and events."""

from __future__ import annotations

import re

import pytest
from registered import case, having

from tabletop_lib import Event, rule
from tabletop_lib.core import all_rules, rules


@pytest.fixture(autouse=True)
def _private_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rules registered by these tests vanish afterwards."""
    monkeypatch.setattr(rules, "_RULES", dict(rules._RULES))


def test_registered_rules_are_found_by_id() -> None:
    rules.register_rules([("TEST.core.one", "a test", "One sentence.")])
    found = rule("TEST.core.one")
    assert (found.id, found.citation, found.text) == ("TEST.core.one", "a test", "One sentence.")
    assert str(found) == "TEST.core.one (a test): One sentence."


def test_registering_the_same_rule_twice_is_harmless() -> None:
    triple = ("TEST.core.same", "a test", "Same sentence.")
    rules.register_rules([triple])
    rules.register_rules([triple])
    assert rule("TEST.core.same").text == "Same sentence."


def test_one_id_with_two_texts_is_refused() -> None:
    rules.register_rules([("TEST.core.twice", "a test", "First.")])
    with pytest.raises(ValueError, match=re.escape("TEST.core.twice")):
        rules.register_rules([("TEST.core.twice", "a test", "Second.")])
    assert rule("TEST.core.twice").text == "First."


def test_an_unknown_rule_id_is_named() -> None:
    with pytest.raises(KeyError, match=re.escape("TEST.core.nothing")):
        rule("TEST.core.nothing")


def test_all_rules_filters_by_prefix_in_id_order() -> None:
    rules.register_rules([("TEST.core.b", "t", "B."), ("TEST.core.a", "t", "A.")])
    assert list(all_rules("TEST.core.")) == ["TEST.core.a", "TEST.core.b"]
    everything = all_rules()
    assert list(everything) == sorted(everything)
    for name in having("RULE_PREFIX"):  # each game's rules, registered with the game
        prefix = case(name, "RULE_PREFIX")
        assert any(rule_id.startswith(prefix) for rule_id in everything), name
        assert list(all_rules(prefix)) == [r for r in everything if r.startswith(prefix)]


def test_every_registered_rule_has_a_citation_and_a_sentence() -> None:
    for rule_id, found in all_rules().items():
        assert found.citation, rule_id
        assert found.text, rule_id


def test_event_json_round_trip() -> None:
    event = Event(step=12, rule="BB.trick.winner", text="Player 1 wins the trick.", player=1)
    assert event.to_json() == [12, "BB.trick.winner", "Player 1 wins the trick.", 1]
    assert Event.from_json(event.to_json()) == event
    assert Event(0, "BB.setup.supplies", "Setup.").player == -1


def test_a_lesson_falls_back_to_the_rule_sentence_until_one_is_registered() -> None:
    rules.register_rules([("TEST.lesson.one", "a test", "The one sentence.")])
    assert not rules.has_lesson("TEST.lesson.one")
    assert rules.lesson("TEST.lesson.one") == "The one sentence."
    assert rules.lesson_coverage("TEST.lesson.") == (0, 1)
    rules.register_lessons({"TEST.lesson.one": "Two plain sentences. For a newcomer."})
    assert rules.has_lesson("TEST.lesson.one")
    assert rules.lesson("TEST.lesson.one") == "Two plain sentences. For a newcomer."
    assert rules.lesson_coverage("TEST.lesson.") == (1, 1)


def test_a_lesson_for_an_unknown_rule_or_a_second_lesson_is_refused() -> None:
    with pytest.raises(ValueError, match=re.escape("TEST.lesson.none")):
        rules.register_lessons({"TEST.lesson.none": "Text."})
    rules.register_rules([("TEST.lesson.two", "a test", "Sentence.")])
    rules.register_lessons({"TEST.lesson.two": "First lesson."})
    with pytest.raises(ValueError, match=re.escape("TEST.lesson.two")):
        rules.register_lessons({"TEST.lesson.two": "Another lesson."})
    with pytest.raises(ValueError, match="empty lesson"):
        rules.register_rules([("TEST.lesson.three", "a test", "Sentence.")])
        rules.register_lessons({"TEST.lesson.three": "  "})
    assert rules.lesson("TEST.lesson.two") == "First lesson."
