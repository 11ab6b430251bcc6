"""A state saved again and again writes each event's final text and each action's text once
(``core.log.final_events``, ``LoggedState.history_texts``), and reads exactly what a reading
from scratch gives: checked over seeded games of every registered game with saves, clones and
reloads at random points."""

from __future__ import annotations

import json
import random
from itertools import chain
from typing import Any

import pytest
from random_play import play_randomly
from registered import games, largest_setting, table

import tabletop_lib
from tabletop_lib.core.game import LoggedState, State
from tabletop_lib.core.log import FinalEvent, Log, chunks_of, events_json, final_events

CASES = [(name, table(name), largest_setting(name)) for name in games()]


def _from_scratch(state: LoggedState[Any]) -> list[FinalEvent]:
    """The events read without any memo: every chunk and the tail finished again."""
    tail = state._tail
    assert tail is not None
    return state._final([*chain.from_iterable(chunks_of(state._events)), *tail])


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_saves_between_moves_and_clones_read_as_from_scratch(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    chooser, picks = random.Random(5), random.Random(6)
    state: LoggedState[Any] = game.new_initial_state(seed=5)
    clones: list[LoggedState[Any]] = []
    while not state.is_terminal():
        play_randomly(state, chooser, picks.randrange(0, 12))
        if picks.random() < 0.5:
            assert state.raw_events() == _from_scratch(state)
            assert state.history_texts() == [str(a) for a in state.history()]
            assert state.to_json() == State.to_json(state)  # as json.dumps writes it all
        if picks.random() < 0.3:
            copy = state.clone()  # seals the tail: the memo must follow it
            clones.append(copy)
            play_randomly(copy, random.Random(len(clones)), 3)
            assert copy.raw_events() == _from_scratch(copy)
            assert copy.history_texts() == [str(a) for a in copy.history()]
            assert copy.to_json() == State.to_json(copy)
        if picks.random() < 0.1:
            text = state.to_json()
            state = game.state_from_json(text)  # a loaded state starts from its saved events
            assert state.to_json() == text
    assert state.raw_events() == _from_scratch(state)
    assert state.to_json() == State.to_json(state)
    for copy in clones:  # the original's later play changed none of them
        assert copy.raw_events() == _from_scratch(copy)
        assert copy.history_texts() == [str(a) for a in copy.history()]
        assert copy.to_json() == State.to_json(copy)


def test_a_reading_finishes_only_the_events_since_the_last() -> None:
    """The memo is used: only new raw events reach ``finish``, after a seal too."""
    finished: list[Any] = []

    def finish(raw: list[Any]) -> list[Any]:
        finished.extend(raw)
        return [(s, r, t.upper(), p) for s, r, t, p in raw]

    tail: list[Any] = [(0, "r", "a", -1), (1, "r", "b", 0)]
    memo, done = final_events(None, None, tail, finish)
    assert [e[2] for e in done] == ["A", "B"] and len(finished) == 2
    tail.append((2, "r", "c", 1))
    memo, done = final_events(memo, None, tail, finish)
    assert [e[2] for e in done] == ["A", "B", "C"] and len(finished) == 3
    chunks = (None, tuple([*tail, (3, "r", "d", 1)]))  # sealed with one more event, then emptied
    tail.clear()
    tail.append((4, "r", "e", 0))
    memo, done = final_events(memo, chunks, tail, finish)
    assert [e[2] for e in done] == ["A", "B", "C", "D", "E"] and len(finished) == 5
    other: list[Any] = [(0, "r", "x", -1)]  # another tail: read from scratch
    _, done = final_events(memo, None, other, finish)
    assert [e[2] for e in done] == ["X"]


def test_the_events_json_grows_with_the_events() -> None:
    """Only new events are encoded, and the text is always the whole list's."""
    events: list[Any] = [(0, "r", 'é "quoted"', -1)]
    memo, text = events_json(None, events)
    assert json.loads(text) == [list(e) for e in events]
    events = [*events, (1, "s", "b", 0), (1, "s", "c", 1)]
    memo, text = events_json(memo, events)
    assert memo[0] == 3 and json.loads(text) == [list(e) for e in events]
    assert events_json(memo, events)[1] == text
    assert events_json((0, "["), [])[1] == "[]"
    assert json.loads(events_json((0, "["), events)[1]) == [list(e) for e in events]


def test_log_since_gives_only_a_descendant_s_new_items() -> None:
    base = Log.of([1, 2])
    grown = base.append(3).append(4)
    assert grown.since(base) == [3, 4]
    assert grown.since(grown) == []
    assert base.since(grown) is None
    assert base.append(5).since(base.append(9)) is None  # a sibling, not an ancestor
    assert grown.since(base.append(9)) is None
