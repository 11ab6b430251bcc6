"""What the generic layers show and use of Merlin (``core.faces``).

Every reference is imported only when a layer first asks for it: the board, its panels and its
diff (plotly, ``viz``), the heuristic (``heuristic.py`` here), the observation tensor's fields
(``tensor_spec.py`` here) and its fast writer (``modules/tensor_writer.py``), and what the
OpenSpiel adapter needs beyond the action tables (``interop.py`` here: the Morgana module's
actions and the bound on a game's length, which grows with the modules in play), its columns in
a simulation study (``study_columns.py``) and how a finished game is told (``modules/story.py``:
the drafts its modules add). The tutor offers the Big Box modules, the list option ``modules``,
as switches. Its corpus of strong games holds 2 to 4 players, as the base game and with every
module.
"""

from __future__ import annotations

from tabletop_lib.core.faces import CorpusPlan, Faces

from .params import IMPLEMENTED_MODULES, MODULE_NAMES

FACES = Faces(
    figure="tabletop_lib.games.merlin.viz.figure:board_figure",
    diff="tabletop_lib.games.merlin.viz.diff:diff_figure",
    board_panels="tabletop_lib.games.merlin.viz.panels:panels",
    board_targets="tabletop_lib.games.merlin.viz.panels:targets",
    board_data="tabletop_lib.games.merlin.viz.figure:board_data",
    valuation="tabletop_lib.games.merlin.heuristic:value",
    tensor_spec="tabletop_lib.games.merlin.tensor_spec:tensor_fields",
    direct_writer="tabletop_lib.games.merlin.modules.tensor_writer:direct_writer",
    study_extras="tabletop_lib.games.merlin.study_columns:study_columns",
    story="tabletop_lib.games.merlin.modules.story:STORY",
    extra_actions="tabletop_lib.games.merlin.interop:extra_actions",
    max_game_length="tabletop_lib.games.merlin.interop:max_game_length",
    long_title="Merlin, Big Box",
    interop_parameters={"modules": "", "caerleon_side": "", "knights_draft": ""},
    tutor_list_option="modules",
    tutor_choices=MODULE_NAMES,
    tutor_choice_kind="module",
    coverage_options=({}, {"modules": ["arthur", "gold"]}),
    study_players=3,
    corpus=(
        CorpusPlan((2, 3, 4), seconds_per_game=1.2),
        CorpusPlan(
            (2, 3, 4),
            "all modules",
            {"modules": list(IMPLEMENTED_MODULES)},
            seconds_per_game=3.2,
        ),
    ),
)
