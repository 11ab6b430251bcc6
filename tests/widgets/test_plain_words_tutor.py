"""A learner reads the game's words in the tutor: over seeded games of every game (Merlin with
all nine modules too), its card, options, status, lessons and "not allowed now" hold no rule id,
action code, repr, snake_case name, "(s)" hedge or remark about the software."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from registered import games, table, variants

from tabletop_lib.core.examples import game_rules
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.core.registry import game_info
from tabletop_lib.widgets import Tutor

CONFIGS = [
    *((name, min(game_info(name).player_counts), {}) for name in games()),
    *((name, table(name), options) for name in games() for _, options in variants(name)),
]
"""Every game at its smallest table, then each option setting its faces declare at 3 players
(Merlin with all nine modules)."""


def _prefix(game: str) -> str:
    return next(iter(game_rules(game))).split(".")[0] + "."


def _codes(state: Any) -> set[str]:
    """The legal actions' texts that read as nothing but code (kebab-case words)."""
    if state.is_terminal():
        return set()
    return {str(a) for a in state.legal_actions() if "-" in str(a)}


def _scan(texts: Iterable[str], codes: set[str], where: str, found: dict[str, str]) -> None:
    for text in texts:
        visible = visible_text(text)
        for word in engine_words(visible, codes):
            found.setdefault(word, f"{where}: …{visible[max(0, visible.find(word) - 60) :][:140]}…")


def _tutor_texts(tutor: Tutor) -> list[str]:
    labels = [str(label) for label, _ in tutor.options.options]
    return [tutor.card.value, tutor.board.status.value, tutor.preview.value, *labels,
            *(w.value for w in tutor.named.children), tutor.progress_text.value]  # fmt: skip


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS)
def test_the_tutor_speaks_the_games_words(game: str, players: int, options: dict[str, Any]) -> None:
    tutor = Tutor(game, num_players=players, seed=3, opponents="random", keep=False, **options)
    found: dict[str, str] = {}
    for _ in range(80):
        state = tutor.model.state
        _scan(_tutor_texts(tutor), _codes(state), f"step {tutor.model.match.step}", found)
        if state.is_terminal():
            break
        if tutor.model.pending is not None:
            tutor.proceed()
        elif tutor.model.is_learners_turn():
            tutor.refused_box.selected_index = 0  # the "not allowed now" fold, opened
            _scan([tutor.refused.value], _codes(state), "not allowed now", found)
            tutor.refused_box.selected_index = None
            tutor.choose(len(tutor._options) - 1)
        else:
            tutor.proceed()
    assert found == {}


@pytest.mark.parametrize("game", games())
def test_the_tutors_lessons_explain_glossary_terms_on_hover(game: str) -> None:
    """The welcome card and the first lessons mark the game's terms; hovering one shows its
    definition (the tooltip), and the visible words stay the game's."""
    import html
    import re

    from tabletop_lib.core.words import glossary

    tutor = Tutor(game, num_players=3, seed=5, opponents="random", keep=False)
    entries = {t.term.lower(): t.definition for t in glossary(game).values()}
    explained: set[str] = set()
    for _ in range(12):
        for title in re.findall(r"class='tabletop-term' title='([^']*)'", tutor.card.value):
            term, _, definition = html.unescape(title).partition(": ")
            assert entries[term.lower()] == definition
            explained.add(term.lower())
        if tutor.model.pending is not None or not tutor.model.is_learners_turn():
            tutor.proceed()
        else:
            tutor.choose(0)
    assert len(explained) >= 3, explained
