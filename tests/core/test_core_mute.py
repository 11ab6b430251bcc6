"""State.mute: a muted state narrates nothing, and nor do its clones, but plays the same game."""

from __future__ import annotations

import json
import random

import pytest
from registered import configurations

import tabletop_lib

CASES = configurations(3)
"""Every game at 3 players, then each option setting its faces declare (Merlin: every module)."""


def _without_events(text: str) -> dict[str, object]:
    data = json.loads(text)
    data.pop("events", None)
    return dict(data)


@pytest.mark.parametrize(("name", "players", "options"), CASES)
def test_a_muted_state_plays_the_same_game_without_events(
    name: str, players: int, options: dict[str, object]
) -> None:
    game = tabletop_lib.load_game(name, num_players=players, **options)
    loud = game.new_initial_state(seed=5)
    quiet = loud.clone()
    quiet.mute()
    before = len(loud.events())
    chooser = random.Random(5)
    steps = 0
    while not loud.is_terminal() and steps < 400:
        legal = loud.legal_actions()
        assert quiet.legal_actions() == legal
        action = legal[chooser.randrange(len(legal))]
        loud.apply_action(action, check=False)
        quiet.apply_action(action, check=False)
        steps += 1
    assert len(loud.events()) > before  # the loud one narrated ...
    assert quiet.events() == []  # ... the muted one did not
    assert quiet.clone().events() == []
    assert quiet.scores() == loud.scores()
    assert _without_events(quiet.to_json()) == _without_events(loud.to_json())
