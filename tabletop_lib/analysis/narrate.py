"""A finished game told as text: its events grouped by round, the score breakdown, the winners.

The engine's events carry the rule and the sentence; they do not say which round they belong
to. A game's sections are therefore cut at the events that open them: the rules listed in
:data:`SECTION_STARTS` (Brian Boru's round opens with BB.prep.vikings, its final scoring with
BB.final.*). A game without an entry is told as one section.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_lib.core.events import Event
from tabletop_lib.core.game import State


@dataclass(frozen=True)
class SectionStarts:
    """Which events open a section: a new round, and the final scoring."""

    first: str
    """The title of the events before the first round (setup)."""
    round_rules: frozenset[str]
    """An event with one of these rules opens the next round."""
    final_prefix: str
    """The first event whose rule starts with this opens the final scoring."""


SECTION_STARTS: Mapping[str, SectionStarts] = {
    "brian_boru": SectionStarts("Setup", frozenset({"BB.prep.vikings"}), "BB.final."),
}


@dataclass(frozen=True)
class Section:
    title: str
    events: tuple[Event, ...]


def sections(game_name: str, events: Sequence[Event]) -> list[Section]:
    """The events in titled sections ("Setup", "Round 1", ..., "Final scoring"), in order."""
    starts = SECTION_STARTS.get(game_name)
    if starts is None:
        return [Section("Game", tuple(events))]
    out: list[Section] = []
    title, current = starts.first, list[Event]()
    rounds, final = 0, False
    for event in events:
        opens: str | None = None
        if event.rule in starts.round_rules:
            rounds += 1
            opens = f"Round {rounds}"
        elif not final and event.rule.startswith(starts.final_prefix):
            final = True
            opens = "Final scoring"
        if opens is not None:
            if current:
                out.append(Section(title, tuple(current)))
            title, current = opens, []
        current.append(event)
    if current:
        out.append(Section(title, tuple(current)))
    return out


def event_line(event: Event) -> str:
    return f"[{event.rule}] {event.text}"


def breakdown_table(state: State[Any]) -> list[str]:
    """The score breakdown as aligned text: a row per category, a column per player, a total."""
    n = state.num_players
    points: dict[str, list[int]] = {}
    for item in state.score_breakdown():
        player, value = item["player"], item["points"]
        assert isinstance(player, int) and isinstance(value, int)
        points.setdefault(str(item["category"]), [0] * n)[player] += value
    rows = [(category, [str(v) for v in values]) for category, values in points.items()]
    rows.append(("total", [str(v) for v in state.scores()]))
    label = max(len(r[0]) for r in rows)
    headers = [f"P{p}" for p in range(n)]
    width = max(len(cell) for _, cells in rows for cell in [*cells, *headers])
    lines = [" " * label + "".join(f"  {h:>{width}}" for h in headers)]
    for category, cells in rows:
        if category == "total":
            lines.append("-" * len(lines[0]))
        lines.append(f"{category:<{label}}" + "".join(f"  {c:>{width}}" for c in cells))
    return lines


def winners_line(state: State[Any]) -> str:
    winners = state.winners()
    scores = state.scores()
    if not winners:
        return "No winner: the game is not over."
    names = ", ".join(f"Player {p}" for p in winners)
    label = "Winner" if len(winners) == 1 else "Winners (shared)"
    return f"{label}: {names} with {scores[winners[0]]} points."


def narration(state: State[Any], header: str = "") -> list[str]:
    """The whole story of a finished game as lines of text."""
    lines = [header, ""] if header else []
    for section in sections(state.game.name, state.events()):
        lines.append(f"== {section.title} ==")
        lines.extend(f"  {event_line(e)}" for e in section.events)
        lines.append("")
    lines.append("== Final score breakdown ==")
    lines.extend(breakdown_table(state))
    lines.append("")
    lines.append(winners_line(state))
    return lines
