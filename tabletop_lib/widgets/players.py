"""How the widgets name the people at the table: by the game's seat names (their colours), the
learner as "You", and an opponent by how well it plays ("a careful player"), never by the name
of the program behind it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_lib.core.words import and_list

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
