"""Nim's faces (``tabletop_lib.core.faces``): a heuristic valuation, the bound on a game's
length, its option as an OpenSpiel parameter (an integer, 0 for "no limit"), its own column in
a simulation study (``study_columns.py``) and its checks for the conformance kit
(``conformance.py``, a face of its own, ``extra``); every other face keeps its default (the
generic score figure and stepper view, a tensor of the observation's counters read from the
observation, one section of narration, no strong study or corpus, no tutor switches)."""

from __future__ import annotations

from tabletop_lib.core.faces import Faces

FACES = Faces(
    valuation="nim_game.heuristic:value",
    study_extras="nim_game.study_columns:study_columns",
    max_length_per_player=25,
    long_title="Nim (Bouton, 1901)",
    interop_parameters={"max_take": 0},
    extra={"conformance_hooks": "nim_game.conformance:HOOKS"},
)
