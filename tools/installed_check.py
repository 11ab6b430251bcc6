"""Run by ``tools/check_install.py`` with the Python of a fresh venv that holds only the built
wheel and its default dependencies, from an empty folder: everything a new user does first must
work there, with no checkout on the path and no TABLETOP_DATA.

Prints one line per check and a summary at the end; exits 1 on the first failure.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

passed = 0


def check(name: str, run: Callable[[], object]) -> None:
    global passed
    try:
        detail = run()
    except Exception as exc:
        print(f"FAILED {name}: {type(exc).__name__}: {exc}")
        print(f"install check: {passed} checks ok, then one failed")
        sys.exit(1)
    passed += 1
    print(f"ok {name}" + (f": {detail}" if detail not in (None, "") else ""))


def installed_from_site_packages() -> str:
    import tabletop_lib

    where = Path(tabletop_lib.__file__).resolve()
    assert "site-packages" in where.parts, f"tabletop_lib imported from {where}"
    assert "TABLETOP_DATA" not in os.environ
    return tabletop_lib.__version__


def no_heavy_backends() -> str:
    present = [
        m
        for m in ("pyarrow", "duckdb", "openskill", "dask", "jupyterlab", "voila")
        if importlib.util.find_spec(m) is not None
    ]
    assert not present, f"installed without an extra: {present}"
    return "pyarrow, duckdb, openskill, dask, jupyterlab, voila absent"


EXTRAS_ONLY = frozenset(
    {"pyarrow", "duckdb", "openskill", "dask", "distributed", "pyspiel", "open_spiel",
     "pettingzoo", "gymnasium", "voila", "jupyterlab"}
)  # fmt: skip
"""What only an extra installs: a module of the package may fail to import for lack of these."""


def every_module_imports() -> str:
    """Import every module of the package: one that needs a library the wheel does not declare
    (and no extra provides) fails here, even where no other check reaches it."""
    import importlib
    import pkgutil

    import tabletop_lib

    count, extras = 0, set()
    for module in pkgutil.walk_packages(tabletop_lib.__path__, "tabletop_lib."):
        count += 1
        try:
            importlib.import_module(module.name)
        except ModuleNotFoundError as exc:
            assert exc.name in EXTRAS_ONLY, f"{module.name} needs {exc.name}, not declared"
            extras.add(exc.name)
    return f"{count} modules; only the extras' {', '.join(sorted(extras))} missing"


def configurations() -> list[tuple[str, int, dict[str, object]]]:
    from tabletop_lib import list_games
    from tabletop_lib.core import game_info

    configs: list[tuple[str, int, dict[str, object]]] = []
    for name in list_games():
        for n in game_info(name).player_counts:
            configs.append((name, n, {}))
    from tabletop_lib.games.merlin.params import MODULE_NAMES

    for module in MODULE_NAMES:
        configs.append(("merlin", 3, {"modules": [module]}))
    configs.append(("merlin", 4, {"modules": list(MODULE_NAMES)}))
    return configs


def play_and_draw_everything() -> str:
    import tabletop_lib
    from tabletop_lib.viz import figure_for

    configs = configurations()
    for name, n, options in configs:
        game = tabletop_lib.load_game(name, num_players=n, **options)
        final = tabletop_lib.play(game, seed=3)
        assert final.is_terminal(), (name, n, options)
        figure = figure_for(final)
        assert figure.data, f"an empty figure for {name} {n} {options}"
        text = final.to_json()
        assert game.state_from_json(text).to_json() == text
    return f"{len(configs)} configurations played, reloaded and drawn"


def rule_books() -> str:
    from tabletop_lib import list_games
    from tabletop_lib.widgets import RuleBook

    opened = []
    for name in list_games():
        book = RuleBook(name)
        examples = sorted(book.index.examples)
        assert examples, f"{name}: the rule book has no live example"
        book.select(examples[0])
        assert book.stepper is not None, f"{name}: no stepper opened"
        opened.append(f"{name} {len(examples)}")
    return "live examples: " + ", ".join(opened)


def simulate_to_dataframe() -> str:
    import pandas as pd

    from tabletop_lib.analysis import simulate
    from tabletop_lib.core.extras import MissingExtraError

    df = simulate("brian_boru", 3, n_games=3, progress=False)
    assert isinstance(df, pd.DataFrame) and len(df) == 9
    try:
        from tabletop_lib.analysis import write_parquet

        write_parquet(df, "never.parquet")
    except MissingExtraError as exc:
        assert "tabletop_lib[analysis]" in str(exc)
    else:
        raise AssertionError("writing Parquet without pyarrow did not name the extra")
    return "a DataFrame of 9 rows; Parquet asks for the analysis extra"


def console_script() -> str:
    import tabletop_lib

    tabletop = shutil.which("tabletop", path=str(Path(sys.executable).parent))
    assert tabletop, "no tabletop command next to the venv's python"
    version = subprocess.run([tabletop, "--version"], capture_output=True, text=True, check=True)
    assert version.stdout.strip() == f"tabletop_lib {tabletop_lib.__version__}", version.stdout
    play = subprocess.run(
        [tabletop, "play", "brian_boru", "--players", "3", "--seed", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert len(play.stdout.splitlines()) > 10, play.stdout
    return f"{version.stdout.strip()}; play printed {len(play.stdout.splitlines())} lines"


def rules_before_loading() -> str:
    code = "import tabletop_lib; print(tabletop_lib.rule('ME.turn.choose-die').id)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ME.turn.choose-die", out.stderr
    return None  # type: ignore[return-value]


def main() -> None:
    assert not Path("tabletop_lib").exists(), "run me from an empty folder"
    check("installed from site-packages", installed_from_site_packages)
    check("default install is lean", no_heavy_backends)
    check("every module imports without an extra", every_module_imports)
    check("every game and configuration plays, reloads and draws", play_and_draw_everything)
    check("the rule book opens live examples", rule_books)
    check("simulate() without the analysis extra", simulate_to_dataframe)
    check("the tabletop command", console_script)
    check("rule(id) before any game is loaded", rules_before_loading)
    print(f"install check: all {passed} checks ok")


if __name__ == "__main__":
    main()
