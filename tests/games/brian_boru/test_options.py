"""Brian Boru's rule options: values outside their choices are refused; a given option is kept
and shown."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib import ConfigError, load_game


@pytest.mark.parametrize(
    "options",
    [
        {"lead_fallback": "anything-goes"},
        {"half_point_rivals": "nobody"},
        {"viking_strengths": [1, 2]},
        {"viking_strengths": [1, 2, 3, True, 4]},
        {"viking_strengths": "1234567"},
    ],
)
def test_bad_option_values_are_config_errors(options: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        load_game("brian_boru", num_players=4, **options)


def test_options_are_kept_and_shown() -> None:
    game = load_game("brian_boru", num_players=5, half_point_rivals="players-and-vikings")
    assert dict(game.options) == {"half_point_rivals": "players-and-vikings"}
    assert "half_point_rivals='players-and-vikings'" in repr(game)
