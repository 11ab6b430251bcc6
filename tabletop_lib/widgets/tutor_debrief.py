"""The end of a tutor game: how the learner did, in the game's words.

The debrief sets the learner's points by scoring category beside the winner's (the runner-up's
when the learner won), names the turns
where the learner's score rose and fell most (from the learner's choice to their next one, the
opponents' moves between included), says how the learner's score stands among strong players'
scores at the same table (the shipped corpus of strong games, when it has that configuration),
and lists the rules met, by name.
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Mapping
from typing import Any

from tabletop_lib.core.rules import rule_name
from tabletop_lib.core.words import and_list, count, label

from .tutor_html import CARD_STYLE
from .tutor_model import TutorModel

SHOWN_RULES = 12


def category_points(state: Any, player: int) -> dict[str, int]:
    """A player's points by scoring category, in the order the game scores them."""
    points: dict[str, int] = {}
    for row in state.score_breakdown():
        if row["player"] == player:
            points[str(row["category"])] = points.get(str(row["category"]), 0) + int(row["points"])
    return points


def turn_swings(model: TutorModel) -> list[tuple[int, str, int]]:
    """For each choice of the learner: (step, the choice in words, the change of their score
    until their next choice). The game's last step (the last move with the final scoring,
    :func:`end_swing`) is left out: its points are the game's end, not one turn's."""
    match, seat = model.match, model.seat
    last = match.step
    end = last - 1 if model.state.is_terminal() else last
    steps = [*(s for s in model.learner_steps if s < end), end]
    swings = []
    try:
        for step, following in itertools.pairwise(steps):
            before = match.jump(step)
            words = before.describe_action(match.actions[step])
            start = before.scores()[seat]
            swings.append((step, words, match.jump(following).scores()[seat] - start))
    finally:
        match.jump(last)
    return swings


def end_swing(model: TutorModel) -> int:
    """The change of the learner's score in the game's last step (the last move and the final
    scoring); 0 before the end."""
    match, seat = model.match, model.seat
    last = match.step
    if not model.state.is_terminal() or last == 0:
        return 0
    try:
        return int(match.state.scores()[seat] - match.jump(last - 1).scores()[seat])
    finally:
        match.jump(last)


def rival(state: Any, seat: int) -> tuple[int, str] | None:
    """Whom the debrief sets the learner beside, and why: the winner (the first, if several
    won without the learner), else, when the learner won or shared the win, the best of the
    others ("tied" if they share it, "second" otherwise); None in a one-player game."""
    winners = state.winners()
    others = [p for p in winners if p != seat]
    if others:
        return others[0], "tied" if seat in winners else "winner"
    scores = state.scores()
    rest = [p for p in range(len(scores)) if p != seat]
    if not rest:
        return None
    best = max(rest, key=lambda p: (scores[p], -p))
    return best, "winner" if seat not in winners else "second"


def _score_table(model: TutorModel) -> str:
    state, seat, game = model.state, model.seat, model.game
    beside = rival(state, seat)
    mine = category_points(state, seat)
    theirs = category_points(state, beside[0]) if beside else {}
    names = game.player_names
    head = "<tr><th style='text-align:left'>Scoring</th><th style='text-align:right'>You</th>" + (
        f"<th style='text-align:right'>{html.escape(names[beside[0]])} ({beside[1]})</th>"
        if beside
        else ""
    )
    rows = "".join(
        f"<tr><td>{html.escape(label(game.name, 'score', c))}</td>"
        f"<td style='text-align:right'>{mine.get(c, 0)}</td>"
        + (f"<td style='text-align:right'>{theirs.get(c, 0)}</td>" if beside else "")
        + "</tr>"
        for c in dict.fromkeys([*mine, *theirs])
    )
    # Cells padded apart: "You" and the other player's heading would otherwise touch.
    pad = "<style>.tabletop-debrief-scores :is(th, td) { padding: 1px 8px 1px 0; }</style>"
    return (
        f"{pad}<table class='tabletop-debrief-scores' style='font-size:12px;"
        f"border-collapse:collapse'>{head}</tr>{rows}</table>"
    )


def strong_standing(model: TutorModel) -> str:
    """How the learner's score compares with strong players' at the same player count and
    options (``analysis.corpus``), in one sentence; ``""`` when the corpus has no table of
    this configuration (a Merlin game with only some modules, a changed rule option)."""
    from tabletop_lib.analysis.corpus import configurations, strong_games
    from tabletop_lib.analysis.good_scores import standing_sentence
    from tabletop_lib.core.errors import DataError
    from tabletop_lib.core.registry import load_game

    game = model.game
    for config in configurations(game.name):
        if config.num_players != game.num_players:
            continue
        corpus_game = load_game(game.name, num_players=game.num_players, **config.options)
        if _normal(corpus_game.options) == _normal(game.options):
            try:
                table = strong_games(game.name, game.num_players, config.variant)
            except DataError:  # not shipped yet
                return ""
            score = model.state.scores()[model.seat]
            return standing_sentence(table, score, game.num_players).replace(
                f"a score of {score} beats", f"your {score} beats"
            )
    return ""


def _normal(options: Mapping[str, Any]) -> dict[str, Any]:
    """Options compared as sets where their order does not matter (the modules)."""
    return {k: sorted(v) if isinstance(v, list | tuple) else v for k, v in options.items()}


def debrief_html(model: TutorModel) -> str:
    """The card shown when the game is over."""
    state, seat, names = model.state, model.seat, model.game.player_names
    scores = state.scores()
    winners = state.winners()
    won = seat in winners
    who = and_list(["you" if p == seat else names[p] for p in winners])
    headline = "You won!" if won and len(winners) == 1 else f"The winner: {who}."
    others = ", ".join(f"{names[p]} {s}" for p, s in enumerate(scores) if p != seat)
    swings = turn_swings(model)
    notes = []
    if swings:
        best = max(swings, key=lambda s: s[2])
        worst = min(swings, key=lambda s: s[2])
        if best[2] > 0:
            notes.append(f"Your best turn: “{best[1]}”, {count(best[2], 'point')} until your next.")
        if worst[2] < 0:
            notes.append(f"Your costliest turn: “{worst[1]}”, {count(-worst[2], 'point')} lost.")
    final = end_swing(model)
    if final:
        notes.append(
            f"The game's last move and the final scoring: {final:+d} "
            f"{'point' if abs(final) == 1 else 'points'} for you."
        )
    met = model.progress().met
    shown = ", ".join(html.escape(rule_name(r)) for r in met[:SHOWN_RULES])
    more = f" and {len(met) - SHOWN_RULES} more" if len(met) > SHOWN_RULES else ""
    return (
        f"<div class='tabletop-tutor-moment' data-kind='over' style='{CARD_STYLE}'>"
        f"<div style='font-weight:600'>The game is over. {html.escape(headline)}</div>"
        f"<p>You scored {scores[seat]}; {html.escape(others)}.</p>"
        f"{_score_table(model)}"
        + "".join(f"<p>{html.escape(n)}</p>" for n in [*notes, strong_standing(model)] if n)
        + f"<p>You met {count(len(met), 'rule')}: {shown}{more}. Pick one below to read it in "
        "the rule book, with a live example.</p></div>"
    )
