"""The Arthur module as a plug-in (modules/arthur/): its data read from the ``data_dir`` option,
its face-down Pict piles redealt by ``resample``, and its black die moving through the die
kind's own ``move``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop_lib.core.errors import DataError
from tabletop_lib.games.merlin import MerlinGame
from tabletop_lib.games.merlin.modules.arthur import data as arthur_data

from .test_plugins import _copy_data


def test_arthur_json_is_read_from_the_data_dir_option(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / "arthur.json").read_text())
    size = len(doc["inner_ring"]["spaces"])
    doc["inner_ring"]["start"] = (int(doc["inner_ring"]["start"]) + 5) % size
    (folder / "arthur.json").write_text(json.dumps(doc))
    corrected = MerlinGame(3, modules=["arthur"], data_dir=folder).new_initial_state(1)
    plain = MerlinGame(3, modules=["arthur"]).new_initial_state(1)
    assert corrected.arthur == (plain.arthur + 5) % size
    assert corrected.game.ruleset.inner_rings[0].merlin_start == corrected.arthur


def test_a_malformed_arthur_json_in_the_data_dir_is_refused(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    doc = json.loads((folder / "arthur.json").read_text())
    doc["inner_ring"]["spaces"][0]["kind"] = "dragon"
    (folder / "arthur.json").write_text(json.dumps(doc))
    with pytest.raises(DataError, match=re.escape("arthur.json")):
        MerlinGame(3, modules=["arthur"], data_dir=folder)


def test_resample_redeals_the_face_down_pict_piles_only() -> None:
    s = MerlinGame(3, modules=["arthur"]).new_initial_state(4)
    piles = sorted(s.pict_pile_a + s.pict_pile_b)
    dealt = [s.resample(0, seed) for seed in range(6)]
    for new in dealt:
        assert sorted(new.pict_pile_a + new.pict_pile_b) == piles
        assert (len(new.pict_pile_a), len(new.pict_pile_b)) == (
            len(s.pict_pile_a),
            len(s.pict_pile_b),
        )
        assert new.pict_display == s.pict_display and new.pict_owner == s.pict_owner
        assert new.observation(0) == s.observation(0)
    assert len({tuple(new.pict_pile_a) for new in dealt}) > 1


def test_the_black_die_moves_arthur_through_its_die_kind() -> None:
    game = MerlinGame(3, modules=["arthur"])
    kind = game.ruleset.die_kinds[arthur_data.DIE]
    assert kind.move is not None and kind.rule == "ME.arthur.black-die"
    s = game.new_initial_state(2)
    black = next(a for a in s.legal_actions() if str(a).startswith("die arthur"))
    start = s.arthur
    s.apply_action(black)
    while s.phase() == "move":
        s.apply_action(next(a for a in s.legal_actions() if str(a) == "move cw"))
    size = game.ruleset.inner_rings[0].size
    assert s.arthur == (start + black.value) % size  # type: ignore[attr-defined]
    assert s.space == arthur_data.inner_space(s, s.arthur)
