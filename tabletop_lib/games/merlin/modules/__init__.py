"""The Big Box modules, one folder each (``modules/<module>/``), registered in
``modules/registry.py`` with one line each (see ``merlin/plugin.py`` for what a module may add).
"""
