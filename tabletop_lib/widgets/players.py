"""How the widgets name the people at the table: by the game's seat names (their colours), the
learner as "You", and an opponent by how well it plays ("a careful player"), never by the name
of the program behind it."""

from __future__ import annotations

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
