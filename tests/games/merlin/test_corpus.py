"""The corpus of strong Merlin games: its configurations."""

from __future__ import annotations

import pytest

from tabletop_lib.analysis import corpus
from tabletop_lib.analysis.corpus import ALL_MODULES, Configuration, configurations, strong_games


def test_the_configurations_are_the_base_game_and_every_module_at_each_count() -> None:
    merlin = configurations("merlin")
    assert sorted((c.variant, c.num_players) for c in merlin) == sorted(
        (v, n) for v in (corpus.BASE, ALL_MODULES) for n in (2, 3, 4)
    )
    assert len({c.filename for c in merlin}) == 6
    assert Configuration("merlin", 3, ALL_MODULES).options["modules"]


def test_a_player_count_without_games_is_named() -> None:
    with pytest.raises(ValueError, match="no merlin games at 5 players"):
        strong_games("merlin", 5)
