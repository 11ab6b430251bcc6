"""Small helpers for sentences people read: action descriptions and plain-word verdicts.

The engines' compact action texts (``princess military-support``) are for ``parse_action``;
``State.describe_action`` turns an action into a sentence ("Choose the Princess's military
support"). These helpers keep the games' describers short and consistent.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

_ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def sentence(text: str) -> str:
    """``text`` with its first letter capitalised (the rest unchanged)."""
    return text[:1].upper() + text[1:]


def clause(text: str) -> str:
    """A description used inside a sentence ("Player 3 may <clause>"): its first letter in
    lower case unless the first word is a name (two capitals, as in "AB", or a lone "I")."""
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        return text[0].lower() + text[1:]
    return text


_SECOND_PERSON = re.compile(r"\b(yourself|yours|your|you)\b", re.IGNORECASE)
_THIRD_PERSON = {"yourself": "themselves", "yours": "theirs", "your": "their", "you": "they"}


def third_person(text: str) -> str:
    """A description (addressed to the player, "your knight") said about them ("their
    knight"). English verbs agree with "they" as with "you", so only the pronouns change."""

    def swap(m: re.Match[str]) -> str:
        word = _THIRD_PERSON[m.group(1).lower()]
        return word.capitalize() if m.group(1)[0].isupper() else word

    return _SECOND_PERSON.sub(swap, text)


def may(who: str, description: str) -> str:
    """The reason of a legal verdict: "Player 3 may choose the Princess's military support"
    (the description, addressed to the player, said about them)."""
    return f"{who} may {third_person(clause(description))}"


def ordinal(n: int) -> str:
    """1 -> "first" ... 7 -> "seventh", then "8th", "21st"."""
    if 0 <= n < len(_ORDINALS):
        return _ORDINALS[n]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def count(n: int, singular: str, plural: str | None = None) -> str:
    """``count(1, "coin")`` -> "1 coin"; ``count(2, "coin")`` -> "2 coins"."""
    return f"{n} {singular if n == 1 else (plural or singular + 's')}"


def and_list(items: Sequence[str], last: str = "and") -> str:
    """ "a", "a and b", "a, b and c"."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def article(word: str) -> str:
    """ "a" or "an" before ``word`` (by its first letter)."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def words(code: str) -> str:
    """A code word in plain words: ``"military-support"`` -> ``"military support"``."""
    return code.replace("-", " ").replace("_", " ")


# -- a game's glossary and card texts: registered by the game, read by every surface --------


@dataclass(frozen=True, slots=True)
class Term:
    """A glossary entry: the term as the game prints it, one defining sentence, and the ids of
    the rules that use it (shown as links, never as visible text)."""

    term: str
    definition: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardText:
    """A card as a learner reads it: its printed name, its kind ("Townsfolk", "Mission"), and
    its text (what it does, what it costs or scores) in plain words. ``id`` is the key in code
    and data and is never shown."""

    id: str
    name: str
    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Intro:
    """How a game is first explained to a newcomer, in the order good tutorials use: what it
    is about (``theme``), how to win and what scores (``goal``), how a round goes (``rounds``,
    one sentence per step, in play order), and a first piece of advice (``tip``)."""

    theme: str
    goal: str
    rounds: tuple[str, ...]
    tip: str = ""


_INTROS: dict[str, Intro] = {}


def register_intro(game: str, intro: Intro) -> None:
    """Register how ``game`` is first explained (the tutor's welcome; the rule book's top)."""
    empty = [f for f in ("theme", "goal") if not getattr(intro, f).strip()]
    if empty or not intro.rounds or not all(step.strip() for step in intro.rounds):
        raise ValueError(f"{game}: an introduction needs a theme, a goal and each round step")
    _INTROS[game] = intro


def intro(game: str) -> Intro | None:
    """How ``game`` is first explained; None for a game that registered none."""
    return _INTROS.get(game)


_GLOSSARY: dict[str, dict[str, Term]] = {}
_CARDS: dict[str, dict[str, CardText]] = {}


def register_glossary(game: str, terms: Iterable[Term]) -> None:
    """Register a game's glossary (``game`` is its registered name, ``"merlin"``); a Merlin
    module registers its terms under the game's name too."""
    entries = _GLOSSARY.setdefault(game, {})
    for term in terms:
        if not term.term.strip() or not term.definition.strip():
            raise ValueError(f"{game}: a glossary term or definition is empty: {term!r}")
        existing = entries.get(term.term.lower())
        if existing is not None and existing != term:
            raise ValueError(f"{game}: glossary term {term.term!r} defined twice")
        entries[term.term.lower()] = term


def glossary(game: str) -> Mapping[str, Term]:
    """The game's glossary, term (lower case) -> entry, in alphabetical order."""
    entries = _GLOSSARY.get(game, {})
    return {k: entries[k] for k in sorted(entries)}


_TERM_PATTERNS: dict[str, tuple[int, re.Pattern[str]]] = {}


def _term_pattern(game: str) -> re.Pattern[str] | None:
    """One pattern matching any of the game's glossary terms as whole words (a plural "s" or
    "es" allowed), longest first; rebuilt when the glossary grows."""
    entries = _GLOSSARY.get(game, {})
    cached = _TERM_PATTERNS.get(game)
    if cached is not None and cached[0] == len(entries):
        return cached[1]
    if not entries:
        return None
    words = sorted((re.escape(t.term) for t in entries.values()), key=len, reverse=True)
    pattern = re.compile(r"(?<![\w-])(" + "|".join(words) + r")(?:e?s)?(?![\w-])", re.IGNORECASE)
    _TERM_PATTERNS[game] = (len(entries), pattern)
    return pattern


def glossed(text: str, game: str, seen: set[str] | None = None) -> str:
    """``text`` as HTML (escaped), with the first mention of each of the game's glossary terms
    marked so that hovering it shows the term's definition (a dotted underline and a tooltip).
    The visible text is unchanged: ``visible_text(glossed(t, g)) == t``. Pass one ``seen`` set
    to several calls to mark each term once over all of them (one card, many lines)."""
    import html

    pattern = _term_pattern(game)
    if pattern is None:
        return html.escape(text)
    entries = _GLOSSARY[game]
    seen = set() if seen is None else seen
    parts: list[str] = []
    end = 0
    for found in pattern.finditer(text):
        key = found.group(1).lower()
        if key in seen:
            continue
        seen.add(key)
        entry = entries[key]
        definition = html.escape(f"{sentence(entry.term)}: {entry.definition}", quote=True)
        parts.append(html.escape(text[end : found.start()]))
        parts.append(
            f"<span class='tabletop-term' title='{definition}' style='border-bottom:1px dotted"
            f" #888;cursor:help'>{html.escape(found.group(0))}</span>"
        )
        end = found.end()
    parts.append(html.escape(text[end:]))
    return "".join(parts)


def register_cards(game: str, cards: Iterable[CardText]) -> None:
    """Register the texts of a game's cards (and tiles, orders, missions ...), keyed by id."""
    entries = _CARDS.setdefault(game, {})
    for card in cards:
        if not card.name.strip() or not card.text.strip():
            raise ValueError(f"{game}: card {card.id!r} has no name or no text")
        existing = entries.get(card.id)
        if existing is not None and existing != card:
            raise ValueError(f"{game}: card {card.id!r} registered twice with different texts")
        entries[card.id] = card


def cards(game: str) -> Mapping[str, CardText]:
    """Every registered card text of a game, id -> text, in registration order."""
    return dict(_CARDS.get(game, {}))


def has_card(game: str, card_id: str) -> bool:
    """Whether ``game`` registered a text for the card ``card_id``."""
    return card_id in _CARDS.get(game, {})


def card_text(game: str, card_id: str) -> CardText:
    """One card's text; ``KeyError`` names the game and the id when it has none."""
    try:
        return _CARDS[game][card_id]
    except KeyError:
        raise KeyError(f"{game} has no card text for {card_id!r}") from None


# -- labels: the printed name of a code word, by kind ---------------------------------------

_LABELS: dict[tuple[str, str], dict[str, str]] = {}


def register_labels(game: str, kind: str, labels: Mapping[str, str]) -> None:
    """Register how the game prints the code words of one kind: ``register_labels("merlin",
    "score", {"flags": "Flags", "manor-groups": "Manors"})``. Kinds in use: ``"score"`` (score
    categories), ``"phase"``, ``"colour"``, ``"space"``, ``"resource"``; a game may add more."""
    entries = _LABELS.setdefault((game, kind), {})
    for code, text in labels.items():
        if not text.strip():
            raise ValueError(f"{game}: empty {kind} label for {code!r}")
        entries[code] = text


def has_label(game: str, kind: str, code: str) -> bool:
    """Whether the game registered a label for this code word."""
    return code in _LABELS.get((game, kind), {})


def label(game: str, kind: str, code: str) -> str:
    """The printed name of a code word; a code without a label (a test failure: every one is
    named) is shown as plain words, its dashes and underscores turned to spaces."""
    found = _LABELS.get((game, kind), {}).get(code)
    return found if found is not None else sentence(words(code))


def phase_words(game: str, phase: str) -> str:
    """A phase (``State.phase()``) as the game words it: its registered label, or for a phase
    written "period: step" the period's label and the step as written ("Paladins: put a
    Paladin on top"); a phase with no label stays as it is."""
    if has_label(game, "phase", phase):
        return label(game, "phase", phase)
    period, colon, step = phase.partition(": ")
    if colon and has_label(game, "phase", period):
        return f"{label(game, 'phase', period)}: {step}"
    return phase


def labels(game: str, kind: str) -> Mapping[str, str]:
    """Every registered label of one kind, code -> text."""
    return dict(_LABELS.get((game, kind), {}))


# -- players by level, in words ----------------------------------------------------------

LEVELS = {
    "random": "a beginner",
    "greedy": "a hasty player",
    "heuristic": "a careful player",
    "ismcts": "a strong player",
}
"""An opponent's level in words, by agent kind (the kinds of ``core.agents.make_agent``)."""

_CLASS_KINDS = {
    "RandomAgent": "random",
    "GreedyAgent": "greedy",
    "HeuristicAgent": "heuristic",
    "ISMCTSAgent": "ismcts",
}


def level_words(agent: Any) -> str:
    """How well an agent plays, in words: an agent kind (``"heuristic"``) or an agent object;
    an agent may say it itself with a ``level`` attribute. An unknown one is "a computer
    player"."""
    if isinstance(agent, str):
        return LEVELS.get(agent.partition(":")[0], "a computer player")
    own = getattr(agent, "level", None)
    if isinstance(own, str) and own:
        return own
    return LEVELS.get(_CLASS_KINDS.get(type(agent).__name__, ""), "a computer player")
