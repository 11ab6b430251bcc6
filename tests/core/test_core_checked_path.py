"""The checked path's shortcut: an action the caller took from ``legal_actions()`` is accepted
without a second computation, and only for the very position that offered it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from registered import configurations

import tabletop_lib
from tabletop_lib.core.errors import IllegalActionError

CASES = configurations(4)
"""Every game at 4 players, then each option setting its faces declare (Merlin: every module)."""
MAX_STEPS = 400


def _stale_offer(game: Any, seed: int) -> tuple[Any, Any, Any]:
    """A state, an action it offers, and an action offered before the last step but not
    legal now, found in a random checked game."""
    state = game.new_initial_state(seed=seed)
    chooser = random.Random(seed)
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        before = state.legal_actions()
        state.apply_action(before[chooser.randrange(len(before))])
        if state.is_terminal():
            break
        now = state.legal_actions()
        stale = [a for a in before if a not in now]
        if stale:
            return state, now[0], stale[0]
    raise LookupError(f"{game.name}: no offer went stale in seed {seed}")


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_an_offer_from_an_earlier_position_is_refused(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    state, _, stale = _stale_offer(game, seed=3)
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply_action(stale)
    assert state.to_json() == before


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_an_equal_action_parsed_from_text_is_accepted(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    state, offered, _ = _stale_offer(game, seed=4)
    twin = state.clone()
    parsed = state.parse_action(str(offered))
    assert parsed == offered
    state.apply_action(parsed)  # equal, not the same object: validated by equality
    twin.apply_action(offered, check=False)
    assert state.to_json() == twin.to_json()


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_a_clone_validates_for_itself(name: str, players: int, options: dict[str, object]) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    state, offered, _ = _stale_offer(game, seed=5)
    state.legal_actions()
    copy = state.clone()
    copy.stage = copy.TERMINAL_STAGE  # a hand edit of the copy: the game is over there
    with pytest.raises(IllegalActionError, match="the game is over"):
        copy.apply_action(offered)
    state.apply_action(offered)  # the original still offers it


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_a_hand_edit_after_forgetting_the_offer_is_validated(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    state, offered, _ = _stale_offer(game, seed=6)
    assert offered in state.legal_actions()
    state.stage = state.TERMINAL_STAGE
    state.forget_legal_actions()
    with pytest.raises(IllegalActionError, match="the game is over"):
        state.apply_action(offered)
