"""How much a learning game teaches: lesson coverage per game, and the rules a typical game
teaches (a random learner at a random seat against random opponents, a few seeds).

``python -m tabletop_lib.widgets.tutor_coverage`` prints the figures of every game, in each
option set its faces name (``coverage_options``: Merlin also with two modules).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletop_lib.core.agents import Agent, RandomAgent
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import list_games, load_game
from tabletop_lib.core.rules import has_lesson

from .tutor_model import MAX_AUTO_STEPS, TutorModel, rules_in_play


def play_through(model: TutorModel, learner: Agent) -> TutorModel:
    """Play the model's game to the end: ``learner`` chooses, every moment is dismissed."""
    model.proceed()
    for _ in range(MAX_AUTO_STEPS):
        if model.state.is_terminal():
            return model
        if model.pending is not None:
            model.proceed()
        else:
            model.choose(learner.choose(model.state))
    raise RuntimeError("the learning game did not end")


def lesson_coverage_report(
    game: str, num_players: int | None = None, seeds: Sequence[int] = range(5), **options: Any
) -> dict[str, Any]:
    """Per game: rules with a written lesson / all rules of the game as loaded, and how many
    distinct rules a learning game teaches, a random learner at a random seat against random
    opponents, over ``seeds`` (their mean, least and most, and the union)."""
    loaded = load_game(game, num_players=num_players, **options)
    rules = rules_in_play(loaded)
    taught: list[int] = []
    union: set[str] = set()
    for seed in seeds:
        seat = seed % loaded.num_players
        model = TutorModel(loaded, seat=seat, seed=seed, opponents="random")
        play_through(model, RandomAgent(seed * 7 + 3))
        taught.append(len(model.taught))
        union |= set(model.taught)
    return {
        "game": game,
        "options": dict(loaded.options),
        "rules": len(rules),
        "with_lesson": sum(1 for r in rules if has_lesson(r)),
        "taught_mean": sum(taught) / len(taught),
        "taught_min": min(taught),
        "taught_max": max(taught),
        "taught_union": len(union),
        "games": len(taught),
    }


def coverage_cases() -> list[tuple[str, dict[str, Any]]]:
    """The games and option sets the notebook and the report show: every registered game in
    each option set its faces name (``coverage_options``), in order."""
    return [(g, dict(o)) for g in list_games() for o in faces_of(g).coverage_options]


def coverage_table(seeds: Sequence[int] = range(5), num_players: int = 3) -> list[dict[str, Any]]:
    """:func:`lesson_coverage_report` for every case of :func:`coverage_cases`."""
    return [lesson_coverage_report(g, num_players, seeds, **o) for g, o in coverage_cases()]


if __name__ == "__main__":
    for row in coverage_table():
        print(row)
