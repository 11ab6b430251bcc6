"""The saved-game soak's findings, one test each: an edit that once loaded, then stopped the game
(no legal action, or a loop that never ends), is refused naming the field or the invariant.

Each game keeps its findings in its test folder (``tests/games/<game>/saved_findings.py``: the
settings they are made in, each edit made on a state reached by random play where it matters,
and the field its refusal names); the control test loads the same states unedited.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from registered import game_module, games
from saved_edits import Doc

from tabletop_lib import DataError, load_game
from tabletop_lib.core.game import Game


def _findings_of(name: str) -> Any:
    return game_module(name, "saved_findings")


FOUND = [name for name in games() if _findings_of(name) is not None]
"""The registered games with findings of their own."""


@cache
def _game(name: str, setting: str) -> Game[Any, Any]:
    num_players, options = _findings_of(name).SETTINGS[setting]
    return load_game(name, num_players=num_players, **options)


@cache
def _saved_text(name: str, setting: str, wanted: Callable[[Doc], bool]) -> str:
    game = _game(name, setting)
    for seed in range(20):
        s = game.new_initial_state(seed)
        pick = random.Random(seed)
        while not s.is_terminal():
            text = s.to_json()
            if wanted(json.loads(text)):
                return text
            s.apply_action(pick.choice(s.legal_actions()), check=False)
    raise AssertionError(f"no {name} ({setting}) state of 20 games is the one wanted")


def _saved_where(name: str, setting: str, wanted: Callable[[Doc], bool]) -> Doc:
    """The first saved state of seeded random games that ``wanted`` accepts (a fresh copy)."""
    doc: Doc = json.loads(_saved_text(name, setting, wanted))
    return doc


@pytest.mark.parametrize(
    ("name", "setting", "where", "edit", "named"),
    [
        pytest.param(name, *finding[1:], id=finding[0])
        for name in FOUND
        for finding in _findings_of(name).FINDINGS
    ],
)
def test_a_finding_of_the_soak_is_refused(
    name: str,
    setting: str,
    where: Callable[[Doc], bool],
    edit: Callable[[Doc], None],
    named: str,
) -> None:
    doc = _saved_where(name, setting, where)
    edit(doc)
    with pytest.raises(DataError) as refused:
        _game(name, setting).state_from_json(json.dumps(doc), source="edited.json")
    assert refused.value.field == named, refused.value


@pytest.mark.parametrize(
    ("name", "setting", "where"),
    [
        pytest.param(name, setting, where, id=where.__name__)
        for name in FOUND
        for setting, where in _findings_of(name).WHERE
    ],
)
def test_the_unedited_states_load(name: str, setting: str, where: Callable[[Doc], bool]) -> None:
    doc = _saved_where(name, setting, where)
    assert json.loads(_game(name, setting).state_from_json(json.dumps(doc)).to_json()) == doc
