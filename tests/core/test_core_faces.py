"""The faces registry (core.faces) and games registered from entry points (core.registry)."""

from __future__ import annotations

import importlib.metadata
import importlib.resources
from collections.abc import Iterator

import pytest
from registered import shipped

import tabletop_lib
from tabletop_lib.core.faces import NO_FACES, Faces, face, faces_of, resolve
from tabletop_lib.core.registry import (
    GameInfo,
    game_info,
    game_package,
    list_games,
    load_entry_point,
    register_game,
    unregister_game,
)

TEST_NAME = "faces_test_game"


@pytest.fixture
def copy_of_a_game() -> Iterator[GameInfo]:
    """A built-in game registered again under another name, removed after the test."""
    base = game_info(list_games()[0])
    info = GameInfo(TEST_NAME, "A copy", base.player_counts, base.factory, base.options)
    yield info
    unregister_game(TEST_NAME)


@pytest.mark.parametrize("bad", ["module", "module:", ":name", "a:b:c"])
def test_a_malformed_reference_is_refused_when_declared(bad: str) -> None:
    with pytest.raises(ValueError, match=r"package\.module:name"):
        Faces(valuation=bad)
    with pytest.raises(ValueError, match=r"package\.module:name"):
        Faces(extra={"study": bad})


def test_a_reference_is_imported_on_first_use() -> None:
    assert resolve("tabletop_lib.core.faces:NO_FACES") is NO_FACES


def test_every_game_finds_its_faces_module_and_every_reference_resolves() -> None:
    for name in list_games():
        faces = faces_of(name)
        for field in ("figure", "valuation", "tensor_spec", "direct_writer", "board_view"):
            ref = getattr(faces, field)
            if ref:
                assert callable(face(name, field)) or face(name, field) is not None, (name, ref)


def test_a_game_without_faces_gets_the_defaults(copy_of_a_game: GameInfo) -> None:
    register_game(GameInfo(**{**copy_of_a_game.__dict__, "faces": NO_FACES}))
    assert faces_of(TEST_NAME) == NO_FACES
    assert face(TEST_NAME, "valuation") is None
    assert face(TEST_NAME, "no such face") is None


def test_registering_again_replaces_the_faces(copy_of_a_game: GameInfo) -> None:
    register_game(GameInfo(**{**copy_of_a_game.__dict__, "faces": NO_FACES}))
    assert faces_of(TEST_NAME).long_title == ""
    titled = Faces(long_title="Another")
    register_game(GameInfo(**{**copy_of_a_game.__dict__, "faces": titled}))
    assert faces_of(TEST_NAME).long_title == "Another"


def test_without_declared_faces_the_faces_module_beside_the_factory_is_read(
    copy_of_a_game: GameInfo,
) -> None:
    register_game(copy_of_a_game)
    package = game_package(TEST_NAME)
    assert package.startswith("tabletop_lib.games.")
    assert faces_of(TEST_NAME) == resolve(f"{package}.faces:FACES")


def test_an_entry_point_naming_a_game_info_registers_it(copy_of_a_game: GameInfo) -> None:
    entry = importlib.metadata.EntryPoint(TEST_NAME, "x:y", "tabletop_lib.games")
    object.__setattr__(entry, "load", lambda: copy_of_a_game)  # what the entry point names
    load_entry_point(entry)
    assert TEST_NAME in list_games()
    state = tabletop_lib.load_game(TEST_NAME).new_initial_state(1)
    assert state.legal_actions()


def test_the_built_in_games_are_declared_as_entry_points() -> None:
    text = (importlib.resources.files("tabletop_lib").parent / "pyproject.toml").read_text()
    folders = importlib.resources.files("tabletop_lib") / "games"
    packages = {f.name for f in folders.iterdir() if (f / "__init__.py").is_file()}
    assert packages and packages <= set(shipped())  # every game folder is registered
    for name in shipped():
        assert f'{name} = "tabletop_lib.games.{name}"' in text
