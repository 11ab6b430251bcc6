"""What a learner reads on the generic surfaces holds no engine word.

The stepper and the rule book are rendered over seeded games of every game (Merlin bare and with
all nine modules) and every visible text is scanned with ``core.plain.engine_words``: widget
HTML (tags and tooltips dropped), option labels, button descriptions, and the board figure's
title, axis titles and legend names. A failure names each hit and where it was seen.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import ipywidgets as w
import pytest
from registered import games, variants

import tabletop_lib
from tabletop_lib.core.match import Match
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.widgets import GameStepper, RuleBook

GAMES = [pytest.param(name, {}, id=name) for name in games()]
"""Every registered game as it comes."""
CASES = [
    *GAMES,
    *(
        pytest.param(name, options, id=f"{name}-{'-'.join(words.split())}")
        for name in games()
        for words, options in variants(name)
    ),
]
"""Every game, then each option setting its faces declare (Merlin with all nine modules)."""


def widget_texts(root: Any) -> Iterator[tuple[str, str]]:
    """Every text a reader sees in a widget tree: (where, text)."""
    stack = [root]
    while stack:
        widget = stack.pop()
        kind = type(widget).__name__
        if isinstance(widget, w.Box):
            stack.extend(widget.children)
            if isinstance(widget, w.Tab):
                yield from ((f"{kind} title", t) for t in widget.titles)
        elif isinstance(widget, (w.HTML, w.Label)):
            yield kind, visible_text(widget.value)
        elif isinstance(widget, w.Button):
            yield "button", widget.description
        elif isinstance(widget, (w.Select, w.Dropdown)):
            yield from ((f"{kind} option", str(label)) for label, _ in widget._options_full)
        elif (
            hasattr(widget, "layout") and hasattr(widget, "data") and hasattr(widget, "add_traces")
        ):
            yield from figure_texts(widget)
        if getattr(widget, "description", None) and not isinstance(widget, w.Button):
            yield f"{kind} description", str(widget.description)


def figure_texts(figure: Any) -> Iterator[tuple[str, str]]:
    """A plotly figure's title, axis titles and legend names."""
    layout = figure.layout
    if layout.title and layout.title.text:
        yield "figure title", visible_text(layout.title.text)
    for axis in ("xaxis", "yaxis"):
        title = getattr(layout, axis).title
        if title and title.text:
            yield f"{axis} title", visible_text(title.text)
    for trace in figure.data:
        if trace.name and trace.showlegend is not False:
            yield "legend name", visible_text(trace.name)


def action_codes(state: Any) -> list[str]:
    """The compact texts of the legal actions that are codes (with a dash or an underscore)."""
    if state.is_terminal():
        return []
    return [t for t in map(str, state.legal_actions()) if "-" in t or "_" in t]


def scan(root: Any, codes: list[str], hits: dict[str, set[str]]) -> None:
    for where, text in widget_texts(root):
        for word in engine_words(text, codes):
            hits.setdefault(word, set()).add(f"{where}: {text[:90]!r}")


def report(hits: dict[str, set[str]]) -> str:
    lines = [f"{word!r} in {sorted(seen)[0]}" for word, seen in sorted(hits.items())]
    return f"{len(hits)} engine words seen:\n" + "\n".join(lines[:60])


@pytest.mark.parametrize(("game", "options"), CASES)
def test_the_stepper_shows_only_the_games_words(game: str, options: dict[str, Any]) -> None:
    loaded = tabletop_lib.load_game(game, num_players=3, **options)
    stepper = GameStepper(loaded, seed=3, seats=["human", "random", "heuristic"], viewer=0)
    hits: dict[str, set[str]] = {}
    for _ in range(200):
        codes = action_codes(stepper.state)
        scan(stepper.widget, codes, hits)
        for choice in list(stepper.actions.options)[:3]:
            stepper.actions.value = choice[1]
            scan(stepper.why, codes, hits)
        if stepper.state.is_terminal():
            break
        stepper.play_agents(23)
    assert stepper.state.is_terminal(), "the sample game did not end"
    assert not hits, report(hits)


def _light_stepper(match: Match) -> Any:
    """Stands in for the rule book's stepper (the stepper has its own test above)."""
    return SimpleNamespace(widget=w.VBox(), match=match)


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_rule_book_shows_only_the_games_words(game: str, options: dict[str, Any]) -> None:
    book = RuleBook(game, stepper=_light_stepper)
    hits: dict[str, set[str]] = {}
    scan(book.widget, [], hits)
    for rule_id in book.catalog:
        book.select(rule_id)
        scan(book.widget, [], hits)
    assert not hits, report(hits)


def test_the_scan_finds_what_it_must() -> None:
    """The scan itself: it sees a rule id in an HTML value, a code in an option and a repr in a
    figure's title, and nothing in a tooltip."""
    import plotly.graph_objects as go

    figure = go.FigureWidget(layout={"title": {"text": "Scores {'a': 1}"}})
    root = w.VBox(
        [
            w.HTML("Red wins <small title='BB.trick.win'>(Winning a trick)</small>"),
            w.HTML("Lead [BB.trick.lead-colour]"),
            w.Select(options=[("start-town tara", 1)]),
            figure,
        ]
    )
    hits: dict[str, set[str]] = {}
    scan(root, ["start-town tara"], hits)
    assert set(hits) == {"BB.trick.lead-colour", "start-town tara", "{'"}
