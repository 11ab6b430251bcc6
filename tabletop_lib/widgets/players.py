"""How the widgets name the people at the table: by the game's seat names (their colours), the
learner as "You", and an opponent by how well it plays ("a careful player"), never by the name
of the program behind it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tabletop_lib.core.words import LEVELS, and_list, level_words

__all__ = ["LEVELS", "final_scores", "level_words", "seat_name", "to_play"]


def seat_name(names: Sequence[str], player: int, you: int | None) -> str:
    """Seat ``player`` as the widgets name it: "You" for the learner's seat ``you``, else the
    game's name for the seat ("Red")."""
    return "You" if player == you else names[player]


def to_play(names: Sequence[str], player: int, you: int | None, agent: Any = None) -> str:
    """Who moves now: "Your turn", "Red to play", or "Blue (a careful player) to play"."""
    if player == you:
        return "Your turn"
    level = f" ({level_words(agent)})" if agent is not None else ""
    return f"{names[player]}{level} to play"


def final_scores(names: Sequence[str], scores: Sequence[int], you: int | None) -> str:
    """ "Game over: Red wins with 34 points (Blue 28, You 20)" (a shared win names each)."""
    best = max(scores)
    winners = [seat_name(names, p, you) for p, s in enumerate(scores) if s == best]
    verb = "win" if winners == ["You"] or len(winners) > 1 else "wins"
    others = ", ".join(f"{seat_name(names, p, you)} {s}" for p, s in enumerate(scores) if s != best)
    rest = f" ({others})" if others else ""
    return f"Game over: {and_list(winners)} {verb} with {best} points{rest}"


_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}


def second_person(verb: str) -> str:
    """A verb as narrated of a player ("takes", "carries", "passes", "is") as said to "you"
    ("take", "carry", "pass", "are")."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


# fmt: off
NARRATED_VERBS = frozenset((
    "adds", "builds", "claims", "converts", "discards", "draws", "drops", "expands", "gains",
    "gets", "hires", "keeps", "leads", "loses", "marries", "moves", "pays", "places", "plays",
    "puts", "receives", "recruits", "removes", "retrieves", "returns", "scores", "spends",
    "takes", "wins",
))
# fmt: on
"""Verbs the games' narration joins to a sentence's first ("Red pays 2 coins and expands to
Cork", "Red is tied for the most raiders: scores a point and returns one"): said to the
learner, each becomes "you" too. A list, not a rule: "shields, flags and materials" are no verbs."""
_JOINED_VERB = re.compile(r"(\band |, |: )(" + "|".join(sorted(NARRATED_VERBS)) + r")\b")


def as_you(text: str, name: str) -> str:
    """A narration sentence about the learner's seat ``name`` said to them: "Red takes the
    knight die" -> "You take the knight die", "Red moves their knight" -> "You move your
    knight", "Red's knight moves" -> "Your knight moves", "Red pays 2 coins and expands to
    Cork" -> "You pay 2 coins and expand to Cork".
    Only a sentence that begins with the name is changed; others are returned as they are."""
    if text.startswith(f"{name}'s "):
        return "Your " + text[len(name) + 3 :]
    if not text.startswith(f"{name} "):
        return text
    verb, _, rest = text[len(name) + 1 :].partition(" ")
    stop = verb[len(verb.rstrip(".,;:!")) :]  # "Red passes." -> "passes" and "."
    verb = verb[: len(verb) - len(stop)]
    rest = stop + (" " + rest if rest else "") if stop else rest
    rest = re.sub(r"\btheir\b", "your", re.sub(r"\bthemselves\b", "yourself", rest))
    rest = _JOINED_VERB.sub(lambda m: m.group(1) + second_person(m.group(2)), rest)
    said = f"You {second_person(verb)}"
    return said + rest if stop else " ".join(part for part in (said, rest) if part)
