"""Brian Boru: tournament(): entrants rotated through the seats, rated with Plackett-Luce."""

from __future__ import annotations

import pytest

from tabletop_lib.analysis import tournament
from tabletop_lib.analysis.tournament import Rotation


@pytest.mark.parametrize("rotation", ["balanced", "all"])
def test_every_entrant_sits_in_every_seat_equally(rotation: Rotation) -> None:
    result = tournament(
        "brian_boru",
        ["greedy", "random", "random"],
        12,
        seed=2,
        rotation=rotation,
        progress=False,
    )
    games = result.games
    counts = games.groupby(["agent", "seat"]).size()
    assert len(counts) == 9 and counts.nunique() == 1
    assert list(games["agent"].groupby(games["game_index"]).nunique().unique()) == [3]
    # same_deals: one seed per round of the rotation, a new seed for the next round
    rounds = games["game_index"] // len(result.lineups)
    assert (games.groupby(rounds)["game_seed"].nunique() == 1).all()
    assert games.groupby(rounds)["game_seed"].first().is_unique
    assert set(result.by_seat["games"]) == {12 // 3}


def test_bad_tournaments_are_refused() -> None:
    with pytest.raises(ValueError, match="multiple of 4"):
        tournament("brian_boru", ["random"] * 4, 6, progress=False)
    with pytest.raises(ValueError, match="3 players need 3 entrants"):
        tournament("brian_boru", ["random", "greedy"], 4, num_players=3, progress=False)
    with pytest.raises(ValueError, match="unknown agent"):
        tournament("brian_boru", ["random", "clever", "random"], 6, progress=False)
    with pytest.raises(ValueError, match="list of agents"):
        tournament("brian_boru", "random", 6, progress=False)
