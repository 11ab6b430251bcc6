"""The seeded generator that lives in every game state."""

from __future__ import annotations

import random

import pytest

from tabletop_lib.core.rng import Rng


def test_splitmix64_reference_values() -> None:
    """Pinned outputs: a change of algorithm would change every saved game and golden replay."""
    r = Rng(0)
    assert [r.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_same_seed_same_stream_other_seed_other_stream() -> None:
    a, b, c = Rng(42), Rng(42), Rng(43)
    stream_a = [a.below(1000) for _ in range(50)]
    assert stream_a == [b.below(1000) for _ in range(50)]
    assert stream_a != [c.below(1000) for _ in range(50)]


def test_seed_is_reduced_to_64_bits() -> None:
    assert Rng(-1).state == (1 << 64) - 1
    assert Rng((1 << 64) + 5).next_u64() == Rng(5).next_u64()


@pytest.mark.parametrize("n", [1, 2, 3, 7, 10, 1000, 2**32 + 1, 2**63 + 1, 2**64])
def test_below_stays_in_range(n: int) -> None:
    r = Rng(n)
    draws = [r.below(n) for _ in range(500)]
    assert all(0 <= x < n for x in draws)
    if n == 1:
        assert set(draws) == {0}
    else:
        assert len(set(draws)) > 1


@pytest.mark.parametrize(
    ("count", "faces"),
    [(0, 6), (1, 6), (5, 6), (20, 3), (7, 256), (7, 257), (50, 2**63 + 1), (3, 2**64 + 7)],
)
def test_roll_is_the_stream_of_below(count: int, faces: int) -> None:
    """A roll of ``count`` dice draws what ``count`` calls of ``below`` draw, and leaves the
    generator where they leave it (the games' dice and golden replays depend on it)."""
    rolled, drawn = Rng(count * 31 + faces), Rng(count * 31 + faces)
    assert rolled.roll(count, faces) == [drawn.below(faces) + 1 for _ in range(count)]
    assert rolled.state == drawn.state


@pytest.mark.parametrize("n", [0, -3])
def test_below_needs_a_positive_bound(n: int) -> None:
    with pytest.raises(ValueError, match="positive"):
        Rng(1).below(n)


def test_below_is_roughly_uniform() -> None:
    """Chi-square over 6 faces, 60 000 draws: 20.5 is the 99.9% point for 5 degrees of freedom."""
    r = Rng(2024)
    draws = 60_000
    counts = [0] * 6
    for _ in range(draws):
        counts[r.below(6)] += 1
    expected = draws / 6
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    assert chi2 < 20.5, counts


def test_below_has_no_modulo_bias_for_a_huge_bound() -> None:
    """With n = 2/3 of 2**64, ``x % n`` of a raw draw would fall in the lower half of the
    range two times in three; rejection sampling makes it one in two."""
    n = (1 << 64) // 3 * 2
    r = Rng(7)
    draws = 3000
    lower = sum(r.below(n) < n // 2 for _ in range(draws))
    assert 0.45 < lower / draws < 0.55


def test_below_a_bound_beyond_64_bits_terminates() -> None:
    class CountingRng(Rng):
        __slots__ = ("calls",)

        def __init__(self, seed: int) -> None:
            super().__init__(seed)
            self.calls = 0

        def next_u64(self) -> int:
            self.calls += 1
            if self.calls > 10_000:
                raise RuntimeError("below() drew 10 000 numbers without returning")
            return super().next_u64()

    n = 2**64 + 1
    assert 0 <= CountingRng(3).below(n) < n


def test_shuffle_is_a_permutation_and_depends_on_the_seed(rng: random.Random) -> None:
    items = [rng.randrange(100) for _ in range(40)]
    first, second, other = items[:], items[:], items[:]
    Rng(9).shuffle(first)
    Rng(9).shuffle(second)
    Rng(10).shuffle(other)
    assert sorted(first) == sorted(items)
    assert first == second
    assert first != other


@pytest.mark.parametrize("size", [0, 1, 2, 3, 17, 60, 255, 256, 257, 300])
def test_shuffle_is_the_fisher_yates_of_below(size: int) -> None:
    """The shuffle swaps item ``i`` with ``below(i + 1)`` from the top down and leaves the
    generator where those draws leave it: its inlined draw is the stream of ``below``."""
    for seed in range(5):
        shuffled, expected = list(range(size)), list(range(size))
        mine, reference = Rng(seed * 1000 + size), Rng(seed * 1000 + size)
        mine.shuffle(shuffled)
        for i in range(size - 1, 0, -1):
            j = reference.below(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert shuffled == expected
        assert mine.state == reference.state


def test_shuffle_reaches_every_order_of_three() -> None:
    r = Rng(5)
    seen = set()
    for _ in range(300):
        items = [1, 2, 3]
        r.shuffle(items)
        seen.add(tuple(items))
    assert len(seen) == 6


def test_shuffle_of_empty_and_single_lists() -> None:
    empty: list[int] = []
    single = [4]
    Rng(1).shuffle(empty)
    Rng(1).shuffle(single)
    assert empty == []
    assert single == [4]


def test_copy_is_independent() -> None:
    original = Rng(11)
    original.next_u64()
    copy = original.copy()
    assert copy.state == original.state
    from_copy = [copy.next_u64() for _ in range(5)]
    assert original.state != copy.state
    assert [original.next_u64() for _ in range(5)] == from_copy
