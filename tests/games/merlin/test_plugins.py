"""The Big Box modules as plug-ins (merlin/plugin.py): one folder and one registration line
each, no module named in the base game's files, module data read from the ``data_dir`` option.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import DataError
from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin import actions as A
from tabletop_lib.games.merlin.modules.registry import MODULES
from tabletop_lib.games.merlin.params import MODULE_NAMES
from tabletop_lib.games.merlin.plugin import MerlinModule

PACKAGE = Path(__file__).resolve().parents[3] / "tabletop_lib" / "games" / "merlin"
FOLDERS = sorted(p.parent.name for p in (PACKAGE / "modules").glob("*/module.py"))
"""The modules that live in their own folder."""
NOT_YET_MOVED: tuple[str, ...] = ()
"""Modules still in ``merlin/module_<name>.py`` and named by some base files (issue 15):
remove a name here when its module moves to ``modules/<name>/``."""
FLAGS = {"kings_favor": "favor_on"}
"""The old ``*_on`` flag of a module whose flag was not ``<name>_on``."""


def _base_files() -> list[Path]:
    """The base game's files: everything in merlin/ but the modules' files and params.py (which
    declares the module names and their options)."""
    return [
        p
        for p in sorted(PACKAGE.glob("*.py"))
        if not p.name.startswith("module_") and p.name != "params.py"
    ]


def _patterns(name: str) -> list[str]:
    module = MODULES[name]
    fields = (*module.fields.ints, *module.fields.lists, *module.fields.per_player)
    return [
        rf"\b{FLAGS.get(name, name + '_on')}\b",
        rf"\bmodule_{name}\b",
        rf"\bmodules\.{name}\b",
        rf"ME\.{name}\.",
        rf"in_play\([\"']{name}[\"']",
        rf"[\"']{name}[\"'] in ",
        # a field read (not the end of a rule id such as "ME.morgana.witch-hut.arthur")
        *(rf"\.{f}\b(?![\"'])" for f in fields),
        *(rf"\b{cls.__name__}\b" for cls in module.actions),
    ]


def test_every_module_is_registered_once_as_a_merlin_module() -> None:
    assert list(MODULES) == list(MODULE_NAMES)
    assert all(isinstance(m, MerlinModule) and m.name == n for n, m in MODULES.items())
    assert set(FOLDERS) | set(NOT_YET_MOVED) == set(MODULE_NAMES)
    assert not set(FOLDERS) & set(NOT_YET_MOVED)


@pytest.mark.parametrize("name", FOLDERS)
def test_no_base_file_names_a_module_that_lives_in_its_folder(name: str) -> None:
    found = [
        f"{path.name}:{n}: {line.strip()}"
        for path in _base_files()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for pattern in _patterns(name)
        if re.search(pattern, line)
    ]
    assert found == []


@pytest.mark.parametrize("name", FOLDERS)
def test_a_moved_module_declares_its_actions_stages_and_fields(name: str) -> None:
    module = MODULES[name]
    for cls in module.actions:
        assert A.ACTIONS.by_verb[cls.verb] is cls
        assert cls in module.handlers and cls in module.describers
    assert set(module.stage_choices) <= set(module.stages)
    state = MerlinGame(3, modules=[name]).new_initial_state(5)
    saved = state.to_dict()
    for field in (*module.fields.ints, *module.fields.lists, *module.fields.per_player):
        assert field in saved
        assert getattr(state.clone(), field) == getattr(state, field)


def _copy_data(tmp_path: Path) -> Path:
    folder = tmp_path / "merlin"
    shutil.copytree(data_path("merlin", ""), folder)
    return folder


def test_module_data_is_read_from_the_data_dir_option(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / "gold.json").read_text())
    shipped = doc["supply"]["gold"]
    doc["supply"]["gold"] = shipped + 7
    (folder / "gold.json").write_text(json.dumps(doc))
    corrected = MerlinGame(3, modules=["gold"], data_dir=folder).new_initial_state(1)
    plain = MerlinGame(3, modules=["gold"]).new_initial_state(1)
    assert corrected.gold_supply == plain.gold_supply + 7


def test_a_malformed_module_file_in_the_data_dir_is_refused(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / "decree.json").read_text())
    doc["tiles"][0]["kind"] = "dragon"
    (folder / "decree.json").write_text(json.dumps(doc))
    with pytest.raises(DataError, match=re.escape("decree.json")):
        MerlinGame(3, modules=["decree"], data_dir=folder)


def test_a_data_dir_without_a_module_file_falls_back_on_the_shipped_one(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    (folder / "treasures.json").unlink()
    game = MerlinGame(3, modules=["treasures"], data_dir=folder)
    shipped = MerlinGame(3, modules=["treasures"])
    assert game.new_initial_state(2).treasure_at == shipped.new_initial_state(2).treasure_at


@pytest.mark.parametrize("name", FOLDERS)
def test_a_module_uses_another_only_where_it_declares_the_interaction(name: str) -> None:
    used: set[str] = set()
    for path in sorted((PACKAGE / "modules" / name).glob("*.py")):
        text = path.read_text(encoding="utf-8")
        used.update(re.findall(r"in_play\(\"(\w+)\"\)", text))
        used.update(re.findall(r"\bmodule_(\w+) import", text))
        used.update(re.findall(r"\bmodules\.(\w+)\.", text))
    assert used - {name} <= set(MODULES[name].interacts_with)
    assert set(MODULES[name].interacts_with) <= set(MODULE_NAMES) - {name}


def test_the_market_and_the_knights_read_their_data_from_the_data_dir(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    market = json.loads((folder / "market.json").read_text())
    market["stock"]["addition"] += 2
    market["workers"] = [2, 2, 5]
    (folder / "market.json").write_text(json.dumps(market))
    knights = json.loads((folder / "knights.json").read_text())
    knights["allies"][0]["tokens"] += 4  # Tristram's movement tiles
    (folder / "knights.json").write_text(json.dumps(knights))
    shipped = MerlinGame(3, modules=["market"]).new_initial_state(1)
    corrected = MerlinGame(3, modules=["market"], data_dir=folder).new_initial_state(1)
    assert corrected.market_stock[2] == shipped.market_stock[2] + 2
    assert corrected.market_workers == [-1, -1, -1] != shipped.market_workers
    assert corrected.observation(0)["market"]["temporary_workers"] == [2, 2, 5]
    game = MerlinGame(3, modules=["knights"], data_dir=folder, knights_draft="random")
    plain = MerlinGame(3, modules=["knights"], knights_draft="random")
    assert game.new_initial_state(1).ally_tokens[0] == plain.new_initial_state(1).ally_tokens[0] + 4


def test_a_malformed_knights_file_in_the_data_dir_is_refused(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / "knights.json").read_text())
    doc["allies"][3]["stack"] = "C"
    (folder / "knights.json").write_text(json.dumps(doc))
    with pytest.raises(DataError, match=re.escape("allies[3].stack")):
        MerlinGame(3, modules=["knights"], data_dir=folder).new_initial_state(0)
