"""Where the games' data files are read from: inside each game's package, or a folder that
``TABLETOP_DATA`` names."""

from __future__ import annotations

from pathlib import Path

import pytest
from registered import shipped

from tabletop_lib import DataError
from tabletop_lib.core.data import data_path, load_json


def test_data_files_are_read_from_inside_the_package() -> None:
    """Each game's data lives beside its code, so an installed wheel finds it anywhere."""
    import tabletop_lib

    package = Path(tabletop_lib.__file__).resolve().parent
    for game in shipped():
        assert data_path(game, "README.md").resolve().parent == package / "games" / game / "data"


@pytest.mark.parametrize("game", shipped())
def test_tabletop_data_overrides_the_package_data(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_DATA", str(tmp_path))
    assert data_path(game, "board.json") == tmp_path / game / "board.json"
    with pytest.raises(DataError, match="TABLETOP_DATA is set"):
        load_json(data_path(game, "board.json"))


@pytest.mark.parametrize("game", shipped())
def test_a_missing_rule_example_index_is_an_error_not_an_empty_book(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop_lib.core.examples import load_index

    monkeypatch.setenv("TABLETOP_DATA", str(tmp_path))
    with pytest.raises(DataError, match=r"rule_examples\.json"):
        load_index(game)
    assert load_index(game, missing_ok=True).examples == {}
