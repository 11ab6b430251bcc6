"""During the setup (which the engine counts as round 0) the board, the round panel and the
'what changed' figure say "setting up", never "round 0"; from the first round on they count
the rounds."""

from __future__ import annotations

import random
import re
from typing import Any

from tabletop_lib.core.plain import visible_text
from tabletop_lib.core.registry import load_game
from tabletop_lib.games.paladins.viz.board import main_board_traces
from tabletop_lib.games.paladins.viz.diff import diff_data
from tabletop_lib.games.paladins.viz.panels import panels

ROUND_ZERO = re.compile(r"\bround 0\b|\b0 of \d", re.IGNORECASE)


def _header(state: Any) -> str:
    """The main board's title line."""
    view = state.observation(0)
    title = next(t for t in main_board_traces(state, view, []) if t["name"] == "main title")
    return str(title["text"][0])


def test_the_setup_is_not_round_zero() -> None:
    state = load_game("paladins", num_players=2).new_initial_state(3)
    assert state.observation(0)["round"] == 0  # the engine's count; the learner reads words
    header = _header(state)
    assert "setting up" in header and not ROUND_ZERO.search(header)
    round_panel = visible_text(dict(panels(state, 0))["Round"])
    assert "Setting up" in round_panel and not ROUND_ZERO.search(round_panel)
    chooser = random.Random(3)
    before = state.clone()
    while state.observation(0)["round"] == 0:
        state.apply_action(chooser.choice(state.legal_actions()))
    rounds = state.game.params.rounds
    assert f"round 1 of {rounds}" in _header(state)
    assert f"1 of {rounds}" in visible_text(dict(panels(state, 0))["Round"])
    _, layout = diff_data(before, before.clone())
    assert "now setting up" in layout["title"]["text"]
    _, layout = diff_data(before, state)
    assert f"now round 1 of {rounds}" in layout["title"]["text"]


def test_the_change_figure_names_the_phase_in_the_games_words() -> None:
    state = load_game("paladins", num_players=2).new_initial_state(3)
    chooser = random.Random(5)
    while state.observation(0)["phase"].split(":")[0] != "paladins":
        state.apply_action(chooser.choice(state.legal_actions()))
    _, layout = diff_data(state, state.clone())
    assert "Paladins: " in layout["title"]["text"]  # the period's name, not "paladins: ..."
