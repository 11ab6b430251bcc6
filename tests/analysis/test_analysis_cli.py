"""``python -m tabletop_lib``: the list of games, and an unknown game refused in one line."""

from __future__ import annotations

from cli_run import run_cli

import tabletop_lib
from tabletop_lib.core.registry import game_info


def test_list_names_the_games_and_player_counts() -> None:
    result = run_cli("list")
    assert result.returncode == 0, result.stderr
    for name in tabletop_lib.list_games():
        info = game_info(name)
        counts = ", ".join(map(str, info.player_counts))
        assert f"{name}: {info.title} ({counts} players)" in result.stdout


def test_a_bad_game_name_exits_2_with_one_line() -> None:
    result = run_cli("play", "no_such_game")
    assert result.returncode == 2
    games = ", ".join(tabletop_lib.list_games())
    assert result.stderr == f"error: unknown game 'no_such_game'; the games are: {games}\n"
    assert result.stdout == ""
