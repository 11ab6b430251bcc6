"""Every legal action of every game gets a sentence for people (``State.describe_action``).

Random playouts of every game and player count (Merlin: the base game, each module alone and
all of them), a few games each: at every state each legal action's description is a non-empty
sentence, not its compact text, starting with a capital letter, with no code-like tokens
(kebab-case or snake_case words, ids such as ``r1c3`` or ``M13``), and the legal actions of one
state get distinct sentences. The legal verdict's reason says the same in the third person.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from conformance_kit import MAX_STEPS, case_params, game

from tabletop_lib.core.words import may

GAMES_PER_CASE = 2
KEBAB = re.compile(r"\b[a-z]+(?:-[a-z]+)+\b")
ENGLISH_COMPOUNDS = frozenset({"counter-clockwise"})
"""Hyphenated words that are English, not code."""
SNAKE = re.compile(r"\b\w+_\w+\b")
BARE_ID = re.compile(r"\b(?:[A-Za-z]+\d+[A-Za-z\d]*|[a-z]+-\d+)\b")


def code_like(text: str) -> list[str]:
    """The tokens of ``text`` that read like code rather than English."""
    kebab = [w for w in KEBAB.findall(text) if w not in ENGLISH_COMPOUNDS]
    return kebab + SNAKE.findall(text) + BARE_ID.findall(text)


def check_descriptions(state: Any, legal: list[Any], at: str) -> None:
    seen: dict[str, Any] = {}
    for action in legal:
        text = state.describe_action(action)
        assert isinstance(text, str) and text.strip(), f"{at}: {action} has no description"
        assert text != str(action), f"{at}: {action} is described by its compact text"
        assert text[0].isupper(), f"{at}: {text!r} does not start with a capital letter"
        assert not code_like(text), f"{at}: {text!r} reads like code: {code_like(text)}"
        assert text not in seen, f"{at}: {seen.get(text)} and {action} are both {text!r}"
        seen[text] = action
        assert state.describe_action(str(action)) == text, f"{at}: the text of {action} differs"


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_every_legal_action_has_a_sentence(name: str, num_players: int) -> None:
    g = game(name, num_players)
    for seed in range(GAMES_PER_CASE):
        chooser = random.Random(seed)
        state = g.new_initial_state(seed)
        step = 0
        while not state.is_terminal():
            assert step < MAX_STEPS, f"{name} {num_players}p seed {seed}: no end"
            at = f"{name} {num_players}p seed {seed} step {step}"
            legal = state.legal_actions()
            check_descriptions(state, legal, at)
            action = legal[chooser.randrange(len(legal))]
            verdict = state.check_action(action)
            player = g.player_names[state.current_player()]
            assert verdict.reason == may(player, state.describe_action(action)), at
            state.apply_action(action, check=False)
            step += 1


def test_code_like_tokens_are_caught() -> None:
    """The checks above can fail: each kind of code-like token is found."""
    assert code_like("Player 3 may princess military-support") == ["military-support"]
    assert code_like("Take the tile r1c3 or M13") == ["r1c3", "M13"]
    assert code_like("Choose hunt-1 or start_town") == ["start_town", "hunt-1"]
    assert code_like("Move Merlin 2 spaces counter-clockwise to the 3-point space") == []
