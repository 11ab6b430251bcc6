"""The library imports and plays without the ``interop`` extra (open_spiel, pettingzoo,
gymnasium blocked), and the adapters say what to install when it is missing."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from registered import shipped

from tabletop_lib.core.registry import game_package

BLOCKED = ("pyspiel", "open_spiel", "pettingzoo", "gymnasium")
ADAPTERS = ("openspiel", "pettingzoo", "pettingzoo_parallel")
"""The interop modules that need the extra."""

_CHILD = """
import importlib, importlib.abc, json, pkgutil, sys

BLOCKED = {blocked!r}
ADAPTERS = {adapters!r}


class Blocker(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] in BLOCKED:
            raise ImportError(f"{{fullname}} is blocked: the interop extra is not installed")
        return None


sys.meta_path.insert(0, Blocker())

import tabletop_lib
import tabletop_lib.interop
from tabletop_lib.interop.tensor import encoder_for
from tabletop_lib.interop.universe import universe_for

modules = []
for package in (tabletop_lib,):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if info.name.startswith("tabletop_lib.interop.") and info.name.split(".")[-1] in ADAPTERS:
            continue
        importlib.import_module(info.name)
        modules.append(info.name)
failures = {{}}
for adapter in ADAPTERS:
    try:
        importlib.import_module("tabletop_lib.interop." + adapter)
    except ImportError as exc:
        failures[adapter] = str(exc)
terminal, sizes = [], []
for name in {games!r}:
    g = tabletop_lib.load_game(name)  # the smallest table
    terminal.append(tabletop_lib.play(g, seed=3).is_terminal())
    sizes += [len(universe_for(g)), encoder_for(g).size]
leaked = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
print(json.dumps({{"modules": modules, "failures": failures, "leaked": leaked,
                  "terminal": all(terminal), "sizes": sizes}}))
"""


def _run_blocked() -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD.format(blocked=BLOCKED, adapters=ADAPTERS, games=shipped())],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_library_imports_and_plays_without_the_interop_extra() -> None:
    result = _run_blocked()
    assert result["leaked"] == []
    assert result["terminal"]
    for name in shipped():  # every module of each game's package imported
        assert any(m.startswith(game_package(name) + ".") for m in result["modules"]), name
    assert "tabletop_lib.analysis.simulate" in result["modules"]
    assert len(result["sizes"]) == 2 * len(shipped()) and all(result["sizes"])
    # The adapters themselves need the extra, and fail on import (not later).
    assert set(result["failures"]) == set(ADAPTERS)
    assert all("blocked" in text for text in result["failures"].values())
