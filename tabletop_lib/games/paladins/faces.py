"""What the generic layers show and use of Paladins of the West Kingdom (``core.faces``).

Every reference is imported only when a layer first asks for it: the board, its panels and its
diff (plotly, ``viz``), the observation tensor's fields (``tensor_spec.py`` here) and its fast
writer (``tensor_writer.py`` here), and how a finished game is told (``story.py``). Paladins
declares no valuation: its ``scores()`` already counts every category as the position stands
(*Paladins of the West Kingdom*, Portuguese edition, "Pontuação final": attributes, King's
Orders, workshops, debts, resources, monks, outposts, jars, walls, converted Outsiders), which
is the heuristic's default valuation.
"""

from __future__ import annotations

from tabletop_lib.core.faces import CorpusPlan, Faces

FACES = Faces(
    figure="tabletop_lib.games.paladins.viz.figure:board_figure",
    diff="tabletop_lib.games.paladins.viz.diff:diff_figure",
    board_panels="tabletop_lib.games.paladins.viz.figure:panels",
    board_targets="tabletop_lib.games.paladins.viz.figure:targets",
    board_data="tabletop_lib.games.paladins.viz.figure:board_data",
    tensor_spec="tabletop_lib.games.paladins.tensor_spec:tensor_fields",
    direct_writer="tabletop_lib.games.paladins.tensor_writer:direct_writer",
    story="tabletop_lib.games.paladins.story:STORY",
    max_length_per_player=200,
    long_title="Paladins of the West Kingdom",
    interop_parameters={
        "inquisition_trigger": "",
        "inquisition_penalty": "",
        "inquisition_minimum": 1,
        "inquisition_discard_half": False,
        "unused_workers": "",
        "discard_pays_slot_cost": True,
        "criminal_suspicion": "",
        "attack_rounding": "",
        "favour_capacity": "",
        "exclusive_spaces": True,
        "pay_debt_silver": -1,
        "order_points": "",
        "tie_break": "",
    },
    study_players=3,
    corpus=(CorpusPlan((2, 3, 4), seconds_per_game=2.0),),
)
