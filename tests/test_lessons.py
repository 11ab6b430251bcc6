"""The learner-facing lessons (the tutor's explanations): well formed, and complete per game."""

from __future__ import annotations

import re

import pytest

from tabletop_lib.core import rules
from tabletop_lib.core.registry import list_games

# Prefixes whose every rule must have a lesson (a game joins once its lessons are all written).
COMPLETE: tuple[str, ...] = (
    "BB.",
    "ME.",
    "PA.",
    "core.",
)

SENTENCE_END = re.compile(r"[.!?](?:\s|$)")


@pytest.fixture(scope="module", autouse=True)
def _games_registered() -> None:
    list_games()  # every registered game imported, its rules and lessons registered


def test_every_lesson_is_a_few_plain_sentences() -> None:
    for rule_id in rules.all_rules():
        if not rules.has_lesson(rule_id) or rule_id.startswith("TEST."):
            continue
        text = rules.lesson(rule_id)
        sentences = len(SENTENCE_END.findall(text))
        assert 2 <= sentences <= 4, (rule_id, sentences, text)
        assert len(text) <= 450, (rule_id, len(text))
        assert not re.search(r"\b(BB|ME|PA|core)\.[a-z]", text), (rule_id, "names a rule id")
        assert "_" not in text and "[choice]" not in text, (rule_id, "reads like code")


@pytest.mark.parametrize("prefix", sorted(COMPLETE))
def test_every_rule_of_the_game_has_a_lesson(prefix: str) -> None:
    have, total = rules.lesson_coverage(prefix)
    missing = [r for r in rules.all_rules(prefix) if not rules.has_lesson(r)]
    assert have == total, missing[:10]
