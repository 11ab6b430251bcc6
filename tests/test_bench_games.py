"""The benchmark scripts measure every registered game: one registered here, with an option
setting in its faces, appears in each script's cases without an edit to the scripts."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from bench_scripts import load
from registered import shipped

from tabletop_lib import list_games
from tabletop_lib.core.faces import CorpusPlan, Faces
from tabletop_lib.core.registry import GameInfo, register_game, unregister_game

NAME = "bench_probe"


def _no_game(*_: Any, **__: Any) -> Any:
    """No game: the case lists only ask the registry (``tabletop_bench`` may probe a count)."""
    return None


@pytest.fixture
def probe() -> Iterator[str]:
    """A game of 2 or 5 players whose faces declare one option setting, removed after."""
    faces = Faces(corpus=(CorpusPlan((2,), "every extra", {"extras": ["a", "b"]}),))
    register_game(GameInfo(NAME, "Probe: a test game", (2, 5), _no_game, faces=faces))
    yield NAME
    unregister_game(NAME)


def test_the_shipped_games_are_measured_by_every_script() -> None:
    games = load("bench_games").games()
    assert games == list_games()
    assert shipped() and set(shipped()) <= set(games)
    cases = load("interop_bench").cases()
    assert [name for name, _, options in cases if not options] == games


def test_a_registered_game_and_its_option_setting_join_every_case_list(probe: str) -> None:
    bench = load("bench_games")
    assert probe in bench.games()
    assert bench.title(probe) == "Probe"
    assert bench.players(probe, 4) == 5  # the nearest allowed count, the larger on a tie
    assert bench.players(probe, 3) == 2
    assert (probe, 2, {}) in load("interop_bench").cases()
    assert (probe, 2, {"extras": ["a", "b"]}) in load("interop_bench").cases()
    listed = load("tabletop_bench").list_games()
    assert {"name": probe, "num_players": 5} in listed
    assert any(g.get("key") == f"{probe}+every_extra" for g in listed)
    browser = load("browser_bench").cases()
    assert browser[f"{probe}_every_extra"][0] == "Probe, every extra"
    assert f'"{probe}", num_players=2' in browser[f"tutor_{probe}"][1]
