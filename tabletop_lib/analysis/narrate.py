"""A finished game told as text: its events grouped by round, the score breakdown, the winners.

The engine's events carry the rule and the sentence; they do not say which round they belong
to. A game's sections are therefore cut at the events that open them, as the game's story
declares (``core.story.Story``, its ``story`` face: Brian Boru's round opens with
BB.prep.vikings, its final scoring with BB.final.*). A game without one is told as one section.

A short narration (``narration(state, verbose=False)``, the command line's ``play`` without
``--verbose``) tells each draft in one line: the runs of events its story lists as drafts
(Brian Boru's card selection, the knights module's allies, the Paladins drawn each round).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_lib.core.events import Event
from tabletop_lib.core.faces import face
from tabletop_lib.core.game import State
from tabletop_lib.core.registry import list_games
from tabletop_lib.core.story import Story
from tabletop_lib.core.words import and_list
from tabletop_lib.core.words import label as printed

NO_STORY = Story()


def story_of(game_name: str) -> Story:
    """The game's declared story (its ``story`` face), else (or for a game not registered) one
    section and no draft."""
    declared = face(game_name, "story") if game_name in list_games() else None
    return declared if isinstance(declared, Story) else NO_STORY


@dataclass(frozen=True)
class Section:
    title: str
    events: tuple[Event, ...]


def sections(game_name: str, events: Sequence[Event]) -> list[Section]:
    """The events in titled sections ("Setup", "Round 1", ..., "Final scoring"), in order."""
    starts = story_of(game_name).sections
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


def event_line(event: Event, rule_ids: bool = False) -> str:
    """An event as a line of the story: its sentence (after its rule id, for developers)."""
    return f"[{event.rule}] {event.text}" if rule_ids else event.text


def event_lines(
    game_name: str, events: Sequence[Event], verbose: bool = True, rule_ids: bool = False
) -> list[str]:
    """One line per event; unless ``verbose``, one line per run of a draft's events. With
    ``rule_ids`` each line starts with its rule's id in brackets (for developers)."""
    drafts = () if verbose else story_of(game_name).drafts
    lines: list[str] = []
    i = 0
    while i < len(events):
        draft = next((d for d in drafts if events[i].rule in d.rules), None)
        if draft is None:
            lines.append(event_line(events[i], rule_ids))
            i += 1
            continue
        run: list[Event] = []
        told_after: list[Event] = []
        end = i
        while end < len(events) and events[end].rule in draft.rules | draft.inside:
            (run if events[end].rule in draft.rules else told_after).append(events[end])
            end += 1
        told = draft.summarise(run)
        lines.append(f"[{draft.label}] {told}" if rule_ids else told)
        lines.extend(event_line(e, rule_ids) for e in told_after)
        i = end
    return lines


def breakdown_table(state: State[Any]) -> list[str]:
    """The score breakdown as aligned text: a row per category, a column per player, a total."""
    n = state.num_players
    points: dict[str, list[int]] = {}
    for item in state.score_breakdown():
        player, value = item["player"], item["points"]
        assert isinstance(player, int) and isinstance(value, int)
        points.setdefault(str(item["category"]), [0] * n)[player] += value
    game = state.game.name
    rows = [
        (printed(game, "score", category), [str(v) for v in values])
        for category, values in points.items()
    ]
    rows.append(("Total", [str(v) for v in state.scores()]))
    label = max(len(r[0]) for r in rows)
    headers = list(state.game.player_names)
    width = max(len(cell) for _, cells in rows for cell in [*cells, *headers])
    lines = [" " * label + "".join(f"  {h:>{width}}" for h in headers)]
    for category, cells in rows:
        if category == "Total":
            lines.append("-" * len(lines[0]))
        lines.append(f"{category:<{label}}" + "".join(f"  {c:>{width}}" for c in cells))
    return lines


def winners_line(state: State[Any]) -> str:
    winners = state.winners()
    scores = state.scores()
    if not winners:
        return "No winner: the game is not over."
    names = and_list([state.game.player_names[p] for p in winners])
    label = "Winner" if len(winners) == 1 else "Winners (shared)"
    return f"{label}: {names} with {scores[winners[0]]} points."


def narration(
    state: State[Any], header: str = "", verbose: bool = True, rule_ids: bool = False
) -> list[str]:
    """The whole story of a finished game as lines of text; unless ``verbose``, each draft in
    one line (the drafts of its story); with ``rule_ids``, each line after its rule's id."""
    lines = [header, ""] if header else []
    for section in sections(state.game.name, state.events()):
        lines.append(f"== {section.title} ==")
        told = event_lines(state.game.name, section.events, verbose, rule_ids)
        lines.extend(f"  {line}" for line in told)
        lines.append("")
    lines.append("== Final score breakdown ==")
    lines.extend(breakdown_table(state))
    lines.append("")
    lines.append(winners_line(state))
    return lines
