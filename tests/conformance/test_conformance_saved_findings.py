"""The saved-game soak's findings, one test each: an edit that once loaded, then stopped the game
(no legal action, or a loop that never ends), is refused naming the field or the invariant.

Each edit is made on a state reached by random play where it matters (a Brian Boru draft, a
Paladins target decision ...); the control test loads the same states unedited.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from tabletop_lib import DataError, load_game
from tabletop_lib.core.game import Game
from tabletop_lib.games.brian_boru import constants as bb
from tabletop_lib.games.paladins import constants as pa

Doc = dict[str, Any]


@cache
def _game(name: str) -> Game[Any, Any]:
    return load_game(name, num_players={"brian_boru": 3, "paladins": 2}[name])


def _saved_where(name: str, wanted: Callable[[Doc], bool]) -> Doc:
    """The first saved state of seeded random games that ``wanted`` accepts."""
    game = _game(name)
    for seed in range(20):
        s = game.new_initial_state(seed)
        pick = random.Random(seed)
        while not s.is_terminal():
            doc: Doc = json.loads(s.to_json())
            if wanted(doc):
                return doc
            s.apply_action(pick.choice(s.legal_actions()), check=False)
    raise AssertionError(f"no {name} state of 20 games is the one wanted")


def _first_pick(d: Doc) -> bool:
    return d["stage"] == bb.DRAFT and d["picks_left"] == 2 and d["current"] == 1


def _in_actions(d: Doc) -> bool:
    return d["stage"] == pa.ACTION and d["round"] == 2


def _target(d: Doc) -> bool:
    return d["stage"] == pa.TARGET and d["period"] == pa.P_ACTIONS


def _set(field: str, value: int, index: int | None = None) -> Callable[[Doc], None]:
    def edit(d: Doc) -> None:
        if index is None:
            d[field] = value
        else:
            d[field][index] = value

    return edit


def _one_more_round(d: Doc) -> None:
    d["round"] += 1


FINDINGS: list[tuple[str, str, Callable[[Doc], bool], Callable[[Doc], None], str]] = [
    # (id, game, where, edit, the field or invariant named)
    ("bb-picks-left-25", "brian_boru", _first_pick, _set("picks_left", 25), "picks_left"),
    ("bb-picks-left-0", "brian_boru", _first_pick, _set("picks_left", 0), "draft-in-step"),
    ("bb-picks-left-1", "brian_boru", _first_pick, _set("picks_left", 1), "draft-in-step"),
    ("bb-stage-mark", "brian_boru", _first_pick, _set("stage", bb.MARK), "stage-in-program"),
    ("pa-resume-loops", "paladins", _target, _set("resume", pa.PC_EFFECTS), "program-in-step"),
    ("pa-wall-mask", "paladins", _in_actions, _set("walls", -1, 0), "walls[0]"),
    ("pa-used-mask", "paladins", _in_actions, _set("used", -2, 1), "used[1]"),
    ("pa-round", "paladins", _in_actions, _one_more_round, "paladins-per-round"),
    ("pa-stage-keep", "paladins", _in_actions, _set("stage", pa.KEEP), "program-in-step"),
]


@pytest.mark.parametrize(
    ("name", "where", "edit", "named"),
    [pytest.param(*f[1:], id=f[0]) for f in FINDINGS],
)
def test_a_finding_of_the_soak_is_refused(
    name: str, where: Callable[[Doc], bool], edit: Callable[[Doc], None], named: str
) -> None:
    doc = _saved_where(name, where)
    edit(doc)
    with pytest.raises(DataError) as refused:
        _game(name).state_from_json(json.dumps(doc), source="edited.json")
    assert refused.value.field == named, refused.value


WHERE = [("brian_boru", _first_pick), ("paladins", _in_actions), ("paladins", _target)]


@pytest.mark.parametrize(("name", "where"), WHERE, ids=[w.__name__ for _, w in WHERE])
def test_the_unedited_states_load(name: str, where: Callable[[Doc], bool]) -> None:
    doc = _saved_where(name, where)
    assert json.loads(_game(name).state_from_json(json.dumps(doc)).to_json()) == doc
