"""The rules registry: every rule id maps to its citation and one plain sentence.

Games register their rules at import time with :func:`register_rules`. Ids are dotted and start
with the game's prefix (``BB.`` for Brian Boru), e.g. ``BB.upkeep.battle.fewest-lose-town``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: its id, where it comes from, and what it says in one sentence."""

    id: str
    citation: str
    text: str

    def __str__(self) -> str:
        return f"{self.id} ({self.citation}): {self.text}"


_RULES: dict[str, Rule] = {}


def register_rules(rules: Iterable[tuple[str, str, str]]) -> None:
    """Register ``(id, citation, text)`` triples; an id may be registered only once."""
    for rule_id, citation, text in rules:
        existing = _RULES.get(rule_id)
        new = Rule(rule_id, citation, text)
        if existing is not None and existing != new:
            raise ValueError(f"rule id {rule_id!r} registered twice with different texts")
        _RULES[rule_id] = new


def rule(rule_id: str) -> Rule:
    """The rule with this id; ``KeyError`` names the id when it is unknown.

    Games register their rules when they are imported; an id not yet known makes every game
    register first, so ``rule("BB.turn.current-player")`` answers before any game is loaded.
    """
    found = _RULES.get(rule_id)
    if found is None:
        from .registry import list_games  # here: the registry imports the games, which import us

        list_games()
        found = _RULES.get(rule_id)
    if found is None:
        raise KeyError(f"unknown rule id {rule_id!r}")
    return found


def all_rules(prefix: str = "") -> Mapping[str, Rule]:
    """Every rule whose id starts with ``prefix``, in id order (every game registered first)."""
    from .registry import list_games

    list_games()
    return {k: _RULES[k] for k in sorted(_RULES) if k.startswith(prefix)}


# -- lessons: the learner-facing explanation of a rule ---------------------------------------

_LESSONS: dict[str, str] = {}


def register_lessons(lessons: Mapping[str, str]) -> None:
    """Register learner-facing explanations: rule id -> a few plain sentences.

    A lesson says what the rule means for a player at the table and why it matters, in two to
    four sentences a newcomer understands without the rulebook at hand; the rule's citation is
    shown next to it, so the lesson need not repeat it. The rule must already be registered.
    """
    for rule_id, text in lessons.items():
        if rule_id not in _RULES:
            raise ValueError(f"lesson for unknown rule id {rule_id!r}")
        if not text.strip():
            raise ValueError(f"empty lesson for rule id {rule_id!r}")
        existing = _LESSONS.get(rule_id)
        if existing is not None and existing != text:
            raise ValueError(f"rule id {rule_id!r} has two different lessons")
        _LESSONS[rule_id] = text


def has_lesson(rule_id: str) -> bool:
    """Whether a learner-facing lesson is registered for this rule."""
    return rule_id in _LESSONS


def lesson(rule_id: str) -> str:
    """The learner-facing lesson of a rule, or its one-sentence text when it has none yet."""
    from .citations import reader_rule_text  # here: citations names rules through this module

    return _LESSONS.get(rule_id) or reader_rule_text(rule(rule_id).text)


def lesson_coverage(prefix: str = "") -> tuple[int, int]:
    """``(rules with a lesson, all rules)`` among the rules whose id starts with ``prefix``."""
    ids = [k for k in _RULES if k.startswith(prefix)]
    return sum(1 for k in ids if k in _LESSONS), len(ids)


register_rules(
    [
        (
            "core.action-text",
            "CONTRIBUTING.md, The engine contract",
            "An action given as text must be the text of one of the game's actions.",
        )
    ]
)
register_lessons(
    {
        "core.action-text": (
            "An action typed as text must be written exactly as the game writes its actions, or "
            "the game cannot read it at all. Pick from the list of legal actions rather than "
            "typing one, and the game always understands you."
        )
    }
)


# -- plain names and sections: how a learner sees the rules ----------------------------------

_NAMES: dict[str, str] = {}
_SECTIONS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}


def register_rule_names(names: Mapping[str, str]) -> None:
    """Register each rule's plain name ("Winning a trick", "The forge is blocked").

    The name is what a learner reads wherever rules are listed; the id stays the key in code
    and data and is shown at most in a tooltip. The rule must already be registered.
    """
    for rule_id, name in names.items():
        if rule_id not in _RULES:
            raise ValueError(f"name for unknown rule id {rule_id!r}")
        if not name.strip() or name != name.strip():
            raise ValueError(f"rule id {rule_id!r} has an empty or padded name {name!r}")
        existing = _NAMES.get(rule_id)
        if existing is not None and existing != name:
            raise ValueError(f"rule id {rule_id!r} has two different names")
        _NAMES[rule_id] = name


def is_registered(rule_id: str) -> bool:
    """Whether a rule with this id is registered now (no game is imported to find it)."""
    return rule_id in _RULES


def has_rule_name(rule_id: str) -> bool:
    """Whether a plain name is registered for this rule."""
    return rule_id in _NAMES


def rule_name(rule_id: str) -> str:
    """The plain name of a rule. A rule without one (a test failure: every rule is named) falls
    back to its one-sentence text, never to its id."""
    return _NAMES.get(rule_id) or rule(rule_id).text


def register_rule_sections(prefix: str, sections: Iterable[tuple[str, Iterable[str]]]) -> None:
    """Group a game's rules the way its rulebook does, in play order.

    ``sections`` is a sequence of ``(section title, id prefixes)``: a rule belongs to the first
    section one of whose prefixes its id starts with. ``prefix`` is the game's rule prefix
    (``"BB."``); registering again replaces the game's sections.
    """
    _SECTIONS[prefix] = tuple((title, tuple(prefixes)) for title, prefixes in sections)


def rule_sections(prefix: str) -> list[tuple[str, list[str]]]:
    """The rules whose id starts with ``prefix``, grouped by the game's registered sections
    in play order (ids sorted within a section); rules no section claims come last, under
    "Other rules". A game with no sections gives one group, "Rules"."""
    ids = [k for k in sorted(_RULES) if k.startswith(prefix)]
    sections = _SECTIONS.get(prefix, ())
    groups: list[tuple[str, list[str]]] = [(title, []) for title, _ in sections]
    rest: list[str] = []
    for rule_id in ids:
        for index, (_, prefixes) in enumerate(sections):
            if any(rule_id.startswith(p) for p in prefixes):
                groups[index][1].append(rule_id)
                break
        else:
            rest.append(rule_id)
    out = [(title, members) for title, members in groups if members]
    if rest:
        out.append(("Other rules" if sections else "Rules", rest))
    return out


register_rule_names({"core.action-text": "Actions are chosen from the list"})
