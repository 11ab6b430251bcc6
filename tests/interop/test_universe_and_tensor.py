"""The action universe holds every action the rules offer, with ids fixed by the static data;
the observation tensor has a fixed length and encodes only the observation."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from interop_cases import EACH_CHOICE, ONE_PER_GAME, case_params
from registered import games, table

import tabletop_lib
from tabletop_lib.interop.tensor import build_encoder
from tabletop_lib.interop.universe import build_universe, universe_for


@pytest.mark.parametrize(
    ("name", "num_players", "options"), case_params([*ONE_PER_GAME, *EACH_CHOICE])
)
def test_every_legal_action_has_an_id(name: str, num_players: int, options: dict[str, Any]) -> None:
    game = tabletop_lib.load_game(name, num_players=num_players, **options)
    universe = universe_for(game)
    encoder = build_encoder(game)
    for seed in range(3):
        state = game.new_initial_state(seed)
        pick = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            ids = universe.ids(legal)
            assert len(set(ids)) == len(legal), "two legal actions share an id"
            assert [universe.actions[i] for i in ids] == sorted(legal, key=universe.id_of)
            p = state.current_player()
            tensor = encoder.encode(state.observation(p))
            assert tensor.shape == (encoder.size,) and np.isfinite(tensor).all()
            assert tensor[p] == 1.0
            state.apply_action(pick.choice(legal), check=False)


@pytest.mark.parametrize("name", games())
def test_universe_is_built_from_static_data_only(name: str) -> None:
    """Two games with the same options have the same universe, whatever was played."""
    a = tabletop_lib.load_game(name, num_players=table(name))
    b = tabletop_lib.load_game(name, num_players=table(name))
    tabletop_lib.play(a, seed=1)
    assert build_universe(a).texts == build_universe(b).texts


@pytest.mark.parametrize("name", games())
def test_tensor_fields_tile_the_tensor(name: str) -> None:
    encoder = build_encoder(tabletop_lib.load_game(name, num_players=table(name, 4)))
    rows = encoder.describe()
    offset = 0
    for row in rows:
        assert row["offset"] == offset and int(str(row["size"])) > 0 and row["doc"]
        offset += int(str(row["size"]))
    assert offset == encoder.size
    assert rows[0]["field"] == "observer"


def _has_a_hand(name: str) -> bool:
    encoder = build_encoder(tabletop_lib.load_game(name, num_players=table(name)))
    return any(f.name == "hand" for f in encoder.fields)


@pytest.mark.parametrize("name", [name for name in games() if _has_a_hand(name)])
def test_tensor_reads_the_observation_only(name: str) -> None:
    """The tensor of a game whose observation holds a hand is read from the observation."""
    game = tabletop_lib.load_game(name, num_players=table(name))
    encoder = build_encoder(game)
    state = game.new_initial_state(2)
    pick = random.Random(2)
    for _ in range(30):
        state.apply_action(pick.choice(state.legal_actions()))
    obs = state.observation(1)
    tensor = encoder.encode(obs)
    np.testing.assert_array_equal(tensor, encoder.encode(state.clone().observation(1)))
    hand = next(f for f in encoder.fields if f.name == "hand")
    counts = tensor[hand.offset : hand.offset + hand.size]
    assert counts.sum() == len(obs["hand"])
    changed = dict(obs, hand=[])
    assert encoder.encode(changed)[hand.offset : hand.offset + hand.size].sum() == 0
