"""Paladins of the West Kingdom drawn with plotly: its board, panels and diff figures (the
game's ``figure``, ``diff`` and board faces, declared in ``faces.py``). The engine never
imports this package."""
