"""The kit's own checks catch what they are meant to catch (on doctored Brian Boru states)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "conformance"))
from conformance_hooks import hooks_for
from conformance_kit import check_observations, corpus, game

from tabletop_lib.games.brian_boru import BrianBoruState


@pytest.fixture
def state() -> BrianBoruState:
    """A 4-player state in the middle of the first card selection."""
    po = corpus("brian_boru", 4, 2)[0]
    s: BrianBoruState = game("brian_boru", 4).replay(po.seed, po.actions[:10])
    assert s.phase() == "card selection"
    assert all(s.packs)
    return s


def test_observation_hook_flags_another_players_pack(state: BrianBoruState) -> None:
    problems = hooks_for("brian_boru").observation_problems
    assert problems is not None
    obs = state.observation(0)
    assert problems(state, 0, obs) == []
    obs["players"][1]["pack"] = state.packs[1][:]
    assert any("player 1's pack" in p for p in problems(state, 0, obs))
    obs = state.observation(0)
    obs["hand"] = state.hands[1][:]
    assert problems(state, 0, obs)


def test_observation_check_catches_a_leak_of_the_future(
    state: BrianBoruState, monkeypatch: pytest.MonkeyPatch
) -> None:
    honest = BrianBoruState.observation

    def leaky(self: BrianBoruState, player: int) -> dict[str, Any]:
        return {**honest(self, player), "next_shuffle": str(self.rng.state)}

    monkeypatch.setattr(BrianBoruState, "observation", leaky)
    with pytest.raises(AssertionError, match="cannot see"):
        check_observations(corpus("brian_boru", 4, 2))


def test_invariants_flag_a_doctored_state(state: BrianBoruState) -> None:
    invariants = hooks_for("brian_boru").invariants
    assert all(check(state) is None for check in invariants.values())
    shared = state.clone()
    shared.discs[1] |= shared.discs[0]
    assert invariants["one-disc-per-town"](shared) is not None
    broke = state.clone()
    broke.coins[2] = -1
    assert invariants["supplies-non-negative"](broke) is not None
    stray = state.clone()
    stray.viking |= 1 << next(t for t in range(64) if not any(d >> t & 1 for d in stray.discs))
    assert invariants["tokens-on-discs"](stray) is not None
    lost = state.clone()
    lost.packs[0].pop()
    assert invariants["action-cards-conserved"](lost) is not None
