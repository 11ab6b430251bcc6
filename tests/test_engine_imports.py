"""The engines and the agents run without plotly, ipywidgets and pandas (dependencies point
one way)."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from registered import games, shipped

from tabletop_lib.core.registry import game_info, game_package

BLOCKED = ("plotly", "ipywidgets", "pandas")
SHOWN = ("study", "viz")
"""A game's modules for the notebook layers, not its engine: its plotly views and widgets
(``games/<game>/viz/``) and its pandas study (``games/<game>/study.py``); not walked."""

_CHILD = """
import importlib, importlib.abc, json, pkgutil, sys

BLOCKED = {blocked!r}


class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] in BLOCKED:
            raise ImportError(f"{{fullname}} is blocked: the engines must not import it")
        return None


sys.meta_path.insert(0, Blocker())

import tabletop_lib
from tabletop_lib.core import game_info
import tabletop_lib.core, tabletop_lib.games, tabletop_lib.agents

modules = []
for package in (tabletop_lib.core, tabletop_lib.games, tabletop_lib.agents):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if any(part in {shown!r} for part in info.name.split(".")):
            continue
        importlib.import_module(info.name)
        modules.append(info.name)

played = []
for name in tabletop_lib.list_games():
    for n in game_info(name).player_counts:
        final = tabletop_lib.play(tabletop_lib.load_game(name, num_players=n), seed=5)
        assert final.is_terminal(), (name, n)
        played.append([name, n, final.scores()])

leaked = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
print(json.dumps({{"modules": modules, "played": played, "leaked": leaked}}))
"""


def _run_blocked() -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD.format(blocked=BLOCKED, shown=SHOWN)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_engines_import_and_play_without_plotly_ipywidgets_pandas() -> None:
    result = _run_blocked()
    assert result["leaked"] == []
    assert {f"{game_package(name)}.rules" for name in shipped()} <= set(result["modules"])
    played = {(name, n) for name, n, _ in result["played"]}
    assert {(name, n) for name in games() for n in game_info(name).player_counts} <= played


def test_the_blocker_really_blocks() -> None:
    """The child's finder must make ``import pandas`` fail, or the test above proves nothing."""
    code = _CHILD.format(blocked=BLOCKED, shown=SHOWN).split("import tabletop_lib")[0]
    code += "\ntry:\n    import pandas\nexcept ImportError as exc:\n    print(exc)\n"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert "pandas is blocked" in done.stdout
