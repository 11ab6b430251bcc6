"""display_table: the copy of an analysis table a learner reads."""

from __future__ import annotations

import pandas as pd

from tabletop_lib.analysis.display import display_table, header
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.words import register_labels


def test_headers_categories_and_booleans_read_as_words() -> None:
    register_labels("display-test", "score", {"manor-groups": "Manors"})
    table = pd.DataFrame(
        {
            "num_players": [3, 4],
            "q25": [40.0, 38.5],
            "winning_mean": [61.2, 58.0],
            "cat_manor-groups": [5.0, 6.0],
            "significant": [True, False],
            "agent": ["heuristic", "random"],
        }
    ).set_index("num_players")
    shown = display_table(table, game="display-test")
    assert list(shown.columns) == [
        "25th percentile",
        "Winning mean",
        "Manors",
        "Significant",
        "Player level",
    ]
    assert shown.index.name == "Players"
    assert list(shown["Significant"]) == ["yes", "no"]
    assert list(shown["Player level"]) == ["Careful", "Beginner"]
    assert list(shown["Winning mean"]) == [61.2, 58.0], "numbers unchanged"
    assert next(iter(table.columns)) == "q25", "the analysis table is not changed"
    text = shown.to_string()
    assert engine_words(text) == [], engine_words(text)


def test_a_category_index_is_named_and_unknown_names_become_words() -> None:
    register_labels("display-test", "score", {"flags": "Flags"})
    gaps = pd.DataFrame({"difference": [2.0]}, index=pd.Index(["flags"], name="category"))
    shown = display_table(gaps, game="display-test")
    assert list(shown.index) == ["Flags"] and shown.index.name == "Score category"
    assert header("claims_held") == "Claims held"
    assert header("cat_unnamed-thing") == "Unnamed thing"


def test_plain_tables_shows_every_table_of_a_notebook_with_english_headers() -> None:
    from IPython.core.interactiveshell import InteractiveShell

    from tabletop_lib.analysis.display import plain_tables

    shell = InteractiveShell.instance()
    try:
        assert plain_tables("display-test")
        table = pd.DataFrame({"num_players": [3], "winning_mean": [60.0]})
        shown, _ = shell.display_formatter.format(table)
        assert "Winning mean" in shown["text/html"] and "winning_mean" not in shown["text/html"]
        assert list(table.columns) == ["num_players", "winning_mean"]
    finally:
        html = shell.display_formatter.formatters["text/html"]
        html.pop(pd.DataFrame, None)
        html.pop(pd.Series, None)
        InteractiveShell.clear_instance()
