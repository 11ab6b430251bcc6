"""What an option of the tutor would do, as the learner may know it (no hidden draw shown).

:func:`preview_of` plays the option on a state resampled from the learner's observation
(``State.resample``, the engine contract), never on the true state: the learner's own next
card, a die they would roll, an opponent's hidden hand stay unknown, and a draw the preview
shows is one possible draw (``Preview.chance`` says when there is one).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop_lib.core.examples import step_events
from tabletop_lib.core.game import State, explain


@dataclass(frozen=True)
class Option:
    """One action the learner might take: in words, and whether (and why) the rules allow it."""

    action: Any
    label: str
    legal: bool
    rule: str
    reason: str


@dataclass(frozen=True)
class Preview:
    """What an option would do: the points it scores now and the rules it would set off.

    ``before``/``after`` are a state resampled from the learner's observation and its child
    (see :func:`preview_of`), not the true state: ``chance`` says that what the option draws
    or rolls differs between two such resamples, so the draw shown is one possible draw."""

    option: Option
    points: int
    rules: tuple[str, ...]
    before: State[Any] = field(compare=False, repr=False)
    after: State[Any] = field(compare=False, repr=False)
    chance: bool = False


def preview_of(state: State[Any], action: Any, seat: int, seed: int) -> Preview:
    """What ``action`` would do, as ``seat`` may know it: played on ``state.resample(seat,
    seed)`` (the engine contract: the hidden cards and the decks' order drawn again,
    consistently with what ``seat`` sees, and so is the generator of future chance). Two true
    states that ``seat`` sees alike give the same preview. ``chance`` is set when a second
    resample (``seed + 1``) gives ``seat`` another view of the child: the option draws or
    rolls something. A game that cannot resample previews on the state itself."""
    try:
        seen = state.resample(seat, seed)
        other = state.resample(seat, seed + 1)
    except NotImplementedError:
        seen = other = state
    option = option_of(seen, action)
    after = seen.child(action)
    points = after.scores()[seat] - seen.scores()[seat]
    fired = tuple(unique(e.rule for e in step_events(after)))
    chance = other is not seen and other.child(action).observation(seat) != after.observation(seat)
    return Preview(option, points, fired, seen, after, chance)


def option_of(state: State[Any], action: Any) -> Option:
    why = explain(state, action)
    return Option(action, state.describe_action(action), why.legal, why.rule, why.text)


def unique(items: Iterable[str]) -> list[str]:
    """``items`` without repeats, in their first order."""
    return list(dict.fromkeys(items))
