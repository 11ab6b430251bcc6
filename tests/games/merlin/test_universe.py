"""Merlin's action universe (the OpenSpiel and PettingZoo action ids): a module's actions join
it only with their module."""

from __future__ import annotations

import tabletop_lib
from tabletop_lib.interop.universe import build_universe


def test_module_actions_join_the_universe_only_with_their_module() -> None:
    base = build_universe(tabletop_lib.load_game("merlin", num_players=3))
    knights = build_universe(tabletop_lib.load_game("merlin", num_players=3, modules=["knights"]))
    assert not any(t.startswith("ally ") for t in base.texts)
    assert any(t.startswith("ally bedivere ") for t in knights.texts)
    assert set(base.texts) <= set(knights.texts)
