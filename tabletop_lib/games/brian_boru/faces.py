"""What the generic layers show and use of Brian Boru (``core.faces``).

Every reference is imported only when a layer first asks for it: the board and its diff
(plotly, ``viz``), the heuristic (``heuristic.py`` here), the observation tensor's fields
(``tensor_spec.py`` here) and its fast writer (``tensor_writer.py`` here), its columns in a
simulation study (``study_columns.py``) and how a finished game is told (``story.py``). Its
strong-play study seats four; its corpus of strong games holds 3 to 5 players.
"""

from __future__ import annotations

from tabletop_lib.core.faces import CorpusPlan, Faces

FACES = Faces(
    figure="tabletop_lib.games.brian_boru.viz.figure:board_figure",
    diff="tabletop_lib.games.brian_boru.viz.figure:diff_figure",
    board_view="tabletop_lib.games.brian_boru.viz.view:BRIAN_BORU_VIEW",
    valuation="tabletop_lib.games.brian_boru.heuristic:value",
    action_scores="tabletop_lib.games.brian_boru.heuristic:action_scores",
    tensor_spec="tabletop_lib.games.brian_boru.tensor_spec:tensor_fields",
    direct_writer="tabletop_lib.games.brian_boru.tensor_writer:direct_writer",
    study_extras="tabletop_lib.games.brian_boru.study_columns:study_columns",
    story="tabletop_lib.games.brian_boru.story:STORY",
    max_length_per_player=150,
    long_title="Brian Boru: High King of Ireland",
    interop_parameters={"lead_fallback": "", "half_point_rivals": "", "viking_strengths": ""},
    study_players=4,
    corpus=(CorpusPlan((3, 4, 5), seconds_per_game=1.5),),
)
