"""Helpers the rules tutorials share, so a notebook reads from the top instead of opening on a
page of code: the rules a section uses (by name, with their citations folded), where a played
position stands, the narration of a few events, the action waiting in the redo line, points per
score category, and a small table.

Every text is in the game's words: rules by their plain names (ids only in tooltips), players by
the game's names for the seats, score categories by their printed labels.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import plotly.graph_objects as go
from IPython.display import HTML, display

from tabletop_lib.core.game import State
from tabletop_lib.core.match import Match
from tabletop_lib.core.rules import rule, rule_name
from tabletop_lib.core.words import and_list, card_text, count, label, sentence, words

from .quiz import narration_html

__all__ = [
    "amounts",
    "card_name",
    "category_points",
    "cite",
    "cite_html",
    "gained",
    "points_chart",
    "redo_once",
    "show_events",
    "table",
    "waiting",
    "where",
    "where_text",
]


def cite_html(*rule_ids: str) -> str:
    """One folded line naming the rules a section uses, each rule's sentence and citation
    inside; the ids only in tooltips."""
    rules = [rule(rule_id) for rule_id in rule_ids]
    names = ", ".join(
        f"<span title='{html.escape(r.id, quote=True)}'>{html.escape(rule_name(r.id))}</span>"
        for r in rules
    )
    items = "".join(
        f"<li title='{html.escape(r.id, quote=True)}'><b>{html.escape(rule_name(r.id))}</b>: "
        f"{html.escape(r.text)} <i>({html.escape(r.citation)})</i></li>"
        for r in rules
    )
    return f"<details><summary>Rules: {names}</summary><ul>{items}</ul></details>"


def cite(*rule_ids: str) -> None:
    """Show :func:`cite_html` in the notebook."""
    display(HTML(cite_html(*rule_ids)))  # type: ignore[no-untyped-call]


def where_text(match: Match, who: bool = True) -> str:
    """Where a played position stands, in the game's words: "A game played 238 moves: round 5,
    turn 3 · Green to play" (a built position says so)."""
    state = match.state
    moves = len(state.history())
    origin = "A built position" if match.seed is None else f"A game played {moves} moves"
    line = f"{origin}: {state.status_words()}"
    if who and not state.is_terminal():
        line += f" · {state.game.player_names[state.current_player()]} to play"
    return line + "."


def where(match: Match, who: bool = True) -> None:
    """Print :func:`where_text`."""
    print(where_text(match, who))


def show_events(events: Iterable[Any], prefix: str = "") -> None:
    """The narration of ``events`` whose rule id starts with ``prefix``, each sentence with its
    rule's plain name."""
    chosen = [e for e in events if e.rule.startswith(prefix)]
    display(HTML(narration_html(chosen)))  # type: ignore[no-untyped-call]


def waiting(match: Match) -> str:
    """The action waiting in the redo line, described in the game's words."""
    if not match.can_redo():
        raise ValueError("no action waits in the redo line")
    return match.state.describe_action(match.actions[match.step])


def redo_once(match: Match) -> State[Any]:
    """The state after the match's redo action, leaving the match where it was."""
    after = match.redo()
    match.undo()
    return after


def category_points(state: State[Any], category: str) -> dict[int, int]:
    """Each player's points so far in one score category (its code)."""
    return {
        int(r["player"]): int(r["points"])  # type: ignore[call-overload]
        for r in state.score_breakdown()
        if r["category"] == category
    }


def gained(before: State[Any], after: State[Any], category: str, player: int) -> int:
    """The points ``player`` gained in ``category`` between two states."""
    return category_points(after, category)[player] - category_points(before, category)[player]


def points_chart(before: State[Any], after: State[Any], title: str) -> go.Figure:
    """A bar per player and score category (by its printed name): the points the steps between
    the two states brought."""
    game = after.game
    fig = go.Figure()
    categories = list(dict.fromkeys(str(r["category"]) for r in after.score_breakdown()))
    for category in categories:
        old, new = category_points(before, category), category_points(after, category)
        delta = [new.get(p, 0) - old.get(p, 0) for p in range(game.num_players)]
        if any(delta):
            fig.add_bar(name=label(game.name, "score", category), x=game.player_names, y=delta)
    fig.update_layout(
        barmode="relative",
        title=title,
        height=330,
        width=700,
        yaxis_title="Points",
        margin={"l": 50, "r": 20, "t": 50, "b": 40},
    )
    return fig


def table(rows: Iterable[Sequence[Any]], header: Sequence[str]) -> HTML:
    """A small HTML table: ``header`` the column titles (in English), ``rows`` the cells."""
    cell = "padding:2px 8px"
    head = "".join(f"<th style='text-align:left;{cell}'>{html.escape(str(h))}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td style='{cell}'>{c}</td>" for c in row) + "</tr>" for row in rows
    )
    return HTML(f"<table><tr>{head}</tr>{body}</table>")  # type: ignore[no-untyped-call]


def amounts(counts: Mapping[str, int], noun: str = "") -> str:
    """Counts in words, zeros left out: ``{"shield": 1, "flag": 2}`` -> "1 shield and 2 flags";
    with ``noun``, the keys are its kinds: ``({"grey": 1}, "material")`` -> "1 grey material".
    Nothing at all is "none"."""
    parts = [
        count(n, f"{words(key)} {noun}".strip(), f"{words(key)} {noun}s".strip() if noun else None)
        for key, n in counts.items()
        if n
    ]
    return and_list(parts) or "none"


def card_name(game: str, card_id: str) -> str:
    """A card by its printed name (``core.words.card_text``); a card the game has not named
    yet shows its id in words, never the id itself."""
    try:
        return card_text(game, card_id).name
    except KeyError:
        return sentence(words(card_id))
