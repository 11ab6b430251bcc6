"""A fixed-length numeric encoding of ``observation(player)``, documented field by field.

The tensor of a game (name, player count and options) is the concatenation of named fields,
each a block of ``float32`` values computed from the observation dict alone (so it can never
hold what the player may not see). Two kinds of field:

1. **Categorical fields**, declared by each game (its ``tensor_spec`` face, ``core.faces``:
   ``games/<game>/tensor_spec.py``), with vocabularies taken from the game's
   static data (town ids, card values, mission ids, manor tiles, Paladin ids ...):

   - ``onehot(name, path, vocab)``: 1 at the position of the value (all 0 if absent);
   - ``counts(name, path, vocab)``: a list of values as a count per vocabulary entry (hands,
     packs, the mission display);
   - ``keyed(name, path, keys, vocab)``: a mapping ``key -> value`` as one one-hot block per
     key (who owns each town, manor tile, board space);
   - ``numbers(name, path, length)``: a list of numbers by position (the cards played to the
     trick, seat by seat).

2. **Counters**: every number (int or bool) of the observation that sits under dict keys and
   list positions fixed by the rules (scores, coins, goods per colour, dice per slot, deck
   sizes, module counters ...), each raw (not rescaled), ``None`` encoded as -1. Their paths
   are read once from the observation of a reference initial state, in the dict order the
   engine writes, skipping the mappings whose keys vary during play (those are categorical
   fields) and lists of plain values (their length varies). A path missing from a later
   observation, or holding text there (a name where the reference had ``None``), encodes as 0.

:meth:`ObservationEncoder.describe` lists every field with its offset, size and meaning; the
observer one-hot comes first, so the same position seen by two seats encodes differently.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletop_lib.core.faces import face
from tabletop_lib.core.game import Game

Path = tuple[str | int, ...]
Writer = Callable[[dict[str, Any], npt.NDArray[np.float32], int], None]


@dataclass(frozen=True)
class TensorField:
    """One block of the tensor: ``tensor[offset : offset + size]``."""

    name: str
    offset: int
    size: int
    doc: str


def _get(obs: Any, path: Path) -> Any:
    for key in path:
        if isinstance(key, int):
            if not isinstance(obs, list) or key >= len(obs):
                return None
            obs = obs[key]
        else:
            if not isinstance(obs, dict):
                return None
            obs = obs.get(key)
    return obs


class _Spec:
    """Collects fields while a game's encoder is described."""

    def __init__(self) -> None:
        self.parts: list[tuple[str, int, str, Writer]] = []
        self.counter_paths: tuple[Path, ...] = ()

    def onehot(self, name: str, path: Path, vocab: Sequence[Any], doc: str) -> None:
        index = {v: i for i, v in enumerate(vocab)}

        def write(obs: dict[str, Any], out: npt.NDArray[np.float32], at: int) -> None:
            i = index.get(_get(obs, path))
            if i is not None:
                out[at + i] = 1.0

        self.parts.append((name, len(vocab), doc, write))

    def counts(self, name: str, path: Path, vocab: Sequence[Any], doc: str) -> None:
        index = {v: i for i, v in enumerate(vocab)}

        def write(obs: dict[str, Any], out: npt.NDArray[np.float32], at: int) -> None:
            for v in _get(obs, path) or ():
                i = index.get(v)
                if i is not None:
                    out[at + i] += 1.0

        self.parts.append((name, len(vocab), doc, write))

    def keyed(
        self,
        name: str,
        path: Path,
        keys: Sequence[Any],
        vocab: Sequence[Any],
        doc: str,
        value_of: Callable[[Any], Any] | None = None,
    ) -> None:
        width = len(vocab)
        vindex = {v: i for i, v in enumerate(vocab)}
        # key -> {value -> position in the tensor block}: one dict lookup per entry.
        slots = {k: {v: ki * width + vi for v, vi in vindex.items()} for ki, k in enumerate(keys)}

        def write(obs: dict[str, Any], out: npt.NDArray[np.float32], at: int) -> None:
            mapping = _get(obs, path)
            if not mapping:
                return
            for k, v in mapping.items():
                row = slots.get(k)
                if row is not None:
                    i = row.get(v if value_of is None else value_of(v))
                    if i is not None:
                        out[at + i] = 1.0

        self.parts.append((name, len(keys) * width, doc, write))

    def numbers(self, name: str, path: Path, length: int, doc: str) -> None:
        def write(obs: dict[str, Any], out: npt.NDArray[np.float32], at: int) -> None:
            values = _get(obs, path) or ()
            for i, v in enumerate(values[:length]):
                out[at + i] = -1.0 if v is None else float(v)

        self.parts.append((name, length, doc, write))

    def counters(self, reference: dict[str, Any], skip: frozenset[str]) -> None:
        paths: list[Path] = []
        _numeric_paths(reference, (), skip, paths)
        self.counter_paths = tuple(paths)
        read = _compile_reader(paths)
        size = len(paths)

        def write(obs: dict[str, Any], out: npt.NDArray[np.float32], at: int) -> None:
            out[at : at + size] = read(obs)

        doc = "raw counters, in this order: " + ", ".join(_path_text(p) for p in paths)
        self.parts.append(("counters", len(paths), doc, write))


def _number(v: Any) -> float:
    if v is None:
        return -1.0
    if isinstance(v, (int, float)):
        return float(v)
    return 0.0


def _compile_reader(paths: list[Path]) -> Callable[[Any], list[float]]:
    """One generated function reading every counter path (the hot path of the tensor: one
    subscript chain per counter, no loop over path keys)."""
    lines = ["def read(o):", f"    out = [0.0] * {len(paths)}"]
    for i, path in enumerate(paths):
        chain = "".join(f"[{k!r}]" for k in path)
        lines += [
            "    try:",
            f"        v = o{chain}",
            f"        out[{i}] = v if v.__class__ is int else number(v)",
            "    except (KeyError, IndexError, TypeError):",
            "        pass",
        ]
    lines.append("    return out")
    scope: dict[str, Any] = {"number": _number}
    exec("\n".join(lines), scope)  # the paths are the engine's own dict keys and indices
    reader: Callable[[Any], list[float]] = scope["read"]
    return reader


def _path_text(path: Path) -> str:
    return ".".join(str(k) for k in path)


def _numeric_paths(value: Any, path: Path, skip: frozenset[str], out: list[Path]) -> None:
    if isinstance(value, (bool, int)) or value is None:
        if path:
            out.append(path)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key in skip:
                continue
            _numeric_paths(item, (*path, key), skip, out)
    elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        for i, item in enumerate(value):
            _numeric_paths(item, (*path, i), skip, out)


class ObservationEncoder:
    """The observation tensor of one game, player count and option set."""

    def __init__(self, spec: _Spec) -> None:
        fields: list[TensorField] = []
        writers: list[tuple[int, Writer]] = []
        offset = 0
        for name, size, doc, write in spec.parts:
            fields.append(TensorField(name, offset, size, doc))
            writers.append((offset, write))
            offset += size
        self.fields: tuple[TensorField, ...] = tuple(fields)
        self.size = offset
        self._writers = tuple(writers)
        self.counter_paths: tuple[Path, ...] = spec.counter_paths
        """The counters' paths in the observation dict, in tensor order."""

    def encode_into(self, obs: dict[str, Any], out: npt.NDArray[np.float32]) -> None:
        """Write the encoding of ``obs`` into ``out`` (length :attr:`size`), zeroing it first."""
        out.fill(0.0)
        for at, write in self._writers:
            write(obs, out, at)

    def encode(self, obs: dict[str, Any]) -> npt.NDArray[np.float32]:
        out = np.zeros(self.size, dtype=np.float32)
        for at, write in self._writers:
            write(obs, out, at)
        return out

    def describe(self) -> list[dict[str, object]]:
        """One row per field: name, offset, size and what it encodes."""
        return [
            {"field": f.name, "offset": f.offset, "size": f.size, "doc": f.doc} for f in self.fields
        ]


# -- what a game declares -------------------------------------------------------------------
def _seats(n: int) -> list[int]:
    return list(range(n))


def _no_categorical_fields(game: Any, spec: _Spec, reference: dict[str, Any]) -> frozenset[str]:
    """The default spec of a game that declares none: counters only."""
    return frozenset()


def build_encoder(game: Game[Any, Any]) -> ObservationEncoder:
    """The observation tensor of ``game``: observer one-hot, categorical fields, counters."""
    reference = game.new_initial_state(seed=0).observation(0)
    spec = _Spec()
    spec.onehot("observer", ("player",), _seats(game.num_players), "the observing seat")
    declared = face(game.name, "tensor_spec")
    skip = (declared or _no_categorical_fields)(game, spec, reference)
    spec.counters(reference, skip | {"player"})
    return ObservationEncoder(spec)


_CACHE: dict[str, ObservationEncoder] = {}


def encoder_for(game: Game[Any, Any]) -> ObservationEncoder:
    """:func:`build_encoder`, built once per game, player count and option set."""
    key = repr(game)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = build_encoder(game)
    return found
