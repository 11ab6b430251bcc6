"""The score track and the points booked per category, as games with a running score keep
them: ``score[player]`` is the marker on the track, ``points[player * categories + category]``
the same points by the category that earned them (``score_breakdown`` reads them)."""

from __future__ import annotations

from typing import Protocol


class _Categories(Protocol):
    @property
    def num_categories(self) -> int: ...


class ScoreSheet(Protocol):
    """A state with a score track and its points by category."""

    score: list[int]
    points: list[int]

    @property
    def game(self) -> _Categories: ...


def add_points(s: ScoreSheet, player: int, category: int, points: int) -> None:
    """Move ``player``'s score marker by ``points`` and book them under ``category``."""
    s.score[player] += points
    s.points[player * s.game.num_categories + category] += points
