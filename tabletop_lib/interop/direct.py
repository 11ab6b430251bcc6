"""The observation tensor of :mod:`.tensor`, written straight from a state's arrays.

:class:`~.tensor.ObservationEncoder` defines the tensor from the dict ``observation(player)``;
building that dict (a view of the whole table, with names and nested mappings) costs a few
times one engine action, and most of it is text the tensor never reads. :class:`DirectEncoder`
writes the same numbers without the dict:

- the **categorical fields** by one writer per game that reads the state's bitmasks and index
  lists, through tables from the engine's indices to the vocabulary positions built once
  (the vocabularies are the encoder's own, so the positions are the same);
- the **counters** by one generated function per game and option set: one expression over the
  state per counter path, from the per-game tables below, each reproducing the value that
  ``observation(player)`` holds at that path (``None`` where the dict has ``None``, text read
  as 0, a missing key or index as 0, exactly as the dict reader does). A module's part of
  Merlin's observation is read from that module's own view function (``observe_board``,
  ``public_view`` ...), called once per tensor, rather than written twice. A path no table
  covers is read from ``observation(player)``, built only when such a path exists
  (:attr:`DirectEncoder.complete` says whether one does).

A game declares its writer as its ``direct_writer`` face (``core.faces``; the built-in games'
writers are the ``direct_writer`` functions of the ``direct_*.py`` files here, which share
``direct_parts.py``). A game without one gets :class:`ObservationReader`, which encodes
``observation(player)`` with the dict encoder: the same tensor, at the dict's cost.

Equality with the dict encoder, field by field, on random states of every game and Merlin with
all modules is tested in ``tests/interop/test_direct_tensor.py``.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletop_lib.core.faces import face
from tabletop_lib.core.game import Game, State

from .direct_parts import Counters, Resolver, Writer
from .tensor import ObservationEncoder, Path, _number, encoder_for


def _dig(obs: Any, path: Path) -> float:
    """The dict reader's value at ``path``: missing is 0, ``None`` is -1, text is 0."""
    try:
        for key in path:
            obs = obs[key]
    except (KeyError, IndexError, TypeError):
        return 0.0
    return _number(obs)


def _compile_counters(
    paths: Sequence[Path], resolve: Resolver, scope: dict[str, Any]
) -> tuple[Counters, bool]:
    """One generated function returning every counter as one tuple, and whether it does
    without the dict. The tables' expressions are numeric and never raise: each already
    holds -1 where the dict holds ``None``, 0 for text, and 0 where a key would be missing."""
    sections: dict[str, str] = {}
    values: list[str] = []
    needs_obs = False
    for path in paths:
        expr = resolve(path, sections)
        if expr is None:
            needs_obs = True
            expr = f"dig(_obs, {path!r})"
        values.append(f"        {expr},")
    lines = ["def read(s, me):"]
    if needs_obs:
        lines.append("    _obs = s.observation(me)")
    lines += [f"    {name} = {expr}" for name, expr in sections.items()]
    lines += ["    return (", *values, "    )"]
    namespace = {"dig": _dig, **scope}
    exec("\n".join(lines), namespace)  # the expressions are this module's own tables
    reader: Counters = namespace["read"]
    return reader, not needs_obs


DirectWriter = Callable[[Any, dict[str, int]], tuple[Writer, Resolver, dict[str, Any]]]
"""A game's ``direct_writer`` face: ``(game, field offsets) -> (write, resolve, scope)``."""


def _check_seat(player: int, seats: int) -> None:
    if not 0 <= player < seats:
        raise ValueError(f"no player {player} in a {seats}-player game")


class DirectEncoder:
    """``encode(state, player)`` equals ``encoder.encode(state.observation(player))``."""

    def __init__(
        self, game: Game[Any, Any], encoder: ObservationEncoder, writer: DirectWriter
    ) -> None:
        self.encoder = encoder
        self.size = encoder.size
        off = {f.name: f.offset for f in encoder.fields}
        self._observer = off["observer"]
        self._seats = game.num_players
        write, resolve, scope = writer(game, off)
        self._write = write
        self._counters, self.complete = _compile_counters(encoder.counter_paths, resolve, scope)
        # the counters are packed into the tensor's buffer in one call
        self._pack: Callable[..., None] = struct.Struct(f"={len(encoder.counter_paths)}f").pack_into
        self._at = off["counters"] * 4
        """True when no counter path needs ``observation(player)``."""

    def encode_into(self, s: State[Any], player: int, out: npt.NDArray[np.float32]) -> None:
        """Write the tensor of ``player``'s view of ``s`` into ``out``, zeroing it first."""
        self._check(player)
        out.fill(0.0)
        self._fill(s, player, out)

    def encode(self, s: State[Any], player: int) -> npt.NDArray[np.float32]:
        """The tensor of ``player``'s view of ``s``, a new array."""
        self._check(player)
        out = np.zeros(self.size, dtype=np.float32)
        self._fill(s, player, out)
        return out

    def _check(self, player: int) -> None:
        _check_seat(player, self._seats)

    def _fill(self, s: State[Any], player: int, out: npt.NDArray[np.float32]) -> None:
        """Write the tensor into ``out``, which is all zero."""
        ones, counts = self._write(s, player, out)
        ones.append(self._observer + player)
        if len(set(counts)) == len(counts):
            ones += counts
        else:
            np.add.at(out, counts, 1.0)
        out.put(ones, 1.0)  # a little quicker than out[ones] = 1.0, the same values
        self._pack(out, self._at, *self._counters(s, player))


class ObservationReader(DirectEncoder):
    """The encoder of a game that declares no direct writer: ``encode(state, player)`` encodes
    ``state.observation(player)`` (the interface of :class:`DirectEncoder`)."""

    complete = False

    def __init__(self, game: Game[Any, Any], encoder: ObservationEncoder) -> None:
        # no writer to compile: every method reads the observation
        self.encoder = encoder
        self.size = encoder.size
        self._seats = game.num_players

    def encode_into(self, s: State[Any], player: int, out: npt.NDArray[np.float32]) -> None:
        """Write the tensor of ``player``'s view of ``s`` into ``out``."""
        _check_seat(player, self._seats)
        self.encoder.encode_into(s.observation(player), out)

    def encode(self, s: State[Any], player: int) -> npt.NDArray[np.float32]:
        """The tensor of ``player``'s view of ``s``, a new array."""
        _check_seat(player, self._seats)
        return self.encoder.encode(s.observation(player))


_CACHE: dict[str, DirectEncoder] = {}


def direct_encoder_for(game: Game[Any, Any]) -> DirectEncoder:
    """The :class:`DirectEncoder` of ``game`` (an :class:`ObservationReader` when the game
    declares no direct writer), built once per game, player count and options."""
    key = repr(game)
    found = _CACHE.get(key)
    if found is None:
        writer: DirectWriter | None = face(game.name, "direct_writer")
        encoder = encoder_for(game)
        found = _CACHE[key] = (
            ObservationReader(game, encoder)
            if writer is None
            else DirectEncoder(game, encoder, writer)
        )
    return found
