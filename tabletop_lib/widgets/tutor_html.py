"""The tutor's HTML: its card (a moment, the lessons), a preview, the refused options, a hint.

Pure functions of the model's records (:mod:`.tutor_model`); :class:`~.tutor.Tutor` shows them.
"""

from __future__ import annotations

import html
from typing import Any

from tabletop_lib.core.citations import reader_rule_text
from tabletop_lib.core.rules import rule, rule_name
from tabletop_lib.core.words import glossed

from .tutor_model import Lesson, Moment
from .tutor_preview import Preview

CARD_STYLE = "line-height:1.35;font-size:13px"


def lesson_html(
    item: Lesson, new: bool = True, game: str = "", seen: set[str] | None = None
) -> str:
    """One lesson: the rule's name, the lesson (the game's glossary terms explained on hover,
    each once over the calls sharing ``seen``) and its citation."""
    badge = "New rule" if new else "Rule"
    note = "" if item.written else " <small style='color:#888'>(summary)</small>"
    return (
        f"<div class='tabletop-lesson' data-rule='{html.escape(item.rule, quote=True)}' "
        "style='border-left:3px solid #2c7fb8;padding:2px 8px;margin:6px 0'>"
        f"<b>{badge}: {html.escape(rule_name(item.rule))}</b>{note}<br>"
        f"{glossed(item.text, game, seen)}<br>"
        f"<small style='color:#666'>{html.escape(item.citation)}</small></div>"
    )


def moment_html(moment: Moment, game: str = "") -> str:
    """The tutor's card for a moment: title, what happened, the lessons given now; the
    glossary terms of ``game`` in them show their definition on hover (each term once)."""
    seen: set[str] = set()
    what = _lines_html(moment.what, game, seen)
    if moment.steps:
        rounds = "".join(f"<li>{glossed(t, game, seen)}</li>" for t in moment.steps)
        what += (
            "<div style='margin:4px 0 0'>How a round goes:</div>"
            f"<ol style='margin:2px 0;padding-left:20px'>{rounds}</ol>"
        )
    if moment.tip:
        what += f"<p style='margin:4px 0'><i>A first tip:</i> {glossed(moment.tip, game, seen)}</p>"
    lessons = "".join(lesson_html(item, game=game, seen=seen) for item in moment.taught)
    if moment.folded:
        inside = "".join(lesson_html(item, game=game, seen=seen) for item in moment.folded)
        lessons += (
            f"<details><summary>How the table was set up ({len(moment.folded)} rules)"
            f"</summary>{inside}</details>"
        )
    return (
        f"<div class='tabletop-tutor-moment' data-kind='{moment.kind}' data-step='{moment.step}'"
        f" style='{CARD_STYLE}'>"
        f"<div style='font-weight:600;margin:2px 0'>{html.escape(moment.title)}</div>"
        f"{what}{lessons}</div>"
    )


HEADING = " class='tabletop-tutor-who' style='list-style:none;margin-left:-14px;font-weight:600'"
"""A line ending in a colon heads what follows ("Green's move:"): shown without a bullet."""
SINCE_SHOWN = 14
SINCE_HEAD = 4
"""A long part of what happened (an upkeep can say a lot) shows its first and last lines and
folds the middle, one click away: nothing is left out. Each player's part ("Green's move:")
folds on its own, so every heading and the first lines under it (the card played, the space
used) stay in sight."""


def _lines_html(lines: tuple[str, ...], game: str, seen: set[str]) -> str:
    """What happened, as a list; each part under a heading folds its own middle when long."""
    parts: list[list[str]] = [[]]
    for line in lines:
        if line.endswith(":") and parts[-1]:
            parts.append([])
        parts[-1].append(line)
    return "".join(_part_html(tuple(part), game, seen) for part in parts if part)


def _part_html(lines: tuple[str, ...], game: str, seen: set[str]) -> str:
    """One part of what happened; the middle of a long one folded under "N more"."""

    def items(part: tuple[str, ...]) -> str:
        return "".join(
            f"<li{HEADING if t.endswith(':') else ''}>{glossed(t, game, seen)}</li>" for t in part
        )

    ul = "<ul style='margin:2px 0;padding-left:18px'>{}</ul>"
    if len(lines) <= SINCE_SHOWN:
        return ul.format(items(lines))
    tail = SINCE_SHOWN - SINCE_HEAD
    head, middle, end = lines[:SINCE_HEAD], lines[SINCE_HEAD:-tail], lines[-tail:]
    folded = (
        f"<details style='margin:0 0 0 18px'><summary>{len(middle)} more things happened"
        f"</summary>{ul.format(items(middle))}</details>"
    )
    return ul.format(items(head)) + folded + ul.format(items(end))


ONE_POSSIBLE_DRAW = (
    "This choice draws or rolls something you cannot know yet: the preview shows one possible"
    " draw, made up from what you can see. The real one happens only when you choose."
)


def preview_html(preview: Preview, drawn: bool = True) -> str:
    """What an option would do: its points now and the rules it would set off (named); when
    the option draws or rolls, that the draw shown is one possible draw."""
    points = preview.points
    scored = f"{points:+d} points now" if points else "no points now"
    rules = ", ".join(html.escape(rule_name(r)) for r in preview.rules) or "none"
    chance = (
        f" <span class='tabletop-tutor-chance'><i>{ONE_POSSIBLE_DRAW}</i></span>"
        if preview.chance
        else ""
    )
    return (
        f"<div class='tabletop-tutor-preview' style='font-size:12px'>"
        f"<b>If you choose it</b>: {scored}; rules at work: {rules}. "
        + (
            "The figure under the board shows what would change."
            if drawn
            else "Pick it in the list to draw what would change under the board."
        )
        + chance
        + "</div>"
    )


def refused_html(options: list[Any]) -> str:
    """The refused options, greyed out, each with why and the rule that forbids it (its name;
    the rule's sentence on hover, not repeated after the reason)."""
    rows = []
    for o in options:
        sentence = reader_rule_text(rule(o.rule).text)
        reason = o.reason.removesuffix(f" ({sentence})")
        rows.append(
            f"<li style='color:#888'>{html.escape(o.label)}: <i>{html.escape(reason)}</i> "
            f"<small title='{html.escape(sentence, quote=True)}'>"
            f"[{html.escape(rule_name(o.rule))}]</small></li>"
        )
    return f"<ul class='tabletop-tutor-refused' style='font-size:12px'>{''.join(rows)}</ul>"
