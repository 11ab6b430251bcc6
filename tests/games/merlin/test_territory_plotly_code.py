"""Merlin's territory explorer shares plotly's code with the other figure widgets (sent once
per kernel)."""

from __future__ import annotations

from tabletop_lib.widgets.plotly_code import shares_code


def test_the_territory_explorer_shares_the_code() -> None:
    from tabletop_lib.games.merlin.viz.territory_explorer import TerritoryExplorer

    explorer = TerritoryExplorer()
    assert shares_code(explorer.map) and shares_code(explorer.graph)
