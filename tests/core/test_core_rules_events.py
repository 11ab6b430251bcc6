"""The rules registry and events."""

from __future__ import annotations

import re

import pytest

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
    assert any(rule_id.startswith("BB.") for rule_id in everything)


def test_every_registered_rule_has_a_citation_and_a_sentence() -> None:
    for rule_id, found in all_rules().items():
        assert found.citation, rule_id
        assert found.text, rule_id


def test_event_json_round_trip() -> None:
    event = Event(step=12, rule="BB.trick.winner", text="Player 1 wins the trick.", player=1)
    assert event.to_json() == [12, "BB.trick.winner", "Player 1 wins the trick.", 1]
    assert Event.from_json(event.to_json()) == event
    assert Event(0, "BB.setup.supplies", "Setup.").player == -1
