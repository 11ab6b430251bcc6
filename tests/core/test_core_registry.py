"""Which games exist and how they are loaded; bad requests name what is allowed."""

from __future__ import annotations

from typing import Any

import pytest
from registered import case, games, having, largest_setting, shipped, table

import tabletop_lib
from tabletop_lib import ConfigError, TabletopError, list_games, load_game
from tabletop_lib.core import Game, game_info


def test_list_games_is_sorted_and_holds_every_game_folder() -> None:
    games = list_games()
    assert games == sorted(games)
    assert set(shipped()) <= set(games) and shipped()


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


@pytest.mark.parametrize("name", games())
def test_player_count_defaults_to_the_smallest(name: str) -> None:
    assert load_game(name).num_players == game_info(name).player_counts[0]


@pytest.mark.parametrize("name", games())
def test_unknown_game_lists_the_games(name: str) -> None:
    misspelt = name[1] + name[0] + name[2:]
    with pytest.raises(ConfigError, match=f"unknown game '{misspelt}'") as caught:
        load_game(misspelt, num_players=4)
    assert all(known in str(caught.value) for known in list_games())
    assert isinstance(caught.value, ValueError)
    assert isinstance(caught.value, TabletopError)
    with pytest.raises(ConfigError, match=name):
        game_info("nope")


def _refused_counts(name: str) -> list[Any]:
    """Player counts the game refuses: outside its range, negative, a string, a float."""
    counts = game_info(name).player_counts
    outside = [n for n in (0, 1, max(counts) + 1, -4) if n not in counts]
    return [*outside, str(counts[0]), float(counts[0])]


@pytest.mark.parametrize(
    ("name", "num_players"), [(name, n) for name in games() for n in _refused_counts(name)]
)
def test_bad_player_count_lists_the_allowed_counts(name: str, num_players: Any) -> None:
    allowed = ", ".join(map(str, game_info(name).player_counts))
    with pytest.raises(ConfigError, match=allowed):
        load_game(name, num_players=num_players)


@pytest.mark.parametrize("name", games())
def test_unknown_option_lists_the_options(name: str) -> None:
    with pytest.raises(ConfigError, match="no option colour") as caught:
        load_game(name, num_players=table(name), colour="green")
    for option in game_info(name).options:
        assert option in str(caught.value)


@pytest.mark.parametrize(
    ("name", "options", "choices"),
    [
        (name, options, choices)
        for name in having("BAD_CHOICES")
        for options, choices in case(name, "BAD_CHOICES")
    ],
)
def test_bad_option_values_are_config_errors(
    name: str, options: dict[str, Any], choices: str
) -> None:
    with pytest.raises(ConfigError, match=choices):
        load_game(name, num_players=table(name), **options)


@pytest.mark.parametrize("name", [name for name in games() if largest_setting(name)])
def test_options_are_kept_and_shown(name: str) -> None:
    """The game keeps the options it was given (in its own order, with the defaults of the
    options they bring along) and shows them in its repr."""
    options = largest_setting(name)
    game = load_game(name, num_players=table(name), **options)
    for option, value in options.items():
        kept = game.options[option]
        assert sorted(kept) == sorted(value) if isinstance(value, list) else kept == value
        assert f"{option}=" in repr(game)
    again = load_game(name, num_players=table(name), **game.options)
    assert dict(again.options) == dict(game.options)


def test_top_level_exports() -> None:
    for name in tabletop_lib.__all__:
        assert hasattr(tabletop_lib, name), name
