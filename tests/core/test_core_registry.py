"""Which games exist and how they are loaded; bad requests name what is allowed."""

from __future__ import annotations

from typing import Any

import pytest

import tabletop_lib
from tabletop_lib import ConfigError, TabletopError, list_games, load_game
from tabletop_lib.core import Game, game_info


def test_list_games_is_sorted_and_holds_brian_boru() -> None:
    games = list_games()
    assert games == sorted(games)
    assert "brian_boru" in games


def test_every_registered_game_loads_at_every_player_count() -> None:
    for name in list_games():
        info = game_info(name)
        assert info.name == name
        assert info.title
        assert info.player_counts == tuple(sorted(info.player_counts))
        for n in info.player_counts:
            game = load_game(name, num_players=n)
            assert isinstance(game, Game)
            assert (game.name, game.num_players) == (name, n)
            assert repr(game).startswith(f"load_game({name!r}, num_players={n}")


def test_player_count_defaults_to_the_smallest() -> None:
    assert load_game("brian_boru").num_players == game_info("brian_boru").player_counts[0]


def test_unknown_game_lists_the_games() -> None:
    with pytest.raises(ConfigError, match="unknown game 'brain_boru'") as caught:
        load_game("brain_boru", num_players=4)
    assert all(name in str(caught.value) for name in list_games())
    assert isinstance(caught.value, ValueError)
    assert isinstance(caught.value, TabletopError)
    with pytest.raises(ConfigError, match="brian_boru"):
        game_info("nope")


@pytest.mark.parametrize("num_players", [0, 1, 2, 6, -4, "4"])
def test_bad_player_count_lists_the_allowed_counts(num_players: Any) -> None:
    with pytest.raises(ConfigError, match="3, 4, 5"):
        load_game("brian_boru", num_players=num_players)


def test_a_float_player_count_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="3, 4, 5"):
        load_game("brian_boru", num_players=3.0)  # type: ignore[arg-type]


def test_unknown_option_lists_the_options() -> None:
    with pytest.raises(ConfigError, match="no option colour") as caught:
        load_game("brian_boru", num_players=3, colour="green")
    for option in game_info("brian_boru").options:
        assert option in str(caught.value)


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


def test_top_level_exports() -> None:
    for name in tabletop_lib.__all__:
        assert hasattr(tabletop_lib, name), name
