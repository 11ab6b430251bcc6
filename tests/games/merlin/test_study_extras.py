"""Merlin's study extras, checked against the games they come from."""

from __future__ import annotations

from tabletop_lib import load_game
from tabletop_lib.analysis import first_player_advantage, simulate
from tabletop_lib.analysis.study import agent_seed, play_unchecked
from tabletop_lib.core.agents import make_agent


def test_merlin_extras_name_the_start_player_and_the_manors() -> None:
    df = simulate("merlin", 3, n_games=6, seed=5, progress=False)
    assert df["start_player"].isin(range(3)).all()
    # The start player is drawn per game: 6 games do not all start from seat 0 here.
    assert df["start_player"].nunique() > 1
    assert (df.groupby("game_index")["start_player"].nunique() == 1).all()
    game = load_game("merlin", num_players=3)
    seed = int(df["game_seed"].iloc[0])
    agents = [make_agent("random", agent_seed(seed, s)) for s in range(3)]
    final = play_unchecked(game, agents, seed)
    first = next(e for e in final.events() if e.rule == "ME.setup.first-player")
    assert int(df["start_player"].iloc[0]) == first.player
    assert list(df["manors"].iloc[:3]) == [final.manors[p].bit_count() for p in range(3)]
    fpa = first_player_advantage(df)
    assert list(fpa["games"]) == [6]
