"""The corpus of strong Paladins games: a row names its start player where the game names it
otherwise."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_lib.analysis.corpus import (
    COLUMNS,
    Configuration,
    configurations,
    replay_rows,
    strong_games,
)
from tabletop_lib.core.data import ENV_VAR
from tabletop_lib.core.errors import DataError

TINY = Configuration("merlin", 2)
"""The cheapest configuration: about a second a game."""
SHIPPED = list(configurations())
"""Every configuration: each table is shipped, so each is checked (a missing one fails)."""


def test_every_row_has_its_start_player_even_where_the_game_names_it_otherwise() -> None:
    config = Configuration("paladins", 2)
    rows = replay_rows(config, 1)  # one searcher and one careful player: a quick game
    first = config.study().load().new_initial_state(int(rows["game_seed"][0])).first_player
    assert list(rows["start_player"]) == [first, first]
    assert list(rows.columns[: len(COLUMNS)]) == list(COLUMNS)


def test_the_configurations_are_the_usual_player_counts() -> None:
    assert sorted(c.num_players for c in configurations("paladins")) == [2, 3, 4]


def test_a_missing_table_is_a_data_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    with pytest.raises(DataError, match=r"corpus_3p\.csv\.gz") as caught:
        strong_games("paladins", 3)
    assert "make corpus" in str(caught.value)
    with pytest.raises(DataError, match="corpus"):
        strong_games("paladins")
    broken = tmp_path / "paladins" / "corpus_2p.csv.gz"
    broken.parent.mkdir()
    broken.write_bytes(b"not gzip")
    with pytest.raises(DataError, match=r"corpus_2p\.csv\.gz"):
        strong_games("paladins", 2)
