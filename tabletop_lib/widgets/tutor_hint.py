"""The tutor's hint in words: the recommended move, why, and how it compares with the next best.

:func:`advice_of` turns a :class:`~.tutor_model.Hint` (IS-MCTS's top choices, or the greedy
choice) into sentences a learner can act on: "Play the yellow 10. It scores 3 points now and
sets off the rule “Winning a trick”. Why: the computer played this position out 100 times and
kept coming back to this move (62 of 100 tries) ... The yellow 1 is about as good." What a
move gains comes from its preview (:func:`~.tutor_preview.preview_of`, on what the learner may
see): the points it scores now and the rules it sets off, by their plain names. The search
figures stay in :func:`hint_html`'s fold below the advice.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from tabletop_lib.core.rules import rule_name

from .tutor_model import Hint, HintChoice
from .tutor_preview import Preview

ABOUT_AS_GOOD = 0.03
"""Two moves whose mean values (0 to 1) differ by less than this are "about as good"."""
CLEARLY_BETTER = 0.10
"""A gap of at least this is "clearly better"; between the two, "a little better"."""


@dataclass(frozen=True)
class Advice:
    """A hint in words: the move, why (what it gains now), and how it compares."""

    move: str
    gains: str
    reason: str
    runner_up: str


def gains_of(preview: Preview | None) -> str:
    """What a move gains now, from its preview: points and the rules it sets off."""
    if preview is None:
        return ""
    parts = []
    if preview.points:
        word = "point" if abs(preview.points) == 1 else "points"
        verb = "scores" if preview.points > 0 else "costs"
        parts.append(f"{verb} {abs(preview.points)} {word} now")
    # The rule that allows the move itself says nothing of what it gains.
    named = [rule_name(r) for r in preview.rules if r != preview.option.rule][:2]
    if named:  # rule names are titles ("The townsfolk row moves on"): quoted, not parsed
        quoted = " and ".join(f"\u201c{n}\u201d" for n in named)
        parts.append(f"sets off the rule{'s' if len(named) > 1 else ''} {quoted}")
    return " and ".join(parts)


def _comparison(best: HintChoice, other: HintChoice) -> str:
    gap = best.value - other.value
    if gap < ABOUT_AS_GOOD:
        return f"{_lower_first(other.label)} is about as good"
    how = "clearly" if gap >= CLEARLY_BETTER else "a little"
    return f"it is {how} better than {_lower_first(other.label)}"


def _lower_first(label: str) -> str:
    """A move's label inside a sentence ("Use your die" -> "use your die")."""
    return label[:1].lower() + label[1:] if label[1:2].islower() else label


def advice_of(hint: Hint, preview: Callable[[object], Preview | None]) -> Advice:
    """The advice of ``hint``; ``preview(action)`` previews a move (None: no preview)."""
    best = hint.choices[0]
    gains = gains_of(preview(best.action))
    if hint.source == "forced":
        return Advice(best.label, gains, "it is the only move the rules allow now", "")
    if hint.source == "greedy":
        reason = "it is the move that looks best one step ahead"
        return Advice(best.label, gains, reason, "")
    share = f"{best.visits} of {hint.simulations}"
    reason = (
        f"the computer played this position out {hint.simulations} times and kept coming back"
        f" to this move ({share} tries), which did best: {best.value:.2f} on a scale where 1"
        " is a certain win"
    )
    runner_up = _comparison(best, hint.choices[1]) if len(hint.choices) > 1 else ""
    return Advice(best.label, gains, reason, runner_up)


def advice_text(advice: Advice) -> str:
    """The advice as one or two sentences."""
    text = advice.move.rstrip(".") + "."  # a move's label may hold a colon: no ": it" after
    if advice.gains:
        text += f" It {advice.gains}."
    text += f" Why: {advice.reason}."
    if advice.runner_up:
        text += f" {advice.runner_up[0].upper()}{advice.runner_up[1:]}."
    return text


def hint_html(advice: Advice | None, hint: Hint | None) -> str:
    """The hint card: the advice in words, the search's figures folded below it."""
    if hint is None or advice is None:
        return "<p>It is not your move.</p>"
    words = (
        f"<div class='tabletop-tutor-advice' style='font-size:13px'><b>Suggested:</b> "
        f"{html.escape(advice_text(advice))}</div>"
    )
    if hint.thinking is None:
        return words
    return f"{words}<details><summary>The search's figures</summary>{search_table(hint)}</details>"


def search_table(hint: Hint) -> str:
    """The search's top moves: how often it tried each, and how well each did (0 to 1)."""
    rows = "".join(
        f"<tr><td>{html.escape(c.label)}</td><td style='text-align:right'>{c.visits}</td>"
        f"<td style='text-align:right'>{c.value:.2f}</td></tr>"
        for c in hint.choices
    )
    return (
        f"<p style='font-size:12px'>{hint.simulations} games played out from here.</p>"
        "<table class='tabletop-tutor-search' style='font-size:12px'><tr><th>Move</th>"
        "<th>Tries</th><th>How well it did</th></tr>" + rows + "</table>"
    )
