"""The narration written when it is read (``core.log.Deferred``, ``LoggedState.final_text``):
the hottest Merlin sentences are recorded as ``(writer, *args)`` and the module's title goes in
front of a module's events as they are read. The text must read exactly as the sentences
formatted while playing did, whenever it is read, through clones and saved games.

``golden/narration.json`` holds digests of seeded games' events recorded before the change
(every sentence then formatted at once); regenerate it only for a deliberate change of the
narration, with ``.venv/bin/python -m tests.games.merlin.test_deferred_narration``.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop_lib.core.events import Event
from tabletop_lib.games.merlin import MerlinGame, MerlinState
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES

GOLDEN = Path(__file__).resolve().parent / "golden" / "narration.json"
GAMES = ((2, 31, True), (3, 32, True), (4, 33, True), (4, 34, False))


def _game(num_players: int, all_modules: bool) -> MerlinGame:
    return MerlinGame(num_players, modules=list(IMPLEMENTED_MODULES) if all_modules else [])


def _played(num_players: int, seed: int, all_modules: bool) -> MerlinState:
    state = _game(num_players, all_modules).new_initial_state(seed)
    choose = random.Random(seed).choice
    while not state.is_terminal():
        state.apply_action(choose(state.legal_actions()), check=False)
    return state


def _digest(events: list[Event]) -> str:
    digest = hashlib.sha256()
    for e in events:
        digest.update(json.dumps(e.to_json()).encode())
    return digest.hexdigest()


def narration_record(num_players: int, seed: int, all_modules: bool) -> dict[str, Any]:
    events = _played(num_players, seed, all_modules).events()
    return {
        "players": num_players,
        "seed": seed,
        "all_modules": all_modules,
        "events": len(events),
        "sha256": _digest(events),
    }


def _deferred_count(state: MerlinState) -> int:
    """How many of the state's recorded events are deferred sentences (not yet a string)."""
    tail = state._tail
    assert tail is not None
    return sum(not isinstance(text, str) for _, _, text, _ in tail)


@pytest.mark.parametrize(("num_players", "seed", "all_modules"), GAMES)
def test_the_narration_reads_as_the_sentences_formatted_while_playing(
    num_players: int, seed: int, all_modules: bool
) -> None:
    stored = {
        (r["players"], r["seed"], r["all_modules"]): r for r in json.loads(GOLDEN.read_text())
    }
    record = narration_record(num_players, seed, all_modules)
    assert record == stored[(num_players, seed, all_modules)]


def test_most_events_of_a_game_are_recorded_deferred() -> None:
    # (the comparison above is only worth something if the deferred path is the one taken)
    state = _played(4, 33, True)
    assert _deferred_count(state) > len(state.events()) // 2


@pytest.mark.parametrize("all_modules", [True, False])
def test_sentences_written_at_once_read_the_same_at_the_end(all_modules: bool) -> None:
    """Each action's events read right after it (as the widgets do) and the whole narration
    read at the end agree: a writer takes only values captured when the event was recorded."""
    state = _game(3, all_modules).new_initial_state(5)
    choose = random.Random(5).choice
    at_once = state.events()
    while not state.is_terminal():
        before = len(state._tail or [])
        state.apply_action(choose(state.legal_actions()), check=False)
        at_once += state.recent_events(len(state._tail or []) - before)
    assert at_once == state.events()
    assert all(type(e.text) is str for e in at_once)


def test_clones_and_saved_games_read_the_same_as_a_game_never_cloned() -> None:
    game = _game(4, True)
    reference = _played(4, 33, True).events()
    state = game.new_initial_state(33)
    choose = random.Random(33).choice
    picks = random.Random(8)
    copies: list[tuple[MerlinState, int]] = []
    while not state.is_terminal():
        state.apply_action(choose(state.legal_actions()), check=False)
        roll = picks.random()
        if roll < 0.05:  # a clone shares the sealed chunks, deferred sentences included
            copies.append((state.clone(), len(state.events())))
        elif roll < 0.08:  # a saved game stores final text; the loaded one plays on
            loaded = game.state_from_json(state.to_json())
            assert loaded.events() == state.events()
            assert loaded.to_json() == state.to_json()
            state = loaded
    assert state.events() == reference
    assert copies
    for copy, n in copies:
        assert copy.events() == reference[:n]
        assert copy.recent_events(16) == reference[max(0, n - 16) : n]


def test_final_text_puts_a_module_title_in_front_of_its_rules_once() -> None:
    state = _game(3, True).new_initial_state(1)
    final = state.final_text("ME.morgana.dark-influence.scoring", "Player 0 scores 1.")
    assert final == "Morgana module: Player 0 scores 1."
    assert state.final_text("ME.morgana.dark-influence.scoring", final) == final
    assert state.final_text("ME.turn.choose-die", "Player 0 scores 1.") == "Player 0 scores 1."
    base = _game(3, False).new_initial_state(1)
    assert base.final_text("ME.morgana.move", "Player 0 scores 1.") == "Player 0 scores 1."


def test_a_module_title_is_put_in_front_once_in_a_played_and_a_loaded_game() -> None:
    state = _played(3, 32, True)
    loaded = state.game.state_from_json(state.to_json())
    assert loaded.events() == state.events()
    for e in loaded.events():
        assert e.text.count("module") <= 1, e
    morgana = [e for e in loaded.events() if e.rule.startswith("ME.morgana.")]
    assert morgana and all(e.text.startswith("Morgana module: ") for e in morgana)


def test_a_base_game_puts_no_module_title_in_front() -> None:
    state = _played(2, 3, False)
    assert not any("module" in e.text for e in state.events())


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps([narration_record(*g) for g in GAMES], indent=1) + "\n")
    print("wrote", GOLDEN)
