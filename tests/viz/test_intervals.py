"""Dot-and-whisker figures: checked by their data (positions, whiskers, open/filled dots)."""

from __future__ import annotations

import pandas as pd
import pytest

from tabletop_lib.viz.intervals import (
    NOT_SIGNIFICANT_SYMBOL,
    SIGNIFICANT_SYMBOL,
    interval_figure,
    interval_grid,
)


def _table() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "module": ["gold", "gold", "arthur", "arthur"],
            "measure": ["score", "game length", "score", "game length"],
            "effect": [1.0, -2.0, 0.5, 30.0],
            "ci_low": [0.2, -5.0, -0.5, 20.0],
            "ci_high": [1.8, 1.0, 1.5, 40.0],
        }
    )


def test_interval_figure_draws_every_estimate_with_its_whisker() -> None:
    fig = interval_figure(_table(), "measure", "effect", group="module", reference=0.0)
    assert [t.name for t in fig.data] == ["gold", "arthur"]
    gold = fig.data[0]
    assert list(gold.x) == [1.0, -2.0] and list(gold.y) == ["score", "game length"]
    assert list(gold.error_x.array) == pytest.approx([0.8, 3.0])
    assert list(gold.error_x.arrayminus) == pytest.approx([0.8, 3.0])
    # Filled where the interval excludes 0, open where it contains it.
    assert list(gold.marker.symbol) == [SIGNIFICANT_SYMBOL, NOT_SIGNIFICANT_SYMBOL]
    assert list(fig.data[1].marker.symbol) == [NOT_SIGNIFICANT_SYMBOL, SIGNIFICANT_SYMBOL]
    # First label on top.
    assert list(fig.layout.yaxis.categoryarray) == ["game length", "score"]
    assert "0.20 to 1.80" in gold.hovertext[0]


def test_interval_figure_without_groups_or_reference() -> None:
    fig = interval_figure(_table().head(2), "measure", "effect", percent=True)
    assert len(fig.data) == 1 and fig.data[0].showlegend is False
    assert list(fig.data[0].marker.symbol) == [SIGNIFICANT_SYMBOL] * 2
    assert fig.layout.xaxis.tickformat == ".0%"
    assert not fig.layout.shapes


def test_interval_grid_has_one_panel_per_facet() -> None:
    fig = interval_grid(_table(), "measure", "module", columns=2)
    assert [a.text for a in fig.layout.annotations] == ["gold", "arthur"]
    assert [t.xaxis for t in fig.data] == ["x", "x2"]
    assert list(fig.data[1].x) == [0.5, 30.0]
    assert len(fig.layout.shapes) == 2  # a zero line in each panel
