"""A learner reads the game's words: every rule is named and placed in a rulebook section, and
the text the tutor, the stepper and the rule book show over seeded games holds no rule id,
action code, repr, snake_case name, "(s)" hedge or remark about the software."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import ipywidgets as w
import pytest

from tabletop_lib.core import list_games
from tabletop_lib.core.examples import game_rules
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.core.rules import has_rule_name, rule_name, rule_sections
from tabletop_lib.games.merlin.params import MODULE_NAMES
from tabletop_lib.widgets import GameStepper, RuleBook, Tutor

CONFIGS = [
    ("brian_boru", 3, {}),
    ("merlin", 2, {}),
    ("merlin", 3, {"modules": list(MODULE_NAMES)}),
    ("paladins", 2, {}),
]


def _prefix(game: str) -> str:
    return next(iter(game_rules(game))).split(".")[0] + "."


@pytest.mark.parametrize("game", list_games())
def test_every_rule_has_a_plain_name_and_a_section(game: str) -> None:
    rules = game_rules(game)
    assert [r for r in rules if not has_rule_name(r)] == []
    placed = [r for _, ids in rule_sections(_prefix(game)) for r in ids]
    assert sorted(placed) == sorted(rules)
    assert "Other rules" not in dict(rule_sections(_prefix(game)))
    names = [rule_name(r) for r in rules]
    assert all(engine_words(n) == [] and "." not in n[:-1] for n in names), names


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


@pytest.mark.parametrize(("game", "players", "options"), CONFIGS)
def test_the_stepper_speaks_the_games_words(
    game: str, players: int, options: dict[str, Any]
) -> None:
    from tabletop_lib import load_game

    stepper = GameStepper(load_game(game, num_players=players, **options), seed=2)
    found: dict[str, str] = {}
    for _ in range(60):
        state = stepper.state
        labels = [str(label) for label, _ in stepper.actions.options]
        stepper.actions.value = stepper.actions.options[0][1] if labels else None
        texts = [stepper.status.value, stepper.narration.value, stepper.why.value, *labels]
        _scan(texts, _codes(state), f"step {stepper.match.step}", found)
        if state.is_terminal():
            break
        stepper.apply_button.click()
    assert found == {}


@pytest.mark.parametrize("game", list_games())
def test_the_rule_book_speaks_the_games_words(game: str) -> None:
    book = RuleBook(game, stepper=lambda match: type("S", (), {"widget": w.HTML()})())
    found: dict[str, str] = {}
    _scan([book.header.value, book.count.value], set(), "header", found)
    _scan([str(label) for label, _ in book.rules.options], set(), "list", found)
    for rule_id in sorted(book.catalog)[::7]:  # a sample across the sections
        book.select(rule_id)
        _scan([book.detail.value, book.refusal.value], set(), rule_id, found)
    assert found == {}
