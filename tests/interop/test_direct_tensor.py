"""The observation tensor written straight from the state equals, field by field, the tensor
encoded from ``observation(player)``, on random states of every game, player count and Merlin
with all modules, for every seat."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from interop_cases import CASES, case_params
from registered import games, table

from tabletop_lib.interop.direct import direct_encoder_for
from tabletop_lib.interop.options import engine_game
from tabletop_lib.interop.tensor import encoder_for


def _random_states(game: Any, seeds: range, every: int) -> list[Any]:
    """Every ``every``-th state of random games, the terminal state included."""
    out = []
    for seed in seeds:
        s = game.new_initial_state(seed)
        pick = random.Random(seed)
        k = 0
        while not s.is_terminal():
            if k % every == 0:
                out.append(s.clone())
            s.apply_action(pick.choice(s.legal_actions()), check=False)
            k += 1
        out.append(s)
    return out


@pytest.mark.parametrize(("name", "num_players", "options"), case_params(CASES))
def test_direct_tensor_equals_the_dict_encoder(
    name: str, num_players: int, options: dict[str, Any]
) -> None:
    game = engine_game(name, num_players, **options)
    encoder = encoder_for(game)
    direct = direct_encoder_for(game)
    assert direct.complete, "a counter path still reads observation(player)"
    states = _random_states(game, range(2), every=3)
    seen_nonzero: set[str] = set()
    for s in states:
        for seat in range(num_players):
            want = encoder.encode(s.observation(seat))
            got = direct.encode(s, seat)
            for f in encoder.fields:
                a, b = want[f.offset : f.offset + f.size], got[f.offset : f.offset + f.size]
                if not np.array_equal(a, b):
                    bad = int(np.flatnonzero(a != b)[0])
                    pytest.fail(
                        f"{f.name}[{bad}] at step {s.step()} seat {seat}: "
                        f"dict {a[bad]} direct {b[bad]} ({f.doc[:80]})"
                    )
                if a.any():
                    seen_nonzero.add(f.name)
    # the comparison saw every field in use, not only zeros
    assert {f.name for f in encoder.fields} == seen_nonzero


@pytest.mark.parametrize("name", games())
def test_direct_encoder_refuses_a_seat_outside_the_table(name: str) -> None:
    players = table(name, 2)
    direct = direct_encoder_for(engine_game(name, players))
    with pytest.raises(ValueError, match=f"no player {players}"):
        direct.encode(engine_game(name, players).new_initial_state(0), players)
