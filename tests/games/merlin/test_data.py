"""games/merlin/data/: every fact the manual states is kept; unknown facts are marked unverified."""

from __future__ import annotations

import itertools
import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import ConfigError, DataError
from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.data import REQUIREMENT_KINDS, load_data
from tabletop_lib.games.merlin.params import MODULE_NAMES, make_params

DATA = load_data()


def test_the_ring_has_the_manuals_spaces() -> None:
    """p. 6-9: 6 principality, 4 victory-point, 4 influence, 1 relocate, 2 exchange,
    2 mission, Excalibur, Grail and 3 build-manor spaces: 24 in all."""
    kinds = Counter(s.kind for s in DATA.rondel.spaces)
    assert DATA.rondel.size == 24
    assert kinds == {
        "principality": 6,
        "victory-points": 4,
        "influence-good": 3,
        "influence-henchman": 1,
        "relocate-henchman": 1,
        "exchange": 2,
        "missions": 2,
        "excalibur": 1,
        "grail": 1,
        "build-manor": 3,
    }
    vp = sorted(s.arg for s in DATA.rondel.spaces if s.kind == "victory-points")
    assert vp == [0, 1, 2, 3]  # shields, flags, materials, influence
    goods = sorted(s.arg for s in DATA.rondel.spaces if s.kind == "influence-good")
    assert goods == [0, 1, 2]


def test_principality_spaces_are_four_apart_in_clockwise_order() -> None:
    """docs/rules/merlin.md §2.2: the principality spaces are four spaces apart; the Dragon
    (black) is where Merlin starts; the principalities follow their clockwise order."""
    at = [i for i, s in enumerate(DATA.rondel.spaces) if s.kind == "principality"]
    assert [b - a for a, b in itertools.pairwise(at)] == [4] * 5
    order = [DATA.rondel.spaces[i].arg for i in at]
    start = order.index(DATA.rondel.spaces[DATA.rondel.merlin_start].arg)
    assert order[start:] + order[:start] == list(range(6))
    assert DATA.colours[DATA.rondel.spaces[DATA.rondel.merlin_start].arg] == "black"
    assert DATA.principality_names[0] == "Dragon"


def test_mission_cards_have_the_known_shape() -> None:
    """p. 9, 13: 55 cards worth 1-3 points, each with a henchman, all seven requirement kinds."""
    assert len(DATA.missions) == 55
    assert {c.points for c in DATA.missions} == {1, 2, 3}
    kinds = {r.kind for c in DATA.missions for r in c.requires}
    assert kinds == set(REQUIREMENT_KINDS)
    assert {c.henchman for c in DATA.missions} == {0, 1, 2, 3}
    assert len({c.id for c in DATA.missions}) == 55


def test_traitors_tiles_flags_and_start_tiles() -> None:
    """p. 3: 24 traitors, 4 per principality; 24 tiles (5 x 3 terrains, 3 x 3 with towers);
    six flag abilities, one per colour (p. 13); four start tiles (p. 5)."""
    assert Counter(DATA.traitors) == {c: 4 for c in range(6)}
    assert [(k.id, k.count) for k in DATA.tile_kinds] == [
        ("mountain", 5),
        ("forest", 5),
        ("lake", 5),
        ("mountain-tower", 3),
        ("forest-tower", 3),
        ("lake-tower", 3),
    ]
    assert sorted(DATA.flag_ability) == list(range(6))
    assert len(DATA.start_tiles) == 4 == len(set(DATA.start_tiles))


def test_ME_setup_surroundings_small__tiles_in_play() -> None:
    """p. 5 step 9: 2-3 players remove one tile of each of the six kinds."""
    assert len(DATA.tiles_for(4)) == 24
    for n in (2, 3):
        tiles = DATA.tiles_for(n)
        assert len(tiles) == 18
        assert Counter(tiles) == {0: 4, 1: 4, 2: 4, 3: 2, 4: 2, 5: 2}
    assert MerlinGame(2).grid.rows == 3 and MerlinGame(4).grid.rows == 4


def test_unknown_facts_are_marked_unverified() -> None:
    status = {f.name: f.verified for f in DATA.files}
    assert status == {
        "rondel": False,
        "surroundings": False,
        "flags": False,
        "start_tiles": False,
        "traitors": True,
        "missions": False,
    }
    assert all(f.provenance for f in DATA.files)
    assert not MerlinGame(4).verified


def _copy_data(tmp_path: Path) -> Path:
    folder = tmp_path / "merlin"
    shutil.copytree(data_path("merlin", ""), folder)
    return folder


def test_a_corrected_copy_is_used_without_code_changes(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / "missions.json").read_text())
    doc["cards"][0]["points"] = 3
    doc["verified"] = True
    (folder / "missions.json").write_text(json.dumps(doc))
    game = MerlinGame(3, data_dir=folder)
    assert game.data.missions[0].points == 3
    assert game.options["data_dir"] == str(folder)


@pytest.mark.parametrize(
    ("file", "path", "value", "field"),
    [
        ("rondel", ("spaces", 3, "kind"), "tavern", "spaces[3].kind"),
        ("missions", ("cards", 2, "requires", 0, "kind"), "gold", "cards[2].requires[0].kind"),
        ("flags", ("abilities", "black"), "fly", "abilities.black"),
        ("surroundings", ("frames", "top", "NW"), ["black"], "frames.top.NW"),
        ("start_tiles", ("start_tiles", 0), "pink", "start_tiles[0]"),
    ],
)
def test_malformed_data_names_the_file_and_field(
    tmp_path: Path, file: str, path: tuple[object, ...], value: object, field: str
) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / f"{file}.json").read_text())
    target = doc
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]
    target[path[-1]] = value  # type: ignore[index]
    (folder / f"{file}.json").write_text(json.dumps(doc))
    with pytest.raises(DataError) as caught:
        load_data(folder)
    assert f"{file}.json" in str(caught.value)
    assert caught.value.field == field


def test_modules_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """Unknown modules are refused; a module not implemented would be too, naming all nine."""
    from tabletop_lib.games.merlin import params

    assert make_params(2).modules == ()
    assert MerlinGame(2, modules=[]).options == {"modules": []}
    monkeypatch.setattr(params, "IMPLEMENTED_MODULES", ("gold",))
    with pytest.raises(ConfigError) as caught:
        MerlinGame(2, modules=["morgana"])
    assert "not yet implemented" in str(caught.value)
    for name in MODULE_NAMES:
        assert name in str(caught.value)
    with pytest.raises(ConfigError, match="unknown Merlin module"):
        MerlinGame(2, modules=["dragons"])
    with pytest.raises(ConfigError):
        MerlinGame(2, modules="morgana")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        make_params(5)


def test_modules_option_is_normalised(monkeypatch: pytest.MonkeyPatch) -> None:
    """The manual's order, no repeats, and gold brought along by the market, Caerleon, Morgana."""
    from tabletop_lib.games.merlin import params

    assert make_params(2, modules=["treasures", "gold", "gold"]).modules == ("gold", "treasures")
    monkeypatch.setattr(params, "IMPLEMENTED_MODULES", params.MODULE_NAMES)
    assert params.check_modules(["morgana"]) == ("gold", "morgana")
    assert params.check_modules(["decree", "market", "caerleon"]) == (
        "gold",
        "market",
        "caerleon",
        "decree",
    )
