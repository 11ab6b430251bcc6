"""What an installed package promises: one version, a console command, typed, lean imports,
optional extras named when missing, and rules answering before any game is loaded."""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pandas as pd
import pytest
from registered import games, table

import tabletop_lib
from tabletop_lib.core.extras import MissingExtraError, require

REPO = Path(__file__).resolve().parents[1]


def _fresh(code: str) -> str:
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    return out.stdout.strip()


def test_one_version_everywhere() -> None:
    assert metadata.version("tabletop_lib") == tabletop_lib.__version__
    out = subprocess.run(
        [sys.executable, "-m", "tabletop_lib", "--version"], capture_output=True, text=True
    )
    assert out.returncode == 0
    assert out.stdout.strip() == f"tabletop_lib {tabletop_lib.__version__}"


def test_the_package_is_typed_and_licensed() -> None:
    assert (Path(tabletop_lib.__file__).parent / "py.typed").is_file()
    assert "MIT License" in (REPO / "LICENSE").read_text(encoding="utf-8")
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["scripts"]["tabletop"] == "tabletop_lib.__main__:console"


def test_the_heavy_backends_are_optional() -> None:
    """The default dependencies leave out pyarrow, duckdb, openskill, dask and JupyterLab."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = {d.split(">")[0].split("=")[0].split("[")[0].strip() for d in project["dependencies"]}
    assert not names & {"pyarrow", "duckdb", "openskill", "dask", "jupyterlab", "voila"}
    assert {"pyarrow", "duckdb", "openskill"} <= {
        d.split(">")[0] for d in project["optional-dependencies"]["analysis"]
    }


@pytest.mark.parametrize("name", games())
def test_the_library_imports_and_simulates_without_the_optional_backends(name: str) -> None:
    """With pyarrow, duckdb, openskill and dask blocked, every layer imports and a study still
    comes back as a DataFrame (pandas itself uses pyarrow when it is there, so they are
    blocked rather than looked for)."""
    out = _fresh(
        "import sys\n"
        "for m in ('pyarrow', 'duckdb', 'openskill', 'dask'): sys.modules[m] = None\n"
        "import tabletop_lib, tabletop_lib.analysis, tabletop_lib.viz, tabletop_lib.widgets\n"
        f"df = tabletop_lib.analysis.simulate({name!r}, {table(name, 2)}, n_games=2,"
        " progress=False)\n"
        "print(type(df).__name__, len(df))"
    )
    assert out == f"DataFrame {2 * table(name, 2)}"


def test_rules_answer_before_any_game_is_loaded() -> None:
    text = _fresh(
        "import tabletop_lib; print(tabletop_lib.rule('BB.upkeep.battle.fewest-lose-town').id)"
    )
    assert text == "BB.upkeep.battle.fewest-lose-town"


def test_a_missing_extra_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop_lib.analysis import write_parquet

    monkeypatch.setitem(sys.modules, "pyarrow", None)
    with pytest.raises(MissingExtraError, match=r"tabletop_lib\[analysis\]"):
        require("pyarrow", "analysis")
    with pytest.raises(MissingExtraError, match="writing a Parquet file needs pyarrow"):
        write_parquet(pd.DataFrame({"a": [1]}), "never.parquet")


@pytest.mark.parametrize("name", games())
def test_a_study_round_trips_through_compressed_csv(name: str, tmp_path: Path) -> None:
    from tabletop_lib.analysis import read_csv, simulate, write_csv

    df = simulate(name, table(name), n_games=3, progress=False)
    back = read_csv(write_csv(df, tmp_path / "study.csv.gz"))
    pd.testing.assert_frame_equal(df, back)
    # The same study gives the same bytes (no time stamp in the gzip header).
    again = write_csv(df, tmp_path / "again.csv.gz")
    assert again.read_bytes() == (tmp_path / "study.csv.gz").read_bytes()


def _mypy_skipped() -> list[str]:
    """The module patterns [tool.mypy] skips (``follow_imports = "skip"``)."""
    mypy = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    return [
        pattern
        for override in mypy["overrides"]
        if override.get("follow_imports") == "skip"
        for pattern in override["module"]
    ]


def _imported_modules(folder: Path) -> set[str]:
    """Every absolute module name a Python file under ``folder`` imports."""
    names: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _matches(module: str, pattern: str) -> bool:
    """mypy's reading of an override's module pattern: ``a.b.*`` is ``a.b`` and below it."""
    if pattern.endswith(".*"):
        stem = pattern[:-2]
        return module == stem or module.startswith(stem + ".")
    return module == pattern


def test_mypy_skips_only_modules_the_library_never_imports() -> None:
    """The type check skips some libraries' libraries to save its time; one that tabletop_lib
    imports would reach the library's code as Any, so strict checking would silently weaken."""
    skipped = _mypy_skipped()
    assert skipped, "the skip list is gone: say so in pyproject.toml and delete this test"
    imported = _imported_modules(REPO / "tabletop_lib")
    assert "gymnasium.spaces" in imported  # `from gymnasium import spaces` read as a module
    reached = sorted(m for m in imported for p in skipped if _matches(m, p))
    assert not reached, f"tabletop_lib imports modules mypy skips: {reached}"


def test_the_build_requirements_read_this_pyproject() -> None:
    """A license expression (``license = "MIT"``) needs setuptools 77 or later to build."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(config["project"]["license"], str)
    (setuptools,) = [r for r in config["build-system"]["requires"] if r.startswith("setuptools")]
    floor = tuple(int(part) for part in setuptools.split(">=")[1].split("."))
    assert floor >= (77,), setuptools
