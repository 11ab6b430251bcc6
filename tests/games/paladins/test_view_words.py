"""Paladins' views in the game's words: every label, hover text and legend of the board
figure, and the panels under it, over states of a whole seeded game, is free of engine words
(rule ids, card ids, action codes, snake_case, reprs) and of the shorthand the board once
printed ("3s/D", "F0 · S1", "La Fi") or a file path."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.core.words import cards
from tabletop_lib.games.paladins.viz.diff import diff_figure
from tabletop_lib.games.paladins.viz.figure import board_figure
from tabletop_lib.games.paladins.viz.panels import panels

TEXT_KEYS = {"text", "hovertext", "name", "title"}
SHORTHAND = re.compile(
    r"\b\d+s\b|/D\b|\bF\d+ · S\d+|\b(?:La|Sc|Me|Fi|Cl|Cr)\b|~|−susp|\bsusp\b"
    r"|\w+\.(?:json|md)\b|games/"  # file paths
)


def strings(node: Any, key: str = "") -> Iterator[str]:
    """Every string a reader may see in a figure's JSON: texts, hovers, names and titles."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield from strings(v, k)
    elif isinstance(node, (list, tuple)):
        for v in node:
            yield from strings(v, key)
    elif isinstance(node, str) and key in TEXT_KEYS:
        yield visible_text(node.replace("<br>", " "))


@pytest.fixture(scope="module")
def seen() -> dict[str, list[str]]:
    """The words of the board figure, the panels under it and the figure of what changed
    since the last look, at every 25th decision of a 3-player game, by text."""
    s = load_game("paladins", num_players=3).new_initial_state(5)
    chooser = random.Random(5)
    codes = {c for c in cards("paladins") if "-" in c}
    found: dict[str, list[str]] = {}
    step = 0
    before = s.clone()
    while not s.is_terminal():
        if step % 25 == 0:
            changed = diff_figure(before, s)
            for text in strings(changed.to_plotly_json()):
                if hits := engine_words(text, codes) + SHORTHAND.findall(text):
                    found.setdefault(text, hits)
            before = s.clone()
            viewer = s.current_player() if step % 50 else None
            figure = board_figure(s, viewer)
            shown = [visible_text(html) for _, html in panels(s, viewer)]
            for text in [*strings(figure.to_plotly_json()), *shown]:
                hits = engine_words(text, codes) + SHORTHAND.findall(text)
                if hits:
                    found.setdefault(text, hits)
                found.setdefault("", [])
        legal = s.legal_actions()
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
        step += 1
    return found


def test_the_board_figure_reads_as_the_game(seen: dict[str, list[str]]) -> None:
    bad = {t: h for t, h in seen.items() if t and h}
    assert not bad, f"{len(bad)} texts with engine words: {list(bad.items())[:6]}"


def test_the_panels_name_cards_and_hold_their_texts() -> None:
    s = load_game("paladins", num_players=2).new_initial_state(1)
    chooser = random.Random(1)
    for _ in range(120):
        legal = s.legal_actions()
        s.apply_action(legal[chooser.randrange(len(legal))], check=False)
    view = s.observation(0)
    html = dict(panels(s, 0))
    held = cards("paladins")
    for card_id in [*view["townsfolk_row"], *view["outsider_row"], *view["kings_orders"]]:
        if card_id:
            assert held[card_id].name in visible_text(
                html["Townsfolk and Outsiders"] + html["Round"]
            )
            assert card_id not in visible_text(html["Townsfolk and Outsiders"] + html["Round"])
    favour = next(f for f in view["kings_favours"] if f)
    assert held[favour["id"]].text.split(":")[0] in html["Round"]  # the text, in the tooltip
