"""A deferred sentence (``core.log.Deferred``): recorded as ``(writer, *args)`` by
``core.narrate.say`` and written by the readers (``events``, ``recent_events``, ``raw_events``
and so saved games), in any game, through clones and saved games."""

from __future__ import annotations

import json
from typing import Any

import pytest
from registered import games

import tabletop_lib
from tabletop_lib.core.game import Game, LoggedState
from tabletop_lib.core.narrate import say
from tabletop_lib.core.registry import game_info

CASES = [(name, min(game_info(name).player_counts)) for name in games()]


def _counted(game: Game[Any, Any], p: int, count: int, what: str) -> str:
    return f"{game.player_names[p]} counts {count} {what}."


def _state(name: str, players: int) -> LoggedState[Any]:
    state = tabletop_lib.load_game(name, num_players=players).new_initial_state(seed=4)
    assert isinstance(state, LoggedState)
    return state


@pytest.mark.parametrize(("name", "players"), CASES)
def test_a_deferred_sentence_reads_as_its_written_text(name: str, players: int) -> None:
    state = _state(name, players)
    first = state.game.player_names[1]
    before = state.events()
    say(state, "X.test.deferred", (_counted, 1, 3, "sheep"), 1)
    say(state, "X.test.plain", "A plain sentence.")
    wanted = [
        (0, "X.test.deferred", f"{first} counts 3 sheep.", 1),
        (0, "X.test.plain", "A plain sentence.", -1),
    ]
    assert [tuple(e) for e in state.events()[len(before) :]] == wanted
    assert [tuple(e) for e in state.recent_events(2)] == wanted
    saved = json.loads(state.to_json())["events"]
    assert [tuple(e) for e in saved[-2:]] == wanted  # a saved game stores the final text
    loaded = state.game.state_from_json(state.to_json())
    assert loaded.events() == state.events()


@pytest.mark.parametrize(("name", "players"), CASES)
def test_a_deferred_sentence_sealed_by_a_clone_reads_the_same_on_both_sides(
    name: str, players: int
) -> None:
    state = _state(name, players)
    say(state, "X.test.deferred", (_counted, 0, 1, "cow"), 0)
    copy = state.clone()  # the sentence now sits in a chunk both share
    say(copy, "X.test.deferred", (_counted, 0, 2, "cows"), 0)
    say(state, "X.test.deferred", (_counted, 0, 5, "goats"), 0)
    mine, theirs = state.events(), copy.events()
    assert mine[:-1] == theirs[:-1]
    assert (mine[-2].text, mine[-1].text, theirs[-1].text) == (
        f"{state.game.player_names[0]} counts 1 cow.",
        f"{state.game.player_names[0]} counts 5 goats.",
        f"{state.game.player_names[0]} counts 2 cows.",
    )


PLAIN = [
    case
    for case in CASES
    if type(
        tabletop_lib.load_game(case[0], num_players=case[1]).new_initial_state(0)
    ).PLAIN_TEXT_IS_FINAL
]
"""The games whose states keep no text hook (their plain strings are final)."""


def test_some_game_keeps_no_text_hook() -> None:
    assert PLAIN, "every game has a text hook: the test below checks nothing"


@pytest.mark.parametrize(("name", "players"), PLAIN)
def test_a_game_without_a_text_hook_keeps_its_plain_strings_as_they_are(
    name: str, players: int
) -> None:
    state = _state(name, players)
    text = "Something plain."
    assert state.final_text("X.any", text) is text
