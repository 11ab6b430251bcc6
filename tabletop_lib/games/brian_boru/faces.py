"""What the generic layers show and use of Brian Boru (``core.faces``).

Every reference is imported only when a layer first asks for it: the board and its diff
(plotly, ``viz``), the heuristic (``heuristic.py`` here), the observation tensor's fields
(``tensor_spec.py`` here) and its fast writer (``interop``).
"""

from __future__ import annotations

from tabletop_lib.core.faces import Faces

FACES = Faces(
    figure="tabletop_lib.games.brian_boru.viz.figure:board_figure",
    diff="tabletop_lib.games.brian_boru.viz.figure:diff_figure",
    board_view="tabletop_lib.games.brian_boru.viz.view:BRIAN_BORU_VIEW",
    valuation="tabletop_lib.games.brian_boru.heuristic:value",
    action_scores="tabletop_lib.games.brian_boru.heuristic:action_scores",
    tensor_spec="tabletop_lib.games.brian_boru.tensor_spec:tensor_fields",
    direct_writer="tabletop_lib.games.brian_boru.tensor_writer:direct_writer",
    max_length_per_player=150,
    long_title="Brian Boru: High King of Ireland",
    interop_parameters={"lead_fallback": "", "half_point_rivals": "", "viking_strengths": ""},
)
