"""A saved game that no play of the rules reaches is refused on load with a DataError naming the
field and the value; any other edit still gives a legal, playable state.

The property test mutates saved states of every game (and each with its largest option
setting: Merlin with all modules) field by field; each mutation is either refused or plays on
to the end with random legal actions. Its default run is small (the suite's budget);
``pytest -m soak`` runs it at length.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from registered import case as fact
from registered import games, largest_setting, table

from tabletop_lib import DataError, load_game
from tabletop_lib.core.game import Game
from tabletop_lib.core.registry import game_info

CASES: list[tuple[str, int, dict[str, Any]]] = [
    *((name, min(game_info(name).player_counts), {}) for name in games()),
    *((name, table(name), largest_setting(name)) for name in games() if largest_setting(name)),
]
"""Every game at its smallest table, and each with its largest option setting at three players
(or the count nearest it)."""
MAX_ACTIONS = 5_000
"""Far more than any game lasts (Merlin with all modules: about 1,500 actions)."""
NOT_FIELDS = frozenset({"game", "rng", "history", "events"})
VALUES = st.one_of(
    st.sampled_from([-999, -3, -2, -1, 0, 1, 2, 3, 6, 7, 25, 999]), st.integers(-40, 60)
)


@cache
def _game(case: int) -> Game[Any, Any]:
    name, n, options = CASES[case]
    return load_game(name, num_players=n, **options)


@cache
def _saved(case: int) -> tuple[str, ...]:
    """States of two random games: at the start, a third, two thirds and near the end."""
    game = _game(case)
    out = []
    for seed in (1, 2):
        s = game.new_initial_state(seed)
        pick = random.Random(seed)
        states = [s.to_json()]
        while not s.is_terminal():
            s.apply_action(pick.choice(s.legal_actions()), check=False)
            states.append(s.to_json())
        k = len(states)
        out += [states[0], states[k // 3], states[2 * k // 3], states[-2]]
    return tuple(out)


def _numeric_fields(data: dict[str, Any]) -> list[str]:
    return sorted(
        k
        for k, v in data.items()
        if k not in NOT_FIELDS and not isinstance(v, (str, bool)) and (isinstance(v, int) or v)
    )


def _mutate(data: dict[str, Any], name: str, draw: Any, value: int) -> str:
    """Set one number of field ``name`` to ``value``; return its label."""
    v = data[name]
    if isinstance(v, int):
        data[name] = value
        return name
    i = draw(st.integers(0, len(v) - 1))
    if isinstance(v[i], list):
        if not v[i]:
            v[i].append(value)
            return f"{name}[{i}] (appended)"
        j = draw(st.integers(0, len(v[i]) - 1))
        v[i][j] = value
        return f"{name}[{i}][{j}]"
    v[i] = value
    return f"{name}[{i}]"


def _plays_to_the_end(game: Game[Any, Any], text: str, seed: int) -> None:
    s = game.state_from_json(text)
    pick = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if s.is_terminal():
            assert len(s.scores()) == game.num_players
            return
        legal = s.legal_actions()
        assert legal, "not over, yet no legal action"
        s.apply_action(pick.choice(legal))
    pytest.fail(f"the game did not end within {MAX_ACTIONS} actions")


def _check_one_mutation(data: st.DataObject, cases: list[int]) -> None:
    case = data.draw(st.sampled_from(cases), label="case")
    game = _game(case)
    saved = data.draw(st.sampled_from(_saved(case)), label="saved state")
    doc = json.loads(saved)
    name = data.draw(st.sampled_from(_numeric_fields(doc)), label="field")
    value = data.draw(VALUES, label="value")
    label = _mutate(doc, name, data.draw, value)
    text = json.dumps(doc)
    try:
        game.state_from_json(text, source="edited.json")
    except DataError as refused:
        assert refused.source == "edited.json" and refused.field and refused.problem
        return
    try:
        _plays_to_the_end(game, text, seed=value)
    except Exception as exc:  # the message says which edit let the broken state in
        raise AssertionError(f"{CASES[case][0]}: {label} = {value} loaded but: {exc!r}") from exc


@settings(
    max_examples=30,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_an_edited_saved_game_is_refused_or_playable(data: st.DataObject) -> None:
    _check_one_mutation(data, list(range(len(CASES))))


GAME_NAMES = sorted({name for name, _, _ in CASES})


@pytest.mark.soak
@pytest.mark.parametrize("game", GAME_NAMES)
@settings(
    max_examples=1500,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_an_edited_saved_game_is_refused_or_playable_soak(game: str, data: st.DataObject) -> None:
    """1,500 edits of one game's saved states (``pytest -m soak -k "soak and merlin"``)."""
    _check_one_mutation(data, [c for c, (name, _, _) in enumerate(CASES) if name == game])


# -- the fields the issue names, set to -999 ----------------------------------------------------
NAMED: list[tuple[int, str]] = [
    (index, field)
    for index, (name, _, options) in enumerate(CASES)
    for field in fact(name, "IMPOSSIBLE_OPTION_FIELDS" if options else "IMPOSSIBLE_FIELDS", ())
]
"""Each game's fields that its test folder names (``IMPOSSIBLE_FIELDS``; with options,
``IMPOSSIBLE_OPTION_FIELDS``), set to -999."""


@pytest.mark.parametrize(("case", "name"), NAMED, ids=[f"{CASES[c][0]}-{n}" for c, n in NAMED])
def test_an_impossible_value_is_refused_naming_the_field(case: int, name: str) -> None:
    doc = json.loads(_saved(case)[2])
    if isinstance(doc[name], list):
        doc[name][0] = -999
    else:
        doc[name] = -999
    with pytest.raises(DataError) as refused:
        _game(case).state_from_json(json.dumps(doc), source="edited.json")
    err = refused.value
    assert err.field == name or err.field.startswith(f"{name}[") or name in err.problem, err
    assert "-999" in str(err), err


def test_every_saved_state_of_a_game_loads() -> None:
    """Validation refuses nothing that play reaches (the conformance JSON test loads many
    more)."""
    for case in range(len(CASES)):
        for text in _saved(case):
            assert _game(case).state_from_json(text).to_json() == text
