"""Finding the engine's words in text a learner reads.

People read the game's words, never the engine's: no rule id, action code, card id, Python
repr or snake_case name may show in a narration, a stepper, the tutor, the rule book or a
notebook's output. :func:`engine_words` finds them, so tests can fail on each one by name.
"""

from __future__ import annotations

import html
import re
from collections.abc import Collection
from functools import cache, lru_cache

# A rule id: a game prefix of two capitals, then at least two dotted lower-case parts.
_RULE_ID = re.compile(r"\b(?:[A-Z]{2}|core)\.[a-z0-9-]+(?:\.[a-z0-9-]+)+")
_SNAKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
# Python reprs: dict and list displays, and the constants of the language.
_REPR = re.compile(
    r"\{'|\['|'\]|'\}|\(\)|\bTrue\b|\bFalse\b|\bNone\b(?!\s+(?:of|is|are|can|may|left|yet)\b)"
    r"|<[a-zA-Z_.]+ object at 0x|\b[A-Z][A-Za-z]+\((?:[a-z_]+=|children=)"
    r"|\[-?\d+(?:, -?\d+)+\]"  # a list of numbers, as "Final scores [25, 20, 34]"
)
# A hedged plural ("1 traitor(s)"), and a code word with a number ("debt-collector-3").
_HEDGE = re.compile(r"\w\(s\)")
_CODE_NUMBER = re.compile(r"\b[a-z]+(?:-[a-z]+)+-\d+\b")
# A data id: a grid tile ("r2c5") or a lettered card number ("M39", "D01").
_DATA_ID = re.compile(r"\b(?:r\d+c\d+|[A-Z]\d{2,3})\b")
# Remarks about the software rather than the game.
_META = re.compile(r"\bthis project\b|docs/rules/|\[option [a-z_]+|\bsnake_case\b", re.IGNORECASE)
_TAGS = re.compile(r"<(script|style)\b.*?</\1>|<[^>]+>", re.DOTALL | re.IGNORECASE)


@cache
def _whole_word(code: str) -> re.Pattern[str]:
    """``code`` as a whole word: not inside a longer word or a hyphenated code."""
    return re.compile(rf"(?<![\w-]){re.escape(code)}(?![\w-])")


def visible_text(markup: str) -> str:
    """The text a browser shows of an HTML fragment: tags (with scripts and styles) dropped and
    entities decoded. Attributes such as ``title`` (tooltips) are not visible text."""
    return html.unescape(_TAGS.sub(" ", markup))


@lru_cache(maxsize=8192)
def _pattern_words(text: str) -> tuple[str, ...]:
    """The engine words the patterns find in ``text``, pattern by pattern (remembered: a scan
    meets the same texts again and again, a widget's labels at every step)."""
    return tuple(
        m.group(0)
        for pattern in (_RULE_ID, _SNAKE, _REPR, _HEDGE, _CODE_NUMBER, _DATA_ID, _META)
        for m in pattern.finditer(text)
    )


def engine_words(text: str, codes: Collection[str] = ()) -> list[str]:
    """Every engine word in ``text``: rule ids, snake_case names, Python reprs, "(s)" hedges,
    numbered code words, data ids (a tile "r2c5", a card "M39"), remarks about the software
    ("this project", a notes file, an option marker), and any of ``codes`` (a game's action
    codes or card ids, matched as whole words). An empty list means the text reads as the
    game's words."""
    found = list(_pattern_words(text))
    for code in codes:
        # the substring test first: a whole-word match needs it, and it costs a hundredth of
        # a regex search (a scan tries hundreds of codes on thousands of texts)
        if code and code in text and _whole_word(code).search(text):
            found.append(code)
    return found
