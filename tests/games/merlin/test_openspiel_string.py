"""Merlin through OpenSpiel's own loader: a game string with Big Box modules."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")
from tabletop_lib.interop import openspiel as tos  # noqa: E402


def test_load_by_string_with_modules() -> None:
    game = pyspiel.load_game("tabletop_lib_merlin(players=3,modules=arthur;morgana)")
    state = game.new_initial_state()
    assert {"arthur", "morgana"} <= set(state.engine.game.options["modules"])
    assert state.engine.num_players == 3
    direct = tos.load_game("merlin", num_players=3, modules=["arthur", "morgana"])
    assert direct.num_distinct_actions() == game.num_distinct_actions()
    assert direct.observation_tensor_size() == game.observation_tensor_size()
