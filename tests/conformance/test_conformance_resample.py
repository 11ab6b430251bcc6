"""``State.resample(player, seed)`` keeps what ``player`` sees and deals the rest again.

At sampled states of random playouts, for every player: the resampled state gives that player
the same observation and (when they are to move) the same legal actions, the original is not
changed, the same seed gives the same state, and the resampled state plays on to the end. The
redeal depends only on what the player sees and the seed.
"""

from __future__ import annotations

import random

import pytest
from conformance_kit import MAX_STEPS, case_params, corpus, walk

RESAMPLE_GAMES = 6
"""Games per case..."""
RESAMPLE_STATES = 5
"""...and states sampled in each; the last of them is also played on to the end."""


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_resample_keeps_the_observation(name: str, num_players: int) -> None:
    playouts = corpus(name, num_players, RESAMPLE_GAMES)
    changed = 0
    for po in playouts:
        chooser = random.Random(po.seed * 7919 + 11)
        steps = set(chooser.sample(range(len(po.actions)), RESAMPLE_STATES))
        last = max(steps)
        for step, state, _ in walk(po):
            if step not in steps:
                continue
            at = po.where(step)
            before = state.to_json()
            for p in range(num_players):
                seed = chooser.randrange(1 << 30)
                other = state.resample(p, seed)
                assert other.observation(p) == state.observation(p), f"{at}: player {p} sees it"
                if state.current_player() == p:
                    assert other.legal_actions() == state.legal_actions(), f"{at}: player {p}"
                assert state.to_json() == before, f"{at}: resample({p}) changed the state"
                assert state.resample(p, seed).to_json() == other.to_json(), f"{at}: not seeded"
                changed += other.to_json() != before
            if step != last:
                continue
            # One resampled copy per game plays on to the end, every move checked.
            other = state.resample(step % num_players, step)
            moves = 0
            while not other.is_terminal():
                assert moves < MAX_STEPS, f"{at}: the resampled game never ends"
                other.apply_action(chooser.choice(other.legal_actions()), check=True)
                moves += 1
    assert changed, f"{name} {num_players}p: resample never dealt anything differently"


@pytest.mark.parametrize(("name", "num_players"), case_params())
def test_resample_depends_only_on_what_the_player_sees(name: str, num_players: int) -> None:
    """Two states that differ only in what ``p`` cannot see resample alike for one seed, so a
    search that determinises with ``resample`` cannot learn the true hidden cards."""
    for po in corpus(name, num_players, 2):
        chooser = random.Random(po.seed * 104729 + 3)
        steps = set(chooser.sample(range(len(po.actions)), RESAMPLE_STATES))
        for step, state, _ in walk(po):
            if step not in steps:
                continue
            for p in range(num_players):
                twin = state.resample(p, chooser.randrange(1 << 30))
                seed = chooser.randrange(1 << 30)
                at = po.where(step)
                assert twin.resample(p, seed).to_json() == state.resample(p, seed).to_json(), at
