"""Per-game hooks of the conformance kit: invariants and hidden information.

The kit's generic checks run on every registered game. A game adds game-specific checks by
declaring them among its faces (``Faces(extra={"conformance_hooks": "module:HOOKS"})``, a
mapping with the keys below: the way of a game from outside the package, whose tests travel with
it), or, when the checks are the tests' own, as ``HOOKS`` in its test folder
(``tests/games/<game>/conformance.py``: the shipped games); a game with neither gets only the
generic checks.

- ``invariants``: name -> function(state) returning a violation message, or None. They run
  after every action of every playout. A shipped game's live in the library (its
  ``validation`` module), which also refuses a saved game that breaks one.
- ``observation_problems``: function(state, observer, observation) returning what the
  observation shows that the observer may not see (an empty list when nothing leaks).
- ``hidden_variants``: function(state, observer, rng) returning copies of ``state`` that differ
  from it only in what ``observer`` may not see; ``observation(observer)`` must not change.
- ``variants``: function returning label -> game options; every check also runs on the game
  with those options (Merlin's modules), as the case ``name[label]``, on a smaller corpus
  (``VARIANT_SHARE``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from registered import game_module

from tabletop_lib.core import State
from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.faces import face

Invariant = Callable[[Any], "str | None"]
ObservationProblems = Callable[[Any, int, dict[str, Any]], list[str]]
HiddenVariants = Callable[[Any, int, random.Random], list[State[Any]]]


@dataclass(frozen=True)
class GameHooks:
    invariants: Mapping[str, Invariant] = field(default_factory=dict)
    observation_problems: ObservationProblems | None = None
    hidden_variants: HiddenVariants | None = None
    variants: Callable[[], Mapping[str, dict[str, Any]]] | None = None


VARIANT_SHARE = 8
"""A variant's corpus is this many times smaller than the plain game's."""


def lists_in(obj: Any) -> list[tuple[tuple[str, ...], list[Any]]]:
    """Every list nested in ``obj`` with its key path, outermost first."""
    found: list[tuple[tuple[str, ...], list[Any]]] = []

    def collect(node: Any, path: tuple[str, ...]) -> None:
        """Append the lists in ``node`` (a dict or a list) to ``found``, descending only into
        dicts and lists. The observations' values are mostly numbers and words: their type
        alone says so (``_SCALARS``), and only another type is asked ``isinstance`` (the hooks
        walk every observation checked, so each step counts)."""
        if isinstance(node, dict):
            items: Any = node.items()
        else:
            found.append((path, node))
            items = enumerate(node)
        for key, value in items:
            kind = type(value)
            if kind is dict or kind is list or (kind not in _SCALARS and isinstance(value, _NESTS)):
                collect(value, (*path, str(key)))

    if isinstance(obj, _NESTS):
        collect(obj, ())
    return found


_NESTS = (dict, list)
_SCALARS = frozenset({int, str, float, bool, type(None)})


def hooks_for(case: str) -> GameHooks:
    """The hooks of a game (or of a case ``name[variant]``): the ``HOOKS`` of its test folder's
    ``conformance.py``, else its ``conformance_hooks`` face; a game with neither gets only the
    generic checks."""
    name = case.partition("[")[0]
    module = game_module(name, "conformance")
    if module is not None:
        return GameHooks(**module.HOOKS)
    try:
        declared = face(name, "conformance_hooks")
    except ConfigError:  # not a registered game
        declared = None
    return GameHooks(**declared) if declared is not None else GameHooks()
