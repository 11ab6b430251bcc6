"""Brian Boru's study tables in words: its columns by their headers, levels and option codes
in words."""

from __future__ import annotations

import pandas as pd

from tabletop_lib.analysis.display import display_table
from tabletop_lib.core.plain import engine_words


def test_study_columns_levels_and_option_codes_read_as_words() -> None:
    """A transposed study row (notebook 04's first look at the data): the game's own columns by
    their headers, plain column names capitalised, player kinds by level, option codes in
    words."""
    import tabletop_lib

    tabletop_lib.load_game("brian_boru", num_players=3)  # registers the game's words
    row = pd.DataFrame(
        {
            "towns": [9],
            "turn": [1],
            "claim_breifne": [-2],
            "princess_mode": ["military-support"],
            "greedy": [1.5],
            "greedy - random": [0.5],
        }
    )
    shown = display_table(row.T, game="brian_boru")
    assert list(shown.index) == [
        "Towns controlled",
        "Turn order",
        "Claim token of Bréifne",
        "The Princess kept for",
        "Hasty",
        "Hasty minus beginner",
    ]
    assert shown.loc["The Princess kept for"].iloc[0] == "military support"
    assert not engine_words(shown.to_string())
