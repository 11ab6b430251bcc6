"""Merlin drawn with plotly: its board, panels, diff figures and territory explorer (the
game's ``figure``, ``diff`` and board faces, declared in ``faces.py``). The engine never
imports this package."""
