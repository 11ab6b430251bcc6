"""The pieces :mod:`.direct`'s per-game writers share: the writer, counter and resolver types,
vocabulary positions, memo tables and the seat-path resolver.

The names keep their leading underscore: they serve the ``direct*`` modules of this package
only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from .tensor import Path

# A categorical writer returns the positions set to 1 and the positions counted (a position
# counted twice holds 2); one fancy assignment writes them all. It writes plain numbers itself.
Writer = Callable[[Any, int, npt.NDArray[np.float32]], tuple[list[int], list[int]]]
Counters = Callable[[Any, int], tuple[float, ...]]
# A resolver maps a counter path to an expression over ``s`` (the state) and ``me`` (the
# observing seat), or None; it may register a section variable (name -> expression) computed
# once at the top of the generated function.
Resolver = Callable[[Path, dict[str, str]], str | None]


def _positions(values: Sequence[Any], vocab: Sequence[Any]) -> list[int]:
    """``out[i]`` is the tensor position of ``values[i]`` in ``vocab`` (as the dict encoder's
    ``{v: i}`` index finds it: the last occurrence)."""
    index = {v: i for i, v in enumerate(vocab)}
    return [index[v] for v in values]


class _Memo(dict[Any, tuple[int, ...]]):
    """``key -> positions``, computed once by ``make``: the same masks and rows recur all game
    long, and a hit is one dict lookup. Cleared when full, so it stays small."""

    def __init__(self, make: Callable[[Any], tuple[int, ...]]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> tuple[int, ...]:
        if len(self) >= 1 << 14:
            self.clear()
        found = self[key] = self.make(key)
        return found


_BITS: dict[int, tuple[int, ...]] = {}


def _bits(mask: int) -> tuple[int, ...]:
    """The set bits of ``mask``, ascending, remembered (the same masks recur all game long)."""
    found = _BITS.get(mask)
    if found is None:
        if len(_BITS) >= 1 << 16:
            _BITS.clear()
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            out.append(low.bit_length() - 1)
            rest ^= low
        found = _BITS[mask] = tuple(out)
    return found


def _player_resolver(top: dict[Path, str], player: dict[Path, str]) -> Resolver:
    """Paths ``top[path]``, and ``("players", p, *rest)`` as ``player[rest]`` with ``{p}``."""

    def resolve(path: Path, sections: dict[str, str]) -> str | None:
        if path[:1] == ("players",) and len(path) > 2 and isinstance(path[1], int):
            template = player.get(path[2:])
            return None if template is None else template.format(p=path[1])
        return top.get(path)

    return resolve
