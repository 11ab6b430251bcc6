"""Dependencies point one way, and generic code names no game (STYLE.md, "Layout").

The walk reads every module of the generic layers with ``ast`` (imports inside functions
included): the core imports nothing from the layers above it, and no generic module imports a
game's package or holds a game's registered name as a string: what a generic layer needs of a
game, the game declares among its faces (``core.faces``), and its own code lives in its folder
(``games/<game>/``).

The same walk reads the tests: a test outside a game's own test folder (``tests/games/<game>/``,
and the outside game's ``tests/outside_game/``) is generic, so it imports no game's package and
names no game: it parametrizes over the registry (``tests/registered.py``) and reads a fact of
one game from that game's ``tests/games/<game>/cases.py``."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from tabletop_lib.core.registry import list_games

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tabletop_lib"
TESTS = ROOT / "tests"
GAME_TESTS = ("tests/games/", "tests/outside_game/")
"""The test folders that belong to one game."""
GENERIC = ("core", "viz", "widgets", "agents", "analysis", "interop")
ABOVE_CORE = tuple(f"tabletop_lib.{layer}" for layer in GENERIC if layer != "core")


def _modules() -> Iterator[tuple[str, ast.Module]]:
    for layer in GENERIC:
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            relative = path.relative_to(PACKAGE).as_posix()
            yield relative, ast.parse(path.read_text(encoding="utf-8"), relative)


def _test_modules() -> Iterator[tuple[str, ast.Module]]:
    """Every test module outside the games' own test folders, by its path from the root."""
    for path in sorted(TESTS.rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        if not relative.startswith(GAME_TESTS):
            yield relative, ast.parse(path.read_text(encoding="utf-8"), relative)


def _imports(tree: ast.Module, relative: str) -> Iterator[str]:
    package = "tabletop_lib." + ".".join(relative.split("/")[:-1])
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                yield f"{base}.{node.module}" if node.module else base
            else:
                yield node.module or ""


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the string constants that are docstrings (which may show a call with a
    game's name as an example: ``load_game("merlin")``)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        if isinstance(node, (ast.Module, ast.ClassDef)):
            # attribute docstrings: a string right after an assignment
            for before, after in zip(node.body, node.body[1:], strict=False):
                if isinstance(before, (ast.Assign, ast.AnnAssign)) and isinstance(after, ast.Expr):
                    found.add(id(after.value))
    return found


def _is_a_game_name(text: str, games: set[str]) -> bool:
    """A game's registered name, or a module path of a game's package (imported by name)."""
    parts = text.split(".")
    return text in games or (
        parts[:2] == ["tabletop_lib", "games"] and parts[2:3] in ([g] for g in games)
    )


def _names_a_game(tree: ast.Module, relative: str, games: set[str]) -> list[str]:
    found = [
        f"imports {name}"
        for name in _imports(tree, relative)
        if name.startswith("tabletop_lib.games.")
    ]
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
        if is_text and id(node) not in docs and _is_a_game_name(node.value, games):
            found.append(f"line {node.lineno}: {node.value!r}")
    return found


def test_the_core_imports_no_higher_layer() -> None:
    upward = [
        f"{relative}: {name}"
        for relative, tree in _modules()
        if relative.startswith("core/")
        for name in _imports(tree, relative)
        if name.startswith(ABOVE_CORE)
    ]
    assert upward == []


def test_generic_modules_name_no_game() -> None:
    games = set(list_games())
    naming = {
        relative: found
        for relative, tree in _modules()
        if (found := _names_a_game(tree, relative, games))
    }
    assert naming == {}, "generic code names a game: declare it as the game's face"


def test_the_walk_finds_a_game_name() -> None:
    """The check can fail: a module naming a game is caught."""
    tree = ast.parse(
        'import tabletop_lib.games.x\nNAME = "g"\n"""doc"""\nM = "tabletop_lib.games.g.m"\n'
    )
    assert _names_a_game(tree, "viz/x.py", {"g", "doc"}) == [
        "imports tabletop_lib.games.x",
        "line 2: 'g'",
        "line 4: 'tabletop_lib.games.g.m'",
    ]


def test_generic_tests_name_no_game() -> None:
    """Tests outside the games' folders run over the registry: no game import, no game's name
    (a game's own facts live in ``tests/games/<game>/``)."""
    games = set(list_games())
    naming = {
        relative: found
        for relative, tree in _test_modules()
        if (found := _names_a_game(tree, relative, games))
    }
    assert naming == {}, "a generic test names a game: parametrize over tests/registered.py"
