"""What the generic layers show and use of a game: its *faces*, declared by the game.

A game declares its faces in a :class:`Faces` object: its board view, its heuristic valuation,
its observation-tensor spec and fast writer, its OpenSpiel facts, the legend of its data
notice. Every face that needs code is a *lazy reference*, the text ``"package.module:name"``,
imported only when a generic layer first asks for it, so declaring a face costs nothing and
keeps the engines free of plotly and numpy. A face left empty has a declared default, applied
by the layer that reads it (the generic score figure, a valuation from the scores, a tensor of
the observation's counters, an encoder that reads the observation).

Where a game declares them: ``GameInfo(faces=...)`` when it registers (an outside game passes
them there), else a module ``faces`` beside the module of its factory (``games/<game>/faces.py``)
holding ``FACES``; a game with neither has every default. Generic code asks :func:`face` or
:func:`faces_of` and never names a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .registry import game_info

REFERENCE_FACES = (
    "figure",
    "diff",
    "board_view",
    "board_panels",
    "board_targets",
    "board_data",
    "valuation",
    "action_scores",
    "tensor_spec",
    "direct_writer",
    "extra_actions",
    "max_game_length",
    "study_extras",
    "story",
)
"""The faces given as ``"module:name"`` references (the others are plain values)."""


@dataclass(frozen=True)
class Faces:
    """Everything the generic layers need of one game; every field is optional.

    References (``"package.module:name"``), each imported on first use:
    """

    figure: str = ""
    """``figure(source, viewer=None, **kw) -> go.Figure`` for a state, an observation or a
    full view (the board; default: the score breakdown)."""
    diff: str = ""
    """``diff(before, after, viewer=None, **kw) -> go.Figure``: what changed between two."""
    board_view: str = ""
    """A ready ``viz.BoardView`` for the stepper (else one is made of the next three)."""
    board_panels: str = ""
    """``panels(state, viewer) -> [(title, html)]`` shown under the stepper's board."""
    board_targets: str = ""
    """``targets(state, action) -> keys`` a click on the board picks."""
    board_data: str = ""
    """``data(state, viewer) -> (traces, layout)`` as plain dicts (the stepper's fast path)."""
    valuation: str = ""
    """``value(state) -> [points per player]`` for the heuristic agent and the search
    (default: the scores)."""
    action_scores: str = ""
    """``scores(state, actions) -> [score per action] | None`` for decisions a one-step
    look-ahead cannot judge (default: none)."""
    tensor_spec: str = ""
    """``spec(game, fields, reference_observation) -> keys to skip``: the categorical fields
    of the observation tensor (default: counters only)."""
    direct_writer: str = ""
    """``writer(game, offsets) -> (write, resolve, scope)``: the tensor written from the
    state's own arrays (default: read from ``observation(player)``)."""
    extra_actions: str = ""
    """``extra(game) -> [actions]``: actions for the OpenSpiel action universe that
    ``game.tables`` does not hold."""
    max_game_length: str = ""
    """``length(game) -> int``: the most decisions a game can take (default:
    ``max_length_per_player`` times the players)."""
    study_extras: str = ""
    """``extras(final_state) -> [dict of columns per seat]``: the game's own columns in a
    simulation study (``analysis.extras``; default: none)."""
    story: str = ""
    """A ``core.story.Story``: which events open the narration's rounds and final scoring,
    and the drafts a short narration tells in one line (default: one section, no draft)."""

    max_length_per_player: int = 200
    """Decisions per player that bound a game, for OpenSpiel."""
    long_title: str = ""
    """The title other ecosystems show (default: the game's title)."""
    interop_parameters: Mapping[str, Any] | None = None
    """OpenSpiel/PettingZoo parameter -> default ("" means the engine's default); default:
    every option of ``GameInfo.options`` with ""."""
    tutor_list_option: str = ""
    """The list option whose choices the tutor offers as switches (Merlin's modules)."""
    tutor_choices: tuple[str, ...] = ()
    """The values of ``tutor_list_option`` the tutor offers, in order."""
    tutor_choice_kind: str = ""
    """The label kind (``core.words.label``) that names each of ``tutor_choices``."""
    coverage_options: tuple[Mapping[str, Any], ...] = ({},)
    """The option sets the tutor's lesson-coverage report shows for the game, in order."""
    study_players: int = 0
    """The table size of the game's strong-play study (``analysis.strong_study``); 0: none."""
    corpus: tuple[CorpusPlan, ...] = ()
    """The settings of the game's shipped corpus of strong games (``analysis.corpus``)."""
    data_legend: str = ""
    """A line explaining the shorthand of the game's data sources, above its data notice."""
    extra: Mapping[str, str] = field(default_factory=dict)
    """Further references a layer may define for itself (name -> ``"module:name"``)."""

    def __post_init__(self) -> None:
        for name in REFERENCE_FACES:
            _check_reference(getattr(self, name), name)
        for name, ref in self.extra.items():
            _check_reference(ref, name)


def _check_reference(ref: str, name: str) -> None:
    """A reference is empty or ``"module:name"`` (caught when declared, not when first used)."""
    if ref and (ref.count(":") != 1 or not all(ref.split(":"))):
        raise ValueError(f"face {name!r} must read 'package.module:name', not {ref!r}")


BASE_VARIANT = "base game"
"""The words for a game played without options (a corpus setting's default ``variant``)."""


@dataclass(frozen=True)
class CorpusPlan:
    """One setting of a game's shipped corpus of strong games (``analysis.corpus``)."""

    player_counts: tuple[int, ...]
    """The table sizes the corpus holds for this setting."""
    variant: str = BASE_VARIANT
    """The setting in words (it names the corpus file: ``corpus_3p_all_modules.csv.gz``)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """What ``load_game`` is given for this setting."""
    seconds_per_game: float = 0.0
    """The cost of one game at the corpus's budget, estimated before a run (its data card
    projects the whole run's time with it)."""


NO_FACES = Faces()
_FOUND: dict[str, Faces] = {}


def faces_of(game_name: str) -> Faces:
    """The faces ``game_name`` declares (``GameInfo.faces``, else its ``faces`` module)."""
    found = _FOUND.get(game_name)
    if found is None:
        found = _FOUND[game_name] = _declared(game_name)
    return found


def forget(game_name: str) -> None:
    """Drop what :func:`faces_of` remembered of a game (called when it registers again)."""
    _FOUND.pop(game_name, None)


def _declared(game_name: str) -> Faces:
    info = game_info(game_name)
    if info.faces is not None:
        return info.faces
    package = info.factory.__module__.rpartition(".")[0]
    if not package:
        return NO_FACES
    try:
        module = importlib.import_module(f"{package}.faces")
    except ModuleNotFoundError as exc:
        if exc.name == f"{package}.faces":
            return NO_FACES
        raise
    declared = getattr(module, "FACES", NO_FACES)
    if not isinstance(declared, Faces):
        raise TypeError(f"{package}.faces.FACES must be a core.faces.Faces")
    return declared


def resolve(ref: str) -> Any:
    """The object a ``"package.module:name"`` reference names (imported now)."""
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def face(game_name: str, name: str) -> Any | None:
    """The object of the reference face ``name`` of a game, or None when it declares none."""
    faces = faces_of(game_name)
    if name in REFERENCE_FACES:
        ref = str(getattr(faces, name))
    elif name in faces.extra:
        ref = faces.extra[name]
    else:
        return None
    return resolve(ref) if ref else None


__all__ = [
    "BASE_VARIANT",
    "NO_FACES",
    "REFERENCE_FACES",
    "CorpusPlan",
    "Faces",
    "face",
    "faces_of",
    "forget",
    "resolve",
]
