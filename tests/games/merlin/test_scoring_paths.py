"""The round end's quicker readings answer what the plain readings answer.

Morgana's influence count takes a principality's markers in one slice when no Morgana marker
is there (manual p. 33: a covered marker counts two, Morgana's lone markers count for her);
Arthur's one-manor-per-territory step reads each player's free manors once and passes over a
player with at most one (p. 17: first player first, territory by territory, a player keeps one
manor per territory); the market's two addition steps leave a round without additions as
it is (p. 28: only a marker with an addition counts double); a figure's walk skips blocked
spaces (ME.morgana.block), past a single one without a loop. At every position of a seeded
game with every module, each must agree with the rule read plainly.
"""

from __future__ import annotations

import random

import pytest

from tabletop_lib.games.merlin import MerlinState
from tabletop_lib.games.merlin import constants as C
from tabletop_lib.games.merlin.common import blocked_spaces, clockwise_from, walk, walk_around
from tabletop_lib.games.merlin.modules.arthur.data import ARTHUR_KEEP, protected_manors
from tabletop_lib.games.merlin.modules.arthur.manors import reduce_manors
from tabletop_lib.games.merlin.modules.market.rules import additions_count, additions_return
from tabletop_lib.games.merlin.modules.morgana.scoring import counted_markers

from .scenarios import played_positions


@pytest.fixture(scope="module")
def positions() -> list[MerlinState]:
    return [s for seed in (3, 8) for s in played_positions(4, seed)]


def _markers_read_plainly(s: MerlinState, c: int) -> tuple[list[int], int]:
    n = s.game.num_players
    row = c * (n + 1)
    vals, lone = [], s.morgana_influence[row + n]
    for p in range(n):
        own = s.influence[p * C.NUM_COLOURS + c]
        covered = s.morgana_influence[row + p]
        vals.append(own + min(covered, own))
        lone += max(covered - own, 0)
    return vals, lone


def test_morgana_counts_are_the_plain_reading(positions: list[MerlinState]) -> None:
    covered = plain = 0
    for s in positions:
        n = s.game.num_players
        for c in range(C.NUM_COLOURS):
            assert counted_markers(s, c) == _markers_read_plainly(s, c)
            if any(s.morgana_influence[c * (n + 1) : (c + 1) * (n + 1)]):
                covered += 1
            else:
                plain += 1
    assert covered > 50 and plain > 50  # both readings were met


def _reduction_read_plainly(s: MerlinState) -> tuple[bool, int, int, int]:
    """The step as the manual words it: every player from the first, every territory."""
    n, count = s.game.num_players, len(s.territories)
    order = clockwise_from(s, s.first)
    pos = s.score_pos
    while pos < n * count:
        i, t = divmod(pos, count)
        p = order[i]
        if (s.territories[t] & s.manors[p] & ~protected_manors(s, p)).bit_count() > 1:
            return True, pos, p, t
        pos += 1
    return False, -1, -1, -1


def test_one_manor_per_territory_stops_where_the_plain_reading_stops(
    positions: list[MerlinState],
) -> None:
    """Random play seldom builds two manors in one territory: the manors are dealt by hand
    (a seeded draw over the surroundings' tiles) on positions of the games."""
    rng = random.Random(2)
    stops = 0
    for s in positions[::40]:
        tiles = 0
        for mask in s.territories:
            tiles |= mask
        count = len(s.territories)
        for start in (0, count + 1):  # from the first player, and from within the second one
            probe = s.clone()
            for p in range(probe.game.num_players):
                probe.manors[p] = (
                    tiles
                    & rng.getrandbits(tiles.bit_length())
                    & rng.getrandbits(tiles.bit_length())
                )
            probe.score_pos = start
            expected = _reduction_read_plainly(probe)
            stopped = reduce_manors(probe)
            assert stopped == expected[0]
            if stopped:
                stops += 1
                assert (probe.score_pos, probe.current, probe.target) == expected[1:]
                assert probe.stage == ARTHUR_KEEP
    assert stops > 10


def _walk_read_plainly(pos: int, sign: int, steps: int, ring: int, blocked: int) -> int:
    counted = 0
    while counted < steps:
        pos = (pos + sign) % ring
        if not blocked >> pos & 1:
            counted += 1
    return pos


def test_walk_around_is_the_plain_reading() -> None:
    ring = 12
    rng = random.Random(1)
    for _ in range(300):
        blocked = rng.getrandbits(ring) & rng.getrandbits(ring) & rng.getrandbits(ring)
        if blocked.bit_count() == ring:
            continue
        pos, sign, steps = rng.randrange(ring), rng.choice((1, -1)), rng.randint(1, 6)
        assert walk_around(pos, sign, steps, ring, blocked) == _walk_read_plainly(
            pos, sign, steps, ring, blocked
        )


def test_walk_past_one_blocked_space_is_walk_around(positions: list[MerlinState]) -> None:
    """``walk``'s arithmetic for a single blocked space (Morgana's) lands where the step-by-step
    walk does, from every space, both ways, for every die value, wherever Morgana stands."""
    ring = positions[0].game.ruleset.rondel.size
    seen = set()
    for s in positions[::25]:
        probe = s.clone()
        for c in (-1, *range(C.NUM_COLOURS)):
            probe.morgana = c
            blocked = blocked_spaces(probe)
            seen.add(blocked)
            for pos in range(ring):
                for sign in (1, -1):
                    for steps in range(8):
                        expected = _walk_read_plainly(pos, sign, steps, ring, blocked)
                        assert walk(probe, pos, sign, steps) == expected
    assert len(seen) == C.NUM_COLOURS + 1  # (no space blocked, then each principality's)


def test_the_market_steps_without_additions_change_nothing(positions: list[MerlinState]) -> None:
    """``additions_count`` and ``additions_return`` answer at once when no addition marker is
    placed: the cell-by-cell reading would change nothing and say nothing either."""
    bare = 0
    for s in positions[::10]:
        probe = s.clone()
        probe.market_additions = [0] * len(probe.market_additions)
        before = (probe.to_dict(), len(probe.events()))
        for market_step in (additions_count, additions_return):
            assert market_step(probe) is False
            assert (probe.to_dict(), len(probe.events())) == before
        bare += 1
    assert bare > 20
