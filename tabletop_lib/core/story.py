"""How a finished game is told: where its sections start, and which drafts a short telling folds.

The engine's events carry the rule and the sentence; they do not say which round they belong
to. A game declares its :class:`Story` among its faces (``Faces.story``): the events that open
a round and the final scoring (:class:`SectionStarts`), and the runs of draft events that a
short narration tells in one line each (:class:`Draft`). ``analysis.narrate`` reads them; a game
without a story is told as one section with every event on its own line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .events import Event


@dataclass(frozen=True)
class SectionStarts:
    """Which events open a section: a new round, and the final scoring."""

    first: str
    """The title of the events before the first round (setup)."""
    round_rules: frozenset[str]
    """An event with one of these rules opens the next round."""
    final_prefix: str
    """The first event whose rule starts with this opens the final scoring."""


@dataclass(frozen=True)
class Draft:
    """A kind of draft: the rules of its events, and how to tell a run of them in one line."""

    label: str
    """Shown in place of a rule id: the family of the draft's rules (``BB.draft.*``)."""
    rules: frozenset[str]
    summarise: Callable[[Sequence[Event]], str]
    inside: frozenset[str] = frozenset()
    """Rules whose events may fall inside a draft without ending it; they are told after the
    draft's line (the knights module's Lancelot places his marshal as he is drafted)."""


@dataclass(frozen=True)
class Story:
    """A game's way of being told: its section starts (None: one section) and its drafts."""

    sections: SectionStarts | None = None
    drafts: tuple[Draft, ...] = ()


def count_rule(events: Sequence[Event], rule: str) -> int:
    """How many of ``events`` carry ``rule``."""
    return sum(1 for e in events if e.rule == rule)


def players_in(events: Sequence[Event]) -> int:
    """How many seats ``events`` concern (events of nobody in particular aside)."""
    return len({e.player for e in events if e.player >= 0})


__all__ = ["Draft", "SectionStarts", "Story", "count_rule", "players_in"]
