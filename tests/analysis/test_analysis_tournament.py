"""tournament(): entrants rotated through the seats, rated with Plackett-Luce."""

from __future__ import annotations

import itertools
from collections import Counter

import pandas as pd
import pytest

from tabletop_lib.analysis import rate, seat_rotation
from tabletop_lib.analysis.tournament import entrant_labels, williams_square


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_the_balanced_rotation_is_a_williams_design(n: int) -> None:
    rows = williams_square(n)
    assert len(rows) == (2 * n if n % 2 and n > 1 else n)
    assert all(sorted(row) == list(range(n)) for row in rows)
    seats = Counter((entrant, seat) for row in rows for seat, entrant in enumerate(row))
    assert set(seats) == set(itertools.product(range(n), range(n)))
    assert len(set(seats.values())) == 1  # every entrant in every seat equally often
    if n > 1:
        pairs = Counter((row[s], row[s + 1]) for row in rows for s in range(n - 1))
        assert set(pairs) == set(itertools.permutations(range(n), 2))
        assert len(set(pairs.values())) == 1  # everyone sits after everyone equally often


def test_the_all_rotation_is_every_permutation() -> None:
    rows = seat_rotation(4, "all")
    assert len(rows) == 24 and set(rows) == set(itertools.permutations(range(4)))
    with pytest.raises(ValueError, match="unknown rotation"):
        seat_rotation(4, "shuffle")  # type: ignore[arg-type]


def test_repeated_names_are_numbered() -> None:
    assert entrant_labels(["greedy", "random", "random"]) == {
        "greedy": "greedy",
        "random 1": "random",
        "random 2": "random",
    }
    assert entrant_labels({"me": "greedy", "you": "random"}) == {"me": "greedy", "you": "random"}


def test_the_ratings_follow_the_ranks() -> None:
    # Three entrants; "a" always first, "c" always last, whatever the seat.
    rows = []
    for game, lineup in enumerate(itertools.islice(itertools.cycle(williams_square(3)), 12)):
        for seat, entrant in enumerate(lineup):
            rows.append(
                {
                    "game_index": game,
                    "seat": seat,
                    "agent": "abc"[entrant],
                    "rank": entrant + 1,
                    "num_players": 3,
                }
            )
    ratings = rate(pd.DataFrame(rows))
    assert list(ratings["agent"]) == ["a", "b", "c"]
    assert ratings["mu"].is_monotonic_decreasing
    assert (ratings["low"] < ratings["mu"]).all() and (ratings["mu"] < ratings["high"]).all()
    # ties leave two entrants level
    tied = pd.DataFrame(rows).assign(rank=lambda d: d["rank"].clip(upper=2))
    level = rate(tied).set_index("agent")["mu"]
    assert level["b"] == pytest.approx(level["c"]) and level["a"] > level["b"]
