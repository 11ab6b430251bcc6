"""Saves edited field by field, as a careless or hostile user would: the loader either refuses
the edit with a DataError, or the state it accepts plays on to its end, every state on the way
reloading (so every invariant holds). Small in ``make test``, large under ``-m soak``."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saves_kit import CONFIGS, config_id, load, play_on, reload_refusals, states_of_a_game

from tabletop_lib.core.errors import DataError

ODD_NUMBERS = (-(2**64), -3, -2, -1, 0, 1, 2, 3, 6, 7, 13, 2**20 + 1, 2**31, 2**64)
ODD_VALUES: tuple[Any, ...] = (None, "1", 1.5, True, [], {}, [[1]])
TALLY: dict[str, Counter[str]] = {}


@cache
def saves_of(config: tuple[str, int, str]) -> tuple[Any, tuple[dict[str, Any], ...]]:
    """Every 7th state of a seeded checked game, as dicts (the configuration as a hashable key)."""
    game = load(_unkey(config))
    return game, tuple(json.loads(t) for t in states_of_a_game(game, 7)[::7])


def _key(config: tuple[str, int, dict[str, Any]]) -> tuple[str, int, str]:
    return config[0], config[1], json.dumps(config[2])


def _unkey(key: tuple[str, int, str]) -> tuple[str, int, dict[str, Any]]:
    return key[0], key[1], json.loads(key[2])


@st.composite
def edits(draw: st.DrawFn, saved: tuple[dict[str, Any], ...]) -> tuple[dict[str, Any], str]:
    """One save with one field edited: a number changed, an entry dropped or added, or the
    field given a value of the wrong type."""
    data = json.loads(json.dumps(draw(st.sampled_from(saved))))
    fields = sorted(k for k, v in data.items() if k != "game" and isinstance(v, (int, list)))
    name = draw(st.sampled_from(fields))
    value = data[name]
    kind = draw(st.sampled_from(("number", "number", "drop", "add", "type")))
    if kind == "type" or (isinstance(value, list) and not value and kind != "add"):
        data[name] = draw(st.sampled_from(ODD_VALUES))
    elif isinstance(value, int):
        data[name] = draw(st.one_of(st.sampled_from(ODD_NUMBERS), st.integers(-3, 30)))
    elif kind == "drop":
        del value[draw(st.integers(0, len(value) - 1))]
    elif kind == "add":
        value.insert(draw(st.integers(0, len(value))), draw(st.sampled_from(ODD_NUMBERS)))
    else:
        i = draw(st.integers(0, len(value) - 1))
        if isinstance(value[i], list):
            value[i] = value[i][1:] if value[i] and draw(st.booleans()) else [*value[i], 1]
        else:
            value[i] = draw(st.one_of(st.sampled_from(ODD_NUMBERS), st.integers(-3, 30)))
    return data, f"{name}:{kind}"


def check_edit(game: Any, data: dict[str, Any], what: str, tally: Counter[str]) -> None:
    """DataError, or an accepted state that plays on to its end with every state reloading."""
    tally["tried"] += 1
    try:
        state = game.state_from_dict(data, "edited save")
    except DataError:
        tally["refused"] += 1
        return
    tally["accepted"] += 1
    saves = [state.to_json()]
    try:
        play_on(state, 3)
    except Exception as exc:
        raise AssertionError(f"edit {what} accepted, then {type(exc).__name__}: {exc}") from exc
    saves.append(state.to_json())
    assert reload_refusals(game, saves) == [], f"edit {what} accepted"
    tally["played on"] += 1


SOAK_EXAMPLES = 2000


def _run(config: tuple[str, int, dict[str, Any]], examples: int) -> None:
    game, saved = saves_of(_key(config))
    tally = TALLY.setdefault(config_id(config), Counter())

    # In `make test` the same edits every run (a red CI must mean a change, not a draw); the
    # soak explores fresh ones each time.
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=examples < SOAK_EXAMPLES,
        suppress_health_check=list(HealthCheck),
    )
    @given(edits(saved))
    def edited(edit: tuple[dict[str, Any], str]) -> None:
        check_edit(game, edit[0], edit[1], tally)

    edited()
    print(f"{config_id(config)}: {dict(tally)}")


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_an_edited_save_is_refused_or_plays_on(config: tuple[str, int, dict[str, Any]]) -> None:
    _run(config, 15)


@pytest.mark.soak
@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_soak_edited_saves_are_refused_or_play_on(config: tuple[str, int, dict[str, Any]]) -> None:
    _run(config, SOAK_EXAMPLES)
