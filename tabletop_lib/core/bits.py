"""Bit helpers for the engines' bitmask sets (towns, spaces, colours held as one ``int``)."""

from __future__ import annotations


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, ascending: ``bits(0b1010) == [1, 3]``.

    A negative ``mask`` has infinitely many set bits (two's complement): ``ValueError``, rather
    than a loop without end."""
    if mask < 0:
        raise ValueError(f"bits() of a negative mask: {mask}")
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
