"""The narration's buffer (``LoggedState._tail``) sealed into shared chunks at each clone
(``core.log.Chunks``) reads exactly as a plain record of every event would, and clones stay
independent: compared over seeded games with clones taken at random points."""

from __future__ import annotations

import random
from typing import Any

import pytest
from random_play import play_randomly
from registered import games, largest_setting, table

import tabletop_lib
from tabletop_lib.core.events import Event
from tabletop_lib.core.game import LoggedState

CASES = [(name, table(name), largest_setting(name)) for name in games()]
"""Every game at 3 players with its largest declared option setting (Merlin: every module)."""


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_clones_read_the_same_events_as_a_game_never_cloned(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    for seed in range(2):
        plain = game.new_initial_state(seed=seed)
        play_randomly(plain, random.Random(seed), 10_000)  # the reference: never cloned
        reference = plain.events()
        assert all(type(e) is Event for e in reference)

        state = game.new_initial_state(seed=seed)
        chooser = random.Random(seed)
        picks = random.Random(100 + seed)
        snapshots: list[tuple[LoggedState[Any], list[Event]]] = []
        while not state.is_terminal():
            play_randomly(state, chooser, picks.randrange(0, 40))
            copy = state.clone()  # seals the tail on both sides
            before = state.events()
            assert copy.events() == before
            snapshots.append((copy, before))
            if picks.random() < 0.5:  # a clone played on never changes the original
                play_randomly(copy, random.Random(seed + 7), 5)
                assert state.events() == before
            for n in (0, 1, 3, 17):
                assert state.recent_events(n) == before[max(0, len(before) - n) :]
        assert state.events() == reference
        assert game.state_from_json(state.to_json()).events() == reference
        for copy, before in snapshots[::3]:  # the later play of the original is not seen
            assert copy.events()[: len(before)] == before


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_a_muted_clone_of_a_narrating_state_keeps_the_original_narrating(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players)
    loud = game.new_initial_state(seed=3)
    play_randomly(loud, random.Random(3), 20)
    quiet = loud.clone()
    quiet.mute()
    told = loud.events()
    play_randomly(loud, random.Random(4), 5)
    play_randomly(quiet, random.Random(5), 5)
    assert quiet.events() == [] and quiet.recent_events(4) == []
    assert loud.events()[: len(told)] == told and len(loud.events()) > len(told)
