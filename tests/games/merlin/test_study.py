"""The Merlin scoring study: its parts and seeds, and the stored full run still replays."""

from __future__ import annotations

import pandas as pd
import pytest

from tabletop_lib.games.merlin.params import MODULE_NAMES
from tabletop_lib.games.merlin.study import (
    ALL_MODULES,
    BASE,
    FULL,
    StudySize,
    load_stored,
    matches_stored,
    module_configurations,
    run_study,
    stored_path,
)

TINY = StudySize(players=2, greedy=1, modules=1)


@pytest.fixture(scope="module")
def tiny() -> pd.DataFrame:
    return run_study(TINY)


def test_configurations_are_the_base_game_each_module_and_all_nine() -> None:
    configurations = module_configurations()
    assert list(configurations) == [BASE, *MODULE_NAMES, ALL_MODULES]
    assert configurations[BASE] == {}
    assert configurations[ALL_MODULES] == {"modules": list(MODULE_NAMES)}
    assert FULL.games() == 1500 * 3 + 300 * 3 + 400 * 11


def test_the_parts_have_their_games_and_columns(tiny: pd.DataFrame) -> None:
    games = tiny.drop_duplicates(["study", "configuration", "game_seed"])
    assert len(games) == TINY.games()
    assert sorted(tiny.loc[tiny["study"] == "players", "num_players"].unique()) == [2, 3, 4]
    greedy = tiny[tiny["study"] == "greedy"]
    assert sorted(greedy.loc[greedy["agent"] == "greedy", "seat"]) == [0, 1, 2]
    assert (tiny["turn"] == (tiny["seat"] - tiny["start_player"]) % tiny["num_players"]).all()
    modules = tiny[tiny["study"] == "modules"]
    assert list(pd.unique(modules["configuration"])) == list(module_configurations())
    # A module's own category is 0 points in a game without the module, not missing.
    assert (modules.loc[modules["configuration"] == BASE, "cat_gold"] == 0).all()


def test_a_small_run_is_the_start_of_a_bigger_one(tiny: pd.DataFrame) -> None:
    smaller = run_study(StudySize(players=1, greedy=1, modules=1), parts=("players",))
    assert matches_stored(smaller, tiny)
    changed = smaller.copy()
    changed.loc[changed.index[0], "score"] += 1
    assert not matches_stored(changed, tiny)


def test_the_stored_full_study_replays() -> None:
    """The stored file is what the engine plays now: if this fails, the rules or the agents
    changed; regenerate with ``python -m tabletop_lib.games.merlin.study``."""
    stored = load_stored()
    assert stored_path().stat().st_size < 2_000_000
    assert len(stored.drop_duplicates(["study", "configuration", "game_seed"])) == FULL.games()
    assert matches_stored(run_study(StudySize(players=1, greedy=1, modules=1)), stored)
