"""A small seeded generator that lives in the game state.

SplitMix64: one 64-bit integer of state, so clone and JSON carry it for free and the same seed
gives the same stream in every process (nothing depends on PYTHONHASHSEED).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_SPAN = 1 << 64
# The rejection bound of below(n) for the small n of dice, decks and tie-breaks, looked up
# rather than computed with two 65-bit operations per draw (same numbers, same stream).
_LIMITS = tuple(_SPAN - _SPAN % n if n else 0 for n in range(257))


class Rng:
    """SplitMix64 pseudo-random generator with the few draws a rules engine needs."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if 0 < n <= _MASK:
            # Every die, card shuffle and tie-break of the games lands here with a bound far
            # below 2**64: one word is drawn, and next_u64 is inlined on a local (the same
            # stream as the general loop below, about twice as fast on CPython 3.11).
            limit = _LIMITS[n] if n < 257 else _SPAN - _SPAN % n  # 257 = len(_LIMITS)
            state = self.state
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    self.state = state
                    return z % n
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # Draw enough 64-bit words to cover n, then reject the biased top of the range.
        words = (n.bit_length() + 63) // 64
        span = 1 << (64 * words)
        limit = span - (span % n)
        while True:
            x = 0
            for _ in range(words):
                x = (x << 64) | self.next_u64()
            if x < limit:
                return x % n

    def roll(self, count: int, faces: int) -> list[int]:
        """``count`` dice of ``faces`` faces (1 to ``faces``): the values of ``count`` calls of
        ``below(faces) + 1``, in one call (a round rolls some twenty dice).

        The draw of ``below`` is inlined on a local state, as in :meth:`shuffle` (the same
        stream; a test compares the two)."""
        if not 0 < faces < 257:  # 257 = len(_LIMITS)
            below = self.below
            return [below(faces) + 1 for _ in range(count)]
        limit = _LIMITS[faces]
        state = self.state
        out = []
        for _ in range(count):
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            out.append(z % faces + 1)
        self.state = state
        return out

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place: ``j = below(i + 1)`` for ``i`` from the top down.

        A setup shuffles some two hundred cards: ``below`` is inlined here on a local state
        (the same draws, the same rejections, the same stream as calling it; a test compares
        the two), saving a call and a store per card."""
        if len(items) >= 257:  # len(_LIMITS)
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n]
            while True:
                state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def copy(self) -> Rng:
        return Rng(self.state)
