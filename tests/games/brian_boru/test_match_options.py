"""A saved Brian Boru match keeps its rule options."""

from __future__ import annotations

from pathlib import Path

from tabletop_lib import Match, load_game


def test_save_and_load_keep_the_options(tmp_path: Path) -> None:
    game = load_game("brian_boru", num_players=3, half_point_rivals="players-and-vikings")
    m = Match(game, seed=4)
    m.apply(m.state.legal_actions()[0])
    path = tmp_path / "options.match"
    m.save(path)
    loaded = Match.load(path)
    assert dict(loaded.game.options) == {"half_point_rivals": "players-and-vikings"}
    assert loaded.state.to_json() == m.state.to_json()
